import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Field, FieldError, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm, useWatch } from '../../../components/ui/form/use-schema-form';
import { SHORT_DATE } from '../../../lib/applications/format';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useAnswerCancellationChoice, useMoveTargets, useMyCancellationChoices } from '../hooks/use-cancellations';
import '../journeys.css';

/** REFUND, or MOVE with the journey to move to: the API's own reason when either is missing. */
const answerSchema = z
  .object({ answer: z.enum(['REFUND', 'MOVE'], { message: 'CANCELLATION_ANSWER_INVALID' }), target: z.string() })
  .refine((values) => values.answer !== 'MOVE' || values.target !== '', { path: ['target'], message: 'CANCELLATION_ANSWER_INVALID' });

type Choice = NonNullable<ReturnType<typeof useMyCancellationChoices>['data']>['myCancellationChoices'][number];

/** One cancelled journey's notice: the donor's part, what was paid out, the deadline, and the two choices (or what was chosen). */
function CancellationNotice({ choice }: { choice: Choice }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const format = useFormatters();
  const money = (cents: number) => format.currency(cents / 100, { cents: cents % 100 !== 0 });
  const open = choice.status === 'OPEN' && choice.refundableCents > 0;
  const part = money(choice.refundableCents);
  // Issue 31: a part that includes zakat moves only to a zakat-eligible journey.
  const targets = (useMoveTargets(choice.applicationId, !open).data?.cancellationMoveTargets ?? []).filter((journey) => !choice.includesZakat || journey.zakatEligible);
  const { answer, answering } = useAnswerCancellationChoice();
  const form = useSchemaForm(answerSchema, { defaultValues: { answer: choice.refundPossible ? undefined : 'MOVE', target: '' } });
  const [picked] = useWatch({ control: form.control, name: ['answer'] });
  const [failure, setFailure] = useState<string | null>(null);
  const answerError = form.describe(form.errorOf('answer'), t`Where should your ${part} go?`);
  const targetError = form.describe(form.errorOf('target'), t`Journey to support`);
  const name = choice.firstName;
  const lost = money(choice.unrecoverableCents);
  const deadline = format.date(choice.deadlineAt, SHORT_DATE);
  const fallback = choice.defaultAnswer === 'MOVE' ? t`your gift moves to the journey that needs it most` : t`your gift is refunded to your card`;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await answer({ variables: { input: { choiceId: choice.id, answer: values.answer, targetApplicationId: values.answer === 'MOVE' ? values.target : null } } });
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      if (problem.field === 'targetApplicationId') form.refuse('target', problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`Your choice could not be saved. Please try again.`);
    }
  });

  let body;
  if (choice.status === 'REFUNDED') {
    const amount = money(choice.appliedCents ?? 0);
    body = <p role="status" className="message message--success">{choice.decidedBy === 'DEFAULT' ? t`No answer came in time: ${amount} is being refunded to your card.` : t`Done: ${amount} is being refunded to your card.`}</p>;
  } else if (choice.status === 'MOVED') {
    const amount = money(choice.appliedCents ?? 0);
    const other = choice.targetFirstName ?? '';
    body = <p role="status" className="message message--success">{choice.decidedBy === 'DEFAULT' ? t`No answer came in time: ${amount} now helps ${other}’s journey.` : t`Done: ${amount} now helps ${other}’s journey.`}</p>;
  } else if (choice.refundableCents <= 0) {
    body = <p>{t`All of your gift was already paid out for the journey: nothing can be returned or moved.`}</p>;
  } else {
    body = (
      <form className="cancellation-notice__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={`${id}-deadline`}>
        <fieldset className="cancellation-notice__choices" disabled={answering}>
          <legend>{t`Where should your ${part} go?`}</legend>
          <label className="cancellation-notice__option">
            <input type="radio" value="REFUND" disabled={!choice.refundPossible} {...form.register('answer')} {...fieldAria(`${id}-answer`, { error: answerError })} />
            {t`Refund it to my card`}
          </label>
          {choice.refundPossible ? null : <p className="cancellation-notice__note">{t`Your gift is past the card provider’s refund window: it can only move to another journey.`}</p>}
          <label className="cancellation-notice__option">
            <input type="radio" value="MOVE" {...form.register('answer')} {...fieldAria(`${id}-answer`, { error: answerError })} />
            {t`Move it to another journey`}
          </label>
          <FieldError id={`${id}-answer`}>{answerError}</FieldError>
          {picked === 'MOVE' ? (
            <Field
              id={`${id}-target`}
              label={t`Journey to support`}
              hint={choice.includesZakat ? t`Your part includes zakat: only zakat-eligible journeys are offered.` : undefined}
              error={targetError}
              className="cancellation-notice__target"
            >
              <select
                id={`${id}-target`}
                {...form.register('target')}
                {...fieldAria(`${id}-target`, { hint: choice.includesZakat, error: targetError })}
                data-testid="cancellation-target"
              >
                <option value="">{t`Choose a journey`}</option>
                {targets.map((journey) => {
                  const room = money(journey.roomCents);
                  const who = journey.firstName;
                  return (
                    <option key={journey.applicationId} value={journey.applicationId} disabled={journey.roomCents < choice.refundableCents}>
                      {t`${who}’s journey (needs ${room})`}
                    </option>
                  );
                })}
              </select>
            </Field>
          ) : null}
          {failure ? (
            <p role="alert" className="message message--error">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button button--accent">
            {t`Confirm my choice`}
          </button>
        </fieldset>
      </form>
    );
  }

  return (
    <li className="cancellation-notice" data-testid="cancellation-notice">
      <h3 className="cancellation-notice__title">{t`${name}’s journey was cancelled`}</h3>
      <p>{t`This journey cannot happen. Your part of what it still holds is ${part}.`}</p>
      {choice.unrecoverableCents > 0 ? <p data-testid="cancellation-unrecoverable">{t`${lost} of your gift was already paid out for the journey and cannot be recovered.`}</p> : null}
      {open ? <p id={`${id}-deadline`}>{t`Please choose by ${deadline}. Without an answer, ${fallback}.`}</p> : null}
      {body}
    </li>
  );
}

/** On the donor's dashboard: the journeys they support that were cancelled, and their choice for each. */
export function CancellationNotices() {
  const { t } = useLingui();
  const id = useId();
  const choices = useMyCancellationChoices().data?.myCancellationChoices ?? [];
  if (choices.length === 0) return null;
  return (
    <section className="cancellation-notices" aria-labelledby={`${id}-title`} data-testid="cancellation-notices">
      <h2 id={`${id}-title`} className="supported-journeys__title">
        {t`Cancelled journeys`}
      </h2>
      <ul className="cancellation-notices__list">
        {choices.map((choice) => (
          <CancellationNotice key={choice.id} choice={choice} />
        ))}
      </ul>
    </section>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CancellationAnswer } from '../../../graphql/generated/graphql';
import { SHORT_DATE } from '../../../lib/applications/format';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useJourneyCancellationChoices, useSetCancellationDefault } from '../hooks/use-cancellations';

/**
 * In a cancelled journey's panel (admins): each donor's choice — their part, what was paid out,
 * the deadline, and what they chose — and the default applied to choices unanswered after 30 days.
 */
export function CancellationChoices({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const format = useFormatters();
  const { data } = useJourneyCancellationChoices(applicationId, false);
  const { setDefault, saving } = useSetCancellationDefault();
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => format.currency(cents / 100, { cents: cents % 100 !== 0 });
  const choices = data?.journeyCancellationChoices ?? [];
  const current = data?.cancellationSettings.defaultAnswer;
  const days = data?.cancellationSettings.days ?? 30;

  const change = async (answer: CancellationAnswer) => {
    setFailure(null);
    try {
      await setDefault({ variables: { defaultAnswer: answer }, refetchQueries: ['JourneyCancellationChoices'] });
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      setFailure(describeRefusal(i18n, readApiProblem(caught)) ?? t`The default could not be saved. Please try again.`);
    }
  };

  return (
    <section className="cancellation-choices" aria-labelledby={`${id}-title`} data-testid="cancellation-choices">
      <h4 id={`${id}-title`} className="journey-move__title">
        {t`Donors’ choices`}
      </h4>
      <div className="field">
        <label htmlFor={`${id}-default`}>{plural(days, { one: 'Unanswered after # day (every cancelled journey)', other: 'Unanswered after # days (every cancelled journey)' })}</label>
        <select id={`${id}-default`} value={current ?? ''} disabled={saving || !current} onChange={(event) => void change(event.target.value as CancellationAnswer)} data-testid="cancellation-default">
          <option value="REFUND">{t`Refund to the card`}</option>
          <option value="MOVE">{t`Move to the journey that needs it most`}</option>
        </select>
      </div>
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      {choices.length === 0 ? (
        <p>{t`No donor kept money in this journey.`}</p>
      ) : (
        <ul className="cancellation-choices__list">
          {choices.map((choice) => {
            const donor = choice.donorName ?? '';
            const part = money(choice.refundableCents);
            const lost = money(choice.unrecoverableCents);
            const deadline = format.date(choice.deadlineAt, SHORT_DATE);
            const applied = money(choice.appliedCents ?? 0);
            const other = choice.targetFirstName ?? '';
            let state;
            if (choice.status === 'OPEN') state = t`open until ${deadline}`;
            else if (choice.status === 'REFUNDED') state = choice.decidedBy === 'DEFAULT' ? t`refunded ${applied} (default)` : t`refunded ${applied}`;
            else state = choice.decidedBy === 'DEFAULT' ? t`moved ${applied} to ${other} (default)` : t`moved ${applied} to ${other}`;
            return (
              <li key={choice.id} data-testid="cancellation-choice">
                {t`${donor}: part ${part}, paid out ${lost} — ${state}`}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { JOURNEY_PROOF_EXTENSIONS, JOURNEY_PROOF_MAX_BYTES, JOURNEY_PROOF_TYPES } from '@sabil/contracts';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { FilePicker } from '../../../components/ui/form/file-picker';
import { typeAndSize, useFileField } from '../../../components/ui/form/use-file-field';
import { useSchemaForm, useWatch } from '../../../components/ui/form/use-schema-form';
import type { JourneyStage } from '../../../graphql/generated/graphql';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useMoveJourneyStage } from '../hooks/use-journeys';
import { JOURNEY_STAGE_LABELS, movesFrom } from '../journey-stages';

/**
 * The form only carries what is typed: which proof a step needs, and whether it is right, is the
 * API's to say (journey-rules.ts), and its refusals are shown beside the field they name.
 */
const moveSchema = z.object({
  toStage: z.string(),
  bookingReference: z.string(),
  operatorName: z.string(),
  visaIssuedOn: z.string(),
  departedOn: z.string(),
  returnedOn: z.string(),
  reason: z.string(),
});

type ProofField = Exclude<keyof z.input<typeof moveSchema>, 'toStage'>;

/** The proof each target asks for, in the order shown. */
const FIELDS_FOR: Partial<Record<JourneyStage, ProofField[]>> = {
  BOOKED: ['bookingReference', 'operatorName'],
  VISA_ISSUED: ['visaIssuedOn'],
  TRAVELLED: ['departedOn', 'returnedOn'],
  COMPLETED: ['returnedOn'],
  CANCELLED: ['reason'],
};

/** What the proof picker offers: the types the API takes (it judges the bytes, not this list). */
const PROOF_ACCEPT = [...JOURNEY_PROOF_EXTENSIONS, ...JOURNEY_PROOF_TYPES].join(',');

const EMPTY = { bookingReference: '', operatorName: '', visaIssuedOn: '', departedOn: '', returnedOn: '', reason: '' };

export function JourneyMoveForm({ applicationId, stage, onMoved }: { applicationId: string; stage: JourneyStage; onMoved: (stage: JourneyStage) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const moves = movesFrom(stage);
  const form = useSchemaForm(moveSchema, { defaultValues: { toStage: moves[0] ?? '', ...EMPTY } });
  const { move, moving } = useMoveJourneyStage();
  const [failure, setFailure] = useState<string | null>(null);
  const proofFile = useFileField(typeAndSize(i18n, { types: JOURNEY_PROOF_TYPES, maxBytes: JOURNEY_PROOF_MAX_BYTES, typeRefused: 'JOURNEY_PROOF_TYPE_REFUSED', tooLarge: 'JOURNEY_PROOF_TOO_LARGE' }));
  const toStage = useWatch({ control: form.control, name: 'toStage' }) as JourneyStage;
  const labels: Record<ProofField, string> = {
    bookingReference: t`Booking reference`,
    operatorName: t`Operator`,
    visaIssuedOn: t`Visa issue date`,
    departedOn: t`Departure date`,
    returnedOn: t`Return date`,
    reason: t`Reason for cancelling`,
  };
  const optional: Partial<Record<ProofField, string>> = { returnedOn: t`Optional.`, reason: t`Admins and the seeker read it; donors do not.` };

  const targetName = toStage && JOURNEY_STAGE_LABELS[toStage] ? i18n._(JOURNEY_STAGE_LABELS[toStage]) : '';
  if (moves.length === 0) return null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const proof = Object.fromEntries((FIELDS_FOR[values.toStage as JourneyStage] ?? []).map((field) => [field, values[field] || null]));
    try {
      await move({ variables: { input: { applicationId, fromStage: stage, toStage: values.toStage as JourneyStage, ...proof }, proof: proofFile.file } });
      form.reset({ toStage: movesFrom(values.toStage as JourneyStage)[0] ?? '', ...EMPTY });
      proofFile.reset();
      onMoved(values.toStage as JourneyStage);
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      const field = problem.field as ProofField | undefined;
      if ((problem.field as string | undefined) === 'proof') proofFile.refuse(describeRefusal(i18n, problem));
      else if (field && field in labels) form.refuse(field, problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`The journey could not be moved. Please try again.`);
    }
  });

  return (
    <form className="journey-move" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="journey-move__title">
        {t`Move this journey`}
      </h4>
      <fieldset className="journey-move__fields" disabled={moving}>
        <Field id={`${id}-to`} label={t`New stage`}>
          <select id={`${id}-to`} {...form.register('toStage')}>
            {moves.map((target) => (
              <option key={target} value={target}>
                {i18n._(JOURNEY_STAGE_LABELS[target])}
              </option>
            ))}
          </select>
        </Field>
        {(FIELDS_FOR[toStage] ?? []).map((field) => {
          const error = form.describe(form.errorOf(field), labels[field]);
          const fieldId = `${id}-${field}`;
          const hint = optional[field];
          const isDate = field.endsWith('On');
          return (
            <Field key={`${toStage}-${field}`} id={fieldId} label={labels[field]} hint={hint} error={error}>
              {field === 'reason' ? (
                <textarea id={fieldId} rows={3} dir="auto" {...form.register(field)} {...fieldAria(fieldId, { hint: Boolean(hint), error })} />
              ) : (
                <input
                  id={fieldId}
                  type={isDate ? 'date' : 'text'}
                  dir={field === 'bookingReference' || isDate ? 'ltr' : 'auto'}
                  autoComplete="off"
                  {...form.register(field)}
                  {...fieldAria(fieldId, { hint: Boolean(hint), error })}
                />
              )}
            </Field>
          );
        })}
        {toStage && toStage !== 'CANCELLED' ? (
          <Field id={`${id}-proof`} label={t`Proof document`} hint={t`Optional: booking confirmation, visa or boarding pass. JPG, PNG or PDF, up to 5 MB. Kept private; location details are removed from photos.`} error={proofFile.error}>
            <FilePicker key={proofFile.pickerKey} id={`${id}-proof`} accept={PROOF_ACCEPT} onChange={proofFile.choose} fileName={proofFile.file?.name ?? null} {...fieldAria(`${id}-proof`, { hint: true, error: proofFile.error })} />
          </Field>
        ) : null}
      </fieldset>
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={toStage === 'CANCELLED' ? 'button button--danger' : 'button button--primary'} disabled={moving}>
        {toStage === 'CANCELLED' ? t`Cancel the journey` : t`Move to ${targetName}`}
      </button>
    </form>
  );
}

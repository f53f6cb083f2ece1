import { useLingui } from '@lingui/react/macro';
import { MAX_PAYOUT_NOTE_LENGTH, PAYOUT_DOCUMENT_MAX_BYTES, PAYOUT_DOCUMENT_TYPES, proposePayoutSchema } from '@sabil/contracts';
import { useId, useState } from 'react';
import { Field, fieldAria } from '../../ui/form/field';
import { FilePicker } from '../../ui/form/file-picker';
import { typeAndSize, useFileField } from '../../ui/form/use-file-field';
import { useSchemaForm, useWatch } from '../../ui/form/use-schema-form';
import type { PayoutPayee, PayoutPurpose } from '../../../graphql/generated/graphql';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { usePayoutOperators, usePayoutSteps } from '../hooks/use-payouts';
import { PAYOUT_DOCUMENT_ACCEPT, PAYOUT_PAYEE_LABELS, PAYOUT_PURPOSE_LABELS, PAYOUT_PURPOSES } from '../payout-labels';

/** The proposal as typed: the contract's rules, less the journey (the panel's own). */
const proposalSchema = proposePayoutSchema.omit({ applicationId: true });
type ProposalField = 'payee' | 'operatorId' | 'amount' | 'purpose' | 'note';
const FIELDS: readonly string[] = ['payee', 'operatorId', 'amount', 'purpose', 'note'];
const EMPTY = { payee: 'operator', operatorId: '', amount: '', purpose: 'package', note: '' };

/**
 * One admin proposes a payout of the journey's money: to an operator of the list or to the
 * pilgrim, how much, what for, and the invoice or quote (JPG, PNG or PDF, at most 5 MB, checked
 * here first and by its bytes on the API). Another admin approves it.
 */
export function ProposePayoutForm({ applicationId, availableCents, onProposed }: { applicationId: string; availableCents: number; onProposed: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(proposalSchema, { defaultValues: EMPTY });
  const payee = useWatch({ control: form.control, name: 'payee' });
  const operators = usePayoutOperators();
  const steps = usePayoutSteps(applicationId);
  const document = useFileField(typeAndSize(i18n, { types: PAYOUT_DOCUMENT_TYPES, maxBytes: PAYOUT_DOCUMENT_MAX_BYTES, typeRefused: 'PAYOUT_DOCUMENT_TYPE_REFUSED', tooLarge: 'PAYOUT_DOCUMENT_TOO_LARGE' }));
  const [failure, setFailure] = useState<string | null>(null);

  const labels: Record<ProposalField, string> = { payee: t`Payee`, operatorId: t`Operator`, amount: t`Amount (US dollars)`, purpose: t`Purpose`, note: t`Note for the approving admin` };
  const errors = Object.fromEntries(FIELDS.map((field) => [field, form.describe(form.errorOf(field as ProposalField), labels[field as ProposalField])])) as Record<ProposalField, string | null>;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!document.file) {
      document.refuse(t`Attach the invoice or quote.`);
      return;
    }
    try {
      await steps.propose({
        variables: {
          input: {
            applicationId,
            payee: values.payee.toUpperCase() as PayoutPayee,
            operatorId: values.payee === 'operator' ? values.operatorId : null,
            amount: values.amount,
            purpose: values.purpose.toUpperCase() as PayoutPurpose,
            note: values.note,
          },
          document: document.file,
        },
      });
      form.reset(EMPTY);
      document.reset();
      onProposed(t`The payout is proposed. Another admin must approve it.`);
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      const said = describeRefusal(i18n, problem);
      if (problem.field === 'document') document.refuse(said);
      else if (problem.field && FIELDS.includes(problem.field)) form.refuse(problem.field as ProposalField, problem);
      else setFailure(said ?? t`The payout could not be proposed. Please try again.`);
    }
  });

  const free = availableCents > 0;
  return (
    <form className="payout-propose" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} className="payout-propose__title">
        {t`Propose a payout`}
      </h5>
      {!free ? <p className="payout-propose__empty">{t`Nothing is free to pay out on this journey now.`}</p> : null}
      <fieldset className="payout-propose__fields" disabled={steps.busy || !free}>
        <Field id={`${id}-payee`} label={labels.payee} error={errors.payee}>
          <select id={`${id}-payee`} {...form.register('payee')} {...fieldAria(`${id}-payee`, { error: errors.payee })}>
            <option value="operator">{i18n._(PAYOUT_PAYEE_LABELS.OPERATOR)}</option>
            <option value="pilgrim">{i18n._(PAYOUT_PAYEE_LABELS.PILGRIM)}</option>
          </select>
        </Field>
        {payee === 'operator' ? (
          <Field id={`${id}-operator`} label={labels.operatorId} hint={t`Operators are kept in the Payouts tab.`} error={errors.operatorId}>
            <select id={`${id}-operator`} {...form.register('operatorId')} {...fieldAria(`${id}-operator`, { hint: true, error: errors.operatorId })}>
              <option value="">{t`Choose an operator`}</option>
              {(operators.data?.operators ?? []).map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.name} ({operator.country})
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id={`${id}-amount`} label={labels.amount} error={errors.amount}>
          <input id={`${id}-amount`} type="text" inputMode="decimal" dir="ltr" autoComplete="off" {...form.register('amount')} {...fieldAria(`${id}-amount`, { error: errors.amount })} />
        </Field>
        <Field id={`${id}-purpose`} label={labels.purpose} error={errors.purpose}>
          <select id={`${id}-purpose`} {...form.register('purpose')} {...fieldAria(`${id}-purpose`, { error: errors.purpose })}>
            {PAYOUT_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose.toLowerCase()}>
                {i18n._(PAYOUT_PURPOSE_LABELS[purpose])}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-note`} label={labels.note} hint={t`Optional.`} error={errors.note}>
          <textarea id={`${id}-note`} rows={2} dir="auto" maxLength={MAX_PAYOUT_NOTE_LENGTH} {...form.register('note')} {...fieldAria(`${id}-note`, { hint: true, error: errors.note })} />
        </Field>
        <Field id={`${id}-document`} label={t`Invoice or quote`} hint={t`JPG, PNG or PDF, up to 5 MB. Kept private; location details are removed from photos.`} error={document.error}>
          <FilePicker key={document.pickerKey} id={`${id}-document`} accept={PAYOUT_DOCUMENT_ACCEPT} onChange={document.choose} fileName={document.file?.name ?? null} {...fieldAria(`${id}-document`, { hint: true, error: document.error })} />
        </Field>
      </fieldset>
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={steps.busy || !free}>
        {steps.busy ? t`Sending…` : t`Propose the payout`}
      </button>
    </form>
  );
}

import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { cancelPayoutSchema, markPayoutPaidSchema } from '@sabil/contracts';
import { useId, useState } from 'react';
import { toneClass } from '../../ui/badge';
import { Field, fieldAria } from '../../ui/form/field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { useFreshProof } from '../../ui/fresh-proof';
import { UserText } from '../../ui/user-text';
import { SHORT_DATE } from '../../../lib/applications/format';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { PayoutFieldsFragment, usePayoutDocument, usePayoutSteps } from '../hooks/use-payouts';
import { PAYOUT_PURPOSE_LABELS, PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from '../payout-labels';

type Step = 'paid' | 'cancel' | null;

/**
 * One payout of a journey, with the steps its status allows: approve (another admin than its
 * proposer; a fresh proof is asked for when the API wants one), mark paid (approved), cancel
 * (proposed or approved). Which step is allowed is the API's to enforce; the buttons follow it.
 */
export function PayoutItem({ from, applicationId, adminId, onDone }: { from: FragmentType<typeof PayoutFieldsFragment>; applicationId: string; adminId: string | null; onDone: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const format = useFormatters();
  const { data: payout, complete } = useFragment({ fragment: PayoutFieldsFragment, from });
  const steps = usePayoutSteps(applicationId);
  const withFreshProof = useFreshProof();
  const openDocument = usePayoutDocument();
  const [step, setStep] = useState<Step>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!complete) return null;

  const amount = format.currency(payout.amountCents / 100, { cents: true });
  const purpose = i18n._(PAYOUT_PURPOSE_LABELS[payout.purpose]);
  const status = payout.status;
  const mine = payout.proposedById !== null && payout.proposedById === adminId;
  const day = (value: string) => format.date(`${value}T00:00:00Z`, { ...SHORT_DATE, timeZone: 'UTC' });
  const ref = { applicationId, payoutId: payout.id };

  const failed = (caught: unknown) => {
    if (isUnauthenticated(caught)) return;
    setFailure(describeRefusal(i18n, readApiProblem(caught)) ?? t`The payout could not be changed. Please try again.`);
  };

  const approve = async () => {
    setFailure(null);
    try {
      await withFreshProof(() => steps.approve({ variables: { input: ref } }));
      onDone(t`The payout of ${amount} is approved.`);
    } catch (caught) {
      failed(caught);
    }
  };

  return (
    <li className="payout-item" data-testid="payout-item" aria-labelledby={`${id}-title`}>
      <div className="payout-item__head">
        <p id={`${id}-title`} className="payout-item__title">
          <strong>{amount}</strong> · <span>{purpose}</span> · <UserText text={payout.payeeName} />
        </p>
        <span className={`status-pill ${toneClass(PAYOUT_STATUS_TONES[status])}`} data-testid="payout-status">
          {i18n._(PAYOUT_STATUS_LABELS[status])}
        </span>
      </div>
      <ul className="payout-item__facts">
        <li>
          {t`Proposed on ${format.date(payout.proposedAt, SHORT_DATE)}`} · <UserText text={payout.proposedByName ?? t`a former admin`} />
        </li>
        {payout.note ? (
          <li>
            <UserText text={payout.note} />
          </li>
        ) : null}
        {payout.approvedAt ? (
          <li>
            {t`Approved on ${format.date(payout.approvedAt, SHORT_DATE)}`} · <UserText text={payout.approvedByName ?? t`a former admin`} />
          </li>
        ) : null}
        {payout.transferredOn && payout.transferReference ? (
          <li>
            {t`Transferred on ${day(payout.transferredOn)}`} · {t`Reference:`} <bdi dir="ltr">{payout.transferReference}</bdi>
          </li>
        ) : null}
        {payout.cancelReason ? (
          <li>
            {t`Cancelled:`} <UserText text={payout.cancelReason} />
          </li>
        ) : null}
      </ul>
      <div className="payout-item__actions">
        <button type="button" className="button button--secondary" onClick={() => void openDocument(payout.id).catch(() => setFailure(t`The invoice could not be opened. Please try again.`))}>
          {t`View invoice or quote`}
        </button>
        {status === 'PROPOSED' && !mine ? (
          <button type="button" className="button button--primary" onClick={() => void approve()} disabled={steps.busy}>
            {t`Approve`}
          </button>
        ) : null}
        {status === 'APPROVED' ? (
          <button type="button" className="button button--primary" onClick={() => setStep(step === 'paid' ? null : 'paid')} aria-expanded={step === 'paid'} disabled={steps.busy}>
            {t`Mark paid`}
          </button>
        ) : null}
        {status === 'PROPOSED' || status === 'APPROVED' ? (
          <button type="button" className="button button--secondary" onClick={() => setStep(step === 'cancel' ? null : 'cancel')} aria-expanded={step === 'cancel'} disabled={steps.busy}>
            {t`Cancel payout`}
          </button>
        ) : null}
      </div>
      {status === 'PROPOSED' && mine ? <p className="payout-item__hint">{t`You proposed this payout: another admin must approve it.`}</p> : null}
      {step === 'paid' && status === 'APPROVED' ? (
        <MarkPaidForm
          submit={async (values) => {
            await steps.markPaid({ variables: { input: { ...ref, ...values } } });
            setStep(null);
            onDone(t`The payout of ${amount} is marked paid.`);
          }}
        />
      ) : null}
      {step === 'cancel' && (status === 'PROPOSED' || status === 'APPROVED') ? (
        <CancelForm
          submit={async (values) => {
            await steps.cancel({ variables: { input: { ...ref, ...values } } });
            setStep(null);
            onDone(t`The payout of ${amount} is cancelled.`);
          }}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

function MarkPaidForm({ submit }: { submit: (values: { transferReference: string; transferredOn: string }) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(markPayoutPaidSchema, { defaultValues: { transferReference: '', transferredOn: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const labels = { transferReference: t`Transfer reference`, transferredOn: t`Transfer date` };
  const referenceError = form.describe(form.errorOf('transferReference'), labels.transferReference);
  const dateError = form.describe(form.errorOf('transferredOn'), labels.transferredOn);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      if (problem.field === 'transferReference' || problem.field === 'transferredOn') form.refuse(problem.field, problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`The payout could not be changed. Please try again.`);
    }
  });
  return (
    <form className="payout-step" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Mark paid`}>
      <fieldset className="payout-step__fields" disabled={form.formState.isSubmitting}>
        <Field id={`${id}-reference`} label={labels.transferReference} error={referenceError}>
          <input id={`${id}-reference`} type="text" dir="ltr" autoComplete="off" {...form.register('transferReference')} {...fieldAria(`${id}-reference`, { error: referenceError })} />
        </Field>
        <Field id={`${id}-date`} label={labels.transferredOn} error={dateError}>
          <input id={`${id}-date`} type="date" dir="ltr" {...form.register('transferredOn')} {...fieldAria(`${id}-date`, { error: dateError })} />
        </Field>
      </fieldset>
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t`Record the transfer`}
      </button>
    </form>
  );
}

function CancelForm({ submit }: { submit: (values: { reason: string }) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(cancelPayoutSchema, { defaultValues: { reason: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const label = t`Why is it cancelled?`;
  const error = form.describe(form.errorOf('reason'), label);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      if (problem.field === 'reason') form.refuse('reason', problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`The payout could not be changed. Please try again.`);
    }
  });
  return (
    <form className="payout-step" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Cancel payout`}>
      <fieldset className="payout-step__fields" disabled={form.formState.isSubmitting}>
        <Field id={`${id}-reason`} label={label} error={error}>
          <textarea id={`${id}-reason`} rows={2} dir="auto" {...form.register('reason')} {...fieldAria(`${id}-reason`, { error })} />
        </Field>
      </fieldset>
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--danger" disabled={form.formState.isSubmitting}>
        {t`Cancel this payout`}
      </button>
    </form>
  );
}

import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REFUND_NOTE_LENGTH, refundSchema, toCents } from '@sabil/contracts';
import { useId, useMemo, useState } from 'react';
import { fieldAria, Field } from '../../../components/ui/form/field';
import { useSchemaForm, useWatch } from '../../../components/ui/form/use-schema-form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { graphql } from '../../../graphql/generated';
import type { RefundDialog_DonationFragment } from '../../../graphql/generated/graphql';
import { dollars, SHORT_DATE } from '../../../lib/applications/format';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useRefundDonation } from '../hooks/use-refund-donation';

export const RefundDialogFragment = graphql(`
  fragment RefundDialog_donation on Donation {
    id
    status
    amount
    refundedAmount
    donorName
    applicantName
    createdAt
  }
`);

/** Dollars of a donation that can still go back (what it kept, for one whose money arrived); 0 otherwise. */
export function refundableDollars(donation: Pick<RefundDialog_DonationFragment, 'status' | 'amount' | 'refundedAmount'>): number {
  if (donation.status !== 'COMPLETED' && donation.status !== 'PARTIALLY_REFUNDED') return 0;
  return Math.max(0, toCents(donation.amount) - toCents(donation.refundedAmount)) / 100;
}

/** The API's rules for a refund (@sabil/contracts), and the one the form knows besides: at most what is left. */
function refundFormSchema(leftDollars: number) {
  return refundSchema.extend({
    amount: refundSchema.shape.amount.refine((value) => value === null || toCents(value) <= toCents(leftDollars), { error: 'REFUND_OVER_REFUNDABLE', abort: true }),
  });
}

/** What the amount field holds, as the text a person types: "250", "12.50". */
const amountText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** Names inside a plain-text message (the flash message): isolated, so a right-to-left name cannot reorder the sentence around it. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * An admin's refund of a donation, whole (the default: all that is left) or in part, with the
 * reason kept on the audit trail. It says what will happen before it happens; the API's refusal
 * is said in the dialog, and what was typed stays.
 */
export function RefundDialog({
  donation: from,
  onClose,
  onRefunded,
}: {
  donation: FragmentType<typeof RefundDialogFragment> | null;
  onClose: () => void;
  onRefunded: (message: string) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  // Masked in the panel's answer: the dialog reads its own fragment from the cache.
  const read = useFragment({ fragment: RefundDialogFragment, from });
  const donation = from && read.complete ? read.data : null;
  return (
    <ModalDialog open={donation !== null} title={t`Refund a donation`} closeLabel={t`Close`} onClose={onClose} busy={busy}>
      {donation ? <RefundForm key={donation.id} donation={donation} onClose={onClose} onRefunded={onRefunded} onBusy={setBusy} /> : null}
    </ModalDialog>
  );
}

function RefundForm({
  donation,
  onClose,
  onRefunded,
  onBusy,
}: {
  donation: RefundDialog_DonationFragment;
  onClose: () => void;
  onRefunded: (message: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const left = refundableDollars(donation);
  const schema = useMemo(() => refundFormSchema(left), [left]);
  const form = useSchemaForm(schema, { defaultValues: { donationId: donation.id, amount: amountText(left), note: '' } });
  const { refund, refunding } = useRefundDonation();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per opening of the dialog: a double click or a retry after a lost answer is the same
  // refund, and the API answers it with the first one instead of refunding twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const amountLabel = t`Refund amount (US dollars)`;
  const noteLabel = t`Reason`;
  const leftText = dollars(format, left);
  const overRefundable = describeRefusal(i18n, { reason: 'REFUND_OVER_REFUNDABLE', values: { refundable: left } }) ?? '';
  // Above the largest gift is above what is left, too: said the same way.
  const amountError = form.describe(form.errorOf('amount'), amountLabel, { values: { refundable: left }, phrasing: { AMOUNT_TOO_LARGE: overRefundable } });
  const noteError = form.describe(form.errorOf('note'), noteLabel);
  const noteMaximum = format.number(MAX_REFUND_NOTE_LENGTH, { useGrouping: false });

  // The sentence follows what is typed, while it is an amount that can go back.
  const typed = schema.shape.amount.safeParse(useWatch({ control: form.control, name: 'amount' }));
  const giving = typed.success && typed.data !== null ? dollars(format, typed.data) : null;
  const donor = donation.donorName;
  const applicant = donation.applicantName;
  const gift = dollars(format, donation.amount);
  const givenOn = format.date(donation.createdAt, SHORT_DATE);
  const refundedSoFar = dollars(format, donation.refundedAmount);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    onBusy(true);
    try {
      await refund({ donationId: values.donationId, amount: values.amount ?? left, note: values.note, idempotencyKey });
      const given = dollars(format, values.amount ?? left);
      const donorName = isolated(donor);
      onRefunded(t`Refund made: ${given} is going back to ${donorName}'s card.`);
    } catch (caught) {
      // A 401 is the authorization-failed notice's; anything else is said here.
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      const label = problem.field === 'note' ? noteLabel : amountLabel;
      setFailure(describeRefusal(i18n, problem, { label }) ?? t`The refund could not be made. Please try again.`);
    } finally {
      onBusy(false);
    }
  });

  return (
    <form className="refund-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={`${id}-donation`}>
      <p id={`${id}-donation`} className="refund-form__donation">
        <Trans>
          <bdi>{donor}</bdi>&apos;s gift to <bdi>{applicant}</bdi>: <bdi>{gift}</bdi> on {givenOn}
        </Trans>
        {donation.refundedAmount > 0 ? (
          <>
            {' '}
            <Trans>
              (<bdi>{refundedSoFar}</bdi> already refunded)
            </Trans>
          </>
        ) : null}
      </p>
      <fieldset className="refund-form__fields" disabled={refunding}>
        <Field id={`${id}-amount`} label={amountLabel} hint={t`All that is left of this donation: ${leftText}. Change it to give back part of it.`} error={amountError}>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            required
            {...form.register('amount')}
            {...fieldAria(`${id}-amount`, { hint: true, error: amountError })}
          />
        </Field>
        <Field id={`${id}-note`} label={noteLabel} hint={t`Why it goes back. Kept with the refund and on the audit trail; the donor does not see it. ${plural(MAX_REFUND_NOTE_LENGTH, { one: `At most ${noteMaximum} character.`, other: `At most ${noteMaximum} characters.` })}`} error={noteError}>
          <textarea
            id={`${id}-note`}
            rows={3}
            required
            maxLength={MAX_REFUND_NOTE_LENGTH}
            dir="auto"
            {...form.register('note')}
            {...fieldAria(`${id}-note`, { hint: true, error: noteError })}
          />
        </Field>
      </fieldset>
      {giving ? (
        <p className="refund-form__outcome" data-testid="refund-outcome">
          <Trans>
            <bdi>{giving}</bdi> goes back to <bdi>{donor}</bdi>&apos;s card. The total of <bdi>{applicant}</bdi>&apos;s journey drops by <bdi>{giving}</bdi>; if it
            falls below its goal, it takes gifts again.
          </Trans>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <div className="refund-form__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={refunding}>
          {t`Cancel`}
        </button>
        <button type="submit" className="button button--danger" disabled={refunding}>
          {refunding ? t`Refunding…` : t`Confirm refund`}
        </button>
      </div>
    </form>
  );
}

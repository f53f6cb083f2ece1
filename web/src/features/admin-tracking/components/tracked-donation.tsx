import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toneClass } from '../../../components/ui/badge';
import { graphql } from '../../../graphql/generated';
import { money, SHORT_DATE } from '../../../lib/applications/format';
import {
  DISPUTE_STATUS_LABELS,
  DONATION_STATUS_LABELS,
  DONATION_STATUS_TONES,
  RECURRENCE_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  TRACKING_STATUS_LABELS,
  TRACKING_STATUS_TONES,
} from '../../../lib/donations/enum-labels';
import { useFormatters } from '../../../lib/i18n/formatters';
import { refundableDollars } from './refund-dialog';
import { UserText } from '../../../components/ui/user-text';

export const TrackedDonationFragment = graphql(`
  fragment TrackedDonation_donation on Donation {
    id
    applicantName
    donorName
    amount
    currency
    recurring
    status
    createdAt
    exceededGoal
    testMode
    zakat
    keptAmount
    refundedAmount
    chargedAmount
    chargedCurrency
    disputeStatus
    refunds {
      id
      refundNumber
      amount
      reason
      status
      note
      createdAt
    }
    trackingStatus
    trackingMessage
    trackingUpdatedAt
  }
`);

/**
 * A donation in the tracking grid: who gave what to whom, where its money stands (refunds, a
 * dispute) and the latest progress reported (SPEC §2). "Refund" is offered while something of it
 * is left to give back.
 */
export function TrackedDonation({ donation: from, onUpdate, onRefund }: { donation: FragmentType<typeof TrackedDonationFragment>; onUpdate: () => void; onRefund: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: donation, complete } = useFragment({ fragment: TrackedDonationFragment, from });
  if (!complete) return null;
  const refunded = money(format, donation.refundedAmount, donation.currency);
  const kept = money(format, donation.keptAmount, donation.currency);
  const charged = donation.chargedAmount != null && donation.chargedCurrency ? format.currency(donation.chargedAmount, { currency: donation.chargedCurrency, cents: true }) : null;
  const moneyWentBack = donation.refundedAmount > 0 || donation.refunds.length > 0;
  return (
    <article className="tracked-donation" data-testid="tracked-donation" aria-labelledby={`${id}-who`}>
      <div className="tracked-donation__head">
        {/* Each name is one isolated unit that wraps whole; the dash between them follows the page. */}
        <p id={`${id}-who`} className="tracked-donation__who">
          <UserText className="tracked-donation__name" text={donation.applicantName} /> — <UserText className="tracked-donation__name" text={donation.donorName} />
        </p>
      </div>
      {/* Two different things, each with its name: where the money stands, and how far the journey has come. */}
      <dl className="tracked-donation__states">
        <div>
          <dt>{t`Payment`}</dt>
          <dd>
            <span className={`tracking-pill ${toneClass(DONATION_STATUS_TONES[donation.status])}`} data-testid="donation-status">
              {i18n._(DONATION_STATUS_LABELS[donation.status])}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t`Journey progress`}</dt>
          <dd>
            <span className={`tracking-pill ${toneClass(TRACKING_STATUS_TONES[donation.trackingStatus])}`} data-testid="tracking-status">
              {i18n._(TRACKING_STATUS_LABELS[donation.trackingStatus])}
            </span>
          </dd>
        </div>
      </dl>
      <p className="tracked-donation__facts">
        <bdi>{money(format, donation.amount, donation.currency)}</bdi>
        <span>{i18n._(RECURRENCE_LABELS[donation.recurring])}</span>
        <span>{format.date(donation.createdAt, SHORT_DATE)}</span>
        {donation.testMode ? <span>{t`Test mode`}</span> : null}
        {/* Issue 31: zakat or sadaqah, as the donor gave it. */}
        <span data-testid="donation-kind">{donation.zakat ? t`Zakat` : t`Sadaqah`}</span>
      </p>
      {charged ? (
        <p className="tracked-donation__charged">
          <Trans>
            Charged as <bdi>{charged}</bdi>
          </Trans>
        </p>
      ) : null}
      {donation.disputeStatus ? (
        <p className={`tracked-donation__dispute tracked-donation__dispute--${donation.disputeStatus.toLowerCase()}`} data-testid="dispute">
          {i18n._(DISPUTE_STATUS_LABELS[donation.disputeStatus])}
          {donation.disputeStatus === 'OPEN' ? <> {t`It counts for nothing until the dispute is decided, and it cannot be refunded meanwhile.`}</> : null}
        </p>
      ) : null}
      {moneyWentBack ? (
        <p className="tracked-donation__money" data-testid="donation-money">
          <span>
            <Trans>
              Refunded <bdi>{refunded}</bdi>
            </Trans>
          </span>
          <span>
            <Trans>
              Kept <bdi>{kept}</bdi>
            </Trans>
          </span>
        </p>
      ) : null}
      {donation.refunds.length > 0 ? (
        <ul className="tracked-donation__refunds" aria-label={t`Refunds`}>
          {donation.refunds.map((refund) => (
            <li key={refund.id} className="donation-refund" data-testid="donation-refund">
              <p className="donation-refund__head">
                <bdi dir="ltr" className="donation-refund__number">
                  {refund.refundNumber}
                </bdi>
                <bdi className="donation-refund__amount">{money(format, refund.amount, donation.currency)}</bdi>
                <span className={`donation-refund__status donation-refund__status--${refund.status.toLowerCase()}`}>{i18n._(REFUND_STATUS_LABELS[refund.status])}</span>
              </p>
              <p className="donation-refund__reason">
                {i18n._(REFUND_REASON_LABELS[refund.reason])} · {format.date(refund.createdAt, SHORT_DATE)}
              </p>
              {refund.note ? (
                <UserText as="p" className="donation-refund__note" text={refund.note} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {donation.exceededGoal ? <p className="tracked-donation__note">{t`It landed when the journey needed less: what was not needed went back to the donor.`}</p> : null}
      {donation.trackingMessage ? (
        <UserText as="p" className="tracked-donation__message" text={donation.trackingMessage} />
      ) : null}
      <div className="tracked-donation__actions">
        {donation.keptAmount > 0 ? (
          <button type="button" className="button button--secondary button--small" onClick={onUpdate}>
            {t`Post an update`}
          </button>
        ) : null}
        {refundableDollars(donation) > 0 ? (
          <button type="button" className="button button--danger button--small" onClick={onRefund} aria-haspopup="dialog">
            {t`Refund`}
          </button>
        ) : null}
      </div>
    </article>
  );
}


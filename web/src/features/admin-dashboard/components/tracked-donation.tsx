import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql } from '../../../graphql/generated';
import type { TrackedDonation_DonationFragment } from '../../../graphql/generated/graphql';
import { dollarsWithCode, SHORT_DATE } from '../../../lib/applications/format';
import { DONATION_STATUS_LABELS, RECURRENCE_LABELS, TRACKING_STATUS_LABELS } from '../../../lib/donations/enum-labels';
import { useFormatters } from '../../../lib/i18n/formatters';

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
    trackingStatus
    trackingMessage
    trackingUpdatedAt
  }
`);

/** A donation in the tracking grid: who gave what to whom, and the latest progress reported (SPEC §2). */
export function TrackedDonation({ donation, onUpdate }: { donation: TrackedDonation_DonationFragment; onUpdate: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  return (
    <article className="tracked-donation" data-testid="tracked-donation" aria-labelledby={`${id}-who`}>
      <div className="tracked-donation__head">
        <p id={`${id}-who`} className="tracked-donation__who">
          <bdi>{donation.applicantName}</bdi> — <bdi>{donation.donorName}</bdi>
        </p>
        <span className={`tracking-pill tracking-pill--${donation.trackingStatus.toLowerCase()}`} data-testid="tracking-status">
          {i18n._(TRACKING_STATUS_LABELS[donation.trackingStatus])}
        </span>
      </div>
      <p className="tracked-donation__facts">
        <bdi>{dollarsWithCode(format, donation.amount)}</bdi>
        <span>{i18n._(RECURRENCE_LABELS[donation.recurring])}</span>
        <span>{format.date(donation.createdAt, SHORT_DATE)}</span>
        <span className={donation.status === 'FAILED' ? 'tracked-donation__failed' : undefined}>{i18n._(DONATION_STATUS_LABELS[donation.status])}</span>
        {donation.testMode ? <span>{t`Test mode`}</span> : null}
      </p>
      {donation.exceededGoal ? <p className="tracked-donation__note">{t`Received after the goal was reached (a monthly renewal already under way).`}</p> : null}
      {donation.trackingMessage ? (
        <p className="tracked-donation__message" dir="auto">
          {donation.trackingMessage}
        </p>
      ) : null}
      {donation.status === 'COMPLETED' ? (
        <button type="button" className="button button--secondary button--small" onClick={onUpdate}>
          {t`Post an update`}
        </button>
      ) : null}
    </article>
  );
}

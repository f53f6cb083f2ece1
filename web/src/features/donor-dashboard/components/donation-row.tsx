import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { money, SHORT_DATE } from '../../../lib/applications/format';
import { DISPUTE_STATUS_LABELS, DONATION_STATUS_LABELS, MONTHLY_GIFT_STATUS_LABELS, RECURRENCE_LABELS, REFUND_REASON_LABELS } from '../../../lib/donations/enum-labels';
import { useFormatters } from '../../../lib/i18n/formatters';
import { UserText } from '../../../components/ui/user-text';

/** The test checkout's renewal page opens in the language the donor reads Sabil in now, not the one the gift began in. */
function inLanguage(url: string, locale: string): string {
  const address = new URL(url);
  address.searchParams.set('lang', locale);
  return address.toString();
}

export const DonationRowFragment = graphql(`
  fragment DonationRow_donation on Donation {
    id
    applicantName
    createdAt
    recurring
    periodStart
    amount
    currency
    status
    disputeStatus
    refunds {
      id
      amount
      reason
      status
    }
    receiptNumber
    testMode
    zakat
    monthlyGift {
      id
      status
      cancelReason
      testRenewalUrl
    }
    anonymous
    supportMessageStatus
    dedication {
      kind
      name
    }
  }
`);

/** The month a monthly payment is for, e.g. "November 2026" (in the reader's words). */
export const MONTH_OF_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/**
 * One row of My Donations (SPEC §2): applicant, date, one-time or monthly (which month, and the
 * gift's state), amount and currency with what went back and why, status (and a bank dispute); and
 * what the donor can do with it.
 */
export function DonationRow({
  donation: from,
  giftActions,
  onCancelGift,
}: {
  donation: FragmentType<typeof DonationRowFragment>;
  /** The newest row of a monthly gift carries the gift's actions (cancel, test renewals). */
  giftActions: boolean;
  onCancelGift: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: donation, complete } = useFragment({ fragment: DonationRowFragment, from });
  if (!complete) return null;
  const gift = donation.monthlyGift;
  const month = donation.periodStart ? format.date(donation.periodStart, MONTH_OF_YEAR) : null;
  const status = donation.status;
  // A canceled refund moved no money: the bank returned it instead (a lost dispute's own refund says so).
  const refunds = donation.refunds.filter((refund) => refund.status !== 'CANCELED');
  return (
    <tr data-testid="donation-row">
      <td data-label={t`Applicant`}>
        <UserText text={donation.applicantName} />
        <GiftDetailsLine anonymous={donation.anonymous} dedication={donation.dedication ?? null} words={donation.supportMessageStatus ?? null} />
      </td>
      <td data-label={t`Date`}>{format.date(donation.createdAt, SHORT_DATE)}</td>
      <td data-label={t`Type`}>
        <span>{i18n._(RECURRENCE_LABELS[donation.recurring])}</span>
        {month ? <span className="donation-row__detail">{month}</span> : null}
        {gift && gift.status !== 'ACTIVE' ? <span className="donation-row__detail">{i18n._(MONTHLY_GIFT_STATUS_LABELS[gift.status])}</span> : null}
        {/* Issue 31: zakat or sadaqah, as the donor gave it. */}
        <span className="donation-row__detail" data-testid="donation-kind">
          {donation.zakat ? t`Zakat` : t`Sadaqah`}
        </span>
      </td>
      <td data-label={t`Amount`}>
        <bdi>{money(format, donation.amount, donation.currency)}</bdi>
        {refunds.map((refund) => {
          const refunded = money(format, refund.amount, donation.currency);
          return (
            <span key={refund.id} className="donation-row__detail donation-row__refund" data-testid="donation-refund">
              <span>
                {refund.status === 'SUCCEEDED' ? (
                  <Trans>
                    <bdi>{refunded}</bdi> refunded
                  </Trans>
                ) : refund.status === 'FAILED' ? (
                  // The card provider refused it, or failed it after carrying it out: nothing is on its way.
                  <Trans>
                    Refund of <bdi>{refunded}</bdi> to your card failed: the money is with Sabil, owed to you
                  </Trans>
                ) : (
                  <Trans>
                    <bdi>{refunded}</bdi> being refunded
                  </Trans>
                )}
              </span>{' '}
              <span>{i18n._(REFUND_REASON_LABELS[refund.reason])}</span>
            </span>
          );
        })}
      </td>
      <td data-label={t`Status`}>
        <span className={`donation-status donation-status--${status.toLowerCase()}`} data-testid="donation-status">
          {i18n._(DONATION_STATUS_LABELS[status])}
        </span>
        {donation.disputeStatus ? <span className="donation-row__detail">{i18n._(DISPUTE_STATUS_LABELS[donation.disputeStatus])}</span> : null}
        {donation.testMode ? <span className="donation-row__detail">{t`Test mode`}</span> : null}
      </td>
      <td data-label={t`Actions`} className="donation-row__actions-cell">
        <div className="donation-row__actions">
          {/* Every donation whose money arrived has a receipt, refunds and disputes included. */}
          {status !== 'FAILED' ? (
            <Link to={`/donor/receipt/${donation.id}`} className="button button--secondary button--small">
              {t`Receipt`}
            </Link>
          ) : null}
          {giftActions && gift?.status === 'ACTIVE' ? (
            <button type="button" className="button button--secondary button--small" onClick={onCancelGift}>
              {t`Cancel monthly gift`}
            </button>
          ) : null}
          {giftActions && gift?.testRenewalUrl ? (
            <a href={inLanguage(gift.testRenewalUrl, i18n.locale)} className="button button--secondary button--small">
              {t`Simulate renewals (test mode)`}
            </a>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** Issue 31: what the donor chose for this gift — anonymous, a dedication, words of support and where they stand. */
function GiftDetailsLine({
  anonymous,
  dedication,
  words,
}: {
  anonymous: boolean;
  dedication: { kind: 'ON_BEHALF_OF' | 'IN_MEMORY_OF'; name: string } | null;
  words: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
}) {
  const { t } = useLingui();
  const wordsText = { PENDING: t`Words of support: waiting for review`, APPROVED: t`Words of support: shown on the journey`, REJECTED: t`Words of support: not shown` };
  return (
    <>
      {anonymous ? (
        <span className="donation-row__detail" data-testid="donation-anonymous">
          {t`Anonymous`}
        </span>
      ) : null}
      {dedication ? (
        <span className="donation-row__detail" data-testid="donation-dedication">
          {dedication.kind === 'IN_MEMORY_OF' ? (
            <Trans>
              In memory of <UserText text={dedication.name} />
            </Trans>
          ) : (
            <Trans>
              On behalf of <UserText text={dedication.name} />
            </Trans>
          )}
        </span>
      ) : null}
      {words ? <span className="donation-row__detail">{wordsText[words]}</span> : null}
    </>
  );
}

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title';
import { UserText } from '../../components/ui/user-text';
import { graphql } from '../../graphql/generated';
import type { DonationReceiptQuery as Result } from '../../graphql/generated/graphql';
import { readApiProblem } from '../../lib/apollo/api-problem';
import { money, SHORT_DATE } from '../../lib/applications/format';
import { DISPUTE_STATUS_LABELS, REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from '../../lib/donations/enum-labels';
import { useFormatters } from '../../lib/i18n/formatters';
import './receipt.css';
import { PageLoading } from '../../components/ui/page-loading';

export const DonationReceiptQuery = graphql(`
  query DonationReceipt($id: ID!) {
    donationReceipt(id: $id) {
      id
      receiptNumber
      createdAt
      amount
      currency
      recurring
      periodStart
      donorName
      donorEmail
      applicantName
      testMode
      zakat
      keptAmount
      disputeStatus
      refunds {
        id
        refundNumber
        createdAt
        amount
        reason
        status
      }
    }
  }
`);

type Receipt = Result['donationReceipt'];

/**
 * A donation's receipt, to read and print (one A4 page): number, date, donor, applicant, amount and
 * currency, one-time or which month, "test mode" for the test checkout; and, when money went back,
 * each refund with its own number and what the journey kept.
 */
export function ReceiptPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(DonationReceiptQuery, { variables: { id }, context: { role: 'donor' } });

  let body;
  if (loading && !data)
    body = <PageLoading />;
  else if (!data) {
    const code = readApiProblem(error).code;
    body = (
      <p role="alert" className="message message--error">
        {code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'CONFLICT' ? t`This receipt is not available.` : t`Failed to load the receipt. Please try again.`}
      </p>
    );
  } else body = <ReceiptDocument receipt={data.donationReceipt} />;

  return (
    <section className="page container receipt-page">
      <PageTitle title={t`Donation receipt`} />
      {body}
      <p className="receipt-page__back">
        <Link to="/donor/dashboard?view=donations">{t`Back to My Donations`}</Link>
      </p>
    </section>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  // A canceled refund moved no money: the bank returned it instead (the lost dispute's refund says so).
  const refunds = receipt.refunds.filter((refund) => refund.status !== 'CANCELED');
  // While the bank disputes it nothing is kept yet, nor finally given back.
  const disputed = receipt.disputeStatus === 'OPEN';
  const month = receipt.periodStart ? format.date(receipt.periodStart, { month: 'long', year: 'numeric' }) : '';
  return (
    <article className="receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <header className="receipt__head">
        <p className="receipt__brand">{t`Sabil`}</p>
        <h1 id="receipt-title" className="receipt__title">
          {t`Donation receipt`}
        </h1>
      </header>
      {receipt.testMode ? (
        <p className="receipt__test" role="note">
          {t`Test mode — no money moved. This receipt records a test payment only.`}
        </p>
      ) : null}
      <dl className="receipt__facts">
        <div>
          <dt>{t`Receipt number`}</dt>
          <dd>
            <bdi>{receipt.receiptNumber}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t`Date`}</dt>
          <dd>{format.date(receipt.createdAt)}</dd>
        </div>
        <div>
          <dt>{t`Donor`}</dt>
          <dd>
            <UserText text={receipt.donorName} />
            <br />
            <UserText text={receipt.donorEmail} />
          </dd>
        </div>
        <div>
          <dt>{t`In support of`}</dt>
          <dd>
            <Trans>
              <UserText text={receipt.applicantName} />
              's journey
            </Trans>
          </dd>
        </div>
        <div>
          <dt>{t`Gift`}</dt>
          <dd>{receipt.recurring === 'MONTHLY' ? t`Monthly gift for ${month}` : t`One-time gift`}</dd>
        </div>
        <div>
          <dt>{t`Given as`}</dt>
          <dd data-testid="receipt-kind">{receipt.zakat ? t`Zakat` : t`Sadaqah`}</dd>
        </div>
        {disputed ? (
          <div>
            <dt>{t`Status`}</dt>
            <dd>{i18n._(DISPUTE_STATUS_LABELS.OPEN)}</dd>
          </div>
        ) : null}
        <div className="receipt__amount">
          <dt>{t`Amount`}</dt>
          <dd>
            <bdi>{money(format, receipt.amount, receipt.currency)}</bdi>
          </dd>
        </div>
      </dl>
      {refunds.length > 0 ? (
        <table className="receipt__refunds">
          <caption>{t`Refunds`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Refund number`}</th>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Reason`}</th>
              <th scope="col">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((refund) => (
              <tr key={refund.id}>
                <td>
                  <bdi>{refund.refundNumber}</bdi>
                </td>
                <td>{format.date(refund.createdAt, SHORT_DATE)}</td>
                <td>
                  {i18n._(REFUND_REASON_LABELS[refund.reason])}
                  {refund.status === 'SUCCEEDED' ? null : <span className="receipt__refund-status">{i18n._(REFUND_STATUS_LABELS[refund.status])}</span>}
                </td>
                <td>
                  <bdi>{money(format, refund.amount, receipt.currency)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {refunds.length > 0 && !disputed ? (
        <dl className="receipt__facts receipt__kept">
          <div className="receipt__amount">
            <dt>{t`Amount kept`}</dt>
            <dd>
              <bdi>{money(format, receipt.keptAmount, receipt.currency)}</bdi>
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="receipt__thanks">{t`Thank you for your generosity. Please keep this receipt for your records.`}</p>
      <div className="receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t`Print receipt`}
        </button>
      </div>
    </article>
  );
}

import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title';
import { graphql } from '../../graphql/generated';
import type { DonationReceiptQuery as Result } from '../../graphql/generated/graphql';
import { readApiProblem } from '../../lib/apollo/api-problem';
import { dollarsWithCode } from '../../lib/applications/format';
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
    }
  }
`);

type Receipt = Result['donationReceipt'];

/**
 * A completed donation's receipt, to read and print (one A4 page): number, date, donor, applicant,
 * amount and currency, one-time or which month, and "test mode" for the test checkout.
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
  const { t } = useLingui();
  const format = useFormatters();
  const name = receipt.applicantName;
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
            <bdi>{receipt.donorName}</bdi>
            <br />
            <bdi>{receipt.donorEmail}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t`In support of`}</dt>
          <dd>{t`${name}'s journey`}</dd>
        </div>
        <div>
          <dt>{t`Gift`}</dt>
          <dd>{receipt.recurring === 'MONTHLY' ? t`Monthly gift for ${month}` : t`One-time gift`}</dd>
        </div>
        <div className="receipt__amount">
          <dt>{t`Amount`}</dt>
          <dd>
            <bdi>{dollarsWithCode(format, receipt.amount)}</bdi>
          </dd>
        </div>
      </dl>
      <p className="receipt__thanks">{t`Thank you for your generosity. Please keep this receipt for your records.`}</p>
      <div className="receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t`Print receipt`}
        </button>
      </div>
    </article>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title';
import { dollars } from '../../lib/applications/format';
import { useFormatters } from '../../lib/i18n/formatters';
import { useVerifyCheckoutSession, type Verification } from './use-verify-checkout-session';
import './payments.css';

/** /donor/success?session_id=…: processing, then Payment Successful! or Verification Failed (SPEC §2, §4, §8). */
export function PaymentSuccessPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const state = useVerifyCheckoutSession(params.get('session_id'));

  let body;
  if (state.kind === 'no-session') {
    body = (
      <>
        <h1 className="page__title">{t`Payment confirmation`}</h1>
        <p>{t`There is no payment to confirm here. If you have just given, your donation appears in My Donations once it is confirmed.`}</p>
      </>
    );
  } else if (state.kind === 'verifying') {
    body = (
      <>
        <h1 className="page__title">{t`Payment confirmation`}</h1>
        <div className="payment-result__processing" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t`Processing your payment…`}</span>
        </div>
      </>
    );
  } else if (state.kind === 'verified' && state.verification.success) {
    body = <Succeeded verification={state.verification} />;
  } else if (state.kind === 'verified' && state.verification.status === 'PROCESSING') {
    body = (
      <>
        <h1 className="page__title">{t`Your payment is being processed`}</h1>
        <p role="status">{t`Your bank has not confirmed the payment yet. Your donation will appear in My Donations as soon as it does.`}</p>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="page__title payment-result__title--failed">{t`Verification Failed`}</h1>
        <p role="alert">{t`We could not verify your payment. Please contact support.`}</p>
      </>
    );
  }

  return (
    <section className="page container payment-result" data-testid="payment-result">
      <PageTitle title={t`Payment confirmation`} />
      <div className="payment-result__card">
        {body}
        <p className="payment-result__links">
          {state.kind === 'no-session' || state.kind === 'verified' ? (
            <Link to="/donor/dashboard?view=donations" className="button button--primary">
              {t`My Donations`}
            </Link>
          ) : null}
          <Link to="/donor/dashboard" className="button button--secondary">
            {t`Back to your dashboard`}
          </Link>
        </p>
      </div>
    </section>
  );
}

function Succeeded({ verification }: { verification: Verification }) {
  const { t } = useLingui();
  const format = useFormatters();
  const donation = verification.donation;
  const amount = donation ? dollars(format, donation.amount) : '';
  const name = donation?.applicantName ?? '';
  let thanks = t`Thank you for your generosity. Your donation has been received.`;
  if (donation && verification.recurring === 'MONTHLY') thanks = t`Thank you for your generosity. Your monthly gift of ${amount} to ${name}'s journey has begun; the first month has been received.`;
  else if (donation) thanks = t`Thank you for your generosity. Your gift of ${amount} to ${name}'s journey has been received.`;
  const receiptNumber = donation?.receiptNumber;
  return (
    <>
      <h1 className="page__title payment-result__title--success">{t`Payment Successful!`}</h1>
      <p role="status">{thanks}</p>
      {donation?.testMode ? <p className="message message--info">{t`This was a test payment: no money moved.`}</p> : null}
      {donation && receiptNumber ? (
        <p>
          {t`Receipt number:`} <bdi>{receiptNumber}</bdi>{' '}
          <Link to={`/donor/receipt/${donation.id}`}>{t`View and print your receipt`}</Link>
        </p>
      ) : null}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title';
import { money } from '../../lib/applications/format';
import { REFUND_REASON_LABELS } from '../../lib/donations/enum-labels';
import { describeRefusal } from '../../lib/i18n/error-reasons';
import { useFormatters } from '../../lib/i18n/formatters';
import { useVerifyCheckoutSession, type Verification } from './use-verify-checkout-session';
import './payments.css';

/** /donor/success?session_id=…: processing, then Payment Successful! or Verification Failed (SPEC §2, §4, §8). */
export function PaymentSuccessPage() {
  const { t, i18n } = useLingui();
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
    // Asked too often (reloads): waiting helps, support does not.
    const reason = state.kind === 'failed' && state.problem?.reason === 'TOO_MANY_VERIFICATIONS' ? describeRefusal(i18n, { reason: state.problem.reason }) : null;
    body = (
      <>
        <h1 className="page__title payment-result__title--failed">{t`Verification Failed`}</h1>
        <p role="alert">{reason ?? t`We could not verify your payment. Please contact support.`}</p>
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

type VerifiedDonation = NonNullable<Verification['donation']>;

function Succeeded({ verification }: { verification: Verification }) {
  const { t } = useLingui();
  const format = useFormatters();
  const donation = verification.donation;
  if (donation?.status === 'DISPUTED') return <Disputed donation={donation} />;
  if (donation && donation.refundedAmount > 0) return <GivenBack donation={donation} />;
  const amount = donation ? money(format, donation.amount, donation.currency) : '';
  const name = donation?.applicantName ?? '';
  let thanks = t`Thank you for your generosity. Your donation has been received.`;
  if (donation && verification.recurring === 'MONTHLY') thanks = t`Thank you for your generosity. Your monthly gift of ${amount} to ${name}'s journey has begun; the first month has been received.`;
  else if (donation) thanks = t`Thank you for your generosity. Your gift of ${amount} to ${name}'s journey has been received.`;
  return (
    <>
      <h1 className="page__title payment-result__title--success">{t`Payment Successful!`}</h1>
      <p role="status">{thanks}</p>
      {donation ? <DonationRecords donation={donation} /> : null}
    </>
  );
}

/** The donor's bank disputes the payment (a chargeback): it counts for nothing until the dispute ends, so nothing says "received". */
function Disputed({ donation }: { donation: VerifiedDonation }) {
  const { t } = useLingui();
  const format = useFormatters();
  const amount = money(format, donation.amount, donation.currency);
  const name = donation.applicantName;
  return (
    <>
      <h1 className="page__title">{t`Your bank has disputed this payment`}</h1>
      <p role="status">{t`Your bank has opened a dispute about your gift of ${amount} to ${name}'s journey, so it does not count towards the journey for now. Your bank will tell you how the dispute ends.`}</p>
    </>
  );
}

/**
 * A gift that landed when the journey needed less than it (or one that could not be counted): what
 * was kept, what goes back to the card, and whether the card provider has carried that out yet.
 */
function GivenBack({ donation }: { donation: VerifiedDonation }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  // A canceled refund moved no money (the bank returned it instead).
  const refunds = donation.refunds.filter((refund) => refund.status !== 'CANCELED');
  const amount = money(format, donation.amount, donation.currency);
  const kept = money(format, donation.keptAmount, donation.currency);
  const refunded = money(format, donation.refundedAmount, donation.currency);
  // A failed refund is not on its way: the card provider refused it, or failed it after carrying it out.
  const onItsWay = refunds.some((refund) => refund.status === 'PENDING');
  const allFailed = refunds.length > 0 && refunds.every((refund) => refund.status === 'FAILED');
  const overGoal = refunds.length > 0 && refunds.every((refund) => refund.reason === 'OVER_GOAL');
  const whole = donation.keptAmount <= 0;

  let heading = t`Payment Successful!`;
  let told: string;
  if (allFailed) {
    const failed = money(format, refunds.reduce((cents, refund) => cents + Math.round(refund.amount * 100), 0) / 100, donation.currency);
    if (whole) heading = t`Your refund failed`;
    told = whole
      ? t`The refund of ${failed} to your card failed: the money is with Sabil, owed to you.`
      : t`Your gift of ${amount} arrived and ${kept} of it was kept. The refund of ${failed} to your card failed: the money is with Sabil, owed to you.`;
  } else if (whole) {
    heading = onItsWay ? t`Your gift is being returned` : t`Your gift has been returned`;
    if (overGoal)
      told = onItsWay
        ? t`The journey was already fully funded when your gift arrived, so all of it (${amount}) is being refunded to your card. Thank you for your generosity.`
        : t`The journey was already fully funded when your gift arrived, so all of it (${amount}) has been refunded to your card. Thank you for your generosity.`;
    else told = onItsWay ? t`All of your gift (${amount}) is being refunded to your card.` : t`All of your gift (${amount}) has been refunded to your card.`;
  } else if (overGoal) {
    told = onItsWay
      ? t`Your gift of ${amount} arrived. The journey needed only ${kept} of it, so ${kept} was kept and ${refunded} is being refunded to your card.`
      : t`Your gift of ${amount} arrived. The journey needed only ${kept} of it, so ${kept} was kept and ${refunded} has been refunded to your card.`;
  } else {
    told = onItsWay
      ? t`Your gift of ${amount} arrived. ${kept} of it was kept, and ${refunded} is being refunded to your card.`
      : t`Your gift of ${amount} arrived. ${kept} of it was kept, and ${refunded} has been refunded to your card.`;
  }
  // "The journey needed less" is already said; other reasons get their own line.
  const reasons = overGoal ? [] : [...new Set(refunds.map((refund) => i18n._(REFUND_REASON_LABELS[refund.reason])))];
  return (
    <>
      <h1 className={whole ? 'page__title' : 'page__title payment-result__title--success'}>{heading}</h1>
      <p role="status">{told}</p>
      {reasons.length > 0 ? (
        <ul className="payment-result__reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <DonationRecords donation={donation} />
    </>
  );
}

/** The test-mode note, the receipt and the refunds' own numbers. */
function DonationRecords({ donation }: { donation: VerifiedDonation }) {
  const { t } = useLingui();
  const refunds = donation.refunds.filter((refund) => refund.status !== 'CANCELED');
  return (
    <>
      {donation.testMode ? <p className="message message--info">{t`This was a test payment: no money moved.`}</p> : null}
      {donation.receiptNumber ? (
        <p>
          {t`Receipt number:`} <bdi>{donation.receiptNumber}</bdi>{' '}
          <Link to={`/donor/receipt/${donation.id}`}>{t`View and print your receipt`}</Link>
        </p>
      ) : null}
      {refunds.map((refund) => (
        <p key={refund.id}>
          {t`Refund number:`} <bdi>{refund.refundNumber}</bdi>
        </p>
      ))}
    </>
  );
}

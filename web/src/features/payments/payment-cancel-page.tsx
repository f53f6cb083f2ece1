import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title';
import './payments.css';

/** /donor/cancel: the payment was not completed, possible reasons, and the way back (SPEC §2). */
export function PaymentCancelPage() {
  const { t } = useLingui();
  return (
    <section className="page container payment-result" data-testid="payment-result">
      <PageTitle title={t`Payment Canceled`} />
      <div className="payment-result__card">
        <h1 className="page__title">{t`Payment Canceled`}</h1>
        <p>{t`Your payment was not completed. You can try again whenever you’re ready.`}</p>
        <h2 className="payment-result__subtitle">{t`Possible reasons`}</h2>
        <ul className="payment-result__reasons">
          <li>{t`Reconsidering the amount`}</li>
          <li>{t`Payment method needs adjustment`}</li>
          <li>{t`Wanting more information`}</li>
          <li>{t`Technical difficulties`}</li>
        </ul>
        <p className="payment-result__links">
          <Link to="/donor/dashboard" className="button button--primary">
            {t`Back to your dashboard`}
          </Link>
        </p>
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

// TODO(payments issue): the possible reasons list (SPEC §2 Payment pages).
export function PaymentCancelPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`Payment Canceled`}>
      <p>{t`Your payment was not completed. You can try again whenever you’re ready.`}</p>
      <p>
        <Link to="/donor/dashboard">{t`Back to your dashboard`}</Link>
      </p>
    </PlaceholderPage>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

// TODO(payments issue): verify ?session_id= and show success or verification failed (SPEC §4).
export function PaymentSuccessPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Payment confirmation`} />;
}

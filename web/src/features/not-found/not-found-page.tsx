import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`Page not found`}>
      <p>{t`The page you are looking for does not exist or has moved.`}</p>
      <p>
        <Link to="/">{t`Go to the home page`}</Link>
      </p>
    </PlaceholderPage>
  );
}

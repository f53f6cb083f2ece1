import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { AuthFailureNotice } from '../auth-failure-notice';
import { PageHydrated } from '../page-hydrated';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { t } = useLingui();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t`Skip to main content`}
      </a>
      <SiteHeader />
      <AuthFailureNotice />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

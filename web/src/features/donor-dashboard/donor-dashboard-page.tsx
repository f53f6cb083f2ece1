import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadMore } from '../../components/ui/load-more';
import { DashboardHeader } from '../../components/ui/dashboard-header';
import { PageTitle } from '../../components/ui/page-title';
import { SignedInAccount } from '../../components/ui/signed-in-account';
import { useStoredAccount, type StoredAccount } from '../../lib/auth/session';
import { DonationHistory } from './components/donation-history';
import { DonorSummary } from './components/donor-summary';
import { FundraisingCard } from './components/fundraising-card';
import { TrackingUpdates } from './components/tracking-updates';
import { ZakatFilter } from './components/zakat-filter';
import { useDonorDashboard } from './hooks/use-donor-dashboard';
import { SupportedJourneys } from '../../components/journeys/components/supported-journeys';
import { CancellationNotices } from '../../components/journeys/components/cancellation-notices';
import './donor-dashboard.css';
import { PageLoading } from '../../components/ui/page-loading';

/** SPEC §2's donor dashboard: who is signed in, the summary, progress updates, the approved requests and My Donations. */
export function DonorDashboardPage() {
  const { t } = useLingui();
  const stored = useStoredAccount('donor');
  // The donor login passes the record along (SPEC §2); after a reload it comes from storage.
  const passed = (useLocation().state as { donor?: StoredAccount } | null)?.donor;
  // ?view=donations opens My Donations (the test checkout's pages link back to it).
  const [params, setParams] = useSearchParams();
  const showHistory = params.get('view') === 'donations';
  const setShowHistory = (show: boolean) => setParams(show ? { view: 'donations' } : {}, { state: passed ? { donor: passed } : undefined });
  // Issue 31: ?zakat=1 lists the zakat-eligible journeys only; the calculator adds &amount= to carry its result.
  const zakatOnly = params.get('zakat') === '1';
  const carried = params.get('amount');
  const giving = zakatOnly && carried && /^\d+(\.\d{1,2})?$/.test(carried) ? { amount: carried, zakat: true } : undefined;
  const setZakatOnly = (only: boolean) => setParams(only ? { zakat: '1', ...(giving ? { amount: giving.amount } : {}) } : {}, { state: passed ? { donor: passed } : undefined });
  const dashboard = useDonorDashboard({ zakatOnly });

  let requests;
  if (dashboard.loading)
    requests = <PageLoading />;
  else if (dashboard.failed)
    requests = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch applications`}
      </p>
    );
  else if (dashboard.requests.length === 0)
    requests = (
      <p className="dashboard-empty">
        {zakatOnly ? t`No zakat-eligible journey needs support right now. Please check back soon, or give sadaqah.` : t`There are no approved requests right now. Please check back soon.`}
      </p>
    );
  else
    requests = (
      <>
        <ul className="fundraising-grid">
          {dashboard.requests.map((request) => (
            <li key={request.id}>
              <FundraisingCard request={request} giving={giving} />
            </li>
          ))}
        </ul>
        <LoadMore hasNextPage={dashboard.hasNextPage} loadingMore={dashboard.loadingMore} onLoadMore={dashboard.loadMore} />
      </>
    );

  return (
    <section className="page container donor-dashboard">
      <PageTitle title={t`Donor dashboard`} />
      <DashboardHeader title={t`Donor dashboard`} lead={t`Every request here has been reviewed and verified by our team.`} />
      <SignedInAccount
        role="donor"
        account={passed ?? stored}
        actions={
          <button type="button" className="button button--accent" aria-pressed={showHistory} onClick={() => setShowHistory(!showHistory)}>
            {t`My Donations`}
          </button>
        }
      />
      {showHistory ? (
        <DonationHistory onBack={() => setShowHistory(false)} />
      ) : (
        <>
          <DonorSummary summary={dashboard.summary} />
          <CancellationNotices />
          <TrackingUpdates />
          <SupportedJourneys />
          <section className="donor-requests" aria-labelledby="donor-requests-heading">
            <h2 id="donor-requests-heading" className="donor-requests__title">
              {t`Approved requests`}
            </h2>
            <ZakatFilter zakatOnly={zakatOnly} onChange={setZakatOnly} />
            {requests}
          </section>
        </>
      )}
    </section>
  );
}

import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadMore } from '../../components/ui/load-more';
import { PageTitle } from '../../components/ui/page-title';
import { SignedInAccount } from '../../components/ui/signed-in-account';
import type { ApplicationStatus, ReviewDecision } from '../../graphql/generated/graphql';
import { readApiProblem } from '../../lib/apollo/api-problem';
import { useStoredAccount } from '../../lib/auth/session';
import { useFormatters } from '../../lib/i18n/formatters';
import { describeRefusal } from '../../lib/i18n/error-reasons';
import { AdminStats } from './components/admin-stats';
import { ApiKeysPanel } from './components/api-keys-panel';
import { ApplicationCard } from './components/application-card';
import { DashboardTabs, type Tab } from './components/dashboard-tabs';
import { ExportButtons } from './components/export-buttons';
import { StoryModerationPanel } from './components/story-moderation-panel';
import { TrackingPanel } from './components/tracking-panel';
import { WebhooksPanel } from './components/webhooks-panel';
import { AdminDashboardQuery, useAdminDashboard } from './hooks/use-admin-dashboard';
import { useFlashMessage } from '../../lib/use-flash-message';
import { useIdDocument } from './hooks/use-id-document';
import { useReviewApplication } from './hooks/use-review-application';
import './admin-dashboard.css';
import { PageLoading } from '../../components/ui/page-loading';

type TabKey = 'pending' | 'approved' | 'rejected' | 'tracking' | 'stories' | 'apiKeys' | 'webhooks';
const TAB_STATUS: Partial<Record<TabKey, ApplicationStatus>> = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' };

/** SPEC §2's admin dashboard: who is signed in, four stat cards, and the review tabs. */
export function AdminDashboardPage() {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const account = useStoredAccount('admin');
  const [tab, setTab] = useState<TabKey>('pending');
  // The tracking and stories tabs keep the last application list loaded (and its counts).
  const [listStatus, setListStatus] = useState<ApplicationStatus>('PENDING');
  const dashboard = useAdminDashboard(listStatus);
  const { review, reviewing } = useReviewApplication();
  const openDocument = useIdDocument();
  const client = useApolloClient();
  const [message, setMessage] = useFlashMessage();

  function selectTab(key: TabKey) {
    setTab(key);
    const status = TAB_STATUS[key];
    if (status) setListStatus(status);
  }

  async function onReview(id: string, decision: ReviewDecision) {
    try {
      await review(id, decision);
      setMessage({ kind: 'success', text: decision === 'APPROVE' ? t`Application approved successfully! 🎉` : t`Application has been rejected.` });
    } catch (caught) {
      const problem = readApiProblem(caught);
      const said = problem.code === 'CONFLICT' ? describeRefusal(i18n, problem) : null;
      if (said) {
        // Someone else decided first: say so, and show the dashboard as it now is.
        setMessage({ kind: 'error', text: said });
        void client.refetchQueries({ include: [AdminDashboardQuery] });
      } else {
        setMessage({ kind: 'error', text: t`Failed to update the application. Please try again.` });
      }
    }
  }

  async function onViewDocument(id: string) {
    try {
      await openDocument(id);
    } catch {
      setMessage({ kind: 'error', text: t`Failed to load document. Please try again.` });
    }
  }

  const counts = dashboard.counts;
  const count = (value: number | undefined) => format.number(value ?? 0);
  const tabs: Tab<TabKey>[] = [
    { key: 'pending', label: t`Pending`, count: count(counts?.pending) },
    { key: 'approved', label: t`Approved`, count: count(counts?.approved) },
    { key: 'rejected', label: t`Rejected`, count: count(counts?.rejected) },
    { key: 'tracking', label: t`Tracking`, count: count(dashboard.donationStats?.donationCount) },
    { key: 'stories', label: t`Stories`, count: count(dashboard.storyCounts?.pending) },
    { key: 'apiKeys', label: t`API keys` },
    { key: 'webhooks', label: t`Webhooks` },
  ];
  const emptyText: Record<Exclude<TabKey, 'tracking' | 'stories' | 'apiKeys' | 'webhooks'>, string> = {
    pending: t`No pending applications. New applications will appear here.`,
    approved: t`No approved applications yet.`,
    rejected: t`No rejected applications.`,
  };

  let panel;
  if (tab === 'tracking') panel = <TrackingPanel onMessage={setMessage} />;
  else if (tab === 'stories') panel = <StoryModerationPanel onMessage={setMessage} />;
  else if (tab === 'apiKeys') panel = <ApiKeysPanel onMessage={setMessage} />;
  else if (tab === 'webhooks') panel = <WebhooksPanel onMessage={setMessage} />;
  else if (dashboard.loading)
    panel = <PageLoading />;
  else if (dashboard.failed)
    panel = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch applications`}
      </p>
    );
  else if (dashboard.applications.length === 0) panel = <p className="dashboard-empty">{emptyText[tab]}</p>;
  else
    panel = (
      <>
        <ul className="application-list">
          {dashboard.applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                reviewing={reviewing === application.id}
                onReview={(decision) => void onReview(application.id, decision)}
                onViewDocument={() => void onViewDocument(application.id)}
              />
            </li>
          ))}
        </ul>
        <LoadMore hasNextPage={dashboard.hasNextPage} loadingMore={dashboard.loadingMore} onLoadMore={dashboard.loadMore} />
      </>
    );

  return (
    <section className="page container admin-dashboard">
      <PageTitle title={t`Admin dashboard`} />
      <header className="dashboard-header">
        <h1 className="page__title">{t`Admin dashboard`}</h1>
        <p className="dashboard-header__lead">{t`Review applications and keep an eye on the platform.`}</p>
      </header>
      <SignedInAccount
        role="admin"
        account={account}
        actions={
          <>
            <Link to="/admin/graphiql" className="button button--secondary">
              {t`GraphQL explorer`}
            </Link>
            <ExportButtons onFailure={() => setMessage({ kind: 'error', text: t`The file could not be prepared. Please try again.` })} />
          </>
        }
      />
      <AdminStats counts={counts} donations={dashboard.donationStats} />
      <div className="dashboard-messages">
        <div role="status" className={message?.kind === 'success' ? 'message message--success' : 'message message--empty'} data-testid="dashboard-success">
          {message?.kind === 'success' ? message.text : null}
        </div>
        {message?.kind === 'error' ? (
          <div role="alert" className="message message--error" data-testid="dashboard-error">
            {message.text}
          </div>
        ) : null}
      </div>
      <DashboardTabs label={t`Applications and moderation`} tabs={tabs} selected={tab} onSelect={selectTab} idPrefix="admin">
        {panel}
      </DashboardTabs>
    </section>
  );
}

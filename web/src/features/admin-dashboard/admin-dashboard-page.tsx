import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DashboardHeader } from '../../components/ui/dashboard-header';
import { PageTitle } from '../../components/ui/page-title';
import { SignedInAccount } from '../../components/ui/signed-in-account';
import type { ApplicationStatus } from '../../graphql/generated/graphql';
import { useStoredAccount } from '../../lib/auth/session';
import { useFormatters } from '../../lib/i18n/formatters';
import { useFlashMessage, type FlashMessage } from '../../lib/use-flash-message';
import { AdminStats } from './components/admin-stats';
import { DashboardTabs, type Tab } from './components/dashboard-tabs';
import { ExportButtons } from './components/export-buttons';
import { AdminDashboardQuery, useAdminDashboard } from './hooks/use-admin-dashboard';
import './admin-dashboard.css';

type TabKey = 'pending' | 'approved' | 'rejected' | 'tracking' | 'stories' | 'payouts' | 'charts' | 'messages' | 'apiKeys' | 'webhooks' | 'jobs';
type ApplicationsTab = Extract<TabKey, 'pending' | 'approved' | 'rejected'>;
const TAB_STATUS: Record<ApplicationsTab, ApplicationStatus> = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' };

/** What every domain panel gets from the shell: where to say how an action went, and a way to redraw the counts. */
export interface AdminPanelContext {
  onMessage: (message: FlashMessage) => void;
  /** Loads the counts (badges, stat cards) again, after someone else decided first; a panel reloads its own list. */
  refreshCounts: () => Promise<unknown>;
}

/**
 * The domain panels, one per tab. The shell does not import them (features do not import each other,
 * STYLE §7): the route in app/ composes them, so each domain (admin-applications, admin-tracking,
 * admin-stories, admin-api-keys, admin-webhooks, admin-jobs) stays its own feature and the shell stays theirs.
 */
export interface AdminDashboardPanels {
  /** The pending, approved or rejected applications (the panel loads them itself). */
  applications: (props: AdminPanelContext & { status: ApplicationStatus }) => ReactNode;
  tracking: (props: AdminPanelContext) => ReactNode;
  stories: (props: AdminPanelContext) => ReactNode;
  apiKeys: (props: AdminPanelContext) => ReactNode;
  webhooks: (props: AdminPanelContext) => ReactNode;
  /** Contact messages and newsletter subscribers (issue 28). */
  messages: (props: AdminPanelContext) => ReactNode;
  /** The licensed operators payouts pay (issue 30); a journey's payouts are on its approved application. */
  payouts: (props: AdminPanelContext) => ReactNode;
  /** Donations, refunds and payouts per week, and the applications' funnel (issue 30). */
  charts: (props: AdminPanelContext) => ReactNode;
  /** The job queue's failed runs, every background worker's (issue 29). */
  jobs: (props: AdminPanelContext) => ReactNode;
}

/** SPEC §2's admin dashboard: who is signed in, four stat cards, and the review tabs. */
export function AdminDashboardPage({ panels }: { panels: AdminDashboardPanels }) {
  const { t } = useLingui();
  const format = useFormatters();
  const account = useStoredAccount('admin');
  const [tab, setTab] = useState<TabKey>('pending');
  const dashboard = useAdminDashboard();
  const client = useApolloClient();
  const [message, setMessage] = useFlashMessage();
  const refreshCounts = useCallback(() => client.refetchQueries({ include: [AdminDashboardQuery] }), [client]);

  const counts = dashboard.counts;
  const count = (value: number | undefined) => format.number(value ?? 0);
  const tabs: Tab<TabKey>[] = [
    { key: 'pending', label: t`Pending`, count: count(counts?.pending) },
    { key: 'approved', label: t`Approved`, count: count(counts?.approved) },
    { key: 'rejected', label: t`Rejected`, count: count(counts?.rejected) },
    { key: 'tracking', label: t`Tracking`, count: count(dashboard.donationStats?.donationCount) },
    { key: 'stories', label: t`Stories`, count: count(dashboard.storyCounts?.pending) },
    { key: 'payouts', label: t`Payouts` },
    { key: 'charts', label: t`Charts` },
    { key: 'messages', label: t`Messages` },
    { key: 'apiKeys', label: t`API keys` },
    { key: 'webhooks', label: t`Webhooks` },
    { key: 'jobs', label: t`Failed jobs` },
  ];

  const context: AdminPanelContext = { onMessage: setMessage, refreshCounts };
  let panel;
  if (tab === 'tracking') panel = panels.tracking(context);
  else if (tab === 'stories') panel = panels.stories(context);
  else if (tab === 'apiKeys') panel = panels.apiKeys(context);
  else if (tab === 'webhooks') panel = panels.webhooks(context);
  else if (tab === 'messages') panel = panels.messages(context);
  else if (tab === 'payouts') panel = panels.payouts(context);
  else if (tab === 'charts') panel = panels.charts(context);
  else if (tab === 'jobs') panel = panels.jobs(context);
  else panel = panels.applications({ ...context, status: TAB_STATUS[tab] });

  return (
    <section className="page container admin-dashboard">
      <PageTitle title={t`Admin dashboard`} />
      <DashboardHeader title={t`Admin dashboard`} lead={t`Review applications and keep an eye on the platform.`} />
      <SignedInAccount
        role="admin"
        account={account}
        actions={
          <>
            <Link to="/admin/graphiql" className="button button--secondary">
              {t`GraphQL explorer`}
            </Link>
            <Link to="/admin/security" className="button button--secondary">
              {t`Sign-in security`}
            </Link>
            <ExportButtons onFailure={() => setMessage({ kind: 'error', text: t`The file could not be prepared. Please try again.` })} />
          </>
        }
      />
      <AdminStats counts={counts} donations={dashboard.donationStats} />
      <div className="admin-dashboard__messages">
        <div role="status" className={message?.kind === 'success' ? 'message message--success' : 'message message--empty'} data-testid="dashboard-success">
          {message?.kind === 'success' ? message.text : null}
        </div>
        {message?.kind === 'error' ? (
          <div role="alert" className="message message--error" data-testid="dashboard-error">
            {message.text}
          </div>
        ) : null}
      </div>
      <DashboardTabs label={t`Applications and moderation`} tabs={tabs} selected={tab} onSelect={setTab} idPrefix="admin">
        {panel}
      </DashboardTabs>
    </section>
  );
}

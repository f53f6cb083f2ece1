import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

type TabKey = 'pending' | 'approved' | 'rejected' | 'tracking' | 'stories' | 'messages' | 'apiKeys' | 'webhooks';
type ApplicationsTab = Extract<TabKey, 'pending' | 'approved' | 'rejected'>;
const TAB_STATUS: Record<ApplicationsTab, ApplicationStatus> = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' };

/** What every domain panel gets from the shell: where to say how an action went, and a way to redraw the counts. */
export interface AdminPanelContext {
  onMessage: (message: FlashMessage) => void;
  /** Loads the counts (badges, stat cards) and the open list again, after someone else decided first. */
  refreshCounts: () => Promise<unknown>;
}

/**
 * The domain panels, one per tab. The shell does not import them (features do not import each other,
 * STYLE §7): the route in app/ composes them, so each domain (admin-applications, admin-tracking,
 * admin-stories, admin-api-keys, admin-webhooks) stays its own feature and the shell stays theirs.
 */
export interface AdminDashboardPanels {
  /** The pending, approved or rejected applications, from the dashboard's own query (it also counts them). */
  applications: (props: AdminPanelContext & { status: ApplicationStatus; list: ReturnType<typeof useAdminDashboard>['list'] }) => ReactNode;
  tracking: (props: AdminPanelContext) => ReactNode;
  stories: (props: AdminPanelContext) => ReactNode;
  apiKeys: (props: AdminPanelContext) => ReactNode;
  webhooks: (props: AdminPanelContext) => ReactNode;
  /** Contact messages and newsletter subscribers (issue 28). */
  messages: (props: AdminPanelContext) => ReactNode;
}

/** SPEC §2's admin dashboard: who is signed in, four stat cards, and the review tabs. */
export function AdminDashboardPage({ panels }: { panels: AdminDashboardPanels }) {
  const { t } = useLingui();
  const format = useFormatters();
  const account = useStoredAccount('admin');
  const [tab, setTab] = useState<TabKey>('pending');
  // The tracking and stories tabs keep the last application list loaded (and its counts).
  const [listStatus, setListStatus] = useState<ApplicationStatus>('PENDING');
  const dashboard = useAdminDashboard(listStatus);
  const client = useApolloClient();
  const [message, setMessage] = useFlashMessage();
  const refreshCounts = useCallback(() => client.refetchQueries({ include: [AdminDashboardQuery] }), [client]);

  function selectTab(key: TabKey) {
    setTab(key);
    if (key in TAB_STATUS) setListStatus(TAB_STATUS[key as ApplicationsTab]);
  }

  const counts = dashboard.counts;
  const count = (value: number | undefined) => format.number(value ?? 0);
  const tabs: Tab<TabKey>[] = [
    { key: 'pending', label: t`Pending`, count: count(counts?.pending) },
    { key: 'approved', label: t`Approved`, count: count(counts?.approved) },
    { key: 'rejected', label: t`Rejected`, count: count(counts?.rejected) },
    { key: 'tracking', label: t`Tracking`, count: count(dashboard.donationStats?.donationCount) },
    { key: 'stories', label: t`Stories`, count: count(dashboard.storyCounts?.pending) },
    { key: 'messages', label: t`Messages` },
    { key: 'apiKeys', label: t`API keys` },
    { key: 'webhooks', label: t`Webhooks` },
  ];

  const context: AdminPanelContext = { onMessage: setMessage, refreshCounts };
  let panel;
  if (tab === 'tracking') panel = panels.tracking(context);
  else if (tab === 'stories') panel = panels.stories(context);
  else if (tab === 'apiKeys') panel = panels.apiKeys(context);
  else if (tab === 'webhooks') panel = panels.webhooks(context);
  else if (tab === 'messages') panel = panels.messages(context);
  else panel = panels.applications({ ...context, status: TAB_STATUS[tab], list: dashboard.list });

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
            <Link to="/admin/security" className="button button--secondary">
              {t`Sign-in security`}
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

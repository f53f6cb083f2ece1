import { ApiKeysPanel } from '../features/admin-api-keys/components/api-keys-panel';
import { ChartsPanel } from '../features/admin-charts/components/charts-panel';
import { ApplicationsPanel } from '../features/admin-applications/components/applications-panel';
import { FailedJobsPanel } from '../features/admin-jobs/components/failed-jobs-panel';
import { AdminDashboardPage, type AdminDashboardPanels } from '../features/admin-dashboard/admin-dashboard-page';
import { MessagesPanel } from '../features/admin-messages/components/messages-panel';
import { PayoutsPanel } from '../features/admin-payouts/components/payouts-panel';
import { ReauthenticationProvider } from '../features/admin-second-factor/components/reauthentication';
import { StoryModerationPanel } from '../features/admin-stories/components/story-moderation-panel';
import { SupportMessagesModerationPanel } from '../features/admin-support-messages/components/support-messages-moderation-panel';
import { TrackingPanel } from '../features/admin-tracking/components/tracking-panel';
import { WebhooksPanel } from '../features/admin-webhooks/components/webhooks-panel';

/**
 * The admin dashboard as the route shows it: the shell (features/admin-dashboard: page, tabs, stat
 * cards) with one panel per domain feature. Composing here, in app/, keeps imports one-way: neither
 * the shell nor a domain imports another feature (sabil/import-boundaries).
 */
const panels: AdminDashboardPanels = {
  applications: (props) => <ApplicationsPanel {...props} />,
  tracking: ({ onMessage }) => <TrackingPanel onMessage={onMessage} />,
  // Words of support (issue 31) are moderated where stories are: one place for what donors and seekers write.
  stories: (props) => (
    <>
      <StoryModerationPanel {...props} />
      <SupportMessagesModerationPanel onMessage={props.onMessage} />
    </>
  ),
  apiKeys: ({ onMessage }) => <ApiKeysPanel onMessage={onMessage} />,
  webhooks: ({ onMessage }) => <WebhooksPanel onMessage={onMessage} />,
  messages: ({ onMessage }) => <MessagesPanel onMessage={onMessage} />,
  payouts: ({ onMessage }) => <PayoutsPanel onMessage={onMessage} />,
  charts: () => <ChartsPanel />,
  jobs: ({ onMessage }) => <FailedJobsPanel onMessage={onMessage} />,
};

/**
 * Approving a payout needs a fresh proof (issue 30): the security screen's reauthentication dialog
 * answers the API's REAUTHENTICATION_REQUIRED here too, for any panel that asks (useFreshProof).
 */
export function AdminDashboardRoute() {
  return (
    <ReauthenticationProvider purpose="approval">
      <AdminDashboardPage panels={panels} />
    </ReauthenticationProvider>
  );
}

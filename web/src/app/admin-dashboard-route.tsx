import { ApiKeysPanel } from '../features/admin-api-keys/components/api-keys-panel';
import { ApplicationsPanel } from '../features/admin-applications/components/applications-panel';
import { AdminDashboardPage, type AdminDashboardPanels } from '../features/admin-dashboard/admin-dashboard-page';
import { MessagesPanel } from '../features/admin-messages/components/messages-panel';
import { StoryModerationPanel } from '../features/admin-stories/components/story-moderation-panel';
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
  stories: (props) => <StoryModerationPanel {...props} />,
  apiKeys: ({ onMessage }) => <ApiKeysPanel onMessage={onMessage} />,
  webhooks: ({ onMessage }) => <WebhooksPanel onMessage={onMessage} />,
  messages: ({ onMessage }) => <MessagesPanel onMessage={onMessage} />,
};

export function AdminDashboardRoute() {
  return <AdminDashboardPage panels={panels} />;
}

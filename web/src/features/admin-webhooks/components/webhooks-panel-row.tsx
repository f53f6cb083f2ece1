import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from '../../../graphql/generated';
import { useFormatters } from '../../../lib/i18n/formatters';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { WebhookDeliveries } from './webhooks-panel-deliveries';
import { useWebhookEventLabels } from './webhooks-panel-events';

export const WebhookEndpointRowFragment = graphql(`
  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {
    id
    url
    events
    enabled
    description
    createdAt
  }
`);

/** One endpoint: its URL, events, state, note; enable/disable, rotate, delete; its delivery log behind a disclosure. */
export function WebhookEndpointRow({
  endpoint: from,
  busy,
  onToggle,
  onRotate,
  onDelete,
  onMessage,
}: {
  endpoint: FragmentType<typeof WebhookEndpointRowFragment>;
  busy: boolean;
  onToggle: () => void;
  onRotate: (button: HTMLButtonElement) => void;
  onDelete: (button: HTMLButtonElement) => void;
  onMessage: (message: FlashMessage) => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const events = useWebhookEventLabels();
  const [logOpen, setLogOpen] = useState(false);
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: endpoint, complete } = useFragment({ fragment: WebhookEndpointRowFragment, from });
  if (!complete) return null;
  const titleId = `webhook-${endpoint.id}`;
  const logId = `webhook-${endpoint.id}-log`;
  return (
    <article className={endpoint.enabled ? 'api-key webhook' : 'api-key webhook webhook--disabled'} aria-labelledby={titleId}>
      <header className="api-key__header">
        <h4 id={titleId} className="api-key__name webhook__url">
          <bdi dir="ltr">{endpoint.url}</bdi>
        </h4>
        <span className="webhook__state">{endpoint.enabled ? t`Enabled` : t`Disabled`}</span>
      </header>
      {endpoint.description ? (
        <p className="webhook__description" dir="auto">
          {endpoint.description}
        </p>
      ) : null}
      <ul className="api-key__scopes" aria-label={t`Events`}>
        {endpoint.events.map((event) => (
          <li key={event} className="api-key__scope">
            {events[event].label}
          </li>
        ))}
      </ul>
      <dl className="api-key__facts">
        <div>
          <dt>{t`Created`}</dt>
          <dd>{format.date(endpoint.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
      </dl>
      <div className="webhook__actions">
        <button type="button" className="button button--secondary" onClick={onToggle} disabled={busy}>
          {endpoint.enabled ? t`Disable` : t`Enable`}
        </button>
        <button type="button" className="button button--secondary" onClick={(event) => onRotate(event.currentTarget)} disabled={busy}>
          {t`Rotate secret`}
        </button>
        <button type="button" className="button button--danger" onClick={(event) => onDelete(event.currentTarget)} disabled={busy}>
          {t`Delete`}
        </button>
        <button type="button" className="button button--secondary" aria-expanded={logOpen} aria-controls={logOpen ? logId : undefined} onClick={() => setLogOpen((open) => !open)}>
          {logOpen ? t`Hide delivery log` : t`Show delivery log`}
        </button>
      </div>
      {logOpen ? (
        <section id={logId} className="webhook__log" aria-label={t`Delivery log`}>
          <WebhookDeliveries endpointId={endpoint.id} onMessage={onMessage} />
        </section>
      ) : null}
    </article>
  );
}

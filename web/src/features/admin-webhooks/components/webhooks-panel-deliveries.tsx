import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import { graphql } from '../../../graphql/generated';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useRedeliverWebhook, useWebhookDeliveries } from '../hooks/use-webhooks-deliveries';
import { useDeliveryStatusLabels, useWebhookEventLabels } from './webhooks-panel-events';

export const WebhookDeliveryRowFragment = graphql(`
  fragment WebhookDeliveryRow_delivery on WebhookDelivery {
    id
    eventId
    eventType
    status
    attempts
    lastError
    lastStatusCode
    lastAttemptAt
    nextAttemptAt
    deliveredAt
    createdAt
  }
`);

// A mark beside the word, so the state never rests on colour alone.
const STATUS_MARK = { PENDING: '↻', DELIVERED: '✓', FAILED: '✕' } as const;

function DeliveryRow({ delivery: from, busy, onRedeliver }: { delivery: FragmentType<typeof WebhookDeliveryRowFragment>; busy: boolean; onRedeliver: () => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  const events = useWebhookEventLabels();
  const statuses = useDeliveryStatusLabels();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: delivery, complete } = useFragment({ fragment: WebhookDeliveryRowFragment, from });
  if (!complete) return null;
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  const attempts = format.number(delivery.attempts);
  const lastCode = delivery.lastStatusCode === null || delivery.lastStatusCode === undefined ? null : String(delivery.lastStatusCode);
  return (
    <li className="webhook-delivery" data-testid="webhook-delivery">
      <p className={`webhook-delivery__status webhook-delivery__status--${delivery.status.toLowerCase()}`}>
        <span aria-hidden="true" className="webhook-delivery__mark">
          {STATUS_MARK[delivery.status]}
        </span>{' '}
        {statuses[delivery.status]}
        <span className="webhook-delivery__event"> · {events[delivery.eventType].label}</span>
      </p>
      <dl className="api-key__facts">
        <div>
          <dt>{t`Queued`}</dt>
          <dd>{when(delivery.createdAt)}</dd>
        </div>
        <div>
          <dt>{t`Attempts`}</dt>
          <dd>{attempts}</dd>
        </div>
        {lastCode ? (
          <div>
            <dt>{t`Last answer`}</dt>
            <dd>
              <bdi dir="ltr">HTTP {lastCode}</bdi>
            </dd>
          </div>
        ) : null}
        {delivery.lastError ? (
          <div>
            <dt>{t`Last error`}</dt>
            <dd>
              {/* The transport's own diagnostic, verbatim (like the HTTP code): English, read as such. */}
              <bdi dir="ltr" lang="en" className="webhook-delivery__error">
                {delivery.lastError}
              </bdi>
            </dd>
          </div>
        ) : null}
        {delivery.status === 'DELIVERED' && delivery.deliveredAt ? (
          <div>
            <dt>{t`Delivered at`}</dt>
            <dd>{when(delivery.deliveredAt)}</dd>
          </div>
        ) : delivery.status === 'PENDING' && delivery.nextAttemptAt ? (
          <div>
            <dt>{t`Next attempt`}</dt>
            <dd>{when(delivery.nextAttemptAt)}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <button type="button" className="button button--secondary" onClick={onRedeliver} disabled={busy}>
          {busy ? t`Queuing…` : t`Redeliver`}
        </button>
      </div>
    </li>
  );
}

/** One endpoint's delivery log: newest first, Load more, Redeliver on each delivery. */
export function WebhookDeliveries({ endpointId, onMessage }: { endpointId: string; onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const log = useWebhookDeliveries(endpointId);
  const { redeliver, redelivering } = useRedeliverWebhook();

  async function onRedeliver(deliveryId: string) {
    try {
      await redeliver(deliveryId);
      onMessage({ kind: 'success', text: t`The delivery is queued again; it will be attempted shortly.` });
    } catch (caught) {
      onMessage({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`The delivery could not be queued again. Please try again.` });
    }
  }

  if (log.loading) return <PageLoading />;
  if (log.failed)
    return (
      <p role="alert" className="message message--error">
        {t`Failed to fetch the delivery log`}
      </p>
    );
  return (
    <div className="webhook-deliveries">
      <div>
        <button type="button" className="button button--secondary" onClick={() => void log.refresh()}>
          {t`Refresh log`}
        </button>
      </div>
      {log.deliveries.length === 0 ? (
        <p className="dashboard-empty">{t`Nothing sent yet. Deliveries appear here when a subscribed event happens.`}</p>
      ) : (
        <ul className="webhook-deliveries__list" aria-label={t`Deliveries`}>
          {log.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} busy={redelivering === delivery.id} onRedeliver={() => void onRedeliver(delivery.id)} />
          ))}
        </ul>
      )}
      <LoadMore hasNextPage={log.hasNextPage} loadingMore={log.loadingMore} onLoadMore={log.loadMore} />
    </div>
  );
}

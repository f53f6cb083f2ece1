import { randomUUID } from 'node:crypto';
import { UUID_PATTERN } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import { assertId } from '../../validation/ids';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../validation/pagination';
import type { AuditService } from '../audit';
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './dto/webhook-endpoint.inputs';
import type { WebhookDelivery, WebhookDeliveryFilter, WebhookEndpointWithSecret } from './dto/webhook.types';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { webhookDescription, webhookEvents, webhookUrl } from './webhook-endpoint.validation';
import { RETRY_FOR_MS } from './webhook-outbox';
import { WebhookSecrets } from './webhook-secrets';
import type { WebhookWorker } from './webhook-worker';
import { WebhookErrors } from './webhooks.errors';

/** What the audit trail keeps of an endpoint: everything but the secret. */
const audited = (endpoint: WebhookEndpoint) => ({ url: endpoint.url, events: endpoint.events, description: endpoint.description, enabled: endpoint.enabled });

/** The admins' side of webhooks: endpoints, their secrets, the delivery log and redelivery. */
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly secrets: WebhookSecrets,
    private readonly worker: WebhookWorker,
    private readonly options: { allowPrivate: boolean; clock: () => Date },
  ) {}

  async create(viewer: Viewer, input: CreateWebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
    const url = await webhookUrl(input.url, this.options.allowPrivate);
    const events = webhookEvents(input.events);
    const description = webhookDescription(input.description);
    const id = randomUUID();
    const secret = WebhookSecrets.generate();
    const now = this.options.clock();
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const row = manager.create(WebhookEndpoint, {
        id, url, events, description, enabled: true, createdBy: viewer.id, createdAt: now, updatedAt: now,
        secretCiphertext: this.secrets.seal(id, secret),
      });
      await manager.insert(WebhookEndpoint, row);
      await this.record(manager, viewer, 'webhook.create', id, null, audited(row));
      return row;
    });
    return { endpoint: withoutSecret(endpoint), secret };
  }

  list(): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async update(viewer: Viewer, id: string, input: UpdateWebhookEndpointInput): Promise<WebhookEndpoint> {
    assertId(id, WebhookErrors.WEBHOOK_ENDPOINT_NOT_FOUND);
    // Checked before the transaction: resolving a host must not hold a row lock.
    const url = input.url === undefined || input.url === null ? undefined : await webhookUrl(input.url, this.options.allowPrivate);
    const events = input.events === undefined || input.events === null ? undefined : webhookEvents(input.events);
    const description = input.description === undefined ? undefined : webhookDescription(input.description);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.locked(manager, id);
      const before = audited(current);
      if (url !== undefined) current.url = url;
      if (events !== undefined) current.events = events;
      if (description !== undefined) current.description = description;
      if (input.enabled !== undefined && input.enabled !== null) current.enabled = input.enabled;
      current.updatedAt = this.options.clock();
      await manager.update(WebhookEndpoint, { id }, { url: current.url, events: current.events, description: current.description, enabled: current.enabled, updatedAt: current.updatedAt });
      await this.record(manager, viewer, 'webhook.update', id, before, audited(current));
      return current;
    });
  }

  /** Removes the endpoint and its delivery log; nothing more is sent to it. */
  async delete(viewer: Viewer, id: string): Promise<string> {
    assertId(id, WebhookErrors.WEBHOOK_ENDPOINT_NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.locked(manager, id);
      await manager.delete(WebhookEndpoint, { id });
      await this.record(manager, viewer, 'webhook.delete', id, audited(current), null);
    });
    return id;
  }

  /** A new secret, shown once; deliveries from now on are signed with it. */
  async rotateSecret(viewer: Viewer, id: string): Promise<WebhookEndpointWithSecret> {
    assertId(id, WebhookErrors.WEBHOOK_ENDPOINT_NOT_FOUND);
    const secret = WebhookSecrets.generate();
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const current = await this.locked(manager, id);
      current.updatedAt = this.options.clock();
      await manager.update(WebhookEndpoint, { id }, { secretCiphertext: this.secrets.seal(id, secret), updatedAt: current.updatedAt });
      await this.record(manager, viewer, 'webhook.rotate_secret', id, null, { secretRotated: true });
      return current;
    });
    return { endpoint, secret };
  }

  async deliveries(filter: WebhookDeliveryFilter, first: number | null | undefined, after: string | null | undefined): Promise<Page<WebhookDelivery>> {
    if (filter.endpointId && !UUID_PATTERN.test(filter.endpointId)) throw new AppError(WebhookErrors.WEBHOOK_ENDPOINT_NOT_FOUND, { field: 'endpointId' });
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const where: string[] = ['true'];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql.replace(/\$(\d)/g, (_, n: string) => `$${params.length + Number(n)}`));
      params.push(...values);
    };
    if (filter.endpointId) add('d.endpoint_id = $1', filter.endpointId);
    if (filter.eventType) add('ev.type = $1', filter.eventType);
    if (filter.status) add('d.status = $1', filter.status);
    if (cursor) add('(d.created_at, d.id) < ($1, $2)', cursor.at, cursor.id);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `${DELIVERY_SELECT} WHERE ${where.join(' AND ')} ORDER BY d.created_at DESC, d.id DESC LIMIT ${size + 1}`,
      params,
    );
    return pageOf(rows.map(deliveryOf), size, (row) => encodeCursor(row.createdAt, row.id));
  }

  /**
   * A new attempt now, whatever the delivery's state. A delivered or failed one starts a fresh
   * schedule — retries from a minute apart for RETRY_FOR_MS more — as if the event were new; a
   * pending one keeps its schedule and is only brought forward.
   */
  async redeliver(viewer: Viewer, deliveryId: string): Promise<WebhookDelivery> {
    assertId(deliveryId, WebhookErrors.WEBHOOK_DELIVERY_NOT_FOUND);
    const now = this.options.clock();
    await this.dataSource.transaction(async (manager) => {
      // An attempt is under way while its lease holds, by the database's clock (the worker's lease's).
      const [row] = await manager.query(
        `SELECT d.id, d.endpoint_id, d.event_id, d.status, d.locked_until > now() AS in_flight, e.enabled
         FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id WHERE d.id = $1 FOR UPDATE OF d`,
        [deliveryId],
      );
      if (!row) throw new AppError(WebhookErrors.WEBHOOK_DELIVERY_NOT_FOUND);
      // The worker sends only to enabled endpoints: a redelivery would wait, pending, for nothing.
      if (!row.enabled) throw new AppError(WebhookErrors.WEBHOOK_ENDPOINT_DISABLED);
      if (row.status === 'pending' && row.in_flight) throw new AppError(WebhookErrors.WEBHOOK_DELIVERY_IN_PROGRESS);
      const fresh = row.status !== 'pending';
      await manager.query(
        `UPDATE webhook_delivery SET status = 'pending', next_attempt_at = $2, locked_until = NULL, claim = NULL,
           retry_until = CASE WHEN $3 THEN $4 ELSE retry_until END, schedule_attempts = CASE WHEN $3 THEN 0 ELSE schedule_attempts END
         WHERE id = $1`,
        [deliveryId, now, fresh, new Date(now.getTime() + RETRY_FOR_MS)],
      );
      await this.record(manager, viewer, 'webhook.redeliver', row.endpoint_id, { status: row.status }, { deliveryId, eventId: row.event_id, status: 'pending' });
    });
    // The answer is the delivery as queued (pending): read before the worker is woken, which could
    // otherwise have sent it already (a race seen once in the tests).
    const [row] = await this.dataSource.query(`${DELIVERY_SELECT} WHERE d.id = $1`, [deliveryId]);
    this.worker.nudge();
    return deliveryOf(row);
  }

  private async locked(manager: EntityManager, id: string): Promise<WebhookEndpoint> {
    const current = await manager.findOne(WebhookEndpoint, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!current) throw new AppError(WebhookErrors.WEBHOOK_ENDPOINT_NOT_FOUND);
    return current;
  }

  private record(manager: EntityManager, viewer: Viewer, action: string, endpointId: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
    return this.audit.record(manager, { actorId: viewer.id, actorRole: viewer.role, action, subjectType: 'webhook_endpoint', subjectId: endpointId, before, after });
  }
}

function withoutSecret(endpoint: WebhookEndpoint): WebhookEndpoint {
  const { secretCiphertext: _secret, ...rest } = endpoint;
  return rest as WebhookEndpoint;
}

const DELIVERY_SELECT = `
  SELECT d.id, d.endpoint_id, d.event_id, ev.type AS event_type, d.status, d.attempts, d.last_error, d.last_status_code,
         d.last_attempt_at, d.next_attempt_at, d.delivered_at, d.created_at
  FROM webhook_delivery d JOIN webhook_event ev ON ev.id = d.event_id`;

const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

function deliveryOf(row: Record<string, unknown>): WebhookDelivery {
  return {
    id: String(row.id),
    endpointId: String(row.endpoint_id),
    eventId: String(row.event_id),
    eventType: row.event_type as WebhookDelivery['eventType'],
    status: row.status as WebhookDelivery['status'],
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
    lastAttemptAt: date(row.last_attempt_at),
    nextAttemptAt: date(row.next_attempt_at),
    deliveredAt: date(row.delivered_at),
    createdAt: date(row.created_at)!,
  };
}

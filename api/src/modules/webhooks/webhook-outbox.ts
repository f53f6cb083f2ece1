import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { WebhookEventType } from './webhook.enums';

/** The payload's `data`: ids, amounts and titles only — never names, emails or documents. */
export type WebhookEventData = Record<string, string | number | boolean | null>;

/** How domain services report what happened to webhook subscribers. */
export interface WebhookEvents {
  /** Writes the event to the outbox with `manager`, so it commits (or not) with the change it reports. */
  emit(manager: EntityManager, type: WebhookEventType, data: WebhookEventData): Promise<void>;
  /** After a commit that emitted: wakes the delivery worker instead of waiting for its next poll. */
  committed(): void;
}

/** Retries go on for at least this long after the event (then the delivery is failed). */
export const RETRY_FOR_MS = 24 * 3600 * 1000;

/**
 * The outbox. One statement writes the event and one pending delivery per enabled endpoint that
 * subscribes to its type (nothing at all when none does), inside the caller's transaction: a
 * crash before the commit loses the change and the event together, a crash after loses neither.
 */
export class WebhookOutbox implements WebhookEvents {
  private readonly commitListeners: Array<() => void> = [];

  constructor(
    private readonly clock: () => Date,
    private readonly wake: () => void,
  ) {}

  async emit(manager: EntityManager, type: WebhookEventType, data: WebhookEventData): Promise<void> {
    const id = randomUUID();
    const at = this.clock();
    const body = JSON.stringify({ id, type, createdAt: at.toISOString(), data });
    await manager.query(
      `WITH targets AS (SELECT id FROM webhook_endpoint WHERE enabled AND $2 = ANY(events)),
            event AS (
              INSERT INTO webhook_event (id, type, body, created_at)
              SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM targets) RETURNING id)
       INSERT INTO webhook_delivery (event_id, endpoint_id, next_attempt_at, retry_until, created_at)
       SELECT event.id, targets.id, $4, $5, $4 FROM event, targets`,
      [id, type, body, at, new Date(at.getTime() + RETRY_FOR_MS)],
    );
  }

  committed(): void {
    this.wake();
    for (const listener of this.commitListeners) listener();
  }

  /**
   * Also told after every commit that emitted: what caches answers built from the events' changes
   * (the ledger's public summary) forgets them. Every write that moves money or a journey's stage
   * emits its event, and calls committed() once it has committed.
   */
  afterCommit(listener: () => void): void {
    this.commitListeners.push(listener);
  }
}

/** For a service built without webhooks (the composition root always sets the outbox). */
export const NO_WEBHOOK_EVENTS: WebhookEvents = {
  emit: async () => undefined,
  committed: () => undefined,
};

import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { Drain } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import { retryDelayMs } from './retry-schedule';
import type { WebhookSecrets } from './webhook-secrets';
import { signatureHeader } from './webhook-secrets';
import type { WebhookOutcome, WebhookSender } from './webhook-sender';

const BATCH = 10;
/** Events pruned per statement, so that no prune holds many row locks for long. */
const PRUNE_BATCH = 500;
/** How often an instance prunes the outbox (by its clock). */
const PRUNE_EVERY_MS = 3600_000;

interface Claimed {
  id: string;
  attempts: number;
  schedule_attempts: number;
  retry_until: Date;
  event_id: string;
  event_type: string;
  body: string;
  endpoint_id: string;
  url: string;
  secret_ciphertext: string;
}

export interface WebhookWorkerOptions {
  pollIntervalMs: number;
  timeoutMs: number;
  /** How long an event stays once none of its deliveries is pending (WEBHOOK_RETENTION_DAYS). */
  retentionMs: number;
  /**
   * This instance's clock: when deliveries are due, when attempts happened, when to prune. Never
   * the lease: instances' clocks differ, so a lease is written and judged by the database's clock.
   */
  clock: () => Date;
  random?: () => number;
}

/**
 * Sends what the outbox holds (DESIGN §10): a drain of the job queue, nudged after each commit
 * that wrote events and every pollIntervalMs. Due deliveries are claimed in one statement (FOR UPDATE SKIP LOCKED) with
 * a lease, so several API instances never send one delivery at once, and an instance that dies
 * mid-send leaves a claim that lapses and is taken again. No transaction is open during a send.
 * Each result is written only under the claim that made the attempt. Once an hour it prunes the
 * events whose deliveries are all settled and older than the retention period.
 */
export class WebhookWorker {
  private readonly loop: Drain;
  private prunedAt: number | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: WebhookSender,
    private readonly secrets: WebhookSecrets,
    private readonly logger: Logger,
    private readonly options: WebhookWorkerOptions,
    jobs?: JobQueue,
  ) {
    this.loop = drainOn(jobs, QUEUES.WEBHOOKS, () => this.sweep(), { everyMs: options.pollIntervalMs, failure: 'webhook delivery sweep failed' }, logger);
  }

  /**
   * Longer than an attempt can last (the resolution, then the exchange within its timeout, then
   * writing the result): a claim older than this was abandoned by an instance that died.
   */
  private get leaseMs(): number {
    return this.options.timeoutMs * 2 + 5_000;
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs a sweep now, or once more after the one under way. Ignored before start and after stop. */
  nudge(): void {
    this.loop.nudge();
  }

  /** Resolves when no sweep is under way (tests, and a graceful stop). */
  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /** Attempts every delivery due now, a batch at a time; resolves with how many were attempted. */
  async sweep(): Promise<number> {
    const now = this.options.clock().getTime();
    if (this.prunedAt === undefined || now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      const pruned = await this.prune();
      if (pruned) this.logger.info('webhook outbox pruned', { events: pruned });
    }
    let attempted = 0;
    for (;;) {
      const claimed = await this.claim();
      if (!claimed.length) return attempted;
      await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
      attempted += claimed.length;
      // A stopping API finishes the batch in hand and leaves the rest to the next start.
      if (!this.loop.active) return attempted;
    }
  }

  /**
   * Deletes the events (their deliveries with them) of which no delivery is pending and whose last
   * attempt is older than the retention period; answers how many.
   */
  async prune(): Promise<number> {
    const before = new Date(this.options.clock().getTime() - this.options.retentionMs);
    let pruned = 0;
    for (;;) {
      const rows = await updateReturning<{ id: string }>(
        this.dataSource,
        `DELETE FROM webhook_event WHERE id IN (
           SELECT ev.id FROM webhook_event ev
           WHERE ev.created_at < $1 AND NOT EXISTS (
             SELECT 1 FROM webhook_delivery d WHERE d.event_id = ev.id AND (d.status = 'pending' OR coalesce(d.last_attempt_at, d.created_at) >= $1))
           ORDER BY ev.created_at LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [before],
      );
      pruned += rows.length;
      if (rows.length < PRUNE_BATCH) return pruned;
    }
  }

  private async claim(): Promise<Array<Claimed & { claim: string }>> {
    const now = this.options.clock();
    const claim = randomUUID();
    // Due by this instance's clock (the schedule's); leased by the database's, which every instance shares.
    const rows = await updateReturning<{ id: string; attempts: number; schedule_attempts: number; retry_until: Date; event_id: string; endpoint_id: string }>(
      this.dataSource,
      `UPDATE webhook_delivery SET locked_until = now() + make_interval(secs => $2), claim = $3
       WHERE id IN (
         SELECT d.id FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
         WHERE d.status = 'pending' AND e.enabled AND d.next_attempt_at <= $1 AND (d.locked_until IS NULL OR d.locked_until <= now())
         ORDER BY d.next_attempt_at LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED)
       RETURNING id, attempts, schedule_attempts, retry_until, event_id, endpoint_id`,
      [now, this.leaseMs / 1000, claim],
    );
    if (!rows.length) return [];
    const details: Array<{ id: string; event_type: string; body: string; url: string; secret_ciphertext: string }> = await this.dataSource.query(
      `SELECT d.id, ev.type AS event_type, ev.body, e.url, e.secret_ciphertext
       FROM webhook_delivery d JOIN webhook_event ev ON ev.id = d.event_id JOIN webhook_endpoint e ON e.id = d.endpoint_id
       WHERE d.id = ANY($1)`,
      [rows.map((row) => row.id)],
    );
    const byId = new Map(details.map((detail) => [detail.id, detail]));
    return rows.filter((row) => byId.has(row.id)).map((row) => ({ ...row, ...byId.get(row.id)!, claim }));
  }

  private async attempt(delivery: Claimed & { claim: string }): Promise<void> {
    let outcome: WebhookOutcome;
    try {
      const secret = this.secrets.open(delivery.endpoint_id, delivery.secret_ciphertext);
      outcome = await this.sender.send({
        url: delivery.url,
        body: delivery.body,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Sabil-Webhooks/1',
          'Sabil-Event-Id': delivery.event_id,
          'Sabil-Event-Type': delivery.event_type,
          'Sabil-Signature': signatureHeader(secret, delivery.body, this.options.clock()),
        },
      });
    } catch (error) {
      this.logger.error('webhook attempt failed before sending', { deliveryId: delivery.id, error });
      outcome = { delivered: false, statusCode: null, error: 'internal error before sending' };
    }
    await this.record(delivery, outcome);
  }

  private async record(delivery: Claimed & { claim: string }, outcome: WebhookOutcome): Promise<void> {
    const now = this.options.clock();
    const attempts = delivery.attempts + 1;
    if (outcome.delivered) {
      await this.dataSource.query(
        `UPDATE webhook_delivery SET status = 'delivered', attempts = attempts + 1, schedule_attempts = schedule_attempts + 1, next_attempt_at = NULL, locked_until = NULL, claim = NULL,
           last_attempt_at = $3, last_status_code = $4, last_error = NULL, delivered_at = $3
         WHERE id = $1 AND claim = $2`,
        [delivery.id, delivery.claim, now, outcome.statusCode],
      );
      return;
    }
    const givesUp = now.getTime() >= new Date(delivery.retry_until).getTime();
    // The backoff counts the attempts of this schedule: a redelivery starts it again from a minute.
    const next = givesUp ? null : new Date(now.getTime() + retryDelayMs(delivery.schedule_attempts + 1, this.options.random));
    await this.dataSource.query(
      `UPDATE webhook_delivery SET status = $3, attempts = attempts + 1, schedule_attempts = schedule_attempts + 1, next_attempt_at = $4, locked_until = NULL, claim = NULL,
         last_attempt_at = $5, last_status_code = $6, last_error = $7
       WHERE id = $1 AND claim = $2`,
      [delivery.id, delivery.claim, givesUp ? 'failed' : 'pending', next, now, outcome.statusCode, outcome.error.slice(0, 500)],
    );
    this.logger.warn('webhook delivery attempt failed', { deliveryId: delivery.id, attempts, error: outcome.error, givesUp });
  }
}

import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import { cronEvery, type Drain } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { GiftCancelReason } from './donation.enums';
import type { DonationFulfilment } from './fulfilment.service';

/** How long an attempt at the provider keeps its claim: another instance retries after this. */
const CLAIM_SECONDS = 60;
const BATCH = 50;
/** Rounds of one sweep, and the pause before claiming again rows that were locked. */
const MAX_ROUNDS = 40;
const LOCKED_RETRY_MS = 100;

/** Monthly gifts whose end was decided and not yet carried out ($1 provider, $2 CLAIM_SECONDS), as `c`. */
const GIFTS_DUE = `checkout c
  WHERE c.subscription_status = 'active' AND c.cancel_reason IS NOT NULL AND c.provider = $1
    AND (c.closing_attempted_at IS NULL OR c.closing_attempted_at < now() - make_interval(secs => $2))`;

/** Unpaid sessions of requests that reached their goal or were cancelled (issue 30), still open at the provider, as `c`. */
const SESSIONS_DUE = `checkout c JOIN application a ON a.id = c.application_id
  WHERE c.status = 'open' AND c.provider = $1 AND (a.collected_amount_cents >= a.requested_amount_cents OR a.funding_closed)
    AND (c.closing_attempted_at IS NULL OR c.closing_attempted_at < now() - make_interval(secs => $2))`;

/**
 * Carries out what reaching a goal decided (DESIGN §7): ends the request's monthly gifts and
 * closes its unpaid sessions at the provider — or, when the provider says a session was paid after
 * all, records it through fulfilment (never marks a paid session expired). The decision is in the database (a gift's
 * cancel_reason on an active subscription; an open checkout of a funded request), so this runs on
 * the job queue's cron (each minute) and at start as well as right after a payment, and a crash or an outage only delays it.
 * Each row is claimed for CLAIM_SECONDS (FOR UPDATE SKIP LOCKED), so several API instances do not
 * call the provider for the same gift at once.
 */
export class FundedRequestCloser {
  private readonly loop: Drain;

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly fulfilment: DonationFulfilment,
    private readonly logger: Logger,
    jobs?: JobQueue,
    intervalMs = 60_000,
  ) {
    const cron = cronEvery(intervalMs / 1000);
    this.loop = drainOn(jobs, QUEUES.FUNDED_REQUEST_CLOSER, () => this.sweep(), { cron, everyMs: cron ? undefined : intervalMs, singleton: true, failure: 'closing funded requests failed' }, logger);
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs a sweep now, or once more after the one under way. */
  nudge(): void {
    this.loop.nudge();
  }

  /** Resolves when no sweep is under way (tests, and a graceful stop). */
  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /**
   * Claims and carries out what is due, batch by batch. A row that a payment being recorded has
   * locked at that moment is skipped by the claim (SKIP LOCKED), and nothing wakes the closer again
   * when that payment commits (it may not reach the goal itself, a refund's event for instance):
   * while due rows remain unclaimed, the sweep waits a moment and claims again, for a few seconds at
   * most; past that the next tick has them.
   */
  async sweep(): Promise<{ giftsEnded: number; sessionsExpired: number }> {
    let giftsEnded = 0;
    let sessionsExpired = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const gifts = await this.claim<{ id: string; cancel_reason: GiftCancelReason }>(GIFTS_DUE, 'id, cancel_reason');
      for (const gift of gifts) {
        try {
          await this.fulfilment.endMonthlyGift(gift.id, gift.cancel_reason);
          giftsEnded += 1;
        } catch (error) {
          this.logger.error('could not end a monthly gift at the provider; will retry', { checkoutId: gift.id, error });
        }
      }
      const sessions = await this.claim<{ id: string; provider_session_id: string }>(SESSIONS_DUE, 'id, provider_session_id');
      for (const session of sessions) {
        try {
          // The donor may have paid in the moment before: the provider then answers complete, and the
          // payment is recorded (what the journey cannot take goes back) instead of being lost.
          const facts = await this.provider.expireSession(session.provider_session_id);
          await this.fulfilment.handle(facts.status === 'complete' ? { type: 'session.completed', session: facts } : { type: 'session.expired', session: facts });
          if (facts.status !== 'complete') sessionsExpired += 1;
        } catch (error) {
          this.logger.error('could not close a checkout session at the provider; will retry', { checkoutId: session.id, error });
        }
      }
      if (gifts.length === BATCH || sessions.length === BATCH) continue;
      if (!(await this.anyDue())) break;
      await new Promise((resolve) => setTimeout(resolve, LOCKED_RETRY_MS));
    }
    return { giftsEnded, sessionsExpired };
  }

  /** Claims up to BATCH due rows no other transaction holds, for CLAIM_SECONDS. */
  private claim<T>(due: string, returning: string): Promise<T[]> {
    return updateReturning<T>(
      this.dataSource,
      `UPDATE checkout SET closing_attempted_at = now()
       WHERE id IN (SELECT c.id FROM ${due} ORDER BY c.id LIMIT ${BATCH} FOR UPDATE OF c SKIP LOCKED)
       RETURNING ${returning}`,
      [this.provider.name, CLAIM_SECONDS],
    );
  }

  /** Whether any row is due, locked or not (a plain read waits for no lock). */
  private async anyDue(): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM ${GIFTS_DUE}) OR EXISTS (SELECT 1 FROM ${SESSIONS_DUE}) AS due`,
      [this.provider.name, CLAIM_SECONDS],
    );
    return row.due === true;
  }
}

import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import { BackgroundLoop } from '../../jobs/background-loop';
import type { Logger } from '../../logging/logger';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { GiftCancelReason } from './donation.enums';
import type { DonationFulfilment } from './fulfilment.service';

/** How long an attempt at the provider keeps its claim: another instance retries after this. */
const CLAIM_SECONDS = 60;
const BATCH = 50;

/**
 * Carries out what reaching a goal decided (DESIGN §7): ends the request's monthly gifts and
 * closes its unpaid sessions at the provider — or, when the provider says a session was paid after
 * all, records it through fulfilment (never marks a paid session expired). The decision is in the database (a gift's
 * cancel_reason on an active subscription; an open checkout of a funded request), so this runs on
 * a timer and at start as well as right after a payment, and a crash or an outage only delays it.
 * Each row is claimed for CLAIM_SECONDS (FOR UPDATE SKIP LOCKED), so several API instances do not
 * call the provider for the same gift at once.
 */
export class FundedRequestCloser {
  private readonly loop: BackgroundLoop;

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly fulfilment: DonationFulfilment,
    private readonly logger: Logger,
    intervalMs = 60_000,
  ) {
    this.loop = new BackgroundLoop(() => this.sweep(), { intervalMs, logger, failure: 'closing funded requests failed' });
  }

  start(): void {
    this.loop.start();
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

  async sweep(): Promise<{ giftsEnded: number; sessionsExpired: number }> {
    let giftsEnded = 0;
    let sessionsExpired = 0;
    const gifts = await updateReturning<{ id: string; cancel_reason: GiftCancelReason }>(
      this.dataSource,
      `UPDATE checkout SET closing_attempted_at = now()
       WHERE id IN (
         SELECT id FROM checkout
         WHERE subscription_status = 'active' AND cancel_reason IS NOT NULL AND provider = $1
           AND (closing_attempted_at IS NULL OR closing_attempted_at < now() - make_interval(secs => $2))
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, cancel_reason`,
      [this.provider.name, CLAIM_SECONDS],
    );
    for (const gift of gifts) {
      try {
        await this.fulfilment.endMonthlyGift(gift.id, gift.cancel_reason);
        giftsEnded += 1;
      } catch (error) {
        this.logger.error('could not end a monthly gift at the provider; will retry', { checkoutId: gift.id, error });
      }
    }
    const sessions = await updateReturning<{ id: string; provider_session_id: string }>(
      this.dataSource,
      `UPDATE checkout SET closing_attempted_at = now()
       WHERE id IN (
         SELECT c.id FROM checkout c JOIN application a ON a.id = c.application_id
         WHERE c.status = 'open' AND c.provider = $1 AND a.collected_amount_cents >= a.requested_amount_cents
           AND (c.closing_attempted_at IS NULL OR c.closing_attempted_at < now() - make_interval(secs => $2))
         ORDER BY c.id LIMIT ${BATCH} FOR UPDATE OF c SKIP LOCKED)
       RETURNING id, provider_session_id`,
      [this.provider.name, CLAIM_SECONDS],
    );
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
    return { giftsEnded, sessionsExpired };
  }
}

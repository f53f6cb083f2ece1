import type { DataSource } from 'typeorm';
import { inMoneyTransaction } from '../../db/money-transaction';
import { updateReturning } from '../../db/update-returning';
import type { Drain } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import type { ApplicationFunding } from '../applications/application-funding';
import type { AuditService } from '../audit/audit.service';
import { HOLD_GRACE_MS } from './checkout-expiry';
import type { DonationFulfilment } from './fulfilment.service';

const BATCH = 50;
/** A checkout or a failed renewal is asked about again at most this often. */
const ASK_AGAIN_SECONDS = 5 * 60;
/** Failed renewals are asked about for this long (providers retry a failed invoice for weeks). */
const FAILED_RENEWAL_DAYS = 30;
/** How far back undelivered events are read (Stripe retries for three days). */
const UNDELIVERED_EVENTS_MS = 3 * 24 * 3600 * 1000;

export interface SweepReport {
  checkoutsAsked: number;
  renewalsAsked: number;
  eventsApplied: number;
  repaired: number;
}

/**
 * Asks the provider about what it has not told us (DESIGN §7: a payment the provider confirms is
 * never dropped): checkouts still open, processing or being created past their time, renewals whose
 * failure it may have collected since, and — where the provider keeps them (Stripe) — events it
 * could not deliver. Each answer goes through the same fulfilment as a webhook, so the sweep, the
 * webhooks and the success page's verify call converge on the same rows. Whatever the sweep
 * changes is an audit event (`payment.repaired`, actor SYSTEM). Rows are claimed for a while
 * (FOR UPDATE SKIP LOCKED), so instances do not ask about the same checkout at once.
 */
export class PaymentSweep {
  private readonly loop: Drain;

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly fulfilment: DonationFulfilment,
    private readonly funding: ApplicationFunding,
    private readonly lists: SharedListsChanges,
    private readonly audit: AuditService,
    private readonly logger: Logger,
    intervalMs = 60_000,
    private readonly now: () => Date = () => new Date(),
    jobs?: JobQueue,
  ) {
    // Nudged by each instance every PAYMENT_SWEEP_INTERVAL_SECONDS (which may be finer than cron's minute).
    this.loop = drainOn(jobs, QUEUES.PAYMENT_SWEEP, () => this.runOnce(), { everyMs: intervalMs, singleton: true, failure: 'the payment sweep failed' }, logger);
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  async runOnce(): Promise<SweepReport> {
    const report: SweepReport = { checkoutsAsked: 0, renewalsAsked: 0, eventsApplied: 0, repaired: 0 };
    await this.unsettledCheckouts(report);
    await this.failedRenewals(report);
    await this.undeliveredEvents(report);
    await this.clearLapsedHolds();
    return report;
  }

  /**
   * Holds lapse with time alone; donors' lists are cached, so the lapsed ones are removed and every
   * instance told, and the lists show what is free now. Rows being written are skipped (next round).
   */
  private async clearLapsedHolds(): Promise<void> {
    const cleared = await this.dataSource.transaction(async (manager) => {
      const cleared = await this.funding.clearLapsedHolds(manager);
      if (cleared) await this.lists.announce(manager);
      return cleared;
    });
    if (cleared) this.lists.committed();
  }

  private async unsettledCheckouts(report: SweepReport): Promise<void> {
    const due = await updateReturning<{ id: string; status: string; provider_session_id: string | null; application_id: string }>(
      this.dataSource,
      `UPDATE checkout SET provider_checked_at = now()
       WHERE id IN (
         SELECT id FROM checkout
         WHERE status IN ('creating', 'open', 'processing') AND provider = $1
           AND (status = 'processing' OR coalesce(expires_at, created_at + interval '1 day') < $2)
           AND (provider_checked_at IS NULL OR provider_checked_at < now() - make_interval(secs => $3))
         ORDER BY expires_at NULLS FIRST, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, status, provider_session_id, application_id`,
      [this.provider.name, new Date(this.now().getTime() - HOLD_GRACE_MS), ASK_AGAIN_SECONDS],
    );
    for (const checkout of due) {
      report.checkoutsAsked += 1;
      try {
        const changed = checkout.provider_session_id ? await this.askAboutSession(checkout.provider_session_id) : await this.neverOpened(checkout);
        if (changed) await this.repaired(report, 'checkout', checkout.id, checkout.status);
      } catch (error) {
        this.logger.error('the payment sweep could not settle a checkout; will ask again', { checkoutId: checkout.id, error });
      }
    }
  }

  /** Paid (maybe at the last moment): recorded. Expired: closed. Still open past its time: closed now. */
  private async askAboutSession(sessionId: string): Promise<boolean> {
    let session = await this.provider.retrieveSession(sessionId);
    if (session.status === 'open') session = await this.provider.expireSession(sessionId);
    const handled = await this.fulfilment.handle(session.status === 'complete' ? { type: 'session.completed', session } : { type: 'session.expired', session });
    return handled.changed;
  }

  /** Created here, never opened at the provider (the process died in between): failed, hold released. */
  private async neverOpened(checkout: { id: string; application_id: string }): Promise<boolean> {
    const changed = await inMoneyTransaction(this.dataSource, async (manager) => {
      const funding = (await this.funding.lock(manager, checkout.application_id, checkout.id))!;
      const rows = await updateReturning(manager, `UPDATE checkout SET status = 'failed' WHERE id = $1 AND status = 'creating' RETURNING id`, [checkout.id]);
      await this.funding.release(manager, funding, checkout.id);
      return rows.length > 0;
    });
    if (changed) this.lists.committed();
    return changed;
  }

  private async failedRenewals(report: SweepReport): Promise<void> {
    const due = await updateReturning<{ id: string; payment_key: string }>(
      this.dataSource,
      `UPDATE donation SET provider_checked_at = now()
       WHERE id IN (
         SELECT d.id FROM donation d JOIN checkout c ON c.id = d.checkout_id
         WHERE d.status = 'failed' AND c.provider = $1 AND d.created_at > now() - make_interval(days => $2)
           AND (d.provider_checked_at IS NULL OR d.provider_checked_at < now() - make_interval(secs => $3))
         ORDER BY d.created_at LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED)
       RETURNING id, payment_key`,
      [this.provider.name, FAILED_RENEWAL_DAYS, ASK_AGAIN_SECONDS],
    );
    for (const renewal of due) {
      report.renewalsAsked += 1;
      try {
        const handled = await this.fulfilment.fetchAndFulfil(renewal.payment_key);
        if (handled.changed) await this.repaired(report, 'donation', renewal.id, 'failed');
      } catch (error) {
        this.logger.error('the payment sweep could not ask about a failed renewal; will ask again', { donationId: renewal.id, error });
      }
    }
  }

  private async undeliveredEvents(report: SweepReport): Promise<void> {
    let events;
    try {
      events = await this.provider.undeliveredEvents(new Date(this.now().getTime() - UNDELIVERED_EVENTS_MS));
    } catch (error) {
      this.logger.error('the payment sweep could not read undelivered events; will ask again', { error });
      return;
    }
    for (const event of events) {
      try {
        const handled = await this.fulfilment.handle(event);
        if (handled.changed) {
          report.eventsApplied += 1;
          await this.repaired(report, 'payment_event', null, null, event.eventId ?? event.type);
        }
      } catch (error) {
        this.logger.error('the payment sweep could not apply an undelivered event; will try again', { eventId: event.eventId, type: event.type, error });
      }
    }
  }

  private async repaired(report: SweepReport, subjectType: string, subjectId: string | null, from: string | null, eventId?: string): Promise<void> {
    report.repaired += 1;
    let to: string | null = null;
    if (subjectType === 'checkout') [{ status: to }] = await this.dataSource.query('SELECT status FROM checkout WHERE id = $1', [subjectId]);
    if (subjectType === 'donation') [{ status: to }] = await this.dataSource.query('SELECT status FROM donation WHERE id = $1', [subjectId]);
    await this.audit.record(this.audit.manager, {
      actorId: null,
      actorRole: 'system',
      action: 'payment.repaired',
      subjectType,
      subjectId,
      fromState: from,
      toState: to,
      after: eventId ? { eventId } : null,
      ip: null,
    });
  }
}

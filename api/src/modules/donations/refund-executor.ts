import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { Drain } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import { RefundDisputedError, RefundRefusedError, type PaymentProvider } from '../../payments/payment-provider';
import { NO_MAIL, type MailEvents } from '../mail/mail-outbox';
import { chargedShare } from './charged-share';
import { queueRefundFailedMail, queueRefundMail } from './refund-mail';

const BATCH = 50;
/** An attempt's claim: another instance takes the refund over after this (the provider's idempotency makes it the same refund). */
const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;

interface DueRefund {
  id: string;
  amount_cents: number;
  /** Dollars refunded (or on their way) before this one, of the same donation. */
  before_cents: number;
  attempts: number;
  payment_key: string;
  provider_payment_id: string | null;
  donation_cents: number;
  currency: string;
  charged_amount_cents: number | null;
  charged_currency: string | null;
  dispute_status: 'open' | 'won' | 'lost' | null;
}

/**
 * Carries refunds out at the provider (DESIGN §7: money that lands beyond the goal, an admin's
 * refund, a currency we cannot count). The books changed when the refund was decided; this asks
 * the provider, with an idempotency key derived from our refund's id, until it has done it: an
 * outage is retried with backoff (1 minute, doubling to an hour); a refund of a disputed charge waits
 * for the dispute (carried out if it is won, absorbed by the chargeback if it is lost in full; a
 * charge lost in part is charged back, and the provider refuses any refund of it); a refusal
 * that will not change marks the refund failed — the money is still with the charity, owed to the
 * donor, who is emailed — for an admin to see. Rows are claimed with a lease
 * (FOR UPDATE SKIP LOCKED), so instances share the work; no transaction is open during a call.
 */
export class RefundExecutor {
  private readonly loop: Drain;

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly logger: Logger,
    /** The donor's "refund" email, queued with the refund's success. */
    private readonly mail: MailEvents = NO_MAIL,
    jobs?: JobQueue,
    intervalMs = 30_000,
  ) {
    // Nudged after each commit that decides a refund, and by each instance every intervalMs for the backoffs.
    this.loop = drainOn(jobs, QUEUES.REFUND_EXECUTOR, () => this.runOnce(), { everyMs: intervalMs, singleton: true, failure: 'carrying out refunds failed' }, logger);
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  nudge(): void {
    this.loop.nudge();
  }

  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /** One round: every refund due now, a batch at a time. */
  async runOnce(): Promise<{ done: number; failed: number; retrying: number }> {
    const counts = { done: 0, failed: 0, retrying: 0 };
    for (;;) {
      const due = await this.claim();
      for (const refund of due) counts[await this.carryOut(refund)] += 1;
      if (due.length < BATCH) return counts;
    }
  }

  private async claim(): Promise<DueRefund[]> {
    const claimed = await updateReturning<{ id: string }>(
      this.dataSource,
      `UPDATE donation_refund SET next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id IN (
         SELECT r.id FROM donation_refund r JOIN donation d ON d.id = r.donation_id JOIN checkout c ON c.id = d.checkout_id
         WHERE r.status = 'pending' AND r.next_attempt_at <= now() AND c.provider = $1 AND d.dispute_status IS DISTINCT FROM 'open'
         ORDER BY r.next_attempt_at LIMIT ${BATCH} FOR UPDATE OF r SKIP LOCKED)
       RETURNING id`,
      [this.provider.name, LEASE_SECONDS],
    );
    if (!claimed.length) return [];
    return this.dataSource.query(
      `SELECT r.id, r.amount_cents, r.attempts, d.payment_key, d.provider_payment_id, d.amount_cents AS donation_cents, d.currency,
              d.charged_amount_cents, d.charged_currency, d.dispute_status,
              (SELECT coalesce(sum(o.amount_cents), 0) FROM donation_refund o WHERE o.donation_id = r.donation_id AND o.status IN ('pending', 'succeeded')
                 AND (o.created_at, o.id) < (r.created_at, r.id))::int AS before_cents
       FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE r.id = ANY($1::uuid[])`,
      [claimed.map((row) => row.id)],
    );
  }

  private async carryOut(refund: DueRefund): Promise<'done' | 'failed' | 'retrying'> {
    try {
      const charged = this.inChargedCurrency(refund);
      const result = await this.provider.refund({
        refundId: refund.id,
        // The amount is part of the key: a refund reduced meanwhile (a refund at the provider covered
        // part of it) is a new request, which Stripe would refuse under the old key for a day.
        idempotencyKey: `sabil-refund-${refund.id}-${charged.chargedCents}`,
        paymentKey: refund.payment_key,
        paymentId: refund.provider_payment_id,
        ...charged,
      });
      const mailed = await this.dataSource.transaction(async (manager) => {
        const done = await updateReturning(
          manager,
          `UPDATE donation_refund SET status = 'succeeded', provider_refund_id = coalesce(provider_refund_id, $2), settled_at = now(), last_error = NULL
           WHERE id = $1 AND status = 'pending' RETURNING id`,
          [refund.id, result.providerRefundId],
        );
        // Not pending any more: the provider's event marked it (and queued the email) first.
        return done.length > 0 && (await queueRefundMail(this.mail, manager, refund.id));
      });
      if (mailed) this.mail.committed();
      return 'done';
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      // A charge whose dispute was lost (in part or in full) is charged back: Stripe refuses every
      // refund of it for good (charge_disputed), even of the part the bank left. Only while a dispute
      // may still be open (its events not yet here) is that refusal worth waiting out.
      const refused = error instanceof RefundRefusedError || (error instanceof RefundDisputedError && refund.dispute_status === 'lost');
      if (refused) {
        this.logger.error('the payment provider refused a refund; an admin must look', { refundId: refund.id, error });
        const why = error instanceof RefundDisputedError ? 'the payment was charged back (dispute lost): the card provider refuses any refund of it' : message;
        return (await this.markFailed(refund, why)) ? 'failed' : 'retrying';
      }
      this.logger.warn('could not carry out a refund at the payment provider; will retry', { refundId: refund.id, attempts: refund.attempts, error });
      const backoff = Math.min(MAX_BACKOFF_SECONDS, 60 * 2 ** Math.max(0, refund.attempts - 1));
      await this.dataSource.query(`UPDATE donation_refund SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1 AND status = 'pending'`, [
        refund.id,
        backoff,
        message,
      ]);
      return 'retrying';
    }
  }

  /**
   * Refused for good: the money is still with the charity, owed to the donor, who is told in the
   * same transaction. Refused for an amount it no longer has (a refund at the provider covered part
   * of it meanwhile): what is left is asked for again instead.
   */
  private async markFailed(refund: DueRefund, message: string): Promise<boolean> {
    const mailed = await this.dataSource.transaction(async (manager) => {
      const failed = await updateReturning(
        manager,
        `UPDATE donation_refund SET status = 'failed', last_error = $2, settled_at = now() WHERE id = $1 AND status = 'pending' AND amount_cents = $3 RETURNING id`,
        [refund.id, message, refund.amount_cents],
      );
      return failed.length > 0 && { queued: await queueRefundFailedMail(this.mail, manager, refund.id) };
    });
    if (mailed && mailed.queued) this.mail.committed();
    return mailed !== false;
  }

  /** The provider refunds in the currency the card was charged in; a converted charge, in proportion. */
  private inChargedCurrency(refund: DueRefund): { chargedCents: number; chargedCurrency: string } {
    if (!refund.charged_currency || !refund.charged_amount_cents) return { chargedCents: refund.amount_cents, chargedCurrency: refund.currency };
    return {
      chargedCents: chargedShare(refund.charged_amount_cents, refund.donation_cents, refund.before_cents, refund.amount_cents),
      chargedCurrency: refund.charged_currency,
    };
  }
}


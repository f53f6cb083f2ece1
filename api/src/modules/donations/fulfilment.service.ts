import type { DataSource, EntityManager } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { SharedListsChanges } from '../../graphql/shared-lists-changes';
import type { Logger } from '../../logging/logger';
import type { InvoiceFacts, PaymentEvent, PaymentProvider, SessionFacts } from '../../payments/payment-provider';
import type { AuditService } from '../audit/audit.service';
import { donationCompleted } from '../webhooks/webhook-event-data';
import { NO_WEBHOOK_EVENTS, type WebhookEvents } from '../webhooks/webhook-outbox';
import { WebhookEventType } from '../webhooks/webhook.enums';
import { Checkout } from './checkout.entity';
import { CheckoutStatus, GiftCancelReason, Recurrence } from './donation.enums';

/** Concurrent completions spread their tally updates over this many rows (see the migration). */
const TALLY_SHARDS = 8;

/** Money the provider reports as received, to be recorded under `key` exactly once. */
interface Payment {
  /** 'session:<id>' (one-time) or 'invoice:<id>' (a month of a monthly gift). */
  key: string;
  paid: boolean;
  amountCents: number;
  currency: string;
  periodStart: Date | null;
}

/** What a transaction leaves for after its commit: provider calls never run while rows are locked. */
interface Aftermath {
  listsChanged: boolean;
  /** A request was fully funded by this payment (or a renewal came after): gifts to end, sessions to close. */
  closing?: boolean;
}

/**
 * Turns what the payment provider says (webhooks, and the success page's verify call) into
 * donations, exactly once: every event for a checkout takes that checkout's row lock, money is
 * keyed by the provider's session or invoice id (unique), and an event id already handled is
 * skipped. The donation, the application's collectedAmount and donorCount, the tallies and the
 * audit event are written in one transaction, so collectedAmount always equals the sum of the
 * application's completed donations.
 */
export class DonationFulfilment {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly audit: AuditService,
    /** Told of every completion: donors' shared lists show the amounts. */
    private readonly lists: SharedListsChanges,
    private readonly logger: Logger,
  ) {}

  /** Told after a commit that left gifts to end or sessions to close (FundedRequestCloser.nudge). */
  closingNeeded: () => void = () => undefined;

  /** Where completed donations are reported to webhook subscribers (set by the composition root). */
  webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS;

  async handle(event: PaymentEvent): Promise<void> {
    switch (event.type) {
      case 'session.completed':
        return this.onCheckout(event.eventId, event.type, event.session.checkoutId, (manager, checkout) => this.sessionCompleted(manager, checkout, event.session));
      case 'session.async_failed':
        return this.onCheckout(event.eventId, event.type, event.session.checkoutId, async (manager, checkout) => {
          if (checkout.status !== CheckoutStatus.COMPLETED) await manager.update(Checkout, { id: checkout.id }, { status: CheckoutStatus.FAILED });
          return { listsChanged: false };
        });
      case 'invoice.paid':
      case 'invoice.failed': {
        const checkoutId = event.invoice.checkoutId ?? (await this.checkoutOfSubscription(event.invoice.subscriptionId));
        return this.onCheckout(event.eventId, event.type, checkoutId, (manager, checkout) => this.invoiceSettled(manager, checkout, event.invoice));
      }
      case 'subscription.ended': {
        const checkoutId = event.checkoutId ?? (await this.checkoutOfSubscription(event.subscriptionId));
        return this.onCheckout(event.eventId, event.type, checkoutId, async (manager, checkout) => {
          await manager.query(
            `UPDATE checkout SET subscription_status = 'canceled', subscription_id = coalesce(subscription_id, $2),
               canceled_at = coalesce(canceled_at, now()), cancel_reason = coalesce(cancel_reason, $3)
             WHERE id = $1 AND subscription_status IS DISTINCT FROM 'canceled'`,
            [checkout.id, event.subscriptionId, GiftCancelReason.PROVIDER],
          );
          return { listsChanged: false };
        });
      }
    }
  }

  /**
   * Ends a monthly gift at the provider and here. The reason is written first (so a webhook about
   * the cancellation, arriving in between, keeps it; and the closer retries it if this process
   * dies), the provider is called with no row locked.
   */
  async endMonthlyGift(checkoutId: string, reason: GiftCancelReason): Promise<void> {
    const [gift] = await updateReturning<{ subscription_id: string; provider: string }>(
      this.dataSource,
      `UPDATE checkout SET cancel_reason = coalesce(cancel_reason, $2)
       WHERE id = $1 AND subscription_status = 'active' RETURNING subscription_id, provider`,
      [checkoutId, reason],
    );
    if (!gift) return;
    if (gift.provider !== this.provider.name) {
      this.logger.warn('monthly gift belongs to another payment provider; not cancelled there', { checkoutId, provider: gift.provider });
      return;
    }
    await this.provider.cancelSubscription(gift.subscription_id);
    await this.dataSource.query(
      `UPDATE checkout SET subscription_status = 'canceled', canceled_at = coalesce(canceled_at, now()) WHERE id = $1 AND subscription_status = 'active'`,
      [checkoutId],
    );
  }

  private async checkoutOfSubscription(subscriptionId: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query('SELECT id FROM checkout WHERE subscription_id = $1', [subscriptionId]);
    return row?.id;
  }

  /**
   * One transaction per event: the event id is claimed (a redelivery stops here), the checkout row
   * is locked (every other event and verify call for it waits), then `work` runs.
   */
  private async onCheckout(
    eventId: string | undefined,
    type: string,
    checkoutId: string | undefined,
    work: (manager: EntityManager, checkout: Checkout) => Promise<Aftermath>,
  ): Promise<void> {
    if (!checkoutId || !/^[0-9a-f-]{36}$/i.test(checkoutId)) {
      this.logger.warn('payment event for no checkout of ours; ignored', { eventId, type });
      return;
    }
    const aftermath = await this.dataSource.transaction(async (manager) => {
      if (eventId) {
        const claimed = await manager.query(
          'INSERT INTO payment_event (id, provider, type) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
          [eventId, this.provider.name, type],
        );
        if (!claimed.length) return undefined;
      }
      const checkout = await manager.findOne(Checkout, { where: { id: checkoutId }, lock: { mode: 'pessimistic_write' } });
      if (!checkout) {
        this.logger.warn('payment event for an unknown checkout; ignored', { eventId, type, checkoutId });
        return undefined;
      }
      return work(manager, checkout);
    });
    if (!aftermath) return;
    this.webhookEvents.committed();
    if (aftermath.listsChanged) this.lists.committed();
    // Not awaited: the donor on the success page does not wait for the provider's cancellations.
    if (aftermath.closing) this.closingNeeded();
  }

  private async sessionCompleted(manager: EntityManager, checkout: Checkout, session: SessionFacts): Promise<Aftermath> {
    if (checkout.providerSessionId && checkout.providerSessionId !== session.sessionId) {
      this.logger.warn('checkout session does not match the checkout it names; ignored', { checkoutId: checkout.id, sessionId: session.sessionId });
      return { listsChanged: false };
    }
    if (session.status !== 'complete') return { listsChanged: false };
    if (!session.paid) {
      // Delayed payment methods: money is counted on checkout.session.async_payment_succeeded.
      if (checkout.status === 'creating' || checkout.status === CheckoutStatus.OPEN) {
        await manager.update(Checkout, { id: checkout.id }, { status: CheckoutStatus.PROCESSING });
      }
      return { listsChanged: false };
    }
    let aftermath: Aftermath = { listsChanged: false };
    if (checkout.recurring === Recurrence.ONE_TIME) {
      if (session.amountCents === null || !session.currency) throw new Error(`checkout session ${session.sessionId} is paid but has no amount`);
      aftermath = await this.record(manager, checkout, {
        key: `session:${session.sessionId}`,
        paid: true,
        amountCents: session.amountCents,
        currency: session.currency,
        periodStart: null,
      });
    } else {
      // The session starts the subscription; money is recorded per invoice (DESIGN §7: the first
      // month is described by both the session and its invoice).
      if (session.subscriptionId) await this.linkSubscription(manager, checkout, session.subscriptionId);
      if (session.firstInvoice?.paid) aftermath = await this.invoiceSettled(manager, checkout, session.firstInvoice);
    }
    await this.markCompleted(manager, checkout);
    return aftermath;
  }

  private async invoiceSettled(manager: EntityManager, checkout: Checkout, invoice: InvoiceFacts): Promise<Aftermath> {
    if (checkout.recurring !== Recurrence.MONTHLY) {
      this.logger.warn('invoice for a one-time checkout; ignored', { checkoutId: checkout.id, invoiceId: invoice.invoiceId });
      return { listsChanged: false };
    }
    if (checkout.subscriptionId && checkout.subscriptionId !== invoice.subscriptionId) {
      this.logger.warn('invoice of another subscription; ignored', { checkoutId: checkout.id, invoiceId: invoice.invoiceId });
      return { listsChanged: false };
    }
    // The first invoice can arrive before checkout.session.completed: it links the gift itself.
    if (!checkout.subscriptionId) await this.linkSubscription(manager, checkout, invoice.subscriptionId);
    const aftermath = await this.record(manager, checkout, {
      key: `invoice:${invoice.invoiceId}`,
      paid: invoice.paid,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      periodStart: invoice.periodStart,
    });
    if (invoice.paid) await this.markCompleted(manager, checkout);
    return aftermath;
  }

  private async linkSubscription(manager: EntityManager, checkout: Checkout, subscriptionId: string): Promise<void> {
    await manager.query(
      `UPDATE checkout SET subscription_id = $2, subscription_status = coalesce(subscription_status, 'active')
       WHERE id = $1 AND subscription_id IS NULL`,
      [checkout.id, subscriptionId],
    );
    checkout.subscriptionId = subscriptionId;
    checkout.subscriptionStatus ??= 'active';
  }

  private async markCompleted(manager: EntityManager, checkout: Checkout): Promise<void> {
    if (checkout.status === CheckoutStatus.COMPLETED) return;
    await manager.query(`UPDATE checkout SET status = 'completed', completed_at = coalesce(completed_at, now()) WHERE id = $1`, [checkout.id]);
    checkout.status = CheckoutStatus.COMPLETED;
  }

  /**
   * Records money once under its key. A completed payment also raises the application's
   * collectedAmount (and donorCount for a donor's first gift to it) in this same transaction.
   * A failed month is a row of its own; if the provider collects it later, the row completes.
   */
  private async record(manager: EntityManager, checkout: Checkout, payment: Payment): Promise<Aftermath> {
    const [existing] = await manager.query('SELECT id, status FROM donation WHERE payment_key = $1', [payment.key]);
    if (existing && (existing.status === 'completed' || !payment.paid)) return { listsChanged: false };
    // Money received is never dropped; money in another currency cannot be added to a dollar goal,
    // so it fails loudly (the provider retries the webhook, and the log says why).
    if (payment.currency.toLowerCase() !== 'usd') throw new Error(`payment ${payment.key} arrived in ${payment.currency}, not usd`);
    if (!Number.isInteger(payment.amountCents) || payment.amountCents <= 0) throw new Error(`payment ${payment.key} has no positive amount`);
    const testMode = this.provider.testMode;

    if (!payment.paid) {
      const [row] = await manager.query(
        `INSERT INTO donation (checkout_id, donor_id, application_id, payment_key, amount_cents, currency, recurring, status, period_start, test_mode)
         VALUES ($1, $2, $3, $4, $5, 'usd', $6, 'failed', $7, $8) RETURNING id`,
        [checkout.id, checkout.donorId, checkout.applicationId, payment.key, payment.amountCents, checkout.recurring, payment.periodStart, testMode],
      );
      await this.tally(manager, { donations: 1, completed: 0, cents: 0 });
      await this.recordAudit(manager, checkout.donorId, row.id, null, 'failed', 'donation.failed');
      return { listsChanged: false };
    }

    const [application] = await manager.query(
      'SELECT requested_amount_cents, collected_amount_cents FROM application WHERE id = $1 FOR UPDATE',
      [checkout.applicationId],
    );
    const alreadyFunded = application.collected_amount_cents >= application.requested_amount_cents;
    const receiptNumber = await this.nextReceiptNumber(manager);
    let donationId: string;
    if (existing) {
      donationId = existing.id;
      await manager.query(
        `UPDATE donation SET status = 'completed', amount_cents = $2, receipt_number = $3, exceeded_goal = $4, completed_at = now() WHERE id = $1`,
        [donationId, payment.amountCents, receiptNumber, alreadyFunded],
      );
    } else {
      const [row] = await manager.query(
        `INSERT INTO donation (checkout_id, donor_id, application_id, payment_key, amount_cents, currency, recurring, status,
           period_start, test_mode, receipt_number, exceeded_goal, completed_at)
         VALUES ($1, $2, $3, $4, $5, 'usd', $6, 'completed', $7, $8, $9, $10, now()) RETURNING id`,
        [checkout.id, checkout.donorId, checkout.applicationId, payment.key, payment.amountCents, checkout.recurring, payment.periodStart, testMode, receiptNumber, alreadyFunded],
      );
      donationId = row.id;
    }
    const [updated] = await updateReturning<{ collected_amount_cents: number; requested_amount_cents: number }>(
      manager,
      `UPDATE application SET
         donor_count = donor_count + CASE WHEN EXISTS (
           SELECT 1 FROM donation WHERE application_id = $1 AND donor_id = $2 AND status = 'completed' AND id <> $3) THEN 0 ELSE 1 END,
         collected_amount_cents = collected_amount_cents + $4
       WHERE id = $1 RETURNING collected_amount_cents, requested_amount_cents`,
      [checkout.applicationId, checkout.donorId, donationId, payment.amountCents],
    );
    await this.tally(manager, { donations: existing ? 0 : 1, completed: 1, cents: payment.amountCents });
    await this.recordAudit(manager, checkout.donorId, donationId, existing ? 'failed' : null, 'completed', 'donation.completed');
    await this.webhookEvents.emit(
      manager,
      WebhookEventType.DONATION_COMPLETED,
      donationCompleted({ id: donationId, applicationId: checkout.applicationId, amountCents: payment.amountCents, recurring: checkout.recurring === Recurrence.MONTHLY, testMode }),
    );
    await this.lists.announce(manager);

    // DESIGN §7: reaching the goal stops the request's monthly gifts (a renewal after it, its own).
    // Decided here, with the money, so a crash or a provider outage after the commit loses nothing:
    // FundedRequestCloser carries it out, and retries until the provider has heard.
    const reachedNow = !alreadyFunded && updated!.collected_amount_cents >= updated!.requested_amount_cents;
    if (reachedNow || alreadyFunded) {
      await manager.query(
        `UPDATE checkout SET cancel_reason = coalesce(cancel_reason, $2) WHERE application_id = $1 AND subscription_status = 'active'`,
        [checkout.applicationId, GiftCancelReason.GOAL_REACHED],
      );
    }
    return { listsChanged: true, closing: reachedNow || alreadyFunded };
  }

  private async nextReceiptNumber(manager: EntityManager): Promise<string> {
    const [row] = await manager.query(`SELECT nextval('donation_receipt_seq') AS n, extract(year FROM now())::int AS year`);
    return `SBL-${row.year}-${String(row.n).padStart(6, '0')}`;
  }

  private async tally(manager: EntityManager, change: { donations: number; completed: number; cents: number }): Promise<void> {
    const shard = Math.floor(Math.random() * TALLY_SHARDS);
    await manager.query(
      `WITH day AS (
         INSERT INTO donation_tally (day, shard, donations, completed, completed_cents) VALUES (current_date, $1, $2, $3, $4)
         ON CONFLICT (day, shard) DO UPDATE SET donations = donation_tally.donations + EXCLUDED.donations,
           completed = donation_tally.completed + EXCLUDED.completed, completed_cents = donation_tally.completed_cents + EXCLUDED.completed_cents)
       INSERT INTO donation_total (shard, donations, completed, completed_cents) VALUES ($1, $2, $3, $4)
       ON CONFLICT (shard) DO UPDATE SET donations = donation_total.donations + EXCLUDED.donations,
         completed = donation_total.completed + EXCLUDED.completed, completed_cents = donation_total.completed_cents + EXCLUDED.completed_cents`,
      [shard, change.donations, change.completed, change.cents],
    );
  }

  private async recordAudit(manager: EntityManager, donorId: string, donationId: string, from: string | null, to: string, action: string): Promise<void> {
    await this.audit.record(manager, { actorId: donorId, actorRole: 'donor', action, subjectType: 'donation', subjectId: donationId, fromState: from, toState: to });
  }
}

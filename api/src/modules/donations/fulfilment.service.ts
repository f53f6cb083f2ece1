import type { DataSource } from 'typeorm';
import { UUID_PATTERN } from '@sabil/contracts';
import { inMoneyTransaction } from '../../db/money-transaction';
import { updateReturning } from '../../db/update-returning';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import type { Logger } from '../../logging/logger';
import type { InvoiceFacts, PaymentEvent, PaymentProvider, PaymentRef, RefundFacts, SessionFacts } from '../../payments/payment-provider';
import type { ApplicationFunding, Funding } from '../applications';
import type { MailEvents } from '../mail';
import type { WebhookEvents } from '../webhooks';
import { Checkout } from './checkout.entity';
import { type DonationLedger, type DonationRecord, MoneyTransaction } from './donation-ledger';
import { CheckoutStatus, GiftCancelReason, Recurrence, RefundStatus } from './donation.enums';
import { chargedShare } from './charged-share';

/** Who to wake after a commit: the closer (gifts to end, sessions to close) and the refund executor. */
export interface FulfilmentFollowUps {
  closingNeeded(): void;
  refundsNeeded(): void;
}

/** Whether handling an event changed anything (the sweep audits what it repaired). */
export interface Handled {
  changed: boolean;
}

const UNCHANGED: Handled = { changed: false };

/**
 * Turns what the payment provider says (webhooks, the success page's verify call, the sweep) into
 * the books, exactly once. Every event is one transaction that claims the provider's event id (a
 * redelivery stops there), then takes its locks in one order — the application (through
 * ApplicationFunding), then the checkout, then the donation — and is run again if PostgreSQL picks
 * it as a deadlock's victim. Money is keyed by the provider's session or invoice id (unique); the ledger
 * keeps what the journey may take and gives back the rest.
 */
export class DonationFulfilment {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly funding: ApplicationFunding,
    private readonly ledger: DonationLedger,
    private readonly webhookEvents: WebhookEvents,
    private readonly lists: SharedListsChanges,
    private readonly followUps: FulfilmentFollowUps,
    private readonly logger: Logger,
    /** Woken after a commit that queued mail (the ledger queues the receipts). */
    private readonly mail?: Pick<MailEvents, 'committed'>,
  ) {}

  async handle(event: PaymentEvent): Promise<Handled> {
    switch (event.type) {
      case 'session.completed':
        return this.onCheckout(event.eventId, event.type, event.session.checkoutId, (tx, checkout, funding) => this.sessionCompleted(tx, checkout, funding, event.session));
      case 'session.async_failed':
        return this.onCheckout(event.eventId, event.type, event.session.checkoutId, (tx, checkout, funding) =>
          this.closeUnpaid(tx, checkout, funding, CheckoutStatus.FAILED, ['creating', CheckoutStatus.OPEN, CheckoutStatus.PROCESSING]),
        );
      case 'session.expired':
        return this.onCheckout(event.eventId, event.type, event.session.checkoutId, (tx, checkout, funding) =>
          this.closeUnpaid(tx, checkout, funding, CheckoutStatus.EXPIRED, ['creating', CheckoutStatus.OPEN]),
        );
      case 'invoice.paid':
      case 'invoice.failed': {
        const checkoutId = event.invoice.checkoutId ?? (await this.checkoutOfSubscription(event.invoice.subscriptionId));
        return this.onCheckout(event.eventId, event.type, checkoutId, (tx, checkout, funding) => this.invoiceSettled(tx, checkout, funding, event.invoice));
      }
      case 'subscription.ended': {
        const checkoutId = event.checkoutId ?? (await this.checkoutOfSubscription(event.subscriptionId));
        return this.onCheckout(event.eventId, event.type, checkoutId, async (tx, checkout) => {
          const ended = await updateReturning(
            tx.manager,
            `UPDATE checkout SET subscription_status = 'canceled', subscription_id = coalesce(subscription_id, $2),
               canceled_at = coalesce(canceled_at, now()), cancel_reason = coalesce(cancel_reason, $3)
             WHERE id = $1 AND subscription_status IS DISTINCT FROM 'canceled' RETURNING id`,
            [checkout.id, event.subscriptionId, GiftCancelReason.PROVIDER],
          );
          if (ended.length) tx.changed = true;
        });
      }
      case 'payment.refunded':
        return this.onPayment(event.eventId, event.type, event.payment, (tx, donation, funding) => this.refunded(tx, donation, funding, event.refunds));
      case 'dispute.opened':
        return this.onPayment(event.eventId, event.type, event.payment, (tx, donation, funding) => this.ledger.disputeOpened(tx, donation, funding, event.disputeId));
      case 'dispute.closed':
        return this.onPayment(event.eventId, event.type, event.payment, (tx, donation, funding) =>
          this.ledger.disputeClosed(tx, donation, funding, event.disputeId, event.outcome,
            event.withheld ? this.inDollars(donation, event.withheld.cents, event.withheld.currency) : undefined),
        );
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

  /** Asks the provider about one payment of ours and records what it says (events out of order, the sweep). */
  async fetchAndFulfil(paymentKey: string): Promise<Handled> {
    const [kind, id] = paymentKey.split(/:(.*)/s) as [string, string];
    if (kind === 'session') {
      const session = await this.provider.retrieveSession(id);
      return session.status === 'complete' ? this.handle({ type: 'session.completed', session }) : UNCHANGED;
    }
    const invoice = await this.provider.retrieveInvoice(id);
    return invoice.paid ? this.handle({ type: 'invoice.paid', invoice }) : UNCHANGED;
  }

  private async checkoutOfSubscription(subscriptionId: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query('SELECT id FROM checkout WHERE subscription_id = $1', [subscriptionId]);
    return row?.id;
  }

  /**
   * One transaction per event about a checkout: the event id claimed (a redelivery stops here), the
   * application's lock, the checkout's lock, then `work`.
   */
  private async onCheckout(
    eventId: string | undefined,
    type: string,
    checkoutId: string | undefined,
    work: (tx: MoneyTransaction, checkout: Checkout, funding: Funding) => Promise<void>,
  ): Promise<Handled> {
    if (!checkoutId || !UUID_PATTERN.test(checkoutId)) {
      this.logger.warn('payment event for no checkout of ours; ignored', { eventId, type });
      return UNCHANGED;
    }
    // The application a checkout is for never changes: read before the locks, to take its lock first.
    const [ref] = await this.dataSource.query('SELECT application_id FROM checkout WHERE id = $1', [checkoutId]);
    if (!ref) {
      this.logger.warn('payment event for an unknown checkout; ignored', { eventId, type, checkoutId });
      return UNCHANGED;
    }
    return this.inTransaction(eventId, type, ref.application_id, checkoutId, async (tx, funding) => {
      const checkout = await tx.manager.findOne(Checkout, { where: { id: checkoutId }, lock: { mode: 'for_no_key_update' } });
      await work(tx, checkout!, funding);
    });
  }

  /** One transaction per event about a recorded payment (a refund, a dispute): application, checkout, donation. */
  private async onPayment(
    eventId: string | undefined,
    type: string,
    payment: PaymentRef,
    work: (tx: MoneyTransaction, donation: DonationRecord, funding: Funding) => Promise<void>,
  ): Promise<Handled> {
    let found = await this.findPayment(payment.paymentKey, payment.paymentId);
    if (!found) {
      const key = payment.paymentKey ?? (await this.provider.paymentKeyOf(payment.paymentId));
      if (!key) {
        this.logger.warn('refund or dispute of a payment that is not ours; ignored', { eventId, type, paymentId: payment.paymentId });
        return UNCHANGED;
      }
      // Ours, but its payment is not recorded yet (events out of order): the provider says how it stands.
      await this.fetchAndFulfil(key);
      found = await this.findPayment(key, payment.paymentId);
      // Not recorded even now: refuse, so the provider delivers this again once it is.
      if (!found) throw new Error(`${type} for payment ${key}, which is not recorded yet`);
    }
    const { id, application_id: applicationId, checkout_id: checkoutId } = found;
    return this.inTransaction(eventId, type, applicationId, null, async (tx, funding) => {
      await tx.manager.query('SELECT 1 FROM checkout WHERE id = $1 FOR NO KEY UPDATE', [checkoutId]);
      const donation = (await this.ledger.donation(tx, id))!;
      if (payment.paymentId) await tx.manager.query('UPDATE donation SET provider_payment_id = coalesce(provider_payment_id, $2) WHERE id = $1', [id, payment.paymentId]);
      await work(tx, donation, funding);
    });
  }

  private async findPayment(paymentKey: string | undefined, paymentId: string | null): Promise<{ id: string; application_id: string; checkout_id: string } | undefined> {
    const [row] = paymentKey
      ? await this.dataSource.query('SELECT id, application_id, checkout_id FROM donation WHERE payment_key = $1', [paymentKey])
      : [];
    if (row || !paymentId) return row;
    const [byId] = await this.dataSource.query('SELECT id, application_id, checkout_id FROM donation WHERE provider_payment_id = $1', [paymentId]);
    return byId;
  }

  private async inTransaction(
    eventId: string | undefined,
    type: string,
    applicationId: string,
    holderId: string | null,
    work: (tx: MoneyTransaction, funding: Funding) => Promise<void>,
  ): Promise<Handled> {
    const done = await inMoneyTransaction(
      this.dataSource,
      async (manager) => {
        const tx = new MoneyTransaction(manager);
        // The event first: a redelivery stops here having locked nothing. (A transaction holds one
        // event id and waits on another only for the same event, so this cannot close a circle.)
        if (eventId) {
          const claimed = await manager.query(
            'INSERT INTO payment_event (id, provider, type) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
            [eventId, this.provider.name, type],
          );
          if (!claimed.length) return undefined;
        }
        const funding = (await this.funding.lock(manager, applicationId, holderId))!;
        await work(tx, funding);
        await tx.finish();
        return tx;
      },
      { onRetry: (attempt, error) => this.logger.warn('money transaction collided; running it again', { type, eventId, attempt, error }) },
    );
    if (!done) return UNCHANGED;
    this.afterCommit(done);
    return { changed: done.changed };
  }

  /** Provider calls and wake-ups happen after the commit, never while rows are locked. */
  private afterCommit(tx: MoneyTransaction): void {
    if (tx.webhooks) this.webhookEvents.committed();
    if (tx.mail) this.mail?.committed();
    if (tx.listsChanged) this.lists.committed();
    // Not awaited: the donor on the success page does not wait for the provider's cancellations.
    if (tx.closing) this.followUps.closingNeeded();
    if (tx.refunds) this.followUps.refundsNeeded();
  }

  private async sessionCompleted(tx: MoneyTransaction, checkout: Checkout, funding: Funding, session: SessionFacts): Promise<void> {
    if (checkout.providerSessionId && checkout.providerSessionId !== session.sessionId) {
      this.logger.warn('checkout session does not match the checkout it names; ignored', { checkoutId: checkout.id, sessionId: session.sessionId });
      return;
    }
    if (session.status !== 'complete') return;
    if (!session.paid) {
      // Delayed payment methods: money is counted on checkout.session.async_payment_succeeded; the hold stays.
      if (checkout.status === 'creating' || checkout.status === CheckoutStatus.OPEN || checkout.status === CheckoutStatus.EXPIRED) {
        await tx.manager.update(Checkout, { id: checkout.id }, { status: CheckoutStatus.PROCESSING });
        tx.changed = true;
      }
      return;
    }
    if (checkout.recurring === Recurrence.ONE_TIME) {
      if (!session.amount) {
        this.logger.error('checkout session is paid but has no amount; nothing recorded', { checkoutId: checkout.id, sessionId: session.sessionId });
        return;
      }
      await this.ledger.receive(tx, checkout, funding, { key: `session:${session.sessionId}`, paid: true, amount: session.amount, paymentId: session.paymentId, periodStart: null });
    } else {
      // The session starts the subscription; money is recorded per invoice (DESIGN §7: the first
      // month is described by both the session and its invoice).
      if (session.subscriptionId) await this.linkSubscription(tx, checkout, session.subscriptionId);
      if (session.firstInvoice?.paid) await this.invoiceSettled(tx, checkout, funding, session.firstInvoice);
    }
    await this.markCompleted(tx, checkout);
  }

  private async invoiceSettled(tx: MoneyTransaction, checkout: Checkout, funding: Funding, invoice: InvoiceFacts): Promise<void> {
    if (checkout.recurring !== Recurrence.MONTHLY) {
      this.logger.warn('invoice for a one-time checkout; ignored', { checkoutId: checkout.id, invoiceId: invoice.invoiceId });
      return;
    }
    if (checkout.subscriptionId && checkout.subscriptionId !== invoice.subscriptionId) {
      this.logger.warn('invoice of another subscription; ignored', { checkoutId: checkout.id, invoiceId: invoice.invoiceId });
      return;
    }
    // The first invoice can arrive before checkout.session.completed: it links the gift itself.
    if (!checkout.subscriptionId) await this.linkSubscription(tx, checkout, invoice.subscriptionId);
    await this.ledger.receive(tx, checkout, funding, {
      key: `invoice:${invoice.invoiceId}`,
      paid: invoice.paid,
      amount: invoice.amount,
      paymentId: invoice.paymentId,
      periodStart: invoice.periodStart,
    });
    if (invoice.paid) await this.markCompleted(tx, checkout);
  }

  /** An unpaid checkout closed (it lapsed, or its delayed payment failed): its hold no longer counts. */
  private async closeUnpaid(tx: MoneyTransaction, checkout: Checkout, funding: Funding, status: CheckoutStatus, from: string[]): Promise<void> {
    if (!from.includes(checkout.status)) return;
    await tx.manager.update(Checkout, { id: checkout.id }, { status });
    await this.funding.release(tx.manager, funding, checkout.id);
    tx.changed = true;
    await this.lists.announce(tx.manager);
    tx.listsChanged = true;
  }

  /** Every refund the provider holds for a payment: ours are marked carried out, others recorded as the provider's. */
  private async refunded(tx: MoneyTransaction, donation: DonationRecord, funding: Funding, refunds: RefundFacts[]): Promise<void> {
    for (const refund of refunds) {
      if (refund.sabilRefundId && UUID_PATTERN.test(refund.sabilRefundId)) {
        const [ours] = await tx.manager.query('SELECT id, status, amount_cents FROM donation_refund WHERE id = $1 AND donation_id = $2 FOR UPDATE', [refund.sabilRefundId, donation.id]);
        if (ours) {
          if (refund.status === 'failed') {
            await this.ledger.refundFailed(tx, ours.id, [RefundStatus.PENDING, RefundStatus.SUCCEEDED]);
          } else {
            const carriedOut = await this.ourRefundInDollars(tx, donation, ours, refund);
            if (ours.status !== RefundStatus.SUCCEEDED || carriedOut !== ours.amount_cents) {
              await this.ledger.ourRefundCarriedOut(tx, donation, funding, ours, carriedOut, refund.refundId);
            }
          }
          continue;
        }
      }
      const [known] = await tx.manager.query('SELECT id, status FROM donation_refund WHERE provider_refund_id = $1', [refund.refundId]);
      if (refund.status === 'failed') {
        // A refund made at the provider that failed after all: the money is back with the charity, owed to the donor.
        if (known) await this.ledger.refundFailed(tx, known.id, [RefundStatus.SUCCEEDED]);
        continue;
      }
      if (known) continue;
      await this.ledger.refundedAtProvider(tx, donation, funding, this.inDollars(donation, refund.amountCents, refund.currency), refund.refundId);
    }
  }

  /**
   * How many dollars a refund of ours that the provider carried out gave back. For a charge in
   * another currency the comparison is made in that currency — against the share of it we asked
   * for — so converting back and forth cannot turn a cent of rounding into a refund.
   */
  private async ourRefundInDollars(tx: MoneyTransaction, donation: DonationRecord, ours: { id: string; amount_cents: number }, refund: RefundFacts): Promise<number> {
    const currency = refund.currency.toLowerCase();
    if (currency === donation.currency || donation.charged_currency !== currency || !donation.charged_amount_cents) {
      return this.inDollars(donation, refund.amountCents, refund.currency);
    }
    const [row] = await tx.manager.query(
      `SELECT coalesce(sum(o.amount_cents), 0)::int AS before FROM donation_refund o, donation_refund r
       WHERE r.id = $1 AND o.donation_id = r.donation_id AND o.status IN ('pending', 'succeeded') AND (o.created_at, o.id) < (r.created_at, r.id)`,
      [ours.id],
    );
    const asked = chargedShare(donation.charged_amount_cents, donation.amount_cents, row.before, ours.amount_cents);
    return ours.amount_cents + (refund.amountCents > asked ? this.inDollars(donation, refund.amountCents - asked, refund.currency) : 0);
  }

  /** A refund in the currency the donor was charged in, as dollars of the journey. */
  private inDollars(donation: DonationRecord, cents: number, currency: string): number {
    if (currency.toLowerCase() === donation.currency) return cents;
    if (donation.charged_currency === currency.toLowerCase() && donation.charged_amount_cents) {
      return Math.round((cents * donation.amount_cents) / donation.charged_amount_cents);
    }
    this.logger.warn('refund in a currency the donation was not charged in; taken as its dollar amount', { donationId: donation.id, currency });
    return cents;
  }

  private async linkSubscription(tx: MoneyTransaction, checkout: Checkout, subscriptionId: string): Promise<void> {
    await tx.manager.query(
      `UPDATE checkout SET subscription_id = $2, subscription_status = coalesce(subscription_status, 'active')
       WHERE id = $1 AND subscription_id IS NULL`,
      [checkout.id, subscriptionId],
    );
    checkout.subscriptionId = subscriptionId;
    checkout.subscriptionStatus ??= 'active';
  }

  private async markCompleted(tx: MoneyTransaction, checkout: Checkout): Promise<void> {
    if (checkout.status === CheckoutStatus.COMPLETED) return;
    await tx.manager.query(`UPDATE checkout SET status = 'completed', completed_at = coalesce(completed_at, now()) WHERE id = $1`, [checkout.id]);
    checkout.status = CheckoutStatus.COMPLETED;
    tx.changed = true;
  }
}

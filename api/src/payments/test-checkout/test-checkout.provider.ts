import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import { BackgroundLoop } from '../../jobs/background-loop';
import type { Logger } from '../../logging/logger';
import {
  paidInDollars,
  PaymentProviderError,
  RefundDisputedError,
  RefundRefusedError,
  type CreatedCheckout,
  type InvoiceFacts,
  type NewCheckout,
  type PaymentEvent,
  type PaymentProvider,
  type RefundFacts,
  type RefundRequest,
  type SessionFacts,
} from '../payment-provider';

export interface TestSession {
  id: string;
  checkout_id: string;
  mode: 'payment' | 'subscription';
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  applicant_name: string;
  journey: 'Hajj' | 'Umrah';
  locale: 'en' | 'ar' | 'ur';
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  subscription_id: string | null;
  invoice_id: string | null;
  expires_at: Date;
}

export interface TestSubscription {
  id: string;
  session_id: string;
  checkout_id: string;
  amount_cents: number;
  currency: string;
  status: 'active' | 'canceled';
  current_period_start: Date;
  applicant_name: string;
  journey: 'Hajj' | 'Umrah';
  locale: 'en' | 'ar' | 'ur';
}

export interface TestInvoice {
  id: string;
  subscription_id: string;
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  status: 'paid' | 'failed';
  period_start: Date;
}

export interface TestRefund {
  id: string;
  payment_id: string;
  amount_cents: number;
  currency: string;
  sabil_refund_id: string | null;
  created_at: Date;
}

export interface TestDispute {
  id: string;
  payment_id: string;
  amount_cents: number;
  status: 'needs_response' | 'won' | 'lost';
}

/** Like Stripe's live mode: a failed delivery is tried again for three days, backing off to an hour. */
const REDELIVER_FOR_MS = 3 * 24 * 3600 * 1000;
const MAX_BACKOFF_MS = 3600 * 1000;
/** A delivery's claim; another instance may try after it. */
const CLAIM_MS = 30_000;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(16).toString('hex')}`;

/** Dates travel as ISO text in the outbox; these fields come back as Dates. */
const reviveDates = (key: string, value: unknown) => (key === 'periodStart' && typeof value === 'string' ? new Date(value) : value);

/**
 * The embedded default (DESIGN §7): a pretend card provider that keeps its own books (its own
 * tables), serves its own hosted pages (test-checkout.rest.ts) and sends its events the way Stripe
 * sends webhooks: each is written to its outbox with the change it reports, delivered at once to
 * `deliver` (DonationFulfilment.handle, as Stripe's adapter does after checking a signature), and
 * delivered again with backoff for three days while delivery fails. Sessions expire at the time
 * Sabil asked for; money can be refunded (by Sabil, or "at the provider" from its page) and
 * disputed. No money moves.
 */
export class TestCheckoutProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  private readonly loop: BackgroundLoop;

  constructor(
    private readonly dataSource: DataSource,
    /** The API's address as browsers reach it (the hosted page lives there). */
    private readonly baseUrl: () => string,
    private readonly logger: Logger,
    /** Where events go (DonationFulfilment.handle), as Stripe's webhook route delivers them after checking a signature. */
    private readonly deliver: (event: PaymentEvent) => Promise<unknown>,
    private readonly now: () => Date = () => new Date(),
    deliveryIntervalMs = 5000,
  ) {
    this.loop = new BackgroundLoop(() => this.deliverDue(), { intervalMs: deliveryIntervalMs, logger, failure: 'test checkout: delivering events failed' });
  }

  /** Redelivery and session expiry run in the background while the API runs. */
  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  async createCheckout(checkout: NewCheckout): Promise<CreatedCheckout> {
    // Same idempotency as Stripe's: a retried create for one checkout answers the same session.
    const key = `sabil-checkout-${checkout.checkoutId}`;
    await this.dataSource.query(
      `INSERT INTO test_checkout_session (id, idempotency_key, checkout_id, mode, amount_cents, currency, applicant_name, journey,
         locale, success_url, cancel_url, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        newId('cs'),
        key,
        checkout.checkoutId,
        checkout.recurring === 'monthly' ? 'subscription' : 'payment',
        checkout.amountCents,
        checkout.currency,
        checkout.applicantName,
        checkout.journey,
        checkout.locale,
        checkout.successUrl,
        checkout.cancelUrl,
        checkout.expiresAt,
      ],
    );
    const [session] = await this.dataSource.query('SELECT id FROM test_checkout_session WHERE idempotency_key = $1', [key]);
    return { sessionId: session.id, url: `${this.baseUrl()}/test-checkout/${session.id}` };
  }

  async retrieveSession(sessionId: string): Promise<SessionFacts> {
    const session = await this.session(sessionId);
    if (!session) throw new PaymentProviderError(`No such checkout session: ${sessionId}`);
    const [invoice] = session.invoice_id ? await this.dataSource.query('SELECT * FROM test_checkout_invoice WHERE id = $1', [session.invoice_id]) : [];
    return this.facts(session, invoice ? this.invoiceFacts(invoice, session.checkout_id) : null);
  }

  async retrieveInvoice(invoiceId: string): Promise<InvoiceFacts> {
    const [invoice] = await this.dataSource.query(
      `SELECT i.*, s.checkout_id FROM test_checkout_invoice i JOIN test_checkout_subscription s ON s.id = i.subscription_id WHERE i.id = $1`,
      [invoiceId],
    );
    if (!invoice) throw new PaymentProviderError(`No such invoice: ${invoiceId}`);
    return this.invoiceFacts(invoice, invoice.checkout_id);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const [canceled] = await updateReturning<{ checkout_id: string }>(
        manager,
        `UPDATE test_checkout_subscription SET status = 'canceled' WHERE id = $1 AND status = 'active' RETURNING checkout_id`,
        [subscriptionId],
      );
      if (!canceled) {
        const [exists] = await manager.query('SELECT 1 FROM test_checkout_subscription WHERE id = $1', [subscriptionId]);
        if (!exists) throw new PaymentProviderError(`No such subscription: ${subscriptionId}`);
        return [];
      }
      // Stripe tells about a cancellation with customer.subscription.deleted; so does this.
      return [await this.enqueue(manager, { type: 'subscription.ended', eventId: newId('evt'), subscriptionId, checkoutId: canceled.checkout_id })];
    });
    await this.deliverNow(ids);
  }

  async expireSession(sessionId: string): Promise<SessionFacts> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const [expired]: TestSession[] = await updateReturning(manager, `UPDATE test_checkout_session SET status = 'expired' WHERE id = $1 AND status = 'open' RETURNING *`, [sessionId]);
      return expired ? [await this.enqueue(manager, { type: 'session.expired', eventId: newId('evt'), session: this.facts(expired, null) })] : [];
    });
    await this.deliverNow(ids);
    return this.retrieveSession(sessionId);
  }

  /** A refund Sabil asked for (idempotent on its key), refused while a dispute is open or beyond what was paid. */
  async refund(request: RefundRequest): Promise<{ providerRefundId: string; status: 'succeeded' }> {
    const paymentId = request.paymentId ?? request.paymentKey.split(':')[1]!;
    const [known] = await this.dataSource.query('SELECT id FROM test_checkout_refund WHERE idempotency_key = $1', [request.idempotencyKey]);
    if (known) return { providerRefundId: known.id, status: 'succeeded' };
    const refundId = await this.refundPayment(paymentId, request.chargedCents, { idempotencyKey: request.idempotencyKey, sabilRefundId: request.refundId });
    return { providerRefundId: refundId, status: 'succeeded' };
  }

  /** The provider's own refund (its dashboard): Sabil hears of it only by the event. From the test page. */
  refundAtProvider(paymentId: string, cents?: number): Promise<string> {
    return this.refundPayment(paymentId, cents ?? null, {});
  }

  async openDispute(paymentId: string): Promise<string> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const payment = await this.lockPayment(manager, paymentId);
      // As at Stripe, a charge is disputed at most once.
      const [earlier] = await manager.query(`SELECT 1 FROM test_checkout_dispute WHERE payment_id = $1`, [paymentId]);
      if (earlier) throw new RefundRefusedError('This payment has been disputed already.');
      const amount = payment.amount_cents - payment.refunded_cents;
      if (amount <= 0) throw new RefundRefusedError('Nothing of this payment is left to dispute.');
      const disputeId = newId('dp');
      await manager.query(`INSERT INTO test_checkout_dispute (id, payment_id, amount_cents, status) VALUES ($1, $2, $3, 'needs_response')`, [disputeId, paymentId, amount]);
      return [await this.enqueue(manager, { type: 'dispute.opened', eventId: newId('evt'), payment: { paymentId, paymentKey: this.keyOf(paymentId) }, disputeId })];
    });
    await this.deliverNow(ids);
    return ids[0]!;
  }

  async closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<void> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const [dispute]: TestDispute[] = await updateReturning(
        manager,
        `UPDATE test_checkout_dispute SET status = $2, closed_at = $3 WHERE id = $1 AND status = 'needs_response' RETURNING *`,
        [disputeId, outcome, this.now()],
      );
      if (!dispute) throw new RefundRefusedError('No open dispute with this id.');
      const payment = { paymentId: dispute.payment_id, paymentKey: this.keyOf(dispute.payment_id) };
      return [await this.enqueue(manager, { type: 'dispute.closed', eventId: newId('evt'), payment, disputeId, outcome })];
    });
    await this.deliverNow(ids);
  }

  async paymentKeyOf(paymentId: string): Promise<string | undefined> {
    const key = this.keyOf(paymentId);
    if (!key) return undefined;
    const table = paymentId.startsWith('cs_') ? 'test_checkout_session' : 'test_checkout_invoice';
    const [exists] = await this.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [paymentId]);
    return exists ? key : undefined;
  }

  async undeliveredEvents(since: Date): Promise<PaymentEvent[]> {
    const rows: { payload: string }[] = await this.dataSource.query(
      'SELECT payload FROM test_checkout_event WHERE delivered_at IS NULL AND created_at >= $1 ORDER BY created_at, id LIMIT 1000',
      [since],
    );
    return rows.map((row) => JSON.parse(row.payload, reviveDates) as PaymentEvent);
  }

  testRenewalUrl(subscriptionId: string): string {
    return `${this.baseUrl()}/test-checkout/subscriptions/${subscriptionId}`;
  }

  /** The session as its page shows it; an open session past its time is expired. */
  async session(sessionId: string): Promise<TestSession | undefined> {
    const [session]: TestSession[] = await this.dataSource.query('SELECT * FROM test_checkout_session WHERE id = $1', [sessionId]);
    if (session && session.status === 'open' && new Date(session.expires_at) <= this.now()) session.status = 'expired';
    return session;
  }

  /** A payment's refunds and disputes, for its page. */
  async ledgerOf(paymentId: string): Promise<{ refunds: TestRefund[]; disputes: TestDispute[] }> {
    const refunds: TestRefund[] = await this.dataSource.query('SELECT * FROM test_checkout_refund WHERE payment_id = $1 ORDER BY created_at, id', [paymentId]);
    const disputes: TestDispute[] = await this.dataSource.query('SELECT * FROM test_checkout_dispute WHERE payment_id = $1 ORDER BY created_at, id', [paymentId]);
    return { refunds, disputes };
  }

  /**
   * The donor pressed Pay: the session completes (a subscription session starts its subscription
   * and pays its first month), and the events go out, as Stripe's webhooks would.
   */
  async pay(sessionId: string): Promise<TestSession | undefined> {
    let ids: string[] = [];
    const session = await this.dataSource.transaction(async (manager) => {
      const [row]: TestSession[] = await manager.query('SELECT * FROM test_checkout_session WHERE id = $1 FOR UPDATE', [sessionId]);
      if (!row || row.status !== 'open' || new Date(row.expires_at) <= this.now()) return row;
      let invoice: TestInvoice | undefined;
      if (row.mode === 'subscription') {
        const subscriptionId = newId('sub');
        const periodStart = this.now();
        await manager.query(
          `INSERT INTO test_checkout_subscription (id, session_id, checkout_id, amount_cents, currency, status, current_period_start)
           VALUES ($1, $2, $3, $4, $5, 'active', $6)`,
          [subscriptionId, row.id, row.checkout_id, row.amount_cents, row.currency, periodStart],
        );
        [invoice] = await manager.query(
          `INSERT INTO test_checkout_invoice (id, subscription_id, amount_cents, currency, status, period_start)
           VALUES ($1, $2, $3, $4, 'paid', $5) RETURNING *`,
          [newId('in'), subscriptionId, row.amount_cents, row.currency, periodStart],
        );
        row.subscription_id = subscriptionId;
        row.invoice_id = invoice!.id;
      }
      await manager.query(
        `UPDATE test_checkout_session SET status = 'complete', payment_status = 'paid', subscription_id = $2, invoice_id = $3 WHERE id = $1`,
        [row.id, row.subscription_id, row.invoice_id],
      );
      row.status = 'complete';
      row.payment_status = 'paid';
      // Stripe's checkout.session.completed names the invoice without expanding it; invoice.paid follows.
      ids = [await this.enqueue(manager, { type: 'session.completed', eventId: newId('evt'), session: this.facts(row, null) })];
      if (invoice) ids.push(await this.enqueue(manager, { type: 'invoice.paid', eventId: newId('evt'), invoice: this.invoiceFacts(invoice, row.checkout_id) }));
      return row;
    });
    // A delivery that fails here is not lost: it is delivered again, and the success page's verify call asks too.
    await this.deliverNow(ids);
    return session;
  }

  async subscription(subscriptionId: string): Promise<{ subscription: TestSubscription; invoices: TestInvoice[] } | undefined> {
    const [subscription]: TestSubscription[] = await this.dataSource.query(
      `SELECT s.*, cs.applicant_name, cs.journey, cs.locale FROM test_checkout_subscription s
       JOIN test_checkout_session cs ON cs.id = s.session_id WHERE s.id = $1`,
      [subscriptionId],
    );
    if (!subscription) return undefined;
    const invoices: TestInvoice[] = await this.dataSource.query(
      'SELECT * FROM test_checkout_invoice WHERE subscription_id = $1 ORDER BY period_start DESC, created_at DESC',
      [subscriptionId],
    );
    return { subscription, invoices };
  }

  /**
   * Bills the next month of an active subscription, successfully or not, and tells about it
   * (invoice.paid or invoice.payment_failed). 'ended' when the subscription has ended; 'charged'
   * when the month is billed but Sabil could not be told yet (it will be, as Stripe retries).
   */
  async renew(subscriptionId: string, outcome: 'paid' | 'failed'): Promise<'delivered' | 'charged' | 'ended'> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const [subscription] = await manager.query(`SELECT * FROM test_checkout_subscription WHERE id = $1 FOR UPDATE`, [subscriptionId]);
      if (!subscription || subscription.status !== 'active') return undefined;
      const [period] = await manager.query(`SELECT ($1::timestamptz + interval '1 month') AS start`, [subscription.current_period_start]);
      await manager.query('UPDATE test_checkout_subscription SET current_period_start = $2 WHERE id = $1', [subscriptionId, period.start]);
      const [invoice]: TestInvoice[] = await manager.query(
        `INSERT INTO test_checkout_invoice (id, subscription_id, amount_cents, currency, status, period_start)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [newId('in'), subscriptionId, subscription.amount_cents, subscription.currency, outcome, period.start],
      );
      const event: PaymentEvent = { type: outcome === 'paid' ? 'invoice.paid' : 'invoice.failed', eventId: newId('evt'), invoice: this.invoiceFacts(invoice!, subscription.checkout_id) };
      return [await this.enqueue(manager, event)];
    });
    if (!ids) return 'ended';
    return (await this.deliverNow(ids)) ? 'delivered' : 'charged';
  }

  /** One round of the background work: sessions past their time expire, due events are delivered. */
  async deliverDue(): Promise<{ delivered: number; failed: number }> {
    const expiredIds = await this.dataSource.transaction(async (manager) => {
      const expired: TestSession[] = await updateReturning(
        manager,
        `UPDATE test_checkout_session SET status = 'expired' WHERE id IN (
           SELECT id FROM test_checkout_session WHERE status = 'open' AND expires_at <= $1 LIMIT 100 FOR UPDATE SKIP LOCKED) RETURNING *`,
        [this.now()],
      );
      const ids: string[] = [];
      for (const session of expired) ids.push(await this.enqueue(manager, { type: 'session.expired', eventId: newId('evt'), session: this.facts(session, null) }));
      return ids;
    });
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM test_checkout_event WHERE delivered_at IS NULL AND next_attempt_at <= $1 AND created_at > $2 ORDER BY next_attempt_at, id LIMIT 100`,
      [this.now(), new Date(this.now().getTime() - REDELIVER_FOR_MS)],
    );
    const ids = [...new Set([...expiredIds, ...due.map((row) => row.id)])];
    let delivered = 0;
    for (const id of ids) if (await this.attempt(id)) delivered += 1;
    return { delivered, failed: ids.length - delivered };
  }

  private async refundPayment(paymentId: string, cents: number | null, origin: { idempotencyKey?: string; sabilRefundId?: string }): Promise<string> {
    let refundId = '';
    const ids = await this.dataSource.transaction(async (manager) => {
      const payment = await this.lockPayment(manager, paymentId);
      const [dispute] = await manager.query(`SELECT status FROM test_checkout_dispute WHERE payment_id = $1 AND status IN ('needs_response', 'lost')`, [paymentId]);
      if (dispute?.status === 'needs_response') throw new RefundDisputedError('This payment is disputed; it cannot be refunded until the dispute closes.');
      if (dispute) throw new RefundRefusedError('This payment was returned to the donor by their bank (dispute lost).');
      const left = payment.amount_cents - payment.refunded_cents;
      const amount = cents ?? left;
      if (amount <= 0 || amount > left) throw new RefundRefusedError(`Only ${left} cents of this payment are left to refund.`);
      refundId = newId('re');
      await manager.query(
        `INSERT INTO test_checkout_refund (id, payment_id, amount_cents, currency, idempotency_key, sabil_refund_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [refundId, paymentId, amount, payment.currency, origin.idempotencyKey ?? null, origin.sabilRefundId ?? null, this.now()],
      );
      await manager.query(`UPDATE ${payment.table} SET refunded_cents = refunded_cents + $2 WHERE id = $1`, [paymentId, amount]);
      // Like Stripe's charge.refunded: every refund of the payment, ours named by their metadata.
      const refunds: TestRefund[] = await manager.query('SELECT * FROM test_checkout_refund WHERE payment_id = $1 ORDER BY created_at, id', [paymentId]);
      const facts: RefundFacts[] = refunds.map((r) => ({
        refundId: r.id,
        sabilRefundId: r.sabil_refund_id ?? undefined,
        amountCents: r.amount_cents,
        currency: r.currency,
        status: 'succeeded',
      }));
      return [await this.enqueue(manager, { type: 'payment.refunded', eventId: newId('evt'), payment: { paymentId, paymentKey: this.keyOf(paymentId) }, refunds: facts })];
    });
    await this.deliverNow(ids);
    return refundId;
  }

  /** A paid one-time session or a paid invoice, locked: what can be refunded or disputed. */
  private async lockPayment(manager: EntityManager, paymentId: string): Promise<{ amount_cents: number; refunded_cents: number; currency: string; table: string }> {
    const table = paymentId.startsWith('cs_') ? 'test_checkout_session' : paymentId.startsWith('in_') ? 'test_checkout_invoice' : undefined;
    if (!table) throw new PaymentProviderError(`No such payment: ${paymentId}`);
    const [row] = await manager.query(`SELECT * FROM ${table} WHERE id = $1 FOR UPDATE`, [paymentId]);
    const paid = row && (table === 'test_checkout_invoice' ? row.status === 'paid' : row.payment_status === 'paid' && row.mode === 'payment');
    if (!paid) throw new RefundRefusedError(`No paid payment with the id ${paymentId}.`);
    return { amount_cents: row.amount_cents, refunded_cents: row.refunded_cents, currency: row.currency, table };
  }

  private keyOf(paymentId: string): string | undefined {
    if (paymentId.startsWith('cs_test_')) return `session:${paymentId}`;
    if (paymentId.startsWith('in_test_')) return `invoice:${paymentId}`;
    return undefined;
  }

  private async enqueue(manager: EntityManager, event: PaymentEvent): Promise<string> {
    const id = event.eventId ?? newId('evt');
    await manager.query(`INSERT INTO test_checkout_event (id, type, payload, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $4)`, [
      id,
      event.type,
      JSON.stringify({ ...event, eventId: id }),
      this.now(),
    ]);
    return id;
  }

  /** Delivers these events now; true when every one was delivered. */
  private async deliverNow(ids: string[]): Promise<boolean> {
    let all = true;
    for (const id of ids) if (!(await this.attempt(id))) all = false;
    return all;
  }

  /** One attempt at one event, under a claim so that two instances do not deliver it at once. */
  private async attempt(id: string): Promise<boolean> {
    const now = this.now();
    const [claimed] = await updateReturning<{ payload: string; attempts: number }>(
      this.dataSource,
      `UPDATE test_checkout_event SET claimed_until = $2
       WHERE id = $1 AND delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until < $3) RETURNING payload, attempts`,
      [id, new Date(now.getTime() + CLAIM_MS), now],
    );
    if (!claimed) return false;
    try {
      await this.deliver(JSON.parse(claimed.payload, reviveDates) as PaymentEvent);
      await this.dataSource.query('UPDATE test_checkout_event SET delivered_at = $2, attempts = attempts + 1, claimed_until = NULL, last_error = NULL WHERE id = $1', [id, this.now()]);
      return true;
    } catch (error) {
      const attempts = claimed.attempts + 1;
      const wait = Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** (attempts - 1));
      this.logger.error('test checkout: event delivery failed; will deliver it again', { eventId: id, attempts, error });
      await this.dataSource.query('UPDATE test_checkout_event SET attempts = $2, next_attempt_at = $3, claimed_until = NULL, last_error = $4 WHERE id = $1', [
        id,
        attempts,
        new Date(this.now().getTime() + wait),
        error instanceof Error ? error.message.slice(0, 500) : 'delivery failed',
      ]);
      return false;
    }
  }

  private facts(session: TestSession, firstInvoice: InvoiceFacts | null): SessionFacts {
    const paid = session.payment_status === 'paid';
    return {
      sessionId: session.id,
      checkoutId: session.checkout_id,
      mode: session.mode,
      status: session.status,
      paid,
      amount: paid ? paidInDollars(session.amount_cents, session.currency) : null,
      paymentId: paid && session.mode === 'payment' ? session.id : null,
      subscriptionId: session.subscription_id,
      firstInvoice,
    };
  }

  private invoiceFacts(invoice: TestInvoice, checkoutId: string): InvoiceFacts {
    return {
      invoiceId: invoice.id,
      subscriptionId: invoice.subscription_id,
      checkoutId,
      paid: invoice.status === 'paid',
      amount: paidInDollars(invoice.amount_cents, invoice.currency),
      paymentId: invoice.id,
      periodStart: new Date(invoice.period_start),
    };
  }
}

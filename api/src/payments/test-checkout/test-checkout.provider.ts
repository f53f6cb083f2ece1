import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { Logger } from '../../logging/logger';
import {
  PaymentProviderError,
  type CreatedCheckout,
  type InvoiceFacts,
  type NewCheckout,
  type PaymentEvent,
  type PaymentProvider,
  type SessionFacts,
} from '../payment-provider';

/** Like Stripe's: an unpaid checkout page stops working after a day. */
const SESSION_LIFETIME_MS = 24 * 3600 * 1000;

export interface TestSession {
  id: string;
  checkout_id: string;
  mode: 'payment' | 'subscription';
  amount_cents: number;
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
  currency: string;
  status: 'paid' | 'failed';
  period_start: Date;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(16).toString('hex')}`;

/**
 * The embedded default (DESIGN §7): a pretend card provider that keeps its own books (its own
 * tables), serves its own hosted page (test-checkout.rest.ts) and "sends webhooks" by handing
 * events to `deliver`, exactly as Stripe's adapter does after checking a signature. No money moves.
 * Monthly gifts can be renewed, or fail to renew, on demand, so their whole life can be tried.
 */
export class TestCheckoutProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  /** Where events go: the composition root points it at DonationFulfilment.handle. */
  deliver: (event: PaymentEvent) => Promise<void> = async () => undefined;

  constructor(
    private readonly dataSource: DataSource,
    /** The API's address as browsers reach it (the hosted page lives there). */
    private readonly baseUrl: () => string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
        new Date(this.now().getTime() + SESSION_LIFETIME_MS),
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

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const [canceled] = await updateReturning<{ checkout_id: string }>(
      this.dataSource,
      `UPDATE test_checkout_subscription SET status = 'canceled' WHERE id = $1 AND status = 'active' RETURNING checkout_id`,
      [subscriptionId],
    );
    const [exists] = canceled ? [canceled] : await this.dataSource.query('SELECT 1 FROM test_checkout_subscription WHERE id = $1', [subscriptionId]);
    if (!exists) throw new PaymentProviderError(`No such subscription: ${subscriptionId}`);
    // Stripe tells about a cancellation with customer.subscription.deleted; so does this.
    if (canceled) await this.send({ type: 'subscription.ended', eventId: newId('evt'), subscriptionId, checkoutId: canceled.checkout_id });
  }

  async expireSession(sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE test_checkout_session SET status = 'expired' WHERE id = $1 AND status = 'open'`, [sessionId]);
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

  /**
   * The donor pressed Pay: the session completes (a subscription session starts its subscription
   * and pays its first month), then the events go out, as Stripe's webhooks would.
   */
  async pay(sessionId: string): Promise<TestSession | undefined> {
    const events: PaymentEvent[] = [];
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
      events.push({ type: 'session.completed', eventId: newId('evt'), session: this.facts(row, null) });
      if (invoice) events.push({ type: 'invoice.paid', eventId: newId('evt'), invoice: this.invoiceFacts(invoice, row.checkout_id) });
      return row;
    });
    // A delivery that fails here is not lost: the success page's verify call completes the payment.
    for (const event of events) {
      await this.send(event).catch((error) => this.logger.error('test checkout: event delivery failed', { type: event.type, error }));
    }
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
   * (invoice.paid or invoice.payment_failed). Returns false when the subscription has ended.
   */
  async renew(subscriptionId: string, outcome: 'paid' | 'failed'): Promise<boolean> {
    const result = await this.dataSource.transaction(async (manager) => {
      const [subscription] = await manager.query(`SELECT * FROM test_checkout_subscription WHERE id = $1 FOR UPDATE`, [subscriptionId]);
      if (!subscription || subscription.status !== 'active') return undefined;
      const [period] = await manager.query(`SELECT ($1::timestamptz + interval '1 month') AS start`, [subscription.current_period_start]);
      await manager.query('UPDATE test_checkout_subscription SET current_period_start = $2 WHERE id = $1', [subscriptionId, period.start]);
      const [invoice]: TestInvoice[] = await manager.query(
        `INSERT INTO test_checkout_invoice (id, subscription_id, amount_cents, currency, status, period_start)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [newId('in'), subscriptionId, subscription.amount_cents, subscription.currency, outcome, period.start],
      );
      return { invoice: invoice!, checkoutId: subscription.checkout_id as string };
    });
    if (!result) return false;
    // No verify call follows a renewal, so a failed delivery is the caller's error to show.
    const invoice = this.invoiceFacts(result.invoice, result.checkoutId);
    await this.send({ type: outcome === 'paid' ? 'invoice.paid' : 'invoice.failed', eventId: newId('evt'), invoice });
    return true;
  }

  private send(event: PaymentEvent): Promise<void> {
    return this.deliver(event);
  }

  private facts(session: TestSession, firstInvoice: InvoiceFacts | null): SessionFacts {
    const paid = session.payment_status === 'paid';
    return {
      sessionId: session.id,
      checkoutId: session.checkout_id,
      mode: session.mode,
      status: session.status,
      paid,
      amountCents: paid ? session.amount_cents : null,
      currency: session.currency,
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
      amountCents: invoice.amount_cents,
      currency: invoice.currency,
      periodStart: new Date(invoice.period_start),
    };
  }
}

import { randomBytes } from 'node:crypto';
import { FakeStripe } from './fake-stripe';
import { brokenInvariants, CREATE_CHECKOUT } from './giving';
import { settleRefunds } from './money';
import { startTestApi, type TestApi } from './test-api';

/**
 * An API paying through the real `stripe` SDK against the fake Stripe, with what the money review
 * tests need: signed events delivered to /webhooks/stripe, a one-time gift paid, and the books
 * compared with Stripe's. Call `start` in beforeAll and `stop` in afterAll.
 */
export class StripeBooks {
  fake!: FakeStripe;
  t!: TestApi;

  async start(secretKey = `sk_test_sabil${randomBytes(6).toString('hex')}`): Promise<this> {
    this.fake = new FakeStripe();
    await this.fake.start();
    this.t = await startTestApi(
      {
        payments: {
          provider: 'stripe',
          stripeSecretKey: secretKey,
          stripeWebhookSecret: this.fake.webhookSecret,
          checkoutLimit: { windowSeconds: 600, perDonor: 100_000, perIp: 100_000, verifyPerDonor: 100_000 },
          sweepIntervalSeconds: 3600,
        },
      },
      { stripeClient: this.fake.client(secretKey) },
    );
    return this;
  }

  async stop(): Promise<void> {
    await this.t?.close();
    await this.fake?.stop();
  }

  q(sql: string, params: unknown[] = []): Promise<any[]> {
    return this.t.db.dataSource.query(sql, params);
  }

  /** A signed event, POSTed to /webhooks/stripe as Stripe sends it; Stripe wants a 200. */
  async deliver(type: string, object: unknown): Promise<void> {
    const { payload, header } = this.fake.event(type, object, { eventId: `evt_${randomBytes(12).toString('hex')}` });
    const response = await fetch(`${this.t.url}/webhooks/stripe`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect({ type, status: response.status }).toEqual({ type, status: 200 });
  }

  /** A one-time gift paid on Stripe's page and told to Sabil by checkout.session.completed. */
  async give(token: string, applicationId: string, amount: number): Promise<{ donationId: string; paymentIntent: string }> {
    const answer = await this.t.graphql(CREATE_CHECKOUT, { applicationId, amount, recurring: 'ONE_TIME' }, token);
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    const session = this.fake.sessions.get(answer.body.data.createCheckoutSession.id)!;
    this.fake.completeSession(session.id);
    await this.deliver('checkout.session.completed', this.fake.sessionObject(session));
    const [row] = await this.q('SELECT id FROM donation WHERE payment_key = $1', [`session:${session.id}`]);
    return { donationId: row.id as string, paymentIntent: session.payment_intent! };
  }

  /**
   * The invariants hold (the admins' reconciliation is empty), and per currency Stripe's net —
   * charged, less refunded and withdrawn by disputes — equals Σ kept + Σ refunds that failed (money
   * with the charity, owed to the donor).
   */
  async expectBalanced(): Promise<void> {
    await this.t.api.services.closer.whenIdle();
    await settleRefunds(this.t);
    expect(await brokenInvariants(this.t)).toEqual([]);
    const rows: { currency: string; cents: string }[] = await this.q(`
      SELECT d.currency, sum(d.kept_cents + owed.cents)::bigint AS cents
      FROM donation d JOIN checkout c ON c.id = d.checkout_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(r.amount_cents), 0) AS cents FROM donation_refund r WHERE r.donation_id = d.id AND r.status = 'failed') owed
      WHERE c.provider = 'stripe' AND d.charged_currency IS NULL GROUP BY 1`);
    const ours: Record<string, number> = Object.fromEntries(rows.map((row) => [row.currency, Number(row.cents)]));
    const stripe = this.fake.balance();
    for (const currency of new Set([...Object.keys(ours), ...Object.keys(stripe)])) {
      expect({ currency, cents: ours[currency] ?? 0 }).toEqual({ currency, cents: stripe[currency] ?? 0 });
    }
  }
}

import { randomBytes } from 'node:crypto';
import { FakeStripe } from '../../test/fake-stripe';
import { account, approvedApplication, brokenInvariants, CREATE_CHECKOUT } from '../../test/giving';
import { settleRefunds } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 28 §5, "money told as it is": what the provider did, and only that, becomes the books —
 * a dispute of part of a gift, an inquiry, a refund that fails after succeeding, refunds asked
 * twice. Through the real `stripe` SDK against the fake Stripe, every event signed as Stripe signs
 * it; every test ends with the invariants holding and Stripe's books equal to ours.
 */

const SECRET_KEY = 'sk_test_sabilreview0123456789';
let fake: FakeStripe;
let t: TestApi;
let admin: { id: string; token: string };

beforeAll(async () => {
  fake = new FakeStripe();
  await fake.start();
  t = await startTestApi(
    {
      payments: {
        provider: 'stripe',
        stripeSecretKey: SECRET_KEY,
        stripeWebhookSecret: fake.webhookSecret,
        checkoutLimit: { windowSeconds: 600, perDonor: 100_000, perIp: 100_000, verifyPerDonor: 100_000 },
        sweepIntervalSeconds: 3600,
      },
    },
    { stripeClient: fake.client(SECRET_KEY) },
  );
  admin = await account(t, 'admin');
});
afterEach(async () => {
  await expectBooksBalanced();
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const q = (sql: string, params: unknown[] = []) => t.db.dataSource.query(sql, params);
const journey = async (applicationId: string) =>
  (await q('SELECT collected_amount_cents AS collected, donor_count AS donors FROM application WHERE id = $1', [applicationId]))[0] as { collected: number; donors: number };
const donationRow = async (id: string) =>
  (await q('SELECT status, amount_cents, kept_cents, refunded_cents, dispute_status FROM donation WHERE id = $1', [id]))[0];
const refundsOf = (donationId: string) =>
  q('SELECT id, amount_cents, reason, status, provider_refund_id FROM donation_refund WHERE donation_id = $1 ORDER BY created_at, refund_number', [donationId]);

/** A signed event, POSTed to /webhooks/stripe as Stripe sends it; Stripe wants a 200. */
async function deliver(type: string, object: unknown): Promise<void> {
  const { payload, header } = fake.event(type, object, { eventId: `evt_${randomBytes(12).toString('hex')}` });
  const response = await fetch(`${t.url}/webhooks/stripe`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  expect({ type, status: response.status }).toEqual({ type, status: 200 });
}

/** A one-time gift paid on Stripe's page and told to Sabil by checkout.session.completed. */
async function give(token: string, applicationId: string, amount: number) {
  const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount, recurring: 'ONE_TIME' }, token);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  const session = fake.sessions.get(answer.body.data.createCheckoutSession.id)!;
  fake.completeSession(session.id);
  await deliver('checkout.session.completed', fake.sessionObject(session));
  const [row] = await q('SELECT id FROM donation WHERE payment_key = $1', [`session:${session.id}`]);
  return { donationId: row.id as string, paymentIntent: session.payment_intent! };
}

/** The invariants hold, and per currency Stripe's net equals Σ kept + Σ refunds Stripe refused. */
async function expectBooksBalanced(): Promise<void> {
  await t.api.services.closer.whenIdle();
  await settleRefunds(t);
  expect(await brokenInvariants(t)).toEqual([]);
  const rows: { currency: string; cents: string }[] = await q(`
    SELECT d.currency, sum(d.kept_cents + owed.cents)::bigint AS cents
    FROM donation d JOIN checkout c ON c.id = d.checkout_id
    CROSS JOIN LATERAL (SELECT coalesce(sum(r.amount_cents), 0) AS cents FROM donation_refund r WHERE r.donation_id = d.id AND r.status = 'failed') owed
    WHERE c.provider = 'stripe' AND d.charged_currency IS NULL GROUP BY 1`);
  const ours: Record<string, number> = Object.fromEntries(rows.map((row) => [row.currency, Number(row.cents)]));
  const stripe = fake.balance();
  for (const currency of new Set([...Object.keys(ours), ...Object.keys(stripe)])) {
    expect({ currency, cents: ours[currency] ?? 0 }).toEqual({ currency, cents: stripe[currency] ?? 0 });
  }
}

describe('a dispute of part of a gift', () => {
  it('lost: only the disputed $30 of a $100 gift is written off (DISPUTE_LOST $30); the gift keeps $70 and so does the journey', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 100);
    const dispute = fake.openDispute(gift.paymentIntent, { amount: 3000 });
    await deliver('charge.dispute.created', dispute);
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
    await deliver('charge.dispute.closed', fake.closeDispute(dispute.id, 'lost'));

    expect(await donationRow(gift.donationId)).toMatchObject({ status: 'partially_refunded', kept_cents: 7000, refunded_cents: 3000, dispute_status: 'lost' });
    expect(await refundsOf(gift.donationId)).toEqual([
      expect.objectContaining({ amount_cents: 3000, reason: 'dispute_lost', status: 'succeeded', provider_refund_id: `dispute:${dispute.id}` }),
    ]);
    expect(await journey(applicationId)).toEqual({ collected: 7000, donors: 1 });
  });

  it('lost in full: the whole gift is written off, as before', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 100);
    const dispute = fake.openDispute(gift.paymentIntent);
    await deliver('charge.dispute.created', dispute);
    await deliver('charge.dispute.closed', fake.closeDispute(dispute.id, 'lost'));
    expect(await donationRow(gift.donationId)).toMatchObject({ status: 'refunded', kept_cents: 0, refunded_cents: 10000, dispute_status: 'lost' });
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
  });

  it("the reconciliation lists a gap between what the provider withheld and what our books wrote off", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 100);
    const dispute = fake.openDispute(gift.paymentIntent, { amount: 3000 });
    await deliver('charge.dispute.created', dispute);
    await deliver('charge.dispute.closed', fake.closeDispute(dispute.id, 'lost'));
    expect(await t.api.services.books.reconciliation()).toEqual([]);

    // A crafted mismatch: Stripe's figure says the bank took $50, our books wrote off $30.
    await q(`UPDATE donation SET dispute_withheld_cents = 5000 WHERE id = $1`, [gift.donationId]);
    const listed = await t.graphql('{ reconciliation { applicationId difference providerGapAmount } }', {}, admin.token);
    expect(listed.body.data.reconciliation).toEqual([{ applicationId, difference: 0, providerGapAmount: 20 }]);
    await q(`UPDATE donation SET dispute_withheld_cents = 3000 WHERE id = $1`, [gift.donationId]);
  });
});

describe('an inquiry', () => {
  it('is not a dispute: opened and closed (warning_closed), it records nothing — no dispute won, the gift untouched', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 40);
    const inquiry = fake.openDispute(gift.paymentIntent, { inquiry: true });
    await deliver('charge.dispute.created', inquiry);
    await deliver('charge.dispute.closed', fake.closeDispute(inquiry.id, 'warning_closed'));

    expect(await donationRow(gift.donationId)).toMatchObject({ status: 'completed', kept_cents: 4000, refunded_cents: 0, dispute_status: null });
    expect(await q(`SELECT action FROM audit_event WHERE subject_id = $1 AND action LIKE 'donation.dispute%'`, [gift.donationId])).toEqual([]);
    expect(await journey(applicationId)).toEqual({ collected: 4000, donors: 1 });
  });
});

describe('refunds asked twice', () => {
  const REFUND_KEYED = `mutation Refund($input: RefundDonationInput!) {
    refundDonation(input: $input) { donation { id status refundedAmount refunds { id amount } } }
  }`;
  const ask = (donationId: string, idempotencyKey: string | undefined, amount = 40) =>
    t.graphql(REFUND_KEYED, { input: { donationId, amount, note: 'Asked by the donor', ...(idempotencyKey ? { idempotencyKey } : {}) } }, admin.token);

  it('two identical refundDonation calls at once with one idempotency key refund once, and both answer the first result', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 100);
    const key = `refund-${randomBytes(8).toString('hex')}`;
    const answers = await Promise.all([ask(gift.donationId, key), ask(gift.donationId, key), ask(gift.donationId, key)]);
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const refunds = await refundsOf(gift.donationId);
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: 4000, reason: 'admin' })]);
    for (const answer of answers) {
      expect(answer.body.data.refundDonation.donation).toMatchObject({ refundedAmount: 40, refunds: [{ id: refunds[0].id, amount: 40 }] });
    }
    // Asked again later, the same key still answers the first refund.
    expect((await ask(gift.donationId, key)).body.data.refundDonation.donation.refunds).toHaveLength(1);
    await settleRefunds(t);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === gift.paymentIntent)).toHaveLength(1);
    expect(await journey(applicationId)).toEqual({ collected: 6000, donors: 1 });
  });

  it('another key is another refund; a key already used for another donation is refused and changes nothing', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const first = await give(donor.token, applicationId, 100);
    const second = await give(donor.token, applicationId, 100);
    const key = `refund-${randomBytes(8).toString('hex')}`;
    expect((await ask(first.donationId, key)).body.errors).toBeUndefined();
    expect((await ask(first.donationId, `${key}-2`)).body.errors).toBeUndefined();
    expect(await refundsOf(first.donationId)).toHaveLength(2);

    const reused = await ask(second.donationId, key);
    expect(reused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'REFUND_KEY_REUSED' });
    expect(await refundsOf(second.donationId)).toEqual([]);
    const malformed = await ask(second.donationId, 'no spaces allowed');
    expect(malformed.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'REFUND_KEY_INVALID' });
    expect(await refundsOf(second.donationId)).toEqual([]);
  });
});

describe('a refund that fails after succeeding', () => {
  const WAITING = '{ paymentsWaiting { refundsFailed } }';

  it('charge.refunded then refund.failed: the refund is FAILED, each change of its status is on the audit trail, and the admins see it among payments needing attention', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 100);
    const failedBefore = (await t.graphql(WAITING, {}, admin.token)).body.data.paymentsWaiting.refundsFailed as number;
    expect((await t.graphql(`mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id } } }`,
      { input: { donationId: gift.donationId, amount: 40, note: 'Asked by the donor' } }, admin.token)).body.errors).toBeUndefined();
    await settleRefunds(t);
    const atStripe = [...fake.refunds.values()].find((r) => r.payment_intent === gift.paymentIntent)!;
    await deliver('charge.refunded', fake.chargeObject(fake.chargeOf(gift.paymentIntent)));
    await deliver('refund.failed', fake.failRefund(atStripe.id));

    const [ours] = await refundsOf(gift.donationId);
    expect(ours).toMatchObject({ amount_cents: 4000, status: 'failed' });
    const events: { actor_role: string; from_state: string; to_state: string; state_after: unknown }[] = await q(
      `SELECT actor_role, from_state, to_state, state_after FROM audit_event WHERE subject_id = $1 AND action = 'donation.refund_status' ORDER BY created_at, id`,
      [gift.donationId],
    );
    const trail = events.map(({ state_after: after, ...event }) => ({ ...event, refund_id: (typeof after === 'string' ? JSON.parse(after) : after).refundId }));
    expect(trail).toEqual([
      { actor_role: 'system', from_state: 'pending', to_state: 'succeeded', refund_id: ours.id },
      { actor_role: 'system', from_state: 'succeeded', to_state: 'failed', refund_id: ours.id },
    ]);
    expect((await t.graphql(WAITING, {}, admin.token)).body.data.paymentsWaiting.refundsFailed).toBe(failedBefore + 1);
  });
});

describe('a dispute won that brings a journey back to its goal', () => {
  it('ends its monthly gifts as reaching the goal does (cancel reason GOAL_REACHED, canceled at Stripe)', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const [monthly, disputed, other] = await Promise.all([account(t, 'donor'), account(t, 'donor'), account(t, 'donor')]);
    const started = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 20, recurring: 'MONTHLY' }, monthly!.token);
    const session = fake.sessions.get(started.body.data.createCheckoutSession.id)!;
    const { invoice } = fake.completeSession(session.id);
    await deliver('invoice.paid', fake.invoiceObject(invoice!));
    const gift = await give(disputed!.token, applicationId, 50);
    const dispute = fake.openDispute(gift.paymentIntent);
    await deliver('charge.dispute.created', dispute);
    await give(other!.token, applicationId, 30);
    expect(await journey(applicationId)).toEqual({ collected: 5000, donors: 2 });

    await deliver('charge.dispute.closed', fake.closeDispute(dispute.id, 'won'));
    await t.api.services.closer.whenIdle();

    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 3 });
    const [checkout] = await q('SELECT subscription_status, cancel_reason FROM checkout WHERE provider_session_id = $1', [session.id]);
    expect(checkout).toEqual({ subscription_status: 'canceled', cancel_reason: 'goal_reached' });
    expect(fake.subscriptions.get(session.subscription!)!.status).toBe('canceled');
  });
});

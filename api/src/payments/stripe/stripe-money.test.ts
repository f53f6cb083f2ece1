import { randomBytes } from 'node:crypto';
import { FakeStripe, type FakeSession } from '../../test/fake-stripe';
import { account, approvedApplication, brokenInvariants, CREATE_CHECKOUT } from '../../test/giving';
import { lapseHold, REFUND, settleRefunds, tryCheckout } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Money that is always right (issue 15), through Stripe: holds on started checkouts, money beyond a
 * journey's goal refunded, admin refunds, refunds made in Stripe's dashboard, disputes, the payment
 * sweep. Our code runs through the real `stripe` SDK against the fake Stripe (test/fake-stripe.ts);
 * webhooks are signed as Stripe signs them. Every test ends with the invariants holding and
 * Stripe's books equal to ours: per currency, what Stripe keeps (charged − refunded − withdrawn by
 * open or lost disputes) is what our Stripe donations keep, plus refunds Stripe refused (money
 * still with the charity, owed to the donor).
 */

const SECRET_KEY = 'sk_test_sabilmoney0123456789';
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
        // The sweep runs when a test calls it, not on its own timer in between.
        sweepIntervalSeconds: 3600,
      },
    },
    { stripeClient: fake.client(SECRET_KEY) },
  );
  admin = await account(t, 'admin');
});
afterEach(async () => {
  fake.down = false;
  fake.refuseRefunds = undefined;
  await expectBooksBalanced();
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

// ---- Sabil's side -------------------------------------------------------------------------------

const q = (sql: string, params: unknown[] = []) => t.db.dataSource.query(sql, params);
const donors = (n: number, prefix: string) => Promise.all(Array.from({ length: n }, (_, i) => account(t, 'donor', `${prefix} ${i + 1}`)));
const journey = async (applicationId: string) =>
  (await q('SELECT collected_amount_cents AS collected, donor_count AS donors FROM application WHERE id = $1', [applicationId]))[0] as { collected: number; donors: number };
const donation = async (paymentKey: string) =>
  (await q(
    `SELECT id, status, amount_cents, kept_cents, refunded_cents, currency, charged_amount_cents, charged_currency, dispute_status, exceeded_goal, provider_payment_id
     FROM donation WHERE payment_key = $1`,
    [paymentKey],
  ))[0];
const refundsOf = (donationId: string) =>
  q('SELECT id, amount_cents, reason, status, provider_refund_id FROM donation_refund WHERE donation_id = $1 ORDER BY created_at, refund_number', [donationId]);
const checkoutRow = async (checkoutId: string) => (await q('SELECT status, expires_at FROM checkout WHERE id = $1', [checkoutId]))[0];
const holdOf = async (checkoutId: string) => (await q('SELECT amount_cents FROM application_hold WHERE holder_id = $1', [checkoutId]))[0];
const repairs = (subjectId: string) =>
  q(`SELECT actor_role, subject_type, from_state, to_state FROM audit_event WHERE action = 'payment.repaired' AND subject_id = $1`, [subjectId]);

/** Everything a webhook could change about a journey's money, to show one changed nothing. */
async function books(applicationId: string) {
  return {
    journey: await journey(applicationId),
    donations: await q('SELECT id, status, kept_cents, refunded_cents, dispute_status FROM donation WHERE application_id = $1 ORDER BY id', [applicationId]),
    refunds: await q(
      `SELECT r.id, r.amount_cents, r.reason, r.status, r.provider_refund_id FROM donation_refund r JOIN donation d ON d.id = r.donation_id
       WHERE d.application_id = $1 ORDER BY r.id`,
      [applicationId],
    ),
  };
}

const DONATIONS = `query Donations($applicationId: ID) {
  donations(applicationId: $applicationId, first: 20) {
    nodes { id status amount keptAmount refundedAmount currency chargedAmount chargedCurrency exceededGoal disputeStatus refunds { id amount reason status } }
  }
}`;
async function donationsShown(applicationId: string) {
  const answer = await t.graphql(DONATIONS, { applicationId }, admin.token);
  if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.donations.nodes;
}

async function refund(donationId: string, amount: number | null, note = 'Asked by the donor') {
  return t.graphql(REFUND, { input: { donationId, note, ...(amount === null ? {} : { amount }) } }, admin.token);
}

// ---- Stripe's side ------------------------------------------------------------------------------

const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** A signed event, POSTed to /webhooks/stripe as Stripe sends it. */
function send(type: string, object: unknown, id?: string): Promise<Response> {
  const { payload, header } = fake.event(type, object, { eventId: id });
  return fetch(`${t.url}/webhooks/stripe`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
}

async function deliver(type: string, object: unknown, id?: string): Promise<void> {
  const response = await send(type, object, id);
  expect({ type, status: response.status }).toEqual({ type, status: 200 });
}

const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
const refundsAtStripe = (paymentIntent: string) => [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent);

/** A checkout started by a donor through GraphQL, and the Stripe session it opened. */
async function start(token: string, applicationId: string, amount: number, recurring: 'ONE_TIME' | 'MONTHLY' = 'ONE_TIME') {
  const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount, recurring }, token);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  const session = fake.sessions.get(answer.body.data.createCheckoutSession.id)!;
  return { session, checkoutId: session.metadata.sabil_checkout_id! };
}

/**
 * A one-time gift paid on Stripe's page and told to Sabil by checkout.session.completed; with a
 * `conversion`, paid in the donor's currency (Adaptive Pricing).
 */
async function give(token: string, applicationId: string, amount: number, conversion?: { amount: number; currency: string }) {
  const { session, checkoutId } = await start(token, applicationId, amount);
  fake.completeSession(session.id, { conversion });
  await deliver('checkout.session.completed', fake.sessionObject(session));
  const row = await donation(`session:${session.id}`);
  return { session, checkoutId, donationId: row.id as string, paymentIntent: session.payment_intent! };
}

/** A monthly gift whose first month Stripe collected (invoice.paid). */
async function giveMonthly(token: string, applicationId: string, amount: number) {
  const { session, checkoutId } = await start(token, applicationId, amount, 'MONTHLY');
  const { invoice } = fake.completeSession(session.id);
  await deliver('invoice.paid', fake.invoiceObject(invoice!));
  return { session, checkoutId, subscriptionId: session.subscription! };
}

/**
 * Carries out the refunds decided so far, then: the invariants hold, and per currency Stripe's net
 * equals Σ kept of our Stripe donations + Σ refunds Stripe refused (in the currency charged).
 * For a charge in another currency that is the charge less what went back, converted as a running
 * total as the refund executor converts it (charged-share.ts): converting what is kept on its own
 * would round half a cent the other way (€46.30 less €2.32 for $2.50 back keeps €43.98, where
 * $47.50 converts to €43.985).
 */
async function expectBooksBalanced(): Promise<void> {
  await t.api.services.closer.whenIdle();
  await settleRefunds(t);
  expect(await brokenInvariants(t)).toEqual([]);
  const rows: { currency: string; cents: string }[] = await q(`
    SELECT coalesce(d.charged_currency, d.currency) AS currency,
           sum(CASE WHEN d.charged_amount_cents IS NULL THEN d.kept_cents + owed.cents
                    ELSE d.charged_amount_cents - round((d.amount_cents - d.kept_cents - owed.cents)::numeric * d.charged_amount_cents / d.amount_cents) END)::bigint AS cents
    FROM donation d JOIN checkout c ON c.id = d.checkout_id
    CROSS JOIN LATERAL (SELECT coalesce(sum(r.amount_cents), 0) AS cents FROM donation_refund r WHERE r.donation_id = d.id AND r.status = 'failed') owed
    WHERE c.provider = 'stripe' GROUP BY 1`);
  const ours: Record<string, number> = Object.fromEntries(rows.map((row) => [row.currency, Number(row.cents)]));
  const stripe = fake.balance();
  for (const currency of new Set([...Object.keys(ours), ...Object.keys(stripe)])) {
    expect({ currency, cents: ours[currency] ?? 0 }).toEqual({ currency, cents: stripe[currency] ?? 0 });
  }
}

// ---- The scenarios ------------------------------------------------------------------------------

describe('donors racing for the last dollars of a journey, through Stripe', () => {
  it('five donors start $100 for a $100 journey at once: one Stripe session, four told REQUEST_FULLY_HELD', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const racers = await donors(5, 'Racer');
    const sessionsBefore = fake.sessions.size;
    const starts = await Promise.all(racers.map((donor) => tryCheckout(t, donor.token, applicationId, 100)));
    const started = starts.filter((start) => start.session);
    expect(started).toHaveLength(1);
    expect(fake.sessions.size - sessionsBefore).toBe(1);
    for (const start of starts.filter((s) => s.refused)) {
      expect(start.refused).toMatchObject({ code: 'CONFLICT', reason: 'REQUEST_FULLY_HELD', values: { held: '100' } });
      // The winner's hold lasts 33 minutes from its clock; a racer that read the clock before the winner did says 34.
      expect([33, 34]).toContain(start.refused!.values!.minutes);
    }
    const session = fake.sessions.get(started[0]!.session!.id)!;
    fake.completeSession(session.id);
    await deliver('checkout.session.completed', fake.sessionObject(session));
    expect(await donation(`session:${session.id}`)).toMatchObject({ status: 'completed', kept_cents: 10000, refunded_cents: 0 });
    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 1 });
  });

  it('when their holds had lapsed and all five paid, their webhooks at once: one keeps the $100, four are refunded at Stripe under our refund ids', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const racers = await donors(5, 'Late racer');
    const sessions: FakeSession[] = [];
    for (const donor of racers) {
      const { session } = await start(donor.token, applicationId, 100);
      // Its hold lapses while Stripe's page stays open: the next donor may start.
      await lapseHold(t, session.id);
      sessions.push(session);
    }
    for (const session of sessions) fake.completeSession(session.id);
    const answers = await Promise.all(sessions.map((session) => send('checkout.session.completed', fake.sessionObject(session))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await settleRefunds(t);

    const rows = await Promise.all(sessions.map((session) => donation(`session:${session.id}`)));
    expect(rows.map((row) => [row.status, row.kept_cents, row.refunded_cents]).sort()).toEqual([
      ['completed', 10000, 0],
      ['refunded', 0, 10000],
      ['refunded', 0, 10000],
      ['refunded', 0, 10000],
      ['refunded', 0, 10000],
    ]);
    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 1 });

    const refunded = rows.filter((row) => row.status === 'refunded');
    for (const row of refunded) {
      const [ours] = await refundsOf(row.id);
      expect(ours).toMatchObject({ amount_cents: 10000, reason: 'over_goal', status: 'succeeded' });
      // Asked for under our refund's id (and the amount asked), as the key and in the metadata; made once, on this payment.
      expect(refundRequests().filter((request) => request.idempotencyKey === `sabil-refund-${ours.id}-10000`).length).toBeGreaterThanOrEqual(1);
      expect([...fake.refunds.values()].filter((r) => r.metadata.sabil_refund_id === ours.id)).toEqual([
        expect.objectContaining({ id: ours.provider_refund_id, amount: 10000, payment_intent: row.provider_payment_id, status: 'succeeded' }),
      ]);
    }
    expect(new Set(refunded.map((row) => row.provider_payment_id)).size).toBe(4);

    // Stripe then tells of each refund (charge.refunded): Sabil knows them already.
    const before = await books(applicationId);
    await Promise.all(refunded.map((row) => deliver('charge.refunded', fake.chargeObject(fake.chargeOf(row.provider_payment_id)))));
    expect(await books(applicationId)).toEqual(before);
  });
});

describe('monthly renewals landing while a one-time gift completes the journey', () => {
  async function fourMonthlyGiftsAndAFifthGift(prefix: string) {
    const applicationId = await approvedApplication(t, admin.token, 300);
    const givers = await donors(4, prefix);
    const gifts = [];
    for (const giver of givers) gifts.push(await giveMonthly(giver.token, applicationId, 30));
    const fifth = await account(t, 'donor', `${prefix} (one-time)`);
    const last = await start(fifth.token, applicationId, 180);
    return { applicationId, gifts, last };
  }

  it('records every renewal; the held gift keeps $180, the renewals beyond the goal are refunded at Stripe; no 5xx', async () => {
    const { applicationId, gifts, last } = await fourMonthlyGiftsAndAFifthGift('Monthly giver');
    const renewals = gifts.map((gift) => fake.renew(gift.subscriptionId));
    fake.completeSession(last.session.id);
    const answers = await Promise.all([
      ...renewals.map((renewal) => send('invoice.paid', fake.invoiceObject(renewal))),
      send('checkout.session.completed', fake.sessionObject(last.session)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await t.api.services.closer.whenIdle();
    await settleRefunds(t);

    expect(await donation(`session:${last.session.id}`)).toMatchObject({ status: 'completed', kept_cents: 18000, refunded_cents: 0 });
    for (const renewal of renewals) {
      const row = await donation(`invoice:${renewal.id}`);
      expect(row).toMatchObject({ status: 'refunded', amount_cents: 3000, kept_cents: 0, refunded_cents: 3000, exceeded_goal: true });
      expect(await refundsOf(row.id)).toEqual([expect.objectContaining({ amount_cents: 3000, reason: 'over_goal', status: 'succeeded' })]);
      // The invoice event named no PaymentIntent: the refund found it through the invoice's payments.
      expect(refundsAtStripe(renewal.payment_intent_id!)).toEqual([expect.objectContaining({ amount: 3000, currency: 'usd' })]);
    }
    expect(await journey(applicationId)).toEqual({ collected: 30000, donors: 5 });
    // The goal is reached: the monthly gifts end at Stripe.
    expect(gifts.map((gift) => fake.subscriptions.get(gift.subscriptionId)!.status)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
  });

  it('when the one-time gift had lost its hold, the journey keeps exactly $300 whichever lands first, and Stripe gives back $120', async () => {
    const { applicationId, gifts, last } = await fourMonthlyGiftsAndAFifthGift('Racing monthly giver');
    await lapseHold(t, last.session.id);
    const renewals = gifts.map((gift) => fake.renew(gift.subscriptionId));
    fake.completeSession(last.session.id);
    const answers = await Promise.all([
      send('checkout.session.completed', fake.sessionObject(last.session)),
      ...renewals.map((renewal) => send('invoice.paid', fake.invoiceObject(renewal))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await settleRefunds(t);

    const keys = [`session:${last.session.id}`, ...renewals.map((renewal) => `invoice:${renewal.id}`)];
    const rows = await Promise.all(keys.map(donation));
    expect(rows.every((row) => row !== undefined)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.kept_cents, 0)).toBe(30000 - 12000);
    expect(rows.reduce((sum, row) => sum + row.refunded_cents, 0)).toBe(12000);
    const paymentIntents = [last.session.payment_intent!, ...renewals.map((renewal) => renewal.payment_intent_id!)];
    expect(paymentIntents.flatMap(refundsAtStripe).reduce((sum, r) => sum + r.amount, 0)).toBe(12000);
    expect(await journey(applicationId)).toMatchObject({ collected: 30000 });
  });
});

describe('refunds through Stripe', () => {
  it("an admin refund is made at Stripe once, with our idempotency key; Stripe's events about it change nothing more", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor', 'Refunded donor');
    const gift = await give(donor.token, applicationId, 50);
    const answer = await refund(gift.donationId, 20);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.refundDonation).toMatchObject({
      donation: { status: 'PARTIALLY_REFUNDED', keptAmount: 30, refundedAmount: 20, refunds: [{ amount: 20, reason: 'ADMIN' }] },
      application: { collectedAmount: 30, donorCount: 1 },
    });
    const refundId = answer.body.data.refundDonation.donation.refunds[0].id as string;
    await settleRefunds(t);
    await t.api.services.refundExecutor.runOnce(); // nothing is left to ask for

    expect(refundsAtStripe(gift.paymentIntent)).toEqual([
      expect.objectContaining({ amount: 2000, currency: 'usd', status: 'succeeded', metadata: { sabil_refund_id: refundId } }),
    ]);
    expect(refundRequests().filter((request) => request.idempotencyKey === `sabil-refund-${refundId}-2000`)).toHaveLength(1);
    const [ours] = await refundsOf(gift.donationId);
    expect(ours).toMatchObject({ id: refundId, status: 'succeeded', provider_refund_id: refundsAtStripe(gift.paymentIntent)[0]!.id });

    const before = await books(applicationId);
    const charge = fake.chargeObject(fake.chargeOf(gift.paymentIntent));
    const again = eventId();
    await deliver('charge.refunded', charge, again);
    await deliver('charge.refunded', charge, again);
    await deliver('charge.refunded', charge);
    await deliver('refund.updated', refundsAtStripe(gift.paymentIntent)[0]);
    expect(await books(applicationId)).toEqual(before);
  });

  it("a refund made in Stripe's dashboard is recorded once as a PROVIDER refund, however often Stripe tells it; the journey's total drops", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    const requests = refundRequests().length;
    const { refund: atStripe, charge } = fake.refundInDashboard(gift.paymentIntent, 1500);
    const id = eventId();
    await deliver('charge.refunded', charge, id);
    await deliver('charge.refunded', charge, id);
    await deliver('charge.refunded', charge);
    await deliver('refund.updated', atStripe);

    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'partially_refunded', kept_cents: 3500, refunded_cents: 1500 });
    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 1500, reason: 'provider', status: 'succeeded', provider_refund_id: atStripe.id })]);
    expect(await journey(applicationId)).toEqual({ collected: 3500, donors: 1 });
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ status: 'PARTIALLY_REFUNDED', keptAmount: 35, refundedAmount: 15, refunds: [{ amount: 15, reason: 'PROVIDER', status: 'SUCCEEDED' }] });
    // Stripe made it: Sabil asks for nothing.
    expect(refundRequests().length).toBe(requests);
  });

  it('reads the refunds from Stripe when charge.refunded does not list them (API versions since 2022-11-15)', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 40);
    const { refund: atStripe } = fake.refundInDashboard(gift.paymentIntent);
    const charge = fake.chargeObject(fake.chargeOf(gift.paymentIntent), { withRefunds: false });
    expect(charge).not.toHaveProperty('refunds');
    await deliver('charge.refunded', charge);
    expect(fake.requests.some((request) => request.method === 'GET' && request.path === '/v1/refunds')).toBe(true);
    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 4000, reason: 'provider', provider_refund_id: atStripe.id })]);
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
  });

  it('a refund of ours that Stripe fails later (refund.failed) is marked FAILED: the money is back with the charity, owed to the donor', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    expect((await refund(gift.donationId, 20)).body.errors).toBeUndefined();
    await settleRefunds(t);
    const [atStripe] = refundsAtStripe(gift.paymentIntent);
    await deliver('refund.failed', fake.failRefund(atStripe!.id));
    await deliver('charge.refunded', fake.chargeObject(fake.chargeOf(gift.paymentIntent)));

    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 2000, reason: 'admin', status: 'failed', provider_refund_id: atStripe!.id })]);
    // What the journey keeps does not change: the $20 is owed to the donor, not counted again.
    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'partially_refunded', kept_cents: 3000, refunded_cents: 2000 });
    expect(await journey(applicationId)).toEqual({ collected: 3000, donors: 1 });
    const [shown] = await donationsShown(applicationId);
    expect(shown.refunds).toEqual([expect.objectContaining({ amount: 20, reason: 'ADMIN', status: 'FAILED' })]);
  });

  it("a refund made in Stripe's dashboard that Stripe fails later (refund.failed) is marked FAILED: the money is owed to the donor", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    const { refund: atStripe, charge } = fake.refundInDashboard(gift.paymentIntent, 1500);
    await deliver('charge.refunded', charge);
    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 1500, reason: 'provider', status: 'succeeded', provider_refund_id: atStripe.id })]);

    // The card's bank could not take it: Stripe puts the $15 back in the balance.
    await deliver('refund.failed', fake.failRefund(atStripe.id));
    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 1500, reason: 'provider', status: 'failed', provider_refund_id: atStripe.id })]);
    // What the journey keeps does not change: the $15 is owed to the donor, not counted again.
    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'partially_refunded', kept_cents: 3500, refunded_cents: 1500 });
    expect(await journey(applicationId)).toEqual({ collected: 3500, donors: 1 });
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ keptAmount: 35, refundedAmount: 15, refunds: [{ amount: 15, reason: 'PROVIDER', status: 'FAILED' }] });

    // Stripe's charge, listing the failed refund, changes nothing more.
    const before = await books(applicationId);
    await deliver('charge.refunded', fake.chargeObject(fake.chargeOf(gift.paymentIntent)));
    expect(await books(applicationId)).toEqual(before);
  });

  it('a refund Stripe refuses for good is marked FAILED with its reason, for an admin to see', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    fake.refuseRefunds = { status: 400, code: 'charge_expired_for_refund', message: 'The charge is too old to be refunded.' };
    expect((await refund(gift.donationId, null)).body.errors).toBeUndefined();
    await settleRefunds(t);

    const [ours] = await q('SELECT status, last_error FROM donation_refund WHERE donation_id = $1', [gift.donationId]);
    expect(ours).toEqual({ status: 'failed', last_error: expect.stringContaining('The charge is too old to be refunded.') });
    expect(refundsAtStripe(gift.paymentIntent)).toEqual([]);
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
  });

  it("a refund event before the payment's own checkout.session.completed: Sabil asks Stripe which session it was and converges", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const { session, checkoutId } = await start(donor.token, applicationId, 50);
    fake.completeSession(session.id);
    const { refund: atStripe, charge } = fake.refundInDashboard(session.payment_intent!);
    const listed = () => fake.requests.filter((request) => request.method === 'GET' && request.path === '/v1/checkout/sessions').length;
    const lists = listed();
    await deliver('charge.refunded', charge);
    expect(listed()).toBe(lists + 1);

    const row = await donation(`session:${session.id}`);
    expect(row).toMatchObject({ status: 'refunded', amount_cents: 5000, kept_cents: 0, refunded_cents: 5000, provider_payment_id: session.payment_intent });
    expect(await refundsOf(row.id)).toEqual([expect.objectContaining({ amount_cents: 5000, reason: 'provider', provider_refund_id: atStripe.id })]);
    expect((await checkoutRow(checkoutId)).status).toBe('completed');
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });

    const before = await books(applicationId);
    await deliver('checkout.session.completed', fake.sessionObject(session));
    await deliver('charge.refunded', charge);
    expect(await books(applicationId)).toEqual(before);
  });

  it("a renewal's refund before its invoice.paid: Sabil finds the invoice through the payment, and converges", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await giveMonthly(donor.token, applicationId, 20);
    const renewal = fake.renew(gift.subscriptionId);
    const { charge } = fake.refundInDashboard(renewal.payment_intent_id!, 500);
    await deliver('charge.refunded', charge);
    expect(fake.requests.some((request) => request.method === 'GET' && request.path === '/v1/invoice_payments')).toBe(true);

    const row = await donation(`invoice:${renewal.id}`);
    expect(row).toMatchObject({ status: 'partially_refunded', amount_cents: 2000, kept_cents: 1500, refunded_cents: 500 });
    expect(await journey(applicationId)).toEqual({ collected: 3500, donors: 1 });
    const before = await books(applicationId);
    await deliver('invoice.paid', fake.invoiceObject(renewal));
    expect(await books(applicationId)).toEqual(before);
  });
});

describe('disputes through Stripe', () => {
  it('an open dispute sets the gift aside and the total drops; won, it comes back, and a refund decided before it is carried out after', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    // The bank disputes at Stripe before the event reaches Sabil; an admin refunds $20 meanwhile.
    const dispute = fake.openDispute(gift.paymentIntent);
    expect((await refund(gift.donationId, 20)).body.errors).toBeUndefined();
    await settleRefunds(t);
    // Stripe refused it (charge_disputed): it waits, pending, for the dispute's outcome.
    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 2000, reason: 'admin', status: 'pending' })]);
    expect(refundsAtStripe(gift.paymentIntent)).toEqual([]);

    await deliver('charge.dispute.created', dispute);
    await deliver('charge.dispute.funds_withdrawn', dispute);
    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'disputed', kept_cents: 0, refunded_cents: 2000, dispute_status: 'open' });
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });

    // Due or not, a refund of a disputed payment is not asked for while the dispute is open.
    await q(`UPDATE donation_refund SET next_attempt_at = now() WHERE donation_id = $1`, [gift.donationId]);
    const requests = refundRequests().length;
    await t.api.services.refundExecutor.runOnce();
    expect(refundRequests().length).toBe(requests);

    await deliver('charge.dispute.closed', fake.closeDispute(dispute.id, 'won'));
    await settleRefunds(t);
    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'partially_refunded', kept_cents: 3000, refunded_cents: 2000, dispute_status: 'won' });
    const [ours] = await refundsOf(gift.donationId);
    expect(ours).toMatchObject({ status: 'succeeded' });
    expect(refundsAtStripe(gift.paymentIntent)).toEqual([expect.objectContaining({ id: ours.provider_refund_id, amount: 2000, metadata: { sabil_refund_id: ours.id } })]);
    expect(await journey(applicationId)).toEqual({ collected: 3000, donors: 1 });
  });

  it('closed lost: the bank took the money, recorded as a DISPUTE_LOST refund; a refund still waiting is no longer needed', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    const dispute = fake.openDispute(gift.paymentIntent);
    expect((await refund(gift.donationId, 20)).body.errors).toBeUndefined();
    await settleRefunds(t);
    await deliver('charge.dispute.created', dispute);
    await deliver('charge.dispute.closed', fake.closeDispute(dispute.id, 'lost'));
    await settleRefunds(t);

    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'refunded', kept_cents: 0, refunded_cents: 5000, dispute_status: 'lost' });
    expect(await refundsOf(gift.donationId)).toEqual([
      expect.objectContaining({ amount_cents: 2000, reason: 'admin', status: 'canceled' }),
      expect.objectContaining({ amount_cents: 5000, reason: 'dispute_lost', status: 'succeeded', provider_refund_id: `dispute:${dispute.id}` }),
    ]);
    expect(refundsAtStripe(gift.paymentIntent)).toEqual([]);
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ status: 'REFUNDED', keptAmount: 0, refundedAmount: 50, disputeStatus: 'LOST' });
  });

  it('closed (won) before created: the gift never left the journey, and the late charge.dispute.created changes nothing', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    // The dispute as charge.dispute.created shows it; Stripe sends its close first.
    const opened = { ...fake.openDispute(gift.paymentIntent) };
    await deliver('charge.dispute.closed', fake.closeDispute(opened.id, 'won'));

    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'completed', kept_cents: 5000, refunded_cents: 0, dispute_status: 'won' });
    expect(await journey(applicationId)).toEqual({ collected: 5000, donors: 1 });
    const before = await books(applicationId);
    await deliver('charge.dispute.created', opened);
    expect(await books(applicationId)).toEqual(before);
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ status: 'COMPLETED', keptAmount: 50, refundedAmount: 0, disputeStatus: 'WON', refunds: [] });
  });

  it('closed (lost) before created: the bank took the money, a DISPUTE_LOST refund; the late charge.dispute.created changes nothing', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    const opened = { ...fake.openDispute(gift.paymentIntent) };
    await deliver('charge.dispute.closed', fake.closeDispute(opened.id, 'lost'));

    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'refunded', kept_cents: 0, refunded_cents: 5000, dispute_status: 'lost' });
    expect(await refundsOf(gift.donationId)).toEqual([
      expect.objectContaining({ amount_cents: 5000, reason: 'dispute_lost', status: 'succeeded', provider_refund_id: `dispute:${opened.id}` }),
    ]);
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
    const before = await books(applicationId);
    await deliver('charge.dispute.created', opened);
    expect(await books(applicationId)).toEqual(before);
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ status: 'REFUNDED', keptAmount: 0, refundedAmount: 50, disputeStatus: 'LOST' });
    expect(refundsAtStripe(gift.paymentIntent)).toEqual([]);
  });

  it('won after other donors filled the journey meanwhile: what no longer fits goes back to the donor at Stripe', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const [first, second] = await donors(2, 'Disputed journey donor');
    const gift = await give(first!.token, applicationId, 60);
    const dispute = fake.openDispute(gift.paymentIntent);
    await deliver('charge.dispute.created', dispute);
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
    await give(second!.token, applicationId, 100);
    await deliver('charge.dispute.closed', fake.closeDispute(dispute.id, 'won'));
    await settleRefunds(t);

    expect(await donation(`session:${gift.session.id}`)).toMatchObject({ status: 'refunded', kept_cents: 0, refunded_cents: 6000, dispute_status: 'won' });
    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 6000, reason: 'over_goal', status: 'succeeded' })]);
    expect(refundsAtStripe(gift.paymentIntent)).toEqual([expect.objectContaining({ amount: 6000 })]);
    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 1 });
  });

  it('an admin refund of a disputed donation is refused with DONATION_UNDER_DISPUTE and changes nothing', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    await deliver('charge.dispute.created', fake.openDispute(gift.paymentIntent));
    const before = await books(applicationId);
    const requests = refundRequests().length;
    const answer = await refund(gift.donationId, null);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'DONATION_UNDER_DISPUTE' });
    await settleRefunds(t);
    expect(await books(applicationId)).toEqual(before);
    expect(refundRequests().length).toBe(requests);
  });

  it('an inquiry (warning_needs_response) takes no money: the gift still counts', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50);
    const before = await books(applicationId);
    await deliver('charge.dispute.created', fake.openDispute(gift.paymentIntent, { inquiry: true }));
    expect(await books(applicationId)).toEqual(before);
    expect(await journey(applicationId)).toEqual({ collected: 5000, donors: 1 });
  });
});

describe('the payment sweep, asking Stripe what it has not told us', () => {
  it('records a session paid at Stripe whose webhook never came, once its checkout is past expiry (audited payment.repaired)', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const { session, checkoutId } = await start(donor.token, applicationId, 40);
    fake.completeSession(session.id);
    // Its time is up and Stripe's event never came.
    await q(`UPDATE checkout SET expires_at = now() - interval '1 hour' WHERE id = $1`, [checkoutId]);
    const report = await t.api.services.paymentSweep.runOnce();
    expect(report.checkoutsAsked).toBeGreaterThanOrEqual(1);
    expect(report.repaired).toBeGreaterThanOrEqual(1);

    expect(await donation(`session:${session.id}`)).toMatchObject({ status: 'completed', kept_cents: 4000, provider_payment_id: session.payment_intent });
    expect((await checkoutRow(checkoutId)).status).toBe('completed');
    expect(await journey(applicationId)).toEqual({ collected: 4000, donors: 1 });
    expect(await repairs(checkoutId)).toEqual([{ actor_role: 'system', subject_type: 'checkout', from_state: 'open', to_state: 'completed' }]);

    // The webhook that comes at last, and the next sweep, change nothing.
    const before = await books(applicationId);
    await deliver('checkout.session.completed', fake.sessionObject(session));
    await t.api.services.paymentSweep.runOnce();
    expect(await books(applicationId)).toEqual(before);
    expect(await repairs(checkoutId)).toHaveLength(1);
  });

  it('closes at Stripe a session left open past its expiry, and frees its hold for another donor', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const [leaving, next] = await donors(2, 'Sweep donor');
    const { session, checkoutId } = await start(leaving!.token, applicationId, 100);
    await q(`UPDATE checkout SET expires_at = now() - interval '1 hour' WHERE id = $1`, [checkoutId]);
    await t.api.services.paymentSweep.runOnce();
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect((await checkoutRow(checkoutId)).status).toBe('expired');
    expect(await holdOf(checkoutId)).toBeUndefined();
    expect(await repairs(checkoutId)).toEqual([{ actor_role: 'system', subject_type: 'checkout', from_state: 'open', to_state: 'expired' }]);
    expect((await tryCheckout(t, next!.token, applicationId, 100)).session).toBeDefined();
  });

  it("applies events Stripe could not deliver, read from Stripe's event list", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const [payer, refunded] = await donors(2, 'Undelivered');
    const { session } = await start(payer!.token, applicationId, 50);
    fake.completeSession(session.id);
    const earlier = await give(refunded!.token, applicationId, 30);
    const { refund: atStripe, charge } = fake.refundInDashboard(earlier.paymentIntent, 1000);
    // Built, signed and sent, but our endpoint never answered: Stripe lists them as undelivered.
    const sessionEvent = eventId();
    const refundEvent = eventId();
    fake.event('checkout.session.completed', fake.sessionObject(session), { eventId: sessionEvent, delivered: false });
    fake.event('charge.refunded', charge, { eventId: refundEvent, delivered: false });

    const report = await t.api.services.paymentSweep.runOnce();
    expect(report.eventsApplied).toBe(2);
    expect(fake.requests.some((request) => request.method === 'GET' && request.path === '/v1/events')).toBe(true);
    expect(await donation(`session:${session.id}`)).toMatchObject({ status: 'completed', kept_cents: 5000 });
    expect(await refundsOf(earlier.donationId)).toEqual([expect.objectContaining({ amount_cents: 1000, reason: 'provider', provider_refund_id: atStripe.id })]);
    expect(await journey(applicationId)).toEqual({ collected: 5000 + 2000, donors: 2 });
    const audited = await q(`SELECT state_after->>'eventId' AS event FROM audit_event WHERE action = 'payment.repaired' AND subject_type = 'payment_event' ORDER BY created_at`);
    expect(audited.map((row: { event: string }) => row.event)).toEqual(expect.arrayContaining([sessionEvent, refundEvent]));

    // Still listed as undelivered: the next sweep finds them applied already.
    expect((await t.api.services.paymentSweep.runOnce()).eventsApplied).toBe(0);
  });

  it('completes a failed renewal that Stripe collected later', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await giveMonthly(donor.token, applicationId, 10);
    const renewal = fake.renew(gift.subscriptionId, false);
    await deliver('invoice.payment_failed', fake.invoiceObject(renewal));
    const failed = await donation(`invoice:${renewal.id}`);
    expect(failed).toMatchObject({ status: 'failed', kept_cents: 0 });

    // Stripe's retry collected it; its invoice.paid never reached us.
    fake.collectInvoice(renewal.id);
    const report = await t.api.services.paymentSweep.runOnce();
    expect(report.renewalsAsked).toBeGreaterThanOrEqual(1);
    expect(await donation(`invoice:${renewal.id}`)).toMatchObject({ id: failed.id, status: 'completed', kept_cents: 1000 });
    expect(await journey(applicationId)).toEqual({ collected: 2000, donors: 1 });
    expect(await repairs(failed.id)).toEqual([{ actor_role: 'system', subject_type: 'donation', from_state: 'failed', to_state: 'completed' }]);
  });
});

describe('edges', () => {
  it("Adaptive Pricing: records the journey's dollars and what the card was charged in euros; a refund is made in euros", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const { session } = await start(donor.token, applicationId, 50);
    fake.completeSession(session.id, { conversion: { amount: 4630, currency: 'eur' } });
    await deliver('checkout.session.completed', fake.sessionObject(session));
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ status: 'COMPLETED', amount: 50, keptAmount: 50, currency: 'usd', chargedAmount: 46.3, chargedCurrency: 'eur' });
    expect(await journey(applicationId)).toEqual({ collected: 5000, donors: 1 });

    // $20 of $50 back: 40% of the €46.30 charged.
    expect((await refund(shown.id, 20)).body.errors).toBeUndefined();
    await settleRefunds(t);
    expect(refundsAtStripe(session.payment_intent!)).toEqual([expect.objectContaining({ amount: 1852, currency: 'eur' })]);
    const before = await books(applicationId);
    await deliver('charge.refunded', fake.chargeObject(fake.chargeOf(session.payment_intent!)));
    expect(await books(applicationId)).toEqual(before);
    expect(before.journey).toEqual({ collected: 3000, donors: 1 });
  });

  it('Adaptive Pricing: partial refunds of every dollar add up to exactly the euros charged, never a cent more', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50, { amount: 4630, currency: 'eur' });
    // Each third converted on its own would ask for €15.44 + €15.44 + €15.43 = €46.31: the last refused.
    for (const amount of [16.67, 16.67, 16.66]) {
      expect((await refund(gift.donationId, amount)).body.errors).toBeUndefined();
      await settleRefunds(t);
    }

    const atStripe = refundsAtStripe(gift.paymentIntent);
    expect(atStripe.map((r) => [r.amount, r.currency, r.status])).toEqual([
      [1544, 'eur', 'succeeded'],
      [1543, 'eur', 'succeeded'],
      [1543, 'eur', 'succeeded'],
    ]);
    expect(fake.chargeOf(gift.paymentIntent)).toMatchObject({ amount: 4630, amount_refunded: 4630 });
    expect((await refundsOf(gift.donationId)).map((r: { amount_cents: number; status: string }) => [r.amount_cents, r.status])).toEqual([
      [1667, 'succeeded'],
      [1667, 'succeeded'],
      [1666, 'succeeded'],
    ]);
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ status: 'REFUNDED', keptAmount: 0, refundedAmount: 50, chargedAmount: 46.3, chargedCurrency: 'eur' });
    expect(await journey(applicationId)).toEqual({ collected: 0, donors: 0 });
  });

  it("Adaptive Pricing: Stripe's charge.refunded about our $2.50 (€2.32, which converts back to $2.51) takes not a cent more", async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await give(donor.token, applicationId, 50, { amount: 4630, currency: 'eur' });
    expect((await refund(gift.donationId, 2.5)).body.errors).toBeUndefined();
    await settleRefunds(t);
    const [ours] = await refundsOf(gift.donationId);
    expect(ours).toMatchObject({ amount_cents: 250, reason: 'admin', status: 'succeeded' });
    expect(refundsAtStripe(gift.paymentIntent)).toEqual([expect.objectContaining({ id: ours.provider_refund_id, amount: 232, currency: 'eur' })]);
    const before = await books(applicationId);
    expect(before.journey).toEqual({ collected: 4750, donors: 1 });

    await deliver('charge.refunded', fake.chargeObject(fake.chargeOf(gift.paymentIntent)));
    await deliver('refund.updated', refundsAtStripe(gift.paymentIntent)[0]);
    expect(await books(applicationId)).toEqual(before);
    const [shown] = await donationsShown(applicationId);
    expect(shown).toMatchObject({ status: 'PARTIALLY_REFUNDED', keptAmount: 47.5, refundedAmount: 2.5, refunds: [{ amount: 2.5, reason: 'ADMIN', status: 'SUCCEEDED' }] });
  });

  it('an invoice in euros with no conversion is recorded, refunded whole (reason CURRENCY) and answered 200, not a 500 loop', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const donor = await account(t, 'donor');
    const gift = await giveMonthly(donor.token, applicationId, 30);
    const renewal = fake.renew(gift.subscriptionId);
    renewal.currency = 'eur';
    fake.chargeOf(renewal.payment_intent_id!).currency = 'eur';
    await deliver('invoice.paid', fake.invoiceObject(renewal));
    await deliver('invoice.paid', fake.invoiceObject(renewal));
    await settleRefunds(t);

    const row = await donation(`invoice:${renewal.id}`);
    expect(row).toMatchObject({ status: 'refunded', amount_cents: 3000, currency: 'eur', kept_cents: 0, refunded_cents: 3000 });
    expect(await refundsOf(row.id)).toEqual([expect.objectContaining({ amount_cents: 3000, reason: 'currency', status: 'succeeded' })]);
    expect(refundsAtStripe(renewal.payment_intent_id!)).toEqual([expect.objectContaining({ amount: 3000, currency: 'eur' })]);
    expect(await journey(applicationId)).toEqual({ collected: 3000, donors: 1 });
    // Issue 28 §5: not charged and refunded again every month — the monthly gift ends, with its reason.
    await t.api.services.closer.whenIdle();
    expect(fake.subscriptions.get(gift.subscriptionId)!.status).toBe('canceled');
    const [checkout] = await q(`SELECT subscription_status, cancel_reason FROM checkout WHERE subscription_id = $1`, [gift.subscriptionId]);
    expect(checkout).toEqual({ subscription_status: 'canceled', cancel_reason: 'currency' });
    expect(await q(`SELECT actor_role, to_state, state_after AS after FROM audit_event WHERE action = 'monthly_gift.cancel' AND subject_id = (SELECT id FROM checkout WHERE subscription_id = $1)`, [gift.subscriptionId]))
      .toEqual([{ actor_role: 'system', to_state: 'ending', after: { reason: 'currency', donationId: row.id } }]);
  });

  it('answers 200 to event types it does not act on, and to a refund of a payment that is not ours, and records nothing', async () => {
    const counts = async () => [await t.count('payment_event'), await t.count('donation'), await t.count('donation_refund')];
    const before = await counts();
    for (const type of ['customer.created', 'payment_intent.succeeded', 'charge.succeeded', 'charge.dispute.updated', 'refund.created', 'invoice.created']) {
      await deliver(type, { id: `obj_${type}`, object: type.split('.')[0] });
    }
    // Another product on the same Stripe account sells a mug, and refunds it.
    const mug = await fake.client().checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1200, product_data: { name: 'Mug' } } }],
      success_url: 'https://shop.example/done',
    });
    fake.completeSession(mug.id);
    const paymentIntent = fake.sessions.get(mug.id)!.payment_intent!;
    await deliver('charge.refunded', fake.refundInDashboard(paymentIntent).charge);
    expect(await counts()).toEqual(before);
    // Not Sabil's money: left out of the books compared below.
    fake.charges.delete(fake.chargeOf(paymentIntent).id);
  });

  it("answers 200 to a refund or dispute of another product's subscription invoice, and records nothing", async () => {
    const counts = async () => [await t.count('payment_event'), await t.count('donation'), await t.count('donation_refund')];
    const before = await counts();
    // Another product on the same Stripe account sells a monthly coffee club: its subscription carries no checkout of ours.
    const club = await fake.client().checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 900, recurring: { interval: 'month' }, product_data: { name: 'Coffee club' } } }],
      success_url: 'https://shop.example/done',
    });
    const { invoice } = fake.completeSession(club.id);
    expect(fake.subscriptions.get(fake.sessions.get(club.id)!.subscription!)!.metadata).toEqual({});
    const paymentIntent = invoice!.payment_intent_id!;
    const asked = () => fake.requests.filter((request) => request.method === 'GET' && request.path === `/v1/invoices/${invoice!.id}`).length;

    await deliver('charge.refunded', fake.refundInDashboard(paymentIntent, 300).charge);
    // Sabil found the invoice behind the payment, and saw it is not one of our gifts.
    expect(asked()).toBeGreaterThanOrEqual(1);
    const dispute = fake.openDispute(paymentIntent);
    await deliver('charge.dispute.created', dispute);
    expect(await counts()).toEqual(before);
    // Not Sabil's money: left out of the books compared below.
    fake.charges.delete(fake.chargeOf(paymentIntent).id);
    fake.disputes.delete(dispute.id);
  });

  it('checkout.session.expired marks the checkout expired and releases its hold: another donor can then give that amount', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const [first, second] = await donors(2, 'Expiry donor');
    const { session, checkoutId } = await start(first!.token, applicationId, 100);
    expect((await tryCheckout(t, second!.token, applicationId, 100)).refused).toMatchObject({ reason: 'REQUEST_FULLY_HELD' });

    await deliver('checkout.session.expired', fake.sessionObject(fake.expireSession(session.id)));
    expect((await checkoutRow(checkoutId)).status).toBe('expired');
    expect(await holdOf(checkoutId)).toBeUndefined();
    const taken = await tryCheckout(t, second!.token, applicationId, 100);
    expect(taken.session).toBeDefined();
    const next = fake.sessions.get(taken.session!.id)!;
    fake.completeSession(next.id);
    await deliver('checkout.session.completed', fake.sessionObject(next));
    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 1 });
  });
});

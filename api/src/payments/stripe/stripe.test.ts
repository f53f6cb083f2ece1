import { FakeStripe } from '../../test/fake-stripe';
import { account, approvedApplication, brokenInvariants, CREATE_CHECKOUT, VERIFY } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Giving through Stripe: our code runs through the real `stripe` SDK against a local server that
 * plays Stripe's endpoints (test/fake-stripe.ts); webhooks are signed with the SDK's test helper.
 * Exactly once under duplicates, reordering and races; amounts from Stripe's objects only.
 */

const SECRET_KEY = 'sk_test_sabil0123456789';
let stripe: FakeStripe;
let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let otherDonor: { id: string; token: string };

beforeAll(async () => {
  stripe = new FakeStripe();
  await stripe.start();
  t = await startTestApi(
    { payments: { provider: 'stripe', stripeSecretKey: SECRET_KEY, stripeWebhookSecret: stripe.webhookSecret, checkoutLimit: { windowSeconds: 600, perDonor: 100_000, perIp: 100_000, verifyPerDonor: 100_000 }, sweepIntervalSeconds: 60 } },
    { stripeClient: stripe.client(SECRET_KEY) },
  );
  admin = await account(t, 'admin');
  donor = await account(t, 'donor', 'Maryam Idris');
  otherDonor = await account(t, 'donor');
});
afterEach(async () => {
  stripe.down = false;
  expect(await brokenInvariants(t)).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

async function checkout(applicationId: string, amount: number, recurring: 'ONE_TIME' | 'MONTHLY' = 'ONE_TIME', token = donor.token) {
  const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount, recurring }, token);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  const session = stripe.sessions.get(answer.body.data.createCheckoutSession.id)!;
  const [row] = await t.db.dataSource.query('SELECT id FROM checkout WHERE provider_session_id = $1', [session.id]);
  return { session, checkoutId: row.id as string, url: answer.body.data.createCheckoutSession.url as string };
}

function webhook(body: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  return fetch(`${t.url}/webhooks/stripe`, { method: 'POST', body, headers });
}

async function deliver(type: string, object: unknown, eventId?: string) {
  const { payload, header } = stripe.event(type, object, { eventId });
  const response = await webhook(payload, header);
  expect(response.status).toBe(200);
}

const donationsOf = (checkoutId: string) =>
  t.db.dataSource.query(`SELECT payment_key, amount_cents, status, period_start FROM donation WHERE checkout_id = $1 ORDER BY created_at, id`, [checkoutId]);
const collected = async (applicationId: string) =>
  (await t.db.dataSource.query('SELECT collected_amount_cents AS c, donor_count AS n FROM application WHERE id = $1', [applicationId]))[0];

describe('creating a Stripe Checkout Session', () => {
  it('sends a one-time payment with our checkout id, the return URLs and an idempotency key', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000, 'Amina Yusuf');
    const { session, checkoutId, url } = await checkout(applicationId, 50);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    expect(session.request).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Hajj journey for Amina Yusuf',
      'metadata[sabil_checkout_id]': checkoutId,
      'payment_intent_data[metadata][sabil_checkout_id]': checkoutId,
      success_url: 'http://localhost:3000/donor/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/donor/cancel',
      customer_email: expect.stringMatching(/@example\.org$/),
    });
    expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.idempotencyKey === `sabil-checkout-${checkoutId}`)).toBeDefined();
  });

  it('sends a monthly gift as a subscription with a monthly price and the checkout id on the subscription too', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 20, 'MONTHLY');
    expect(session.request).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][sabil_checkout_id]': checkoutId,
    });
  });

  it('answers PAYMENT_ERROR (REST 502) when Stripe fails, and records no open checkout', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    stripe.down = true;
    const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 50, recurring: 'ONE_TIME' }, donor.token);
    expect(answer.body.errors[0]).toMatchObject({ message: 'Failed to start donation process. Please try again in a moment.', extensions: { code: 'PAYMENT_ERROR' } });
    const rest = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 50, recurring: 'one_time' }, donor.token);
    expect(rest.status).toBe(502);
    expect(await t.count('checkout', `application_id = '${applicationId}' AND status <> 'failed'`)).toBe(0);
    expect(await t.count('donation', `application_id = '${applicationId}'`)).toBe(0);
  });
});

describe('POST /webhooks/stripe', () => {
  it('records a paid one-time session once, with the amount Stripe charged, however often the event comes', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 50);
    stripe.completeSession(session.id);
    session.amount_total = 4500; // Stripe's word is what counts, not our request's 5000.
    const { request: _request, ...object } = session;
    await deliver('checkout.session.completed', object, 'evt_one_time_1');
    await deliver('checkout.session.completed', object, 'evt_one_time_1');
    await deliver('checkout.session.completed', object, 'evt_one_time_2');
    expect(await donationsOf(checkoutId)).toEqual([{ payment_key: `session:${session.id}`, amount_cents: 4500, status: 'completed', period_start: null }]);
    expect(await collected(applicationId)).toEqual({ c: 4500, n: 1 });
    expect(await t.count('payment_event', `id LIKE 'evt_one_time_%'`)).toBe(2);
  });

  it('counts Adaptive Pricing payments in our currency, not the donor\'s', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 50);
    stripe.completeSession(session.id, { conversion: { amount: 4630, currency: 'eur' } });
    const { request: _request, ...object } = session;
    await deliver('checkout.session.completed', object);
    expect(await donationsOf(checkoutId)).toEqual([expect.objectContaining({ amount_cents: 5000, status: 'completed' })]);
  });

  it.each(['a wrong secret', 'a stale timestamp', 'a tampered body', 'no signature header'])('refuses %s with 400 and records nothing', async (label) => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 50);
    stripe.completeSession(session.id);
    const { request: _request, ...object } = session;
    const options =
      label === 'a wrong secret' ? { secret: 'whsec_wrongwrongwrong' } : label === 'a stale timestamp' ? { timestamp: Math.floor(Date.now() / 1000) - 600 } : {};
    const signed = stripe.event('checkout.session.completed', object, options);
    const payload = label === 'a tampered body' ? signed.payload.replace('"amount_total":5000', '"amount_total":1') : signed.payload;
    expect(payload).toContain('"amount_total"');
    const events = await t.count('payment_event');
    const response = await webhook(payload, label === 'no signature header' ? undefined : signed.header);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The webhook signature did not verify.', code: 'BAD_USER_INPUT' });
    expect(await donationsOf(checkoutId)).toEqual([]);
    expect(await t.count('payment_event')).toBe(events);
  });

  it('waits for a delayed payment method: nothing counted until async_payment_succeeded', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 40);
    stripe.completeSession(session.id, { paid: false });
    const { request: _request, ...unpaid } = session;
    await deliver('checkout.session.completed', unpaid);
    expect(await donationsOf(checkoutId)).toEqual([]);
    const verify = await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    expect(verify.body.data.verifyCheckoutSession).toMatchObject({ success: false, status: 'PROCESSING', donation: null });
    session.payment_status = 'paid';
    const { request: _again, ...paid } = session;
    await deliver('checkout.session.async_payment_succeeded', paid);
    expect(await donationsOf(checkoutId)).toHaveLength(1);
    expect((await t.graphql(VERIFY, { sessionId: session.id }, donor.token)).body.data.verifyCheckoutSession).toMatchObject({ success: true, status: 'COMPLETED' });
  });

  it('answers 200 and records nothing for event types it does not act on, and for sessions that are not ours', async () => {
    const before = await t.count('donation');
    await deliver('customer.created', { id: 'cus_1', object: 'customer' });
    await deliver('checkout.session.completed', { id: 'cs_other', object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid', amount_total: 100, currency: 'usd', metadata: {} });
    expect(await t.count('donation')).toBe(before);
  });
});

describe('monthly gifts through Stripe', () => {
  for (const order of ['session first', 'invoice first'] as const) {
    it(`records the first month once whichever comes first (${order}), then one donation per paid invoice`, async () => {
      const applicationId = await approvedApplication(t, admin.token, 4000);
      const { session, checkoutId } = await checkout(applicationId, 30, 'MONTHLY');
      const { invoice } = stripe.completeSession(session.id);
      const { request: _request, ...object } = session;
      const sessionEvent = () => deliver('checkout.session.completed', object);
      const invoiceEvent = () => deliver('invoice.paid', invoice);
      if (order === 'session first') {
        await sessionEvent();
        await invoiceEvent();
      } else {
        await invoiceEvent();
        await sessionEvent();
      }
      await invoiceEvent(); // a duplicate with a new event id
      const first = await donationsOf(checkoutId);
      expect(first).toEqual([expect.objectContaining({ payment_key: `invoice:${invoice!.id}`, amount_cents: 3000, status: 'completed' })]);
      const [gift] = await t.db.dataSource.query('SELECT subscription_id, subscription_status, status FROM checkout WHERE id = $1', [checkoutId]);
      expect(gift).toEqual({ subscription_id: session.subscription, subscription_status: 'active', status: 'completed' });

      // k = 3 more paid months, each delivered twice.
      for (let month = 1; month <= 3; month += 1) {
        const renewal = stripe.renew(session.subscription!, true, month);
        await deliver('invoice.paid', renewal);
        await deliver('invoice.paid', renewal);
      }
      const all = await donationsOf(checkoutId);
      expect(all).toHaveLength(4);
      expect(new Set(all.map((d: { period_start: Date }) => new Date(d.period_start).toISOString())).size).toBe(4);
      expect(await collected(applicationId)).toEqual({ c: 12000, n: 1 });
    });
  }

  it('places invoices from a webhook endpoint on an older API version (subscription at the top level)', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 20, 'MONTHLY');
    const { invoice } = stripe.completeSession(session.id);
    const { parent, ...rest } = invoice!;
    const legacy = { ...rest, subscription: parent.subscription_details.subscription, subscription_details: { metadata: parent.subscription_details.metadata } };
    await deliver('invoice.paid', legacy);
    expect(await donationsOf(checkoutId)).toEqual([expect.objectContaining({ payment_key: `invoice:${invoice!.id}`, amount_cents: 2000, status: 'completed' })]);
  });

  it("records a monthly gift's first month on verify when the session's webhook came without it", async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 10, 'MONTHLY');
    stripe.completeSession(session.id);
    const { request: _request, ...object } = session;
    await deliver('checkout.session.completed', object);
    expect(await donationsOf(checkoutId)).toEqual([]);
    const verify = await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    expect(verify.body.data.verifyCheckoutSession).toMatchObject({ success: true, donation: { amount: 10, recurring: 'MONTHLY' } });
    expect(await donationsOf(checkoutId)).toHaveLength(1);
  });

  it('shows a failed renewal as failed, and completes it if Stripe collects it on a retry', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 10, 'MONTHLY');
    const { invoice } = stripe.completeSession(session.id);
    await deliver('invoice.paid', invoice);
    const renewal = stripe.renew(session.subscription!, false);
    await deliver('invoice.payment_failed', renewal);
    await deliver('invoice.payment_failed', renewal);
    expect((await donationsOf(checkoutId)).map((d: { status: string }) => d.status)).toEqual(['completed', 'failed']);
    expect(await collected(applicationId)).toEqual({ c: 1000, n: 1 });
    renewal.status = 'paid';
    renewal.amount_paid = renewal.amount_due;
    await deliver('invoice.paid', renewal);
    expect((await donationsOf(checkoutId)).map((d: { status: string }) => d.status)).toEqual(['completed', 'completed']);
    expect(await collected(applicationId)).toEqual({ c: 2000, n: 1 });
  });

  it('cancels at Stripe when the donor cancels, and follows customer.subscription.deleted from Stripe', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const mine = await checkout(applicationId, 20, 'MONTHLY');
    await deliver('invoice.paid', stripe.completeSession(mine.session.id).invoice);
    const cancel = await t.graphql(`mutation($id: ID!) { cancelMonthlyGift(id: $id) { status cancelReason } }`, { id: mine.checkoutId }, donor.token);
    expect(cancel.body.data.cancelMonthlyGift).toEqual({ status: 'CANCELED', cancelReason: 'DONOR' });
    expect(stripe.subscriptions.get(mine.session.subscription!)!.status).toBe('canceled');
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${mine.session.subscription}`)).toBe(true);

    const theirs = await checkout(applicationId, 10, 'MONTHLY', otherDonor.token);
    await deliver('invoice.paid', stripe.completeSession(theirs.session.id).invoice);
    await deliver('customer.subscription.deleted', { ...stripe.subscriptions.get(theirs.session.subscription!)!, status: 'canceled' });
    const [gift] = await t.db.dataSource.query('SELECT subscription_status, cancel_reason FROM checkout WHERE id = $1', [theirs.checkoutId]);
    expect(gift).toEqual({ subscription_status: 'canceled', cancel_reason: 'provider' });
  });

  it('leaves a gift active and says so when Stripe cannot be reached to cancel it', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const mine = await checkout(applicationId, 20, 'MONTHLY');
    await deliver('invoice.paid', stripe.completeSession(mine.session.id).invoice);
    stripe.down = true;
    const cancel = await t.graphql(`mutation($id: ID!) { cancelMonthlyGift(id: $id) { status } }`, { id: mine.checkoutId }, donor.token);
    expect(cancel.body.errors[0].extensions.code).toBe('PAYMENT_ERROR');
    const [gift] = await t.db.dataSource.query('SELECT subscription_status, cancel_reason FROM checkout WHERE id = $1', [mine.checkoutId]);
    expect(gift).toEqual({ subscription_status: 'active', cancel_reason: null });
  });

  it('ends every monthly gift of a request at Stripe when the goal is reached', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const gift = await checkout(applicationId, 30, 'MONTHLY');
    await deliver('invoice.paid', stripe.completeSession(gift.session.id).invoice);
    const rest = await checkout(applicationId, 70, 'ONE_TIME', otherDonor.token);
    stripe.completeSession(rest.session.id);
    const { request: _request, ...object } = rest.session;
    await deliver('checkout.session.completed', object);
    await t.api.services.closer.whenIdle();
    expect(stripe.subscriptions.get(gift.session.subscription!)!.status).toBe('canceled');
    const [row] = await t.db.dataSource.query('SELECT subscription_status, cancel_reason FROM checkout WHERE id = $1', [gift.checkoutId]);
    expect(row).toEqual({ subscription_status: 'canceled', cancel_reason: 'goal_reached' });
  });

  it('still ends the gifts and closes the open sessions after Stripe was down when the goal was reached', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const gift = await checkout(applicationId, 30, 'MONTHLY');
    await deliver('invoice.paid', stripe.completeSession(gift.session.id).invoice);
    const unpaid = await checkout(applicationId, 20, 'ONE_TIME');
    // Left on Stripe's page: its hold lapses while the session is still open there.
    await t.db.dataSource.query(`UPDATE application_hold SET expires_at = now() - interval '1 second' WHERE holder_id = $1`, [unpaid.checkoutId]);
    const rest = await checkout(applicationId, 70, 'ONE_TIME', otherDonor.token);
    stripe.completeSession(rest.session.id);
    stripe.down = true;
    const { request: _request, ...object } = rest.session;
    await deliver('checkout.session.completed', object);
    await t.api.services.closer.whenIdle();
    // Decided, not yet done: the donor's row says the gift is ending.
    const history = await t.graphql(`query { myDonationHistory { nodes { monthlyGift { id status cancelReason } } } }`, {}, donor.token);
    expect(history.body.data.myDonationHistory.nodes.find((n: { monthlyGift: { id: string } | null }) => n.monthlyGift?.id === gift.checkoutId).monthlyGift).toEqual({
      id: gift.checkoutId,
      status: 'ENDING',
      cancelReason: 'GOAL_REACHED',
    });
    expect(stripe.subscriptions.get(gift.session.subscription!)!.status).toBe('active');

    stripe.down = false;
    // Another instance (or this one, a minute later) takes it up.
    await t.db.dataSource.query('UPDATE checkout SET closing_attempted_at = NULL WHERE application_id = $1', [applicationId]);
    expect(await t.api.services.closer.sweep()).toEqual({ giftsEnded: 1, sessionsExpired: 1 });
    expect(stripe.subscriptions.get(gift.session.subscription!)!.status).toBe('canceled');
    expect(stripe.sessions.get(unpaid.session.id)!.status).toBe('expired');
    const rows = await t.db.dataSource.query('SELECT id, status, subscription_status FROM checkout WHERE id = ANY($1::uuid[]) ORDER BY created_at', [[gift.checkoutId, unpaid.checkoutId]]);
    expect(rows.map((r: { status: string; subscription_status: string | null }) => [r.status, r.subscription_status])).toEqual([
      ['completed', 'canceled'],
      ['expired', null],
    ]);
  });
});

describe('verifyCheckoutSession through Stripe', () => {
  it('completes a paid session itself when no webhook has come yet; the webhook after it changes nothing', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 50);
    stripe.completeSession(session.id);
    const verify = await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    expect(verify.body.data.verifyCheckoutSession).toMatchObject({ success: true, status: 'COMPLETED', donation: { amount: 50, testMode: true } });
    const { request: _request, ...object } = session;
    await deliver('checkout.session.completed', object);
    expect(await donationsOf(checkoutId)).toHaveLength(1);
  });

  it('records a monthly gift\'s first month from the session\'s expanded invoice', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 20, 'MONTHLY');
    const { invoice } = stripe.completeSession(session.id);
    const verify = await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    expect(verify.body.data.verifyCheckoutSession).toMatchObject({ success: true, donation: { amount: 20, recurring: 'MONTHLY', monthlyGift: { status: 'ACTIVE', testRenewalUrl: null } } });
    await deliver('invoice.paid', invoice);
    expect(await donationsOf(checkoutId)).toHaveLength(1);
  });

  it('says so when Stripe cannot be reached, and records nothing', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 50);
    stripe.completeSession(session.id);
    stripe.down = true;
    const verify = await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    expect(verify.body.errors[0].extensions.code).toBe('PAYMENT_ERROR');
    expect(await donationsOf(checkoutId)).toEqual([]);
  });
});

describe('races', () => {
  it('50 concurrent verify calls and 10 duplicate webhooks complete one checkout exactly once', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, checkoutId } = await checkout(applicationId, 50);
    stripe.completeSession(session.id);
    const { request: _request, ...object } = session;
    const event = stripe.event('checkout.session.completed', object);
    const others = Array.from({ length: 5 }, () => stripe.event('checkout.session.completed', object));
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => t.graphql(VERIFY, { sessionId: session.id }, donor.token)),
      ...Array.from({ length: 5 }, () => webhook(event.payload, event.header)),
      ...others.map((other) => webhook(other.payload, other.header)),
    ]);
    for (const result of results) {
      if (result instanceof Response) expect(result.status).toBe(200);
      else expect(result.body.data.verifyCheckoutSession.success).toBe(true);
    }
    expect(await donationsOf(checkoutId)).toHaveLength(1);
    expect(await collected(applicationId)).toEqual({ c: 5000, n: 1 });
    const ids = new Set(results.filter((r) => !(r instanceof Response)).map((r) => (r as { body: { data: { verifyCheckoutSession: { donation: { id: string } } } } }).body.data.verifyCheckoutSession.donation.id));
    expect(ids.size).toBe(1);
  });
});

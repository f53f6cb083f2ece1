import type { PaymentEvent } from '../../payments/payment-provider';
import { account, approvedApplication, CREATE_CHECKOUT, give, pressPay, startCheckout, VERIFY } from '../../test/giving';
import { expectBooksBalanced, pressRenewal } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * A payment the provider confirms is never dropped (issue 15): the test checkout redelivers a
 * failed delivery as Stripe does (backoff, for days), the payment sweep asks the provider about
 * checkouts left open, processing or half-created past their time, the closer records a session
 * the provider says was paid instead of expiring it, and verify is rate limited per donor. Time is
 * moved with the provider's and the sweep's clock.
 */

let now = new Date();
let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };

const WAITING = `query { paymentsWaiting { id checkouts refundsPending refundsFailed oldestSince } }`;

beforeAll(async () => {
  t = await startTestApi({}, { paymentClock: () => now, wrapDelivery: (deliver) => (event) => (failing ? failing.deliver(deliver, event) : deliver(event)) });
  admin = await account(t, 'admin');
  donor = await account(t, 'donor', 'Swept Donor');
});
afterEach(async () => {
  now = new Date();
  await expectBooksBalanced(t);
});
afterAll(async () => {
  await t.close();
});

const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const checkoutOf = async (sessionId: string) => (await t.db.dataSource.query('SELECT id, status FROM checkout WHERE provider_session_id = $1', [sessionId]))[0];
const repairs = (subjectId: string) => t.db.dataSource.query(`SELECT from_state, to_state, actor_role FROM audit_event WHERE action = 'payment.repaired' AND subject_id = $1`, [subjectId]);

/** While set, the test checkout's deliveries go through this (given to the API when it is built). */
let failing: { deliver(real: (event: PaymentEvent) => Promise<unknown>, event: PaymentEvent): Promise<unknown> } | undefined;

/** Makes the next `n` deliveries from the test checkout fail, as an unreachable webhook endpoint would. */
function failDeliveries(n: number): { calls: () => number; restore: () => void } {
  let calls = 0;
  failing = {
    async deliver(real, event) {
      calls += 1;
      if (calls <= n) throw new Error('connection refused');
      return real(event);
    },
  };
  return { calls: () => calls, restore: () => void (failing = undefined) };
}

describe('the test checkout redelivers what it could not deliver', () => {
  it('delivers a paid session again after 1, 2, 4 minutes… until Sabil records it', async () => {
    const applicationId = await approvedApplication(t, admin.token, 500);
    const session = await startCheckout(t, donor.token, applicationId, 40);
    const failing = failDeliveries(3);
    try {
      // The donor is still sent to the success page: the provider took the money.
      expect((await pressPay(session.url)).location).toContain('/donor/success');
      expect(await t.count('donation', `application_id = '${applicationId}'`)).toBe(0);
      now = minutes(0.9);
      await t.api.services.testCheckout!.deliverDue();
      expect(failing.calls()).toBe(1); // not due before a minute
      now = minutes(0.2);
      await t.api.services.testCheckout!.deliverDue();
      now = minutes(2.1);
      await t.api.services.testCheckout!.deliverDue();
      expect(failing.calls()).toBe(3);
      expect(await t.count('donation', `application_id = '${applicationId}'`)).toBe(0);
      now = minutes(4.1);
      await t.api.services.testCheckout!.deliverDue();
      expect(await t.count('donation', `application_id = '${applicationId}'`)).toBe(1);
      const [event] = await t.db.dataSource.query(`SELECT attempts, delivered_at FROM test_checkout_event WHERE type = 'session.completed' AND payload LIKE $1`, [`%${session.id}%`]);
      expect(event).toEqual({ attempts: 4, delivered_at: expect.any(Date) });
    } finally {
      failing.restore();
    }
  });

  it('tells the donor a renewal was charged but not yet recorded, and records it on redelivery', async () => {
    const applicationId = await approvedApplication(t, admin.token, 500);
    const session = await startCheckout(t, donor.token, applicationId, 20, 'MONTHLY');
    await pressPay(session.url);
    const gift = (await t.graphql(VERIFY, { sessionId: session.id }, donor.token)).body.data.verifyCheckoutSession.donation.monthlyGift;
    const failing = failDeliveries(1);
    try {
      expect(await pressRenewal(gift.testRenewalUrl, 'renew')).toBe('delivery-failed');
      const page = await (await fetch(`${gift.testRenewalUrl}?notice=delivery-failed`)).text();
      expect(page).toContain('Sabil has not recorded it yet');
      now = minutes(1.1);
      await t.api.services.testCheckout!.deliverDue();
      expect(await t.count('donation', `application_id = '${applicationId}' AND status = 'completed'`)).toBe(2);
    } finally {
      failing.restore();
    }
  });

  it('stops redelivering after three days (the sweep still reads what was never delivered)', async () => {
    const applicationId = await approvedApplication(t, admin.token, 500);
    const session = await startCheckout(t, donor.token, applicationId, 15);
    const failing = failDeliveries(1000);
    try {
      await pressPay(session.url);
      now = minutes(3 * 24 * 60 + 1);
      await t.api.services.testCheckout!.deliverDue();
      expect(failing.calls()).toBe(1);
    } finally {
      failing.restore();
    }
    // Within the three days, the sweep asks for undelivered events and applies them.
    now = new Date();
    const report = await t.api.services.paymentSweep.runOnce();
    expect(report.eventsApplied).toBeGreaterThanOrEqual(1);
    expect(await t.count('donation', `application_id = '${applicationId}'`)).toBe(1);
  });
});

describe('the payment sweep', () => {
  it('records a session the provider says is paid though no event came, and audits the repair', async () => {
    const applicationId = await approvedApplication(t, admin.token, 500);
    const session = await startCheckout(t, donor.token, applicationId, 60);
    // Paid at the provider; its event lost for good.
    await t.db.dataSource.query(`UPDATE test_checkout_session SET status = 'complete', payment_status = 'paid' WHERE id = $1`, [session.id]);
    now = minutes(40);
    const waiting = (await t.graphql(WAITING, {}, admin.token)).body.data.paymentsWaiting;
    expect(waiting).toMatchObject({ id: 'payments-waiting', checkouts: 0 });
    await t.db.dataSource.query(`UPDATE checkout SET expires_at = now() - interval '10 minutes' WHERE provider_session_id = $1`, [session.id]);
    expect((await t.graphql(WAITING, {}, admin.token)).body.data.paymentsWaiting).toMatchObject({ checkouts: 1, oldestSince: expect.any(String) });
    const report = await t.api.services.paymentSweep.runOnce();
    expect(report.checkoutsAsked).toBeGreaterThanOrEqual(1);
    const checkout = await checkoutOf(session.id);
    expect(checkout.status).toBe('completed');
    expect(await repairs(checkout.id)).toEqual([{ from_state: 'open', to_state: 'completed', actor_role: 'system' }]);
    expect((await t.graphql(WAITING, {}, admin.token)).body.data.paymentsWaiting).toMatchObject({ checkouts: 0 });
    // Asked once: the next round leaves it alone.
    await t.api.services.paymentSweep.runOnce();
    expect(await repairs(checkout.id)).toHaveLength(1);
  });

  it('closes a session past its time and a checkout never opened at the provider, releasing their holds', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const abandoned = await startCheckout(t, donor.token, applicationId, 60);
    // A process died between writing the checkout and opening it at the provider.
    const [orphan] = await t.db.dataSource.query(
      `INSERT INTO checkout (donor_id, application_id, recurring, amount_cents, provider, status, expires_at)
       VALUES ($1, $2, 'one_time', 4000, 'test', 'creating', now() + interval '31 minutes') RETURNING id`,
      [donor.id, applicationId],
    );
    await t.db.dataSource.query(`INSERT INTO application_hold (holder_id, application_id, amount_cents, expires_at) VALUES ($1, $2, 4000, now() + interval '33 minutes')`, [
      orphan.id,
      applicationId,
    ]);
    const full = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 10, recurring: 'ONE_TIME' }, donor.token);
    expect(full.body.errors[0].extensions.reason).toBe('REQUEST_FULLY_HELD');
    now = minutes(40);
    await t.db.dataSource.query(`UPDATE checkout SET expires_at = now() - interval '10 minutes' WHERE application_id = $1`, [applicationId]);
    await t.db.dataSource.query(`UPDATE application_hold SET expires_at = now() - interval '5 minutes' WHERE application_id = $1`, [applicationId]);
    await t.api.services.paymentSweep.runOnce();
    expect((await checkoutOf(abandoned.id)).status).toBe('expired');
    const [never] = await t.db.dataSource.query('SELECT status FROM checkout WHERE id = $1', [orphan.id]);
    expect(never.status).toBe('failed');
    expect(await t.count('application_hold', `application_id = '${applicationId}'`)).toBe(0);
    expect(await repairs(orphan.id)).toEqual([{ from_state: 'creating', to_state: 'failed', actor_role: 'system' }]);
    // The page says so too, and nothing can be paid there any more.
    expect(await pressPay(abandoned.url)).toEqual({ status: 303, location: `/test-checkout/${abandoned.id}` });
    await give(t, donor.token, applicationId, 100);
  });
});

describe('the closer', () => {
  it('records a session the provider reports complete instead of expiring it', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const late = await startCheckout(t, donor.token, applicationId, 30);
    // Its hold lapsed; others fund the journey; meanwhile the donor paid and the event was lost.
    await t.db.dataSource.query(`UPDATE application_hold SET expires_at = now() - interval '1 second' WHERE holder_id = (SELECT id FROM checkout WHERE provider_session_id = $1)`, [late.id]);
    await give(t, (await account(t, 'donor', 'Another Donor')).token, applicationId, 100);
    await t.db.dataSource.query(`UPDATE test_checkout_session SET status = 'complete', payment_status = 'paid' WHERE id = $1`, [late.id]);
    await t.db.dataSource.query('UPDATE checkout SET closing_attempted_at = NULL WHERE application_id = $1', [applicationId]);
    expect(await t.api.services.closer.sweep()).toEqual({ giftsEnded: 0, sessionsExpired: 0 });
    const verified = (await t.graphql(VERIFY, { sessionId: late.id }, donor.token)).body.data.verifyCheckoutSession;
    // Charged, so recorded — and, the journey being full, given back whole.
    expect(verified).toMatchObject({ success: true, status: 'COMPLETED', donation: { amount: 30, keptAmount: 0, refundedAmount: 30, status: 'REFUNDED' } });
  });
});

describe('verify is rate limited per donor', () => {
  it('answers 429 after too many checks, and records nothing', async () => {
    const limited = await startTestApi({ payments: { provider: 'test', checkoutLimit: { windowSeconds: 600, perDonor: 100, perIp: 100, verifyPerDonor: 2 }, sweepIntervalSeconds: 60 } });
    try {
      const limitedAdmin = await account(limited, 'admin');
      const limitedDonor = await account(limited, 'donor');
      const applicationId = await approvedApplication(limited, limitedAdmin.token, 400);
      const session = await startCheckout(limited, limitedDonor.token, applicationId, 10);
      for (let i = 0; i < 2; i += 1) expect((await limited.graphql(VERIFY, { sessionId: session.id }, limitedDonor.token)).body.errors).toBeUndefined();
      const refused = await limited.rest('GET', `/api/donations/verify-session?session_id=${session.id}`, undefined, limitedDonor.token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_VERIFICATIONS' });
    } finally {
      await limited.close();
    }
  });
});

import { startTestApi, type TestApi } from '../../test/test-api';
import { account, approvedApplication, brokenInvariants, CREATE_CHECKOUT, give, pressPay, startCheckout, submitApplication, testProviderBalance, VERIFY } from '../../test/giving';
import { expectBooksBalanced, REFUND } from '../../test/money';

/**
 * Giving through the built-in test checkout (the embedded default), over HTTP, on PostgreSQL and
 * on PGlite: starting a checkout, paying on the hosted page, verifying, history, receipts, monthly
 * gifts and their cancellation, the goal, and every refusal with nothing written.
 */

const HISTORY = `query History($first: Int, $after: String) {
  myDonationHistory(first: $first, after: $after) {
    nodes { id amount currency recurring status receiptNumber periodStart applicantName testMode monthlyGift { id status cancelReason testRenewalUrl } }
    pageInfo { endCursor hasNextPage }
  }
  myGivingSummary { id totalDonated completedCount livesHelped journeysFullyFunded }
}`;
const RECEIPT = `query Receipt($id: ID!) { donationReceipt(id: $id) { id receiptNumber amount currency recurring periodStart donorName donorEmail applicantName testMode createdAt } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelMonthlyGift(id: $id) { id status cancelReason canceledAt testRenewalUrl } }`;
const DONATIONS = `query Donations($applicationId: ID, $status: DonationStatus, $first: Int, $after: String) {
  donations(applicationId: $applicationId, status: $status, first: $first, after: $after) {
    nodes { id amount keptAmount refundedAmount status recurring applicantName donorName trackingStatus exceededGoal refunds { amount reason refundNumber status } }
    pageInfo { endCursor hasNextPage }
  }
}`;
const STATS = `query { donationStats { id donationCount completedCount totalAmount amountThisMonth completedThisWeek } }`;
const APPROVED = `query { approvedApplications(first: 100) { nodes { id collectedAmount donorCount fullyFunded } } }`;
const APPROVED_HELD = `query { approvedApplications(first: 100) { nodes { id collectedAmount heldAmount } } }`;

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let otherDonor: { id: string; token: string };
let seeker: { id: string; token: string };

/** What a refusal must leave as it was. */
async function written() {
  return {
    checkouts: await t.count('checkout'),
    donations: await t.count('donation'),
    collected: (await t.db.dataSource.query('SELECT coalesce(sum(collected_amount_cents), 0)::int AS n FROM application'))[0].n,
  };
}

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin');
  donor = await account(t, 'donor', 'Khadija Rahman');
  otherDonor = await account(t, 'donor', 'Yusuf Ali');
  seeker = await account(t, 'seeker');
});
afterEach(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  expect(await testProviderBalance(t)).toMatchObject({ balanced: true });
});
afterAll(async () => {
  await t.close();
});

describe('createCheckoutSession', () => {
  it('opens a test checkout page at the API for an approved request, and records nothing but the checkout', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const before = await written();
    const session = await startCheckout(t, donor.token, applicationId, 50);
    expect(session.id).toMatch(/^cs_test_[0-9a-f]{32}$/);
    expect(session.url).toBe(`${t.url.replace('127.0.0.1', 'localhost')}/test-checkout/${session.id}`);
    expect(await written()).toEqual({ ...before, checkouts: before.checkouts + 1 });
    const [checkout] = await t.db.dataSource.query('SELECT status, amount_cents, recurring, provider FROM checkout WHERE provider_session_id = $1', [session.id]);
    expect(checkout).toEqual({ status: 'open', amount_cents: 5000, recurring: 'one_time', provider: 'test' });
  });

  it('answers the REST path with {url, sessionId}, and accepts the donor\'s own donorId', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const answer = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, donorId: donor.id, amount: 25.5, recurring: 'one_time' }, donor.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ url: expect.stringContaining('/test-checkout/cs_test_'), sessionId: expect.stringMatching(/^cs_test_/) });
  });

  it.each([
    ['0', { amount: 0 }, 'Amount must be greater than 0'],
    ['a negative amount', { amount: -5 }, 'Amount must be greater than 0'],
    ['not a number', { amount: 'fifty' }, 'Amount must be a number'],
    ['less than a dollar', { amount: 0.5 }, 'Amount must be at least 1 dollar'],
    ['over the maximum', { amount: 10_001 }, 'Amount must be at most 10,000'],
    ['three decimals', { amount: 10.005 }, 'Amount can have at most two decimals'],
    ['a monthly amount not offered', { amount: 15, recurring: 'monthly' }, 'A monthly gift is 10, 20 or 30 dollars a month'],
    ['recurring that is neither', { recurring: 'weekly' }, 'recurring must be one of: one_time, monthly'],
    ['a missing amount', { amount: undefined }, 'Amount is required'],
    ['a malformed application id', { applicationId: 'abc' }, 'applicationId must be the id of an approved request'],
  ])('refuses %s with 400 and writes nothing', async (_label, change, message) => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const before = await written();
    const answer = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 50, recurring: 'one_time', ...change }, donor.token);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors[0]).toEqual(expect.objectContaining({ msg: message, param: expect.any(String), reason: expect.stringMatching(/^[A-Z_]+$/) }));
    expect(await written()).toEqual(before);
  });

  it('refuses more than the journey still needs, saying how much that is', async () => {
    const applicationId = await approvedApplication(t, admin.token, 120);
    await give(t, donor.token, applicationId, 100);
    const before = await written();
    const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 50, recurring: 'ONE_TIME' }, donor.token);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    expect(answer.body.errors[0].message).toBe('This journey needs only $20 more. Please give at most that amount.');
    expect(await written()).toEqual(before);
  });

  it('refuses a request that is not approved, or is fully funded, with CONFLICT', async () => {
    const pendingSeeker = await account(t, 'seeker');
    const pendingId = await submitApplication(t, pendingSeeker.token, { fullName: 'Pending Person', requestedAmount: '900' });
    const funded = await approvedApplication(t, admin.token, 50);
    await give(t, donor.token, funded, 50);

    const before = await written();
    const pending = await t.graphql(CREATE_CHECKOUT, { applicationId: pendingId, amount: 10, recurring: 'ONE_TIME' }, donor.token);
    expect(pending.body.errors[0]).toMatchObject({ message: 'This request is not open for donations.', extensions: { code: 'CONFLICT' } });
    const full = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId: funded, amount: 10, recurring: 'monthly' }, donor.token);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This journey is fully funded and no longer takes donations. Thank you!');
    const unknown = await t.graphql(CREATE_CHECKOUT, { applicationId: '00000000-0000-4000-8000-000000000000', amount: 10, recurring: 'ONE_TIME' }, donor.token);
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await written()).toEqual(before);
  });

  it('refuses a donorId that is not the caller, other roles, and no token; nothing written', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const before = await written();
    const body = { applicationId, amount: 50, recurring: 'one_time' };
    expect((await t.rest('POST', '/api/donations/create-checkout-session', { ...body, donorId: otherDonor.id }, donor.token)).status).toBe(403);
    expect((await t.rest('POST', '/api/donations/create-checkout-session', body, seeker.token)).status).toBe(403);
    expect((await t.rest('POST', '/api/donations/create-checkout-session', body, admin.token)).status).toBe(403);
    expect((await t.rest('POST', '/api/donations/create-checkout-session', body)).status).toBe(401);
    const asAdmin = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 50, recurring: 'ONE_TIME' }, admin.token);
    expect(asAdmin.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const forged = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 50, recurring: 'ONE_TIME' }, `${donor.token}x`);
    expect(forged.status).toBe(401);
    const notANumber = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 'fifty', recurring: 'ONE_TIME' }, donor.token);
    expect(notANumber.status).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('the test checkout page', () => {
  it('says test mode, names the journey (escaped), and speaks the donor\'s language right-to-left', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000, '<img src=x onerror=alert(1)> Amina');
    const english = await startCheckout(t, donor.token, applicationId, 50);
    const page = await fetch(english.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('Test mode — no money moves');
    expect(html).toContain('$50');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Amina');
    expect(html).not.toContain('<img');

    const arabic = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 20, recurring: 'MONTHLY', locale: 'AR' }, donor.token);
    const arabicHtml = await (await fetch(arabic.body.data.createCheckoutSession.url)).text();
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHtml).toContain('وضع تجريبي — لا تنتقل أي أموال');
    expect(arabicHtml).toContain('تبرع شهري');
    expect(await (await fetch(`${arabic.body.data.createCheckoutSession.url}?lang=ur`)).text()).toContain('<html lang="ur" dir="rtl">');
  });

  it('speaks the donor\'s language for a REST checkout as for GraphQL: the locale sent, else the language the donor registered in (issue 28)', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const register = await t.rest('POST', '/donor/register', { fullname: 'Huda Karim', email: `huda-${process.pid}@example.org`, password: 'secret-pass', language: 'ar' });
    expect(register.status).toBe(201);
    const arabicDonor = register.body.token as string;
    const pageOf = async (url: string) => (await fetch(url)).text();

    // SPEC §7's body, no locale: the donor's own language (Arabic), through REST and through GraphQL.
    const rest = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 20, recurring: 'one_time' }, arabicDonor);
    expect(rest.status).toBe(200);
    expect(await pageOf(rest.body.url)).toContain('<html lang="ar" dir="rtl">');
    const graphql = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 20, recurring: 'ONE_TIME' }, arabicDonor);
    expect(await pageOf(graphql.body.data.createCheckoutSession.url)).toContain('<html lang="ar" dir="rtl">');

    // The locale sent wins, through REST as through GraphQL.
    const urdu = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 20, recurring: 'one_time', locale: 'ur' }, arabicDonor);
    expect(urdu.status).toBe(200);
    expect(await pageOf(urdu.body.url)).toContain('<html lang="ur" dir="rtl">');
    const english = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 20, recurring: 'one_time', locale: 'en' }, arabicDonor);
    expect(await pageOf(english.body.url)).toContain('<html lang="en" dir="ltr">');

    // An unknown language is refused with its reason, and nothing is written.
    const before = await written();
    const refused = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 20, recurring: 'one_time', locale: 'fr' }, arabicDonor);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual(expect.objectContaining({ param: 'locale', reason: 'LOCALE_INVALID' }));
    expect(await written()).toEqual(before);
  });

  it('sends Pay to the success page with the session id, once, and an unknown session is 404', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, donor.token, applicationId, 50);
    const first = await pressPay(session.url);
    expect(first).toEqual({ status: 303, location: `http://localhost:3000/donor/success?session_id=${session.id}` });
    expect(await pressPay(session.url)).toEqual(first);
    expect(await t.count('donation', `checkout_id = (SELECT id FROM checkout WHERE provider_session_id = '${session.id}')`)).toBe(1);
    expect((await fetch(`${t.url}/test-checkout/cs_test_${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${t.url}/test-checkout/nonsense`)).status).toBe(404);
  });
});

describe('the test checkout page, as the card provider\'s dashboard', () => {
  it('shows the payment\'s refunds and disputes, and makes them happen at the provider; Sabil follows each', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { session, donation } = await give(t, donor.token, applicationId, 25);
    const post = (path: string) => fetch(`${session.url}/provider/${path}`, { method: 'POST', redirect: 'manual' });
    expect(await (await fetch(session.url)).text()).toContain('Nothing of this payment has been refunded or disputed.');

    expect((await post('refund?amount=100&lang=ar')).headers.get('location')).toBe(`/test-checkout/${session.id}?lang=ar`);
    const mine = async () => (await t.graphql(`query($id: ID!) { donationReceipt(id: $id) { status keptAmount refundedAmount disputeStatus refunds { amount reason status } } }`, { id: donation.id }, donor.token)).body.data.donationReceipt;
    expect(await mine()).toMatchObject({ status: 'PARTIALLY_REFUNDED', keptAmount: 24, refundedAmount: 1, refunds: [{ amount: 1, reason: 'PROVIDER', status: 'SUCCEEDED' }] });
    const arabic = await (await fetch(`${session.url}?lang=ar`)).text();
    expect(arabic).toContain('استرداد أُجري لدى مزوّد البطاقات');

    await post('dispute');
    expect(await mine()).toMatchObject({ status: 'DISPUTED', keptAmount: 0, disputeStatus: 'OPEN' });
    // A second refund at the provider is refused while the bank holds the money; the page says why.
    const refused = await post('refund');
    expect(decodeURIComponent(refused.headers.get('location')!)).toContain('refused=This payment is disputed');
    const page = await (await fetch(session.url)).text();
    const close = /provider\/dispute\/(dp_test_[0-9a-f]{32})\/close\?outcome=lost/.exec(page)![1];
    await post(`dispute/${close}/close?outcome=lost`);
    expect(await mine()).toMatchObject({ status: 'REFUNDED', keptAmount: 0, refundedAmount: 25, disputeStatus: 'LOST', refunds: [{ reason: 'PROVIDER' }, { amount: 24, reason: 'DISPUTE_LOST' }] });
    const [application] = await t.db.dataSource.query('SELECT collected_amount_cents, donor_count FROM application WHERE id = $1', [applicationId]);
    expect(application).toEqual({ collected_amount_cents: 0, donor_count: 0 });
  });
});

describe('verifyCheckoutSession', () => {
  it('records a paid one-time gift: a receipt number, collectedAmount and donorCount raised, donors\' list current', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const listed = async () => (await t.graphql(APPROVED, {}, donor.token)).body.data.approvedApplications.nodes.find((n: { id: string }) => n.id === applicationId);
    expect(await listed()).toMatchObject({ collectedAmount: 0, donorCount: 0 });
    const session = await startCheckout(t, donor.token, applicationId, 50);
    await pressPay(session.url);
    const answer = await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    expect(answer.body.data.verifyCheckoutSession).toMatchObject({
      success: true,
      status: 'COMPLETED',
      recurring: 'ONE_TIME',
      donation: { amount: 50, currency: 'usd', recurring: 'ONE_TIME', status: 'COMPLETED', receiptNumber: expect.stringMatching(/^SBL-\d{4}-\d{6}$/), testMode: true, monthlyGift: null },
    });
    // The shared list was cached before the payment; it shows the new amount at once.
    expect(await listed()).toMatchObject({ collectedAmount: 50, donorCount: 1 });
    await give(t, donor.token, applicationId, 25);
    expect(await listed()).toMatchObject({ collectedAmount: 75, donorCount: 1 });
    await give(t, otherDonor.token, applicationId, 25);
    expect(await listed()).toMatchObject({ collectedAmount: 100, donorCount: 2 });
  });

  it('answers REST verify-session with {success, donation}', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, donor.token, applicationId, 30);
    await pressPay(session.url);
    const answer = await t.rest('GET', `/api/donations/verify-session?session_id=${session.id}`, undefined, donor.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: 'completed', donation: { amount: 30, currency: 'usd', recurring: 'one_time', status: 'completed' } });
  });

  it('says an unpaid checkout is not successful, and records nothing', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, donor.token, applicationId, 50);
    const before = await written();
    const answer = await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    expect(answer.body.data.verifyCheckoutSession).toMatchObject({ success: false, status: 'OPEN', donation: null });
    expect(await written()).toEqual(before);
  });

  it('refuses a cursor it never gave out, and text with a NUL character, with 400', async () => {
    const forged = [Buffer.from('-271821-04-20T00:00:00.000Z|00000000-0000-4000-8000-000000000000').toString('base64url'), Buffer.from(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`).toString('base64url'), 'nonsense'];
    for (const after of forged) {
      const answer = await t.graphql(HISTORY, { after }, donor.token);
      expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CURSOR_INVALID', field: 'after' });
    }
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const before = await written();
    const nul = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 10, recurring: 'one\u0000time' }, donor.token);
    expect(nul.status).toBe(400);
    expect(nul.body.reason).toBe('FIELD_NOT_TEXT');
    expect(await written()).toEqual(before);
  });

  it('refuses an unknown session id (404), another donor\'s session (403), a missing one (400): nothing written', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, donor.token, applicationId, 50);
    await t.db.dataSource.query(`UPDATE test_checkout_session SET status = 'complete', payment_status = 'paid' WHERE id = $1`, [session.id]);
    const before = await written();
    const unknown = await t.graphql(VERIFY, { sessionId: 'cs_test_unknown' }, donor.token);
    expect(unknown.body.errors[0]).toMatchObject({ message: 'No donation was started with this session id.', extensions: { code: 'NOT_FOUND' } });
    const theirs = await t.graphql(VERIFY, { sessionId: session.id }, otherDonor.token);
    expect(theirs.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', `/api/donations/verify-session?session_id=${session.id}`, undefined, otherDonor.token)).status).toBe(403);
    expect((await t.rest('GET', '/api/donations/verify-session', undefined, donor.token)).status).toBe(400);
    expect((await t.rest('GET', '/api/donations/verify-session?session_id=%27%3B--', undefined, donor.token)).status).toBe(400);
    expect((await t.rest('GET', `/api/donations/verify-session?session_id=${session.id}`, undefined, admin.token)).status).toBe(403);
    expect(await written()).toEqual(before);
    // The provider took the money and its event never came: the donor's own verify records it.
    expect((await t.graphql(VERIFY, { sessionId: session.id }, donor.token)).body.data.verifyCheckoutSession).toMatchObject({ success: true, donation: { amount: 50 } });
  });
});

describe('monthly gifts', () => {
  it('records one donation per paid month, shows a failed renewal as failed, and stops when the donor cancels', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, donor.token, applicationId, 20, 'MONTHLY');
    await pressPay(session.url);
    const verified = (await t.graphql(VERIFY, { sessionId: session.id }, donor.token)).body.data.verifyCheckoutSession;
    expect(verified).toMatchObject({ success: true, recurring: 'MONTHLY', donation: { amount: 20, recurring: 'MONTHLY', monthlyGift: { status: 'ACTIVE', amount: 20 } } });
    const renewalPage = verified.donation.monthlyGift.testRenewalUrl as string;
    expect(renewalPage).toMatch(/\/test-checkout\/subscriptions\/sub_test_[0-9a-f]{32}$/);

    const renew = (action: 'renew' | 'fail') => fetch(`${renewalPage}/${action}`, { method: 'POST', redirect: 'manual' });
    expect((await renew('renew')).status).toBe(303);
    expect((await renew('fail')).status).toBe(303);
    const page = await (await fetch(renewalPage)).text();
    expect(page).toContain('Failed');

    const giftId = verified.donation.monthlyGift.id;
    const history = (await t.graphql(HISTORY, { first: 50 }, donor.token)).body.data;
    const rows = history.myDonationHistory.nodes.filter((n: { monthlyGift: { id: string } | null }) => n.monthlyGift?.id === giftId);
    expect(rows.map((r: { status: string; amount: number }) => [r.status, r.amount])).toEqual([
      ['FAILED', 20],
      ['COMPLETED', 20],
      ['COMPLETED', 20],
    ]);
    expect(rows[0].receiptNumber).toBeNull();
    // Consecutive months.
    const months = rows.map((r: { periodStart: string }) => new Date(r.periodStart).getUTCMonth());
    expect((months[0] - months[1] + 12) % 12).toBe(1);
    expect((months[1] - months[2] + 12) % 12).toBe(1);

    const cancelled = await t.graphql(CANCEL, { id: giftId }, donor.token);
    expect(cancelled.body.data.cancelMonthlyGift).toMatchObject({ id: giftId, status: 'CANCELED', cancelReason: 'DONOR', canceledAt: expect.any(String), testRenewalUrl: null });
    // At the provider too: no further month can be billed.
    const [subscription] = await t.db.dataSource.query('SELECT status FROM test_checkout_subscription WHERE checkout_id = $1', [giftId]);
    expect(subscription.status).toBe('canceled');
    const before = await written();
    const after = await renew('renew');
    expect(after.headers.get('location')).toContain('notice=ended');
    expect(await written()).toEqual(before);
    // Cancelling again changes nothing and says so plainly.
    expect((await t.graphql(CANCEL, { id: giftId }, donor.token)).body.data.cancelMonthlyGift.status).toBe('CANCELED');
    expect(await t.count('audit_event', `action = 'monthly_gift.cancel' AND subject_id = '${giftId}'`)).toBe(1);
  });

  it('refuses cancelling another donor\'s gift, a seeker or admin, and a gift that has not started: nothing changes', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const paid = await startCheckout(t, donor.token, applicationId, 10, 'MONTHLY');
    await pressPay(paid.url);
    const giftId = (await t.graphql(VERIFY, { sessionId: paid.id }, donor.token)).body.data.verifyCheckoutSession.donation.monthlyGift.id;
    const unpaid = await startCheckout(t, donor.token, applicationId, 10, 'MONTHLY');
    const [unpaidGift] = await t.db.dataSource.query('SELECT id FROM checkout WHERE provider_session_id = $1', [unpaid.id]);

    expect((await t.graphql(CANCEL, { id: giftId }, otherDonor.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(CANCEL, { id: giftId }, seeker.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(CANCEL, { id: giftId }, admin.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(CANCEL, { id: unpaidGift.id }, donor.token)).body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await t.graphql(CANCEL, { id: 'not-an-id' }, donor.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const [gift] = await t.db.dataSource.query('SELECT subscription_status, cancel_reason FROM checkout WHERE id = $1', [giftId]);
    expect(gift).toEqual({ subscription_status: 'active', cancel_reason: null });
  });
});

describe('reaching the goal', () => {
  it('holds what started checkouts will charge, so donors meeting at the goal cannot all pay for its last dollars', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    await give(t, otherDonor.token, applicationId, 40);
    const first = await startCheckout(t, donor.token, applicationId, 45);
    // 15 is free: 60 still needed, 45 of it held.
    const over = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 20, recurring: 'ONE_TIME' }, otherDonor.token);
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'AMOUNT_OVER_AVAILABLE', field: 'amount', values: { available: '15', held: '45', minutes: 33 } });
    expect(over.body.errors[0].message).toBe('Only $15 of this journey is free now: $45 is held for donors who are paying. Please give at most $15, or try again within 33 minutes.');
    const second = await startCheckout(t, otherDonor.token, applicationId, 15);
    const before = await written();
    const full = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 10, recurring: 'MONTHLY' }, donor.token);
    expect(full.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'REQUEST_FULLY_HELD', values: { held: '60' } });
    expect(await written()).toEqual(before);
    // Donors see what is held; the list was cached before, and shows it at once.
    const listed = (await t.graphql(APPROVED_HELD, {}, donor.token)).body.data.approvedApplications.nodes.find((n: { id: string }) => n.id === applicationId);
    expect(listed).toMatchObject({ collectedAmount: 40, heldAmount: 60 });
    // Both pay: each keeps its whole gift, and the journey is exactly funded.
    for (const session of [first, second]) await pressPay(session.url);
    const [application] = await t.db.dataSource.query('SELECT collected_amount_cents, donor_count FROM application WHERE id = $1', [applicationId]);
    expect(application).toEqual({ collected_amount_cents: 10000, donor_count: 2 });
    expect(await t.count('application_hold', `application_id = '${applicationId}'`)).toBe(0);
    expect(await t.count('donation_refund', `donation_id IN (SELECT id FROM donation WHERE application_id = '${applicationId}')`)).toBe(0);
  });

  it('frees a hold when its checkout fails to open at the provider, or expires', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const session = await startCheckout(t, donor.token, applicationId, 100);
    const [checkout] = await t.db.dataSource.query('SELECT id FROM checkout WHERE provider_session_id = $1', [session.id]);
    await t.api.services.fulfilment.handle({ type: 'session.expired', eventId: 'evt_test_expired_1', session: await t.api.services.payments.retrieveSession(session.id) });
    expect((await t.db.dataSource.query('SELECT status FROM checkout WHERE id = $1', [checkout.id]))[0].status).toBe('expired');
    expect(await t.count('application_hold', `application_id = '${applicationId}'`)).toBe(0);
    await give(t, otherDonor.token, applicationId, 100);
  });

  it('closes the request to new checkouts, ends its monthly gifts, closes lapsed sessions, and gives back a renewal charged after the goal', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const monthly = await startCheckout(t, donor.token, applicationId, 30, 'MONTHLY');
    await pressPay(monthly.url);
    const gift = (await t.graphql(VERIFY, { sessionId: monthly.id }, donor.token)).body.data.verifyCheckoutSession.donation.monthlyGift;
    // A checkout someone opened and left: its hold lapses while its page is still open at the provider.
    const late = await startCheckout(t, donor.token, applicationId, 20);
    await t.db.dataSource.query(`UPDATE application_hold SET expires_at = now() - interval '1 second' WHERE holder_id = (SELECT id FROM checkout WHERE provider_session_id = $1)`, [late.id]);
    // The provider bills the gift's next month before the goal's cancellation reaches it.
    await t.api.services.closer.stop();
    await give(t, otherDonor.token, applicationId, 70);
    const renewed = await fetch(`${gift.testRenewalUrl}/renew`, { method: 'POST', redirect: 'manual' });
    expect(renewed.headers.get('location')).toContain('notice=paid');
    await t.api.services.closer.start();
    await t.api.services.closer.whenIdle();

    const [checkout] = await t.db.dataSource.query('SELECT subscription_status, cancel_reason FROM checkout WHERE id = $1', [gift.id]);
    expect(checkout).toMatchObject({ subscription_status: 'canceled', cancel_reason: 'goal_reached' });
    expect((await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 10, recurring: 'ONE_TIME' }, donor.token)).body.errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'REQUEST_FULLY_FUNDED',
    });
    // The lapsed checkout is closed at the provider: its page can no longer take the money.
    expect(await pressPay(late.url)).toEqual({ status: 303, location: `/test-checkout/${late.id}` });
    expect((await t.graphql(VERIFY, { sessionId: late.id }, donor.token)).body.data.verifyCheckoutSession).toMatchObject({ success: false, status: 'EXPIRED' });

    // The renewal is recorded, and all of it goes back: the journey needed nothing more.
    const all = (await t.graphql(DONATIONS, { applicationId, first: 10 }, admin.token)).body.data.donations.nodes;
    expect(all.map((d: { amount: number; keptAmount: number; refundedAmount: number; status: string; exceededGoal: boolean }) => [d.amount, d.keptAmount, d.refundedAmount, d.status, d.exceededGoal])).toEqual([
      [30, 0, 30, 'REFUNDED', true],
      [70, 70, 0, 'COMPLETED', false],
      [30, 30, 0, 'COMPLETED', false],
    ]);
    expect(all[0].refunds).toEqual([expect.objectContaining({ amount: 30, reason: 'OVER_GOAL', refundNumber: expect.stringMatching(/^SBL-R-\d{4}-\d{6}$/) })]);
    const [application] = await t.db.dataSource.query('SELECT collected_amount_cents, donor_count FROM application WHERE id = $1', [applicationId]);
    expect(application).toEqual({ collected_amount_cents: 10000, donor_count: 2 });
    // ...and the provider has given it back: its books and Sabil's agree.
    expect(await testProviderBalance(t)).toMatchObject({ balanced: true });
    const [refund] = await t.db.dataSource.query(`SELECT status, provider_refund_id FROM donation_refund WHERE donation_id = $1`, [all[0].id]);
    expect(refund).toEqual({ status: 'succeeded', provider_refund_id: expect.stringMatching(/^re_test_/) });
  });

  it('ends a monthly gift that a payment being recorded had locked when the closer swept, in that same sweep', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const monthly = await startCheckout(t, donor.token, applicationId, 30, 'MONTHLY');
    await pressPay(monthly.url);
    const gift = (await t.graphql(VERIFY, { sessionId: monthly.id }, donor.token)).body.data.verifyCheckoutSession.donation.monthlyGift;
    await t.api.services.closer.stop();
    await give(t, otherDonor.token, applicationId, 70);
    // A refund's event being recorded holds the gift's row (as fulfilment's onPayment does) while
    // the closer sweeps; its commit wakes nobody. (On PGlite's one connection the sweep just queues.)
    const holder = t.db.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT 1 FROM checkout WHERE id = $1 FOR NO KEY UPDATE', [gift.id]);
    const sweep = t.api.services.closer.sweep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.commitTransaction();
    await holder.release();
    expect(await sweep).toEqual({ giftsEnded: 1, sessionsExpired: 0 });
    const [checkout] = await t.db.dataSource.query('SELECT subscription_status, cancel_reason FROM checkout WHERE id = $1', [gift.id]);
    expect(checkout).toEqual({ subscription_status: 'canceled', cancel_reason: 'goal_reached' });
    // ...and at the provider: no month is billed after the goal.
    expect(await t.count('test_checkout_subscription', `checkout_id = '${gift.id}' AND status = 'canceled'`)).toBe(1);
    await t.api.services.closer.start();
  });
});

describe('history and receipts', () => {
  it('lists the donor\'s own donations with totals, pages them, and answers REST gethistory for the caller only', async () => {
    const giver = await account(t, 'donor', 'Paging Donor');
    const first = await approvedApplication(t, admin.token, 4000, 'First Applicant');
    const second = await approvedApplication(t, admin.token, 4000, 'Second Applicant');
    await give(t, giver.token, first, 10);
    await give(t, giver.token, first, 20);
    await give(t, giver.token, second, 30);
    const page1 = (await t.graphql(HISTORY, { first: 2 }, giver.token)).body.data;
    expect(page1.myGivingSummary).toEqual({ id: `giving-summary:${giver.id}`, totalDonated: 60, completedCount: 3, livesHelped: 2, journeysFullyFunded: 0 });
    expect(page1.myDonationHistory.nodes.map((n: { amount: number }) => n.amount)).toEqual([30, 20]);
    expect(page1.myDonationHistory.pageInfo.hasNextPage).toBe(true);
    const page2 = (await t.graphql(HISTORY, { first: 2, after: page1.myDonationHistory.pageInfo.endCursor }, giver.token)).body.data;
    expect(page2.myDonationHistory.nodes.map((n: { amount: number; applicantName: string }) => [n.amount, n.applicantName])).toEqual([[10, 'First Applicant']]);

    const rest = await t.rest('GET', `/api/donations/gethistory/${giver.id}`, undefined, giver.token);
    expect(rest.status).toBe(200);
    expect(rest.body.history.map((h: { amount: number }) => h.amount)).toEqual([30, 20, 10]);
    expect(rest.body.history[0]).toMatchObject({ _id: expect.any(String), applicantName: 'Second Applicant', donorName: 'Paging Donor', currency: 'usd', status: 'completed', recurring: 'one_time' });
    expect((await t.rest('GET', `/api/donations/gethistory/${giver.id}`, undefined, donor.token)).status).toBe(403);
    expect((await t.rest('GET', `/api/donations/gethistory/${giver.id}`, undefined, admin.token)).status).toBe(403);
    expect((await t.rest('GET', `/api/donations/gethistory/${giver.id}`)).status).toBe(401);
    expect((await t.graphql(HISTORY, {}, admin.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  // Issue 28: My Donations' fourth card is a figure the books give, not SPEC's static "Excellent".
  it('counts the journeys a donor gave to whose goal is now met (journeysFullyFunded), a refunded gift not among them', async () => {
    const giver = await account(t, 'donor', 'Impact Donor');
    const funded = await approvedApplication(t, admin.token, 50, 'Funded Applicant');
    const open = await approvedApplication(t, admin.token, 4000, 'Open Applicant');
    const refundedAway = await approvedApplication(t, admin.token, 25, 'Refunded Applicant');
    const summary = async () => (await t.graphql(HISTORY, { first: 1 }, giver.token)).body.data.myGivingSummary;
    expect(await summary()).toMatchObject({ livesHelped: 0, journeysFullyFunded: 0 });

    await give(t, giver.token, funded, 20);
    await give(t, giver.token, open, 15);
    expect(await summary()).toMatchObject({ livesHelped: 2, journeysFullyFunded: 0 });
    // Another donor completes the first journey: the giver helped a journey that is now funded.
    await give(t, donor.token, funded, 30);
    expect(await summary()).toMatchObject({ livesHelped: 2, journeysFullyFunded: 1 });

    // A gift that completed a journey and was then refunded in full helped nothing there.
    const { donation } = await give(t, giver.token, refundedAway, 25);
    expect(await summary()).toMatchObject({ livesHelped: 3, journeysFullyFunded: 2 });
    const refund = await t.graphql(REFUND, { input: { donationId: donation.id, note: 'Given back at the donor’s request' } }, admin.token);
    expect(refund.body.errors).toBeUndefined();
    expect(await summary()).toMatchObject({ livesHelped: 2, journeysFullyFunded: 1 });
    await expectBooksBalanced(t);
  });

  it('gives a completed donation\'s receipt to its donor and admins only', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000, 'Receipt Applicant');
    const { donation } = await give(t, donor.token, applicationId, 42.5);
    const mine = await t.graphql(RECEIPT, { id: donation.id }, donor.token);
    expect(mine.body.data.donationReceipt).toMatchObject({
      receiptNumber: donation.receiptNumber,
      amount: 42.5,
      currency: 'usd',
      recurring: 'ONE_TIME',
      donorName: 'Khadija Rahman',
      applicantName: 'Receipt Applicant',
      testMode: true,
    });
    expect((await t.graphql(RECEIPT, { id: donation.id }, admin.token)).body.data.donationReceipt.receiptNumber).toBe(donation.receiptNumber);
    expect((await t.graphql(RECEIPT, { id: donation.id }, otherDonor.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(RECEIPT, { id: donation.id }, seeker.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(RECEIPT, { id: '00000000-0000-4000-8000-000000000000' }, donor.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('admins\' view of donations', () => {
  it('lists every donation, filtered by application and status, with totals; donors and seekers are refused', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    await give(t, donor.token, applicationId, 11);
    await give(t, otherDonor.token, applicationId, 12);
    const filtered = (await t.graphql(DONATIONS, { applicationId, status: 'COMPLETED' }, admin.token)).body.data.donations.nodes;
    expect(filtered.map((d: { amount: number; donorName: string; trackingStatus: string }) => [d.amount, d.donorName, d.trackingStatus])).toEqual([
      [12, 'Yusuf Ali', 'PENDING'],
      [11, 'Khadija Rahman', 'PENDING'],
    ]);
    const stats = (await t.graphql(STATS, {}, admin.token)).body.data.donationStats;
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'completed')::int AS c, coalesce(sum(amount_cents) FILTER (WHERE status = 'completed'), 0)::int AS cents FROM donation`);
    expect(stats).toEqual({ id: 'donation-stats', donationCount: row.n, completedCount: row.c, totalAmount: row.cents / 100, amountThisMonth: row.cents / 100, completedThisWeek: row.c });

    const all = await t.rest('GET', '/api/donations/all', undefined, admin.token);
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(row.n);
    expect(all.body[0]).toMatchObject({ _id: expect.any(String), applicantName: expect.any(String), donorName: expect.any(String), amount: expect.any(Number), currency: 'usd' });
    expect((await t.rest('GET', '/api/donations/all', undefined, donor.token)).status).toBe(403);
    expect((await t.graphql(DONATIONS, {}, donor.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(STATS, {}, seeker.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(DONATIONS, { applicationId: 'x' }, admin.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('checkout rate limits', () => {
  it('answers 429 with Retry-After after too many checkouts from one donor, or from one address, and writes no checkout', async () => {
    const limited = await startTestApi({
      payments: { provider: 'test', checkoutLimit: { windowSeconds: 600, perDonor: 2, perIp: 5, verifyPerDonor: 60 }, sweepIntervalSeconds: 60 },
    });
    try {
      const limitedAdmin = await account(limited, 'admin');
      const limitedDonor = await account(limited, 'donor');
      const applicationId = await approvedApplication(limited, limitedAdmin.token, 4000);
      const body = { applicationId, amount: 10, recurring: 'one_time' };
      expect((await limited.rest('POST', '/api/donations/create-checkout-session', body, limitedDonor.token)).status).toBe(200);
      expect((await limited.rest('POST', '/api/donations/create-checkout-session', body, limitedDonor.token)).status).toBe(200);
      const before = await limited.count('checkout');
      const refused = await limited.rest('POST', '/api/donations/create-checkout-session', body, limitedDonor.token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.message).toBe('Too many donation attempts. Please wait a few minutes and try again.');
      const graphql = await limited.graphql(CREATE_CHECKOUT, { applicationId, amount: 10, recurring: 'ONE_TIME' }, limitedDonor.token);
      expect(graphql.status).toBe(429);
      expect(await limited.count('checkout')).toBe(before);
      // Another donor from the same address: one more, then the address's limit (5 attempts, refused ones included) is reached.
      const second = await account(limited, 'donor');
      expect((await limited.rest('POST', '/api/donations/create-checkout-session', body, second.token)).status).toBe(200);
      const byAddress = await limited.rest('POST', '/api/donations/create-checkout-session', body, second.token);
      expect(byAddress.status).toBe(429);
      expect(await limited.count('checkout')).toBe(before + 1);
    } finally {
      await limited.close();
    }
  });
});

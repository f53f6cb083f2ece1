import { randomBytes } from 'node:crypto';
import { mailText, type MailLanguage } from '../../modules/mail/templates/mail-texts';
import { money } from '../../modules/mail/templates/mail-templates';
import { account, approvedApplication, CREATE_CHECKOUT } from '../../test/giving';
import { settleRefunds } from '../../test/money';
import { StripeBooks } from '../../test/stripe-books';

/**
 * Issue 28 §5, after a refund: a refund that fails is told to the donor in their language (the
 * money is owed to them); a charge lost in part to a dispute is charged back and Stripe refuses any
 * refund of it; refunding the gift that completed a journey reopens it and resumes nothing. Through
 * the real `stripe` SDK against the fake Stripe, every event signed; every test ends with the books
 * balanced — per currency, Stripe's net = Σ kept + Σ failed refunds (owed to donors).
 */

const books = new StripeBooks();
let admin: { id: string; token: string };

beforeAll(async () => {
  await books.start();
  admin = await account(books.t, 'admin');
});
afterEach(async () => {
  books.fake.refuseRefunds = undefined;
  await books.expectBalanced();
});
afterAll(() => books.stop());

const REFUND = `mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id status refundedAmount } } }`;
const refund = (donationId: string, amount: number) => books.t.graphql(REFUND, { input: { donationId, amount, note: 'Asked by the donor' } }, admin.token);
const journey = async (applicationId: string) =>
  (await books.q('SELECT collected_amount_cents AS collected, donor_count AS donors FROM application WHERE id = $1', [applicationId]))[0] as { collected: number; donors: number };
const refundsOf = (donationId: string) => books.q('SELECT id, refund_number, amount_cents, reason, status FROM donation_refund WHERE donation_id = $1 ORDER BY created_at, refund_number', [donationId]);

/** A donor registered in a language (their emails are written in it). */
async function donorIn(language: MailLanguage) {
  const email = `donor-${language}-${randomBytes(5).toString('hex')}@example.org`;
  const answer = await books.t.rest('POST', '/donor/register', { fullname: 'Maryam Siddiqui', email, password: 'secret-pass', language });
  expect(answer.status).toBe(201);
  return { id: answer.body.donor._id as string, token: answer.body.token as string, email };
}

/** The donor's messages of a template once the mail worker has written them (the development mailbox keeps their words). */
async function mailed(email: string, template: string): Promise<{ language: string; subject: string; text: string }[]> {
  for (let i = 0; i < 100; i += 1) {
    await books.t.api.services.mailWorker.whenIdle();
    await books.t.api.services.mailWorker.sweep();
    const [waiting] = await books.q(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND status = 'pending'`, [email]);
    if (waiting.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return books.q(`SELECT language, subject, text_body AS text FROM mail_outbox WHERE recipient = $1 AND template = $2 ORDER BY created_at`, [email, template]);
}

/** What the "refund failed" email must say, in the donor's language: the amount, the receipt, that it is owed, the test-mode note. */
async function expectRefundFailedMail(email: string, language: MailLanguage, donationId: string, refund: { refund_number: string; amount_cents: number }) {
  const [donation] = await books.q('SELECT receipt_number, test_mode FROM donation WHERE id = $1', [donationId]);
  const messages = await mailed(email, 'refund_failed');
  expect(messages).toHaveLength(1);
  const [message] = messages as [{ language: string; subject: string; text: string }];
  expect(message.language).toBe(language);
  expect(message.subject).toBe(mailText(language, 'refund_failed_subject', { refundNumber: refund.refund_number }));
  expect(message.text).toContain(mailText(language, 'refund_failed_body', { amount: money(language, refund.amount_cents, 'usd'), receiptNumber: donation.receipt_number }));
  expect(message.text).toContain(mailText(language, 'refund_failed_owed'));
  expect(message.text.includes(mailText(language, 'refund_failed_test_mode'))).toBe(donation.test_mode === true);
}

describe('a refund that fails is told to the donor', () => {
  it('charge.refunded then refund.failed: the Arabic donor first hears the refund is on its way, then, once, that it failed and the money is owed to them', async () => {
    const applicationId = await approvedApplication(books.t, admin.token, 1000);
    const donor = await donorIn('ar');
    const gift = await books.give(donor.token, applicationId, 100);
    expect((await refund(gift.donationId, 40)).body.errors).toBeUndefined();
    await settleRefunds(books.t);
    const atStripe = [...books.fake.refunds.values()].find((r) => r.payment_intent === gift.paymentIntent)!;
    await books.deliver('charge.refunded', books.fake.chargeObject(books.fake.chargeOf(gift.paymentIntent)));
    expect(await mailed(donor.email, 'refund')).toHaveLength(1);
    expect(await mailed(donor.email, 'refund_failed')).toEqual([]);

    await books.deliver('refund.failed', books.fake.failRefund(atStripe.id));
    // Stripe sends it again (another delivery): still one email.
    await books.deliver('refund.failed', books.fake.failRefund(atStripe.id));

    const [ours] = await refundsOf(gift.donationId);
    expect(ours).toMatchObject({ amount_cents: 4000, status: 'failed' });
    await expectRefundFailedMail(donor.email, 'ar', gift.donationId, ours);
    expect(await journey(applicationId)).toEqual({ collected: 6000, donors: 1 });
  });

  it('a refund Stripe refuses outright (the executor marks it failed): the Urdu donor is told in the same transaction', async () => {
    const applicationId = await approvedApplication(books.t, admin.token, 1000);
    const donor = await donorIn('ur');
    const gift = await books.give(donor.token, applicationId, 50);
    books.fake.refuseRefunds = { status: 400, code: 'charge_expired_for_refund', message: 'This charge is too old to be refunded.' };
    expect((await refund(gift.donationId, 50)).body.errors).toBeUndefined();
    await settleRefunds(books.t);

    const [ours] = await refundsOf(gift.donationId);
    expect(ours).toMatchObject({ amount_cents: 5000, status: 'failed' });
    await expectRefundFailedMail(donor.email, 'ur', gift.donationId, ours);
    expect(await mailed(donor.email, 'refund')).toEqual([]);
  });

  it("a refund made in Stripe's dashboard that fails later: the English donor is told it failed", async () => {
    const applicationId = await approvedApplication(books.t, admin.token, 1000);
    const donor = await donorIn('en');
    const gift = await books.give(donor.token, applicationId, 30);
    const { refund: atStripe, charge } = books.fake.refundInDashboard(gift.paymentIntent, 1000);
    await books.deliver('charge.refunded', charge);
    await books.deliver('refund.failed', books.fake.failRefund(atStripe.id));

    const [ours] = await refundsOf(gift.donationId);
    expect(ours).toMatchObject({ amount_cents: 1000, reason: 'provider', status: 'failed' });
    await expectRefundFailedMail(donor.email, 'en', gift.donationId, ours);
  });
});

describe('a charge lost in part to a dispute (charged back: Stripe refuses any refund of it)', () => {
  it('an admin refund of what the bank left is refused with DONATION_CHARGED_BACK and changes nothing', async () => {
    const applicationId = await approvedApplication(books.t, admin.token, 1000);
    const donor = await donorIn('en');
    const gift = await books.give(donor.token, applicationId, 100);
    const dispute = books.fake.openDispute(gift.paymentIntent, { amount: 3000 });
    await books.deliver('charge.dispute.created', dispute);
    await books.deliver('charge.dispute.closed', books.fake.closeDispute(dispute.id, 'lost'));

    const answer = await refund(gift.donationId, 20);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'DONATION_CHARGED_BACK' });
    expect((await refundsOf(gift.donationId)).map((r) => r.reason)).toEqual(['dispute_lost']);
    expect(await journey(applicationId)).toEqual({ collected: 7000, donors: 1 });
    // Stripe would have refused it too: the fake, as Stripe, keeps the charge disputed.
    expect(books.fake.chargeOf(gift.paymentIntent).disputed).toBe(true);
  });

  it('what comes back beyond the goal cannot be refunded at Stripe: that refund fails at once (not retried for ever), owed to the donor, who is told', async () => {
    const applicationId = await approvedApplication(books.t, admin.token, 150);
    const disputed = await donorIn('en');
    const other = await donorIn('en');
    const gift = await books.give(disputed.token, applicationId, 100);
    const dispute = books.fake.openDispute(gift.paymentIntent, { amount: 3000 });
    await books.deliver('charge.dispute.created', dispute);
    await books.give(other.token, applicationId, 100);
    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 1 });

    // The bank keeps $30; $70 comes back, the journey takes $50, and $20 is to go back to the donor.
    await books.deliver('charge.dispute.closed', books.fake.closeDispute(dispute.id, 'lost'));
    await settleRefunds(books.t);

    expect(await journey(applicationId)).toEqual({ collected: 15000, donors: 2 });
    const refunds = await refundsOf(gift.donationId);
    expect(refunds.map(({ reason, amount_cents, status }) => ({ reason, amount_cents, status }))).toEqual([
      { reason: 'dispute_lost', amount_cents: 3000, status: 'succeeded' },
      { reason: 'over_goal', amount_cents: 2000, status: 'failed' },
    ]);
    const [row] = await books.q(`SELECT last_error FROM donation_refund WHERE id = $1`, [refunds[1].id]);
    expect(row.last_error).toContain('charged back');
    await expectRefundFailedMail(disputed.email, 'en', gift.donationId, refunds[1]);
  });
});

describe('refunding the gift that completed a journey', () => {
  it('reopens the journey for giving; its ended monthly gift stays ended; no hold or money drifts; when it fills again nothing resumes', async () => {
    const applicationId = await approvedApplication(books.t, admin.token, 100);
    const [monthly, completer, later] = await Promise.all([donorIn('en'), donorIn('en'), donorIn('en')]);
    const started = await books.t.graphql(CREATE_CHECKOUT, { applicationId, amount: 20, recurring: 'MONTHLY' }, monthly.token);
    const session = books.fake.sessions.get(started.body.data.createCheckoutSession.id)!;
    const { invoice } = books.fake.completeSession(session.id);
    await books.deliver('invoice.paid', books.fake.invoiceObject(invoice!));
    const gift = await books.give(completer.token, applicationId, 80);
    await books.t.api.services.closer.whenIdle();
    const monthlyGift = async () =>
      (await books.q('SELECT subscription_status, cancel_reason FROM checkout WHERE provider_session_id = $1', [session.id]))[0];
    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 2 });
    expect(await monthlyGift()).toEqual({ subscription_status: 'canceled', cancel_reason: 'goal_reached' });
    const full = await books.t.graphql(CREATE_CHECKOUT, { applicationId, amount: 10, recurring: 'ONE_TIME' }, later.token);
    expect(full.body.errors[0].extensions.reason).toBe('REQUEST_FULLY_FUNDED');

    expect((await refund(gift.donationId, 80)).body.errors).toBeUndefined();
    await settleRefunds(books.t);
    await books.t.api.services.closer.whenIdle();

    expect(await journey(applicationId)).toEqual({ collected: 2000, donors: 1 });
    const [listed] = await books.q('SELECT count(*)::int AS holds FROM application_hold WHERE application_id = $1 AND expires_at > now()', [applicationId]);
    expect(listed.holds).toBe(0);
    // Nothing resumes: the monthly gift ended with the goal stays ended, here and at Stripe.
    expect(await monthlyGift()).toEqual({ subscription_status: 'canceled', cancel_reason: 'goal_reached' });
    expect(books.fake.subscriptions.get(session.subscription!)!.status).toBe('canceled');
    expect(books.fake.subscriptions.size).toBe(1);
    // Open for giving again, up to what it misses and no more.
    const over = await books.t.graphql(CREATE_CHECKOUT, { applicationId, amount: 81, recurring: 'ONE_TIME' }, later.token);
    expect(over.body.errors[0].extensions.reason).toBe('AMOUNT_OVER_REMAINING');
    await books.give(later.token, applicationId, 80);
    await books.t.api.services.closer.whenIdle();

    expect(await journey(applicationId)).toEqual({ collected: 10000, donors: 2 });
    expect(await monthlyGift()).toEqual({ subscription_status: 'canceled', cancel_reason: 'goal_reached' });
    expect(books.fake.subscriptions.size).toBe(1);
    expect(await refundsOf(gift.donationId)).toEqual([expect.objectContaining({ amount_cents: 8000, reason: 'admin', status: 'succeeded' })]);
  });
});

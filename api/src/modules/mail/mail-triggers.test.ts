import { pngBytes } from '../../test/fixtures';
import { account, approvedApplication, decideApplication, give, pressPay, startCheckout, submitApplication, VERIFY } from '../../test/giving';
import { pressRenewal, REFUND, settleRefunds } from '../../test/money';
import { rawHeader, startSmtpReceiver, type ReceivedMail } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { MailLanguage } from './templates/mail-texts';

/**
 * Issue 19's messages, each queued by the change it reports: the change is made through the API
 * as a person makes it (REST or GraphQL), the message goes through a real SMTP server on loopback
 * and is read back with mailparser, in the recipient's language.
 */
let t: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: { id: string; token: string };
let serial = 0;
/** The provider's refund events fail to arrive (an unreachable endpoint): the refund executor alone marks a refund carried out. */
let refundEventsLost = false;

const REVIEW = `mutation Review($id: ID!, $decision: ReviewDecision!, $reason: RejectionReason, $note: String) {
  reviewApplication(id: $id, decision: $decision, reason: $reason, note: $note) { application { id status } }
}`;
const MODERATE = 'mutation Moderate($id: ID!, $decision: ModerationDecision!) { moderateStory(id: $id, decision: $decision) { story { id status } } }';
const TRACK = 'mutation Post($input: PostTrackingUpdateInput!) { postTrackingUpdate(input: $input) { update { id } } }';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApi(
    {
      webOrigin: 'https://sabil.example',
      mail: { smtpUrl: smtp.url, from: 'Sabil <notices@sabil.example>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 },
    },
    {
      wrapDelivery: (deliver) => async (event) => {
        if (refundEventsLost && event.type === 'payment.refunded') throw new Error('the webhook endpoint is unreachable');
        return deliver(event);
      },
    },
  );
  admin = await account(t, 'admin');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A seeker or donor registered through REST in a language. */
async function person(role: 'seeker' | 'donor', language: MailLanguage, fullname = 'Maryam Siddiqui') {
  serial += 1;
  const email = `${role}-${language}-${serial}.${process.pid}@example.org`;
  const answer = await t.rest('POST', `/${role}/register`, { fullname, email, password: 'secret-pass', language });
  expect(answer.status).toBe(201);
  return { id: answer.body[role]._id as string, token: answer.body.token as string, email };
}

/** The outbox row of a template to an address once the worker has settled it. */
async function settled(recipient: string, template: string): Promise<Record<string, any>> {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.db.dataSource.query(`SELECT * FROM mail_outbox WHERE recipient = $1 AND template = $2 AND status <> 'pending' ORDER BY created_at DESC LIMIT 1`, [recipient, template]);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no settled ${template} to ${recipient}`);
}

/** The one message delivered to an address with this subject. */
async function delivered(email: string, template: string, subject: string | RegExp): Promise<ReceivedMail['parsed']> {
  const row = await settled(email, template);
  expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  const mails = smtp.to(email).filter((mail) => (typeof subject === 'string' ? mail.parsed.subject === subject : subject.test(mail.parsed.subject ?? '')));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.rcptTo).toEqual([email]);
  expect(rawHeader(mails[0]!.parsed, 'Message-ID')).toBe(`<${row.id}@sabil.example>`);
  return mails[0]!.parsed;
}

const outboxRows = (email: string, template?: string) => t.count('mail_outbox', `recipient = '${email}'${template ? ` AND template = '${template}'` : ''}`);

describe("the seeker's application", () => {
  it('sends "application received" when the seeker submits (Urdu), once', async () => {
    const seeker = await person('seeker', 'ur');
    const id = await submitApplication(t, seeker.token);
    const mail = await delivered(seeker.email, 'application_received', 'ہمیں آپ کی درخواست موصول ہو گئی ہے');
    expect(mail.text).toContain('درخواست دینے کا شکریہ۔ ہماری ٹیم آپ کی درخواست کا جائزہ لے گی');
    expect(mail.html).toContain('dir="rtl"');
    const [row] = await t.db.dataSource.query(`SELECT dedupe_key, language, account_id FROM mail_outbox WHERE recipient = $1`, [seeker.email]);
    expect(row).toEqual({ dedupe_key: `application_received:${id}`, language: 'ur', account_id: seeker.id });
  });

  it('sends "approved" when an admin approves (English), through REST', async () => {
    const seeker = await person('seeker', 'en');
    const id = await submitApplication(t, seeker.token);
    await decideApplication(t, admin.token, id, 'approved');
    const mail = await delivered(seeker.email, 'application_approved', 'Your application is approved');
    expect(mail.text).toContain('Your application has been approved. Donors can now support your journey');
    expect(mail.text).toContain('https://sabil.example/seeker-form');
  });

  it('sends "rejected" with the reason in the seeker’s language and the reviewer’s note (Arabic), through GraphQL', async () => {
    const seeker = await person('seeker', 'ar');
    const id = await submitApplication(t, seeker.token);
    const answer = await t.graphql(REVIEW, { id, decision: 'REJECT', reason: 'DETAILS_INCOMPLETE', note: 'The reference did not answer.' }, admin.token);
    expect(answer.body.errors).toBeUndefined();
    const mail = await delivered(seeker.email, 'application_rejected', 'بخصوص طلبك');
    expect(mail.text).toContain('نأسف: لم تتم الموافقة على طلبك هذه المرة.');
    expect(mail.text).toContain('بعض البيانات كانت ناقصة أو تعذّر التحقق منها.');
    expect(mail.text).toContain('The reference did not answer.');
    expect(mail.html).toContain('The reference did not answer.');
    expect(await outboxRows(seeker.email)).toBe(2);
  });

  it('queues nothing for a refused decision: a seeker reviewing, a second review, an approval with a reason', async () => {
    const seeker = await person('seeker', 'en');
    const id = await submitApplication(t, seeker.token);
    const before = await t.count('mail_outbox');

    const bySeeker = await t.graphql(REVIEW, { id, decision: 'APPROVE' }, seeker.token);
    expect(bySeeker.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const withReason = await t.graphql(REVIEW, { id, decision: 'APPROVE', reason: 'DUPLICATE' }, admin.token);
    expect(withReason.body.errors).toBeDefined();
    expect((await t.rest('PUT', `/application/update/${id}`, { status: 'approved' }, seeker.token)).status).toBe(403);
    expect(await t.count('mail_outbox')).toBe(before);

    await decideApplication(t, admin.token, id, 'rejected');
    const again = await t.graphql(REVIEW, { id, decision: 'APPROVE' }, admin.token);
    expect(again.body.errors?.[0].extensions.reason).toBe('APPLICATION_ALREADY_REVIEWED');
    await settled(seeker.email, 'application_rejected');
    expect(await outboxRows(seeker.email, 'application_approved')).toBe(0);
    expect(await outboxRows(seeker.email, 'application_rejected')).toBe(1);
  });

  it('queues nothing for a submission refused by validation (no ID document; a second open application)', async () => {
    const seeker = await person('seeker', 'en');
    const form = new FormData();
    form.append('fullName', 'Amina Yusuf');
    const refused = await fetch(`${t.url}/application/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seeker.token}` } });
    expect(refused.status).toBe(400);
    expect(await outboxRows(seeker.email)).toBe(0);

    await submitApplication(t, seeker.token);
    await expect(submitApplication(t, seeker.token)).rejects.toThrow(/APPLICATION_ALREADY_OPEN/);
    await settled(seeker.email, 'application_received');
    expect(await outboxRows(seeker.email)).toBe(1);
  });
});

describe('a community story', () => {
  async function share(token: string, title: string): Promise<string> {
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'We walked between Safa and Marwa together.');
    form.append('file', new Blob([new Uint8Array(pngBytes())]), 'photo.png');
    const answer = await fetch(`${t.url}/stories/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { story: { _id: string } };
    expect(answer.status).toBe(201);
    return body.story._id;
  }

  it('sends "story published" to its author when an admin approves it (Arabic), and nothing for a rejection', async () => {
    const seeker = await person('seeker', 'ar');
    const published = await share(seeker.token, 'My first Umrah');
    const rejected = await share(seeker.token, 'Another day');
    expect((await t.graphql(MODERATE, { id: rejected, decision: 'REJECT' }, admin.token)).body.errors).toBeUndefined();
    // A non-admin cannot publish it, and queues nothing trying.
    expect((await t.graphql(MODERATE, { id: published, decision: 'APPROVE' }, seeker.token)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await outboxRows(seeker.email)).toBe(0);

    expect((await t.graphql(MODERATE, { id: published, decision: 'APPROVE' }, admin.token)).body.errors).toBeUndefined();
    const mail = await delivered(seeker.email, 'story_published', 'نُشرت قصتك «\u2068My first Umrah\u2069»');
    expect(mail.text).toContain('منشورة الآن في صفحة المجتمع. شكرًا لمشاركتها.');
    expect(mail.text).toContain('https://sabil.example/community');
    // Moderated again: refused, and still one message.
    expect((await t.graphql(MODERATE, { id: published, decision: 'APPROVE' }, admin.token)).body.errors?.[0].extensions.reason).toBe('STORY_ALREADY_MODERATED');
    expect(await outboxRows(seeker.email)).toBe(1);
  });
});

describe('tracking updates', () => {
  it('go to the donor with one-click unsubscribe headers; the link, POSTed without signing in, stops the next update but never a receipt', async () => {
    const donor = await person('donor', 'en', 'Yusuf Rahman');
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { donation } = await give(t, donor.token, applicationId, 50);
    await settled(donor.email, 'gift_receipt');

    const posted = await t.graphql(TRACK, { input: { donationId: donation.id, newStatus: 'ONGOING', updateMessage: 'Visa issued; flights booked.' } }, admin.token);
    expect(posted.body.errors).toBeUndefined();
    const mail = await delivered(donor.email, 'tracking_update', 'News of the journey you support');
    expect(mail.text).toContain('The journey you support is now: Under way.');
    expect(mail.text).toContain('A message for you: Visa issued; flights booked.');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(http:\/\/localhost:\d+\/mail\/unsubscribe\?token=[^>]+)>$/.exec(String(rawHeader(mail, 'List-Unsubscribe')))?.[1];
    expect(link).toBeDefined();
    expect(mail.text).toContain(link);
    const [{ dedupe_key: key }] = await t.db.dataSource.query(`SELECT dedupe_key FROM mail_outbox WHERE recipient = $1 AND template = 'tracking_update'`, [donor.email]);
    expect(key).toBe(`tracking_update:${posted.body.data.postTrackingUpdate.update.id}:${donor.id}`);

    // The mail client's one-click POST (RFC 8058): no token, no cookie.
    const address = `${t.url}${new URL(link!).pathname}${new URL(link!).search}`;
    const unsubscribed = await fetch(address, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsubscribed.status).toBe(200);

    expect((await t.graphql(TRACK, { input: { donationId: donation.id, newStatus: 'COMPLETED', updateMessage: 'Hajj performed.' } }, admin.token)).body.errors).toBeUndefined();
    await give(t, donor.token, applicationId, 25);
    for (let i = 0; i < 200 && smtp.to(donor.email).length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await t.api.services.mailWorker.whenIdle();
    const second = await settled(donor.email, 'tracking_update');
    expect(second).toMatchObject({ status: 'suppressed', last_error: 'not sent: unsubscribed from tracking updates' });
    expect(await outboxRows(donor.email, 'tracking_update')).toBe(2);
    expect(smtp.to(donor.email).map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Your gift receipt SBL-/),
      'News of the journey you support',
      expect.stringMatching(/^Your gift receipt SBL-/),
    ]);
  });

  it('queue nothing for a refused update: a donor posting, an unknown status', async () => {
    const donor = await person('donor', 'en');
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { donation } = await give(t, donor.token, applicationId, 30);
    await settled(donor.email, 'gift_receipt');
    const byDonor = await t.graphql(TRACK, { input: { donationId: donation.id, newStatus: 'ONGOING', updateMessage: 'Mine.' } }, donor.token);
    expect(byDonor.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const invalid = await t.rest('POST', '/tracking/updatestatus', { donationId: donation.id, newStatus: 'teleported', updateMessage: 'x' }, admin.token);
    expect(invalid.status).toBe(400);
    const empty = await t.rest('POST', '/tracking/updatestatus', { donationId: donation.id, newStatus: 'ongoing', updateMessage: '' }, admin.token);
    expect(empty.status).toBe(400);
    expect(await outboxRows(donor.email, 'tracking_update')).toBe(0);
    expect(await t.count('journey_update', `donation_id = '${donation.id}'`)).toBe(0);
  });
});

describe("the donor's money", () => {
  it('sends "refund" once per refund carried out (Urdu), whether the provider’s event or the refund executor marks it first', async () => {
    const donor = await person('donor', 'ur');
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const { donation } = await give(t, donor.token, applicationId, 50);
    await settled(donor.email, 'gift_receipt');
    const refused = await t.graphql(REFUND, { input: { donationId: donation.id, amount: 500, note: 'Too much.' } }, admin.token);
    expect(refused.body.errors?.[0].extensions.reason).toBe('REFUND_OVER_REFUNDABLE');
    expect(await outboxRows(donor.email, 'refund')).toBe(0);

    // The provider's event arrives while the executor carries it out (the test checkout delivers at once).
    expect((await t.graphql(REFUND, { input: { donationId: donation.id, amount: 20, note: 'Asked by the donor.' } }, admin.token)).body.errors).toBeUndefined();
    await settleRefunds(t);
    const refundOf = async (cents: number) =>
      (await t.db.dataSource.query(`SELECT id, refund_number, status FROM donation_refund WHERE donation_id = $1 AND amount_cents = $2`, [donation.id, cents]))[0];
    const first = await refundOf(2000);
    expect(first.status).toBe('succeeded');
    const mail = await delivered(donor.email, 'refund', `آپ کے عطیے کی واپسی \u2068${first.refund_number}\u2069`);
    const amount = (dollars: number) => new Intl.NumberFormat('ur', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(dollars);
    expect(mail.text).toContain(amount(20));
    expect(mail.text).toContain(donation.receiptNumber);
    expect(mail.text).toContain('آپ کے اسٹیٹمنٹ میں ظاہر ہونے میں چند دن لگ سکتے ہیں۔');
    expect(mail.text).toContain(`https://sabil.example/donor/receipt/${donation.id}`);
    // Issue 28: a test refund says that no money moved; the journey is named (first name, travel type).
    expect(mail.text).toContain('ٹیسٹ موڈ — کوئی رقم منتقل نہیں ہوئی۔');
    expect(mail.text).toContain('یہ عطیہ \u2068Amina\u2069 کے سفرِ \u2068حج\u2069 کے لیے تھا۔');

    // The event is lost: the executor marks the refund carried out, and queues its message.
    refundEventsLost = true;
    try {
      expect((await t.graphql(REFUND, { input: { donationId: donation.id, amount: 5, note: 'The rest of the request.' } }, admin.token)).body.errors).toBeUndefined();
      await settleRefunds(t);
    } finally {
      refundEventsLost = false;
    }
    const second = await refundOf(500);
    expect(second.status).toBe('succeeded');
    for (let i = 0; i < 200 && smtp.to(donor.email).filter((m) => m.parsed.subject?.includes(second.refund_number)).length < 1; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.to(donor.email).find((m) => m.parsed.subject?.includes(second.refund_number))?.parsed.text).toContain(amount(5));

    // The event arrives late, and the executor runs again: nothing more.
    await t.db.dataSource.query(`UPDATE test_checkout_event SET next_attempt_at = now() WHERE delivered_at IS NULL`);
    await t.api.services.testCheckout!.deliverDue();
    await settleRefunds(t);
    const rows = await t.db.dataSource.query(`SELECT dedupe_key FROM mail_outbox WHERE recipient = $1 AND template = 'refund' ORDER BY created_at`, [donor.email]);
    expect(rows.map((row: { dedupe_key: string }) => row.dedupe_key)).toEqual([`refund:${first.id}`, `refund:${second.id}`]);
  });

  it('sends "renewal failed" for a month the provider could not collect (Arabic), once however often the provider tells of it', async () => {
    const donor = await person('donor', 'ar');
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, donor.token, applicationId, 20, 'MONTHLY');
    await pressPay(session.url);
    const verified = (await t.graphql(VERIFY, { sessionId: session.id }, donor.token)).body.data.verifyCheckoutSession;
    await settled(donor.email, 'gift_receipt');
    expect(await pressRenewal(verified.donation.monthlyGift.testRenewalUrl, 'fail')).toBe('failed');

    const mail = await delivered(donor.email, 'renewal_failed', 'تعذّر تحصيل تبرعك الشهري');
    const amount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(20).replace('US$', '\u2066US$\u2069');
    expect(mail.text).toContain(`تعذّر علينا تحصيل دفعة هذا الشهر بمبلغ \u2068${amount}\u2069 من تبرعك الشهري.`);
    expect(mail.text).toContain('https://sabil.example/donor/dashboard');
    const [failed] = await t.db.dataSource.query(`SELECT id, payment_key FROM donation WHERE donor_id = $1 AND status = 'failed'`, [donor.id]);
    const [row] = await t.db.dataSource.query(`SELECT dedupe_key FROM mail_outbox WHERE recipient = $1 AND template = 'renewal_failed'`, [donor.email]);
    expect(row.dedupe_key).toBe(`renewal_failed:${failed.id}`);

    // The provider tells of it again, as a new event (a retried webhook, the sweep): nothing more is queued.
    const invoice = await t.api.services.payments.retrieveInvoice(String(failed.payment_key).replace(/^invoice:/, ''));
    expect(invoice.paid).toBe(false);
    await t.api.services.fulfilment.handle({ type: 'invoice.failed', eventId: `evt_replay_${failed.id}`, invoice });
    await t.api.services.fulfilment.handle({ type: 'invoice.failed', invoice });
    expect(await outboxRows(donor.email, 'renewal_failed')).toBe(1);
    expect(await outboxRows(donor.email, 'gift_receipt')).toBe(1);
  });
});

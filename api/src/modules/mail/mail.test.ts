import { account, approvedApplication, give, pressPay, startCheckout, VERIFY } from '../../test/giving';
import { pressRenewal } from '../../test/money';
import { rawHeader, startSmtpReceiver } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { MailLanguage } from './templates/mail-texts';

/**
 * Email end to end: a real API sending through a real SMTP server on loopback (smtp-server), the
 * messages read back with mailparser. Receipts come from real gifts through the test checkout.
 */
let t: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: { id: string; token: string };
let serial = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApi({
    webOrigin: 'https://sabil.example',
    mail: { smtpUrl: smtp.url, from: 'Sabil <receipts@sabil.example>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 },
  });
  admin = await account(t, 'admin');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A donor registered through REST in a language; their address. */
async function donor(language: MailLanguage, fullname = 'Yusuf Rahman') {
  serial += 1;
  const email = `donor-${language}-${serial}.${process.pid}@example.org`;
  const answer = await t.rest('POST', '/donor/register', { fullname, email, password: 'secret-pass', language });
  expect(answer.status).toBe(201);
  return { id: answer.body.donor._id as string, token: answer.body.token as string, email };
}

/** Waits until the outbox row of a template to an address has settled; its row. */
async function settled(recipient: string, template: string): Promise<Record<string, any>> {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.db.dataSource.query(`SELECT * FROM mail_outbox WHERE recipient = $1 AND template = $2 AND status <> 'pending' ORDER BY created_at DESC LIMIT 1`, [recipient, template]);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no settled ${template} to ${recipient}`);
}

/** An amount as the mail writes it: Intl's words, a Latin sign ("US$") isolated left to right in Arabic and Urdu (issue 28). */
const money = (language: MailLanguage, dollars: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(dollars).replace('US$', language === 'en' ? 'US$' : '\u2066US$\u2069');

describe('gift receipts', () => {
  it.each([
    ['en', 'ltr', 'Your gift receipt', "-apple-system, 'Segoe UI'", 'Test mode — no money moved.', 'Your gift goes to Amina’s Hajj journey.'],
    ['ar', 'rtl', 'إيصال تبرعك', "'Noto Naskh Arabic', 'Geeza Pro'", 'وضع تجريبي — لم تنتقل أي أموال.', 'يدعم تبرعك \u2068Amina\u2069 في رحلة \u2068الحج\u2069.'],
    ['ur', 'rtl', 'آپ کے عطیے کی رسید', "'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', 'Urdu Typesetting', 'Noto Naskh Arabic'", 'ٹیسٹ موڈ — کوئی رقم منتقل نہیں ہوئی۔', 'آپ کا عطیہ \u2068Amina\u2069 کے سفرِ \u2068حج\u2069 کے لیے ہے۔'],
  ] as const)('sends the receipt of a one-time gift to the donor alone, in %s (%s), with a text part and the link to the printable receipt', async (language, dir, subject, fonts, testNotice, journey) => {
    const person = await donor(language);
    const applicationId = await approvedApplication(t, admin.token, 1000, 'Amina Yusuf');
    const { donation } = await give(t, person.token, applicationId, 50);
    const row = await settled(person.email, 'gift_receipt');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, language, last_error: null });

    const [mail] = smtp.to(person.email);
    expect(mail).toBeDefined();
    expect(mail!.rcptTo).toEqual([person.email]);
    expect(mail!.mailFrom).toBe('receipts@sabil.example');
    const { parsed } = mail!;
    expect(parsed.subject).toContain(subject);
    expect(parsed.subject).toContain(donation.receiptNumber);
    expect((parsed.to as { value: Array<{ address: string; name: string }> }).value).toEqual([{ address: person.email, name: 'Yusuf Rahman' }]);
    expect(parsed.messageId).toBe(`<${row.id}@sabil.example>`);
    // The HTML part: the document and each block say their language and direction; fonts fall back.
    expect(parsed.html).toMatch(new RegExp(`<html lang="${language}" dir="${dir}"`));
    expect(parsed.html).toContain(`<div dir="${dir}" lang="${language}">`);
    expect(parsed.html).toContain(fonts);
    expect(parsed.html).toContain(`href="https://sabil.example/donor/receipt/${donation.id}?lang=${language}"`);
    // The HTML part: no web font from a third party; the amount isolated (in Arabic and Urdu, a span saying its direction).
    expect(parsed.html).not.toContain('fonts.googleapis.com');
    expect(parsed.html).toContain(language === 'en' ? money(language, 50) : `\u2068${money(language, 50)}\u2069</span>`.replace('\u2066US$', '<span dir="ltr" style="font-family:-apple-system, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif">\u2066US$').replace('US$\u2069', 'US$\u2069</span>'));
    // The text part says the same, and carries the link in full.
    expect(parsed.text).toContain(money(language, 50));
    expect(parsed.text).toContain(`https://sabil.example/donor/receipt/${donation.id}?lang=${language}`);
    expect(parsed.text).toContain(donation.receiptNumber);
    // Issue 28: a test payment says that no money moved, as the web receipt does; the journey is named (first name, travel type).
    expect(parsed.text).toContain(testNotice);
    expect(parsed.text).toContain(journey);
    // Receipts cannot be unsubscribed from: no List-Unsubscribe.
    expect(rawHeader(parsed, 'List-Unsubscribe')).toBeUndefined();
  });

  it('sends a receipt for the first month of a monthly gift and for each month renewed, not for a month that failed', async () => {
    const person = await donor('en');
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, person.token, applicationId, 20, 'MONTHLY');
    await pressPay(session.url);
    const verified = (await t.graphql(VERIFY, { sessionId: session.id }, person.token)).body.data.verifyCheckoutSession;
    expect(await pressRenewal(verified.donation.monthlyGift.testRenewalUrl, 'renew')).toBe('paid');
    expect(await pressRenewal(verified.donation.monthlyGift.testRenewalUrl, 'fail')).toBe('failed');
    for (let i = 0; i < 200 && smtp.to(person.email).length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await t.api.services.mailWorker.whenIdle();
    // The failed month has its own message (mail-triggers.test.ts), never a receipt.
    const mails = smtp.to(person.email).filter((mail) => mail.parsed.subject !== 'Your monthly gift could not be collected');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.parsed.subject).toMatch(/^Your monthly gift receipt SBL-\d{4}-\d{6}$/);
      expect(mail.parsed.text).toContain("We have received this month's payment of $20 for your monthly gift.");
    }
    expect(new Set(mails.map((mail) => mail.parsed.subject)).size).toBe(2);
    expect(await t.count('mail_outbox', `recipient = '${person.email}' AND template = 'gift_receipt'`)).toBe(2);
    expect(await t.count('mail_outbox', `recipient = '${person.email}'`)).toBe(3);
  });

  it('is queued once per donation, whatever the provider repeats', async () => {
    const person = await donor('en');
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const { session, donation } = await give(t, person.token, applicationId, 30);
    // The success page verifies again, and the payment sweep asks the provider again.
    expect((await t.graphql(VERIFY, { sessionId: session.id }, person.token)).body.data.verifyCheckoutSession.donation.id).toBe(donation.id);
    await t.api.services.fulfilment.fetchAndFulfil(`session:${session.id}`);
    await settled(person.email, 'gift_receipt');
    expect(await t.count('mail_outbox', `recipient = '${person.email}'`)).toBe(1);
  });
});

describe('tracking updates and the one-click unsubscribe', () => {
  async function queue(accountId: string, template: 'tracking_update' | 'gift_receipt') {
    const outbox = t.api.services.mailOutbox;
    await t.db.dataSource.transaction((manager) =>
      template === 'tracking_update'
        ? outbox.enqueue(manager, { to: { accountId }, template, data: { donationId: '00000000-0000-4000-8000-000000000001', status: 'ongoing', message: 'We are in Mina.' } })
        : outbox.enqueue(manager, {
            to: { accountId },
            template,
            data: { donationId: '00000000-0000-4000-8000-000000000002', receiptNumber: 'SBL-2026-999999', amountCents: 2500, currency: 'usd', monthly: false, refundedCents: 0, paidAt: new Date().toISOString() },
          }),
    );
    outbox.committed();
  }

  it('carry List-Unsubscribe headers whose link stops tracking updates without signing in, and never receipts', async () => {
    const person = await donor('ar');
    await queue(person.id, 'tracking_update');
    const first = await settled(person.email, 'tracking_update');
    expect(first.status).toBe('sent');
    const [mail] = smtp.to(person.email);
    const listUnsubscribe = String(rawHeader(mail!.parsed, 'List-Unsubscribe'));
    expect(rawHeader(mail!.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(http:\/\/localhost:\d+\/mail\/unsubscribe\?token=[^>]+)>$/.exec(listUnsubscribe)?.[1];
    expect(link).toBeDefined();
    expect(mail!.parsed.text).toContain(link);
    expect(mail!.parsed.html).toContain('dir="rtl"');
    const address = `${t.url}${new URL(link!).pathname}${new URL(link!).search}`;

    // Opening the link shows a page with a button and changes nothing (mail scanners open links).
    const confirm = await fetch(address);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toMatch(/<form method="post" action="\/mail\/unsubscribe\?token=[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">/);
    expect(await t.count('mail_unsubscribe')).toBe(0);

    // A forged link is refused.
    const forged = await fetch(address.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A')), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.status).toBe(400);
    expect(await t.count('mail_unsubscribe')).toBe(0);

    // The mail client's one-click POST (RFC 8058): no token, no cookie.
    const unsubscribed = await fetch(address, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain('تم إلغاء اشتراكك');
    expect(await t.count('mail_unsubscribe', `account_id = '${person.id}' AND topic = 'tracking_updates'`)).toBe(1);
    // Pressed twice (the page's button after the client's): still one, still fine.
    expect((await fetch(address, { method: 'POST' })).status).toBe(200);

    await queue(person.id, 'tracking_update');
    await queue(person.id, 'gift_receipt');
    const receipt = await settled(person.email, 'gift_receipt');
    const second = await settled(person.email, 'tracking_update');
    expect(receipt.status).toBe('sent');
    expect(second).toMatchObject({ status: 'suppressed', last_error: 'not sent: unsubscribed from tracking updates' });
    expect(second.id).not.toBe(first.id);
    expect(smtp.to(person.email).map((m) => m.parsed.subject)).toEqual(['أخبار الرحلة التي تدعمها', expect.stringContaining('إيصال تبرعك')]);
  });

  it('answers a link that is not one of ours with a page, in the browser’s language', async () => {
    const answer = await fetch(`${t.url}/mail/unsubscribe?token=nonsense`, { headers: { 'accept-language': 'ur' } });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('<html lang="ur" dir="rtl">');
  });
});

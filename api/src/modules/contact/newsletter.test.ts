import { account } from '../../test/giving';
import { rawHeader, startSmtpReceiver, type ReceivedMail } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import { MAIL_TEXTS, type MailLanguage } from '../mail/templates/mail-texts';

/**
 * The newsletter's double opt-in through a real SMTP server (smtp-server + mailparser), in the
 * three languages: a sign-up mails a link, only the link confirms, the welcome letter and every
 * letter carry a one-click unsubscribe link that works without signing in; the answer never tells
 * whether an address was known; bad input, forged links and floods change nothing.
 */
let t: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: { id: string; token: string };

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApi({
    trustProxy: ['loopback'],
    mail: { smtpUrl: smtp.url, from: 'Sabil <news@sabil.example>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 },
    contact: { contactEmail: undefined, limit: { windowSeconds: 3600, messagesPerIp: 3, signupsPerIp: 3 } },
  });
  admin = await account(t, 'admin');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let nextAddress = 1;
const freshAddress = () => `192.0.2.${nextAddress++}`;

async function signUp(body: unknown, from = freshAddress()) {
  const response = await fetch(`${t.url}/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

/** The newest messages to `email` once `count` have arrived. */
async function mailTo(email: string, count: number): Promise<ReceivedMail[]> {
  for (let i = 0; i < 200 && smtp.to(email).length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  const mails = smtp.to(email);
  expect(mails.length).toBe(count);
  return mails;
}

const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(String(mail.parsed.text));
  if (!match) throw new Error(`no ${path} link in "${mail.parsed.subject}"`);
  return match[0];
};

const status = async (email: string) => (await t.db.dataSource.query('SELECT status FROM newsletter_subscriber WHERE email = $1', [email]))[0]?.status;

const page = async (url: string, method = 'GET', body?: string) => {
  const response = await fetch(url, { method, body, headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {} });
  return { status: response.status, html: await response.text() };
};

const LIST = `query { newsletterSubscribers(first: 100) { nodes { email language status confirmedAt unsubscribedAt } confirmed } }`;
const SEND = `mutation Send($input: SendNewsletterInput!) { sendNewsletter(input: $input) }`;
const SUBSCRIBE = `mutation Sub($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { received } }`;

describe('the newsletter', () => {
  it.each(['en', 'ar', 'ur'] as const)('in %s: signs up pending, confirms only through the emailed link, welcomes with a one-click unsubscribe that works without sign-in', async (language: MailLanguage) => {
    const email = `reader-${language}@example.org`;
    expect(await signUp({ email, language })).toMatchObject({ status: 202 });
    expect(await status(email)).toBe('pending');

    const [confirmation] = await mailTo(email, 1);
    expect(confirmation.parsed.subject).toBe(MAIL_TEXTS[language].newsletter_confirm_subject);
    expect(confirmation.parsed.html).toContain(`<html lang="${language}" dir="${language === 'en' ? 'ltr' : 'rtl'}"`);
    expect(rawHeader(confirmation.parsed, 'List-Unsubscribe')).toBeUndefined();
    const confirmUrl = linkIn(confirmation, '/newsletter/confirm');

    // Opening the link (or a mail scanner fetching it) shows a button and confirms nothing.
    const shown = await page(confirmUrl);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(`lang="${language}"`);
    expect(shown.html).toContain(MAIL_TEXTS[language].newsletter_page_confirm_button);
    expect(await status(email)).toBe('pending');

    const confirmed = await page(confirmUrl, 'POST', '');
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain(MAIL_TEXTS[language].newsletter_page_confirmed_title);
    expect(await status(email)).toBe('confirmed');
    expect((await page(confirmUrl, 'POST', '')).status).toBe(400);

    const [, welcome] = await mailTo(email, 2);
    expect(welcome.parsed.subject).toBe(MAIL_TEXTS[language].newsletter_welcome_subject);
    const unsubscribeUrl = linkIn(welcome, '/newsletter/unsubscribe');
    expect(rawHeader(welcome.parsed, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(rawHeader(welcome.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    expect((await page(unsubscribeUrl)).html).toContain(MAIL_TEXTS[language].newsletter_page_unsubscribe_button);
    expect(await status(email)).toBe('confirmed');
    const left = await page(unsubscribeUrl, 'POST', 'List-Unsubscribe=One-Click');
    expect(left.status).toBe(200);
    expect(left.html).toContain(MAIL_TEXTS[language].newsletter_page_unsubscribed_title);
    expect(await status(email)).toBe('unsubscribed');
  });

  it('answers the same for a new, a pending and a confirmed address, and mails a confirmed one nothing more', async () => {
    const email = 'known@example.org';
    const first = await signUp({ email });
    const [confirmation] = await mailTo(email, 1);
    const firstLink = linkIn(confirmation, '/newsletter/confirm');
    const again = await signUp({ email });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const [, renewed] = await mailTo(email, 2);
    // A newer link spends the older one.
    expect((await page(firstLink, 'POST', '')).status).toBe(400);
    expect((await page(linkIn(renewed, '/newsletter/confirm'), 'POST', '')).status).toBe(200);
    await mailTo(email, 3);

    const graphql = await t.graphql(SUBSCRIBE, { input: { email: 'KNOWN@example.org ' } });
    expect(graphql.body).toEqual({ data: { subscribeToNewsletter: { received: true } } });
    expect((await signUp({ email })).body).toEqual(first.body);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.to(email)).toHaveLength(3);
    expect(await status(email)).toBe('confirmed');
  });

  it('refuses a bad address or language with its reason, and keeps nothing', async () => {
    const before = await t.count('newsletter_subscriber');
    expect((await signUp({ email: 'not an address' })).body.errors).toEqual([expect.objectContaining({ param: 'email', reason: 'EMAIL_INVALID' })]);
    expect((await signUp({})).body.errors).toEqual([expect.objectContaining({ param: 'email', reason: 'FIELD_REQUIRED' })]);
    expect((await signUp({ email: 'a@example.org', language: 'fr' })).body.errors).toEqual([expect.objectContaining({ param: 'language', reason: 'CHOICE_INVALID' })]);
    expect((await signUp(['a@example.org'])).body.reason).toBe('BODY_NOT_AN_OBJECT');
    expect(await t.count('newsletter_subscriber')).toBe(before);
  });

  it('keeps nothing from a filled spam trap, and limits one client address (429 with a reason)', async () => {
    const before = await t.count('newsletter_subscriber');
    expect((await signUp({ email: 'bot@example.org', website: 'https://spam.example' })).status).toBe(202);
    expect(await t.count('newsletter_subscriber')).toBe(before);

    const from = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await signUp({ email: `flood${i}@example.org` }, from)).status).toBe(202);
    const refused = await signUp({ email: 'flood9@example.org' }, from);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_NEWSLETTER_SIGNUPS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await status('flood9@example.org')).toBeUndefined();
  });

  it('refuses forged, tampered and expired links with a page in the browser’s language, and changes nothing', async () => {
    const email = 'forged@example.org';
    await signUp({ email });
    const [confirmation] = await mailTo(email, 1);
    const confirmUrl = linkIn(confirmation, '/newsletter/confirm');
    for (const url of [`${t.url}/newsletter/confirm?token=made-up`, `${t.url}/newsletter/confirm`, `${t.url}/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000.AAAA`]) {
      expect((await page(url, 'POST', '')).status).toBe(400);
    }
    const arabic = await fetch(`${t.url}/newsletter/unsubscribe?token=x`, { headers: { 'accept-language': 'ar' } });
    expect(arabic.status).toBe(400);
    expect(await arabic.text()).toContain(MAIL_TEXTS.ar.newsletter_page_invalid);

    await t.db.dataSource.query(`UPDATE newsletter_subscriber SET confirm_expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    expect((await page(confirmUrl)).status).toBe(400);
    expect((await page(confirmUrl, 'POST', '')).status).toBe(400);
    expect(await status(email)).toBe('pending');
  });

  it('lists subscribers to admins only, and sends a letter to the confirmed ones, each with their own unsubscribe link', async () => {
    const donor = await account(t, 'donor');
    expect((await t.graphql(LIST, {}, donor.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(SEND, { input: { subject: 'x', body: 'y' } }, donor.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const list = (await t.graphql(LIST, {}, admin.token)).body.data.newsletterSubscribers;
    const confirmed = list.nodes.filter((n: any) => n.status === 'CONFIRMED').map((n: any) => n.email);
    expect(confirmed).toEqual(['known@example.org']);
    expect(list.confirmed).toBe(1);
    expect(list.nodes.find((n: any) => n.email === 'reader-ar@example.org')).toMatchObject({ language: 'AR', status: 'UNSUBSCRIBED' });

    expect((await t.graphql(SEND, { input: { subject: '', body: 'y' } }, admin.token)).body.errors[0].extensions).toMatchObject({ reason: 'FIELD_REQUIRED', field: 'subject' });
    const sent = await t.graphql(SEND, { input: { subject: 'Spring journeys', body: 'Twelve pilgrims travel this spring.\nThank you.' } }, admin.token);
    expect(sent.body.data.sendNewsletter).toBe(1);
    const letters = await mailTo('known@example.org', 4);
    const letter = letters[3]!;
    expect(letter.parsed.subject).toBe('Spring journeys');
    expect(letter.parsed.text).toContain('Twelve pilgrims travel this spring.');
    expect(rawHeader(letter.parsed, 'List-Unsubscribe')).toBe(`<${linkIn(letter, '/newsletter/unsubscribe')}>`);
    expect(smtp.to('reader-en@example.org')).toHaveLength(2);

    // The letter is in the admins' audit trail: who sent it, its subject and length, how many it went to.
    const events = (await t.graphql(`query { auditEvents(filter: { action: "newsletter.send" }, first: 5) { nodes { actorId actorRole subjectType subjectId after } } }`, {}, admin.token)).body.data.auditEvents.nodes;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, actorRole: 'ADMIN', subjectType: 'newsletter_letter', subjectId: expect.any(String) });
    expect(JSON.parse(events[0].after)).toEqual({ subject: 'Spring journeys', characters: 'Twelve pilgrims travel this spring.\nThank you.'.length, recipients: 1 });
    // A refused letter (no subject) recorded nothing.
    expect(await t.count('audit_event', `action = 'newsletter.send'`)).toBe(1);
  });

  it('does not deliver a letter queued before its reader left: the worker asks at sending time', async () => {
    // Two confirmed readers; the worker is held so that the letter waits in the outbox.
    const stays = 'stays@example.org';
    const leaves = 'leaves@example.org';
    for (const email of [stays, leaves]) {
      await signUp({ email });
      const [confirmation] = await mailTo(email, 1);
      expect((await page(linkIn(confirmation, '/newsletter/confirm'), 'POST', '')).status).toBe(200);
      await mailTo(email, 2);
    }
    const [, welcome] = smtp.to(leaves);
    const worker = t.api.services.mailWorker;
    await worker.stop();
    try {
      const sent = await t.graphql(SEND, { input: { subject: 'Autumn journeys', body: 'Nine pilgrims travel this autumn.' } }, admin.token);
      expect(sent.body.data.sendNewsletter).toBeGreaterThanOrEqual(2);
      // After the letter was queued, one reader leaves.
      expect((await page(linkIn(welcome!, '/newsletter/unsubscribe'), 'POST', 'List-Unsubscribe=One-Click')).status).toBe(200);
      await worker.sweep();
    } finally {
      worker.start();
    }
    expect((await mailTo(stays, 3))[2]!.parsed.subject).toBe('Autumn journeys');
    expect(smtp.to(leaves)).toHaveLength(2);
    const [row] = await t.db.dataSource.query(`SELECT status, last_error, sent_at FROM mail_outbox WHERE recipient = $1 AND template = 'newsletter_letter'`, [leaves]);
    expect(row).toEqual({ status: 'suppressed', last_error: 'not sent: left the newsletter', sent_at: null });
  });
});

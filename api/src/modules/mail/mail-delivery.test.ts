import { createLogger } from '../../logging/logger';
import { account } from '../../test/giving';
import { rawHeader, startSmtpReceiver } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { MailMessage } from './mail-outbox';
import { composeMail } from './mail.module';
import type { MailTemplateKey } from './templates/mail-templates';

/**
 * How the worker meets a mail server that refuses, defers or is away, on a clock the test moves.
 * The API under test queues nothing itself (MAIL_DISABLED): each test composes the mail parts the
 * way the module does, pointed at a real SMTP server on loopback, and runs the worker's sweeps by hand.
 */
let t: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let now = new Date('2026-06-01T10:00:00Z');
const clock = () => now;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  smtp = await startSmtpReceiver({ reject: ['gone@example.org'], defer: ['busy@example.org'] });
  t = await startTestApi({ mail: { smtpUrl: undefined, from: 'Sabil <receipts@sabil.example>', disabled: true, pollIntervalMs: 60_000, timeoutMs: 3000 } });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function mailParts(smtpUrl = smtp.url, maxAttempts?: number) {
  return composeMail({
    dataSource: t.db.dataSource,
    contactOf: (manager, id) => t.api.services.accounts.contact(manager, id),
    logger: createLogger('silent'),
    config: { ...t.config, mail: { ...t.config.mail, smtpUrl, disabled: false } },
    publicApiUrl: () => 'https://api.sabil.example',
    clock,
    maxAttempts,
  });
}

async function queue(parts: ReturnType<typeof mailParts>, ...messages: MailMessage<MailTemplateKey>[]) {
  await t.db.dataSource.transaction(async (manager) => {
    for (const message of messages) await parts.outbox.enqueue(manager, message);
  });
}

const receipt = (email: string, name = 'Hamza Ali'): MailMessage<'gift_receipt'> => ({
  to: { email, name, language: 'en' },
  template: 'gift_receipt',
  data: { donationId: '00000000-0000-4000-8000-0000000000aa', receiptNumber: 'SBL-2026-000042', amountCents: 5000, currency: 'usd', monthly: false, refundedCents: 0, paidAt: '2026-06-01T10:00:00Z' },
});

const row = async (email: string) => (await t.db.dataSource.query('SELECT * FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id', [email])) as Array<Record<string, any>>;

describe('a mail server that is away', () => {
  it('keeps the message waiting, retries with backoff, and sends it once the server is back', async () => {
    const away = await startSmtpReceiver();
    await away.close();
    const parts = mailParts(away.url);
    await queue(parts, receipt('patient@example.org'));

    expect(await parts.worker.sweep()).toBe(1);
    let [message] = await row('patient@example.org');
    expect(message).toMatchObject({ status: 'pending', attempts: 1, subject: 'Your gift receipt SBL-2026-000042' });
    expect(message!.last_error).toMatch(/ECONNREFUSED|connect/i);
    const wait = new Date(message!.next_attempt_at).getTime() - now.getTime();
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // Not yet due: nothing is attempted.
    expect(await parts.worker.sweep()).toBe(0);
    // Still away at the next attempt: the wait doubles.
    later(60_000);
    expect(await parts.worker.sweep()).toBe(1);
    [message] = await row('patient@example.org');
    expect(message).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(message!.next_attempt_at).getTime() - now.getTime()).toBeGreaterThanOrEqual(60_000);

    await away.restart();
    try {
      later(120_000);
      expect(await parts.worker.sweep()).toBe(1);
      [message] = await row('patient@example.org');
      expect(message).toMatchObject({ status: 'sent', attempts: 3, next_attempt_at: null });
      expect(away.to('patient@example.org')).toHaveLength(1);
      expect(away.to('patient@example.org')[0]!.parsed.subject).toBe('Your gift receipt SBL-2026-000042');
    } finally {
      await away.close();
    }
  });

  it('gives up after the last attempt (a server that keeps deferring): failed, not retried forever', async () => {
    const parts = mailParts(smtp.url, 3);
    await queue(parts, receipt('busy@example.org'));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await parts.worker.sweep()).toBe(1);
      later(5 * 3600_000);
    }
    const [message] = await row('busy@example.org');
    expect(message).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
    expect(message!.last_error).toMatch(/451/);
    expect(await parts.worker.sweep()).toBe(0);
    expect(smtp.to('busy@example.org')).toHaveLength(0);
  });
});

describe('a permanent refusal (5xx)', () => {
  it('bounces the message, is not retried, and suppresses the address: later mail to it, receipts included, is recorded and never sent', async () => {
    const parts = mailParts();
    const before = smtp.rcptAttempts;
    await queue(parts, receipt('gone@example.org'));
    expect(await parts.worker.sweep()).toBe(1);
    let [message] = await row('gone@example.org');
    expect(message).toMatchObject({ status: 'bounced', attempts: 1, next_attempt_at: null });
    expect(message!.last_error).toMatch(/550/);
    expect(await t.count('mail_suppression', `email = 'gone@example.org' AND reason = 'bounced'`)).toBe(1);

    // Never again: not after a day, not another message.
    later(24 * 3600_000);
    expect(await parts.worker.sweep()).toBe(0);
    await queue(parts, receipt('gone@example.org'), { to: { email: 'GONE@example.org', name: 'Hamza', language: 'ar' }, template: 'story_published', data: { title: 'My Umrah' } });
    expect(await parts.worker.sweep()).toBe(2);
    const rows = await row('gone@example.org');
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['bounced', 1],
      ['suppressed', 0],
      ['suppressed', 0],
    ]);
    expect(rows[1]!.last_error).toMatch(/^not sent: this address bounced earlier/);
    expect(smtp.rcptAttempts - before).toBe(1);
    [message] = rows;
    expect(message!.attempts).toBe(1);
  });
});

describe('what people write', () => {
  it('cannot add a recipient or a header through a name or a title (CR/LF), and is escaped in the HTML', async () => {
    const parts = mailParts();
    const seeker = await account(t, 'seeker', 'Mallory');
    // The account's own name: written as registration allows; the message's name and title carry the attempt.
    await t.db.dataSource.query('UPDATE account SET fullname = $2 WHERE id = $1', [seeker.id, 'Mallory\r\nBcc: evil@example.org\r\n<b>bold</b> & "co"']);
    const [{ email }] = await t.db.dataSource.query('SELECT email FROM account WHERE id = $1', [seeker.id]);
    await queue(parts, {
      to: { accountId: seeker.id },
      template: 'story_published',
      data: { title: 'Hello\r\nBcc: evil@example.org\r\nX-Injected: yes\r\n\r\n<script>alert(1)</script>' },
    });
    expect(await parts.worker.sweep()).toBe(1);
    await smtp.waitFor(1);
    const [mail] = smtp.to(email);
    expect(mail).toBeDefined();
    expect(mail!.rcptTo).toEqual([email]);
    expect(smtp.to('evil@example.org')).toHaveLength(0);
    const { parsed } = mail!;
    expect(parsed.bcc).toBeUndefined();
    expect(rawHeader(parsed, 'X-Injected')).toBeUndefined();
    expect(parsed.headerLines.map((h) => h.key)).not.toContain('bcc');
    expect(parsed.subject).toBe('Your story “Hello Bcc: evil@example.org X-Injected: yes <script>alert(1)</script>” is published');
    expect((parsed.to as { value: Array<{ address: string; name: string }> }).value).toEqual([{ address: email, name: 'Mallory Bcc: evil@example.org <b>bold</b> & "co"' }]);
    // In the HTML every value is text, never markup.
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<b>bold</b>');
    expect(parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(parsed.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;co&quot;');
    expect(parsed.text).toContain('Assalamu alaikum Mallory Bcc: evil@example.org <b>bold</b> & "co",');
  });
});

describe('the lease', () => {
  it('lets one of two workers claim a message, and a claim abandoned by a killed instance lapses by the database clock', async () => {
    const first = mailParts();
    const second = mailParts();
    await queue(first, receipt('leased@example.org'));
    // An instance claimed it and died mid-send: its lease holds for now.
    await t.db.dataSource.query(`UPDATE mail_outbox SET claim = gen_random_uuid(), locked_until = now() + interval '1 hour' WHERE recipient = 'leased@example.org'`);
    expect(await second.worker.sweep()).toBe(0);
    await t.db.dataSource.query(`UPDATE mail_outbox SET locked_until = now() - interval '1 second' WHERE recipient = 'leased@example.org'`);
    const [a, b] = await Promise.all([first.worker.sweep(), second.worker.sweep()]);
    expect(a + b).toBe(1);
    expect(smtp.to('leased@example.org')).toHaveLength(1);
    expect((await row('leased@example.org'))[0]).toMatchObject({ status: 'sent', attempts: 1, claim: null, locked_until: null });
  });
});

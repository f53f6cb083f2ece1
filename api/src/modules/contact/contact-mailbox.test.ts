import { startTestApi, type TestApi } from '../../test/test-api';
import { MAIL_TEXTS } from '../mail/templates/mail-texts';

/**
 * The embedded default (no SMTP_URL): a contact message and a newsletter sign-up land in the
 * development mailbox, in the reader's language, and the emailed link confirms from there.
 */
let t: TestApi;
const INBOX = 'team@charity.example';

beforeAll(async () => {
  t = await startTestApi({
    mail: { smtpUrl: undefined, from: 'Sabil <no-reply@localhost>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 },
    contact: { contactEmail: INBOX, limit: { windowSeconds: 3600, messagesPerIp: 100, signupsPerIp: 100 } },
  });
});

afterAll(() => t?.close());

async function mailbox(email: string, count = 1): Promise<any[]> {
  for (let i = 0; i < 200; i += 1) {
    const { messages } = (await (await fetch(`${t.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: any[] };
    if (messages.filter((m) => m.status === 'sent').length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${email} in the mailbox`);
}

describe('contact and newsletter through the development mailbox', () => {
  it('keeps the contact message mailed to CONTACT_EMAIL', async () => {
    expect((await t.rest('POST', '/contact', { name: 'زينب', email: 'zainab@example.org', subject: 'سؤال', message: 'هل يمكنني التطوع؟', language: 'ar' })).status).toBe(202);
    const [message] = await mailbox(INBOX);
    expect(message).toMatchObject({ template: 'contact_message', language: 'en', subject: 'Contact form: \u2068سؤال\u2069' }); // the Arabic subject isolated in the English line
    expect(message.text).toContain('هل يمكنني التطوع؟');
  });

  it.each(['en', 'ar', 'ur'] as const)('mails the confirmation in %s, whose link confirms and brings the welcome letter', async (language) => {
    const email = `mailbox-${language}@example.org`;
    expect((await t.rest('POST', '/newsletter/subscribe', { email, language })).status).toBe(202);
    const [confirmation] = await mailbox(email);
    expect(confirmation).toMatchObject({ template: 'newsletter_confirm', language, subject: MAIL_TEXTS[language].newsletter_confirm_subject });
    const url = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text)![0];
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    const messages = await mailbox(email, 2);
    expect(messages[0]).toMatchObject({ template: 'newsletter_welcome', language, subject: MAIL_TEXTS[language].newsletter_welcome_subject });
    expect(messages[0].headers['List-Unsubscribe']).toMatch(/\/newsletter\/unsubscribe\?token=/);
  });
});

import { MAIL_TEMPLATES, TEMPLATE_TOPIC, type MailTemplateData, type MailTemplateKey } from './mail-templates';
import { MAIL_LANGUAGES, MAIL_TEXTS } from './mail-texts';
import { escapeHtml, oneLine, renderMail } from './render-mail';

/** The catalogue and the templates, without a database: every sentence in every language, every template rendered. */

const SAMPLES: { [K in MailTemplateKey]: MailTemplateData[K] } = {
  gift_receipt: { donationId: '00000000-0000-4000-8000-000000000001', receiptNumber: 'SBL-2026-000001', amountCents: 5050, currency: 'usd', monthly: false, refundedCents: 1000, paidAt: '2026-06-01T10:00:00Z' },
  renewal_failed: { amountCents: 2000, currency: 'usd' },
  refund: { donationId: '00000000-0000-4000-8000-000000000001', receiptNumber: 'SBL-2026-000001', refundNumber: 'SBL-R-2026-000001', amountCents: 1000, currency: 'usd' },
  tracking_update: { donationId: '00000000-0000-4000-8000-000000000001', status: 'completed', message: 'They are home.' },
  application_received: {},
  application_approved: {},
  application_rejected: { reason: 'details-incomplete', note: 'Please send a clearer scan.' },
  story_published: { title: 'My first Umrah' },
  password_reset: { url: 'https://sabil.example/reset-password?token=abc&x=1', minutes: 30 },
  admin_sign_in: { at: '2026-06-01T10:00:00Z', address: '203.0.113.7', agent: 'Firefox' },
  contact_message: { name: 'Aisha <Siddiqa>', email: 'maryam@example.org', subject: 'Volunteering', message: 'Salaam,\n\nCan I help?' },
  newsletter_confirm: { url: 'https://api.sabil.example/newsletter/confirm?token=abc', days: 7 },
  newsletter_welcome: { unsubscribeUrl: 'https://api.sabil.example/newsletter/unsubscribe?token=abc' },
  newsletter_letter: { subject: 'News from Sabil', body: 'Line one\nLine two', unsubscribeUrl: 'https://api.sabil.example/newsletter/unsubscribe?token=abc' },
};

const ANONYMOUS: readonly MailTemplateKey[] = ['contact_message', 'newsletter_confirm', 'newsletter_welcome', 'newsletter_letter'];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the mail catalogue', () => {
  it('has every sentence in English, Arabic and Urdu, none empty, each with the same placeholders', () => {
    const keys = Object.keys(MAIL_TEXTS.en).sort();
    for (const language of MAIL_LANGUAGES) {
      expect([language, Object.keys(MAIL_TEXTS[language]).sort()]).toEqual([language, keys]);
      for (const key of keys) {
        const text = MAIL_TEXTS[language][key as keyof (typeof MAIL_TEXTS)['en']];
        expect([language, key, text.trim().length > 0]).toEqual([language, key, true]);
        expect([language, key, placeholders(text)]).toEqual([language, key, placeholders(MAIL_TEXTS.en[key as keyof (typeof MAIL_TEXTS)['en']])]);
      }
    }
  });

  it('writes Arabic and Urdu in their own scripts (no English left untranslated)', () => {
    for (const language of ['ar', 'ur'] as const) {
      for (const [key, text] of Object.entries(MAIL_TEXTS[language])) {
        expect([language, key, /[\u0600-\u06ff]/.test(text)]).toEqual([language, key, true]);
      }
    }
  });
});

describe('renderMail', () => {
  it.each(MAIL_LANGUAGES.flatMap((language) => MAIL_TEMPLATES.map((template) => [template, language] as const)))('renders %s in %s as valid MJML with a text part', async (template, language) => {
    const topic = TEMPLATE_TOPIC[template];
    const mail = await renderMail(template, SAMPLES[template] as never, {
      language,
      name: 'Aisha <Siddiqa>',
      webOrigin: 'https://sabil.example',
      unsubscribeUrl: topic ? 'https://api.sabil.example/mail/unsubscribe?token=t' : undefined,
    });
    const dir = language === 'en' ? 'ltr' : 'rtl';
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeGreaterThan(3);
    expect(mail.html).toContain(`<html lang="${language}" dir="${dir}"`);
    expect(mail.html).toContain(`<div dir="${dir}" lang="${language}">`);
    // Mail to an address without an account greets no one by name; the contact message names its sender.
    const named = !ANONYMOUS.includes(template) || template === 'contact_message';
    if (named) {
      expect(mail.html).toContain('Aisha &lt;Siddiqa&gt;');
      expect(mail.text).toContain('Aisha <Siddiqa>');
    } else {
      expect(mail.text).toContain(MAIL_TEXTS[language].greeting_anonymous);
    }
    expect(mail.html).not.toContain('<Siddiqa>');
    expect(mail.text).not.toMatch(/<\/?(div|p|table|td)\b/);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.html).not.toMatch(/\{\w+\}/);
    if (template === 'newsletter_welcome' || template === 'newsletter_letter') {
      expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://api.sabil.example/newsletter/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(mail.text).toContain(`${MAIL_TEXTS[language].footer_newsletter_unsubscribe} https://api.sabil.example/newsletter/unsubscribe?token=abc`);
    } else if (topic) {
      expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://api.sabil.example/mail/unsubscribe?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(mail.text).toContain('https://api.sabil.example/mail/unsubscribe?token=t');
    } else {
      expect(mail.headers).toEqual({});
    }
  });

  it('formats amounts and dates with Intl in the recipient’s language', async () => {
    const english = await renderMail('gift_receipt', SAMPLES.gift_receipt, { language: 'en', name: 'A', webOrigin: 'https://sabil.example' });
    expect(english.text).toContain('We have received your gift of $50.50.');
    expect(english.text).toContain('$10 of it went beyond');
    expect(english.text).toContain('Date: June 1, 2026');
    const arabic = await renderMail('gift_receipt', SAMPLES.gift_receipt, { language: 'ar', name: 'A', webOrigin: 'https://sabil.example' });
    expect(arabic.text).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(50.5));
    expect(arabic.text).toContain(new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-06-01T10:00:00Z')));
  });

  it('keeps a link’s query intact in the HTML (escaped) and the text', async () => {
    const mail = await renderMail('password_reset', SAMPLES.password_reset, { language: 'en', name: 'A', webOrigin: 'https://sabil.example' });
    expect(mail.html).toContain('href="https://sabil.example/reset-password?token=abc&amp;x=1"');
    expect(mail.text).toContain('Choose a new password: https://sabil.example/reset-password?token=abc&x=1');
  });

  it('uses font stacks that fall back to fonts every mail client has', async () => {
    const urdu = await renderMail('application_received', {}, { language: 'ur', name: 'A', webOrigin: 'https://sabil.example' });
    expect(urdu.html).toContain("'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', 'Urdu Typesetting', Tahoma");
    const arabic = await renderMail('application_received', {}, { language: 'ar', name: 'A', webOrigin: 'https://sabil.example' });
    expect(arabic.html).toContain("'Noto Naskh Arabic', 'Geeza Pro'");
    expect(arabic.html).toContain('Tahoma, Arial');
  });
});

describe('oneLine and escapeHtml', () => {
  it('leave no line break in a header value and no markup in HTML', () => {
    expect(oneLine('Eve\r\nBcc: a@b.c\u2028X: y\n')).toBe('Eve Bcc: a@b.c X: y');
    expect(oneLine('a\u0000b\u0007c')).toBe('abc');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

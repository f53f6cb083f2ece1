import { MailTemplate } from '../dto/mail-log.types';
import { MAIL_TEMPLATES, money, TEMPLATE_TOPIC, type MailTemplateData, type MailTemplateKey } from './mail-templates';
import { MAIL_LANGUAGES, MAIL_TEXTS, mailText } from './mail-texts';
import { escapeHtml, LATIN_FONTS, MAIL_FONTS, oneLine, renderMail } from './render-mail';

/** The catalogue and the templates, without a database: every sentence in every language, every template rendered. */

const SAMPLES: { [K in MailTemplateKey]: MailTemplateData[K] } = {
  gift_receipt: { donationId: '00000000-0000-4000-8000-000000000001', receiptNumber: 'SBL-2026-000001', amountCents: 5050, currency: 'usd', monthly: false, refundedCents: 1000, paidAt: '2026-06-01T10:00:00Z' },
  gift_ecard: { dedicationKind: 'in_memory_of', dedicationName: 'Ibrahim Khalil', donorFirstName: 'Yusuf', journey: { firstName: 'Amina', travelType: 'Hajj' } },
  renewal_failed: { amountCents: 2000, currency: 'usd' },
  refund: { donationId: '00000000-0000-4000-8000-000000000001', receiptNumber: 'SBL-2026-000001', refundNumber: 'SBL-R-2026-000001', amountCents: 1000, currency: 'usd' },
  refund_failed: { donationId: '00000000-0000-4000-8000-000000000001', receiptNumber: 'SBL-2026-000001', refundNumber: 'SBL-R-2026-000001', amountCents: 4000, currency: 'usd' },
  tracking_update: { donationId: '00000000-0000-4000-8000-000000000001', status: 'completed', message: 'They are home.' },
  journey_thanks: { message: 'Thank you, all of you.\nMay Allah reward you.', journey: { firstName: 'Amina', travelType: 'Umrah' } },
  journey_cancelled: {
    choiceId: '00000000-0000-4000-8000-000000000002', refundableCents: 4000, unrecoverableCents: 1000, currency: 'usd', deadlineAt: '2026-12-29T00:00:00.000Z', fallback: 'refund',
    journey: { firstName: 'Amina', travelType: 'Hajj' },
  },
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

const ANONYMOUS: readonly MailTemplateKey[] = ['gift_ecard', 'contact_message', 'newsletter_confirm', 'newsletter_welcome', 'newsletter_letter'];

/** A sentence's values: `{name}`, and the number a `{count, plural, …}` counts (its forms differ by language). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();

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

  it('counts through plurals: each language says a number of minutes or days in the form the number needs (issue 28)', () => {
    const n = (value: number) => `\u2068${value}\u2069`;
    expect(mailText('en', 'password_reset_body', { minutes: 1 })).toMatch(/works for 1 minute\.$/);
    expect(mailText('en', 'password_reset_body', { minutes: 30 })).toMatch(/works for 30 minutes\.$/);
    // Arabic: one, two, 3-10 (few), 11-99 (many), 100 (other) — «5 دقيقة» and «1 أيام» read wrong.
    expect(mailText('ar', 'password_reset_body', { minutes: 1 })).toMatch(/لمدة دقيقة واحدة\.$/);
    expect(mailText('ar', 'password_reset_body', { minutes: 2 })).toMatch(/لمدة دقيقتين\.$/);
    expect(mailText('ar', 'password_reset_body', { minutes: 5 })).toContain(`لمدة ${n(5)} دقائق.`);
    expect(mailText('ar', 'password_reset_body', { minutes: 30 })).toContain(`لمدة ${n(30)} دقيقةً.`);
    expect(mailText('ar', 'newsletter_confirm_body', { days: 1 })).toMatch(/مدة يوم واحد\.$/);
    expect(mailText('ar', 'newsletter_confirm_body', { days: 7 })).toContain(`مدة ${n(7)} أيام.`);
    expect(mailText('ar', 'newsletter_confirm_body', { days: 14 })).toContain(`مدة ${n(14)} يومًا.`);
    expect(mailText('en', 'newsletter_confirm_body', { days: 1 })).toMatch(/works for 1 day\.$/);
    expect(mailText('ur', 'newsletter_confirm_body', { days: 7 })).toContain(`یہ لنک ${n(7)} دن تک کام کرے گا۔`);
    expect(mailText('ur', 'password_reset_body', { minutes: 30 })).toContain(`لنک ${n(30)} منٹ تک کام کرے گا۔`);
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

  it('says a gift paid after its journey was cancelled goes back whole because of the cancellation, not the goal', async () => {
    const late = { ...SAMPLES.gift_receipt, amountCents: 2500, refundedCents: 2500, journeyCancelled: true };
    const texts = await Promise.all(MAIL_LANGUAGES.map(async (language) => (await renderMail('gift_receipt', late, { language, name: 'A', webOrigin: 'https://sabil.example' })).text));
    expect(texts[0]).toContain('This journey was cancelled before your gift arrived, so all of it ($25) is being returned to you.');
    expect(texts[1]).toContain('أُلغيت هذه الرحلة قبل وصول تبرعك');
    expect(texts[2]).toContain('یہ سفر آپ کا عطیہ پہنچنے سے پہلے منسوخ ہو گیا تھا');
    for (const text of texts) expect(text).not.toMatch(/beyond|تجاوز|زیادہ تھے/);
    // Zakat that lands on a journey no longer zakat-eligible goes back whole, and says so (issue 31).
    const zakat = { ...late, journeyCancelled: false, zakatNotEligible: true, zakat: true };
    const english = await renderMail('gift_receipt', zakat, { language: 'en', name: 'A', webOrigin: 'https://sabil.example' });
    expect(english.text).toContain('This journey no longer takes zakat (it is not marked zakat-eligible now), so your zakat ($25) is being returned to you.');
    expect(english.text).not.toMatch(/beyond/);
  });

  it('formats amounts and dates with Intl in the recipient’s language', async () => {
    const english = await renderMail('gift_receipt', SAMPLES.gift_receipt, { language: 'en', name: 'A', webOrigin: 'https://sabil.example' });
    expect(english.text).toContain('We have received your gift of $50.50.');
    expect(english.text).toContain('$10 of it went beyond');
    expect(english.text).toContain('Date: June 1, 2026');
    const arabic = await renderMail('gift_receipt', SAMPLES.gift_receipt, { language: 'ar', name: 'A', webOrigin: 'https://sabil.example' });
    // Intl's words, the Latin "US$" isolated left to right (issue 28).
    expect(arabic.text).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(50.5).replace('US$', '\u2066US$\u2069'));
    expect(arabic.text).toContain(new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-06-01T10:00:00Z')));
  });

  it('keeps a link’s query intact in the HTML (escaped) and the text', async () => {
    const mail = await renderMail('password_reset', SAMPLES.password_reset, { language: 'en', name: 'A', webOrigin: 'https://sabil.example' });
    expect(mail.html).toContain('href="https://sabil.example/reset-password?token=abc&amp;x=1&amp;lang=en"');
    expect(mail.text).toContain('Choose a new password: https://sabil.example/reset-password?token=abc&x=1&lang=en');
  });

  it('uses font stacks that fall back to fonts every mail client has', async () => {
    const urdu = await renderMail('application_received', {}, { language: 'ur', name: 'A', webOrigin: 'https://sabil.example' });
    expect(urdu.html).toContain("'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', 'Urdu Typesetting', 'Noto Naskh Arabic', 'Geeza Pro', Tahoma");
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

describe('receipts (issue 28 §3)', () => {
  const journey = { firstName: 'Amina', travelType: 'Umrah' } as const;
  const NOTICE = { en: 'Test mode — no money moved.', ar: 'وضع تجريبي — لم تنتقل أي أموال.', ur: 'ٹیسٹ موڈ — کوئی رقم منتقل نہیں ہوئی۔' };
  const RECEIPTS = ['gift_receipt', 'refund', 'refund_failed'] as const;
  const UMRAH = { en: 'Umrah', ar: 'العمرة', ur: 'عمرہ' };
  const render = (template: (typeof RECEIPTS)[number], language: (typeof MAIL_LANGUAGES)[number], extra: object) =>
    renderMail(template, { ...SAMPLES[template], ...extra } as never, { language, name: 'A', webOrigin: 'https://sabil.example' });

  it.each(MAIL_LANGUAGES.flatMap((language) => RECEIPTS.map((template) => [template, language] as const)))(
    '%s in %s says that no money moved in test mode, and nothing of the kind for a real payment',
    async (template, language) => {
      const test = await render(template, language, { testMode: true, journey });
      expect(test.text).toContain(NOTICE[language]);
      expect(test.html).toContain(NOTICE[language]);
      const real = await render(template, language, { testMode: false, journey });
      expect(real.text).not.toContain(NOTICE[language]);
    },
  );

  it.each(MAIL_LANGUAGES.flatMap((language) => RECEIPTS.map((template) => [template, language] as const)))(
    '%s in %s names the journey: the seeker’s first name and the travel type in the mail’s language',
    async (template, language) => {
      const mail = await render(template, language, { testMode: false, journey });
      const sentence = mail.text.split('\n').find((line) => line.includes('Amina'));
      expect(sentence).toBeDefined();
      expect(sentence).toContain(UMRAH[language]);
      expect(mail.html).toContain('Amina');
    },
  );

  it.each(MAIL_LANGUAGES)('a journey update in %s names the journey it is about (issue 30: a donor may support several); one queued before names none', async (language) => {
    const mail = await renderMail('tracking_update', { ...SAMPLES.tracking_update, journey }, { language, name: 'A', webOrigin: 'https://sabil.example' });
    const sentence = mail.text.split('\n').find((line) => line.includes('Amina'));
    expect(sentence).toContain(UMRAH[language]);
    const before = await renderMail('tracking_update', SAMPLES.tracking_update, { language, name: 'A', webOrigin: 'https://sabil.example' });
    expect(before.text).not.toContain('Amina');
  });

  it.each(MAIL_LANGUAGES)('a receipt in %s says whether the gift was zakat or sadaqah (issue 31)', async (language) => {
    const zakat = await renderMail('gift_receipt', { ...SAMPLES.gift_receipt, zakat: true }, { language, name: 'A', webOrigin: 'https://sabil.example' });
    expect(zakat.text).toContain(mailText(language, 'gift_receipt_kind_zakat'));
    const sadaqah = await renderMail('gift_receipt', SAMPLES.gift_receipt, { language, name: 'A', webOrigin: 'https://sabil.example' });
    expect(sadaqah.text).toContain(mailText(language, 'gift_receipt_kind_sadaqah'));
    expect(sadaqah.text).not.toContain(mailText(language, 'gift_receipt_kind_zakat'));
  });

  it('words the English journey as a sentence', async () => {
    const mail = await render('gift_receipt', 'en', { testMode: false, journey: { firstName: 'Bilal', travelType: 'Hajj' } });
    expect(mail.text).toContain('Your gift goes to Bilal’s Hajj journey.');
  });
});

describe('refund_failed (issue 28 §5)', () => {
  it.each(MAIL_LANGUAGES)('in %s says the refund failed, the amount isolated, and that the money is owed and the team will contact the donor', async (language) => {
    const mail = await renderMail('refund_failed', SAMPLES.refund_failed, { language, name: 'A', webOrigin: 'https://sabil.example' });
    expect(mail.subject).toBe(mailText(language, 'refund_failed_subject', { refundNumber: 'SBL-R-2026-000001' }));
    expect(mail.text).toContain(mailText(language, 'refund_failed_body', { amount: money(language, 4000, 'usd'), receiptNumber: 'SBL-2026-000001' }));
    expect(mail.text).toContain(mailText(language, 'refund_failed_owed'));
    expect(mail.text).toContain('https://sabil.example/donor/receipt/00000000-0000-4000-8000-000000000001');
  });

  it('is listed in the GraphQL mail log enum, as every template is (a log row of an unlisted one could not be answered)', () => {
    expect(Object.values(MailTemplate).sort()).toEqual([...MAIL_TEMPLATES].sort());
  });
});

describe('links to the web app (issue 28 §4)', () => {
  const WEB = 'https://sabil.example';
  it.each(MAIL_LANGUAGES.flatMap((language) => MAIL_TEMPLATES.map((template) => [template, language] as const)))('%s in %s: every link to the web app carries ?lang= of the mail', async (template, language) => {
    const topic = TEMPLATE_TOPIC[template];
    const mail = await renderMail(template, SAMPLES[template] as never, {
      language,
      name: 'A',
      webOrigin: WEB,
      unsubscribeUrl: topic ? 'https://api.sabil.example/mail/unsubscribe?token=t' : undefined,
    });
    const htmlLinks = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const textLinks = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    const toWeb = [...htmlLinks, ...textLinks].filter((link) => new URL(link).origin === WEB);
    // The admins' sign-in notice links nowhere; the newsletter's links go to the API (confirm, unsubscribe).
    if (!['admin_sign_in', 'newsletter_confirm', 'newsletter_letter'].includes(template)) expect(toWeb.length).toBeGreaterThan(0);
    for (const link of toWeb) expect([link, new URL(link).searchParams.getAll('lang')]).toEqual([link, [language]]);
  });

  it('opens the Urdu reset page in Urdu, its token kept', async () => {
    const mail = await renderMail('password_reset', { url: `${WEB}/donor/reset-password?token=abc-_9`, minutes: 30 }, { language: 'ur', name: 'A', webOrigin: WEB });
    expect(mail.html).toContain(`href="${WEB}/donor/reset-password?token=abc-_9&amp;lang=ur"`);
    expect(mail.text).toContain(`${WEB}/donor/reset-password?token=abc-_9&lang=ur`);
  });
});

describe('the words on the page (issue 28 §4)', () => {
  const options = (language: (typeof MAIL_LANGUAGES)[number]) => ({ language, name: 'Yusuf Rahman', webOrigin: 'https://sabil.example', unsubscribeUrl: 'https://api.sabil.example/mail/unsubscribe?token=t' });
  const receipt = { ...SAMPLES.gift_receipt, amountCents: 2500, refundedCents: 0 };

  it.each(MAIL_LANGUAGES.flatMap((language) => MAIL_TEMPLATES.map((template) => [template, language] as const)))('%s in %s loads no web font or stylesheet from a third party', async (template, language) => {
    const mail = await renderMail(template, SAMPLES[template] as never, options(language));
    expect(mail.html).not.toContain('fonts.googleapis.com');
    expect(mail.html).not.toMatch(/<link\b|@import/);
  });

  it('isolates the Arabic receipt’s amount, its Latin currency sign left to right (not «25 $US»), in the text and the HTML', async () => {
    const mail = await renderMail('gift_receipt', receipt, options('ar'));
    expect(mail.text).toMatch(/بمبلغ \u2068\u200f?25\u00a0\u2066US\$\u2069\u2069\./);
    expect(mail.html).toMatch(/بمبلغ <span dir="rtl">\u2068\u200f?25\u00a0<span dir="ltr" style="font-family:[^"]+">\u2066US\$\u2069<\/span>\u2069<\/span>\./);
  });

  it('sets Latin runs in Urdu (amounts, references, Latin names) left to right in a Latin font, isolated', async () => {
    const mail = await renderMail('gift_receipt', receipt, options('ur'));
    const latin = (run: string) => `<span dir="ltr" style="font-family:${LATIN_FONTS.replace(/'/g, '&#39;')}">\u2068${run}\u2069</span>`;
    expect(mail.html).toContain(latin('$25'));
    expect(mail.html).toContain(latin('SBL-2026-000001'));
    expect(mail.html).toContain(latin('Yusuf Rahman'));
    // Urdu words stay in the Urdu font: a date with its month's name is not a Latin run.
    expect(mail.html).not.toContain(latin(new Intl.DateTimeFormat('ur', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(receipt.paidAt))));
    // The text part keeps only the isolates.
    expect(mail.text).toContain('\u2068$25\u2069');
  });

  it('writes Arabic and Urdu at the size English is written (no smaller)', async () => {
    const sizes = async (language: (typeof MAIL_LANGUAGES)[number]) => [...(await renderMail('gift_receipt', receipt, options(language))).html.matchAll(/font-size:\s*(\d+)px/g)].map((m) => Number(m[1]));
    const english = await sizes('en');
    expect(await sizes('ar')).toEqual(english);
    expect(await sizes('ur')).toEqual(english);
    expect(Math.max(...english)).toBeGreaterThanOrEqual(16);
  });

  it('falls back from Nastaliq to Naskh faces for Urdu, and to system faces for English', () => {
    expect(MAIL_FONTS.ur).toMatch(/^'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', .*'Noto Naskh Arabic', 'Geeza Pro', Tahoma, Arial, sans-serif$/);
    expect(MAIL_FONTS.ar).toMatch(/'Noto Naskh Arabic', 'Geeza Pro', .*Tahoma, Arial, sans-serif$/);
    expect(LATIN_FONTS).toMatch(/Arial, sans-serif$/);
  });

  it('isolates an Arabic-script name inside an English sentence, and leaves Latin values as they are', async () => {
    const mail = await renderMail('gift_receipt', { ...receipt, journey: { firstName: 'عائشة', travelType: 'Hajj' } }, options('en'));
    expect(mail.text).toContain('Your gift goes to \u2068عائشة\u2069’s Hajj journey.');
    expect(mail.html).toContain('Your gift goes to <span dir="rtl">\u2068عائشة\u2069</span>’s Hajj journey.');
    expect(mail.text).toContain('Assalamu alaikum Yusuf Rahman,');
    expect(mail.text).toContain('We have received your gift of $25.');
  });
});

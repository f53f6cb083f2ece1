import { CHECKOUT_MESSAGES, type CheckoutLanguage } from './test-checkout.messages';
import { sessionPage, subscriptionPage } from './test-checkout.page';
import type { TestSession, TestSubscription } from './test-checkout.provider';

const LANGUAGES = ['en', 'ar', 'ur'] as const;

const session = (overrides: Partial<TestSession> = {}): TestSession => ({
  id: `cs_test_${'a'.repeat(32)}`,
  checkout_id: 'c1',
  mode: 'payment',
  amount_cents: 5000,
  refunded_cents: 0,
  currency: 'usd',
  applicant_name: 'Amina Yusuf',
  journey: 'Hajj',
  locale: 'en',
  success_url: 'http://web.test/donor/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://web.test/donor/cancel',
  status: 'open',
  payment_status: 'unpaid',
  subscription_id: null,
  invoice_id: null,
  expires_at: new Date('2030-01-01T00:00:00Z'),
  ...overrides,
});

const subscription = (overrides: Partial<TestSubscription> = {}): TestSubscription => ({
  id: `sub_test_${'b'.repeat(32)}`,
  session_id: `cs_test_${'a'.repeat(32)}`,
  checkout_id: 'c1',
  amount_cents: 2000,
  currency: 'usd',
  status: 'active',
  current_period_start: new Date('2026-11-01T00:00:00Z'),
  applicant_name: 'Omar Farouk',
  journey: 'Umrah',
  locale: 'en',
  ...overrides,
});

/** Every test-checkout page a donor can see, in a language. */
function pages(lang: CheckoutLanguage): Record<string, string> {
  const id = `cs_test_${'a'.repeat(32)}`;
  const ledger = { refunds: [], disputes: [] };
  const found = { subscription: subscription(), invoices: [] };
  return {
    'one-time, open': sessionPage(lang, 'n', session(), id),
    'monthly, open': sessionPage(lang, 'n', session({ mode: 'subscription', amount_cents: 2000 }), id),
    'one-time, paid': sessionPage(lang, 'n', session({ status: 'complete', payment_status: 'paid' }), id, ledger),
    expired: sessionPage(lang, 'n', session({ status: 'expired' }), id),
    'not found': sessionPage(lang, 'n', undefined, id),
    'renewals, active': subscriptionPage(lang, 'n', found, found.subscription.id, { webOrigin: 'http://web.test' }),
    'renewals, ended': subscriptionPage(lang, 'n', { ...found, subscription: subscription({ status: 'canceled' }) }, found.subscription.id, { webOrigin: 'http://web.test' }),
  };
}

/** The words of some HTML as read: tags, the amount's isolates and Intl's direction marks left out. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();

const banner = (html: string) => /<div class="banner" role="note">([\s\S]*?)<\/div>/.exec(html)![1]!;
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((match) => text(match[1]!));

describe('test checkout messages', () => {
  it.each(['ar', 'ur'] as const)('%s says everything English says, with the same placeholders, in Arabic script', (language) => {
    const english = CHECKOUT_MESSAGES.en;
    const translated: Record<string, string> = CHECKOUT_MESSAGES[language];
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect([key, placeholders(translated[key]!)]).toEqual([key, placeholders(text)]);
      expect([key, /[\u0600-\u06FF]/.test(translated[key]!)]).toEqual([key, true]);
    }
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    it.each(Object.keys(pages('en')))('the %s page’s banner names only buttons the page has', (name) => {
      const html = pages(lang)[name]!;
      const named = [...text(banner(html)).matchAll(/[“«]([^”»]+)[”»]/g)].map((match) => match[1]!);
      const labels = buttons(html);
      for (const label of named) expect([name, label, labels.some((button) => button.includes(label))]).toEqual([name, label, true]);
    });

    it('names the one button of each page that has a banner to match ("Pay", the renewal)', () => {
      const all = pages(lang);
      expect(text(banner(all['one-time, open']!))).toMatch(/[“«]/);
      expect(text(banner(all['renewals, active']!))).toMatch(/[“«]/);
      // Pages without such a button name none.
      for (const name of ['one-time, paid', 'expired', 'not found', 'renewals, ended']) expect([name, /[“«]/.test(text(banner(all[name]!)))]).toEqual([name, false]);
    });

    it('asks a monthly gift’s donor to pay the amount "a month", and a one-time donor the amount alone', () => {
      const all = pages(lang);
      const monthly = buttons(all['monthly, open']!)[0]!;
      const once = buttons(all['one-time, open']!)[0]!;
      expect(monthly).toBe(text(CHECKOUT_MESSAGES[lang].payMonthly.replace('{amount}', lang === 'ar' ? '20 US$' : '$20')));
      expect(once).toBe(text(CHECKOUT_MESSAGES[lang].pay.replace('{amount}', lang === 'ar' ? '50 US$' : '$50')));
    });

    it('lists the languages in one order, en, ar, ur, with the page’s own marked as current', () => {
      const html = pages(lang)['one-time, open']!;
      const links = [...html.matchAll(/<a href="[^"]*\?lang=(\w+)"[^>]*?( aria-current="page")?>/g)].map((match) => [match[1], Boolean(match[2])]);
      expect(links).toEqual(LANGUAGES.map((code) => [code, code === lang]));
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}">`);
    });
  });

  it('sets Arabic in Naskh and Urdu in Nastaliq, served from this origin, and English in the system face', () => {
    const [en, ar, ur] = LANGUAGES.map((lang) => pages(lang)['one-time, open']!);
    expect(ar).toMatch(/font-family: "Noto Naskh Arabic"; [^}]*url\(\/test-checkout\/fonts\/noto-naskh-arabic-arabic-400-normal\.woff2\)/);
    expect(ur).toMatch(/font-family: "Noto Nastaliq Urdu"; [^}]*url\(\/test-checkout\/fonts\/noto-nastaliq-urdu-arabic-400-normal\.woff2\)/);
    expect(en).not.toContain('@font-face');
  });
});

import { CHECKOUT_MESSAGES, type CheckoutLanguage, type CheckoutMessageKey } from './test-checkout.messages';
import type { TestDispute, TestInvoice, TestRefund, TestSession, TestSubscription } from './test-checkout.provider';

export function isCheckoutLanguage(value: unknown): value is CheckoutLanguage {
  return value === 'en' || value === 'ar' || value === 'ur';
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Words of a language, with {placeholders} filled from already-escaped HTML. */
function words(lang: CheckoutLanguage) {
  const catalog: Record<CheckoutMessageKey, string> = CHECKOUT_MESSAGES[lang];
  return (key: CheckoutMessageKey, values: Record<string, string> = {}) =>
    escape(catalog[key]).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

function money(lang: CheckoutLanguage, cents: number, currency: string): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: cents % 100 ? 2 : 0 });
  // A Latin sign ("US$") is isolated left to right, or Arabic-script text shows it as "$US" (as the web app does).
  const text = format
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
    .join('');
  return `<bdi>${escape(text)}</bdi>`;
}

/**
 * The Arabic-script faces the web app self-hosts (fontsource's Arabic subsets), served by the
 * test checkout itself (test-checkout.rest.ts) because its pages' CSP allows fonts from this
 * origin only. A face installed on the device (Debian's fonts-noto-core, Apple's, Android's) is used
 * first; Latin text (names, "US$") falls through to the system font, as on the web.
 */
export const CHECKOUT_FONT_FILES = {
  'noto-naskh-arabic-arabic-400-normal.woff2': '@fontsource/noto-naskh-arabic',
  'noto-naskh-arabic-arabic-700-normal.woff2': '@fontsource/noto-naskh-arabic',
  'noto-nastaliq-urdu-arabic-400-normal.woff2': '@fontsource/noto-nastaliq-urdu',
  'noto-nastaliq-urdu-arabic-700-normal.woff2': '@fontsource/noto-nastaliq-urdu',
} as const;

const FONT_FACES: Partial<Record<CheckoutLanguage, { family: string; file: string }>> = {
  ar: { family: 'Noto Naskh Arabic', file: 'noto-naskh-arabic-arabic' },
  ur: { family: 'Noto Nastaliq Urdu', file: 'noto-nastaliq-urdu-arabic' },
};

/** Arabic in Naskh, Urdu in Nastaliq (whose tall letters need more room between lines); English in the system's face. */
function fontStyle(lang: CheckoutLanguage): string {
  const face = FONT_FACES[lang];
  if (!face) return '';
  const faces = ([400, 700] as const)
    .map(
      (weight) =>
        `@font-face { font-family: "${face.family}"; font-style: normal; font-weight: ${weight}; font-display: swap; src: local("${face.family} ${weight === 700 ? 'Bold' : 'Regular'}"), local("${face.family.replace(/ /g, '')}-${weight === 700 ? 'Bold' : 'Regular'}"), url(/test-checkout/fonts/${face.file}-${weight}-normal.woff2) format("woff2"); }`,
    )
    .join('\n');
  return `${faces}\n  :root { font-family: "${face.family}", system-ui, "Noto Sans", sans-serif; }${lang === 'ur' ? '\n  body { line-height: 2; }' : ''}`;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, "Noto Sans", sans-serif; line-height: 1.5; }
  body { margin: 0; background: #f4f1ea; color: #1d2b28; }
  main { max-inline-size: 34rem; margin: 2rem auto; padding: 0 1rem; }
  .banner { background: #fff4cc; border: 2px dashed #b7791f; color: #5c3d00; border-radius: .5rem; padding: .75rem 1rem; margin-block-end: 1.25rem; }
  .banner strong { display: block; font-size: 1.1rem; }
  .card { background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / .12); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0; }
  .muted { color: #4a5855; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-block-start: 1.5rem; align-items: center; }
  button, .link-button { font: inherit; font-weight: 600; border-radius: .5rem; padding: .7rem 1.2rem; cursor: pointer; text-decoration: none; }
  button { background: #1f6f5b; color: #fff; border: 0; }
  button.secondary { background: #fff; color: #8a2b0f; border: 1px solid #8a2b0f; }
  .link-button { color: #1f6f5b; border: 1px solid #1f6f5b; }
  button:focus-visible, a:focus-visible { outline: 3px solid #b7791f; outline-offset: 2px; }
  table { inline-size: 100%; border-collapse: collapse; margin-block-start: 1rem; }
  th, td { text-align: start; padding: .4rem .25rem; border-block-end: 1px solid #e3ded3; }
  .notice { background: #e6f4ef; border-radius: .5rem; padding: .6rem .9rem; }
  .notice.error { background: #fdecea; color: #7a1c12; }
  nav ul { display: flex; flex-wrap: wrap; gap: .5rem; margin: 0 0 1rem; padding: 0; list-style: none; }
  nav a { display: inline-flex; align-items: center; min-block-size: 44px; min-inline-size: 44px; padding-inline: .75rem; border-radius: .5rem; color: #1f6f5b; }
  nav a[lang="ar"] { font-family: "Noto Naskh Arabic", system-ui, sans-serif; }
  nav a[lang="ur"] { font-family: "Noto Nastaliq Urdu", system-ui, sans-serif; }
  nav a[aria-current] { font-weight: 700; color: #1d2b28; background: #fff; text-decoration: none; }
  button, .link-button, nav a { box-sizing: border-box; min-block-size: 44px; }
  .link-button { display: inline-flex; align-items: center; }
  td { overflow-wrap: anywhere; }
`;

function layout(lang: CheckoutLanguage, nonce: string, title: string, body: string, languageLinks: string): string {
  const dir = lang === 'en' ? 'ltr' : 'rtl';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${nonce}">${STYLE}${fontStyle(lang)}</style>
</head>
<body>
<main>
${languageLinks}
${body}
</main>
</body>
</html>`;
}

/** The three languages in one fixed order (as the web app lists them), each in its own name; the page's own is marked. */
function languageNav(lang: CheckoutLanguage, path: string): string {
  const t = words(lang);
  const names: Record<CheckoutLanguage, string> = { en: 'English', ar: 'العربية', ur: 'اردو' };
  const links = (Object.keys(names) as CheckoutLanguage[])
    .map((code) => `<li><a href="${escape(path)}?lang=${code}" lang="${code}" hreflang="${code}"${code === lang ? ' aria-current="page"' : ''}>${names[code]}</a></li>`)
    .join('');
  return `<nav aria-label="${t('language')}"><ul>${links}</ul></nav>`;
}

/** Test mode, and what this page's own button would do ("Pay", or a renewal) when it has one. */
function banner(lang: CheckoutLanguage, detail: 'bannerDetail' | 'bannerDetailRenewal' | 'bannerDetailPaid'): string {
  const t = words(lang);
  return `<div class="banner" role="note"><strong>${t('banner')}</strong>${t(detail)}</div>`;
}

/**
 * A paid one-time session's refunds and disputes as the provider keeps them, and buttons that make
 * one happen "at the provider" (as its dashboard would), so that Sabil's side can be tried.
 */
function providerLedger(lang: CheckoutLanguage, path: string, session: TestSession, ledger: { refunds: TestRefund[]; disputes: TestDispute[] }, problem?: string): string {
  const t = words(lang);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const rows = [
    ...ledger.refunds.map(
      (refund) =>
        `<tr><td>${escape(date.format(new Date(refund.created_at)))}</td><td>${t(refund.sabil_refund_id ? 'refundedBySabil' : 'refundedAtProvider')}</td><td>${money(lang, refund.amount_cents, refund.currency)}</td></tr>`,
    ),
    ...ledger.disputes.map((dispute) => {
      const key = dispute.status === 'needs_response' ? 'disputeOpen' : dispute.status === 'won' ? 'disputeWon' : 'disputeLost';
      return `<tr><td></td><td colspan="2">${t(key, { amount: money(lang, dispute.amount_cents, session.currency) })}</td></tr>`;
    }),
  ].join('');
  const open = ledger.disputes.find((dispute) => dispute.status === 'needs_response');
  const form = (action: string, label: string, secondary = false) =>
    `<form method="post" action="${escape(path)}/provider/${action}${action.includes('?') ? '&' : '?'}lang=${lang}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${t(label as CheckoutMessageKey)}</button></form>`;
  const actions = open
    ? form(`dispute/${encodeURIComponent(open.id)}/close?outcome=won`, 'disputeWin') + form(`dispute/${encodeURIComponent(open.id)}/close?outcome=lost`, 'disputeLose', true)
    : ledger.disputes.length
      ? ''
      : form('refund?amount=100', 'refundOne') + form('refund', 'refundRest', true) + form('dispute', 'openDispute', true);
  return `<section aria-labelledby="ledger-title"><h2 id="ledger-title">${t('refundsTitle')}</h2>
    ${problem ? `<p class="notice error" role="status">${t('providerRefused', { reason: `<span lang="en">${escape(problem)}</span>` })}</p>` : ''}
    ${rows ? `<table><tbody>${rows}</tbody></table>` : `<p class="muted">${t('noRefunds')}</p>`}
    ${actions ? `<p class="muted">${t('providerActionsHelp')}</p><div class="actions">${actions}</div>` : ''}
  </section>`;
}

/** The hosted payment page: what is being given, Pay and Cancel; once paid, its refunds and disputes. */
export function sessionPage(
  lang: CheckoutLanguage,
  nonce: string,
  session: TestSession | undefined,
  sessionId: string,
  ledger?: { refunds: TestRefund[]; disputes: TestDispute[] },
  problem?: string,
): string {
  const t = words(lang);
  const path = `/test-checkout/${sessionId}`;
  if (!session) return layout(lang, nonce, t('title'), `${banner(lang, 'bannerDetailPaid')}<div class="card"><h1>${t('title')}</h1><p>${t('notFound')}</p></div>`, '');
  const amount = money(lang, session.amount_cents, session.currency);
  const journey = t(session.journey);
  let body = `<p class="muted">${session.mode === 'subscription' ? t('monthly') : t('oneTime')}</p>
    <p class="amount">${session.mode === 'subscription' ? t('perMonth', { amount }) : amount}</p>
    <p>${t('forJourney', { name: `<bdi>${escape(session.applicant_name)}</bdi>`, journey })}</p>`;
  if (session.status === 'complete') {
    const success = session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
    body += `<p class="notice">${t('paid')}</p><div class="actions"><a class="link-button" href="${escape(success)}">${t('continue')}</a></div>`;
    if (session.mode === 'payment' && ledger) body += providerLedger(lang, path, session, ledger, problem);
  } else if (session.status === 'expired') {
    const dashboard = new URL('/donor/dashboard', session.cancel_url).toString();
    body += `<p class="notice error">${t('expired')}</p><div class="actions"><a class="link-button" href="${escape(dashboard)}">${t('backToDashboard')}</a></div>`;
  } else {
    body += `<form method="post" action="${escape(path)}/pay?lang=${lang}" class="actions">
        <button type="submit">${t(session.mode === 'subscription' ? 'payMonthly' : 'pay', { amount })}</button>
        <a class="link-button" href="${escape(session.cancel_url)}">${t('cancel')}</a>
      </form>`;
  }
  return layout(lang, nonce, t('title'), `${banner(lang, session.status === 'open' ? 'bannerDetail' : 'bannerDetailPaid')}<div class="card"><h1>${t('title')}</h1>${body}</div>`, languageNav(lang, path));
}

/** A monthly gift's page: its months, and buttons that make the next month happen now. */
export function subscriptionPage(
  lang: CheckoutLanguage,
  nonce: string,
  found: { subscription: TestSubscription; invoices: TestInvoice[] } | undefined,
  subscriptionId: string,
  options: { webOrigin: string; notice?: 'paid' | 'failed' | 'ended' | 'delivery-failed' },
): string {
  const t = words(lang);
  const path = `/test-checkout/subscriptions/${subscriptionId}`;
  const back = `<div class="actions"><a class="link-button" href="${escape(options.webOrigin)}/donor/dashboard?view=donations">${t('backToDonations')}</a></div>`;
  if (!found) return layout(lang, nonce, t('subscriptionTitle'), `${banner(lang, 'bannerDetailPaid')}<div class="card"><h1>${t('subscriptionTitle')}</h1><p>${t('notFound')}</p>${back}</div>`, '');
  const { subscription, invoices } = found;
  const month = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const active = subscription.status === 'active';
  const rows = invoices
    .map((invoice) => {
      const refunded = invoice.refunded_cents > 0 ? ` · ${t('monthRefunded', { amount: money(lang, invoice.refunded_cents, invoice.currency) })}` : '';
      return `<tr><td>${escape(month.format(new Date(invoice.period_start)))}</td><td>${money(lang, invoice.amount_cents, invoice.currency)}</td><td>${t(invoice.status === 'paid' ? 'monthPaid' : 'monthFailed')}${refunded}</td></tr>`;
    })
    .join('');
  const notices = { paid: ['', 'renewedPaid'], failed: ['error', 'renewedFailed'], ended: ['error', 'ended'], 'delivery-failed': ['error', 'deliveryFailed'] } as const;
  const notice = options.notice ? `<p class="notice ${notices[options.notice][0]}" role="status">${t(notices[options.notice][1])}</p>` : '';
  const body = `<p class="amount">${t('perMonth', { amount: money(lang, subscription.amount_cents, subscription.currency) })}</p>
    <p>${t('forJourney', { name: `<bdi>${escape(subscription.applicant_name)}</bdi>`, journey: t(subscription.journey) })}</p>
    <p>${t('status')}: <strong>${t(active ? 'subscriptionActive' : 'subscriptionCanceled')}</strong></p>
    ${notice}
    <table><caption class="muted">${t('months')}</caption><tbody>${rows}</tbody></table>
    ${
      active
        ? `<p class="muted">${t('renewHelp')}</p>
           <div class="actions">
             <form method="post" action="${escape(path)}/renew?lang=${lang}"><button type="submit">${t('renew')}</button></form>
             <form method="post" action="${escape(path)}/fail?lang=${lang}"><button type="submit" class="secondary">${t('renewFailed')}</button></form>
           </div>`
        : `<p class="notice error">${t('ended')}</p>`
    }
    ${back}`;
  return layout(lang, nonce, t('subscriptionTitle'), `${banner(lang, active ? 'bannerDetailRenewal' : 'bannerDetailPaid')}<div class="card"><h1>${t('subscriptionTitle')}</h1>${body}</div>`, languageNav(lang, path));
}

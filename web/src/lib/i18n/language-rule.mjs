// The one rule for the language a page is shown in (issue 28), shared by web/serve.mjs (which picks
// the pre-rendered copy and the app shell) and the app in the browser (main.tsx), so both always
// agree. Plain JavaScript so that serve.mjs runs it as it is; the Dockerfile copies this file beside
// serve.mjs. public/document-setup.js, which cannot import, repeats it (a test holds the two together).
//
// In order: a `?lang=xx` in the address (links in emails carry one; it is then remembered like the
// switcher's choice), else the language the reader chose with the switcher (its cookie or local
// storage), else the first of the browser's languages, by preference, that the site speaks
// (Accept-Language on the server, navigator.languages in the browser; `ur-PK` is Urdu), else English.

/** The languages the site speaks; src/lib/i18n/locales.ts re-exports them with their types. */
export const LOCALES = /** @type {const} */ (['en', 'ar', 'ur']);
export const DEFAULT_LOCALE = 'en';
/** The switcher's cookie, for web/serve.mjs. */
export const LANGUAGE_COOKIE = 'language';
/** The address's query parameter that names a language (`/donor/reset-password?token=…&lang=ur`). */
export const LANGUAGE_PARAMETER = 'lang';

/** @param {unknown} value @returns {value is 'en' | 'ar' | 'ur'} */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value);
}

/**
 * The first of `tags` (language tags, most wanted first) that the site speaks, by its primary subtag.
 * @param {readonly string[] | undefined} tags
 * @returns {'en' | 'ar' | 'ur' | null}
 */
export function localeOfTags(tags) {
  for (const tag of tags ?? []) {
    const language = String(tag).trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * Accept-Language's ranges in order of preference (q, then the order given), without those refused (q=0).
 * @param {string | undefined} header
 * @returns {string[]}
 */
export function acceptedLanguages(header) {
  return String(header ?? '')
    .split(',')
    .map((item, index) => {
      const [range, ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, q }) => range && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ range }) => range);
}

/**
 * The value of the language cookie in a Cookie header (or document.cookie), if it names one of ours.
 * @param {string | undefined} cookies
 * @returns {'en' | 'ar' | 'ur' | null}
 */
export function localeOfCookie(cookies) {
  for (const part of String(cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * The rule itself.
 * @param {{ requested?: unknown, chosen?: unknown, browser?: readonly string[] }} sources
 *   requested: the address's `lang`; chosen: the switcher's choice; browser: the browser's languages.
 * @returns {'en' | 'ar' | 'ur'}
 */
export function pickLocale({ requested, chosen, browser }) {
  if (isLocale(requested)) return requested;
  if (isLocale(chosen)) return chosen;
  return localeOfTags(browser) ?? DEFAULT_LOCALE;
}

/**
 * The rule on a request's URL and headers (web/serve.mjs).
 * @param {string} url the request's path and query
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function pickLocaleForRequest(url, headers) {
  let requested = null;
  try {
    requested = new URL(url, 'http://x').searchParams.get(LANGUAGE_PARAMETER);
  } catch {
    // An address the URL parser refuses names no language.
  }
  return pickLocale({
    requested,
    chosen: localeOfCookie(String(headers.cookie ?? '')),
    browser: acceptedLanguages(String(headers['accept-language'] ?? '')),
  });
}

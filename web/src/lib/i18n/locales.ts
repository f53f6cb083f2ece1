export const LOCALES = ['en', 'ar', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** Where the language choice is kept (SPEC §1). public/document-setup.js reads it too (before first paint). */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * The same choice as a cookie, for web/serve.mjs: it answers a public page with the copy pre-rendered
 * in that language (issue 20), so the first paint is already in it. Keep the name in step with serve.mjs.
 */
export const LANGUAGE_COOKIE = 'language';

/** Each language's own name, as its speakers look for it in a list; not translated on purpose. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', ur: 'اردو' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr';
}

import { DEFAULT_LOCALE as RULE_DEFAULT, LANGUAGE_COOKIE as RULE_COOKIE, LOCALES as RULE_LOCALES } from './language-rule.mjs';

/** The languages, their cookie and the rule that picks one live in language-rule.mjs (shared with serve.mjs). */
export const LOCALES: readonly ['en', 'ar', 'ur'] = RULE_LOCALES;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = RULE_DEFAULT;
/** Where the language choice is kept (SPEC §1). public/document-setup.js reads it too (before first paint). */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * The same choice as a cookie, for web/serve.mjs: it answers a public page with the copy pre-rendered
 * in that language (issue 20), so the first paint is already in it.
 */
export const LANGUAGE_COOKIE: string = RULE_COOKIE;

/** Each language's own name, as its speakers look for it in a list; not translated on purpose. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', ur: 'اردو' };

export { isLocale } from './language-rule.mjs';

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr';
}

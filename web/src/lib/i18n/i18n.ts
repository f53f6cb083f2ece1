import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_PARAMETER, localeOfCookie, pickLocale } from './language-rule.mjs';
import { directionOf, isLocale, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Locale } from './locales';

// One chunk per language: a visitor downloads only the catalog they read.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages'),
  ar: () => import('../../locales/ar/messages'),
  ur: () => import('../../locales/ur/messages'),
};

// Arabic and Urdu type (@font-face rules of self-hosted fonts), fetched with the language's catalog:
// English pages load no font at all.
const scriptFonts: Partial<Record<Locale, () => Promise<unknown>>> = {
  ar: () => import('./fonts-arabic'),
  ur: () => import('./fonts-urdu'),
};

/** The language's fonts; the system's stand in (font-display: swap) if they cannot be loaded. */
async function loadScriptFonts(locale: Locale): Promise<void> {
  try {
    await scriptFonts[locale]?.();
  } catch {
    // Text in the system's Arabic-script font is still text: the page goes on without ours.
  }
}

/** The language the reader chose on this device (local storage, else the cookie), if they chose one. */
export function chosenLocale(): Locale | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // No storage (private mode, blocked): the cookie may still say.
  }
  return isLocale(stored) ? stored : localeOfCookie(document.cookie);
}

/** The language an address asks for (`?lang=ur`, as links in emails carry), if it names one of ours. */
export function requestedLocale(): Locale | null {
  const requested = new URLSearchParams(window.location.search).get(LANGUAGE_PARAMETER);
  return isLocale(requested) ? requested : null;
}

/**
 * The language this page is shown in, by the one rule web/serve.mjs follows too (language-rule.mjs):
 * the address's `?lang`, else the reader's choice, else the browser's languages, else English.
 */
export function pageLocale(): Locale {
  return pickLocale({ requested: requestedLocale(), chosen: chosenLocale(), browser: navigator.languages });
}

/**
 * Keeps the choice: in localStorage for the app, and in a cookie for web/serve.mjs, which then sends
 * the pre-rendered public pages in this language (a year, like the fonts; not secret, not Secure on
 * plain-http development servers).
 */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Sets `<html lang dir>`: right-to-left for Arabic and Urdu. */
export function applyLocaleToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Switches the messages alone: for the build's pre-rendering, which has no document. */
export async function activateCatalog(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
}

/** Loads the language's catalog and switches to it; `remember` keeps the choice for next time. */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  await Promise.all([activateCatalog(locale), loadScriptFonts(locale)]);
  applyLocaleToDocument(locale);
  if (options.remember) rememberLocale(locale);
}

export { i18n };

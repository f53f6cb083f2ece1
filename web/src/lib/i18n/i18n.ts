import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, directionOf, isLocale, LANGUAGE_STORAGE_KEY, type Locale } from './locales';

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

export function storedLocale(): Locale {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Sets `<html lang dir>`: right-to-left for Arabic and Urdu. */
export function applyLocaleToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Loads the language's catalog and switches to it; `remember` keeps the choice for next time. */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const [{ messages }] = await Promise.all([catalogs[locale](), loadScriptFonts(locale)]);
  i18n.loadAndActivate({ locale, messages });
  applyLocaleToDocument(locale);
  if (options.remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }
}

export { i18n };

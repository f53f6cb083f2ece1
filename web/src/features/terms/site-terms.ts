import { useEffect, useState } from 'react';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { TERMS_DATA_ID, TERMS_PATH } from './terms-text.mjs';

/** The charity's own terms by language (only the configured ones); the others show the default. */
export type SiteTerms = Partial<Record<Locale, string>>;

let known: SiteTerms | undefined;

const asTerms = (value: unknown): SiteTerms => {
  const terms: SiteTerms = {};
  if (value && typeof value === 'object') {
    for (const locale of LOCALES) {
      const text = (value as Record<string, unknown>)[locale];
      if (typeof text === 'string') terms[locale] = text;
    }
  }
  return terms;
};

/**
 * The texts the page was answered with (web/serve.mjs writes them into /terms as a JSON data
 * block), known at once so that hydration draws what the server drew. Pre-rendering knows none (the
 * default); a reader who arrived at /terms from another screen has no block: undefined, until fetched.
 */
function termsInPage(): SiteTerms | undefined {
  if (known) return known;
  if (typeof document === 'undefined') return {};
  const block = document.getElementById(TERMS_DATA_ID);
  if (!block) return undefined;
  try {
    known = asTerms(JSON.parse(block.textContent ?? '{}'));
  } catch {
    known = {};
  }
  return known;
}

/** The configured terms texts; undefined while they are fetched (none configured, or none to be had: `{}`). */
export function useSiteTerms(): SiteTerms | undefined {
  const [terms, setTerms] = useState(termsInPage);
  useEffect(() => {
    if (terms) return;
    let live = true;
    fetch(TERMS_PATH, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}))
      .then((value: unknown) => {
        known = asTerms(value);
        if (live) setTerms(known);
      });
    return () => {
      live = false;
    };
  }, [terms]);
  return terms;
}

/** Tests: forget what was read. */
export function forgetSiteTerms(): void {
  known = undefined;
}

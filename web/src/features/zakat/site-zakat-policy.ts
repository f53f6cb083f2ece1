import { useEffect, useState } from 'react';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { ZAKAT_POLICY_DATA_ID, ZAKAT_POLICY_PATH } from './zakat-policy-text.mjs';

/** The charity's own zakat policy by language (only the configured ones); the others show the default. */
export type SiteZakatPolicy = Partial<Record<Locale, string>>;

let known: SiteZakatPolicy | undefined;

const asPolicy = (value: unknown): SiteZakatPolicy => {
  const policy: SiteZakatPolicy = {};
  if (value && typeof value === 'object') {
    for (const locale of LOCALES) {
      const text = (value as Record<string, unknown>)[locale];
      if (typeof text === 'string') policy[locale] = text;
    }
  }
  return policy;
};

/** The texts web/serve.mjs wrote into /zakat as a JSON data block; pre-rendering knows none (the default). */
function policyInPage(): SiteZakatPolicy | undefined {
  if (known) return known;
  if (typeof document === 'undefined') return {};
  const block = document.getElementById(ZAKAT_POLICY_DATA_ID);
  if (!block) return undefined;
  try {
    known = asPolicy(JSON.parse(block.textContent ?? '{}'));
  } catch {
    known = {};
  }
  return known;
}

/** The configured zakat policy texts; undefined while they are fetched (none configured: `{}`). */
export function useSiteZakatPolicy(): SiteZakatPolicy | undefined {
  const [policy, setPolicy] = useState(policyInPage);
  useEffect(() => {
    if (policy) return;
    let live = true;
    fetch(ZAKAT_POLICY_PATH, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}))
      .then((value: unknown) => {
        known = asPolicy(value);
        if (live) setPolicy(known);
      });
    return () => {
      live = false;
    };
  }, [policy]);
  return policy;
}

/** Tests: forget what was read. */
export function forgetSiteZakatPolicy(): void {
  known = undefined;
}

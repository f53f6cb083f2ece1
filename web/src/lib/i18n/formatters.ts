import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/** The platform's one currency (SPEC §9: dollars). */
export const CURRENCY = 'USD';

export interface Formatters {
  /** 3200 → "3,200" in the reader's digits and grouping. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /**
   * Dollars: 250000 → "$250,000", "250,000 US$"; `compact` gives "$1.2M", "1.2 مليون US$",
   * "$12 لاکھ"; `code` names the currency: "USD 50". A Latin sign ("US$", "USD") is isolated
   * left-to-right, or Arabic text shows it as "$US".
   */
  currency: (dollars: number, options?: { compact?: boolean; cents?: boolean; code?: boolean }) => string;
  /** A calendar date in the reader's words: "22 November 2026", "22 نوفمبر 2026". */
  date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  /** The year alone, in the reader's digits. */
  year: (value?: Date) => string;
}

// Intl objects are costly to build and every screen formats a few figures: one per locale+options.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** Formatters for a locale (any BCP 47 tag Intl knows: the app passes en, ar or ur). */
export function createFormatters(locale: string): Formatters {
  const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
    cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

  return {
    number: (value, options) => numberFormat(options).format(value),
    currency: (dollars, { compact = false, cents = false, code = false } = {}) =>
      numberFormat({
        style: 'currency',
        currency: CURRENCY,
        // "USD 50" rather than "$50": where the currency itself must be read (a receipt, a history row).
        ...(code ? { currencyDisplay: 'code' as const } : {}),
        ...(compact
          ? { notation: 'compact', maximumFractionDigits: 1 }
          : { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 }),
      })
        .formatToParts(dollars)
        .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
        .join(''),
    date: (value, options = { dateStyle: 'long' }) => dateFormat(options).format(new Date(value)),
    year: (value = new Date()) => dateFormat({ year: 'numeric' }).format(value),
  };
}

/** The active language's formatters; screens re-render with new ones when the language changes. */
export function useFormatters(): Formatters {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => createFormatters(locale), [locale]);
}

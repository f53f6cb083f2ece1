import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/** The platform's one currency (SPEC §9: dollars). */
export const CURRENCY = 'USD';

export interface Formatters {
  /** 3200 → "3,200" in the reader's digits and grouping. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /**
   * Money, in the locale's own currency display: 250000 → "$250,000" (en, ur), "250,000 US$" (ar);
   * `compact` gives "$1.2M", "1.2 مليون US$", "$12 لاکھ"; `cents` keeps two decimals; `currency`
   * names another ISO code than the platform's dollars (a card charged in euros).
   *
   * The result is one isolated run (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE):
   * set inside an Arabic-script sentence, "$50" would otherwise show as "50$" (its digits take the
   * sentence's direction and the sign moves to their other side). Inside, a Latin sign ("US$") is
   * isolated left-to-right, or Arabic text shows it as "$US". Machine-read output (CSV) never comes
   * from here.
   */
  currency: (amount: number, options?: { compact?: boolean; cents?: boolean; currency?: string }) => string;
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
    currency: (amount, { compact = false, cents = false, currency = CURRENCY } = {}) => {
      let parts: Intl.NumberFormatPart[];
      try {
        parts = numberFormat({
          style: 'currency',
          currency: currency.toUpperCase(),
          ...(compact
            ? { notation: 'compact', maximumFractionDigits: 1 }
            : { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 }),
        }).formatToParts(amount);
      } catch {
        // A code Intl refuses is still worth showing as it came, after the number.
        parts = [...numberFormat({ minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).formatToParts(amount), { type: 'literal', value: ' ' }, { type: 'currency', value: currency.toUpperCase() }];
      }
      const text = parts.map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value)).join('');
      return `\u2068${text}\u2069`;
    },
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

import type { Formatters } from '../i18n/formatters';

/** SPEC §2's short date for applications: "Nov 22, 2026" in English, the reader's own otherwise. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * An amount of dollars, in the one currency display of the reader's language ("$5,000", "5,000 US$"):
 * whole amounts without cents, others with them ("$12.50").
 */
export function dollars(format: Formatters, amount: number): string {
  return format.currency(amount, { cents: !Number.isInteger(amount) });
}

/**
 * An amount in the currency it was recorded in: dollars as `dollars` shows them; any other currency
 * by its code after the number ("100 CAD"), never with a `$` (a Canadian "CA$" included) — Sabil
 * counts dollars only, and showing other currencies properly is later work (issue 28).
 */
export function money(format: Formatters, amount: number, currency: string): string {
  if (currency.toLowerCase() === 'usd') return dollars(format, amount);
  const cents = !Number.isInteger(amount);
  // Isolated, as format.currency isolates dollars, so a right-to-left sentence keeps "100 CAD" whole.
  return `\u2068${format.number(amount, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })} ${currency.toUpperCase()}\u2069`;
}

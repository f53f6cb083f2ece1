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

import type { Formatters } from '../i18n/formatters';

/** SPEC §2's short date for applications: "Nov 22, 2026" in English, the reader's own otherwise. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** An amount of dollars: whole amounts without cents ("$5,000"), others with them ("$12.50"). */
export function dollars(format: Formatters, amount: number): string {
  return format.currency(amount, { cents: !Number.isInteger(amount) });
}

/** An amount with its currency named ("USD 50", "USD 12.50"): history rows and receipts (SPEC §2: amount and currency). */
export function dollarsWithCode(format: Formatters, amount: number): string {
  return format.currency(amount, { cents: !Number.isInteger(amount), code: true });
}

/**
 * SPEC §9's giving constants, as the API enforces them (api/src/modules/donations/
 * donation-input.validation.ts): the web checks first so a donor learns before pressing Donate.
 */
export const QUICK_DONATE_DOLLARS = 50;
export const MIN_DONATION_DOLLARS = 1;
export const MAX_DONATION_DOLLARS = 10_000;
export const MONTHLY_CHOICES_DOLLARS = [10, 20, 30] as const;

/** What a journey still needs, in dollars (never below 0). */
export function remainingDollars(request: { requestedAmount: number; collectedAmount: number }): number {
  return Math.max(0, Math.round((request.requestedAmount - request.collectedAmount) * 100) / 100);
}

/** The free amount as typed: a number of dollars with at most two decimals, or null. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

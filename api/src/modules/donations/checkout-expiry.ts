/**
 * How long a started checkout may be paid, and how long its amount is held against the journey
 * (DESIGN §7). Stripe's shortest `expires_at` is 30 minutes after the session's creation by
 * Stripe's own clock, so the session is asked for 31: a clock a little ahead cannot make Stripe
 * refuse it. The hold outlives the session by a grace, so that a payment confirmed in the session's
 * last second, whose event reaches us a little later, still finds its place.
 */
export const SESSION_LIFETIME_MS = 31 * 60_000;
export const HOLD_GRACE_MS = 2 * 60_000;

export function checkoutTimes(now: Date): { sessionExpiresAt: Date; holdExpiresAt: Date } {
  const sessionExpiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  return { sessionExpiresAt, holdExpiresAt: new Date(sessionExpiresAt.getTime() + HOLD_GRACE_MS) };
}

/** Whole minutes until `until` (at least 1): "it frees up within N minutes". */
export function minutesUntil(until: Date | null, now: Date): number {
  if (!until) return 1;
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

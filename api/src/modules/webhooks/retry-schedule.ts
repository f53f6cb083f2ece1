const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 6 * 3600_000;

/**
 * The wait after the `attempts`-th failed attempt: 1 min doubling up to 6 h, with "equal jitter"
 * (half fixed, half random) so that receivers coming back from an outage are not hit by every
 * delivery at once. `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(full / 2 + (full / 2) * random());
}

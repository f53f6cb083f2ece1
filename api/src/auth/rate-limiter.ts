import { AppError } from '../http/app-error';

/**
 * Fixed-window counters in memory. One API instance holds its own counts; with several instances
 * behind a load balancer these move to Redis (DESIGN §10).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when `key` has used up its window; otherwise counts one more use. */
  consume(key: string, message: string): void {
    this.check(key, message);
    this.add(key);
  }

  check(key: string, message: string): void {
    const entry = this.current(key);
    if (entry && entry.count >= this.limit) {
      throw new AppError('TOO_MANY_REQUESTS', message, {
        retryAfter: Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000)),
      });
    }
  }

  add(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 50_000) this.sweep();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

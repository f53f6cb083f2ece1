import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, type ErrorDefinition } from '../errors/app-error';

/** Where counters live: the PostgreSQL server (every API instance counts together), or this process. */
export type RateLimitStore = { kind: 'postgres'; pool: Pool } | { kind: 'memory' };

/**
 * The memory store expires keys with setTimeout, which fires at once for more than 2^31 ms (24.8
 * days): longer windows are cut to 24 days there (the embedded PGlite's one process).
 */
const MAX_MEMORY_SECONDS = 24 * 24 * 3600;

/** The table the PostgreSQL store keeps its counters in (made by a migration, not by the library). */
export const RATE_LIMIT_TABLE = 'rate_limit';

/**
 * Fixed-window counters through rate-limiter-flexible: `points` uses of a key per `windowSeconds`.
 * On PostgreSQL they are rows of RATE_LIMIT_TABLE, so several API instances share them (DESIGN §10);
 * on the embedded PGlite (one process) they are in memory.
 */
export class RateLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    /** Names this limiter's keys apart from the others' in the shared table. */
    keyPrefix: string,
    private readonly points: number,
    readonly windowSeconds: number,
  ) {
    this.limiter =
      store.kind === 'postgres'
        ? new RateLimiterPostgres({ storeClient: store.pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: true, keyPrefix, points, duration: windowSeconds })
        : new RateLimiterMemory({ keyPrefix, points, duration: Math.min(windowSeconds, MAX_MEMORY_SECONDS) });
    this.storedSeconds = store.kind === 'postgres' ? windowSeconds : Math.min(windowSeconds, MAX_MEMORY_SECONDS);
  }

  /** How long a remembered key lasts in this store (the memory store's timers cap it). */
  private readonly storedSeconds: number;

  /** Counts one use of `key`; refuses (429, with the seconds to wait) when its window is used up. */
  async consume(key: string, refusal: ErrorDefinition): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.refuse(refusal, error);
      throw error;
    }
  }

  /**
   * Like consume(), and tells what is left of `key`'s window (the RateLimit-* headers of API keys).
   * A refusal carries the same state, with nothing remaining.
   */
  async take(key: string, refusal: ErrorDefinition, values: (retryAfter: number) => Record<string, number> = () => ({})): Promise<RateLimitState> {
    try {
      const state = await this.limiter.consume(key);
      return { limit: this.points, remaining: state.remainingPoints, resetSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new RateLimitRefusal(refusal, { limit: this.points, remaining: 0, resetSeconds: retryAfter }, values(retryAfter));
    }
  }

  /** Counts one use of `key` if its window has one left: true when it had, false (refusing nothing) when not. */
  async tryConsume(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Forgets `key`'s uses (a sign-in that succeeded). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  /** Counts one use of `key`, refusing nothing (a failure noted, for exhausted() to read). */
  async note(key: string): Promise<void> {
    await this.limiter.consume(key).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
    });
  }

  /** Gives back `points` uses of `key` (an attempt that turned out not to count). */
  async reward(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }

  /** Refuses `key` for `seconds`, whatever its window says (a lockout that grows). */
  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  /** Whether `key` has used its window up (or is blocked), without counting a use; with the seconds left. */
  async exhausted(key: string): Promise<{ exhausted: boolean; retryAfter: number }> {
    const state = await this.limiter.get(key);
    if (!state) return { exhausted: false, retryAfter: 0 };
    return { exhausted: state.consumedPoints >= this.points, retryAfter: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
  }

  /** Refuses now (429) when `key` has used its window up, without counting a use. */
  async assertNotExhausted(key: string, refusal: ErrorDefinition): Promise<void> {
    const { exhausted, retryAfter } = await this.exhausted(key);
    if (exhausted) throw new AppError(refusal, { retryAfter, values: { retryAfter } });
  }

  /** Remembers `key` for the window (a fact with an expiry: an address an account signed in from). */
  async remember(key: string): Promise<void> {
    await this.limiter.set(key, 1, this.storedSeconds);
  }

  /** Whether `key` was remembered within the window. */
  async remembers(key: string): Promise<boolean> {
    return (await this.limiter.get(key)) !== null;
  }

  private refuse(refusal: ErrorDefinition, state: RateLimiterRes): AppError {
    return new AppError(refusal, { retryAfter: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) });
  }
}

/** What is left of a key's window: the IETF draft's RateLimit-Limit, -Remaining and -Reset. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

/** A 429 that also says the window's state, for the RateLimit-* headers. */
export class RateLimitRefusal extends AppError {
  constructor(
    refusal: ErrorDefinition,
    readonly state: RateLimitState,
    values: Record<string, number>,
  ) {
    super(refusal, { retryAfter: state.resetSeconds, values });
  }
}

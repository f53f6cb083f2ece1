import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, type ErrorDefinition } from '../errors/app-error';

/** Where counters live: the PostgreSQL server (every API instance counts together), or this process. */
export type RateLimitStore = { kind: 'postgres'; pool: Pool } | { kind: 'memory' };

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
    windowSeconds: number,
  ) {
    this.limiter =
      store.kind === 'postgres'
        ? new RateLimiterPostgres({ storeClient: store.pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: true, keyPrefix, points, duration: windowSeconds })
        : new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  }

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

  /** Forgets `key`'s uses (a sign-in that succeeded). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
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

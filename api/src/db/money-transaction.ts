import type { DataSource, EntityManager } from 'typeorm';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** How many times, in this process, a money transaction was run again (the bench reports it). */
export const moneyTransactionRetries = { count: 0 };

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** The first wait; each retry doubles it (with jitter), up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Told of each retry (logs, tests). */
  onRetry?: (attempt: number, error: unknown) => void;
}

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  // TypeORM wraps the driver's error (QueryFailedError.driverError); pg's own error has `code`.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a deadlock or a serialization failure: the whole transaction may be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * Runs `work` in a transaction, and runs it again from the start when PostgreSQL chose it as a
 * deadlock's victim or could not serialize it (DESIGN §7: every path that moves money). `work`
 * must do nothing outside the transaction — what it leaves for after the commit, it returns.
 * Bounded: after `attempts` the last error is thrown, so a real fault is not hidden.
 */
export async function inMoneyTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 8;
  const base = options.baseDelayMs ?? 5;
  const max = options.maxDelayMs ?? 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      moneyTransactionRetries.count += 1;
      options.onRetry?.(attempt, error);
      const ceiling = Math.min(max, base * 2 ** (attempt - 1));
      // Full jitter: transactions that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling + 1));
    }
  }
}

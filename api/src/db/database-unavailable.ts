import { AppError, defineErrors } from '../errors/app-error';

/**
 * A database that cannot be reached is a fault to wait out, not a bug of ours: the request is
 * answered 503 with Retry-After and a stable reason (GraphQL and REST alike), never 500 (issue 29).
 */
export const DatabaseErrors = defineErrors('platform', {
  DATABASE_UNAVAILABLE: { code: 'SERVICE_UNAVAILABLE', message: 'Sabil cannot reach its database for a moment. Please try again in a few seconds.' },
});

/** Seconds a client is asked to wait: PostgreSQL restarts or fails over within a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes and codes that mean "the server is not there (now)", not "your query is wrong":
// 08 connection exception, 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
// (starting up or shutting down), 53300 too many connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_SYSCALL_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNABORTED']);
// node-postgres says these in words only, with no code.
const UNREACHABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/, /Connection closed/];

/** Whether `error` (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, code, message, driverError, cause, errors } = error as { name?: unknown; code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  // TypeORM releases a transaction's connection when the server drops it; the transaction's next
  // statement then finds it released (seen when the server stopped mid-registration). The cause is
  // logged (warn) where it is answered, so a misuse of our own would still show.
  if (name === 'QueryRunnerAlreadyReleasedError') return true;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE_SYSCALL_CODES.has(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

/** The refusal to answer in place of `error` when it says the database is unreachable. */
export function databaseUnavailableRefusal(error: unknown): AppError | undefined {
  return isDatabaseUnavailable(error) ? new AppError(DatabaseErrors.DATABASE_UNAVAILABLE, { retryAfter: DATABASE_RETRY_AFTER_SECONDS }) : undefined;
}

import pino from 'pino';
import type { LogLevel } from '../config/config';
import { requestScope } from './request-scope';

export type LogFields = Record<string, unknown>;

/** Structured logs: one JSON object per line on stdout, for whatever collects them. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** The pino logger underneath (pino-http logs requests through it). */
  readonly pino: pino.Logger;
}

/**
 * Paths that can hold a secret, in our fields and in pino-http's request records: tokens and
 * passwords are never written (the request line itself carries no query string, see request-log).
 */
export const REDACTED_PATHS = [
  'password',
  'token',
  'authorization',
  '*.password',
  '*.token',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
];

/**
 * An error as a log line holds it: its type, message, stack and code — and nothing else.
 * pino's own serializer copies every property, and a TypeORM QueryFailedError carries the query's
 * `parameters` (emails, password hashes) and the driver's error with them.
 */
export function serializeError(error: unknown): unknown {
  // pino-http hands its error serializer what pino's own made of the error: a plain object.
  if (!error || typeof error !== 'object' || typeof (error as { message?: unknown }).message !== 'string') return error;
  const { name, type, message, stack, code, cause } = error as { name?: unknown; type?: unknown; message: string; stack?: unknown; code?: unknown; cause?: unknown };
  return {
    type: typeof type === 'string' ? type : typeof name === 'string' ? name : 'Error',
    message,
    ...(typeof stack === 'string' ? { stack } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(cause && typeof cause === 'object' ? { cause: serializeError(cause) } : {}),
  };
}

/**
 * pino, writing the lines Sabil always wrote: {"time":"<ISO>","level":"info","msg":…, …fields}.
 * Synchronous, so the last line before an exit ("stopped") is never lost.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const destination = write ? { write } : pino.destination({ dest: 1, sync: true });
  const base = pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Lines written while a request is served name it (the id its answer's X-Request-Id gives).
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
      serializers: { error: serializeError, err: serializeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  const at = (method: 'debug' | 'info' | 'warn' | 'error') => (msg: string, fields: LogFields = {}) => base[method](fields, msg);
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), pino: base };
}

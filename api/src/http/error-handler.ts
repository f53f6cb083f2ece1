import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logging/logger';
import { AppError } from '../errors/app-error';
import { HttpErrors } from '../rest/http.errors';
import { databaseUnavailableRefusal } from '../db/database-unavailable';

export const notFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(HttpErrors.ROUTE_NOT_FOUND));
};

/** The REST shape of a refusal (DESIGN §6), with its category and its stable reason. */
export function restErrorBody(error: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { message: error.message, code: error.code, reason: error.reason };
  if (Object.keys(error.values).length) body.values = error.values;
  if (error.problems.length) body.errors = error.problems.map((p) => ({ msg: p.message, param: p.field, reason: p.reason, ...(p.values && Object.keys(p.values).length ? { values: p.values } : {}) }));
  return body;
}

/**
 * The REST shape the web client reads: `{message, code, reason}`, and for invalid fields
 * `{message, code, reason, errors: [{msg, param, reason}]}` (DESIGN §6). Nothing internal leaks.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const refusal = asRefusal(error);
    if (refusal?.code === 'SERVICE_UNAVAILABLE') logger.warn('database unavailable', { error, method: req.method, path: req.path });
    if (refusal) {
      if (refusal.retryAfter) res.setHeader('Retry-After', String(refusal.retryAfter));
      if (!res.headersSent) res.status(refusal.status).json(restErrorBody(refusal));
      else res.destroy();
      return;
    }
    logger.error('request failed', { error, method: req.method, path: req.path });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).json({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
  };
}

/** Our refusals, body-parser's own errors (they carry a status and a type) and an unreachable database as ours. */
function asRefusal(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const unavailable = databaseUnavailableRefusal(error);
  if (unavailable) return unavailable;
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return new AppError(HttpErrors.BODY_NOT_JSON);
  if (type === 'entity.too.large') return new AppError(HttpErrors.BODY_TOO_LARGE);
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError(HttpErrors.BODY_UNREADABLE);
  return undefined;
}

import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logging/logger';
import { AppError } from './app-error';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/**
 * The REST shape the web client reads: `{message}`, and for invalid fields
 * `{message, errors: [{msg, param}]}` (DESIGN §6). Nothing internal leaks.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof AppError) {
      if (error.retryAfter) res.setHeader('Retry-After', String(error.retryAfter));
      const body: Record<string, unknown> = { message: error.message, code: error.code };
      if (error.problems.length) body.errors = error.problems.map((p) => ({ msg: p.message, param: p.field }));
      res.status(error.status).json(body);
      return;
    }
    // body-parser's own errors carry a status and a type.
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: 'The request could not be read.', code: 'BAD_USER_INPUT' });
      return;
    }
    logger.error('request failed', { error, method: req.method, path: req.path });
    if (!res.headersSent) res.status(500).json({ message: 'Internal server error' });
  };
}

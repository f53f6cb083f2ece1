import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pinoHttp from 'pino-http';
import type { RequestHandler } from 'express';
import { serializeError, type Logger } from '../logging/logger';
import { requestScope } from '../logging/request-scope';

const GIVEN_ID = /^[\w.-]{1,64}$/;

/**
 * One line per request through pino-http: its id (the caller's X-Request-Id when it looks like
 * one, else a new UUID, echoed back), method, path without the query string (it may hold session
 * ids), status and time. Headers are not logged at all, so no token is.
 */
export function requestLog(logger: Logger): RequestHandler {
  const log = pinoHttp({
    logger: logger.pino,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      // Not pino's own, which copies every property of an error (a failed query's parameters).
      err: serializeError,
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: (req.url ?? '').split('?')[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
  // The rest of the request runs in its scope: every line logged for it carries its id.
  return (req, res, next) => log(req, res, () => requestScope.run({ requestId: String(req.id), ip: req.ip }, next));
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Access, Caller, Callers } from '../auth/caller';
import { AppError } from '../errors/app-error';
import { HttpErrors } from './http.errors';

type Handler = (req: Request, caller: Caller, res: Response) => Promise<unknown>;

/** Wraps a REST handler with who may call it (every route says which). */
export type Route = (access: Access, handler: Handler) => RequestHandler;

/**
 * REST handlers as one API instance runs them: reads the token or API key (a bad one is 401 even
 * on public routes, as in GraphQL), checks the key's scope and the role, and hands any refusal to
 * the error handler.
 */
export function restRoute(callers: Callers): Route {
  return (access, handler) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = await callers.admitRest(
        {
          authorization: req.headers.authorization,
          ip: req.ip,
          method: req.method,
          route: req.route ? `${req.baseUrl}${String(req.route.path)}` : req.path,
          path: req.path,
        },
        access,
        (name, value) => res.setHeader(name, value),
      );
      await handler(req, caller, res);
    } catch (error) {
      next(error);
    }
  };
}

/** JSON bodies arrive as anything; the services validate fields, this only insists on an object. */
export function jsonBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(HttpErrors.BODY_NOT_AN_OBJECT);
  }
  return body as Record<string, unknown>;
}

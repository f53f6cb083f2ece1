import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Role } from '../auth/role';
import type { Viewer } from '../auth/tokens';
import type { Services } from '../services';
import { AppError } from '../errors/app-error';
import { AuthErrors } from '../auth/auth.errors';
import { HttpErrors } from './http.errors';
import { admitApiKey, checkApiKeyRestRequest } from '../modules/api-keys/api-key-access';
import { ApiKeyErrors } from '../modules/api-keys/api-keys.errors';
import { apiKeyFromHeader } from '../modules/api-keys/api-key-secret';

/** Who may call a REST route: anyone, or accounts of the listed roles. Every route says which. */
export type Access = 'public' | readonly Role[];

export interface RestContext {
  viewer: Viewer | null;
  ip: string;
  services: Services;
}

type Handler = (req: Request, ctx: RestContext, res: Response) => Promise<unknown>;

/**
 * Wraps a REST handler: reads the token (a bad one is 401 even on public routes, as in GraphQL),
 * checks the role, and hands any refusal to the error handler.
 */
export function route(services: Services, access: Access, handler: Handler): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = apiKeyFromHeader(req.headers.authorization);
      // An API key reads the public GET paths its scopes cover (api-key-scope.ts), as on GraphQL;
      // every other route (a write, an account's list, a path not listed) is 403.
      if (key) {
        const caller = await admitApiKey(services.apiKeys, key, (name, value) => res.setHeader(name, value), req.ip);
        const pattern = req.route ? `${req.baseUrl}${String(req.route.path)}` : req.path;
        checkApiKeyRestRequest(caller, { method: req.method, route: pattern, path: req.path });
        if (access !== 'public') throw new AppError(ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED, { values: { field: `${req.method} ${req.path}` } });
      }
      const viewer = key ? null : services.tokens.viewerFromHeader(req.headers.authorization);
      if (access !== 'public') {
        if (!viewer) throw new AppError(AuthErrors.SIGN_IN_REQUIRED);
        if (!access.includes(viewer.role)) throw new AppError(AuthErrors.ROLE_NOT_ALLOWED, { values: { roles: access.join(' or ') } });
      }
      await handler(req, { viewer, ip: req.ip ?? 'unknown', services }, res);
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

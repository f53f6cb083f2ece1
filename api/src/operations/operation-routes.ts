import { Router } from 'express';
import type { Route } from '../rest/rest-route';
import type { OperationDeclaration } from './operation';

/** The REST routes of a module's declared operations, each guarded by its declared access (and the key gate). */
export function operationRouter<S>(declarations: ReadonlyArray<OperationDeclaration<S>>, route: Route, services: S): Router {
  const router = Router();
  for (const { rest, access } of declarations) {
    if (!rest) continue;
    router[rest.method](
      rest.path,
      route(access, (req, caller, res) => rest.handle(req, caller, res, services)),
    );
  }
  return router;
}

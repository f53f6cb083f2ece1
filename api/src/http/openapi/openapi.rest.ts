import { Router } from 'express';
import { openApiDocument } from './openapi-document';

/** Five minutes: the document changes only with a deployment. */
const CACHE_CONTROL = 'public, max-age=300';

/** GET /openapi.json: the REST shim's OpenAPI 3.1 document, built once per server address (relative when none is configured). */
export function openApiRouter(serverUrl: string | undefined): Router {
  const router = Router();
  const body = JSON.stringify(openApiDocument(serverUrl));
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.type('application/json').send(body);
  });
  return router;
}

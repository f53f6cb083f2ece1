import type { RequestHandler } from 'express';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name';

/** The web app is the only other origin allowed to call the API (DESIGN §2). */
export function cors(webOrigin: string): RequestHandler {
  return (req, res, next) => {
    res.vary('Origin');
    if (req.headers.origin === webOrigin) {
      res.setHeader('Access-Control-Allow-Origin', webOrigin);
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

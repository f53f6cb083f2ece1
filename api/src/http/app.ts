import cors from 'cors';
import express, { type Express, type Router } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import helmet from 'helmet';
import type { ApolloServer } from '@apollo/server';
import type { Callers } from '../auth/caller';
import type { Config } from '../config/config';
import type { Database } from '../db/data-source';
import { databaseUnavailableRefusal } from '../db/database-unavailable';
import { AppError } from '../errors/app-error';
import { toGraphQLError } from '../errors/to-graphql-error';
import type { GraphQLContext } from '../graphql/context';
import { graphqlHandler } from '../graphql/http-handler';
import type { ResolverContainer } from '../graphql/resolver-container';
import type { Logger } from '../logging/logger';
import type { SharedResponseCache } from '../shared-lists/shared-response-cache';
import { errorHandler, notFound } from './error-handler';
import { openApiRouter } from './openapi/openapi.rest';
import { requestLog } from './request-log';

/** The largest upload any operation takes (story media); each operation enforces its own limit. */
const MAX_GRAPHQL_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * The API's HTTP surface on an express app: logs, CORS and security headers, health, GraphQL,
 * the Stripe webhook, the REST shim (SPEC §7) and the test checkout's pages. The parts it serves
 * are built by the composition root (composition-root.ts).
 */
export function mountHttpApi(
  app: Express,
  parts: {
    config: Config;
    db: Database;
    logger: Logger;
    apollo: ApolloServer<GraphQLContext>;
    callers: Callers;
    resolvers: ResolverContainer;
    sharedResponses: SharedResponseCache;
    /** Routes that read their body raw (the Stripe webhook, signed over its bytes): before any JSON parser. */
    rawRoutes: Router[];
    /** The modules' REST routes, then the payment provider's pages. */
    routes: Router[];
  },
): void {
  const { config, db, logger, apollo, callers, resolvers } = parts;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  // Every answer depends on the Origin (allowed or not), so caches must keep them apart; the cors
  // library says so only when it allows one.
  app.use((_req, res, next) => {
    res.vary('Origin');
    next();
  });
  // The web app is the only other origin allowed to call the API (DESIGN §2); the list cursor and
  // Retry-After are readable by it.
  app.use(
    cors({
      origin: (origin, done) => done(null, origin === config.webOrigin ? config.webOrigin : false),
      // HEAD, PATCH, DELETE and the Tus-*/Upload-* headers: resumable uploads (tus, /uploads).
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name', 'X-Request-Id', 'Tus-Resumable', 'Upload-Length', 'Upload-Metadata', 'Upload-Offset'],
      exposedHeaders: [
        'Content-Disposition',
        'Retry-After',
        'X-Next-Cursor',
        'X-Request-Id',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'RateLimit-Policy',
        'Location',
        'Tus-Resumable',
        'Upload-Offset',
        'Upload-Length',
      ],
      maxAge: 600,
    }),
  );
  // An API answers JSON (and documents with their own policy): nothing in it runs, frames or loads.
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] } },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await db.ping();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });
  app.use(openApiRouter(config.publicApiUrl));

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlUploadExpress({ maxFileSize: MAX_GRAPHQL_UPLOAD_BYTES, maxFiles: 1 }),
    graphqlHandler(
      apollo,
      async (req, res): Promise<GraphQLContext> => {
        // A bad token or API key fails the whole request with 401 before any resolver runs (DESIGN §5), a key over its rate limit with 429.
        try {
          return { ...(await callers.identify({ authorization: req.headers.authorization, ip: req.ip }, (name, value) => res.setHeader(name, value))), resolvers, keys: callers.keys };
        } catch (error) {
          const refusal = error instanceof AppError ? error : databaseUnavailableRefusal(error);
          if (!refusal) throw error;
          if (refusal.retryAfter) res.setHeader('Retry-After', String(refusal.retryAfter));
          throw toGraphQLError(refusal);
        }
      },
      callers,
      parts.sharedResponses,
    ),
  );

  for (const router of parts.rawRoutes) app.use(router);

  app.use(express.json({ limit: '100kb' }));
  for (const router of parts.routes) app.use(router);
  app.use(notFound);
  app.use(errorHandler(logger));
}

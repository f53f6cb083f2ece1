import cors from 'cors';
import express, { type Express, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import helmet from 'helmet';
import type { ApolloServer } from '@apollo/server';
import type { Config } from '../config/config';
import type { Database } from '../db/data-source';
import { AppError } from '../errors/app-error';
import { appErrorExtensions } from '../errors/app-error-extensions';
import type { GraphQLContext } from '../graphql/context';
import { graphqlHandler } from '../graphql/http-handler';
import type { Logger } from '../logging/logger';
import { accountsRouter } from '../modules/accounts/accounts.rest';
import { admitApiKey } from '../modules/api-keys/api-key-access';
import { apiKeyFromHeader } from '../modules/api-keys/api-key-secret';
import { applicationsRouter } from '../modules/applications/applications.rest';
import { exportsRouter } from '../modules/audit/exports.rest';
import { donationsRouter } from '../modules/donations/donations.rest';
import { storiesRouter } from '../modules/stories/stories.rest';
import { trackingRouter } from '../modules/tracking/tracking.rest';
import { stripeWebhookRouter } from '../payments/stripe/stripe-webhook.rest';
import { testCheckoutRouter } from '../payments/test-checkout/test-checkout.rest';
import type { Services } from '../services';
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
export function mountHttpApi(app: Express, parts: { config: Config; db: Database; logger: Logger; services: Services; apollo: ApolloServer<GraphQLContext> }): void {
  const { config, db, logger, services, apollo } = parts;
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
      methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name', 'X-Request-Id'],
      exposedHeaders: ['Content-Disposition', 'Retry-After', 'X-Next-Cursor', 'X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'],
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
  app.use(openApiRouter(config.publicApiUrl ?? `http://localhost:${config.apiPort}`));

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlUploadExpress({ maxFileSize: MAX_GRAPHQL_UPLOAD_BYTES, maxFiles: 1 }),
    graphqlHandler(
      apollo,
      async (req, res): Promise<GraphQLContext> => ({ ...(await callerOrGraphQLError(services, req.headers.authorization, res, req.ip)), ip: req.ip ?? 'unknown', services }),
      services,
      services.sharedResponses,
    ),
  );

  // Signed over its raw bytes: before any JSON parser.
  if (services.stripe) app.use(stripeWebhookRouter(services.stripe, (event) => services.fulfilment.handle(event), logger));

  app.use(express.json({ limit: '100kb' }));
  app.use(accountsRouter(services));
  app.use(applicationsRouter(services));
  app.use(donationsRouter(services));
  app.use(storiesRouter(services));
  app.use(trackingRouter(services));
  app.use(exportsRouter(services));
  if (services.testCheckout) app.use(testCheckoutRouter(services.testCheckout, { webOrigin: config.webOrigin, logger }));
  app.use(notFound);
  app.use(errorHandler(logger));
}

/**
 * A bad token or API key fails the whole request with 401 before any resolver runs (DESIGN §5), a
 * key over its rate limit with 429. A key is told from a JWT by its start, never verified as one.
 */
async function callerOrGraphQLError(
  services: Services,
  header: string | undefined,
  res: Response,
  ip: string | undefined,
): Promise<Pick<GraphQLContext, 'viewer' | 'apiKey'>> {
  try {
    const key = apiKeyFromHeader(header);
    if (key) return { viewer: null, apiKey: await admitApiKey(services.apiKeys, key, (name, value) => res.setHeader(name, value), ip) };
    return { viewer: services.tokens.viewerFromHeader(header), apiKey: null };
  } catch (error) {
    if (error instanceof AppError) {
      throw new GraphQLError(error.message, { extensions: { ...appErrorExtensions(error), http: { status: error.status } } });
    }
    throw error;
  }
}

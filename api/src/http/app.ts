import http from 'node:http';
import express from 'express';
import type { Config } from '../config/config';
import type { Database } from '../db/data-source';
import { createApolloServer } from '../graphql/apollo';
import { graphqlHandler } from '../graphql/http-handler';
import { SharedListsListener } from '../graphql/shared-lists-channel';
import type { GraphQLContext } from '../graphql/context';
import type { Logger } from '../logging/logger';
import { accountsRouter } from '../modules/accounts/accounts.rest';
import { applicationsRouter } from '../modules/applications/applications.rest';
import { donationsRouter } from '../modules/donations/donations.rest';
import { trackingRouter } from '../modules/tracking/tracking.rest';
import { stripeWebhookRouter } from '../payments/stripe/stripe-webhook.rest';
import { testCheckoutRouter } from '../payments/test-checkout/test-checkout.rest';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import type Stripe from 'stripe';
import { createServices, type Services } from '../services';
import { AppError } from './app-error';
import { cors } from './cors';
import { errorHandler, notFound } from './error-handler';
import { requestLog } from './request-log';
import { GraphQLError } from 'graphql';

export interface Api {
  httpServer: http.Server;
  services: Services;
  /** Keeps the shared-list cache in step with other instances' writes (PostgreSQL only). */
  sharedListsListener?: SharedListsListener;
  /** Starts listening; resolves with the port (useful with port 0 in tests). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting, lets in-flight requests finish, then returns. The database is the caller's. */
  stop(): Promise<void>;
}

export interface ApiOptions {
  /** A Stripe client of the caller's: tests point one at a local server that plays Stripe. */
  stripeClient?: Stripe;
}

export async function createApi(config: Config & { jwtSecret: string }, db: Database, logger: Logger, options: ApiOptions = {}): Promise<Api> {
  // Known once listening when PUBLIC_API_URL is not set (tests listen on port 0).
  let publicApiUrl = config.publicApiUrl ?? `http://localhost:${config.apiPort}`;
  const services = createServices(config, db, logger, { publicApiUrl: () => publicApiUrl, stripeClient: options.stripeClient });
  // On a PostgreSQL server other API instances may write too; PGlite is one process by nature.
  const sharedListsListener = db.url ? new SharedListsListener(db.url, services.sharedResponses, logger) : undefined;
  await sharedListsListener?.start();
  const app = express();
  const httpServer = http.createServer(app);
  const apollo = await createApolloServer({ httpServer, introspection: config.introspection, logger });
  await apollo.start();

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  app.use(cors(config.webOrigin));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await db.ping();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    // The largest upload any operation takes (story media); each operation enforces its own limit.
    graphqlUploadExpress({ maxFileSize: 50 * 1024 * 1024, maxFiles: 1 }),
    graphqlHandler(
      apollo,
      async (req): Promise<GraphQLContext> => ({
        viewer: viewerOrGraphQLError(services, req.headers.authorization),
        ip: req.ip ?? 'unknown',
        services,
      }),
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
  app.use(trackingRouter(services));
  if (services.testCheckout) app.use(testCheckoutRouter(services.testCheckout, { webOrigin: config.webOrigin, logger }));
  app.use(notFound);
  app.use(errorHandler(logger));

  return {
    httpServer,
    services,
    sharedListsListener,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          const bound = typeof address === 'object' && address ? address.port : port;
          if (!config.publicApiUrl) publicApiUrl = `http://localhost:${bound}`;
          resolve(bound);
        });
      });
    },
    async stop() {
      // Apollo's drain plugin closes the HTTP server and waits for in-flight requests.
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await sharedListsListener?.stop();
    },
  };
}

/** A bad token fails the whole request with 401 before any resolver runs (DESIGN §5). */
function viewerOrGraphQLError(services: Services, header: string | undefined) {
  try {
    return services.tokens.viewerFromHeader(header);
  } catch (error) {
    if (error instanceof AppError) {
      throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });
    }
    throw error;
  }
}

import http from 'node:http';
import express, { type Router } from 'express';
import type { Pool } from 'pg';
import type Stripe from 'stripe';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { Callers } from './auth/caller';
import { RateLimiter, type RateLimitStore } from './auth/rate-limiter';
import { TokenService } from './auth/tokens';
import { TokenVersions } from './auth/token-versions';
import type { Config } from './config/config';
import type { Database } from './db/data-source';
import { createApolloServer } from './graphql/apollo';
import { ResolverContainer } from './graphql/resolver-container';
import { mountHttpApi } from './http/app';
import { JobQueue } from './jobs/job-queue';
import type { Logger } from './logging/logger';
import type { Job, ModuleDeps, Platform, Provided } from './modules/api-module';
import { MODULES } from './modules/index';
import type { PaymentEvent, PaymentProvider } from './payments/payment-provider';
import { StripeProvider } from './payments/stripe/stripe-provider';
import { stripeWebhookRouter } from './payments/stripe/stripe-webhook.rest';
import { TestCheckoutProvider } from './payments/test-checkout/test-checkout.provider';
import { testCheckoutRouter } from './payments/test-checkout/test-checkout.rest';
import { operationCatalogue } from './operations/catalogue';
import { operationRouter } from './operations/operation-routes';
import { restRoute } from './rest/rest-route';
import { SHARED_ROOT_FIELDS } from './shared-lists/shared';
import { sharedListsChanges } from './shared-lists/shared-lists-changes';
import { SharedListsListener } from './shared-lists/shared-lists-channel';
import { SharedResponseCache } from './shared-lists/shared-response-cache';
import { createFileStorage, type ClosableFileStorage } from './storage/create-file-storage';
import { UploadIntake } from './uploads/upload-intake';
import { PostgresUploadLedger } from './uploads/upload-ledger';

/**
 * What one API instance is made of: every module's services (modules/api-module.ts `Provided`)
 * and the platform's parts. Tests and the bench reach into it; resolvers and routes never do
 * (each is built with the services it uses).
 */
export type Services = ModuleDeps & {
  /** The configured payment provider (DESIGN §7): exactly one of these is set. */
  stripe?: StripeProvider;
  testCheckout?: TestCheckoutProvider;
  /** Where uploads live: DATA_DIR/uploads, or the S3 bucket (DESIGN §8). */
  storage: ClosableFileStorage;
  /** Shared-list answers; writes tell it through SharedListsChanges (shared-lists/shared-lists-changes.ts). */
  sharedResponses: SharedResponseCache;
};

export interface Api {
  httpServer: http.Server;
  services: Services;
  /** Keeps the shared-list cache in step with other instances' writes (PostgreSQL only). */
  sharedListsListener?: SharedListsListener;
  /** Starts listening (and the background work); resolves with the port (useful with port 0 in tests). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting, lets in-flight requests finish, stops the background work. The database is the caller's. */
  stop(): Promise<void>;
  /** Stops the background work alone (the bench counts a request's statements without theirs). */
  stopJobs(): Promise<void>;
}

export interface ApiOptions {
  /** A Stripe client of the caller's: tests point one at a local server that plays Stripe. */
  stripeClient?: Stripe;
  /** The webhook worker's and outbox's clock: tests move time to reach retries. */
  webhookClock?: () => Date;
  /** The test checkout's and the payment sweep's clock: tests move time to reach redeliveries and expiries. */
  paymentClock?: () => Date;
  /** The cancelled journeys' clock (their choices' 30 days and the default's sweep): tests move time past the deadline. */
  cancellationClock?: () => Date;
  /**
   * Wraps where the payment providers' events go, once, when the providers are built: tests make
   * deliveries fail as an unreachable endpoint would, the bench delivers each event three times.
   */
  wrapDelivery?: (deliver: Deliver) => Deliver;
}

type Deliver = (event: PaymentEvent) => Promise<unknown>;

/**
 * The composition root: everything one API instance is made of, built from the configuration in
 * one place — the services with what each needs, the storage (local disk or S3), the rate-limit
 * store (PostgreSQL or memory), the payment provider, the shared-list listener, Apollo and the
 * HTTP surface.
 */
export async function createApi(config: Config & { jwtSecret: string }, db: Database, logger: Logger, options: ApiOptions = {}): Promise<Api> {
  // Known once listening when PUBLIC_API_URL is not set (tests listen on port 0).
  let publicApiUrl = config.publicApiUrl ?? `http://localhost:${config.apiPort}`;
  // Fulfilment is composed after the provider that delivers to it: the provider holds this function, which looks it up when called.
  const toFulfilment: Deliver = (event) => services.fulfilment.handle(event);
  const deliver = options.wrapDelivery ? options.wrapDelivery(toFulfilment) : toFulfilment;
  const services = composeServices(config, db, logger, {
    deliver,
    publicApiUrl: () => publicApiUrl,
    stripeClient: options.stripeClient,
    webhookClock: options.webhookClock,
    paymentClock: options.paymentClock,
    cancellationClock: options.cancellationClock,
  });
  const bootstrapCode = await services.accounts.prepareBootstrapCode();
  if (bootstrapCode) {
    // Printed once, at the first start: whoever reads this log registers the first admin with it.
    logger.warn(`No admin yet. Register the first admin at /admin/register with the bootstrap code ${bootstrapCode} (shown once; or set ADMIN_INVITE_CODE).`);
  }
  // On a PostgreSQL server other API instances may write too; PGlite is one process by nature.
  const sharedListsListener = db.url ? new SharedListsListener(db.url, services.sharedResponses, logger, services.tokenVersions) : undefined;
  await sharedListsListener?.start();

  const app = express();
  const httpServer = http.createServer(app);
  const apollo = await createApolloServer({ httpServer, introspection: config.introspection, logger, compileQueriesAfter: config.graphqlCompileAfter });
  await apollo.start();
  const callers = new Callers(services.tokens, services.tokenVersions, services.apiKeyGate);
  const route = restRoute(callers);
  const jobs: Job[] = [...MODULES.flatMap((module) => module.jobs?.(services) ?? [])];
  // The test checkout's redelivery runs with the API, as the modules' loops do.
  if (services.testCheckout) jobs.unshift(services.testCheckout);
  const rawRoutes: Router[] = [];
  // Both providers hand their events to fulfilment the same way: `deliver`, given when each is built.
  if (services.stripe) rawRoutes.push(stripeWebhookRouter(services.stripe, deliver, logger));
  const routes = MODULES.flatMap((module) => [...(module.routes?.(route, services) ?? []), operationRouter(module.operations ?? [], route, services)]);
  if (services.testCheckout) routes.push(testCheckoutRouter(services.testCheckout, { webOrigin: config.webOrigin, logger }));
  mountHttpApi(app, {
    config,
    db,
    logger,
    apollo,
    callers,
    resolvers: new ResolverContainer(MODULES.flatMap((module) => module.resolvers), services),
    sharedResponses: services.sharedResponses,
    rawRoutes,
    routes,
  });

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
          // The queue first: the modules' drains are worked on it.
          services.jobs
            .start()
            .then(() => Promise.all(jobs.map((job) => job.start())))
            .then(() => resolve(bound), reject);
        });
      });
    },
    async stopJobs() {
      for (const job of jobs) await job.stop();
    },
    async stop() {
      // Apollo's drain plugin closes the HTTP server and waits for in-flight requests.
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      for (const job of jobs) await job.stop();
      // Graceful: waits for the jobs under way.
      await services.jobs.stop();
      await sharedListsListener?.stop();
      await services.storage.close();
    },
  };
}

interface CompositionOptions {
  /** Where the payment providers' events go (DonationFulfilment.handle). */
  deliver: Deliver;
  /** The API's address as browsers reach it (the test checkout's pages live there). */
  publicApiUrl: () => string;
  stripeClient?: Stripe;
  /** The webhook worker's and outbox's clock: tests move time to reach retries. */
  webhookClock?: () => Date;
  paymentClock?: () => Date;
  cancellationClock?: () => Date;
}

function composeServices(config: Config & { jwtSecret: string }, db: Database, logger: Logger, options: CompositionOptions): Services {
  const { dataSource } = db;
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresInSeconds);
  // Read through the accounts module, composed below (the closure runs at the first request).
  const tokenVersions = new TokenVersions((id) => provided.accounts.tokenVersion(id));
  const rateLimits: RateLimitStore = db.url ? { kind: 'postgres', pool: (dataSource.driver as PostgresDriver).master as Pool } : { kind: 'memory' };
  const storage = createFileStorage({ dataDir: config.dataDir, s3: config.s3 });
  const uploads = new UploadIntake(storage, new PostgresUploadLedger(dataSource));
  const sharedResponses = new SharedResponseCache(SHARED_ROOT_FIELDS);
  const { stripe, testCheckout } = paymentProvider(config, db, logger, options);
  const payments: PaymentProvider = stripe ?? testCheckout!;
  const platform: Platform = {
    config,
    db,
    logger,
    tokens,
    tokenVersions,
    limiter: (name, points, windowSeconds) => new RateLimiter(rateLimits, name, points, windowSeconds),
    storage,
    uploads,
    lists: sharedListsChanges(sharedResponses),
    payments,
    publicApiUrl: options.publicApiUrl,
    testRenewalUrl: testCheckout ? (subscriptionId) => testCheckout.testRenewalUrl(subscriptionId) : undefined,
    jobs: new JobQueue(db, logger),
    clocks: { webhooks: options.webhookClock, payments: options.paymentClock, cancellations: options.cancellationClock },
    operations: operationCatalogue(MODULES),
  };
  // Each module reads the platform and the services of the modules above it in MODULES.
  const provided = {} as Provided;
  const soFar = new Proxy(provided, {
    get(target, name) {
      if (!(name in target) && typeof name === 'string') throw new Error(`a module asked for "${name}" before it was composed: order MODULES (modules/index.ts)`);
      return Reflect.get(target, name);
    },
  });
  for (const module of MODULES) Object.assign(provided, module.compose(Object.assign(Object.create(soFar) as Provided, platform)));
  return { ...platform, ...provided, stripe, testCheckout, storage, sharedResponses };
}

function paymentProvider(config: Config, db: Database, logger: Logger, options: CompositionOptions) {
  const { payments } = config;
  if (payments.provider === 'stripe') {
    const client = options.stripeClient ?? StripeProvider.client(payments.stripeSecretKey!);
    return { stripe: new StripeProvider(client, payments.stripeSecretKey!, payments.stripeWebhookSecret!, logger) };
  }
  return { testCheckout: new TestCheckoutProvider(db.dataSource, options.publicApiUrl, logger, options.deliver, options.paymentClock) };
}

import { createHmac, hkdfSync } from 'node:crypto';
import http from 'node:http';
import express from 'express';
import type { Pool } from 'pg';
import type Stripe from 'stripe';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PasswordHasher } from './auth/passwords';
import { RateLimiter, type RateLimitStore } from './auth/rate-limiter';
import { TokenService } from './auth/tokens';
import type { Config } from './config/config';
import type { Database } from './db/data-source';
import { createApolloServer } from './graphql/apollo';
import { SHARED_ROOT_FIELDS } from './graphql/shared';
import { sharedListsChanges } from './graphql/shared-lists-changes';
import { SharedListsListener } from './graphql/shared-lists-channel';
import { SharedResponseCache } from './graphql/shared-response-cache';
import { mountHttpApi } from './http/app';
import type { Logger } from './logging/logger';
import { AccountsService } from './modules/accounts/accounts.service';
import { ApiKeysService } from './modules/api-keys/api-keys.service';
import { DonationTotals } from './modules/donations/donation-totals';
import { ApplicationsService } from './modules/applications/applications.service';
import { AuditService } from './modules/audit/audit.service';
import { DonationsService } from './modules/donations/donations.service';
import { DonationFulfilment } from './modules/donations/fulfilment.service';
import { ApplicationFunding } from './modules/applications/application-funding';
import { DonationLedger } from './modules/donations/donation-ledger';
import { PaymentSweep } from './modules/donations/payment-sweep';
import { RefundExecutor } from './modules/donations/refund-executor';
import { RefundsService } from './modules/donations/refunds.service';
import { StoriesService } from './modules/stories/stories.service';
import { StoryMediaLinks } from './modules/stories/story-media-links';
import { FundedRequestCloser } from './modules/donations/funded-request-closer';
import { RetentionJob } from './modules/retention/retention.job';
import { TrackingService } from './modules/tracking/tracking.service';
import { composeWebhooks } from './modules/webhooks/webhooks.module';
import type { PaymentProvider } from './payments/payment-provider';
import { StripeProvider } from './payments/stripe/stripe-provider';
import { TestCheckoutProvider } from './payments/test-checkout/test-checkout.provider';
import type { Services } from './services';
import { createFileStorage } from './storage/create-file-storage';
import { UploadIntake } from './uploads/upload-intake';
import { PostgresUploadLedger } from './uploads/upload-ledger';

export interface Api {
  httpServer: http.Server;
  services: Services;
  /** Keeps the shared-list cache in step with other instances' writes (PostgreSQL only). */
  sharedListsListener?: SharedListsListener;
  /** Starts listening (and the background work); resolves with the port (useful with port 0 in tests). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting, lets in-flight requests finish, stops the background work. The database is the caller's. */
  stop(): Promise<void>;
}

export interface ApiOptions {
  /** A Stripe client of the caller's: tests point one at a local server that plays Stripe. */
  stripeClient?: Stripe;
  /** The webhook worker's and outbox's clock: tests move time to reach retries. */
  webhookClock?: () => Date;
  /** The test checkout's and the payment sweep's clock: tests move time to reach redeliveries and expiries. */
  paymentClock?: () => Date;
}

/**
 * The composition root: everything one API instance is made of, built from the configuration in
 * one place — the services with what each needs, the storage (local disk or S3), the rate-limit
 * store (PostgreSQL or memory), the payment provider, the shared-list listener, Apollo and the
 * HTTP surface.
 */
export async function createApi(config: Config & { jwtSecret: string }, db: Database, logger: Logger, options: ApiOptions = {}): Promise<Api> {
  // Known once listening when PUBLIC_API_URL is not set (tests listen on port 0).
  let publicApiUrl = config.publicApiUrl ?? `http://localhost:${config.apiPort}`;
  const services = composeServices(config, db, logger, {
    publicApiUrl: () => publicApiUrl,
    stripeClient: options.stripeClient,
    webhookClock: options.webhookClock,
    paymentClock: options.paymentClock,
  });
  const bootstrapCode = await services.accounts.prepareBootstrapCode();
  if (bootstrapCode) {
    // Printed once, at the first start: whoever reads this log registers the first admin with it.
    logger.warn(`No admin yet. Register the first admin at /admin/register with the bootstrap code ${bootstrapCode} (shown once; or set ADMIN_INVITE_CODE).`);
  }
  // On a PostgreSQL server other API instances may write too; PGlite is one process by nature.
  const sharedListsListener = db.url ? new SharedListsListener(db.url, services.sharedResponses, logger) : undefined;
  await sharedListsListener?.start();

  const app = express();
  const httpServer = http.createServer(app);
  const apollo = await createApolloServer({ httpServer, introspection: config.introspection, logger });
  await apollo.start();
  mountHttpApi(app, { config, db, logger, services, apollo });

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
          services.closer.start();
          services.refundExecutor.start();
          services.paymentSweep.start();
          services.testCheckout?.start();
          services.webhookWorker.start();
          services.retention.start();
          resolve(bound);
        });
      });
    },
    async stop() {
      // Apollo's drain plugin closes the HTTP server and waits for in-flight requests.
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await services.closer.stop();
      await services.refundExecutor.stop();
      await services.paymentSweep.stop();
      await services.testCheckout?.stop();
      await services.webhookWorker.stop();
      await services.retention.stop();
      await sharedListsListener?.stop();
      await services.storage.close();
    },
  };
}

interface CompositionOptions {
  /** The API's address as browsers reach it (the test checkout's pages live there). */
  publicApiUrl: () => string;
  stripeClient?: Stripe;
  /** The webhook worker's and outbox's clock: tests move time to reach retries. */
  webhookClock?: () => Date;
  paymentClock?: () => Date;
}

function composeServices(config: Config & { jwtSecret: string }, db: Database, logger: Logger, options: CompositionOptions): Services {
  const { dataSource } = db;
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresInSeconds);
  const rateLimits: RateLimitStore = db.url ? { kind: 'postgres', pool: (dataSource.driver as PostgresDriver).master as Pool } : { kind: 'memory' };
  const limiter = (name: string, points: number, windowSeconds: number) => new RateLimiter(rateLimits, name, points, windowSeconds);
  const storage = createFileStorage({ dataDir: config.dataDir, s3: config.s3 });
  const uploads = new UploadIntake(storage, new PostgresUploadLedger(dataSource));
  const audit = new AuditService(dataSource);
  const sharedResponses = new SharedResponseCache(SHARED_ROOT_FIELDS);
  const lists = sharedListsChanges(sharedResponses);

  const accounts = new AccountsService(
    dataSource,
    new PasswordHasher(),
    tokens,
    {
      perIp: limiter('sign-in-ip', config.rateLimit.perIp, config.rateLimit.windowSeconds),
      perAccountAddress: limiter('sign-in-account-address', config.rateLimit.perAccount, config.rateLimit.windowSeconds),
      perAccountNewAddresses: limiter('sign-in-account', config.rateLimit.perAccount, config.rateLimit.windowSeconds),
      lockouts: limiter('sign-in-lockouts', 1_000_000, 24 * 3600),
      knownAddresses: limiter('sign-in-known-address', 1_000_000, 90 * 24 * 3600),
    },
    config.adminInviteCode,
    audit,
    auditPseudonym(config.jwtSecret),
    config.nodeEnv === 'production',
  );
  const applications = new ApplicationsService(dataSource, uploads, storage, audit, lists);
  const stories = new StoriesService(
    dataSource,
    uploads,
    storage,
    audit,
    lists,
    new StoryMediaLinks(config.jwtSecret),
    limiter('story-seeker', config.storyLimit.perSeeker, config.storyLimit.windowSeconds),
    limiter('story-ip', config.storyLimit.perIp, config.storyLimit.windowSeconds),
  );

  const webhooks = composeWebhooks(dataSource, audit, logger, config.jwtSecret, config.webhooks, options.webhookClock);
  const { stripe, testCheckout } = paymentProvider(config, db, logger, options);
  const payments: PaymentProvider = stripe ?? testCheckout!;
  const funding = new ApplicationFunding();
  const ledger = new DonationLedger(funding, audit, webhooks.outbox, lists, payments.testMode, logger);
  // The closer and the refund executor are woken after commits that leave them work; both need fulfilment.
  const followUps = { closingNeeded: () => closer.nudge(), refundsNeeded: () => refundExecutor.nudge() };
  const fulfilment = new DonationFulfilment(dataSource, payments, funding, ledger, webhooks.outbox, lists, followUps, logger);
  if (testCheckout) testCheckout.deliver = (event) => fulfilment.handle(event);
  const closer = new FundedRequestCloser(dataSource, payments, fulfilment, logger);
  const refundExecutor = new RefundExecutor(dataSource, payments, logger);
  const paymentSweep = new PaymentSweep(dataSource, payments, fulfilment, funding, lists, audit, logger, config.payments.sweepIntervalSeconds * 1000, options.paymentClock);
  const refunds = new RefundsService(dataSource, payments, funding, ledger, webhooks.outbox, lists, followUps.refundsNeeded);
  const retention = new RetentionJob({ db, storage, audit, logger, config: config.retention });
  const testRenewalUrl = testCheckout ? (subscriptionId: string) => testCheckout.testRenewalUrl(subscriptionId) : undefined;
  const { checkoutLimit } = config.payments;
  const donations = new DonationsService(
    dataSource,
    payments,
    fulfilment,
    funding,
    audit,
    lists,
    {
      perDonor: limiter('checkout-donor', checkoutLimit.perDonor, checkoutLimit.windowSeconds),
      perIp: limiter('checkout-ip', checkoutLimit.perIp, checkoutLimit.windowSeconds),
      verifyPerDonor: limiter('verify-donor', checkoutLimit.verifyPerDonor, checkoutLimit.windowSeconds),
    },
    { webOrigin: config.webOrigin, testRenewalUrl },
    logger,
  );
  const { apiKeyLimit } = config;
  const apiKeys = new ApiKeysService(
    dataSource,
    audit,
    limiter('api-key', apiKeyLimit.perKey, apiKeyLimit.windowSeconds),
    apiKeyLimit.windowSeconds,
    limiter('api-key-invalid-ip', apiKeyLimit.invalidPerIp, 600),
  );
  const donationTotals = new DonationTotals(dataSource);
  const tracking = new TrackingService(dataSource, audit, testRenewalUrl);
  applications.webhookEvents = webhooks.outbox;
  stories.webhookEvents = webhooks.outbox;
  tracking.webhookEvents = webhooks.outbox;
  return {
    tokens, accounts, applications, stories, audit, donations, fulfilment, refunds, closer, refundExecutor, paymentSweep, webhooks: webhooks.service,
    webhookWorker: webhooks.worker, retention, tracking, apiKeys, donationTotals, payments, stripe, testCheckout, storage, uploads, sharedResponses,
  };
}

function paymentProvider(config: Config, db: Database, logger: Logger, options: CompositionOptions) {
  const { payments } = config;
  if (payments.provider === 'stripe') {
    const client = options.stripeClient ?? StripeProvider.client(payments.stripeSecretKey!);
    return { stripe: new StripeProvider(client, payments.stripeSecretKey!, payments.stripeWebhookSecret!, logger) };
  }
  return { testCheckout: new TestCheckoutProvider(db.dataSource, options.publicApiUrl, logger, options.paymentClock) };
}

/** HMAC-SHA256 under a key derived from JWT_SECRET: the same address gives the same digest, and no list of addresses reverses it. */
function auditPseudonym(jwtSecret: string): (email: string) => string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sabil', 'audit-email-digest', 32));
  return (email) => createHmac('sha256', key).update(email.toLowerCase()).digest('hex').slice(0, 32);
}

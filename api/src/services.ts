import path from 'node:path';
import type Stripe from 'stripe';
import type { Config } from './config/config';
import type { Database } from './db/data-source';
import { PasswordHasher } from './auth/passwords';
import { RateLimiter } from './auth/rate-limiter';
import { TokenService } from './auth/tokens';
import type { Logger } from './logging/logger';
import { AccountsService } from './modules/accounts/accounts.service';
import { ApplicationsService } from './modules/applications/applications.service';
import { AuditService } from './modules/audit/audit.service';
import { DonationsService } from './modules/donations/donations.service';
import { DonationFulfilment } from './modules/donations/fulfilment.service';
import { TrackingService } from './modules/tracking/tracking.service';
import type { PaymentProvider } from './payments/payment-provider';
import { StripeProvider } from './payments/stripe/stripe-provider';
import { TestCheckoutProvider } from './payments/test-checkout/test-checkout.provider';
import { LocalDiskStorage } from './storage/local-disk-storage';
import { SharedResponseCache } from './graphql/shared-response-cache';
import { SHARED_ROOT_FIELDS } from './graphql/shared';

/** The domain services, made once per API instance and shared by GraphQL and the REST shim. */
export interface Services {
  tokens: TokenService;
  accounts: AccountsService;
  applications: ApplicationsService;
  audit: AuditService;
  donations: DonationsService;
  fulfilment: DonationFulfilment;
  tracking: TrackingService;
  /** The configured payment provider (DESIGN §7); exactly one of the two below is set. */
  payments: PaymentProvider;
  stripe?: StripeProvider;
  testCheckout?: TestCheckoutProvider;
  /** Shared-list answers; services invalidate it on writes (graphql/shared-response-cache.ts). */
  sharedResponses: SharedResponseCache;
}

export interface ServiceOptions {
  /** The API's address as browsers reach it (the test checkout's pages live there). */
  publicApiUrl: () => string;
  /** A Stripe client of the caller's (tests point one at a local server that plays Stripe). */
  stripeClient?: Stripe;
}

export function createServices(config: Config & { jwtSecret: string }, db: Database, logger: Logger, options: ServiceOptions): Services {
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresInSeconds);
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const accounts = new AccountsService(
    db.dataSource,
    new PasswordHasher(),
    tokens,
    {
      perIp: new RateLimiter(config.rateLimit.perIp, windowMs),
      perAccount: new RateLimiter(config.rateLimit.perAccount, windowMs),
    },
    config.adminInviteCode,
  );
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const sharedResponses = new SharedResponseCache(SHARED_ROOT_FIELDS);
  const sharedListsChanged = () => sharedResponses.invalidate();
  const applications = new ApplicationsService(db.dataSource, storage, sharedListsChanged);

  const { stripe, testCheckout } = createPaymentProvider(config, db, logger, options);
  const payments: PaymentProvider = stripe ?? testCheckout!;
  const fulfilment = new DonationFulfilment(db.dataSource, payments, sharedListsChanged, logger);
  if (testCheckout) testCheckout.deliver = (event) => fulfilment.handle(event);
  const testRenewalUrl = testCheckout ? (subscriptionId: string) => testCheckout.testRenewalUrl(subscriptionId) : undefined;
  const checkoutWindowMs = config.payments.checkoutLimit.windowSeconds * 1000;
  const donations = new DonationsService(
    db.dataSource,
    payments,
    fulfilment,
    {
      perDonor: new RateLimiter(config.payments.checkoutLimit.perDonor, checkoutWindowMs),
      perIp: new RateLimiter(config.payments.checkoutLimit.perIp, checkoutWindowMs),
    },
    { webOrigin: config.webOrigin, testRenewalUrl },
    logger,
  );
  const tracking = new TrackingService(db.dataSource, testRenewalUrl);
  return {
    tokens,
    accounts,
    applications,
    audit: new AuditService(db.dataSource),
    donations,
    fulfilment,
    tracking,
    payments,
    stripe,
    testCheckout,
    sharedResponses,
  };
}

function createPaymentProvider(config: Config, db: Database, logger: Logger, options: ServiceOptions) {
  const { payments } = config;
  if (payments.provider === 'stripe') {
    const client = options.stripeClient ?? StripeProvider.client(payments.stripeSecretKey!);
    return { stripe: new StripeProvider(client, payments.stripeSecretKey!, payments.stripeWebhookSecret!) };
  }
  return { testCheckout: new TestCheckoutProvider(db.dataSource, options.publicApiUrl, logger) };
}

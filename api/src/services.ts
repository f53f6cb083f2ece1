import type { TokenService } from './auth/tokens';
import type { SharedResponseCache } from './graphql/shared-response-cache';
import type { AccountsService } from './modules/accounts/accounts.service';
import type { ApiKeysService } from './modules/api-keys/api-keys.service';
import type { DonationTotals } from './modules/donations/donation-totals';
import type { ApplicationsService } from './modules/applications/applications.service';
import type { AuditService } from './modules/audit/audit.service';
import type { DonationsService } from './modules/donations/donations.service';
import type { DonationFulfilment } from './modules/donations/fulfilment.service';
import type { StoriesService } from './modules/stories/stories.service';
import type { FundedRequestCloser } from './modules/donations/funded-request-closer';
import type { PaymentSweep } from './modules/donations/payment-sweep';
import type { RefundExecutor } from './modules/donations/refund-executor';
import type { RefundsService } from './modules/donations/refunds.service';
import type { RetentionJob } from './modules/retention/retention.job';
import type { TrackingService } from './modules/tracking/tracking.service';
import type { WebhookWorker } from './modules/webhooks/webhook-worker';
import type { WebhooksService } from './modules/webhooks/webhooks.service';
import type { PaymentProvider } from './payments/payment-provider';
import type { StripeProvider } from './payments/stripe/stripe-provider';
import type { TestCheckoutProvider } from './payments/test-checkout/test-checkout.provider';
import type { ClosableFileStorage } from './storage/create-file-storage';
import type { UploadIntake } from './uploads/upload-intake';

/**
 * The domain services of one API instance, as GraphQL resolvers and REST routes reach them (the
 * request's context). Built once, by the composition root (composition-root.ts).
 */
export interface Services {
  tokens: TokenService;
  accounts: AccountsService;
  applications: ApplicationsService;
  stories: StoriesService;
  audit: AuditService;
  donations: DonationsService;
  fulfilment: DonationFulfilment;
  /** Admins' refunds (the books change at once; the executor tells the provider). */
  refunds: RefundsService;
  /** Ends the gifts and closes the sessions of fully funded requests (started with the API). */
  closer: FundedRequestCloser;
  /** Carries decided refunds out at the provider, retrying until it has (started with the API). */
  refundExecutor: RefundExecutor;
  /** Asks the provider about payments it has not told us of (started with the API). */
  paymentSweep: PaymentSweep;
  /** Outgoing webhooks, for admins: endpoints, secrets, the delivery log, redelivery. */
  webhooks: WebhooksService;
  /** Sends the webhook outbox (started and stopped with the API). */
  webhookWorker: WebhookWorker;
  /** Deletes ID documents on schedule and stored files no row refers to (started with the API). */
  retention: RetentionJob;
  tracking: TrackingService;
  /** Integrators' API keys: issued and revoked by admins, admitted per request. */
  apiKeys: ApiKeysService;
  donationTotals: DonationTotals;
  /** The configured payment provider (DESIGN §7); exactly one of the two below is set. */
  payments: PaymentProvider;
  stripe?: StripeProvider;
  testCheckout?: TestCheckoutProvider;
  /** Where uploads live: DATA_DIR/uploads, or the S3 bucket (DESIGN §8). */
  storage: ClosableFileStorage;
  /** Takes uploads in from GraphQL and REST forms, and disposes of them on every exit. */
  uploads: UploadIntake;
  /** Shared-list answers; writes tell it through SharedListsChanges (graphql/shared-lists-changes.ts). */
  sharedResponses: SharedResponseCache;
}

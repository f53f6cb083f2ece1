import type { TokenService } from './auth/tokens';
import type { SharedResponseCache } from './graphql/shared-response-cache';
import type { AccountsService } from './modules/accounts/accounts.service';
import type { ApplicationsService } from './modules/applications/applications.service';
import type { AuditService } from './modules/audit/audit.service';
import type { DonationsService } from './modules/donations/donations.service';
import type { DonationFulfilment } from './modules/donations/fulfilment.service';
import type { StoriesService } from './modules/stories/stories.service';
import type { FundedRequestCloser } from './modules/donations/funded-request-closer';
import type { TrackingService } from './modules/tracking/tracking.service';
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
  /** Ends the gifts and closes the sessions of fully funded requests (started with the API). */
  closer: FundedRequestCloser;
  tracking: TrackingService;
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

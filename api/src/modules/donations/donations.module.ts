import { bindResolver, type ApiModule } from '../api-module';
import { BooksReconciliation } from './books-reconciliation';
import { BooksReconciliationResolver } from './books-reconciliation.resolver';
import { CancelledJourneyMoney } from './cancelled-journey-money';
import { Checkout } from './checkout.entity';
import { DonationLedger } from './donation-ledger';
import { DonationProgress } from './donation-progress';
import { DonationTotals } from './donation-totals';
import { DONATION_OPERATIONS } from './donations.operations';
import { DonationTotalsResolver } from './donation-totals.resolver';
import { DonationErrors } from './donations.errors';
import { DonationsResolver } from './donations.resolver';
import { DonationsService } from './donations.service';
import { SupportMessages } from './gift-details';
import { SupportMessagesResolver } from './gift-details.resolver';
import { DonationFulfilment } from './fulfilment.service';
import { FundedRequestCloser } from './funded-request-closer';
import { PaymentSweep } from './payment-sweep';
import { RefundExecutor } from './refund-executor';
import { RefundsService } from './refunds.service';
import { DONATION_SCHEMAS } from './donations.openapi';
import { donationExportPaths } from './donation-exports.openapi';
import { donationExportsRouter } from './donation-exports.rest';

declare module '../api-module' {
  interface Provided {
    donations: DonationsService;
    /** Where the payment providers' events land (both reach it the same way: the composition root's `deliver`). */
    fulfilment: DonationFulfilment;
    /** Admins' refunds (the books change at once; the executor tells the provider). */
    refunds: RefundsService;
    /** Ends the gifts and closes the sessions of fully funded requests (started with the API). */
    closer: FundedRequestCloser;
    /** Carries decided refunds out at the provider, retrying until it has (started with the API). */
    refundExecutor: RefundExecutor;
    /** Asks the provider about payments it has not told us of (started with the API). */
    paymentSweep: PaymentSweep;
    donationTotals: DonationTotals;
    /** The one way other modules change a donation's progress columns (tracking). */
    donationProgress: DonationProgress;
    /** The admins' reconciliation: the donations against the journeys' books. */
    books: BooksReconciliation;
    /** A cancelled journey's money (issue 30): closing it, and its donors' refunds and moves. */
    journeyMoney: CancelledJourneyMoney;
    /** Words of support with gifts (issue 31): the approved ones, and admins' moderation. */
    supportMessages: SupportMessages;
  }
}

/** Checkouts, donations, monthly gifts, refunds and the books. */
export const donationsModule: ApiModule = {
  name: 'donations',
  entities: [Checkout],
  resolvers: [
    bindResolver(DonationsResolver, (s) => new DonationsResolver(s.applications, s.donations, s.refunds)),
    bindResolver(DonationTotalsResolver, (s) => new DonationTotalsResolver(s.donationTotals)),
    bindResolver(BooksReconciliationResolver, (s) => new BooksReconciliationResolver(s.books)),
    bindResolver(SupportMessagesResolver, (s) => new SupportMessagesResolver(s.supportMessages)),
  ],
  errors: [DonationErrors],
  operations: Object.values(DONATION_OPERATIONS),
  compose({ db, config, logger, payments, funding, audit, accounts, lists, limiter, webhookOutbox, mailOutbox, testRenewalUrl, clocks, jobs }) {
    const { dataSource } = db;
    const ledger = new DonationLedger(funding, audit, webhookOutbox, lists, payments.testMode, logger, mailOutbox);
    // The closer and the refund executor are woken after commits that leave them work; both need fulfilment.
    const followUps = { closingNeeded: () => closer.nudge(), refundsNeeded: () => refundExecutor.nudge() };
    const fulfilment = new DonationFulfilment(dataSource, payments, funding, ledger, webhookOutbox, lists, followUps, logger, mailOutbox);
    const closer = new FundedRequestCloser(dataSource, payments, fulfilment, logger, jobs);
    const refundExecutor = new RefundExecutor(dataSource, payments, logger, mailOutbox, jobs);
    const paymentSweep = new PaymentSweep(dataSource, payments, fulfilment, funding, lists, audit, logger, config.payments.sweepIntervalSeconds * 1000, clocks.payments, jobs);
    const refunds = new RefundsService(dataSource, payments, funding, ledger, webhookOutbox, lists, followUps.refundsNeeded);
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
      accounts,
    );
    const journeyMoney = new CancelledJourneyMoney(dataSource, payments, funding, ledger, webhookOutbox, lists, mailOutbox, followUps);
    return {
      donations, fulfilment, refunds, closer, refundExecutor, paymentSweep, journeyMoney, supportMessages: new SupportMessages(dataSource, audit),
      donationTotals: new DonationTotals(dataSource), donationProgress: new DonationProgress(), books: new BooksReconciliation(dataSource),
    };
  },
  jobs: (s) => [s.closer, s.refundExecutor, s.paymentSweep],
  routes: (route, s) => [donationExportsRouter(route, s)],
  openapi: { paths: donationExportPaths, schemas: DONATION_SCHEMAS },
};

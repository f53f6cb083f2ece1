import { bindResolver, type ApiModule } from '../api-module';
import { Checkout } from './checkout.entity';
import { DonationLedger } from './donation-ledger';
import { DonationProgress } from './donation-progress';
import { DonationTotals } from './donation-totals';
import { DonationTotalsResolver } from './donation-totals.resolver';
import { DonationErrors } from './donations.errors';
import { DonationsResolver } from './donations.resolver';
import { donationsRouter } from './donations.rest';
import { DonationsService } from './donations.service';
import { DonationFulfilment } from './fulfilment.service';
import { FundedRequestCloser } from './funded-request-closer';
import { PaymentSweep } from './payment-sweep';
import { RefundExecutor } from './refund-executor';
import { RefundsService } from './refunds.service';
import { donationPaths, DONATION_SCHEMAS } from './donations.openapi';

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
  }
}

/** Checkouts, donations, monthly gifts, refunds and the books. */
export const donationsModule: ApiModule = {
  name: 'donations',
  entities: [Checkout],
  resolvers: [
    bindResolver(DonationsResolver, (s) => new DonationsResolver(s.applications, s.donations, s.refunds)),
    bindResolver(DonationTotalsResolver, (s) => new DonationTotalsResolver(s.donationTotals)),
  ],
  errors: [DonationErrors],
  compose({ db, config, logger, payments, funding, audit, lists, limiter, webhookOutbox, mailOutbox, testRenewalUrl, clocks }) {
    const { dataSource } = db;
    const ledger = new DonationLedger(funding, audit, webhookOutbox, lists, payments.testMode, logger, mailOutbox);
    // The closer and the refund executor are woken after commits that leave them work; both need fulfilment.
    const followUps = { closingNeeded: () => closer.nudge(), refundsNeeded: () => refundExecutor.nudge() };
    const fulfilment = new DonationFulfilment(dataSource, payments, funding, ledger, webhookOutbox, lists, followUps, logger, mailOutbox);
    const closer = new FundedRequestCloser(dataSource, payments, fulfilment, logger);
    const refundExecutor = new RefundExecutor(dataSource, payments, logger, mailOutbox);
    const paymentSweep = new PaymentSweep(dataSource, payments, fulfilment, funding, lists, audit, logger, config.payments.sweepIntervalSeconds * 1000, clocks.payments);
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
    );
    return { donations, fulfilment, refunds, closer, refundExecutor, paymentSweep, donationTotals: new DonationTotals(dataSource), donationProgress: new DonationProgress() };
  },
  jobs: (s) => [s.closer, s.refundExecutor, s.paymentSweep],
  routes: (route, s) => [donationsRouter(route, s)],
  openapi: { paths: donationPaths, schemas: DONATION_SCHEMAS },
};

import { Arg, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../operations/operation';
import { DONATION_OPERATIONS } from './donations.operations';
import type { Caller } from '../../auth/caller';
import { connection } from '../../validation/connection';
import { CheckoutLocale, DedicationKind, DonationStatus, Recurrence } from './donation.enums';
import {
  CheckoutSession,
  CheckoutVerification,
  Donation,
  DonationConnection,
  DonationRefundResult,
  DonationStats,
  GivingSummary,
  MonthlyGift,
  PaymentsWaiting,
  RefundDonationInput,
} from './dto/donation.types';
import type { ApplicationsService } from '../applications/applications.service';
import type { DonationsService } from './donations.service';
import type { RefundsService } from './refunds.service';

const FIRST = { nullable: true, description: 'Page size, at most 100 (default 20).' } as const;
const AFTER = { nullable: true, description: 'endCursor of the previous page.' } as const;

@Resolver(() => Donation)
export class DonationsResolver {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly donationsService: DonationsService,
    private readonly refunds: RefundsService,
  ) {}

  @Allowed(DONATION_OPERATIONS.createCheckoutSession)
  @Mutation(() => CheckoutSession, {
    description:
      "Starts a donation at the card provider's hosted checkout; send the browser to `url`. One-time: 1 to 10,000 dollars, " +
      'at most what the journey still needs. Monthly: 10, 20 or 30. Only approved requests that are not fully funded (CONFLICT otherwise).',
  })
  createCheckoutSession(
    @Arg('applicationId', () => ID, { description: 'The approved request to give to.' }) applicationId: string,
    @Arg('amount', () => Float, { description: 'Dollars, at most two decimals.' }) amount: number,
    @Arg('recurring', () => Recurrence, { description: 'ONE_TIME or MONTHLY.' }) recurring: Recurrence,
    @Ctx() { viewer, ip }: Caller,
    @Arg('locale', () => CheckoutLocale, { nullable: true, description: "The language of the payment pages (the test checkout's, the card provider's); when omitted, the donor's own language (setMyLanguage)." })
    locale?: CheckoutLocale,
    @Arg('anonymous', () => Boolean, { nullable: true, description: "Give anonymously (default false): the seeker, the public and integrators never learn the donor's name; admins still do (audited)." })
    anonymous?: boolean,
    @Arg('supportMessage', () => String, { nullable: true, description: "Words of support for the seeker, at most 280 characters: shown on the journey's page and to the seeker once the gift is paid and an admin approved them." })
    supportMessage?: string,
    @Arg('dedicationKind', () => DedicationKind, { nullable: true, description: 'Dedicate the gift: on behalf of, or in memory of, the person named in dedicationName (both or neither).' })
    dedicationKind?: DedicationKind,
    @Arg('dedicationName', () => String, { nullable: true, description: 'The name of the person the gift is dedicated to, at most 80 characters (shown on the receipt and in the donor\'s history).' })
    dedicationName?: string,
    @Arg('ecardEmail', () => String, { nullable: true, description: 'Optional, with a dedication: an e-card telling this address of the gift (never its amount) once it is paid; at most 10 e-cards per donor in 24 hours (TOO_MANY_ECARDS).' })
    ecardEmail?: string,
    @Arg('ecardLanguage', () => CheckoutLocale, { nullable: true, description: "The e-card's language, its reader's: EN, AR or UR (required with ecardEmail)." })
    ecardLanguage?: CheckoutLocale,
    @Arg('zakat', () => Boolean, { nullable: true, description: 'Issue 31: the gift is the donor’s zakat (default false); only for a zakat-eligible journey (ZAKAT_NOT_ELIGIBLE otherwise).' })
    zakat?: boolean | null,
  ): Promise<CheckoutSession> {
    const details = { anonymous, supportMessage, dedicationKind, dedicationName, ecardEmail, ecardLanguage };
    return this.donationsService.startCheckout(viewer!, { applicationId, amount, recurring, locale, zakat, ...details }, ip).then((created) => Object.assign(new CheckoutSession(), { id: created.sessionId, url: created.url }));
  }

  @Allowed(DONATION_OPERATIONS.verifyCheckoutSession)
  @Mutation(() => CheckoutVerification, {
    description: "The success page's check: asks the provider how the session stands and records the donation if it is paid (exactly once).",
  })
  verifyCheckoutSession(
    @Arg('sessionId', () => String, { description: 'The session_id the provider sent the donor back with.' }) sessionId: string,
    @Ctx() { viewer }: Caller,
  ): Promise<CheckoutVerification> {
    return this.donationsService.verify(viewer!, sessionId);
  }

  @Allowed(DONATION_OPERATIONS.myDonationHistory)
  @Query(() => DonationConnection, { description: "The signed-in donor's donations, newest first (failed renewals included)." })
  async myDonationHistory(
    @Ctx() { viewer }: Caller,
    @Arg('first', () => Int, FIRST) first?: number,
    @Arg('after', () => String, AFTER) after?: string,
  ): Promise<DonationConnection> {
    return connection(await this.donationsService.history(viewer!, first, after), after);
  }

  @Allowed(DONATION_OPERATIONS.myGivingSummary)
  @Query(() => GivingSummary, { description: "The signed-in donor's totals: given, completed donations, journeys helped and how many of those are fully funded." })
  myGivingSummary(@Ctx() { viewer }: Caller): Promise<GivingSummary> {
    return this.donationsService.givingSummary(viewer!);
  }

  @Allowed(DONATION_OPERATIONS.donationReceipt)
  @Query(() => Donation, { description: "A completed donation's receipt: the donor's own (FORBIDDEN otherwise), or any for an admin." })
  donationReceipt(@Arg('id', () => ID, { description: 'The donation id.' }) id: string, @Ctx() { viewer }: Caller): Promise<Donation> {
    return this.donationsService.receipt(viewer!, id);
  }

  @Allowed(DONATION_OPERATIONS.cancelMonthlyGift)
  @Mutation(() => MonthlyGift, { description: "Cancels the donor's own monthly gift at the provider; no further month is charged." })
  cancelMonthlyGift(@Arg('id', () => ID, { description: 'The monthly gift id (Donation.monthlyGift.id).' }) id: string, @Ctx() { viewer }: Caller): Promise<MonthlyGift> {
    return this.donationsService.cancelMonthlyGift(viewer!, id);
  }

  @Allowed(DONATION_OPERATIONS.donations)
  @Query(() => DonationConnection, { description: "Every donation, newest first, optionally of one application and one status. Reading an anonymous gift's donor is on the audit trail." })
  async donations(
    @Ctx() { viewer }: Caller,
    @Arg('applicationId', () => ID, { nullable: true, description: 'Only donations to this application.' }) applicationId?: string,
    @Arg('status', () => DonationStatus, { nullable: true, description: 'Only donations of this status.' }) status?: DonationStatus,
    @Arg('first', () => Int, FIRST) first?: number,
    @Arg('after', () => String, AFTER) after?: string,
  ): Promise<DonationConnection> {
    return connection(await this.donationsService.list(viewer!, { applicationId: applicationId ?? undefined, status: status ?? undefined }, first, after), after);
  }

  @Allowed(DONATION_OPERATIONS.donationStats)
  @Query(() => DonationStats, { description: "Totals and trends over every donation (the admin dashboard's stat cards)." })
  donationStats(): Promise<DonationStats> {
    return this.donationsService.stats();
  }

  @Allowed(DONATION_OPERATIONS.refundDonation)
  @Mutation(() => DonationRefundResult, {
    description:
      'Gives a donation back, whole or in part, with a note (audit event, `donation.refunded` webhook). The totals change at once; the card provider ' +
      'carries the refund out just after (Donation.refunds[].status). A journey that drops below its goal takes gifts again. CONFLICT for a disputed ' +
      'donation or one with nothing left to refund.',
  })
  async refundDonation(
    @Arg('input', () => RefundDonationInput, { description: 'Which donation, how much and why.' }) input: RefundDonationInput,
    @Ctx() { viewer }: Caller,
  ): Promise<DonationRefundResult> {
    const id = await this.refunds.refund(viewer!, { donationId: input.donationId, amount: input.amount, note: input.note, idempotencyKey: input.idempotencyKey });
    const donation = await this.donationsService.byId(id, viewer!);
    return Object.assign(new DonationRefundResult(), {
      donation,
      application: await this.applications.byId(donation.applicationId),
      stats: await this.donationsService.stats(),
      paymentsWaiting: await this.donationsService.paymentsWaiting(),
    });
  }

  @Allowed(DONATION_OPERATIONS.paymentsWaiting)
  @Query(() => PaymentsWaiting, { description: 'Payments the card provider has yet to settle with Sabil (the admin dashboard warns while any are waiting).' })
  paymentsWaiting(): Promise<PaymentsWaiting> {
    return this.donationsService.paymentsWaiting();
  }
}

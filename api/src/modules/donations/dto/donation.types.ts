import { Authorized, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Application } from '../../applications';
import { Role } from '../../../auth/role';
import { PageInfo } from '../../../validation/pagination';
import { edgeType, type Edge } from '../../../validation/connection';
import { GiftDedication } from './gift-details.types';
import { CheckoutStatus, DisputeStatus, SupportMessageStatus, DonationStatus, GiftCancelReason, MonthlyGiftStatus, Recurrence, RefundReason, RefundStatus, TrackingStatus } from '../donation.enums';

@ObjectType({ description: 'Money of a donation that went back to the donor, with its own number (shown on the receipt).' })
export class DonationRefund {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: 'The refund number, e.g. SBL-R-2026-000007.' })
  refundNumber!: string;

  @Field(() => Float, { description: 'Dollars that went back.' })
  amount!: number;

  @Field(() => RefundReason, { description: 'Why it went back.' })
  reason!: RefundReason;

  @Field(() => RefundStatus, { description: 'Whether the card provider has carried it out.' })
  status!: RefundStatus;

  @Authorized(Role.ADMIN)
  @Field(() => String, { nullable: true, description: "The admin's note on why (admins only)." })
  note!: string | null;

  @Field({ description: 'When it was decided.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A monthly gift: the same amount every month until the donor cancels or the goal is reached.' })
export class MonthlyGift {
  @Field(() => ID, { description: 'Stable identifier (UUID) of the gift.' })
  id!: string;

  @Field(() => MonthlyGiftStatus, { description: 'Pending, active or canceled.' })
  status!: MonthlyGiftStatus;

  @Field(() => Float, { description: 'Dollars per month.' })
  amount!: number;

  @Field(() => Date, { nullable: true, description: 'When it ended, if it has.' })
  canceledAt!: Date | null;

  @Field(() => GiftCancelReason, { nullable: true, description: 'Why it ended, if it has.' })
  cancelReason!: GiftCancelReason | null;

  @Field(() => String, {
    nullable: true,
    description: "Test checkout only: the page where the next month's renewal (or a failed one) can be simulated.",
  })
  testRenewalUrl!: string | null;
}

@ObjectType({ description: "One gift that reached (or, for a monthly renewal, failed to reach) a seeker's journey." })
export class Donation {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => ID, { description: 'The application the gift is for.' })
  applicationId!: string;

  @Field({ description: "The applicant's full name." })
  applicantName!: string;

  @Field({ description: "The donor's full name." })
  donorName!: string;

  @Field({ description: "The donor's email address (the donor's own, or an admin's view)." })
  donorEmail!: string;

  @Field(() => Float, { description: 'Dollars, as the card provider charged them (what they are worth in dollars, for a card charged in another currency).' })
  amount!: number;

  @Field(() => Float, { description: 'Dollars of it that count towards the journey: the amount less what went back, 0 while disputed or for a failed renewal.' })
  keptAmount!: number;

  @Field(() => Float, { description: 'Dollars of it that went back to the donor (see refunds).' })
  refundedAmount!: number;

  @Field(() => Float, { nullable: true, description: "What the donor's card was charged, when it was another currency than dollars (with chargedCurrency)." })
  chargedAmount!: number | null;

  @Field(() => String, { nullable: true, description: 'The currency the card was charged in, when not dollars.' })
  chargedCurrency!: string | null;

  @Field(() => DisputeStatus, { nullable: true, description: "A dispute by the donor's bank, if there was one: open, won or lost." })
  disputeStatus!: DisputeStatus | null;

  @Field(() => [DonationRefund], { description: 'Every refund of it, oldest first.' })
  refunds!: DonationRefund[];

  @Field({ description: 'ISO currency code, lower case (usd).' })
  currency!: string;

  @Field(() => Recurrence, { description: 'ONE_TIME or MONTHLY.' })
  recurring!: Recurrence;

  @Field(() => DonationStatus, { description: 'COMPLETED, or FAILED for a renewal that could not be collected.' })
  status!: DonationStatus;

  @Field({ description: 'When it was recorded.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Monthly gifts: the start of the month this payment is for.' })
  periodStart!: Date | null;

  @Field(() => String, { nullable: true, description: 'Completed donations: the receipt number, e.g. SBL-2026-000042.' })
  receiptNumber!: string | null;

  @Field({ description: 'True when it went through a test checkout: no money moved.' })
  testMode!: boolean;

  @Field({ description: 'Issue 31: true when the donor gave it as zakat, false for sadaqah. Zakat is kept only by a zakat-eligible journey and paid out only for one.' })
  zakat!: boolean;

  @Field({ description: 'True when it landed when the journey needed less than it: what was not needed went back (a refund with reason OVER_GOAL).' })
  exceededGoal!: boolean;

  @Field(() => TrackingStatus, { description: "The latest progress an admin reported (PENDING until the first update)." })
  trackingStatus!: TrackingStatus;

  @Field(() => String, { nullable: true, description: "The latest progress update's message." })
  trackingMessage!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the latest progress update was posted.' })
  trackingUpdatedAt!: Date | null;

  @Field(() => MonthlyGift, { nullable: true, description: 'Monthly donations: the gift this payment belongs to.' })
  monthlyGift!: MonthlyGift | null;

  @Field({ description: "True when the donor gave anonymously: the seeker, the public and integrators never learn who gave (the donor's history says Anonymous; admins' reads of the name are audited)." })
  anonymous!: boolean;

  @Field(() => String, { nullable: true, description: "The donor's words of support with the gift (the donor's own, or an admin's view); shown publicly once paid and approved." })
  supportMessage!: string | null;

  @Field(() => SupportMessageStatus, { nullable: true, description: 'Where the words of support are in moderation; null without words.' })
  supportMessageStatus!: SupportMessageStatus | null;

  @Field(() => GiftDedication, { nullable: true, description: "Whom the gift is dedicated to (on their behalf, or in their memory), if anyone." })
  dedication!: GiftDedication | null;
}

const DonationEdge = edgeType('Donation', Donation, 'donation');

@ObjectType({ description: 'A page of donations, newest first.' })
export class DonationConnection {
  @Field(() => [Donation], { description: 'The donations on this page.' })
  nodes!: Donation[];

  @Field(() => [DonationEdge], { description: 'The donations on this page, each with its cursor (Relay edges).' })
  edges!: Edge<Donation>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: "A donor's giving so far: the My Donations view's summary cards." })
export class GivingSummary {
  @Field(() => ID, { description: 'Always `giving-summary:<donor id>`: one object per donor in the client cache.' })
  id!: string;

  @Field(() => Float, { description: 'Dollars given that the journeys keep (refunds deducted).' })
  totalDonated!: number;

  @Field(() => Int, { description: 'Donations that journeys keep (wholly or in part).' })
  completedCount!: number;

  @Field(() => Int, { description: 'Different journeys this donor has helped.' })
  livesHelped!: number;

  @Field(() => Int, {
    description: "Of the journeys this donor has helped (livesHelped), those whose goal is now met: My Donations' impact figure, counted from the books.",
  })
  journeysFullyFunded!: number;
}

@ObjectType({ description: "Totals over every donation: the admin dashboard's stat cards and Tracking badge." })
export class DonationStats {
  static readonly ID = 'donation-stats';

  @Field(() => ID, { description: `Always "${DonationStats.ID}": one object in the client cache.` })
  id: string = DonationStats.ID;

  @Field(() => Int, { description: 'Every donation recorded, failed renewals included.' })
  donationCount!: number;

  @Field(() => Int, { description: 'Donations whose money is kept, wholly or in part.' })
  completedCount!: number;

  @Field(() => Float, { description: 'Dollars kept by the journeys (refunds and open disputes deducted).' })
  totalAmount!: number;

  @Field(() => Float, { description: 'Dollars kept of the donations completed in the last 30 days.' })
  amountThisMonth!: number;

  @Field(() => Float, { description: 'Dollars held for donors who are paying now (started checkouts; each lapses after about half an hour).' })
  heldAmount!: number;

  @Field(() => Int, { description: 'Donations completed in the last 7 days.' })
  completedThisWeek!: number;
}

@ObjectType({ description: "A started checkout: send the donor's browser to `url`." })
export class CheckoutSession {
  @Field(() => ID, { description: "The provider's session id (also in the success page's session_id)." })
  id!: string;

  @Field({ description: "The provider's hosted payment page." })
  url!: string;
}

@ObjectType({ description: 'What the success page learns about a checkout.' })
export class CheckoutVerification {
  @Field(() => ID, { description: "The provider's session id." })
  id!: string;

  @Field({ description: 'True once the payment is complete (for a monthly gift: its first month).' })
  success!: boolean;

  @Field(() => CheckoutStatus, { description: 'Where the checkout stands.' })
  status!: CheckoutStatus;

  @Field(() => Recurrence, { description: 'ONE_TIME or MONTHLY.' })
  recurring!: Recurrence;

  @Field(() => Donation, { nullable: true, description: 'The donation recorded, once there is one.' })
  donation!: Donation | null;
}

@ObjectType({ description: "Payments the card provider has yet to settle with Sabil: the admin dashboard's warning. Empty is healthy." })
export class PaymentsWaiting {
  static readonly ID = 'payments-waiting';

  @Field(() => ID, { description: `Always "${PaymentsWaiting.ID}".` })
  id: string = PaymentsWaiting.ID;

  @Field(() => Int, { description: 'Checkouts past their expiry that the provider has not yet said were paid or closed (the payment sweep asks it).' })
  checkouts!: number;

  @Field(() => Int, { description: 'Refunds decided but not yet carried out by the provider.' })
  refundsPending!: number;

  @Field(() => Int, { description: 'Refunds the provider refused: an admin must look (the money is still with the charity).' })
  refundsFailed!: number;

  @Field(() => Date, { nullable: true, description: 'Since when the oldest of them has been waiting.' })
  oldestSince!: Date | null;
}

@InputType({ description: 'An admin refund: which donation, how much (absent: all that is left of it) and why.' })
export class RefundDonationInput {
  @Field(() => ID, { description: 'The donation to refund.' })
  donationId!: string;

  @Field(() => Float, { nullable: true, description: 'Dollars to give back, at most what is left of it; absent: all of it.' })
  amount?: number | null;

  @Field({ description: 'Why (1 to 500 characters): kept with the refund and on the audit trail; the donor does not see it.' })
  note!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Optional; 8 to 100 letters, digits, - or _ (a UUID fits), new for each refund the admin means. The same key again answers the first refund made with it ' +
      '(even when sent twice at once) and never refunds twice; a key already used for another donation is refused (REFUND_KEY_REUSED).',
  })
  idempotencyKey?: string | null;
}

@ObjectType({ description: 'What an admin refund changed: the donation, its journey and the totals, for the cache.' })
export class DonationRefundResult {
  @Field(() => Donation, { description: 'The donation, with its new refund.' })
  donation!: Donation;

  @Field(() => Application, { description: 'The journey, with its collected amount after the refund.' })
  application!: Application;

  @Field(() => DonationStats, { description: 'The admin totals after the refund.' })
  stats!: DonationStats;

  @Field(() => PaymentsWaiting, { description: 'What the card provider has yet to settle, the new refund included.' })
  paymentsWaiting!: PaymentsWaiting;
}

import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../validation/pagination';
import { CheckoutStatus, DonationStatus, GiftCancelReason, MonthlyGiftStatus, Recurrence, TrackingStatus } from '../donation.enums';

@ObjectType({ description: 'A monthly gift: the same amount every month until the donor cancels or the goal is reached.' })
export class MonthlyGift {
  @Field(() => ID, { description: 'Stable identifier (UUID) of the gift.' })
  id!: string;

  @Field(() => MonthlyGiftStatus, { description: 'pending, active or canceled.' })
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

  @Field(() => Float, { description: 'Dollars, as the card provider charged them.' })
  amount!: number;

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

  @Field({ description: 'True when it arrived after the journey was already fully funded (a renewal already under way).' })
  exceededGoal!: boolean;

  @Field(() => TrackingStatus, { description: "The latest progress an admin reported (PENDING until the first update)." })
  trackingStatus!: TrackingStatus;

  @Field(() => String, { nullable: true, description: "The latest progress update's message." })
  trackingMessage!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the latest progress update was posted.' })
  trackingUpdatedAt!: Date | null;

  @Field(() => MonthlyGift, { nullable: true, description: 'Monthly donations: the gift this payment belongs to.' })
  monthlyGift!: MonthlyGift | null;
}

@ObjectType({ description: 'A page of donations, newest first.' })
export class DonationConnection {
  @Field(() => [Donation], { description: 'The donations on this page.' })
  nodes!: Donation[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: "A donor's giving so far: the My Donations view's summary cards." })
export class GivingSummary {
  @Field(() => ID, { description: 'giving-summary:<donor id>: one object per donor in the client cache.' })
  id!: string;

  @Field(() => Float, { description: 'Dollars given in completed donations.' })
  totalDonated!: number;

  @Field(() => Int, { description: 'Completed donations.' })
  completedCount!: number;

  @Field(() => Int, { description: 'Different journeys this donor has helped.' })
  livesHelped!: number;
}

@ObjectType({ description: "Totals over every donation: the admin dashboard's stat cards and Tracking badge." })
export class DonationStats {
  static readonly ID = 'donation-stats';

  @Field(() => ID, { description: `Always "${DonationStats.ID}": one object in the client cache.` })
  id: string = DonationStats.ID;

  @Field(() => Int, { description: 'Every donation recorded, failed renewals included.' })
  donationCount!: number;

  @Field(() => Int, { description: 'Completed donations.' })
  completedCount!: number;

  @Field(() => Float, { description: 'Dollars in completed donations.' })
  totalAmount!: number;

  @Field(() => Float, { description: 'Dollars in donations completed in the last 30 days.' })
  amountThisMonth!: number;

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

import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Edge } from '../../validation/connection';
import { edgeType } from '../../validation/connection';
import { PageInfo } from '../../validation/pagination';
import { JourneyStage } from '../journeys';
import { PayoutPayee, PayoutPurpose } from '../payouts';

/** What a line of a journey's ledger records. */
export enum LedgerLineKind {
  GIFT = 'gift',
  REFUND = 'refund',
  DISPUTE_LOST = 'dispute_lost',
  PAYOUT = 'payout',
  /** Moved in from a cancelled journey (issue 30). */
  TRANSFER_IN = 'transfer_in',
  /** Moved out to another journey, after this one was cancelled (issue 30). */
  TRANSFER_OUT = 'transfer_out',
}

registerEnumType(LedgerLineKind, {
  name: 'LedgerLineKind',
  description: 'What a ledger line records: money in (a gift) or out (a refund, a lost dispute, a payout).',
  valuesConfig: {
    GIFT: { description: 'A gift that arrived (each month of a monthly gift is its own line). In.' },
    REFUND: { description: 'Money given back to a donor (decided; carried out at the provider, or owed to the donor when it failed). Out.' },
    DISPUTE_LOST: { description: "A donor's bank took the money back: a dispute was lost. Out." },
    PAYOUT: { description: 'A payout made for the journey, to a licensed operator or the pilgrim. Out.' },
    TRANSFER_IN: { description: 'A gift moved here from a cancelled journey, by its donor’s choice (or the admins’ default). In.' },
    TRANSFER_OUT: { description: 'A gift moved from this cancelled journey to another one, by its donor’s choice (or the admins’ default). Out.' },
  },
});

/** The four totals every ledger gives, in cents and in dollars. */
@ObjectType('LedgerTotals', { description: 'A ledger’s totals: given, refunded, kept, paid out and held.' })
export class LedgerTotals {
  @Field(() => Int, { description: 'Every gift that arrived, in cents.' })
  givenCents!: number;

  @Field(() => Float, { description: 'Every gift that arrived, in US dollars.' })
  given!: number;

  @Field(() => Int, { description: 'Given back (refunds and lost disputes), in cents.' })
  refundedCents!: number;

  @Field(() => Float, { description: 'Given back (refunds and lost disputes), in US dollars.' })
  refunded!: number;

  @Field(() => Int, { description: 'Moved in from cancelled journeys, in cents.' })
  transferredInCents!: number;

  @Field(() => Float, { description: 'Moved in from cancelled journeys, in US dollars.' })
  transferredIn!: number;

  @Field(() => Int, { description: 'Moved out to other journeys (this one was cancelled), in cents.' })
  transferredOutCents!: number;

  @Field(() => Float, { description: 'Moved out to other journeys (this one was cancelled), in US dollars.' })
  transferredOut!: number;

  @Field(() => Int, { description: 'What the journey keeps (given + moved in − refunded − moved out), in cents.' })
  keptCents!: number;

  @Field(() => Float, { description: 'What the journey keeps (given + moved in − refunded − moved out), in US dollars.' })
  kept!: number;

  @Field(() => Int, { description: 'Paid out for the journey, in cents.' })
  paidOutCents!: number;

  @Field(() => Float, { description: 'Paid out for the journey, in US dollars.' })
  paidOut!: number;

  @Field(() => Int, { description: 'What the charity holds for the journey (kept − paid out), in cents: the last line’s balance.' })
  heldCents!: number;

  @Field(() => Float, { description: 'What the charity holds for the journey (kept − paid out), in US dollars.' })
  held!: number;
}

/** What a line has whoever reads it. */
@ObjectType('LedgerLineFields', { description: 'What every ledger line tells, whoever reads it.' })
export class LedgerLineBase {
  @Field(() => LedgerLineKind, { description: 'What it records.' })
  kind!: LedgerLineKind;

  @Field({ description: 'When: the gift arrived, the refund was decided, the payout was recorded paid.' })
  at!: Date;

  @Field(() => Int, { description: 'The amount in cents, signed: positive in, negative out.' })
  amountCents!: number;

  @Field(() => Float, { description: 'The amount in US dollars, signed: positive in, negative out.' })
  amount!: number;

  @Field(() => Int, { description: 'The balance after this line, in cents.' })
  balanceCents!: number;

  @Field(() => Float, { description: 'The balance after this line, in US dollars.' })
  balance!: number;

  @Field({ description: 'On a GIFT line: whether it is a month of a monthly gift.' })
  monthly!: boolean;

  @Field({ description: 'Issue 31: on GIFT, REFUND, DISPUTE_LOST and TRANSFER lines, whether the gift is zakat (false: sadaqah); on a PAYOUT line, whether it paid out zakat.' })
  zakat!: boolean;

  @Field(() => Int, { description: 'Issue 31: the zakat of this line, in cents, signed like amountCents (a PAYOUT line: its zakat part, out).' })
  zakatCents!: number;

  @Field(() => String, { nullable: true, description: 'On REFUND and DISPUTE_LOST lines: pending (to be carried out), succeeded, or failed (owed to the donor).' })
  refundStatus!: string | null;

  @Field(() => PayoutPurpose, { nullable: true, description: 'On a PAYOUT line: what it paid for.' })
  purpose!: PayoutPurpose | null;

  @Field(() => PayoutPayee, { nullable: true, description: 'On a PAYOUT line: who was paid.' })
  payee!: PayoutPayee | null;

  @Field(() => String, { nullable: true, description: 'On a PAYOUT line to an operator: its name.' })
  operatorName!: string | null;
}

@ObjectType({ description: "A line of a journey's ledger as admins read it: who gave or was refunded, and the payout's transfer." })
export class LedgerLine extends LedgerLineBase {
  @Field(() => ID, { description: 'The donation, refund or payout this line records.' })
  id!: string;

  @Field(() => ID, { nullable: true, description: 'On GIFT, REFUND and DISPUTE_LOST lines: the donation.' })
  donationId!: string | null;

  @Field(() => String, { nullable: true, description: 'On GIFT, REFUND and DISPUTE_LOST lines: the donor’s name (for an anonymous gift too: each such read is on the audit trail).' })
  donorName!: string | null;

  @Field({ description: 'True on the lines of a gift given anonymously (issue 31): the public ledger, the seeker and integrators never name its donor.' })
  anonymous!: boolean;

  @Field(() => String, { nullable: true, description: 'On a GIFT line: its receipt number; on a REFUND or DISPUTE_LOST line: the refund’s number.' })
  reference!: string | null;

  @Field(() => String, { nullable: true, description: 'On a REFUND line: why (over_goal, admin, provider, dispute_lost, currency, journey_cancelled, moved).' })
  refundReason!: string | null;

  @Field(() => String, { nullable: true, description: 'On a PAYOUT line: the transfer’s reference.' })
  transferReference!: string | null;

  @Field(() => String, { nullable: true, description: 'On a PAYOUT line: the transfer’s day, YYYY-MM-DD.' })
  transferredOn!: string | null;

  @Field(() => String, { nullable: true, description: 'On a PAYOUT line: the admin who recorded it paid.' })
  paidByName!: string | null;
}

@ObjectType({ description: "A line of a journey's public ledger: amounts, dates and, for payouts, the operator and purpose; never who gave." })
export class PublicLedgerLine extends LedgerLineBase {}

/** A journey's totals with its zakat and sadaqah apart (issue 31): the admins' and the public ledger of one journey. */
@ObjectType('JourneyLedgerTotals', { description: 'A journey’s ledger totals with its zakat and sadaqah apart (issue 31).' })
export abstract class JourneyLedgerTotals extends LedgerTotals {
  @Field(() => Int, { description: 'Issue 31: of keptCents, the zakat (zakat gifts and moves in, less their refunds and moves out), in cents.' })
  zakatKeptCents!: number;

  @Field(() => Float, { description: 'Issue 31: of kept, the zakat, in US dollars.' })
  zakatKept!: number;

  @Field(() => Int, { description: 'Issue 31: of keptCents, the sadaqah (every gift not given as zakat), in cents.' })
  sadaqahKeptCents!: number;

  @Field(() => Float, { description: 'Issue 31: of kept, the sadaqah, in US dollars.' })
  sadaqahKept!: number;

  @Field(() => Int, { description: 'Issue 31: of paidOutCents, the zakat its paid payouts paid out (zakat is paid out first, only by a zakat-eligible journey), in cents.' })
  zakatPaidOutCents!: number;

  @Field(() => Float, { description: 'Issue 31: of paidOut, the zakat, in US dollars.' })
  zakatPaidOut!: number;
}

@ObjectType({ description: "A journey's ledger as admins read it: every gift in, refund and payout out, with the running balance and totals." })
export class JourneyLedger extends JourneyLedgerTotals {
  @Field(() => ID, { description: 'The journey: its approved application.' })
  applicationId!: string;

  @Field({ description: "The applicant's full name." })
  fullName!: string;

  @Field(() => String, { nullable: true, description: 'Where the pilgrim lives: the city.' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the pilgrim lives: the country.' })
  country!: string | null;

  @Field(() => JourneyStage, { description: 'Where the journey stands.' })
  stage!: JourneyStage;

  @Field({ description: 'Always usd.' })
  currency!: string;

  @Field(() => [LedgerLine], { description: 'Its lines, oldest first; each balance is the sum of the lines up to it.' })
  lines!: LedgerLine[];
}

@ObjectType({ description: "A journey's public ledger: the pilgrim's first name and city, the stage, the amounts in and out; never a donor, an address, a document or a transfer reference." })
export class PublicJourneyLedger extends JourneyLedgerTotals {
  @Field(() => ID, { description: 'The journey: its approved application.' })
  applicationId!: string;

  @Field({ description: "The pilgrim's first name." })
  firstName!: string;

  @Field(() => String, { nullable: true, description: "The pilgrim's city." })
  city!: string | null;

  @Field(() => JourneyStage, { description: 'Where the journey stands.' })
  stage!: JourneyStage;

  @Field({ description: 'Always usd.' })
  currency!: string;

  @Field(() => [PublicLedgerLine], { description: 'Its lines, oldest first; each balance is the sum of the lines up to it.' })
  lines!: PublicLedgerLine[];
}

const PublicJourneyLedgerEdge = edgeType('PublicJourneyLedger', PublicJourneyLedger, 'journey');

@ObjectType({ description: 'A page of journeys’ public ledgers, newest journey first.' })
export class PublicJourneyLedgerConnection {
  @Field(() => [PublicJourneyLedger], { description: 'The journeys on this page.' })
  nodes!: PublicJourneyLedger[];

  @Field(() => [PublicJourneyLedgerEdge], { description: 'The journeys on this page, each with its cursor (Relay edges).' })
  edges!: Edge<PublicJourneyLedger>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: "A payout a donor's gifts helped pay, pro rata." })
export class FundedPayout {
  @Field({ description: 'When it was recorded paid.' })
  at!: Date;

  @Field(() => PayoutPurpose, { description: 'What it paid for.' })
  purpose!: PayoutPurpose;

  @Field(() => String, { nullable: true, description: 'The operator paid; null when the pilgrim was paid directly.' })
  operatorName!: string | null;

  @Field(() => Int, { description: 'The whole payout, in cents.' })
  amountCents!: number;

  @Field(() => Int, { description: "The donor's part of it, in cents: their kept / the journey's kept × the payout, rounded down." })
  shareCents!: number;
}

@ObjectType({ description: "Where a donor's money in one journey went: what they keep in it and the payouts it funded, pro rata." })
export class DonorJourneyShare {
  @Field(() => ID, { description: 'The journey (its application id); also this object’s id.' })
  id!: string;

  @Field(() => Int, { description: "What the donor's gifts keep in the journey, in cents." })
  keptCents!: number;

  @Field(() => Int, { description: 'What the journey keeps, in cents.' })
  journeyKeptCents!: number;

  @Field(() => Int, { description: "The donor's part of what was paid out, in cents: their kept / the journey's kept × paid out, rounded down." })
  paidOutShareCents!: number;

  @Field(() => [FundedPayout], { description: 'The payouts made, oldest first, each with the donor’s part; empty while nothing is paid out.' })
  payouts!: FundedPayout[];
}

@ObjectType({ description: 'How many journeys stand at a stage.' })
export class TransparencyStage {
  @Field(() => JourneyStage, { description: 'The stage.' })
  stage!: JourneyStage;

  @Field(() => Int, { description: 'Journeys (approved applications) at it now.' })
  journeys!: number;
}

@ObjectType({ description: "A calendar month (UTC) of every journey's ledger: money in and out, by the date of each line." })
export class TransparencyMonth {
  @Field({ description: 'The month, YYYY-MM (UTC).' })
  month!: string;

  @Field(() => Int, { description: 'Gifts that arrived in the month, in cents (the GIFT lines).' })
  givenCents!: number;

  @Field(() => Float, { description: 'The same as givenCents, in US dollars.' })
  given!: number;

  @Field(() => Int, { description: 'Given back in the month (REFUND and DISPUTE_LOST lines), in cents.' })
  refundedCents!: number;

  @Field(() => Float, { description: 'The same as refundedCents, in US dollars.' })
  refunded!: number;

  @Field(() => Int, { description: 'Paid out in the month (PAYOUT lines), in cents.' })
  paidOutCents!: number;

  @Field(() => Float, { description: 'The same as paidOutCents, in US dollars.' })
  paidOut!: number;
}

@ObjectType({
  description:
    "Every journey's public ledger summed (issue 30): its totals (each the sum of the journeys' ledger totals), the journeys at each stage, and money in and out per month (the months add up to the totals). Never a name, an address or a document.",
})
export class Transparency extends LedgerTotals {
  @Field(() => Int, { description: 'Journeys with a ledger (approved applications).' })
  journeys!: number;

  @Field(() => [TransparencyStage], { description: 'Every stage, in the journey’s order (fundraising first, cancelled last), with how many journeys stand at it.' })
  stages!: TransparencyStage[];

  @Field(() => [TransparencyMonth], { description: 'The months with money in or out, oldest first (months with none are left out).' })
  months!: TransparencyMonth[];

  @Field({ description: 'When these figures were counted: a later gift, refund, payout or stage change is counted at the next read.' })
  countedAt!: Date;
}

@ObjectType({ description: 'An ISO week (UTC, from Monday) of every journey’s ledger: gifts in, refunds and payouts out.' })
export class LedgerWeek {
  @Field({ description: 'Its Monday, YYYY-MM-DD (UTC).' })
  week!: string;

  @Field(() => Int, { description: 'Gifts that arrived in the week (GIFT lines).' })
  gifts!: number;

  @Field(() => Int, { description: 'What they brought, in cents.' })
  givenCents!: number;

  @Field(() => Float, { description: 'The same as givenCents, in US dollars.' })
  given!: number;

  @Field(() => Int, { description: 'Given back in the week (REFUND and DISPUTE_LOST lines), in cents.' })
  refundedCents!: number;

  @Field(() => Float, { description: 'The same as refundedCents, in US dollars.' })
  refunded!: number;

  @Field(() => Int, { description: 'Paid out in the week (PAYOUT lines), in cents.' })
  paidOutCents!: number;

  @Field(() => Float, { description: 'The same as paidOutCents, in US dollars.' })
  paidOut!: number;
}

@ObjectType({ description: 'How far applications got: each step counts those that reached it (or a later step of the road).' })
export class LedgerFunnel {
  @Field(() => Int, { description: 'Applications ever submitted, whatever became of them.' })
  applications!: number;

  @Field(() => Int, { description: 'Approved: every journey with a ledger.' })
  approved!: number;

  @Field(() => Int, { description: 'Journeys funded or further on the road (booked, visa issued, travelled, completed); cancelled ones left out.' })
  funded!: number;

  @Field(() => Int, { description: 'Journeys travelled or completed.' })
  travelled!: number;
}

@ObjectType({ description: "The admins' charts (issue 30): every journey's ledger per week, and the applications' funnel." })
export class LedgerCharts {
  @Field(() => [LedgerWeek], { description: 'The weeks with money in or out, oldest first (weeks with none are left out); they add up to the public summary’s totals.' })
  weeks!: LedgerWeek[];

  @Field(() => LedgerFunnel, { description: 'Applications → approved → funded → travelled.' })
  funnel!: LedgerFunnel;
}

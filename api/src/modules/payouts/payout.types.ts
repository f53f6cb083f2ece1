import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../validation/pagination';
import { edgeType, type Edge } from '../../validation/connection';
import { PayoutPayee, PayoutPurpose, PayoutStatus } from './payout.enums';

@ObjectType({ description: 'A licensed Hajj or Umrah operator that payouts may pay (admins keep the list).' })
export class Operator {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: "The operator's name." })
  name!: string;

  @Field({ description: 'The country that licensed it.' })
  country!: string;

  @Field({ description: 'Its licence number (one per country on the list).' })
  licenceNumber!: string;

  @Field({ description: 'How to reach it: a person, a phone, an email.' })
  contact!: string;

  @Field({ description: 'When it was added.' })
  createdAt!: Date;

  @Field({ description: 'When it was last changed.' })
  updatedAt!: Date;
}

@InputType({ description: 'An operator as an admin enters it; every field is required.' })
export class OperatorInput {
  @Field({ description: 'Name, at most 120 characters.' })
  name!: string;

  @Field({ description: 'Country of the licence, at most 80 characters.' })
  country!: string;

  @Field({ description: 'Licence number, at most 60 characters; one per country.' })
  licenceNumber!: string;

  @Field({ description: 'Contact, at most 200 characters.' })
  contact!: string;
}

@ObjectType({ description: "A payout of a journey's money: proposed by one admin with its invoice or quote, approved by another, then paid or cancelled. Admins only." })
export class Payout {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => ID, { description: 'The journey (its approved application).' })
  applicationId!: string;

  @Field({ description: "The pilgrim's full name (the application's)." })
  applicantName!: string;

  @Field(() => PayoutPayee, { description: 'Who is paid: an operator, or the pilgrim.' })
  payee!: PayoutPayee;

  @Field(() => Operator, { nullable: true, description: 'The operator paid (OPERATOR payees); null for the pilgrim.' })
  operator!: Operator | null;

  @Field({ description: "Who is paid, by name: the operator's, or the pilgrim's." })
  payeeName!: string;

  @Field(() => Int, { description: 'The amount, in cents of the journey’s currency.' })
  amountCents!: number;

  @Field(() => Float, { description: 'The amount, in dollars.' })
  amount!: number;

  @Field(() => Float, { description: 'Issue 31: of the amount, the dollars of zakat it pays out (set at approval: the zakat the journey holds goes first, and only from a zakat-eligible journey); 0 before approval and once cancelled. The rest is sadaqah.' })
  zakatAmount!: number;

  @Field({ description: 'The journey’s currency, lower case (usd).' })
  currency!: string;

  @Field(() => PayoutPurpose, { description: 'What it pays for.' })
  purpose!: PayoutPurpose;

  @Field(() => String, { nullable: true, description: "The proposer's note, if any." })
  note!: string | null;

  @Field(() => PayoutStatus, { description: 'Where it stands.' })
  status!: PayoutStatus;

  @Field({ description: 'The invoice or quote’s type as its bytes say (image/jpeg, image/png or application/pdf).' })
  documentType!: string;

  @Field({ description: 'The admin-only path of the invoice or quote: GET /payouts/{id}/document with an admin token (each view is audited).' })
  documentUrl!: string;

  @Field(() => ID, { nullable: true, description: 'The admin who proposed it (null once their account is gone).' })
  proposedById!: string | null;

  @Field(() => String, { nullable: true, description: 'Their name.' })
  proposedByName!: string | null;

  @Field({ description: 'When it was proposed.' })
  proposedAt!: Date;

  @Field(() => String, { nullable: true, description: 'The admin who approved it.' })
  approvedByName!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was approved.' })
  approvedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The admin who marked it paid.' })
  paidByName!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was marked paid.' })
  paidAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The bank transfer’s reference (paid).' })
  transferReference!: string | null;

  @Field(() => String, { nullable: true, description: 'The day of the transfer, YYYY-MM-DD (paid).' })
  transferredOn!: string | null;

  @Field(() => String, { nullable: true, description: 'The admin who cancelled it.' })
  cancelledByName!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled.' })
  cancelledAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled.' })
  cancelReason!: string | null;
}

@ObjectType({ description: "A journey's money and its payouts: what it keeps, what is paid out or promised, and what is still free." })
export class JourneyPayouts {
  @Field(() => ID, { description: 'The journey (its approved application); also this object’s id.' })
  id!: string;

  @Field(() => ID, { description: 'The journey (its approved application).' })
  applicationId!: string;

  @Field({ description: 'The journey’s currency, lower case (usd).' })
  currency!: string;

  @Field(() => Int, { description: 'What its donations keep now, in cents: collected less refunded.' })
  keptCents!: number;

  @Field(() => Int, { description: 'Paid out, in cents.' })
  paidCents!: number;

  @Field(() => Int, { description: 'Approved and not yet paid, in cents.' })
  approvedCents!: number;

  @Field(() => Int, { description: 'Proposed and not yet approved, in cents (reserved from the proposal on).' })
  proposedCents!: number;

  @Field(() => Int, {
    description: 'What a new payout may still take, in cents: kept − paid − approved − proposed. Below 0 only when a refund came after payouts were promised (shown so admins can act).',
  })
  availableCents!: number;

  @Field(() => [Payout], { description: 'Its payouts, newest first.' })
  payouts!: Payout[];
}

@InputType({ description: 'A payout proposed for a journey; the invoice or quote comes as the `document` upload.' })
export class ProposePayoutInput {
  @Field(() => ID, { description: 'The journey (an approved application).' })
  applicationId!: string;

  @Field(() => PayoutPayee, { description: 'An operator, or the pilgrim.' })
  payee!: PayoutPayee;

  @Field(() => ID, { nullable: true, description: 'The operator paid: required for OPERATOR, left out for PILGRIM.' })
  operatorId?: string | null;

  @Field(() => Float, { description: 'Dollars, more than 0, at most two decimals; at most what the journey holds free.' })
  amount!: number;

  @Field(() => PayoutPurpose, { description: 'What it pays for.' })
  purpose!: PayoutPurpose;

  @Field(() => String, { nullable: true, description: 'A note for the approving admin, at most 500 characters.' })
  note?: string | null;
}

@InputType({ description: 'Which payout, on which journey: a payout of another journey is not found.' })
export class PayoutOfJourneyInput {
  @Field(() => ID, { description: 'The journey (an approved application).' })
  applicationId!: string;

  @Field(() => ID, { description: 'The payout.' })
  payoutId!: string;
}

@InputType({ description: 'An approved payout paid: the transfer’s reference and day.' })
export class MarkPayoutPaidInput extends PayoutOfJourneyInput {
  @Field({ description: 'The bank transfer’s reference, at most 80 characters.' })
  transferReference!: string;

  @Field({ description: 'The day of the transfer, YYYY-MM-DD.' })
  transferredOn!: string;
}

@InputType({ description: 'A proposed or approved payout cancelled, with why.' })
export class CancelPayoutInput extends PayoutOfJourneyInput {
  @Field({ description: 'Why, at most 500 characters.' })
  reason!: string;
}

const PayoutEdge = edgeType('Payout', Payout, 'payout');

@ObjectType({ description: 'A page of payouts, newest first.' })
export class PayoutConnection {
  @Field(() => [Payout], { description: 'The payouts on this page.' })
  nodes!: Payout[];

  @Field(() => [PayoutEdge], { description: 'The payouts on this page, each with its cursor (Relay edges).' })
  edges!: Edge<Payout>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

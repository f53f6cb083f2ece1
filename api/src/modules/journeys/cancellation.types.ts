import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CancellationAnswer, CancellationChoiceStatus, CancellationDecider } from './cancellation.enums';

@ObjectType({ description: 'An open journey a cancelled journey’s gift may move to: what it still needs.' })
export class MoveTarget {
  @Field(() => ID, { description: 'The journey (its approved application).' })
  applicationId!: string;

  @Field({ description: 'The pilgrim’s first name.' })
  firstName!: string;

  @Field(() => Int, { description: 'What it may still take, in cents (its goal less what it keeps and what checkouts hold).' })
  roomCents!: number;

  @Field(() => Float, { description: 'The same, in US dollars.' })
  room!: number;

  @Field({ description: 'Issue 31: whether it is zakat-eligible — a part that includes zakat moves only to such a journey.' })
  zakatEligible!: boolean;
}

@ObjectType({
  description:
    'A donor’s choice after a journey they support was cancelled (issue 30): their part of what it still holds, refunded or moved to another open journey; what was paid out is not recoverable. Unanswered at the deadline, the admins’ default applies.',
})
export class CancellationChoice {
  @Field(() => ID, { description: 'The choice: answer it with answerCancellationChoice.' })
  id!: string;

  @Field(() => ID, { description: 'The cancelled journey.' })
  applicationId!: string;

  @Field({ description: 'Its pilgrim’s first name.' })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'The donor’s name (admins only; null for the donor).' })
  donorName!: string | null;

  @Field(() => Int, { description: 'What the donor kept in the journey when it was cancelled, in cents.' })
  keptCents!: number;

  @Field(() => Int, { description: 'Their part of what it still held (kept − paid out − approved, pro rata, to the cent), in cents: what may be refunded or moved.' })
  refundableCents!: number;

  @Field(() => Float, { description: 'The same, in US dollars.' })
  refundable!: number;

  @Field(() => Int, { description: 'Their part already paid out (or approved) for the journey: not recoverable, in cents.' })
  unrecoverableCents!: number;

  @Field(() => Float, { description: 'The same, in US dollars.' })
  unrecoverable!: number;

  @Field({ description: 'Whether the card provider may still refund it (within its refund window); when false only the move is offered.' })
  refundPossible!: boolean;

  @Field({ description: 'Issue 31: while open, whether the donor’s part includes zakat — it then moves only to a zakat-eligible journey (cancellationMoveTargets’ zakatEligible).' })
  includesZakat!: boolean;

  @Field({ description: 'Unanswered by then, the admins’ default applies.' })
  deadlineAt!: Date;

  @Field(() => CancellationAnswer, { description: 'What applies at the deadline (the admins’ default).' })
  defaultAnswer!: CancellationAnswer;

  @Field(() => CancellationChoiceStatus, { description: "Open until answered or the deadline passes; then what was done with the part (refunded or moved)." })
  status!: CancellationChoiceStatus;

  @Field(() => CancellationDecider, { nullable: true, description: 'Who made it, once made.' })
  decidedBy!: CancellationDecider | null;

  @Field(() => Date, { nullable: true, description: 'When it was made.' })
  decidedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'What was refunded or moved, in cents, once made.' })
  appliedCents!: number | null;

  @Field(() => ID, { nullable: true, description: 'The journey it moved to.' })
  targetApplicationId!: string | null;

  @Field(() => String, { nullable: true, description: 'That journey’s pilgrim’s first name.' })
  targetFirstName!: string | null;
}

@InputType({ description: 'A donor’s answer to a cancelled journey’s choice.' })
export class AnswerCancellationInput {
  @Field(() => ID, { description: 'The choice.' })
  choiceId!: string;

  @Field(() => CancellationAnswer, { description: 'REFUND or MOVE.' })
  answer!: CancellationAnswer;

  @Field(() => ID, { nullable: true, description: 'With MOVE: the open journey to move to.' })
  targetApplicationId?: string | null;
}

@ObjectType({ description: 'The admins’ setting for cancelled journeys: what applies to choices unanswered after 30 days.' })
export class CancellationSettings {
  @Field(() => CancellationAnswer, { description: 'REFUND to the card (moved to where most needed when past the refund window), or MOVE to the open journey closest to its goal (refunded when none fits).' })
  defaultAnswer!: CancellationAnswer;

  @Field(() => Int, { description: 'Days a donor has to answer.' })
  days!: number;
}

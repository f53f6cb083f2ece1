import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { JourneyStage } from './journey.enums';
import { JourneyThanks } from './journey-thanks.types';

@ObjectType({ description: "One move of a journey's stage, with what proved it. Donors never read the booking reference, the reason or who moved it." })
export class JourneyStageChange {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => JourneyStage, { description: 'The stage it left.' })
  fromStage!: JourneyStage;

  @Field(() => JourneyStage, { description: 'The stage it moved to.' })
  toStage!: JourneyStage;

  @Field({ description: 'When it moved.' })
  changedAt!: Date;

  @Field(() => String, { nullable: true, description: 'The admin who moved it (admins only; null for others).' })
  changedByName!: string | null;

  @Field(() => String, { nullable: true, description: "The operator's booking reference (booked; admins and the seeker only: it lets its holder change the booking)." })
  bookingReference!: string | null;

  @Field(() => String, { nullable: true, description: 'The licensed operator that booked it (booked).' })
  operatorName!: string | null;

  @Field(() => String, { nullable: true, description: 'When the visa was issued, YYYY-MM-DD (visa issued).' })
  visaIssuedOn!: string | null;

  @Field(() => String, { nullable: true, description: 'Departure date, YYYY-MM-DD (travelled).' })
  departedOn!: string | null;

  @Field(() => String, { nullable: true, description: 'Return date, YYYY-MM-DD (travelled or completed, when known).' })
  returnedOn!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled (admins and the seeker only: it may speak of health or family).' })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: 'The type of the proof document attached to the move (JPG, PNG or PDF as its bytes say); admins only, null for others or without one.' })
  proofDocumentType!: string | null;

  @Field(() => String, { nullable: true, description: 'GET this path with an admin token for the proof document (admins only; null without one).' })
  proofDocumentUrl!: string | null;
}

@ObjectType({ description: "An approved application's journey: its stage and how it got there." })
export class Journey {
  @Field(() => ID, { description: "The journey's id: its application's." })
  id!: string;

  @Field(() => ID, { description: 'The application this journey is.' })
  applicationId!: string;

  @Field({ description: "The applicant's full name, as donors already read it on the request." })
  applicantName!: string;

  @Field(() => JourneyStage, { description: 'Where it stands now.' })
  stage!: JourneyStage;

  @Field(() => [JourneyStageChange], { description: 'Every move an admin made, oldest first (fundraising and funded follow the money and are not listed).' })
  history!: JourneyStageChange[];

  @Field(() => JourneyThanks, { nullable: true, description: "The pilgrim's thank-you after travelling: for admins and its seeker whatever its status, for donors once published; null otherwise." })
  thanks!: JourneyThanks | null;
}

@InputType({ description: "An admin's move of a journey: the stage they saw, the stage it goes to, and what proves the step." })
export class MoveJourneyStageInput {
  @Field(() => ID, { description: 'The approved application.' })
  applicationId!: string;

  @Field(() => JourneyStage, { description: 'The stage the admin saw; if the journey moved meanwhile the move is refused (JOURNEY_STAGE_CHANGED).' })
  fromStage!: JourneyStage;

  @Field(() => JourneyStage, { description: 'BOOKED, VISA_ISSUED, TRAVELLED, COMPLETED (one step forward), or CANCELLED (before completed).' })
  toStage!: JourneyStage;

  @Field(() => String, { nullable: true, description: 'Required for BOOKED, at most 80 characters.' })
  bookingReference?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for BOOKED: the operator, at most 120 characters.' })
  operatorName?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for VISA_ISSUED, YYYY-MM-DD.' })
  visaIssuedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for TRAVELLED, YYYY-MM-DD.' })
  departedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional for TRAVELLED and COMPLETED, YYYY-MM-DD, not before departure.' })
  returnedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for CANCELLED, at most 500 characters.' })
  reason?: string | null;
}

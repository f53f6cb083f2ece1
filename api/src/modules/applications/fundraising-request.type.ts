import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ApplicationStatus, FamilySize, TravelType } from './application.enums';
import { ZakatCategory } from './zakat.enums';

/**
 * An approved application as donors see it (DESIGN §4): no street address, email, phone, income,
 * references or ID document — those fields do not exist on this type, so no query can reach them.
 * Anyone may register as a donor, so the street address is not theirs (issue 28): the city and
 * country say where the seeker lives.
 */
@ObjectType({
  description: 'An approved application as donors see it: only what a donor needs to decide. Where the seeker lives is its city and country; never the street address.',
})
export class FundraisingRequest {
  @Field(() => ID, { description: 'The application id.' })
  id!: string;

  @Field({ description: "Applicant's full name." })
  fullName!: string;

  @Field(() => String, { nullable: true, description: 'City or town; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'Country; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' })
  country!: string | null;

  @Field({ description: 'Why the applicant wishes to make the journey.' })
  hajjReason!: string;

  @Field(() => TravelType, { description: 'Hajj or Umrah.' })
  travelType!: TravelType;

  @Field(() => FamilySize, { description: 'People in the household.' })
  familySize!: FamilySize;

  @Field(() => Float, { description: 'Amount asked for, in dollars.' })
  requestedAmount!: number;

  @Field(() => Float, { description: 'Dollars the journey keeps: completed donations, refunds deducted. Never above requestedAmount.' })
  collectedAmount!: number;

  @Field(() => Float, {
    description:
      'Dollars held for donors who are paying now (each started checkout holds its amount for about half an hour). A donor may give at most requestedAmount − collectedAmount − heldAmount.',
  })
  heldAmount!: number;

  @Field(() => Int, { description: 'Different donors whose gifts the journey keeps.' })
  donorCount!: number;

  @Field(() => ApplicationStatus, { description: 'Always approved here.' })
  status!: ApplicationStatus;

  @Field({ description: 'True once collectedAmount reaches requestedAmount (Goal Achieved).' })
  fullyFunded!: boolean;

  @Field({ description: 'When the application was submitted.' })
  submittedAt!: Date;

  @Field(() => ZakatCategory, { nullable: true, description: 'Issue 31: the category of At-Tawbah 9:60 when the journey is zakat-eligible (a donor may give their zakat to it); null otherwise.' })
  zakatCategory!: ZakatCategory | null;
}

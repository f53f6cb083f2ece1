import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { TravelType } from './application.enums';

/**
 * An approved request as API keys read it (APPLICATIONS_READ): what a mosque's website may show
 * the public. Built from its own narrow query, never from FundraisingRequest, so a field donors
 * gain later does not reach integrators: no full name, street address, phone, email, free text
 * (the reason), household, income, references or document.
 */
@ObjectType({
  description:
    'An approved request as integrators may show it to the public: first name, city and country, the journey and its progress. No full name, street address, phone, email, free text or document.',
})
export class PublicFundraisingRequest {
  @Field(() => ID, { description: 'The application id (the same id as in donationTotals and webhook events).' })
  id!: string;

  @Field({ description: "The applicant's first name: the first word of the name they applied under." })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'City or town; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'Country; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' })
  country!: string | null;

  @Field(() => TravelType, { description: 'Hajj or Umrah.' })
  travelType!: TravelType;

  @Field(() => Float, { description: 'Amount asked for, in dollars.' })
  requestedAmount!: number;

  @Field(() => Float, { description: 'Dollars the journey keeps: completed donations, refunds deducted. Never above requestedAmount.' })
  collectedAmount!: number;

  @Field(() => Float, { description: 'Dollars held for donors who are paying now (each started checkout holds its amount for about half an hour).' })
  heldAmount!: number;

  @Field(() => Int, { description: 'Different donors whose gifts the journey keeps.' })
  donorCount!: number;

  @Field({ description: 'True once collectedAmount reaches requestedAmount.' })
  fullyFunded!: boolean;

  @Field({ description: 'When the application was submitted.' })
  submittedAt!: Date;
}

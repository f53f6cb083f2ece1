import { Field, Float, InputType } from 'type-graphql';
import { FamilySize, IncomeBracket, TravelType } from '../application.enums';

@InputType({
  description: "A seeker's application (SPEC §2). Every field is required except city and country (null when left out); the ID document travels as `idDocument`.",
})
export class SubmitApplicationInput {
  @Field({ description: 'Full name, at most 120 characters.' })
  fullName!: string;

  @Field({ description: 'Email address to reach the applicant.' })
  email!: string;

  @Field({ description: 'Phone number: digits, spaces, +, - and brackets.' })
  phone!: string;

  @Field({ description: 'Postal address, at most 300 characters. Admins read it; donors never do.' })
  address!: string;

  @Field(() => String, { nullable: true, description: 'City or town, at most 100 characters. Optional (SPEC §7 does not send it): left out or blank, it reads null.' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Country, at most 60 characters. Optional (SPEC §7 does not send it): left out or blank, it reads null.' })
  country?: string | null;

  @Field(() => TravelType, { description: 'Hajj (the default on the form) or Umrah.' })
  travelType!: TravelType;

  @Field(() => FamilySize, { description: 'People in the household.' })
  familySize!: FamilySize;

  @Field(() => IncomeBracket, { description: 'Monthly household income bracket.' })
  incomeBracket!: IncomeBracket;

  @Field(() => Float, { description: 'Dollars asked for: above 0, at most 1,000,000, two decimals at most.' })
  requestedAmount!: number;

  @Field({ description: 'Why the applicant wishes to make the journey, at most 2000 characters.' })
  hajjReason!: string;

  @Field({ description: 'A person who can vouch for the applicant.' })
  referenceName!: string;

  @Field({ description: "The reference's phone number." })
  referencePhone!: string;

  @Field({ description: 'How the reference knows the applicant.' })
  referenceRelation!: string;
}

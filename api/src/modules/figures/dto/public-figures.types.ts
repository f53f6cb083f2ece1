import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "What Sabil's donors have done so far, counted from the books: the public pages show these instead of marketing figures." })
export class PublicFigures {
  @Field(() => Int, { description: 'Approved journeys whose goal is met.' })
  journeysFunded!: number;

  @Field(() => Float, { description: 'US dollars given and kept (after refunds), over every donation.' })
  dollarsGiven!: number;

  @Field(() => Int, { description: 'Donors who have given at least once (and were not refunded in full).' })
  donors!: number;

  @Field(() => Int, { description: 'Countries the approved seekers come from (those who named one).' })
  countries!: number;

  @Field({ description: 'When these were counted; they are recounted at most once a minute.' })
  countedAt!: Date;
}

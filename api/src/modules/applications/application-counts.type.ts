import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * The admin dashboard's numbers. One object with a fixed id, so that Apollo's normalized cache
 * updates every badge and stat card from the copy `reviewApplication` returns.
 */
@ObjectType({ description: "Application counts for the admin dashboard's badges and stat cards." })
export class ApplicationCounts {
  static readonly ID = 'application-counts';

  @Field(() => ID, { description: `Always "${ApplicationCounts.ID}": one object in the client cache.` })
  id: string = ApplicationCounts.ID;

  @Field(() => Int, { description: 'Applications waiting for review.' })
  pending!: number;

  @Field(() => Int, { description: 'Approved applications.' })
  approved!: number;

  @Field(() => Int, { description: 'Rejected applications.' })
  rejected!: number;

  @Field(() => Int, { description: 'Applications submitted in the last 7 days.' })
  submittedThisWeek!: number;

  @Field(() => Int, { description: 'Applications approved in the last 30 days.' })
  approvedThisMonth!: number;

  @Field(() => Int, { description: 'Applications rejected in the last 30 days.' })
  rejectedThisMonth!: number;
}

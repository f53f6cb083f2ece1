import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../validation/pagination';
import { edgeType, type Edge } from '../../../validation/connection';

@ObjectType({ description: "An approved request's donation totals: amounts and counts only, never who gave." })
export class DonationTotal {
  @Field(() => ID, { description: 'The application id (as in approvedApplications).' })
  id!: string;

  @Field(() => Float, { description: 'Amount asked for, in dollars.' })
  requestedAmount!: number;

  @Field(() => Float, { description: 'Sum of completed donations, in dollars.' })
  collectedAmount!: number;

  @Field(() => Int, { description: 'Distinct donors with a completed donation.' })
  donorCount!: number;

  @Field(() => Int, { description: 'Donations whose money the journey keeps, wholly or in part (each month of a monthly gift counts once).' })
  completedDonationCount!: number;
}

const DonationTotalEdge = edgeType('DonationTotal', DonationTotal, 'donation total');

@ObjectType({ description: 'A page of donation totals, newest request first.' })
export class DonationTotalConnection {
  @Field(() => [DonationTotal], { description: 'The totals on this page.' })
  nodes!: DonationTotal[];

  @Field(() => [DonationTotalEdge], { description: 'The totals on this page, each with its cursor (Relay edges).' })
  edges!: Edge<DonationTotal>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

import { Field, ID, ObjectType } from 'type-graphql';
import { PageInfo } from '../../validation/pagination';
import { edgeType, type Edge } from '../../validation/connection';
import { TrackingStatus } from '../donations';

@ObjectType({ description: "An admin's progress update on a journey the donor supports, as the donor reads it (one per update, however many gifts they gave)." })
export class TrackingUpdate {
  @Field(() => ID, { description: 'Stable identifier (UUID): the same for every donor of the journey.' })
  id!: string;

  @Field(() => ID, { description: "The reader's gift to the journey: the one it was posted through, or their latest the journey keeps." })
  donationId!: string;

  @Field(() => ID, { description: 'The journey (approved application) it is about.' })
  applicationId!: string;

  @Field(() => TrackingStatus, { description: 'Pending, ongoing or completed.' })
  newStatus!: TrackingStatus;

  @Field({ description: "The applicant's full name." })
  applicantName!: string;

  @Field({ description: "The admin's message to the donor." })
  updateMessage!: string;

  @Field({ description: 'When it was posted.' })
  createdAt!: Date;
}

@ObjectType({ description: "An admin's update to a journey, stored once and read by each of its donors (issue 30)." })
export class JourneyUpdate {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => ID, { description: 'The journey (approved application) it is about.' })
  applicationId!: string;

  @Field({ description: "The applicant's full name." })
  applicantName!: string;

  @Field(() => TrackingStatus, { description: "The status of the journey's gifts from now on: pending, ongoing or completed." })
  newStatus!: TrackingStatus;

  @Field({ description: "The admin's message to the donors." })
  updateMessage!: string;

  @Field({ description: 'When it was posted.' })
  createdAt!: Date;
}

const TrackingUpdateEdge = edgeType('TrackingUpdate', TrackingUpdate, 'progress update');

@ObjectType({ description: 'A page of progress updates, newest first.' })
export class TrackingUpdateConnection {
  @Field(() => [TrackingUpdate], { description: 'The updates on this page.' })
  nodes!: TrackingUpdate[];

  @Field(() => [TrackingUpdateEdge], { description: 'The updates on this page, each with its cursor (Relay edges).' })
  edges!: Edge<TrackingUpdate>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

import { Field, ID, ObjectType } from 'type-graphql';
import { PageInfo } from '../../validation/pagination';
import { TrackingStatus } from '../donations/donation.enums';

@ObjectType({ description: "An admin's progress update on a donation, as its donor reads it." })
export class TrackingUpdate {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => ID, { description: 'The donation this update is about.' })
  donationId!: string;

  @Field(() => TrackingStatus, { description: 'pending, ongoing or completed.' })
  newStatus!: TrackingStatus;

  @Field({ description: "The applicant's full name." })
  applicantName!: string;

  @Field({ description: "The admin's message to the donor." })
  updateMessage!: string;

  @Field({ description: 'When it was posted.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A page of progress updates, newest first.' })
export class TrackingUpdateConnection {
  @Field(() => [TrackingUpdate], { description: 'The updates on this page.' })
  nodes!: TrackingUpdate[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import type { Caller } from '../../auth/caller';
import { TrackingStatus } from '../donations/donation.enums';
import { Donation } from '../donations/dto/donation.types';
import { TrackingUpdate, TrackingUpdateConnection } from './tracking-update.type';
import type { TrackingService } from './tracking.service';

@InputType({ description: "An admin's progress update. The donor, applicant and admin come from the donation and the token." })
export class PostTrackingUpdateInput {
  @Field(() => ID, { description: 'A completed donation.' })
  donationId!: string;

  @Field(() => TrackingStatus, { description: 'pending, ongoing or completed.' })
  newStatus!: TrackingStatus;

  @Field({ description: 'What to tell the donor, at most 1000 characters.' })
  updateMessage!: string;
}

@ObjectType({ description: 'What posting an update changes: the update, and the donation with its new latest status.' })
export class PostTrackingUpdatePayload {
  @Field(() => TrackingUpdate, { description: 'The update as its donor will read it.' })
  update!: TrackingUpdate;

  @Field(() => Donation, { description: 'The donation, with its new tracking status.' })
  donation!: Donation;
}

@Resolver(() => TrackingUpdate)
export class TrackingResolver {
  constructor(
    private readonly tracking: TrackingService,
  ) {}

  @Authorized(Role.ADMIN)
  @Mutation(() => PostTrackingUpdatePayload, { description: 'Posts a progress update on a completed donation; its donor sees it at once.' })
  postTrackingUpdate(
    @Arg('input', () => PostTrackingUpdateInput, { description: 'The donation, its new tracking status and the message its donor reads.' }) input: PostTrackingUpdateInput,
    @Ctx() { viewer }: Caller,
  ): Promise<PostTrackingUpdatePayload> {
    return this.tracking.post(viewer!, { ...input });
  }

  @Authorized(Role.DONOR)
  @Query(() => TrackingUpdateConnection, { description: "Progress updates on the signed-in donor's donations, newest first." })
  myTrackingUpdates(
    @Ctx() { viewer }: Caller,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<TrackingUpdateConnection> {
    return this.tracking.forDonor(viewer!.id, first, after);
  }
}

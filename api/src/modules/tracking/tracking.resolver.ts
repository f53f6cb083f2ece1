import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../operations/operation';
import type { Caller } from '../../auth/caller';
import { connection } from '../../validation/connection';
import { TrackingStatus } from '../donations/donation.enums';
import { Donation } from '../donations/dto/donation.types';
import { JourneyUpdate, TrackingUpdate, TrackingUpdateConnection } from './tracking-update.type';
import { TRACKING_OPERATIONS } from './tracking.operations';
import type { TrackingService } from './tracking.service';

@InputType({ description: "An admin's progress update. The donor, applicant and admin come from the donation and the token." })
export class PostTrackingUpdateInput {
  @Field(() => ID, { description: 'A completed donation.' })
  donationId!: string;

  @Field(() => TrackingStatus, { description: 'Pending, ongoing or completed.' })
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

@InputType({ description: "An admin's update to every donor of a journey. The donors come from the journey's gifts, the admin from the token." })
export class PostJourneyUpdateInput {
  @Field(() => ID, { description: 'The journey: an approved application.' })
  applicationId!: string;

  @Field(() => TrackingStatus, { description: "The status of the journey's gifts from now on: pending, ongoing or completed." })
  newStatus!: TrackingStatus;

  @Field({ description: 'What to tell the donors, at most 1000 characters.' })
  updateMessage!: string;
}

@ObjectType({ description: 'What posting a journey update did: the update, and how many donors it reached.' })
export class PostJourneyUpdatePayload {
  @Field(() => JourneyUpdate, { description: 'The update, as each donor of the journey reads it.' })
  update!: JourneyUpdate;

  @Field(() => Int, { description: 'How many donors with a gift the journey keeps it reached (each sees it on their dashboard and is emailed it, unless they left tracking updates).' })
  donorsReached!: number;
}

@Resolver(() => TrackingUpdate)
export class TrackingResolver {
  constructor(
    private readonly tracking: TrackingService,
  ) {}

  @Allowed(TRACKING_OPERATIONS.postTrackingUpdate)
  @Mutation(() => PostTrackingUpdatePayload, { description: "Posts a progress update through a gift the journey keeps: like postJourneyUpdate, it reaches every donor of that gift's journey." })
  postTrackingUpdate(
    @Arg('input', () => PostTrackingUpdateInput, { description: 'The donation, its new tracking status and the message its donor reads.' }) input: PostTrackingUpdateInput,
    @Ctx() { viewer }: Caller,
  ): Promise<PostTrackingUpdatePayload> {
    return this.tracking.post(viewer!, { ...input });
  }

  @Allowed(TRACKING_OPERATIONS.postJourneyUpdate)
  @Mutation(() => PostJourneyUpdatePayload, { description: "Posts one update to a journey: stored once, every donor with a gift the journey keeps reads it and is emailed it in their language. Each of those gifts takes its status. Audited (journey.update)." })
  postJourneyUpdate(
    @Arg('input', () => PostJourneyUpdateInput, { description: 'The journey, its new tracking status and the message its donors read.' }) input: PostJourneyUpdateInput,
    @Ctx() { viewer }: Caller,
  ): Promise<PostJourneyUpdatePayload> {
    const { applicationId, ...body } = input;
    return this.tracking.postToJourney(viewer!, applicationId, { ...body });
  }

  @Allowed(TRACKING_OPERATIONS.myTrackingUpdates)
  @Query(() => TrackingUpdateConnection, { description: "Progress updates on the journeys the signed-in donor supports (a gift the journey keeps), newest first, each once." })
  async myTrackingUpdates(
    @Ctx() { viewer }: Caller,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<TrackingUpdateConnection> {
    return connection(await this.tracking.forDonor(viewer!.id, first, after), after);
  }
}

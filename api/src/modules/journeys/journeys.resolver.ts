import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Role } from '../../auth/role';
import { Allowed } from '../../operations/operation';
import type { UploadIntake } from '../../uploads/upload-intake';
import { JourneyThanks, ModerateJourneyThanksInput, PostJourneyThanksInput } from './journey-thanks.types';
import type { JourneyThanksService } from './journey-thanks.service';
import { Journey, MoveJourneyStageInput } from './journey.types';
import { JOURNEY_OPERATIONS } from './journeys.operations';
import type { JourneysService } from './journeys.service';

@Resolver(() => Journey)
export class JourneysResolver {
  constructor(
    private readonly journeys: JourneysService,
    private readonly thanks: JourneyThanksService,
    private readonly uploads: UploadIntake,
  ) {}

  @Authorized(Role.ADMIN)
  @Mutation(() => Journey, {
    description:
      'Moves a journey one stage forward from funded (booked, visa issued, travelled, completed) or cancels it before completed, with what proves the step and optionally a proof document. Audited; sends journey.stage_changed.',
  })
  moveJourneyStage(
    @Arg('input', () => MoveJourneyStageInput, { description: 'The journey, the stage the admin saw, the stage it goes to and the proof.' }) input: MoveJourneyStageInput,
    @Arg('proof', () => GraphQLUpload, {
      nullable: true,
      description: 'Optional: a booking confirmation, visa or boarding pass — JPG, PNG or PDF by its bytes, at most 5 MB (multipart upload). Kept private: admins fetch it at JourneyStageChange.proofDocumentUrl.',
    })
    proof: Promise<FileUpload> | null,
    @Ctx() { viewer }: Caller,
  ): Promise<Journey> {
    if (!proof) return this.journeys.move(viewer!, input);
    return this.uploads.fromGraphQL(proof, (file) => this.journeys.move(viewer!, input, file));
  }

  @Allowed(JOURNEY_OPERATIONS.postJourneyThanks)
  @Mutation(() => JourneyThanks, {
    description: "The seeker thanks their journey's donors once it has travelled (travelled or completed): words and an optional photo, pending until an admin publishes it. One per journey. Audited.",
  })
  postJourneyThanks(
    @Arg('input', () => PostJourneyThanksInput, { description: 'The journey and the words.' }) input: PostJourneyThanksInput,
    @Arg('photo', () => GraphQLUpload, { nullable: true, description: 'Optional: a JPG, PNG or WebP picture, at most 10 MB (multipart upload), stored without its metadata.' })
    photo: Promise<FileUpload> | null,
    @Ctx() { viewer }: Caller,
  ): Promise<JourneyThanks> {
    if (!photo) return this.thanks.post(viewer!, { ...input }, undefined);
    return this.uploads.fromGraphQL(photo, (file) => this.thanks.post(viewer!, { ...input }, file));
  }

  @Allowed(JOURNEY_OPERATIONS.moderateJourneyThanks)
  @Mutation(() => JourneyThanks, {
    description: "Publishes or rejects (with a reason) a pending thank-you (admins). Published, it reaches every donor with a gift the journey keeps: on their dashboard and by one email in their language. Audited.",
  })
  moderateJourneyThanks(
    @Arg('input', () => ModerateJourneyThanksInput, { description: 'The thank-you and the decision.' }) input: ModerateJourneyThanksInput,
    @Ctx() { viewer }: Caller,
  ): Promise<JourneyThanks> {
    return this.thanks.moderate(viewer!, { ...input });
  }

  @Allowed(JOURNEY_OPERATIONS.journeyThanksToModerate)
  @Query(() => [JourneyThanks], { description: 'Thank-yous waiting for an admin, oldest first (at most 100).' })
  journeyThanksToModerate(): Promise<JourneyThanks[]> {
    return this.thanks.pending();
  }

  @Authorized(Role.ADMIN, Role.SEEKER, Role.DONOR)
  @Query(() => Journey, { description: "An approved application's journey: for admins, its seeker and its donors (donors never read the booking reference or a cancellation's reason)." })
  journey(@Arg('applicationId', () => ID, { description: 'The approved application.' }) applicationId: string, @Ctx() { viewer }: Caller): Promise<Journey> {
    return this.journeys.forViewer(viewer!, applicationId);
  }

  @Authorized(Role.SEEKER)
  @Query(() => Journey, { nullable: true, description: "The signed-in seeker's journey (their approved application), or null." })
  myJourney(@Ctx() { viewer }: Caller): Promise<Journey | null> {
    return this.journeys.forSeeker(viewer!.id);
  }

  @Authorized(Role.DONOR)
  @Query(() => [Journey], { description: "Every journey the signed-in donor's money reached, newest first." })
  mySupportedJourneys(@Ctx() { viewer }: Caller): Promise<Journey[]> {
    return this.journeys.forDonor(viewer!.id);
  }
}

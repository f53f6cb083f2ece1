import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../operations/operation';
import type { Caller } from '../../auth/caller';
import { Shared } from '../../shared-lists/shared';
import { connection } from '../../validation/connection';
import { ModerateStoryPayload, StoryConnection, StoryCounts, StoryView, SubmitStoryInput } from './dto/story.types';
import { ModerationDecision } from './story.enums';
import { STORY_OPERATIONS } from './stories.operations';
import type { StoriesService } from './stories.service';
import type { UploadIntake } from '../../uploads/upload-intake';

@Resolver(() => StoryView)
export class StoriesResolver {
  constructor(
    private readonly stories: StoriesService,
    private readonly uploads: UploadIntake,
  ) {}

  @Allowed(STORY_OPERATIONS.submitStory)
  @Mutation(() => StoryView, {
    description:
      "Shares the signed-in seeker's story, pending until an admin publishes it. Media is optional: a picture (JPEG, PNG, WebP, GIF; stored without its metadata) or a video (MP4, WebM), at most 50 MB, judged by its bytes.",
  })
  async submitStory(
    @Arg('input', () => SubmitStoryInput, { description: 'Title, story and optional location.' }) input: SubmitStoryInput,
    @Ctx() { viewer, ip }: Caller,
    @Arg('media', () => GraphQLUpload, { nullable: true, description: 'The picture or video (multipart upload), if any.' }) media?: Promise<FileUpload> | null,
    @Arg('mediaUploadId', () => ID, { nullable: true, description: 'Instead of media: the id of a finished resumable upload (tus, POST /uploads with kind story-media) of the signed-in seeker.' })
    mediaUploadId?: string | null,
  ): Promise<StoryView> {
    const body = { ...input };
    if (!media) return this.stories.submit(viewer!, body, undefined, ip, mediaUploadId);
    return this.uploads.fromGraphQL(media, (file) => this.stories.submit(viewer!, body, file, ip, mediaUploadId));
  }

  @Allowed(STORY_OPERATIONS.approvedStories)
  @Shared()
  @Query(() => StoryConnection, { description: 'Published stories, newest first. Public: send it without a token.' })
  async approvedStories(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<StoryConnection> {
    return connection(await this.stories.approved(first, after), after);
  }

  @Allowed(STORY_OPERATIONS.pendingStories)
  @Query(() => StoryConnection, { description: 'Stories waiting for moderation, newest first; their media links are signed and expire after 15 minutes.' })
  async pendingStories(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<StoryConnection> {
    return connection(await this.stories.pending(first, after), after);
  }

  @Allowed(STORY_OPERATIONS.storyCounts)
  @Query(() => StoryCounts, { description: "Story counts for the admin dashboard's Stories badge." })
  storyCounts(): Promise<StoryCounts> {
    return this.stories.counts();
  }

  @Allowed(STORY_OPERATIONS.moderateStory)
  @Mutation(() => ModerateStoryPayload, {
    description: 'Publishes or rejects a pending story (CONFLICT otherwise); returns it and the new counts. Audited.',
  })
  moderateStory(
    @Arg('id', () => ID, { description: 'The story id.' }) id: string,
    @Arg('decision', () => ModerationDecision, { description: 'APPROVE (publish) or REJECT.' }) decision: ModerationDecision,
    @Ctx() { viewer }: Caller,
  ): Promise<ModerateStoryPayload> {
    return this.stories.moderate(viewer!, id, decision);
  }

  @Allowed(STORY_OPERATIONS.withdrawStory)
  @Mutation(() => ModerateStoryPayload, {
    description:
      'Takes a published story down (CONFLICT STORY_NOT_PUBLISHED otherwise): it leaves the public list on every instance, its media answers 410 STORY_WITHDRAWN, and `story.withdrawn` is sent to webhook subscribers. Returns it and the new counts. Audited (story.withdraw).',
  })
  withdrawStory(@Arg('id', () => ID, { description: 'The story id.' }) id: string, @Ctx() { viewer }: Caller): Promise<ModerateStoryPayload> {
    return this.stories.withdraw(viewer!, id);
  }

  @Allowed(STORY_OPERATIONS.myStories)
  @Query(() => StoryConnection, {
    description:
      "The signed-in seeker's own stories of every status (pending, published, rejected, withdrawn), newest first; media not public yet comes through signed links that expire after 15 minutes.",
  })
  async myStories(
    @Ctx() { viewer }: Caller,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<StoryConnection> {
    return connection(await this.stories.mine(viewer!, first, after), after);
  }

  @Allowed(STORY_OPERATIONS.deleteMyStory)
  @Mutation(() => ID, {
    description:
      "Deletes one of the signed-in seeker's own stories, whatever its status (NOT_FOUND STORY_NOT_FOUND for another's, as for an unknown id): the story and its stored picture or video are gone; a published one leaves the public list. Answers the deleted story's id. Audited (story.delete).",
  })
  deleteMyStory(@Arg('id', () => ID, { description: 'The story id.' }) id: string, @Ctx() { viewer }: Caller): Promise<string> {
    return this.stories.deleteMine(viewer!, id);
  }
}

import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../validation/pagination';
import { edgeType, type Edge } from '../../../validation/connection';
import { StoryMediaKind, StoryStatus } from '../story.enums';

@ObjectType({ description: "A story's picture or video." })
export class StoryMedia {
  @Field({
    description:
      "Where to load it, relative to the API's address. Published stories: `/stories/file/{id}`, public, cached for at most 5 minutes (a story can be withdrawn). Pending or rejected stories (admins, and the author in myStories): a signed link that expires 15 minutes after it was issued.",
  })
  url!: string;

  @Field({ description: 'The MIME type its bytes have: image/jpeg, image/png, image/webp, image/gif, video/mp4 or video/webm.' })
  type!: string;

  @Field(() => StoryMediaKind, { description: 'Picture or video.' })
  kind!: StoryMediaKind;

  @Field(() => Int, { description: 'Size in bytes.' })
  size!: number;
}

@ObjectType('Story', { description: 'A community story: a seeker shares it, an admin publishes or rejects it, the public reads the published ones.' })
export class StoryView {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: 'Title, at most 120 characters.' })
  title!: string;

  @Field({ description: 'The story, at most 5000 characters.' })
  description!: string;

  @Field(() => String, { nullable: true, description: "Where the author is from, if they said; the community page shows 'Global Community' otherwise." })
  location!: string | null;

  @Field(() => StoryMedia, {
    nullable: true,
    description: 'The picture or video, if one was shared and is still served: null once the story is withdrawn or its media was deleted on schedule (rejected and withdrawn stories, ID_DOCUMENT_RETENTION_DAYS after the decision).',
  })
  media!: StoryMedia | null;

  @Field(() => StoryStatus, { description: 'Where the story is in moderation.' })
  status!: StoryStatus;

  @Field({ description: 'When it was shared.' })
  createdAt!: Date;
}

const StoryEdge = edgeType('Story', StoryView, 'story');

@ObjectType({ description: 'A page of stories, newest first.' })
export class StoryConnection {
  @Field(() => [StoryView], { description: 'The stories on this page.' })
  nodes!: StoryView[];

  @Field(() => [StoryEdge], { description: 'The stories on this page, each with its cursor (Relay edges).' })
  edges!: Edge<StoryView>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

/** One object with a fixed id, so the admin's Stories badge follows every decision through the cache. */
@ObjectType({ description: "Story counts for the admin dashboard's Stories badge." })
export class StoryCounts {
  static readonly ID = 'story-counts';

  @Field(() => ID, { description: `Always "${StoryCounts.ID}": one object in the client cache.` })
  id: string = StoryCounts.ID;

  @Field(() => Int, { description: 'Stories waiting for moderation.' })
  pending!: number;

  @Field(() => Int, { description: 'Published stories.' })
  approved!: number;

  @Field(() => Int, { description: 'Rejected stories.' })
  rejected!: number;

  @Field(() => Int, { description: 'Published stories an admin withdrew.' })
  withdrawn!: number;
}

@ObjectType({ description: 'What moderating (or withdrawing) changes: the story and the counts.' })
export class ModerateStoryPayload {
  @Field(() => StoryView, { description: 'The story with its new status.' })
  story!: StoryView;

  @Field(() => StoryCounts, { description: 'The story counts after the decision.' })
  counts!: StoryCounts;
}

@InputType({ description: "A seeker's story (SPEC §5). The picture or video travels as `media`." })
export class SubmitStoryInput {
  @Field({ description: 'Title, required, at most 120 characters.' })
  title!: string;

  @Field({ description: 'The story, required, at most 5000 characters.' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'Where the author is from (optional), at most 100 characters.' })
  location?: string | null;
}

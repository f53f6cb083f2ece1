import { registerEnumType } from 'type-graphql';

/**
 * Where a story is in moderation (SPEC §4): pending, then approved (published) or rejected; a
 * published story can later be withdrawn by an admin (issue 16).
 */
export enum StoryStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  WITHDRAWN = 'withdrawn',
}

/** An admin's decision on a pending story. */
export enum ModerationDecision {
  APPROVE = 'approved',
  REJECT = 'rejected',
}

/** What a story's media is, so a client knows whether to show a picture or a video player. */
export enum StoryMediaKind {
  IMAGE = 'image',
  VIDEO = 'video',
}

registerEnumType(StoryStatus, {
  name: 'StoryStatus',
  description: 'Where a story is in moderation.',
  valuesConfig: {
    PENDING: { description: 'Waiting for an admin; not public.' },
    APPROVED: { description: 'Published on the community page.' },
    REJECTED: { description: 'Refused by an admin; never public. Its media is deleted ID_DOCUMENT_RETENTION_DAYS after the decision.' },
    WITHDRAWN: {
      description:
        'Was published, then taken down by an admin: no longer public, and its media answers 410 STORY_WITHDRAWN. Its media is deleted ID_DOCUMENT_RETENTION_DAYS after the withdrawal.',
    },
  },
});
registerEnumType(ModerationDecision, {
  name: 'ModerationDecision',
  description: "An admin's decision on a pending story.",
  valuesConfig: {
    APPROVE: { description: 'Publish it on the community page.' },
    REJECT: { description: 'Remove it from review; it is never published.' },
  },
});
registerEnumType(StoryMediaKind, {
  name: 'StoryMediaKind',
  description: 'Whether a story carries a picture or a video.',
  valuesConfig: {
    IMAGE: { description: 'A JPEG, PNG, WebP or GIF picture (stored without its metadata).' },
    VIDEO: { description: 'An MP4 or WebM video.' },
  },
});

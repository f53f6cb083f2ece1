import { Role } from '../../auth/role';
import { apiKeyScope } from '../../operations/api-key-scopes';
import { operation } from '../../operations/operation';
import { JSON_BODY, MULTIPART_FORM, TEXT_FIELDS } from '../../rest/openapi/refusals';
import type { ModuleDeps } from '../api-module';
import { UPLOAD_NAMED } from '../resumable-uploads/resumable-uploads.openapi';
import { StoryErrors } from './stories.errors';
import { STORY_DOCS } from './stories.openapi';
import { STORY_HANDLERS } from './stories.rest';

/** What integrators' keys read of this domain: what is published. */
export const STORIES_READ = apiKeyScope('STORIES_READ', 'Published community stories (approvedStories; on REST GET /stories/approved and GET /stories/file/{id}).');

/**
 * The stories domain's operations, each declared once (operations/operation.ts): who may call it,
 * what it refuses, its GraphQL field and its REST path (SPEC §7). The REST paths are listed in the
 * order the OpenAPI document shows them.
 */
export const STORY_OPERATIONS = {
  submitStory: operation<ModuleDeps>({
    graphql: { mutation: 'submitStory' },
    access: [Role.SEEKER],
    refusals: [
      MULTIPART_FORM,
      TEXT_FIELDS,
      StoryErrors.STORY_MEDIA_TYPE_REFUSED,
      StoryErrors.STORY_MEDIA_NAME_DISAGREES,
      StoryErrors.STORY_MEDIA_UNREADABLE,
      StoryErrors.STORY_MEDIA_EMPTY,
      StoryErrors.STORY_MEDIA_TOO_LARGE,
      StoryErrors.TOO_MANY_STORIES,
      UPLOAD_NAMED,
    ],
    rest: { method: 'post', path: '/stories/submit', openapi: STORY_DOCS.submit, handle: STORY_HANDLERS.submit },
  }),
  approvedStories: operation<ModuleDeps>({
    graphql: { query: 'approvedStories' },
    access: 'public',
    apiKey: STORIES_READ,
    rest: { method: 'get', path: '/stories/approved', openapi: STORY_DOCS.approved, handle: STORY_HANDLERS.approved },
  }),
  pendingStories: operation<ModuleDeps>({
    graphql: { query: 'pendingStories' },
    access: [Role.ADMIN],
    rest: { method: 'get', path: '/stories/pending', openapi: STORY_DOCS.pending, handle: STORY_HANDLERS.pending },
  }),
  storyMedia: operation<ModuleDeps>({
    access: 'public',
    apiKey: STORIES_READ,
    refusals: [
      StoryErrors.STORY_NOT_FOUND,
      StoryErrors.STORY_MEDIA_NONE,
      StoryErrors.STORY_MEDIA_MISSING,
      StoryErrors.STORY_MEDIA_NOT_PUBLIC,
      StoryErrors.STORY_MEDIA_LINK_INVALID,
      StoryErrors.STORY_MEDIA_LINK_EXPIRED,
      StoryErrors.STORY_WITHDRAWN,
      StoryErrors.STORY_MEDIA_DELETED,
    ],
    rest: { method: 'get', path: '/stories/file/:id', openapi: STORY_DOCS.media, handle: STORY_HANDLERS.media },
  }),
  // On REST one path decides and withdraws (`status: withdrawn`); on GraphQL withdrawStory does the latter.
  moderateStory: operation<ModuleDeps>({
    graphql: { mutation: 'moderateStory' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, StoryErrors.MODERATION_DECISION_INVALID, StoryErrors.STORY_NOT_FOUND, StoryErrors.STORY_ALREADY_MODERATED, StoryErrors.STORY_NOT_PUBLISHED],
    rest: { method: 'put', path: '/stories/update/:id', openapi: STORY_DOCS.update, handle: STORY_HANDLERS.update },
  }),
  storyCounts: operation<ModuleDeps>({ graphql: { query: 'storyCounts' }, access: [Role.ADMIN] }),
  withdrawStory: operation<ModuleDeps>({ graphql: { mutation: 'withdrawStory' }, access: [Role.ADMIN], refusals: [StoryErrors.STORY_NOT_FOUND, StoryErrors.STORY_NOT_PUBLISHED] }),
  myStories: operation<ModuleDeps>({ graphql: { query: 'myStories' }, access: [Role.SEEKER] }),
  deleteMyStory: operation<ModuleDeps>({ graphql: { mutation: 'deleteMyStory' }, access: [Role.SEEKER], refusals: [StoryErrors.STORY_NOT_FOUND] }),
};

import { STORY_MAX_LENGTHS, STORY_MEDIA_TYPES } from '@sabil/contracts';
import { StoryStatus } from './story.enums';
import { PUBLISHED_MEDIA_CACHE } from './stories.rest';
import { idInPath, json, jsonBody, messageWith, multipartBody } from '../../rest/openapi/answers';
import type { Header, Response, Schema } from '../../rest/openapi/openapi-types';
import type { RestPath } from '../../operations/operation';
import { withUploadNamed } from '../resumable-uploads/resumable-uploads.openapi';
import { dateTime, headerRef, nullable, record, ref, text, uuid } from '../../rest/openapi/components';

/** The stories module's schemas in the document's components (`#/components/schemas/<name>`). */
export const STORY_SCHEMAS = {
  Story: record('A community story (SPEC §3’s names plus `_id`; `file` is the media’s address).', {
    _id: { ...uuid, description: 'The story id.' },
    title: text(STORY_MAX_LENGTHS.title, 'Title.'),
    description: text(STORY_MAX_LENGTHS.description, 'The story.'),
    location: nullable({ type: 'string', maxLength: STORY_MAX_LENGTHS.location, description: 'Where the author is from, if they said.' }),
    file: nullable({
      type: 'string',
      description:
        'The picture or video, relative to the API: `/stories/file/{id}` once published; a signed link valid 15 minutes for pending or rejected stories; null when there is none, once withdrawn, or once deleted on schedule.',
    }),
    fileType: nullable({ type: 'string', enum: [...STORY_MEDIA_TYPES], description: 'The media type its bytes have; null when `file` is.' }),
    fileSize: nullable({ type: 'integer', minimum: 1, description: 'Size in bytes.' }),
    status: { type: 'string', enum: Object.values(StoryStatus), description: 'pending, approved (published), rejected, or withdrawn (published, then taken down by an admin).' },
    createdAt: { ...dateTime, description: 'When it was shared.' },
  }),
} satisfies Record<string, Schema>;

/** What each request body may hold. Not closed: the API ignores what it does not read, except where it says. */
const REQUEST_SCHEMAS = {
  storyForm: {
    type: 'object',
    required: ['title', 'description'],
    properties: {
      title: text(STORY_MAX_LENGTHS.title, 'Title.'),
      description: text(STORY_MAX_LENGTHS.description, 'The story.'),
      location: { type: 'string', maxLength: STORY_MAX_LENGTHS.location, description: 'Where the author is from (optional).' },
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: 'Optional picture (JPEG, PNG, WebP, GIF; re-encoded without its metadata) or video (MP4, WebM), at most 50 MB, judged by its bytes; a name whose extension says another type is refused.',
      },
    },
  } satisfies Schema,
  storyDecision: {
    type: 'object',
    required: ['status'],
    properties: {
      status: {
        type: 'string',
        enum: ['approved', 'rejected', 'withdrawn'],
        description: 'approved (publish) or rejected, for a pending story; withdrawn, to take a published story down.',
      },
    },
  } satisfies Schema,
};

const MEDIA_HEADERS: Record<string, Header> = {
  'Cache-Control': {
    description: `Published media: \`${PUBLISHED_MEDIA_CACHE}\` (a story can be withdrawn: caches ask again after 5 minutes, a 304 while it is still published, 410 once it is not); through a signed link: \`private, no-store\`.`,
    required: true,
    schema: { enum: [PUBLISHED_MEDIA_CACHE, 'private, no-store'] },
  },
  ETag: { description: 'A strong validator: send it as `If-None-Match` (304) or `If-Range`.', required: true, schema: { type: 'string', pattern: '^"' } },
  'Accept-Ranges': { description: 'Always `bytes`.', required: true, schema: { const: 'bytes' } },
};

const media = (description: string, extra: Record<string, Header> = {}): Response => ({
  description,
  headers: { 'X-Request-Id': headerRef('X-Request-Id'), ...MEDIA_HEADERS, ...extra },
  content: Object.fromEntries(STORY_MEDIA_TYPES.map((type) => [type, {}])),
});

/**
 * What the OpenAPI document says of SPEC §7's story paths beyond their declarations
 * (stories.operations.ts gives their tag, security and refusals): seekers share, admins moderate,
 * anyone reads what is published.
 */
export const STORY_DOCS = {
  submit: {
    operationId: 'submitStory',
    summary: 'Share a story (seekers)',
    description:
      'A multipart form: `title`, `description`, optional `location` and `file`. Pending until an admin publishes it. At most STORY_RATE_LIMIT_PER_SEEKER stories per window (default 10 an hour).',
    requestBody: withUploadNamed(
      multipartBody('The story and its optional picture or video (`file`); or, as JSON, the story and `uploadId`, the id of the seeker’s finished resumable upload of kind `story-media` (POST /uploads).', REQUEST_SCHEMAS.storyForm, 'file', STORY_MEDIA_TYPES),
      'file',
      'uploadId',
    ),
    responses: {
      '201': json('Shared, pending review.', messageWith('story', ref('Story'), { const: 'Story submitted for review', description: 'English confirmation.' })),
    },
  },
  approved: {
    operationId: 'listApprovedStories',
    summary: 'Published stories (anyone)',
    description: 'Every published story, newest first, streamed inside `{stories: [...]}`. Send it without a token.',
    responses: {
      '200': json('The published stories.', {
        type: 'object',
        required: ['stories'],
        properties: { stories: { type: 'array', items: ref('Story') } },
        additionalProperties: false,
      }),
    },
  },
  pending: {
    operationId: 'listPendingStories',
    summary: 'Stories waiting for moderation (admins)',
    description: 'Every pending story, newest first, streamed as one JSON array; `file` is a signed link valid 15 minutes.',
    responses: {
      '200': json('The pending stories.', { type: 'array', items: ref('Story') }),
    },
  },
  media: {
    operationId: 'getStoryMedia',
    summary: 'A story’s picture or video',
    description:
      'Published media to anyone; a pending or rejected story’s only through the signed link the admin API (or its author’s `myStories`) hands out (`expires` and `signature`). A withdrawn story’s media answers 410 `STORY_WITHDRAWN`; media deleted on schedule (rejected and withdrawn stories, ID_DOCUMENT_RETENTION_DAYS after the decision) 410 `STORY_MEDIA_DELETED`. Refusals are never cached (`no-store`). Byte ranges (`Range`) are served for seeking; several ranges at once get the whole file.',
    parameters: [
      idInPath('id', 'The story id.'),
      { name: 'expires', in: 'query', description: 'Signed links only: when the link expires (unix seconds).', schema: { type: 'string' } },
      { name: 'signature', in: 'query', description: 'Signed links only: the link’s signature.', schema: { type: 'string' } },
      { name: 'Range', in: 'header', description: 'One byte range, e.g. `bytes=0-1023`.', schema: { type: 'string' } },
      { name: 'If-None-Match', in: 'header', description: 'The ETag you hold: 304 when it still matches.', schema: { type: 'string' } },
      { name: 'If-Range', in: 'header', description: 'With `Range`: the ETag you hold; another one gets the whole file.', schema: { type: 'string' } },
    ],
    responses: {
      '200': media('The whole file, with the type its bytes have.'),
      '206': media('The requested range.', { 'Content-Range': { description: '`bytes <start>-<end>/<size>`.', required: true, schema: { type: 'string', pattern: '^bytes \\d+-\\d+/\\d+$' } } }),
      '304': { description: 'Not modified: your copy (If-None-Match) is current.', headers: { 'X-Request-Id': headerRef('X-Request-Id'), ...MEDIA_HEADERS } },
      '416': json('The range lies outside the file.', ref('RangeNotSatisfiable')),
    },
  },
  update: {
    operationId: 'moderateStory',
    summary: 'Publish or reject a pending story, or withdraw a published one (admins)',
    description:
      'Only a pending story can be published or rejected, and only a published one withdrawn (409 otherwise). The decision and its audit event are written together. A withdrawn story leaves the public list on every instance, its media answers 410, and `story.withdrawn` goes to webhook subscribers.',
    parameters: [idInPath('id', 'The story id.')],
    requestBody: jsonBody('The decision.', REQUEST_SCHEMAS.storyDecision),
    responses: {
      '200': json(
        'Decided.',
        messageWith('story', ref('Story'), {
          type: 'string',
          enum: ['Story approved and published', 'Story rejected and removed from review', 'Story withdrawn from the community page'],
          description: 'English confirmation.',
        }),
      ),
    },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;

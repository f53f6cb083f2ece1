import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { sendJsonArray } from '../../rest/json-stream';
import { sendMedia } from '../../rest/send-media';
import { jsonBody } from '../../rest/rest-route';
import type { StoryView } from './dto/story.types';
import { StoryErrors } from './stories.errors';
import { ModerationDecision, StoryStatus } from './story.enums';
import { STORY_MEDIA_UPLOAD } from './story-media.upload';
import type { StoriesService } from './stories.service';
import type { UploadIntake } from '../../uploads/upload-intake';

type Handler = (req: Request, caller: Caller, res: Response, services: { stories: StoriesService; uploads: UploadIntake }) => Promise<void>;

/** The story as REST clients read it: SPEC §3's names plus `_id` (`file` is the media's link). */
export function storyRecord(story: StoryView) {
  return {
    _id: story.id,
    title: story.title,
    description: story.description,
    location: story.location,
    file: story.media?.url ?? null,
    fileType: story.media?.type ?? null,
    fileSize: story.media?.size ?? null,
    status: story.status,
    createdAt: story.createdAt,
  };
}

async function* records(stories: AsyncIterable<StoryView>) {
  for await (const story of stories) yield storyRecord(story);
}

/**
 * Five minutes, then asked again (the ETag makes that a 304): a story's bytes never change under
 * its link, but an admin can withdraw it or its author delete it, and from then on caches, shared
 * ones included, must stop serving it within minutes — not keep it for a year.
 */
export const PUBLISHED_MEDIA_CACHE = 'public, max-age=300, must-revalidate';

/** SPEC §7's story paths' handlers; stories.operations.ts declares who may call each and where. */
export const STORY_HANDLERS = {
  async submit(req, { viewer, ip }, res, { stories, uploads }) {
    // A multipart form carries the media (or names a finished upload in `uploadId`); a JSON body names one.
    const story = req.is('multipart/form-data')
      ? await uploads.fromMultipart(req, STORY_MEDIA_UPLOAD, ({ uploadId, ...fields }, file) => stories.submit(viewer!, fields, file, ip, uploadId))
      : await uploads.fromJsonNamingUpload(jsonBody(req), 'uploadId', (body, uploadId) => stories.submit(viewer!, body, undefined, ip, uploadId));
    res.status(201).json({ message: 'Story submitted for review', story: storyRecord(story) });
  },

  /** Every published story, streamed: `{stories: [...]}` (SPEC §7), to anyone. */
  async approved(_req, _caller, res, { stories }) {
    await sendJsonArray(res, records(stories.streamAll(StoryStatus.APPROVED)), 'stories');
  },

  async pending(_req, _caller, res, { stories }) {
    await sendJsonArray(res, records(stories.streamAll(StoryStatus.PENDING)));
  },

  async media(req, _caller, res, { stories }) {
    // A refusal (410 for withdrawn media above all) is never kept: a cache asking again must hear it again.
    res.setHeader('Cache-Control', 'no-store');
    const media = await stories.media(String(req.params.id), { expires: req.query.expires, signature: req.query.signature });
    await sendMedia(req, res, { ...media, cacheControl: media.published ? PUBLISHED_MEDIA_CACHE : 'private, no-store' });
  },

  async update(req, { viewer }, res, { stories }) {
    const status = jsonBody(req).status;
    const id = String(req.params.id);
    if (status === StoryStatus.WITHDRAWN) {
      const { story } = await stories.withdraw(viewer!, id);
      res.json({ message: 'Story withdrawn from the community page', story: storyRecord(story) });
      return;
    }
    if (status !== ModerationDecision.APPROVE && status !== ModerationDecision.REJECT) {
      throw new AppError(StoryErrors.MODERATION_DECISION_INVALID, { field: 'status' });
    }
    const { story } = await stories.moderate(viewer!, id, status);
    res.json({
      message: status === ModerationDecision.APPROVE ? 'Story approved and published' : 'Story rejected and removed from review',
      story: storyRecord(story),
    });
  },
} satisfies Record<string, Handler>;

import type { Readable } from 'node:stream';
import { STORY_LABELS, storySchema } from '@sabil/contracts';
import type { DataSource } from 'typeorm';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import type { SharedListsChanges } from '../../graphql/shared-lists-changes';
import type { ByteRange, FileStorage } from '../../storage/file-storage';
import type { IncomingUpload, UploadIntake } from '../../uploads/upload-intake';
import type { Body } from '../../validation/body';
import { assertId } from '../../validation/ids';
import { decodeCursor, encodeCursor, everyRow, pageOf, pageSize, type Page } from '../../validation/pagination';
import { parseInput } from '../../validation/parse-input';
import type { AuditService } from '../audit/audit.service';
import { decidePending } from '../audit/decide-pending';
import { storyPublished } from '../webhooks/webhook-event-data';
import { NO_WEBHOOK_EVENTS, type WebhookEvents } from '../webhooks/webhook-outbox';
import { WebhookEventType } from '../webhooks/webhook.enums';
import { StoryCounts, type StoryView } from './dto/story.types';
import { StoryErrors } from './stories.errors';
import { Story } from './story.entity';
import { StoryMediaKind, StoryStatus, type ModerationDecision } from './story.enums';
import type { StoryMediaLinks } from './story-media-links';
import { STORY_MEDIA_UPLOAD } from './story-media.upload';

/** A story's stored media, ready to be sent (or a part of it). */
export interface StoryMediaFile {
  type: string;
  size: number;
  /** Strong validator: the storage key is random and its bytes never change. */
  etag: string;
  /** Published media may be cached by anyone; unpublished media by no one. */
  published: boolean;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * Community stories (SPEC §2–§5): seekers share, admins moderate, the public reads what was
 * published. Each decision is audited in its own transaction, and announced to the shared lists
 * (the public list is cached like the donors' list and forgotten on every instance the same way).
 */
export class StoriesService {
  constructor(
    private readonly dataSource: DataSource,
    /** Takes media in (and disposes of what arrives, refused or not). */
    private readonly uploads: UploadIntake,
    /** Where stored media is read back from. */
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly lists: SharedListsChanges,
    private readonly links: StoryMediaLinks,
    /** Stories one seeker may share per window: 50 MB files are not to be sent in a loop. */
    private readonly perSeeker: RateLimiter,
  ) {}

  /** Where publications are reported to webhook subscribers (set by the composition root). */
  webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS;

  /**
   * A seeker's story: fields checked first, then the media (if any) streamed to storage, then the
   * row, pending. A refusal at any step leaves neither a file nor a row.
   */
  async submit(viewer: Viewer, body: Body, file: IncomingUpload | undefined): Promise<StoryView> {
    const fields = parseInput(storySchema, body, STORY_LABELS);
    await this.perSeeker.consume(`seeker:${viewer.id}`, StoryErrors.TOO_MANY_STORIES);
    const stored = file ? await this.uploads.store(file, STORY_MEDIA_UPLOAD) : undefined;
    try {
      const repository = this.dataSource.getRepository(Story);
      const story = await repository.save(
        repository.create({
          ...fields,
          seekerId: viewer.id,
          mediaKey: stored?.key ?? null,
          mediaType: stored?.type ?? null,
          mediaSize: stored?.size ?? null,
        }),
      );
      return this.view(story);
    } catch (error) {
      if (stored) await this.uploads.discard(stored.key);
      throw error;
    }
  }

  /** Published stories, newest first: what anyone may read. */
  approved(first: number | null | undefined, after: string | null | undefined, batch?: number): Promise<Page<StoryView>> {
    return this.list(StoryStatus.APPROVED, first, after, batch);
  }

  /** The moderation queue, newest first, with signed links to the media (admins). */
  pending(first: number | null | undefined, after: string | null | undefined, batch?: number): Promise<Page<StoryView>> {
    return this.list(StoryStatus.PENDING, first, after, batch);
  }

  /** Every story of one status, `batch` rows at a time: REST lists of any length. */
  streamAll(status: StoryStatus.APPROVED | StoryStatus.PENDING, batch = 500): AsyncGenerator<StoryView> {
    return everyRow((after) => this.list(status, null, after, batch));
  }

  /** One statement: the Stories badge (and the other two counts). */
  async counts(): Promise<StoryCounts> {
    const [row] = await this.dataSource.query(`
      SELECT
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'approved')::int AS approved,
        count(*) FILTER (WHERE status = 'rejected')::int AS rejected
      FROM story`);
    return Object.assign(new StoryCounts(), row);
  }

  /** pending → approved or pending → rejected, once, with an audit event in the same transaction. */
  async moderate(viewer: Viewer, id: string, decision: ModerationDecision): Promise<{ story: StoryView; counts: StoryCounts }> {
    const story = await decidePending({ dataSource: this.dataSource, audit: this.audit, lists: this.lists }, viewer, {
      entity: Story,
      id,
      action: 'story.moderate',
      subjectType: 'story',
      notFound: StoryErrors.STORY_NOT_FOUND,
      alreadyDecided: StoryErrors.STORY_ALREADY_MODERATED,
      decide(current) {
        current.status = decision as unknown as StoryStatus;
        current.moderatedAt = new Date();
        current.moderatedBy = viewer.id;
      },
      alsoWrite: async (manager, decided) => {
        if (decided.status === StoryStatus.APPROVED) await this.webhookEvents.emit(manager, WebhookEventType.STORY_PUBLISHED, storyPublished(decided));
      },
      afterCommit: () => this.webhookEvents.committed(),
    });
    return { story: this.view(story), counts: await this.counts() };
  }

  /**
   * A story's media for `GET /stories/file/{id}`: published media to anyone, unpublished media
   * only with a valid signed link (an admin's, from `pendingStories`).
   */
  async media(id: string, link: { expires?: unknown; signature?: unknown }): Promise<StoryMediaFile> {
    assertId(id, StoryErrors.STORY_NOT_FOUND);
    const story = await this.dataSource.getRepository(Story).findOne({ where: { id } });
    if (!story) throw new AppError(StoryErrors.STORY_NOT_FOUND);
    const published = story.status === StoryStatus.APPROVED;
    if (!published) {
      if (link.expires === undefined && link.signature === undefined) throw new AppError(StoryErrors.STORY_MEDIA_NOT_PUBLIC);
      const check = this.links.check(id, link.expires, link.signature);
      if (check === 'invalid') throw new AppError(StoryErrors.STORY_MEDIA_LINK_INVALID);
      if (check === 'expired') throw new AppError(StoryErrors.STORY_MEDIA_LINK_EXPIRED);
    }
    if (!story.mediaKey || !story.mediaType || story.mediaSize === null) throw new AppError(StoryErrors.STORY_MEDIA_NONE);
    const key = story.mediaKey;
    return {
      type: story.mediaType,
      size: story.mediaSize,
      etag: `"${key}"`,
      published,
      open: async (range) => {
        try {
          return await this.storage.get(key, range);
        } catch {
          throw new AppError(StoryErrors.STORY_MEDIA_MISSING);
        }
      },
    };
  }

  private async list(status: StoryStatus, first: number | null | undefined, after: string | null | undefined, batch?: number): Promise<Page<StoryView>> {
    const size = batch ?? pageSize(first);
    const cursor = decodeCursor(after);
    const query = this.dataSource.getRepository(Story).createQueryBuilder('s').where('s.status = :status', { status });
    if (cursor) query.andWhere('(s.created_at, s.id) < (:at, :id)', cursor);
    const rows = await query.orderBy('s.created_at', 'DESC').addOrderBy('s.id', 'DESC').limit(size + 1).getMany();
    return pageOf(rows.map((row) => this.view(row)), size, (story) => encodeCursor(story.createdAt, story.id));
  }

  /** What readers get: never the seeker, the storage key or who moderated. */
  private view(story: Story): StoryView {
    const { mediaKey, mediaType, mediaSize } = story;
    return {
      id: story.id,
      title: story.title,
      description: story.description,
      location: story.location,
      status: story.status,
      createdAt: story.createdAt,
      media:
        mediaKey && mediaType && mediaSize !== null
          ? {
              url: story.status === StoryStatus.APPROVED ? `/stories/file/${story.id}` : this.links.signedPath(story.id),
              type: mediaType,
              kind: mediaType.startsWith('video/') ? StoryMediaKind.VIDEO : StoryMediaKind.IMAGE,
              size: mediaSize,
            }
          : null,
    };
  }
}

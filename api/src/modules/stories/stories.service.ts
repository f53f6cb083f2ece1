import type { Readable } from 'node:stream';
import { STORY_LABELS, storySchema } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Viewer } from '../../auth/tokens';
import { AppError, type ErrorDefinition } from '../../errors/app-error';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import type { ByteRange, FileStorage } from '../../storage/file-storage';
import type { IncomingUpload, StoredUpload, UploadIntake } from '../../uploads/upload-intake';
import { ResumableUploadErrors } from '../resumable-uploads';
import type { FinishedUpload, ResumableUploads } from '../resumable-uploads';
import type { Body } from '../../validation/body';
import { assertId } from '../../validation/ids';
import { decodeCursor, encodeCursor, everyRow, pageOf, pageSize, type Page } from '../../validation/pagination';
import { parseInput } from '../../validation/parse-input';
import type { AuditService } from '../audit';
import { NO_MAIL, type MailEvents } from '../mail';
import { recordForRemoval } from '../../uploads/upload-ledger';
import { NO_WEBHOOK_EVENTS, storyPublished, storyWithdrawn, type WebhookEvents, WebhookEventType } from '../webhooks';
import { StoryCounts, type StoryView } from './dto/story.types';
import { StoryErrors } from './stories.errors';
import { Story } from './story.entity';
import { StoryMediaKind, StoryStatus, type ModerationDecision } from './story.enums';
import type { StoryMediaLinks } from './story-media-links';
import { STORY_MEDIA_UPLOAD } from './story-media.upload';
import { rateLimitAddress } from '../../auth/client-address';

/** How moderate and withdraw differ: the status decided from, the audit action, what else is written. */
interface StoryDecision {
  from: StoryStatus;
  action: 'story.moderate' | 'story.withdraw';
  /** Refused with `{status}`: the story is not in `from`. */
  alreadyDecided: ErrorDefinition;
  /** Sets the new status and who decided when, on the locked row. */
  decide(current: Story): void;
  /** Writes in the decision's transaction (the webhook outbox). */
  alsoWrite(manager: EntityManager, decided: Story): Promise<void>;
}

/** A story's stored media, ready to be sent (or a part of it). */
export interface StoryMediaFile {
  type: string;
  size: number;
  /** Strong validator: the storage key is random and its bytes never change. */
  etag: string;
  /** Published media may be cached by anyone (briefly: it can be withdrawn); unpublished media by no one. */
  published: boolean;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * Community stories (SPEC §2–§5): seekers share (and may delete their own), admins moderate (and
 * may withdraw what they published), the public reads what was published. Each change is audited
 * in its own transaction, and announced to the shared lists (the public list is cached like the
 * donors' list and forgotten on every instance the same way).
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
    /** Stories from one client address per window (an IPv6 /64 is one): new seeker accounts do not reset it. */
    private readonly perIp: RateLimiter,
    /** Where changes are reported to webhook subscribers. */
    private readonly webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS,
    /** The author's "story published" email: queued in the decision's transaction. */
    private readonly mail: MailEvents = NO_MAIL,
    /** Media sent beforehand with tus, which a submission names by id (issue 20). */
    private readonly resumable?: ResumableUploads,
  ) {}


  /**
   * A seeker's story: fields checked first, then the media (if any) streamed to storage, then the
   * row, pending. A refusal at any step leaves neither a file nor a row.
   */
  async submit(viewer: Viewer, body: Body, file: IncomingUpload | undefined, ip: string, uploadId?: string | null): Promise<StoryView> {
    const fields = parseInput(storySchema, body, STORY_LABELS);
    if (file && uploadId) throw new AppError(ResumableUploadErrors.UPLOAD_AND_FILE, { field: STORY_MEDIA_UPLOAD.field });
    let claimed: FinishedUpload | undefined;
    if (uploadId) {
      if (!this.resumable) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FOUND, { field: 'uploadId' });
      claimed = await this.resumable.claim(viewer, uploadId, 'story-media');
    }
    await this.perIp.consume(`ip:${rateLimitAddress(ip)}`, StoryErrors.TOO_MANY_STORIES);
    await this.perSeeker.consume(`seeker:${viewer.id}`, StoryErrors.TOO_MANY_STORIES);
    const stored: StoredUpload | undefined = claimed ?? (file ? await this.uploads.store(file, STORY_MEDIA_UPLOAD) : undefined);
    try {
      const story = await this.dataSource.transaction(async (manager) => {
        if (claimed) await this.resumable!.consume(manager, claimed);
        return manager.save(
          manager.create(Story, {
            ...fields,
            seekerId: viewer.id,
            mediaKey: stored?.key ?? null,
            mediaType: stored?.type ?? null,
            mediaSize: stored?.size ?? null,
          }),
        );
      });
      return this.view(story);
    } catch (error) {
      // A named upload stays the seeker's (its row was not consumed); a streamed one goes.
      if (stored && !claimed) await this.uploads.discard(stored.key);
      throw error;
    }
  }

  /** Published stories, newest first: what anyone may read. */
  approved(first: number | null | undefined, after: string | null | undefined, batch?: number): Promise<Page<StoryView>> {
    return this.list({ status: StoryStatus.APPROVED }, first, after, batch);
  }

  /** The moderation queue, newest first, with signed links to the media (admins). */
  pending(first: number | null | undefined, after: string | null | undefined, batch?: number): Promise<Page<StoryView>> {
    return this.list({ status: StoryStatus.PENDING }, first, after, batch);
  }

  /** The signed-in seeker's own stories of every status, newest first (media not yet public through signed links). */
  mine(viewer: Viewer, first: number | null | undefined, after: string | null | undefined): Promise<Page<StoryView>> {
    return this.list({ seekerId: viewer.id }, first, after);
  }

  /** Every story of one status, `batch` rows at a time: REST lists of any length. */
  streamAll(status: StoryStatus.APPROVED | StoryStatus.PENDING, batch = 500): AsyncGenerator<StoryView> {
    return everyRow((after) => this.list({ status }, null, after, batch));
  }

  /** One statement: the Stories badge (and the other three counts). */
  async counts(): Promise<StoryCounts> {
    const [row] = await this.dataSource.query(`
      SELECT
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'approved')::int AS approved,
        count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
        count(*) FILTER (WHERE status = 'withdrawn')::int AS withdrawn
      FROM story`);
    return Object.assign(new StoryCounts(), row);
  }

  /** pending → approved or pending → rejected, once, with an audit event in the same transaction. */
  async moderate(viewer: Viewer, id: string, decision: ModerationDecision): Promise<{ story: StoryView; counts: StoryCounts }> {
    const story = await this.decide(viewer, id, {
      from: StoryStatus.PENDING,
      action: 'story.moderate',
      alreadyDecided: StoryErrors.STORY_ALREADY_MODERATED,
      decide(current) {
        current.status = decision as unknown as StoryStatus;
        current.moderatedAt = new Date();
        current.moderatedBy = viewer.id;
      },
      alsoWrite: async (manager, decided) => {
        if (decided.status !== StoryStatus.APPROVED) return;
        await this.webhookEvents.emit(manager, WebhookEventType.STORY_PUBLISHED, storyPublished(decided));
        // A story is published at most once (withdrawn is for good): its id names the message.
        await this.mail.enqueue(manager, { to: { accountId: decided.seekerId }, template: 'story_published', data: { title: decided.title }, dedupeKey: `story_published:${decided.id}` });
      },
    });
    return { story: this.view(story), counts: await this.counts() };
  }

  /**
   * approved → withdrawn, once (409 STORY_NOT_PUBLISHED otherwise): the story leaves the public
   * list on every instance, its media answers 410 from then on, and `story.withdrawn` goes to the
   * webhook subscribers — with the audit event, in one transaction.
   */
  async withdraw(viewer: Viewer, id: string): Promise<{ story: StoryView; counts: StoryCounts }> {
    const story = await this.decide(viewer, id, {
      from: StoryStatus.APPROVED,
      action: 'story.withdraw',
      alreadyDecided: StoryErrors.STORY_NOT_PUBLISHED,
      decide(current) {
        current.status = StoryStatus.WITHDRAWN;
        current.withdrawnAt = new Date();
        current.withdrawnBy = viewer.id;
      },
      alsoWrite: (manager, withdrawn) => this.webhookEvents.emit(manager, WebhookEventType.STORY_WITHDRAWN, storyWithdrawn(withdrawn)),
    });
    return { story: this.view(story), counts: await this.counts() };
  }

  /**
   * An admin's decision on a story, exactly once: the row is locked, a status other than `from` is
   * refused (409 with `{status}`), and the change, its audit event, the shared lists' announcement
   * and the webhook events commit together; this instance's list cache forgets after.
   */
  private async decide(viewer: Viewer, id: string, decision: StoryDecision): Promise<Story> {
    assertId(id, StoryErrors.STORY_NOT_FOUND);
    const decided = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(Story, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new AppError(StoryErrors.STORY_NOT_FOUND);
      const from = current.status;
      if (from !== decision.from) throw new AppError(decision.alreadyDecided, { values: { status: from } });
      decision.decide(current);
      await manager.save(Story, current);
      await this.audit.recordDecision(manager, viewer, { action: decision.action, subjectType: 'story', subjectId: id, from, to: current.status });
      await this.lists.announce(manager);
      await decision.alsoWrite(manager, current);
      return current;
    });
    this.lists.committed();
    this.webhookEvents.committed();
    this.mail.committed();
    return decided;
  }

  /**
   * A seeker deletes one of their own stories, whatever its status: the row goes, with an audit
   * event that keeps no word of the story, and then its stored media. The media's key is written
   * to the upload ledger in the same transaction, so a crash before the file is deleted leaves it
   * to the retention job's orphan sweep. A published story also leaves the public list on every
   * instance and is reported to webhook subscribers as `story.withdrawn`.
   */
  async deleteMine(viewer: Viewer, id: string): Promise<string> {
    assertId(id, StoryErrors.STORY_NOT_FOUND);
    const deleted = await this.dataSource.transaction(async (manager) => {
      const story = await manager.findOne(Story, { where: { id }, lock: { mode: 'pessimistic_write' } });
      // Another seeker's story is answered as an unknown one: whether an id exists is not told (issue 28).
      if (!story || story.seekerId !== viewer.id) throw new AppError(StoryErrors.STORY_NOT_FOUND);
      await manager.delete(Story, { id });
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'story.delete',
        subjectType: 'story',
        subjectId: id,
        fromState: story.status,
        toState: 'deleted',
        before: { status: story.status, mediaType: story.mediaType, mediaSize: story.mediaSize, mediaDeletedAt: story.mediaDeletedAt },
        after: null,
      });
      // Dated at the upload, so what a crash leaves is past the orphan sweep's grace at once.
      if (story.mediaKey && !story.mediaDeletedAt) await recordForRemoval(manager, [story.mediaKey], story.createdAt);
      if (story.status === StoryStatus.APPROVED) {
        await this.lists.announce(manager);
        await this.webhookEvents.emit(manager, WebhookEventType.STORY_WITHDRAWN, storyWithdrawn(story));
      }
      return story;
    });
    if (deleted.status === StoryStatus.APPROVED) {
      this.lists.committed();
      this.webhookEvents.committed();
    }
    if (deleted.mediaKey && !deleted.mediaDeletedAt) {
      // A file that cannot be deleted now stays in the ledger, and the orphan sweep deletes it.
      await this.uploads.discard(deleted.mediaKey).catch(() => undefined);
    }
    return id;
  }

  /**
   * A story's media for `GET /stories/file/{id}`: published media to anyone, unpublished media
   * only with a valid signed link (an admin's, from `pendingStories`, or its author's, from
   * `myStories`). A withdrawn story's media is gone for everyone (410), and so is media the
   * retention job deleted.
   */
  async media(id: string, link: { expires?: unknown; signature?: unknown }): Promise<StoryMediaFile> {
    assertId(id, StoryErrors.STORY_NOT_FOUND);
    const story = await this.dataSource.getRepository(Story).findOne({ where: { id } });
    if (!story) throw new AppError(StoryErrors.STORY_NOT_FOUND);
    if (story.status === StoryStatus.WITHDRAWN) throw new AppError(StoryErrors.STORY_WITHDRAWN);
    const published = story.status === StoryStatus.APPROVED;
    if (!published) {
      if (link.expires === undefined && link.signature === undefined) throw new AppError(StoryErrors.STORY_MEDIA_NOT_PUBLIC);
      const check = this.links.check(id, link.expires, link.signature);
      if (check === 'invalid') throw new AppError(StoryErrors.STORY_MEDIA_LINK_INVALID);
      if (check === 'expired') throw new AppError(StoryErrors.STORY_MEDIA_LINK_EXPIRED);
    }
    if (!story.mediaKey || !story.mediaType || story.mediaSize === null) throw new AppError(StoryErrors.STORY_MEDIA_NONE);
    if (story.mediaDeletedAt) {
      const decidedAt = story.withdrawnAt ?? story.moderatedAt ?? story.mediaDeletedAt;
      const days = Math.floor((story.mediaDeletedAt.getTime() - decidedAt.getTime()) / 86_400_000);
      throw new AppError(StoryErrors.STORY_MEDIA_DELETED, { values: { deletedOn: story.mediaDeletedAt.toISOString().slice(0, 10), days } });
    }
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

  private async list(
    where: { status: StoryStatus } | { seekerId: string },
    first: number | null | undefined,
    after: string | null | undefined,
    batch?: number,
  ): Promise<Page<StoryView>> {
    const size = batch ?? pageSize(first);
    const cursor = decodeCursor(after);
    const query = this.dataSource.getRepository(Story).createQueryBuilder('s');
    if ('status' in where) query.where('s.status = :status', where);
    else query.where('s.seeker_id = :seekerId', where);
    if (cursor) query.andWhere('(s.created_at, s.id) < (:at, :id)', cursor);
    const rows = await query.orderBy('s.created_at', 'DESC').addOrderBy('s.id', 'DESC').limit(size + 1).getMany();
    return pageOf(rows.map((row) => this.view(row)), size, (story) => encodeCursor(story.createdAt, story.id));
  }

  /**
   * What readers get: never the seeker, the storage key or who moderated. Media no longer served
   * (a withdrawn story's, or deleted on schedule) is not offered.
   */
  private view(story: Story): StoryView {
    const { mediaKey, mediaType, mediaSize } = story;
    const served = story.status !== StoryStatus.WITHDRAWN && !story.mediaDeletedAt;
    return {
      id: story.id,
      title: story.title,
      description: story.description,
      location: story.location,
      status: story.status,
      createdAt: story.createdAt,
      media:
        served && mediaKey && mediaType && mediaSize !== null
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

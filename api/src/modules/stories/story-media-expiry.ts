import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { Logger } from '../../logging/logger';
import type { FileStorage } from '../../storage/file-storage';
import { forgetKeys, recordForRemoval } from '../../uploads/upload-ledger';
import type { AuditService } from '../audit/audit.service';

const BATCH = 100;
const DAY_MS = 86_400_000;

export interface StoryMediaExpiryParts {
  dataSource: DataSource;
  storage: FileStorage;
  audit: AuditService;
  logger: Logger;
}

interface DueMedia {
  id: string;
  media_key: string;
  media_type: string;
  media_size: number;
  status: string;
  decided_at: Date;
}

/**
 * Deletes the media of stories that will never be public again — rejected ones, and published ones
 * an admin withdrew — `retentionDays` after that decision (the ID documents' schedule, issue 16),
 * a batch at a time, exactly as the applications' expireIdDocuments does: each batch is marked (media_deleted_at, an
 * audit event per story, the keys in the upload ledger) in one transaction, and the files are
 * deleted after it commits, so a crash in between leaves only what the orphan sweep removes. The
 * row keeps the decision (status, when and by whom); its media then answers 410. The story's
 * table is this module's, so the retention job (which owns the schedule) calls this.
 */
export async function expireStoryMedia(parts: StoryMediaExpiryParts, now: Date, retentionDays: number): Promise<number> {
  const decidedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const due = await parts.dataSource.transaction(async (manager) => {
      // The same expression as the partial index story_media_due (migration 1765300000000).
      const marked = await updateReturning<DueMedia>(
        manager,
        `UPDATE story SET media_deleted_at = $1
         WHERE id IN (
           SELECT id FROM story
           WHERE media_deleted_at IS NULL AND media_key IS NOT NULL AND status IN ('rejected', 'withdrawn')
             AND coalesce(withdrawn_at, moderated_at) <= $2
           ORDER BY coalesce(withdrawn_at, moderated_at), id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, media_key, media_type, media_size, status, coalesce(withdrawn_at, moderated_at) AS decided_at`,
        [now, decidedBefore],
      );
      for (const row of marked) {
        await parts.audit.record(manager, {
          actorId: null,
          actorRole: 'system',
          action: 'story_media.delete',
          subjectType: 'story',
          subjectId: row.id,
          fromState: 'stored',
          toState: 'deleted',
          before: { status: row.status, decidedAt: row.decided_at, mediaType: row.media_type, mediaSize: row.media_size },
          after: { mediaDeletedAt: now, retentionDays },
          ip: null,
        });
      }
      // Dated at the decision, so a crash's leftovers are past the orphan sweep's grace at once.
      await recordForRemoval(manager, marked.map((row) => row.media_key), decidedBefore);
      return marked;
    });
    const gone: string[] = [];
    for (const row of due) {
      try {
        await parts.storage.delete(row.media_key); // a file already gone is no error
        gone.push(row.media_key);
      } catch (error) {
        parts.logger.warn("could not delete a story's expired media; the orphan sweep will retry", { storyId: row.id, error });
      }
    }
    await forgetKeys(parts.dataSource, gone);
    deleted += due.length;
    if (due.length < BATCH) return deleted;
  }
}

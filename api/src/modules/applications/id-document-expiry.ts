import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { Logger } from '../../logging/logger';
import type { FileStorage } from '../../storage/file-storage';
import { forgetKeys, recordForRemoval } from '../../uploads/upload-ledger';
import type { AuditService } from '../audit/audit.service';

const BATCH = 100;
const DAY_MS = 86_400_000;

interface DueDocument {
  id: string;
  id_file_key: string;
  id_file_type: string;
  id_file_size: number;
  status: string;
  reviewed_at: Date;
  reviewed_by: string | null;
}

export interface IdDocumentExpiryParts {
  dataSource: DataSource;
  storage: FileStorage;
  audit: AuditService;
  logger: Logger;
}

/**
 * Deletes the ID documents of applications decided `retentionDays` or more before `now`, a batch
 * at a time. Each batch is marked (id_document_deleted_at, and an audit event per document) in one
 * transaction first, with the files written to the upload ledger, and the files are deleted after
 * it commits: a crash in between leaves ledger entries no row needs, which the orphan sweep removes; the reverse order could leave rows pointing at
 * nothing with no record of why. The decision itself (status, reviewed_at, reviewed_by) stays.
 * Pending applications are never touched, however old. The application's table is this module's,
 * so the retention job (which owns the schedule) calls this.
 */
export async function expireIdDocuments(parts: IdDocumentExpiryParts, now: Date, retentionDays: number): Promise<number> {
  const decidedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const due = await parts.dataSource.transaction(async (manager) => {
      const marked = await updateReturning<DueDocument>(
        manager,
        `UPDATE application SET id_document_deleted_at = $1
         WHERE id IN (
           SELECT id FROM application
           WHERE id_document_deleted_at IS NULL AND status <> 'pending' AND reviewed_at <= $2
           ORDER BY reviewed_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, id_file_key, id_file_type, id_file_size, status, reviewed_at, reviewed_by`,
        [now, decidedBefore],
      );
      for (const row of marked) {
        await parts.audit.record(manager, {
          actorId: null,
          actorRole: 'system',
          action: 'id_document.delete',
          subjectType: 'application',
          subjectId: row.id,
          fromState: 'stored',
          toState: 'deleted',
          before: { status: row.status, reviewedAt: row.reviewed_at, reviewedBy: row.reviewed_by, idFileType: row.id_file_type, idFileSize: row.id_file_size },
          after: { idDocumentDeletedAt: now, retentionDays },
          ip: null,
        });
      }
      // Dated at the decision, so a crash's leftovers are past the orphan sweep's grace at once.
      await recordForRemoval(manager, marked.map((row) => row.id_file_key), decidedBefore);
      return marked;
    });
    const gone: string[] = [];
    for (const row of due) {
      try {
        await parts.storage.delete(row.id_file_key); // a file already gone is no error
        gone.push(row.id_file_key);
      } catch (error) {
        parts.logger.warn('could not delete an expired ID document; the orphan sweep will retry', { applicationId: row.id, error });
      }
    }
    await forgetKeys(parts.dataSource, gone);
    deleted += due.length;
    if (due.length < BATCH) return deleted;
  }
}

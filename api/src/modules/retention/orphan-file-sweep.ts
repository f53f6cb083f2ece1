import type { DataSource } from 'typeorm';
import type { Logger } from '../../logging/logger';
import type { FileStorage } from '../../storage/file-storage';
import type { AuditService } from '../audit/audit.service';
import { keysNoRowNeeds } from './stored-file-references';

const BATCH = 500;

export interface OrphanSweepParts {
  dataSource: DataSource;
  storage: FileStorage;
  audit: AuditService;
  logger: Logger;
}

/**
 * Removes stored files that no row needs once they are older than the grace period, and what
 * uploads cut short left behind. An upload is stored before its row commits (DESIGN §8), so a
 * process that dies in between leaves an identity document nobody can see or delete through the
 * product. A file younger than `graceMinutes` may be such an upload still in flight: it is left
 * alone. Storage is listed first and the rows read after, so a row committed meanwhile is seen.
 */
export async function sweepOrphanFiles(parts: OrphanSweepParts, now: Date, graceMinutes: number): Promise<{ orphans: number; leftovers: number }> {
  const writtenBefore = new Date(now.getTime() - graceMinutes * 60_000);
  let orphans = 0;
  let batch: string[] = [];
  const removeUnneeded = async () => {
    for (const key of await keysNoRowNeeds(parts.dataSource, batch)) {
      await parts.storage.delete(key);
      // Most such files are identity documents: their removal is on the record like a scheduled one.
      await parts.audit.record(parts.audit.manager, {
        actorId: null,
        actorRole: 'system',
        action: 'stored_file.orphan_delete',
        subjectType: 'stored_file',
        subjectId: null,
        after: { key },
        ip: null,
      });
      parts.logger.info('removed a stored file no row refers to', { key });
      orphans += 1;
    }
    batch = [];
  };
  for await (const object of parts.storage.list()) {
    if (object.modifiedAt >= writtenBefore) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await removeUnneeded();
  }
  await removeUnneeded();
  const leftovers = await parts.storage.removeLeftovers(writtenBefore);
  return { orphans, leftovers };
}

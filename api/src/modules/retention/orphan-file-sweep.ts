import type { DataSource } from 'typeorm';
import type { Logger } from '../../logging/logger';
import type { FileStorage } from '../../storage/file-storage';
import { forgetKeys, ledgerKeysBefore } from '../../uploads/upload-ledger';
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
 * Removes the files of uploads that never got their row, and what uploads cut short left behind.
 * An upload is written to the ledger (uploads/upload-ledger.ts), then stored, then its row commits
 * (DESIGN §8): a process that dies in between leaves an identity document nobody can see or delete
 * through the product. Once a ledger entry is older than `graceMinutes` (an upload still in flight
 * is younger), its file is deleted if no row needs it, and the entry is forgotten either way —
 * unless its upload is still being written (a slow one): then the entry stays for a later round.
 * Only keys this API wrote are ever considered: never a listing of the storage, which may be shared.
 */
export async function sweepOrphanFiles(parts: OrphanSweepParts, now: Date, graceMinutes: number): Promise<{ orphans: number; leftovers: number }> {
  const writtenBefore = new Date(now.getTime() - graceMinutes * 60_000);
  let orphans = 0;
  let leftovers = 0;
  const stillWritten: string[] = [];
  for (;;) {
    const keys = await ledgerKeysBefore(parts.dataSource, writtenBefore, BATCH, stillWritten);
    const unneeded = await keysNoRowNeeds(parts.dataSource, keys);
    // Incomplete uploads of these keys first: one still receiving bytes is no orphan yet.
    const { removed, inFlight } = await parts.storage.removeLeftovers(unneeded, writtenBefore);
    leftovers += removed;
    stillWritten.push(...inFlight);
    for (const key of unneeded) {
      if (inFlight.includes(key)) continue;
      // An upload cut short before its bytes were complete left no file (or only a partial one).
      if (!(await parts.storage.exists(key))) continue;
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
    await forgetKeys(parts.dataSource, keys.filter((key) => !inFlight.includes(key)));
    if (keys.length < BATCH) break;
  }
  return { orphans, leftovers };
}

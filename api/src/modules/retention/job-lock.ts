import type { Database } from '../../db/data-source';
import { withAdvisoryLock } from '../../db/advisory-lock';

/**
 * Runs `work` on one instance at a time across every API instance on the same PostgreSQL server:
 * a session-level advisory lock taken without waiting on a connection of its own. An instance that
 * finds it taken skips this round (the holder is doing the work); one that dies loses its
 * connection, and the lock with it; a connection whose unlock failed is closed, never pooled
 * (db/advisory-lock.ts). PGlite is one process with one connection, so nothing to share.
 * Answers undefined when another instance holds the lock.
 */
export async function onOneInstance<T>(db: Database, lockId: number, work: () => Promise<T>): Promise<T | undefined> {
  if (db.embedded) return work();
  return withAdvisoryLock(db.dataSource, lockId, 'skip', work);
}

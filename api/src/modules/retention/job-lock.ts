import type { Database } from '../../db/data-source';

/**
 * Runs `work` on one instance at a time across every API instance on the same PostgreSQL server:
 * a session-level advisory lock taken without waiting on a connection of its own. An instance that
 * finds it taken skips this round (the holder is doing the work); one that dies loses its
 * connection, and the lock with it. PGlite is one process with one connection, so nothing to share.
 * Answers undefined when another instance holds the lock.
 */
export async function onOneInstance<T>(db: Database, lockId: number, work: () => Promise<T>): Promise<T | undefined> {
  if (db.embedded) return work();
  const lock = db.dataSource.createQueryRunner();
  try {
    const [{ locked }] = (await lock.query('SELECT pg_try_advisory_lock($1) AS locked', [lockId])) as { locked: boolean }[];
    if (!locked) return undefined;
    try {
      return await work();
    } finally {
      // Released with the connection anyway if this fails.
      await lock.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    }
  } finally {
    await lock.release();
  }
}

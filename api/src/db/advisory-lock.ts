import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Taken at once or not at all (a job another instance is doing), or waited for (migrations). */
export type LockWait = 'skip' | 'wait';

/** How often a waiting instance asks again for a lock another one holds. */
const RETRY_MS = 250;

/**
 * Runs `work` while holding the session-level advisory lock `lockId`, on a pool connection of its
 * own; answers undefined without running it when `wait` is 'skip' and another session holds it.
 *
 * PostgreSQL releases a session lock only when asked on that session, or when the session ends. A
 * connection whose unlock failed — or whose lock request failed with the answer unknown — still
 * holds (or may hold) the lock, so it never goes back to the pool, where a later borrower would hold
 * it without knowing and every other instance would find it taken for as long as the connection
 * lives: it is destroyed instead, and its session's end releases the lock.
 */
export async function withAdvisoryLock<T>(dataSource: DataSource, lockId: number, wait: LockWait, work: () => Promise<T>): Promise<T | undefined> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const client: PoolClient = await pool.connect();
  let locked = false;
  let destroy = false;
  try {
    for (;;) {
      // Asked again rather than waited for in one statement: a wait as long as another instance's
      // work (an index on a large table) would pass the 30 s statement timeout.
      const rows = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockId]).then(
        (result) => result.rows,
        (error: unknown) => {
          destroy = true; // the lock may have been granted with the answer lost
          throw error;
        },
      );
      if (rows[0]!.locked) break;
      if (wait === 'skip') return undefined;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    locked = true;
    return await work();
  } finally {
    if (locked) {
      const unlocked = await client.query<{ unlocked: boolean }>('SELECT pg_advisory_unlock($1) AS unlocked', [lockId]).then(
        (result) => result.rows[0]!.unlocked,
        () => false,
      );
      if (!unlocked) destroy = true;
    }
    // true makes the pool close the connection instead of keeping it.
    client.release(destroy);
  }
}

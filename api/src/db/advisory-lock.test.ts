import { Client } from 'pg';
import { onOneInstance } from '../modules/retention/job-lock';
import { RETENTION_LOCK } from '../modules/retention/retention.job';
import { createEmptyDatabase } from '../test/test-database';
import { MIGRATION_LOCK, openDatabase, type Database } from './data-source';

/**
 * A session-level advisory lock lives as long as its connection (issue 16): when the unlock fails,
 * the connection must be closed rather than go back to the pool, where it would hold the migrations'
 * or the retention job's lock for as long as it lives and keep every other instance out. On a
 * PostgreSQL server only: the embedded PGlite is one process and takes no lock.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

let database: { url: string; drop(): Promise<void> };
const opened: Database[] = [];

beforeAll(async () => {
  if (serverUrl) database = await createEmptyDatabase(serverUrl);
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  for (const db of opened) await db.close();
  await database?.drop();
});

async function open(): Promise<Database> {
  const db = await openDatabase({ url: database.url });
  opened.push(db);
  return db;
}

/** Every pg_advisory_unlock fails as on a connection cut mid-answer, while the session lives on (and keeps its locks). */
function failUnlocks(): void {
  const query = Client.prototype.query;
  jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text?.includes('pg_advisory_unlock')) return Promise.reject(new Error('Connection terminated unexpectedly'));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query);
}

/** The sessions holding advisory lock `id` on the test database (`settle`: once they have had up to 2 s to end). */
async function holders(id: number, settle = true): Promise<number[]> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    for (let tries = 0; ; tries += 1) {
      const { rows } = await client.query(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1::text::oid
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [id],
      );
      if (!rows.length || !settle || tries === 20) return rows.map((row: { pid: number }) => row.pid);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

onPostgres('a failed pg_advisory_unlock', () => {
  it('after the migrations: the connection is closed, and no session keeps the lock', async () => {
    failUnlocks();
    await open();
    jest.restoreAllMocks();
    expect(await holders(MIGRATION_LOCK)).toEqual([]);
    // The next instance to start migrates (finds nothing to do) instead of waiting for good.
    await expect(open()).resolves.toBeDefined();
  });

  it("after the retention job's round: the connection is closed, and the next round, on any instance, does the work", async () => {
    const db = await open();
    const other = await open();
    let holder: number[] = [];
    failUnlocks();
    const result = await onOneInstance(db, RETENTION_LOCK, async () => {
      holder = await holders(RETENTION_LOCK, false);
      return 'swept';
    });
    jest.restoreAllMocks();
    expect(result).toBe('swept');
    expect(holder).toHaveLength(1);
    expect(await holders(RETENTION_LOCK)).toEqual([]);
    const [{ alive }] = await db.dataSource.query('SELECT count(*)::int AS alive FROM pg_stat_activity WHERE pid = $1', [holder[0]]);
    expect(alive).toBe(0);
    expect(await onOneInstance(other, RETENTION_LOCK, async () => 'swept by the other')).toBe('swept by the other');
    expect(await onOneInstance(db, RETENTION_LOCK, async () => 'swept again')).toBe('swept again');
  });

  it('a round that fails still releases the lock, and its connection goes back to the pool', async () => {
    const db = await open();
    await expect(onOneInstance(db, RETENTION_LOCK, async () => Promise.reject(new Error('storage unreachable')))).rejects.toThrow('storage unreachable');
    expect(await holders(RETENTION_LOCK)).toEqual([]);
    expect(await onOneInstance(db, RETENTION_LOCK, async () => 'next round')).toBe('next round');
  });
});

if (!serverUrl) {
  it('takes no advisory lock on the embedded PGlite (one process)', async () => {
    const db = await openDatabase({});
    try {
      expect(await onOneInstance(db, RETENTION_LOCK, async () => 'swept')).toBe('swept');
    } finally {
      await db.close();
    }
  });
}

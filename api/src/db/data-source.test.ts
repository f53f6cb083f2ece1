import { openDatabase, MIGRATIONS } from './data-source';
import { createEmptyDatabase } from '../test/test-database';

/**
 * Several API instances may start at once on a new PostgreSQL database (docker-compose starts two):
 * their migrations must not race. On the embedded PGlite there is one process by nature.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

if (!serverUrl) {
  it('migrates the embedded PGlite', async () => {
    const db = await openDatabase({});
    try {
      const rows = await db.dataSource.query('SELECT count(*)::int AS n FROM migrations');
      expect(rows[0].n).toBe(MIGRATIONS.length);
    } finally {
      await db.close();
    }
  });
} else {
  it('lets several instances start at once on an empty database, each migration run once', async () => {
    const empty = await createEmptyDatabase(serverUrl);
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: empty.url })));
    try {
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const db = (opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value;
      const rows = await db.dataSource.query('SELECT name FROM migrations ORDER BY id');
      expect(rows.map((row: { name: string }) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    } finally {
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
      await empty.drop();
    }
  });
}

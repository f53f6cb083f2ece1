import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/data-source';
import { ENTITIES } from '../modules/index';

/**
 * A fresh database for one test file: a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL, or an in-memory PGlite when it is not set. Migrations run as at start.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ entities: ENTITIES });

  const empty = await createEmptyDatabase(serverUrl);
  const db = await openDatabase({ entities: ENTITIES, url: empty.url });
  return {
    ...db,
    async close() {
      await db.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the server at `serverUrl` (no migrations run), and how to drop it. */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sabil_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS, openDatabase, type Database } from '../db/data-source';
import { ENTITIES } from '../modules/index';

/**
 * A fresh database for one test file: a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL, or an in-memory PGlite when it is not set. Migrations run as at start.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ entities: ENTITIES, from: await migratedSnapshot() });

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

/**
 * PGlite's own start (its initdb) is most of what a test file waits for on the embedded database:
 * the first file to need one migrates a database and keeps its files in the temporary directory,
 * keyed by PGlite's and pg-boss's versions and the migrations' code; every later file, in any worker, starts from
 * a copy (its migrations then find nothing to do). Written under a temporary name and renamed, so a
 * reader never sees half of one.
 */
async function migratedSnapshot(): Promise<Blob> {
  // The package exports no package.json; its entry is dist/index.*, beside it.
  const pgliteManifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const pgliteVersion = (JSON.parse(fs.readFileSync(pgliteManifest, 'utf8')) as { version: string }).version;
  // pg-boss's schema is installed with the migrations (db/job-schema.ts): its version is part of the key too.
  const pgBossVersion = (JSON.parse(fs.readFileSync(path.join(path.dirname(require.resolve('pg-boss')), '..', 'package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256')
    .update([pgliteVersion, pgBossVersion, ...MIGRATIONS.map((migration) => migration.toString())].join('\n'))
    .digest('hex')
    .slice(0, 16);
  const directory = process.env.SABIL_TEST_SHARED_TMPDIR ?? os.tmpdir();
  const file = path.join(directory, `sabil-test-pglite-${key}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  // Snapshots of older migrations are of no more use (one being written has another ending).
  for (const old of fs.readdirSync(directory).filter((name) => name.startsWith('sabil-test-pglite-') && name.endsWith('.tar.gz'))) fs.rmSync(path.join(directory, old), { force: true });
  const fresh = await openDatabase({ entities: [] });
  try {
    const snapshot = await fresh.snapshot!();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    fs.renameSync(partial, file);
    return snapshot;
  } finally {
    await fresh.close();
  }
}

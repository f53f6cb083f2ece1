import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { MIGRATIONS } from '../db/data-source';
import { JOB_SCHEMA } from '../db/job-schema';
import { lockDataDir } from '../db/pglite';
import { BackupRefusal } from './backup-errors';

const run = promisify(execFile);

/** The level the migrations had reached: how many ran, and the last one's name. */
export interface MigrationLevel {
  count: number;
  last: string | null;
}

/** The migrations this code knows, by name, in order (what `migrations.name` holds). */
export const KNOWN_MIGRATIONS: string[] = MIGRATIONS.map((migration) => migration.name);

/** Reads TypeORM's record of the migrations run; none when the table does not exist yet. */
export async function migrationLevel(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<MigrationLevel> {
  const exists = await query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`);
  if (!exists.rows[0]?.present) return { count: 0, last: null };
  const { rows } = await query('SELECT name FROM migrations ORDER BY timestamp');
  return { count: rows.length, last: (rows.at(-1)?.name as string | undefined) ?? null };
}

/** Relations (tables, views, sequences…) in the database's own schemas: 0 for an empty database. */
const USER_RELATIONS = `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
  WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_toast%' AND s.nspname NOT LIKE 'pg\\_temp%'`;

// ---------------------------------------------------------------- PostgreSQL: pg_dump / pg_restore

/** PG_BIN_DIR names the folder of pg_dump and pg_restore when they are not the ones on PATH. */
function binary(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, name) : name;
}

/** The major version of a PostgreSQL tool on this machine, e.g. 15 for "pg_dump (PostgreSQL) 15.20". */
export async function toolVersion(name: 'pg_dump' | 'pg_restore'): Promise<{ text: string; major: number }> {
  let text: string;
  try {
    text = (await run(binary(name), ['--version'])).stdout.trim();
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new BackupRefusal(
      missing
        ? `${name} is not installed on this machine (or not on PATH): install the PostgreSQL client of the server's version (Debian: apt-get install postgresql-client-<version>), or set PG_BIN_DIR to the folder holding it`
        : `${name} --version failed: ${(error as Error).message}`,
    );
  }
  const match = /(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) throw new BackupRefusal(`could not read ${name}'s version from "${text}"`);
  return { text, major: Number(match[1]) };
}

/**
 * libpq's connection for a child process: the URL without its password (which would show in the
 * process list), the password in PGPASSWORD.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function spawnChecked(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupRefusal(`${what} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`))));
  });
}

export interface PostgresDump {
  file: string;
  server: string;
  tool: string;
  toolMajor: number;
  migrations: MigrationLevel;
}

/**
 * pg_dump's custom format (compressed, restored by pg_restore), without owners or grants: the
 * restore runs as the target's owner role, and the API grants its serving role again at start.
 * pg_dump must be at least the server's major version (it refuses older servers' newer catalogs).
 */
export async function dumpPostgres(url: string, file: string): Promise<PostgresDump> {
  const tool = await toolVersion('pg_dump');
  const { server, serverMajor, migrations } = await withClient(url, async (client) => {
    const [{ server_version_num: num, version }] = (await client.query(`SELECT current_setting('server_version_num') AS server_version_num, version() AS version`)).rows;
    return { server: String(version), serverMajor: Math.floor(Number(num) / 10000), migrations: await migrationLevel((sql) => client.query(sql)) };
  });
  if (tool.major < serverMajor) {
    throw new BackupRefusal(
      `${tool.text} cannot dump this PostgreSQL ${serverMajor} server: install pg_dump ${serverMajor} or newer (Debian: apt-get install postgresql-client-${serverMajor}), or set PG_BIN_DIR to its folder`,
    );
  }
  const { dbname, env } = connection(url);
  // The job queue's schema stays out: its jobs only wake workers whose own rows (the mail outbox, the
  // webhook deliveries, the refunds…) are in the dump, and the API makes the schema again at start.
  await spawnChecked(binary('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--exclude-schema=${JOB_SCHEMA}`, '--file', file, '--dbname', dbname], env, 'pg_dump');
  return { file, server, tool: tool.text, toolMajor: tool.major, migrations };
}

/** Relations in the database's schemas; 0 means empty. */
export async function postgresRelations(url: string): Promise<number> {
  return withClient(url, async (client) => Number((await client.query(USER_RELATIONS)).rows[0].n));
}

/** --force on PostgreSQL: everything in `public` goes (the schema is made again, empty), and the job queue's schema. */
export async function emptyPostgres(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  });
}

/** pg_restore into the (empty) database, in one transaction: all of it or nothing. */
export async function restorePostgres(url: string, file: string, dumpedWithMajor: number): Promise<void> {
  const tool = await toolVersion('pg_restore');
  if (tool.major < dumpedWithMajor) {
    throw new BackupRefusal(`this archive was written by pg_dump ${dumpedWithMajor}, which ${tool.text} cannot read: install pg_restore ${dumpedWithMajor} or newer, or set PG_BIN_DIR to its folder`);
  }
  const { dbname, env } = connection(url);
  await spawnChecked(binary('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', dbname, file], env, 'pg_restore');
}

export async function postgresLevel(url: string): Promise<MigrationLevel> {
  return withClient(url, (client) => migrationLevel((sql) => client.query(sql)));
}

// ---------------------------------------------------------------- The embedded PGlite: its own dump

/** The version of @electric-sql/pglite this code runs (its data directories are its own format). */
export function pgliteVersion(): string {
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export interface PgliteDump {
  tarball: Buffer;
  server: string;
  tool: string;
  migrations: MigrationLevel;
}

/**
 * PGlite's own dump (dumpDataDir: its data directory as a gzipped tarball, loaded back with
 * loadDataDir), taken under DATA_DIR's lock: PGlite is one process, so the API must be stopped.
 */
export async function dumpPglite(dataDir: string): Promise<PgliteDump> {
  const directory = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new BackupRefusal(`there is no embedded database in ${dataDir} (no ${path.join('pglite', 'PG_VERSION')}): check DATA_DIR, or set DATABASE_URL for a PostgreSQL server`);
  }
  const release = lockForTool(dataDir);
  try {
    const db = new PGlite(directory);
    try {
      await db.waitReady;
      const migrations = await migrationLevel((sql) => db.query(sql));
      const [{ version }] = (await db.query<{ version: string }>('SELECT version() AS version')).rows;
      const tarball = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      return { tarball, server: version!, tool: `@electric-sql/pglite ${pgliteVersion()} dumpDataDir`, migrations };
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** Whether DATA_DIR holds an embedded database already. */
export function pgliteExists(dataDir: string): boolean {
  const directory = path.join(dataDir, 'pglite');
  return fs.existsSync(directory) && fs.readdirSync(directory).length > 0;
}

/** Loads the dump into DATA_DIR/pglite (which must not exist or be empty), under the lock; its migration level. */
export async function restorePglite(dataDir: string, tarball: Buffer, force: boolean, dumpedBy: string): Promise<MigrationLevel> {
  const release = lockForTool(dataDir);
  const directory = path.join(dataDir, 'pglite');
  try {
    if (force) fs.rmSync(directory, { recursive: true, force: true });
    let db: PGlite | undefined;
    try {
      db = new PGlite(directory, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
      await db.waitReady;
      return await migrationLevel((sql) => db!.query(sql));
    } catch (error) {
      await db?.close().catch(() => undefined);
      db = undefined;
      // Nothing half-made is left: the DATA_DIR stays as empty as it was.
      fs.rmSync(directory, { recursive: true, force: true });
      throw new BackupRefusal(
        `@electric-sql/pglite ${pgliteVersion()} could not open the database in this archive (written by ${dumpedBy}): ${(error as Error).message}. Restore it with the Sabil version that made it`,
      );
    } finally {
      await db?.close();
    }
  } finally {
    release();
  }
}

function lockForTool(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    throw new BackupRefusal(`${(error as Error).message} (the embedded database is one process: stop the API, then run this again)`);
  }
}

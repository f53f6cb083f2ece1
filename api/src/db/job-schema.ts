import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export type PgBossModule = typeof import('pg-boss');
export type PgBoss = InstanceType<PgBossModule['PgBoss']>;
export type PgBossDb = import('pg-boss').Db;

/** The schema pg-boss keeps its queues, jobs and schedules in. */
export const JOB_SCHEMA = 'pgboss';

let loaded: Promise<PgBossModule> | undefined;

/**
 * pg-boss is ESM-only and this API is CommonJS: loaded with a real dynamic import, as `file-type`
 * is (storage/sniff.ts), once.
 */
export function loadPgBoss(): Promise<PgBossModule> {
  loaded ??= import('pg-boss').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/**
 * pg-boss on the API's own pool (its `db` option): no second pool to size or to close, and on the
 * embedded PGlite — one connection, served through pglite-socket — the only way in. Multi-statement
 * texts (pg-boss's migrations) come back as pg answers them, an array, as with pg-boss's own pool.
 */
export function poolDb(dataSource: DataSource): PgBossDb {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) as Promise<{ rows: unknown[] }> as Promise<{ rows: never[] }> };
}

/**
 * Brings pg-boss's schema to the installed version, with its own migrations (run at every start,
 * like ours, after them and as the same role — the tables' owner): nothing else is started.
 * Serving instances then start pg-boss with `migrate: false`, so a role that owns nothing never
 * runs DDL (db/serving-role.ts), and an upgrade of pg-boss needs no migration of ours.
 */
export async function installJobSchema(dataSource: DataSource, embedded: boolean): Promise<void> {
  const { PgBoss } = await loadPgBoss();
  const boss = new PgBoss({
    db: poolDb(dataSource),
    schema: JOB_SCHEMA,
    backend: embedded ? 'pglite' : 'postgres',
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

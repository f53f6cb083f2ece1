import { DataSource } from 'typeorm';
import { Account } from '../modules/accounts/account.entity';
import { Application } from '../modules/applications/application.entity';
import { AuditEvent } from '../modules/audit/audit-event.entity';
import { Checkout } from '../modules/donations/checkout.entity';
import { CreateAccounts1763800000000 } from './migrations/1763800000000-create-accounts';
import { CreateApplications1763900000000 } from './migrations/1763900000000-create-applications';
import { CreateDonations1764000000000 } from './migrations/1764000000000-create-donations';
import { startEmbeddedPostgres } from './pglite';

export const ENTITIES = [Account, Application, AuditEvent, Checkout];
export const MIGRATIONS = [CreateAccounts1763800000000, CreateApplications1763900000000, CreateDonations1764000000000];

export interface Database {
  dataSource: DataSource;
  /** True on the embedded PGlite: one connection, so transactions must use their own manager. */
  embedded: boolean;
  /** The PostgreSQL server's URL; undefined on the embedded PGlite. */
  url?: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  dataDir?: string;
}

/** Opens the database and brings its schema up to date with the migrations (never synchronize). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.url ? undefined : await startEmbeddedPostgres(options.dataDir);
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url ?? embedded!.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    installExtensions: false,
    logging: false,
    poolSize: embedded ? 1 : 10,
    connectTimeoutMS: 10_000,
    extra: { query_timeout: 30_000, statement_timeout: embedded ? undefined : 30_000 },
  });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.close();
    throw error;
  }
  return {
    dataSource,
    embedded: Boolean(embedded),
    url: options.url,
    async ping() {
      try {
        await dataSource.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}

import { DataSource } from 'typeorm';
import { CreateAccounts1763800000000 } from './migrations/1763800000000-create-accounts';
import { CreateApplications1763900000000 } from './migrations/1763900000000-create-applications';
import { CreateDonations1764000000000 } from './migrations/1764000000000-create-donations';
import { CloseFundedRequests1764100000000 } from './migrations/1764100000000-close-funded-requests';
import { CreateRateLimit1764200000000 } from './migrations/1764200000000-create-rate-limit';
import { IndexApplicationsByDate1764300000000 } from './migrations/1764300000000-index-applications-by-date';
import { CreateStories1764400000000 } from './migrations/1764400000000-create-stories';
import { CreateApiKeys1764600000000 } from './migrations/1764600000000-create-api-keys';
import { AuditTrail1764500000000 } from './migrations/1764500000000-audit-trail';
import { UploadLedger1764900000000 } from './migrations/1764900000000-upload-ledger';
import { IdDocumentRetention1764800000000 } from './migrations/1764800000000-id-document-retention';
import { CreateWebhooks1764700000000 } from './migrations/1764700000000-create-webhooks';
import { MoneyAlwaysRight1765000000000 } from './migrations/1765000000000-money-always-right';
import { ApplicationCityCountry1765100000000 } from './migrations/1765100000000-application-city-country';
import { WebhookOutboxUpkeep1765350000000 } from './migrations/1765350000000-webhook-outbox-upkeep';
import { StoryWithdrawal1765300000000 } from './migrations/1765300000000-story-withdrawal';
import { AdminBootstrap1765900000000 } from './migrations/1765900000000-admin-bootstrap';
import { RejectionReason1766000000000 } from './migrations/1766000000000-rejection-reason';
import { TokenVersions1766100000000 } from './migrations/1766100000000-token-versions';
import { PasswordReset1766600000000 } from './migrations/1766600000000-password-reset';
import { SecondFactors1766700000000 } from './migrations/1766700000000-second-factors';
import { PasswordResetRequest1766940000000 } from './migrations/1766940000000-password-reset-request';
import { ResetLinkVersion1766930000000 } from './migrations/1766930000000-reset-link-version';
import { ResumableUploads1766800000000 } from './migrations/1766800000000-resumable-uploads';
import { ContactMessages1767230000000 } from './migrations/1767230000000-contact-messages';
import { GiftCancelCurrency1767240000000 } from './migrations/1767240000000-gift-cancel-currency';
import { ContactCursorMilliseconds1767250000000 } from './migrations/1767250000000-contact-cursor-milliseconds';
import { JourneyStages1767300000000 } from './migrations/1767300000000-journey-stages';
import { JourneyUpdates1767310000000 } from './migrations/1767310000000-journey-updates';
import { Payouts1767400000000 } from './migrations/1767400000000-payouts';
import { PayoutCommitments1767410000000 } from './migrations/1767410000000-payout-commitments';
import { JourneyProofAndThanks1767450000000 } from './migrations/1767450000000-journey-proof-and-thanks';
import { JourneyCancellations1767500000000 } from './migrations/1767500000000-journey-cancellations';
import { JourneyThanksAgain1767520000000 } from './migrations/1767520000000-journey-thanks-again';
import { GiftDetails1767600000000 } from './migrations/1767600000000-gift-details';
import { Zakat1767650000000 } from './migrations/1767650000000-zakat';
import { DisputeWithheld1766912800000 } from './migrations/1766912800000-dispute-withheld';
import { RefundRequestKey1766912900000 } from './migrations/1766912900000-refund-request-key';
import { RefundStatusAudit1766913000000 } from './migrations/1766913000000-refund-status-audit';
import { MailOutbox1766500000000 } from './migrations/1766500000000-mail-outbox';
import { startEmbeddedPostgres } from './pglite';
import { withAdvisoryLock } from './advisory-lock';
import { installJobSchema } from './job-schema';
import { keepStatementsUnnamed } from './prepared-reads';
import { assertServingRoleOwnsNothing, currentRole, grantServingRole, ServingRoleError } from './serving-role';

export const MIGRATIONS = [
  CreateAccounts1763800000000,
  CreateApplications1763900000000,
  CreateDonations1764000000000,
  CloseFundedRequests1764100000000,
  CreateRateLimit1764200000000,
  IndexApplicationsByDate1764300000000,
  CreateStories1764400000000,
  AuditTrail1764500000000,
  CreateApiKeys1764600000000,
  CreateWebhooks1764700000000,
  IdDocumentRetention1764800000000,
  UploadLedger1764900000000,
  MoneyAlwaysRight1765000000000,
  ApplicationCityCountry1765100000000,
  StoryWithdrawal1765300000000,
  WebhookOutboxUpkeep1765350000000,
  AdminBootstrap1765900000000,
  RejectionReason1766000000000,
  TokenVersions1766100000000,
  MailOutbox1766500000000,
  PasswordReset1766600000000,
  SecondFactors1766700000000,
  ResumableUploads1766800000000,
  DisputeWithheld1766912800000,
  RefundRequestKey1766912900000,
  RefundStatusAudit1766913000000,
  ResetLinkVersion1766930000000,
  PasswordResetRequest1766940000000,
  ContactMessages1767230000000,
  GiftCancelCurrency1767240000000,
  ContactCursorMilliseconds1767250000000,
  JourneyStages1767300000000,
  JourneyUpdates1767310000000,
  Payouts1767400000000,
  PayoutCommitments1767410000000,
  JourneyProofAndThanks1767450000000,
  JourneyCancellations1767500000000,
  JourneyThanksAgain1767520000000,
  GiftDetails1767600000000,
  Zakat1767650000000,
];

export interface Database {
  dataSource: DataSource;
  /** True on the embedded PGlite: one connection, so transactions must use their own manager. */
  embedded: boolean;
  /** The PostgreSQL server's URL; undefined on the embedded PGlite. */
  url?: string;
  ping(): Promise<boolean>;
  /** On the embedded PGlite: its files, to start another in-memory database from (tests). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /**
   * MIGRATION_DATABASE_URL: the migrations run as this role (the tables' owner), which then grants
   * `url`'s role what serving needs (serving-role.ts); the API serves on `url`. Absent: `url` does both.
   */
  migrationUrl?: string;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  dataDir?: string;
  /** In memory: start from a snapshot of another embedded database (tests skip PGlite's initdb this way). */
  from?: Blob;
  /** The modules' entities (modules/index.ts ENTITIES); a database opened only to migrate needs none. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: Function[];
}

/** Any fixed number: the advisory lock all instances take to migrate one at a time. */
export const MIGRATION_LOCK = 746_281_305;

/**
 * Runs the migrations not yet run and brings the job queue's schema up to date (db/job-schema.ts),
 * then `afterwards` (the grants), still under the lock. Several
 * instances may start at once on one PostgreSQL server (two in docker-compose), and two migrating
 * together would both create the same tables: each waits for a session-level advisory lock, held on
 * a connection of its own, and the later ones find nothing left to do. An instance that dies while
 * migrating loses its connection, and the lock. PGlite has one process and one connection, so
 * there is nothing to wait for.
 */
async function migrate(dataSource: DataSource, embedded: boolean, afterwards: () => Promise<void> = async () => undefined): Promise<void> {
  if (embedded) {
    await dataSource.runMigrations({ transaction: 'each' });
    await installJobSchema(dataSource, true);
    return;
  }
  await withAdvisoryLock(dataSource, MIGRATION_LOCK, 'wait', async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    await installJobSchema(dataSource, false);
    await afterwards();
  });
}

/**
 * Migrates as the owner (MIGRATION_DATABASE_URL) on a connection pool of its own, closed after;
 * checks that the serving role owns nothing, and grants it what serving needs.
 */
async function migrateAsOwner(migrationUrl: string, serving: DataSource): Promise<void> {
  const role = await currentRole(serving);
  const owner = new DataSource({
    type: 'postgres',
    url: migrationUrl,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    installExtensions: false,
    logging: false,
    poolSize: 2,
    connectTimeoutMS: 10_000,
    extra: { query_timeout: 30_000, statement_timeout: 30_000 },
  });
  await owner.initialize();
  try {
    if ((await currentRole(owner)) === role) {
      throw new ServingRoleError(`MIGRATION_DATABASE_URL and DATABASE_URL connect as the same role "${role}": the API must serve as a role that owns nothing`);
    }
    // Checked before anything is granted to it, once the migrations have made the tables.
    await migrate(owner, false, async () => {
      await assertServingRoleOwnsNothing(serving);
      await grantServingRole(owner, role);
    });
  } finally {
    await owner.destroy();
  }
}

/** Opens the database and brings its schema up to date with the migrations (never synchronize). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.url ? undefined : await startEmbeddedPostgres(options.dataDir, options.from);
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url ?? embedded!.url,
    entities: options.entities ?? [],
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    installExtensions: false,
    logging: false,
    poolSize: embedded ? 1 : 10,
    connectTimeoutMS: 10_000,
    extra: { query_timeout: 30_000, statement_timeout: embedded ? undefined : 30_000 },
  });
  if (embedded) keepStatementsUnnamed(dataSource);
  try {
    await dataSource.initialize();
    if (options.migrationUrl && !embedded) await migrateAsOwner(options.migrationUrl, dataSource);
    else await migrate(dataSource, Boolean(embedded));
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
    snapshot: embedded ? () => embedded.snapshot() : undefined,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}

import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { loadConfig } from '../config/config';
import { openDatabase, type Database } from '../db/data-source';
import { Role } from '../auth/role';
import { createApi } from '../composition-root';
import { createLogger } from '../logging/logger';
import { ADMIN_APPLICATIONS_QUERY, APPROVED_QUERY, APPROVED_WITH_HELD_QUERY, bareApp, graphqlVersusBare } from './graphql-vs-bare';
import { ADMIN_DASHBOARD_QUERY, adminScreensAt, benchContention, benchFulfilment, screenLines, TripledDeliveries } from './giving';
import { ledgerLines, ledgerScreensAt, seedJourneys } from './ledger';
import { AUDIT_EXPORT, measureStreamedList, streamedListLine } from './rest-lists';
import { measureS3Upload } from './s3-upload';
import { ENTITIES } from '../modules/index';

/**
 * `npm run bench`: seeds applications into a throw-away PostgreSQL database and prints
 * - approvedApplications(first: 50) through GraphQL against a bare express + pg handler that
 *   returns the same rows and fields (target: GraphQL ≥ 0.8× the bare throughput), with the shared
 *   cache on and off, the same with heldAmount as the donors' cards ask for it (both sides summing
 *   the live holds), and the admin's applications(first: 50) against its own bare handler
 *   (bench/graphql-vs-bare.ts; target ≥ 0.6× for both uncached paths). BENCH_ONLY=graphql stops
 *   after these and the statement counts (BENCH_ONLY=giving runs only the giving figures); BENCH_PROFILE=<dir> writes CPU profiles of one more slice of each side;
 * - SQL statements per admin-dashboard request at 10 and at 10,000 applications (target: equal, ≤ 3);
 * - giving (bench/giving.ts): completions per second of concurrent paid checkouts with duplicate
 *   webhooks, exactly once; the admin's donation screens at 100 and at 100,000 donations;
 * - streamed answers (bench/rest-lists.ts): GET /application/all and the audit trail's CSV export
 *   at 10,000 and 100,000 rows, time and the API's live memory peak (target: flat with the rows);
 * - the ledgers (bench/ledger.ts), in a database of their own: the public ledgers' first page, one
 *   journey's public and admin ledger, the transparency summary (recounted and cached) at 100 and at
 *   100,000 donations over 10,000 journeys (target:
 *   same statements, time ≤ 2×). BENCH_ONLY=ledger runs only this part.
 * Figures only: nothing here asserts, because these machines are shared and noisy.
 */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  if (process.env.BENCH_ONLY !== 'ledger') await withBenchDatabase(benchEverything);
  if (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'ledger') await withBenchDatabase(benchLedgers);
}

/** The ledgers at 100 and 100,000 donations over 10,000 journeys (bench/ledger.ts). */
async function benchLedgers({ db, api, apiPort, statements }: BenchStack) {
  const adminToken = api.services.tokens.sign({ id: await seedAccount(db, Role.ADMIN), role: Role.ADMIN });
  await graphql(apiPort, '{ __typename }', {}, adminToken);
  for (let i = 0; i < 50; i += 1) await seedAccount(db, Role.DONOR);
  await seedJourneys(db, 10_000, { proposer: await seedAccount(db, Role.ADMIN), approver: await seedAccount(db, Role.ADMIN) });
  const ask = (query: string, variables: Record<string, unknown>, token?: string) => graphql(apiPort, query, variables, token);
  const forget = () => api.services.transparency.forget();
  const small = await ledgerScreensAt(db, ask, statements, adminToken, 100, forget);
  const large = await ledgerScreensAt(db, ask, statements, adminToken, Number(process.env.BENCH_DONATIONS ?? 100_000), forget);
  console.log('');
  for (const text of ledgerLines(small, large)) console.log(text);
}

interface BenchStack {
  db: Database;
  api: Awaited<ReturnType<typeof createApi>>;
  apiPort: number;
  url: string;
  /** SQL statements run so far across the whole data source. */
  statements: () => number;
  deliveries: TripledDeliveries;
}

/** A throw-away database on the PostgreSQL server and the API on it, background jobs stopped; dropped after `run`. */
async function withBenchDatabase(run: (stack: BenchStack) => Promise<void>) {
  const name = `sabil_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-bench-'));
  let db: Database | undefined;
  try {
    db = await openDatabase({ entities: ENTITIES, url: url.toString() });
    let statements = 0;
    const counting = {
      logQuery: () => void (statements += 1),
      logQueryError: () => undefined,
      logQuerySlow: () => undefined,
      logSchemaBuild: () => undefined,
      logMigration: () => undefined,
      log: () => undefined,
    };
    (db.dataSource as unknown as { logger: typeof counting }).logger = counting;

    const config = {
      ...loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'b'.repeat(40),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PAYMENTS_PROVIDER: 'test',
        MAIL_DISABLED: 'true',
        CHECKOUT_RATE_LIMIT_PER_DONOR: '1000000',
        CHECKOUT_RATE_LIMIT_PER_IP: '1000000',
      }),
      jwtSecret: 'b'.repeat(40),
    };
    const deliveries = new TripledDeliveries();
    const api = await createApi(config, db, createLogger('silent'), { wrapDelivery: deliveries.wrap });
    const apiPort = await api.listen(0, '127.0.0.1');
    // Statements are counted across the whole data source: background rounds (the test checkout's
    // redeliveries, the webhook and mail workers, the sweeps, the closer, the refund executor, the
    // password-reset queue, the retention job) would land in a request's count. None is measured
    // here; the bench pays through the test checkout, whose deliveries happen at once without them,
    // and runs refunds itself.
    await api.stopJobs();
    try {
      await run({ db, api, apiPort, url: url.toString(), statements: () => statements, deliveries });
    } finally {
      await api.stop();
    }
  } finally {
    await db?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Everything but the ledgers, on 10,000 applications, then 100,000. */
async function benchEverything({ db, api, apiPort, url, statements: counted, deliveries }: BenchStack) {
  {
    const adminToken = api.services.tokens.sign({ id: await seedAccount(db, Role.ADMIN), role: Role.ADMIN });
    const donorToken = api.services.tokens.sign({ id: await seedAccount(db, Role.DONOR), role: Role.DONOR });

    // Each token's account version is read once and then remembered (auth/token-versions.ts): read it
    // before counting, so that the counts are those of every later request.
    for (const token of [adminToken, donorToken]) await graphql(apiPort, '{ __typename }', {}, token);

    // BENCH_ONLY=giving: the money figures alone (fulfilment exactly once, and under contention).
    if (process.env.BENCH_ONLY === 'giving') {
      await seedApplications(db, 10_000);
      for (const text of await benchFulfilment(db, api, deliveries, Number(process.env.BENCH_CHECKOUTS ?? 2000), 50)) console.log(text);
      for (const text of await benchContention(db, api, 50)) console.log(text);
      await api.stop();
      return;
    }

    const dashboardStatements = async () => {
      const before = counted();
      const answer = await graphql(apiPort, ADMIN_DASHBOARD_QUERY, { status: 'PENDING', first: 20 }, adminToken);
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return counted() - before;
    };

    await seedApplications(db, 10);
    const at10 = await dashboardStatements();
    await seedApplications(db, 10_000 - 10);
    await db.dataSource.query('ANALYZE application');
    const at10000 = await dashboardStatements();

    const before = counted();
    await graphql(apiPort, APPROVED_QUERY, { first: 50 }, donorToken);
    const approvedStatements = counted() - before;

    // The bare handlers: the same rows and fields, straight from pg to JSON.
    const pool = new Pool({ connectionString: url.toString(), max: 10 });
    const bareServer = bareApp(pool).listen(0, '127.0.0.1');
    await new Promise((resolve) => bareServer.once('listening', resolve));
    const barePort = (bareServer.address() as { port: number }).port;
    const sameAnswer = await sameAdminList(apiPort, barePort, adminToken);
    await seedHolds(db);
    const sameHeld = await sameHeldAmounts(apiPort, barePort, donorToken);

    const versus = await graphqlVersusBare(api, { api: apiPort, bare: barePort }, { donor: donorToken, admin: adminToken }, { connections: CONNECTIONS, seconds: DURATION_SECONDS });
    console.log(`\nSabil benchmark — ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`);
    console.log(`PostgreSQL ${(await db.dataSource.query('SHOW server_version'))[0].server_version}, 10,000 applications, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run\n`);
    for (const text of versus) console.log(text);
    console.log(`the admin list's bare answer equals GraphQL's: ${sameAnswer ? 'yes' : 'NO'}; the held dollars and cursors of the two donors' lists are equal: ${sameHeld ? 'yes' : 'NO'}`);
    console.log(`SQL statements per admin-dashboard request: ${at10} at 10 applications, ${at10000} at 10,000 (target: equal, ≤ 3)`);
    console.log(`SQL statements per approvedApplications request: ${approvedStatements}`);

    if (process.env.BENCH_ONLY === 'graphql') {
      bareServer.close();
      await pool.end();
      return;
    }

    const asAdmin = (query: string, variables: Record<string, unknown>, token?: string) => graphql(apiPort, query, variables, token);
    const atHundred = await adminScreensAt(db, asAdmin, counted, adminToken, 100);
    console.log('');
    for (const text of await benchFulfilment(db, api, deliveries, Number(process.env.BENCH_CHECKOUTS ?? 2000), 50)) console.log(text);
    for (const text of await benchContention(db, api, 50)) console.log(text);
    const atMany = await adminScreensAt(db, asAdmin, counted, adminToken, Number(process.env.BENCH_DONATIONS ?? 100_000));
    console.log('');
    for (const text of screenLines(atHundred, atMany)) console.log(text);

    // Last, so that the figures above are at 10,000 applications as before.
    const listAtTenThousand = await measureStreamedList(apiPort, adminToken);
    await seedApplications(db, 90_000);
    await db.dataSource.query('ANALYZE application');
    const listAtHundredThousand = await measureStreamedList(apiPort, adminToken);
    console.log('');
    console.log(streamedListLine(listAtTenThousand));
    console.log(streamedListLine(listAtHundredThousand));
    // The audit trail's CSV export (a header line, then one line per event) at 10,000 and 100,000 events.
    await seedAuditEvents(db, 10_000);
    const exportAtTenThousand = await measureStreamedList(apiPort, adminToken, AUDIT_EXPORT);
    await seedAuditEvents(db, 90_000);
    const exportAtHundredThousand = await measureStreamedList(apiPort, adminToken, AUDIT_EXPORT);
    console.log(streamedListLine(exportAtTenThousand));
    console.log(streamedListLine(exportAtHundredThousand));
    console.log(await measureS3Upload(32));
    console.log(await measureS3Upload(128));

    bareServer.close();
    await pool.end();
  }
}

async function admin<T>(run: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function graphql(port: number, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}

/** The bare admin list serves what GraphQL serves: the same rows and fields, byte for byte once parsed. */
async function sameAdminList(apiPort: number, barePort: number, adminToken: string): Promise<boolean> {
  const answer = await graphql(apiPort, ADMIN_APPLICATIONS_QUERY, { first: 50 }, adminToken);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const bare = await (await fetch(`http://127.0.0.1:${barePort}/applications`)).json();
  return JSON.stringify(answer) === JSON.stringify(bare);
}

/** The held dollars GraphQL and the bare handler give the donors' list, in the same order, and the same cursor. */
async function sameHeldAmounts(apiPort: number, barePort: number, donorToken: string): Promise<boolean> {
  const answer = await graphql(apiPort, APPROVED_WITH_HELD_QUERY, { first: 50 }, donorToken);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const bare = (await (await fetch(`http://127.0.0.1:${barePort}/approved-held`)).json()) as { data?: unknown };
  const held = (data: unknown) => {
    const list = (data as { approvedApplications: { nodes: { id: string; heldAmount: number }[]; pageInfo: unknown } }).approvedApplications;
    return JSON.stringify([list.nodes.map(({ id, heldAmount }) => [id, heldAmount]), list.pageInfo]);
  };
  return held(answer.data) === held(bare.data);
}

/**
 * Checkouts under way, as a busy half hour leaves them: 40 live holds on the newest 20 approved
 * requests and 40 lapsed ones the sweep has not removed yet.
 */
async function seedHolds(db: Database) {
  await db.dataSource.query(
    `INSERT INTO application_hold (holder_id, application_id, amount_cents, expires_at)
     SELECT gen_random_uuid(), id, 2500, now() + CASE WHEN g % 2 = 0 THEN interval '30 minutes' ELSE interval '-5 minutes' END
     FROM (SELECT id FROM application WHERE status = 'approved' ORDER BY submitted_at DESC LIMIT 20) newest, generate_series(1, 4) g`,
  );
  await db.dataSource.query('ANALYZE application_hold');
}

async function seedAccount(db: Database, role: Role): Promise<string> {
  const [row] = await db.dataSource.query(
    `INSERT INTO account (role, fullname, email, password_hash) VALUES ($1, 'Bench', $2, 'not-a-hash') RETURNING id`,
    [role, `${role}-${randomBytes(4).toString('hex')}@bench.example`],
  );
  return row.id;
}

/** Seekers and their applications in bulk: 40 % approved, 40 % pending, 20 % rejected. */
async function seedApplications(db: Database, count: number) {
  await db.dataSource.query(
    `WITH seekers AS (
       INSERT INTO account (role, fullname, email, password_hash)
       SELECT 'seeker', 'Seeker ' || g, 'seeker-' || g || '-' || md5(random()::text) || '@bench.example', 'not-a-hash'
       FROM generate_series(1, $1) g
       RETURNING id)
     INSERT INTO application (seeker_id, full_name, email, phone, address, city, country, hajj_reason, family_size, income_bracket,
       travel_type, requested_amount_cents, collected_amount_cents, donor_count, reference_name, reference_phone,
       reference_relation, id_file_key, id_file_type, id_file_size, status, submitted_at, reviewed_at)
     SELECT id, 'Applicant ' || n, 'applicant' || n || '@bench.example', '+1 555 0100', n || ' Bench Street, Springfield',
       'Springfield', 'Country ' || (n % 18),
       'A reason to travel, written at some length so that rows have a realistic size for the benchmark.',
       (ARRAY['1','2','3','4','5','6+'])[1 + n % 6], (ARRAY['under-500','500-1000','1000-2000','2000-3000','over-3000'])[1 + n % 5],
       (ARRAY['Hajj','Umrah'])[1 + n % 2], 500000 + (n % 7) * 10000, (n % 9) * 40000, n % 9, 'Reference ' || n, '+1 555 0199',
       'Friend', md5(n::text || random()::text), 'image/png', 1024,
       (ARRAY['approved','pending','approved','pending','rejected'])[1 + n % 5],
       now() - (n || ' minutes')::interval, CASE WHEN n % 5 IN (0, 2, 4) THEN now() - (n || ' minutes')::interval END
     FROM (SELECT id, row_number() OVER () AS n FROM seekers) s`,
    [count],
  );
}

/** Audit events in bulk, as the services write them (sign-in failures, of the size of a real one). */
async function seedAuditEvents(db: Database, count: number) {
  await db.dataSource.query(
    `INSERT INTO audit_event (actor_role, action, subject_type, state_after, ip, created_at)
     SELECT 'anonymous', 'account.sign_in_failed', 'account', jsonb_build_object('role', 'donor', 'email', 'guess' || n || '@bench.example'),
       '203.0.113.' || (n % 250), now() - (n || ' seconds')::interval
     FROM generate_series(1, $1) AS n`,
    [count],
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

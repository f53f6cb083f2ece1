import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ConfigError, loadConfig } from '../config/config';
import { account, approvedApplication, brokenInvariants, give } from '../test/giving';
import { REFUND } from '../test/money';
import { startTestApi, type TestApi } from '../test/test-api';
import { startReceiver } from '../test/webhook-receiver';
import { openDatabase } from './data-source';
import { ENTITIES } from '../modules/index';

/**
 * The audit trail holds against the API itself (issue 16): with MIGRATION_DATABASE_URL the tables
 * belong to the migrations' role, and the API serves as a role that owns nothing and holds only the
 * grants it needs. Two roles are made on a fresh database as the recipe of docs/running.md makes them; the API
 * serves a whole giving flow as the second; then, connected as that role, every way to change or
 * remove an audit entry is refused by PostgreSQL's privileges — not only by the table's triggers,
 * which an owner could disable. On a PostgreSQL server only (the embedded PGlite has one role).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
const OWNER = `sabil_owner_${suffix}`;
const API = `sabil_api_${suffix}`;
const MEMBER = `sabil_member_${suffix}`;
const DATABASE = `sabil_roles_${suffix}`;

/** `serverUrl` as `role`, on the test's database (trust authentication on the test server). */
function urlAs(role: string, database = DATABASE): string {
  const url = new URL(serverUrl!);
  url.username = role;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

async function asRole<T>(role: string, run: (client: Client) => Promise<T>, database = DATABASE): Promise<T> {
  const client = new Client({ connectionString: urlAs(role, database) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const superuser = () => new URL(serverUrl!).username || 'postgres';

let t: TestApi | undefined;

onPostgres('the API serving as a role that owns nothing (MIGRATION_DATABASE_URL)', () => {
  beforeAll(async () => {
    // The recipe of docs/running.md, with this test's names.
    await asRole(superuser(), async (client) => {
      await client.query(`CREATE ROLE ${OWNER} LOGIN`);
      await client.query(`CREATE ROLE ${API} LOGIN`);
      await client.query(`CREATE DATABASE ${DATABASE} OWNER ${OWNER}`);
    }, new URL(serverUrl!).pathname.slice(1));
    await asRole(superuser(), async (client) => {
      await client.query(`REVOKE ALL ON DATABASE ${DATABASE} FROM PUBLIC`);
      await client.query(`GRANT CONNECT ON DATABASE ${DATABASE} TO ${API}`);
      await client.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
    });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlAs(API), MIGRATION_DATABASE_URL: urlAs(OWNER) });
    const db = await openDatabase({ entities: ENTITIES, url: config.databaseUrl, migrationUrl: config.migrationDatabaseUrl });
    t = await startTestApi({ webhooks: { timeoutMs: 5000, pollIntervalMs: 3_600_000, allowPrivate: true, retentionDays: 30 } }, {}, db);
  });

  afterAll(async () => {
    await t?.close();
    await asRole(superuser(), async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      for (const role of [MEMBER, API, OWNER]) await client.query(`DROP ROLE IF EXISTS ${role}`);
    }, new URL(serverUrl!).pathname.slice(1));
  });

  it("serves sign-ups, sign-ins, an approval, a gift, a refund, a webhook and an API key as the API's role, each change on the audit trail", async () => {
    const api = t!;
    expect(await api.db.dataSource.query('SELECT current_user AS role')).toEqual([{ role: API }]);
    const admin = await account(api, 'admin');
    const donor = await account(api, 'donor');
    const [{ email }] = await api.db.dataSource.query('SELECT email FROM account WHERE id = $1', [donor.id]);
    // Sign-in limits count in the rate_limit table.
    expect((await api.rest('POST', '/donor/login', { email, password: 'wrong-password' })).status).toBe(401);
    expect((await api.rest('POST', '/donor/login', { email, password: 'secret-pass' })).status).toBe(200);
    expect(await api.count('rate_limit')).toBeGreaterThan(0);

    const receiver = await startReceiver([], 200);
    try {
      const endpoint = await api.graphql(
        'mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
        { input: { url: receiver.url, events: ['DONATION_COMPLETED'] } },
        admin.token,
      );
      expect(endpoint.body.errors).toBeUndefined();
      const applicationId = await approvedApplication(api, admin.token, 500);
      const { donation } = await give(api, donor.token, applicationId, 50);
      const refunded = await api.graphql(REFUND, { input: { donationId: donation.id, amount: 10, note: 'Asked by the donor' } }, admin.token);
      expect(refunded.body.errors).toBeUndefined();
      await api.api.services.webhookWorker.whenIdle();
      await api.api.services.webhookWorker.sweep();
      expect(receiver.received.length).toBeGreaterThanOrEqual(1);
    } finally {
      await receiver.close();
    }
    const key = await api.graphql(
      'mutation K($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
      { input: { name: 'Bookkeeping', scopes: ['DONATION_TOTALS_READ'] } },
      admin.token,
    );
    expect(key.body.errors).toBeUndefined();
    const totals = await api.graphql('{ donationTotals { __typename } }', {}, key.body.data.createApiKey.secret);
    expect(totals.body.errors).toBeUndefined();
    expect((await fetch(`${api.url}/admin/exports/audit-events.csv`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200);

    // The background work, once each, as this role.
    const { services } = api.api;
    await services.refundExecutor.runOnce();
    await services.paymentSweep.runOnce();
    await services.closer.sweep();
    await services.testCheckout!.deliverDue();
    await services.retention.whenIdle();
    expect(await services.retention.sweep()).toBeDefined();
    expect(await brokenInvariants(api)).toEqual([]);

    const actions = (await api.db.dataSource.query('SELECT DISTINCT action FROM audit_event')).map((row: { action: string }) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['account.admin_registered', 'account.sign_in_failed', 'application.review', 'donation.completed', 'webhook.create', 'api_key.create', 'export.audit_events']),
    );
  });

  it("refuses the API's role every way to change or remove an audit entry, and changes nothing", async () => {
    const snapshot = `SELECT count(*)::int AS entries, md5(coalesce(string_agg(e::text, ',' ORDER BY e.id), '')) AS digest FROM audit_event e`;
    const [before] = (await t!.db.dataSource.query(snapshot)) as { entries: number; digest: string }[];
    expect(before!.entries).toBeGreaterThan(0);
    const attempts = [
      "UPDATE audit_event SET action = 'nothing.happened'",
      'DELETE FROM audit_event',
      'TRUNCATE audit_event',
      'ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only',
      'ALTER TABLE audit_event DISABLE TRIGGER ALL',
      'DROP TRIGGER audit_event_no_truncate ON audit_event',
      'DROP TABLE audit_event',
      `ALTER TABLE audit_event OWNER TO ${API}`,
      'SET session_replication_role = replica',
      `SET ROLE ${OWNER}`,
      `GRANT ${OWNER} TO ${API}`,
      'CREATE TABLE audit_event_copy (id uuid)',
      'DELETE FROM migrations',
    ];
    const refusals = await asRole(API, async (client) => {
      const answers: Record<string, string> = {};
      for (const statement of attempts) {
        answers[statement] = await client.query(statement).then(
          () => 'allowed',
          (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
        );
      }
      answers['session_replication_role'] = (await client.query('SHOW session_replication_role')).rows[0].session_replication_role;
      return answers;
    });
    for (const statement of attempts) {
      // Refused by the privileges (42501), not by the triggers an owner could disable.
      expect([statement, refusals[statement]]).toEqual([statement, expect.stringMatching(/^42501: (permission denied|must be owner|must have admin option)/)]);
      expect(refusals[statement]).not.toContain('append-only');
    }
    expect(refusals.session_replication_role).toBe('origin');

    const [after] = await t!.db.dataSource.query(snapshot);
    expect(after).toEqual(before);
    const state = await asRole(superuser(), async (client) => {
      const triggers = await client.query(`SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'audit_event'::regclass AND NOT tgisinternal ORDER BY tgname`);
      const owner = await client.query(`SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'audit_event'::regclass`);
      const owned = await client.query(`SELECT count(*)::int AS n FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = $1)`, [API]);
      const rights = await client.query(
        `SELECT privilege_type FROM information_schema.role_table_grants WHERE grantee = $1 AND table_name = 'audit_event' ORDER BY privilege_type`,
        [API],
      );
      return { triggers: triggers.rows, owner: owner.rows[0].owner, owned: owned.rows[0].n, rights: rights.rows.map((row: { privilege_type: string }) => row.privilege_type) };
    });
    expect(state).toEqual({
      triggers: [
        { tgname: 'audit_event_append_only', tgenabled: 'O' },
        { tgname: 'audit_event_no_truncate', tgenabled: 'O' },
      ],
      owner: OWNER,
      owned: 0,
      rights: ['INSERT', 'SELECT'],
    });
  });

  it('lets several instances start at once with both URLs: they migrate and grant one at a time, and serve', async () => {
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: urlAs(API), migrationUrl: urlAs(OWNER) })));
    try {
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const result of opened) {
        const db = (result as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value;
        expect(await db.dataSource.query('SELECT current_user AS role, (SELECT count(*)::int FROM audit_event) > 0 AS reads')).toEqual([{ role: API, reads: true }]);
      }
    } finally {
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
    }
  });

  it("refuses to start when DATABASE_URL's role could undo the separation: a superuser, the owner itself, a member of the owner's role", async () => {
    await expect(openDatabase({ url: urlAs(superuser()), migrationUrl: urlAs(OWNER) })).rejects.toThrow(/DATABASE_URL's role ".*" is a superuser/);
    await expect(openDatabase({ url: urlAs(OWNER), migrationUrl: urlAs(OWNER) })).rejects.toThrow(/connect as the same role/);
    await asRole(superuser(), (client) => client.query(`CREATE ROLE ${MEMBER} LOGIN IN ROLE ${OWNER}`));
    await expect(openDatabase({ url: urlAs(MEMBER), migrationUrl: urlAs(OWNER) })).rejects.toThrow(new RegExp(`DATABASE_URL's role "${MEMBER}" owns the database`));
  });
});

describe('MIGRATION_DATABASE_URL', () => {
  it('needs DATABASE_URL, and is a PostgreSQL URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MIGRATION_DATABASE_URL: 'postgres://owner@db/sabil' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://api@db/sabil', MIGRATION_DATABASE_URL: 'mysql://owner@db/sabil' })).toThrow(/MIGRATION_DATABASE_URL must start with postgres:/);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://api@db/sabil', MIGRATION_DATABASE_URL: 'postgres://owner@db/sabil' })).toMatchObject({
      databaseUrl: 'postgres://api@db/sabil',
      migrationDatabaseUrl: 'postgres://owner@db/sabil',
    });
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://api@db/sabil' }).migrationDatabaseUrl).toBeUndefined();
  });
});

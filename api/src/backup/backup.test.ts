import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import { MIGRATIONS, openDatabase, type Database } from '../db/data-source';
import { ENTITIES } from '../modules/index';
import { pngBytes } from '../test/fixtures';
import { account, approvedApplication, give, submitApplication, decideApplication } from '../test/giving';
import { expectBooksBalanced, REFUND, settleRefunds } from '../test/money';
import { CREDENTIALS, startS3rver } from '../test/s3-server';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../test/test-api';
import { createEmptyDatabase } from '../test/test-database';
import { createBackup, type BackupConfig } from './backup';
import { runCli } from './cli';
import { MANIFEST_ENTRY, manifestSchema } from './manifest';
import { restoreBackup } from './restore';
import { readTar, TarWriter } from './tar';

/**
 * `npm run backup` and `npm run restore` round-trip a real ledger (gifts, refunds, an ID document)
 * on the database this pass runs on: a PostgreSQL server's database when TEST_DATABASE_URL is set
 * (pg_dump / pg_restore), else the embedded PGlite in a DATA_DIR on disk (its own dump). After the
 * restore every table holds the same rows, the uploaded bytes are the same, the API starts with
 * nothing to migrate and the books balance. Then what a restore refuses.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const kind = serverUrl ? 'PostgreSQL' : 'the embedded PGlite';

const work = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-backup-test-'));
const drops: (() => Promise<void>)[] = [];

/** A database for a source or a target: a new empty one on the server, or none (PGlite in the DATA_DIR). */
async function newTarget(): Promise<BackupConfig> {
  const dataDir = work();
  if (!serverUrl) return { dataDir, jwtSecret: TEST_JWT_SECRET };
  const empty = await createEmptyDatabase(serverUrl);
  drops.push(empty.drop);
  return { dataDir, databaseUrl: empty.url, jwtSecret: TEST_JWT_SECRET };
}

const open = (target: BackupConfig): Promise<Database> => openDatabase({ entities: ENTITIES, url: target.databaseUrl, dataDir: target.databaseUrl ? undefined : target.dataDir });

/** Every table of the database: its row count, and a digest of its rows (their text, sorted). */
async function tables(db: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const names: { tablename: string }[] = await db.dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const { tablename } of names) {
    const [row] = await db.dataSource.query(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${tablename}" t`);
    out[tablename] = row;
  }
  return out;
}

/** The books, summed from the rows: what was given, kept and refunded. */
async function books(db: Database) {
  const [row] = await db.dataSource.query(`SELECT count(*)::int AS donations, coalesce(sum(kept_cents), 0)::bigint AS kept,
      (SELECT coalesce(sum(amount_cents), 0) FROM donation_refund)::bigint AS refunded,
      (SELECT count(*)::int FROM donation_refund) AS refunds,
      (SELECT coalesce(sum(collected_amount_cents), 0) FROM application)::bigint AS collected FROM donation`);
  return { donations: row.donations, kept: String(row.kept), refunded: String(row.refunded), refunds: row.refunds, collected: String(row.collected) };
}

async function idDocument(t: TestApi, adminToken: string, id: string): Promise<Buffer> {
  const response = await fetch(`${t.url}/application/file/${id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The CLI as `npm run …` runs it, with the environment of `target`; its exit code and what it printed. */
async function cli(args: string[], target: BackupConfig, cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: target.dataDir, JWT_SECRET: target.jwtSecret, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) };
  const code = await runCli(args, env, { out: (line) => out.push(line), err: (line) => err.push(line), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let source: BackupConfig;
let archive: string;
let before: { tables: Record<string, { rows: number; digest: string }>; books: Awaited<ReturnType<typeof books>>; document: Buffer; files: number };
let admin: { id: string; token: string };
let applicationWithDocument: string;
let backupSeconds = 0;

beforeAll(async () => {
  source = await newTarget();
  const db = await open(source);
  const t = await startTestApi({ dataDir: source.dataDir, databaseUrl: source.databaseUrl }, {}, db);
  try {
    admin = await account(t, 'admin');
    const journeyA = await approvedApplication(t, admin.token, 500, 'Amina Yusuf');
    const journeyB = await approvedApplication(t, admin.token, 300, 'Bilal Okafor');
    const seeker = await account(t, 'seeker', 'Khadija Rahman');
    // An ID document of its own bytes (a PNG with 200 kB after it), still pending review.
    applicationWithDocument = await submitApplication(t, seeker.token, { fullName: 'Khadija Rahman' }, Buffer.concat([pngBytes(), randomBytes(200_000)]));
    const rejected = await submitApplication(t, (await account(t, 'seeker', 'Omar Said')).token, { fullName: 'Omar Said' });
    await decideApplication(t, admin.token, rejected, 'rejected');
    const donors = [await account(t, 'donor', 'Fatima'), await account(t, 'donor', 'Yusuf'), await account(t, 'donor', 'Maryam')];
    const gifts = [
      await give(t, donors[0]!.token, journeyA, 120),
      await give(t, donors[1]!.token, journeyA, 75.5),
      await give(t, donors[2]!.token, journeyB, 60),
      await give(t, donors[0]!.token, journeyB, 40),
    ];
    for (const [gift, amount] of [[gifts[0]!, 20], [gifts[2]!, 60]] as const) {
      const refunded = await t.graphql(REFUND, { input: { donationId: gift.donation.id, amount, note: 'Asked by the donor.' } }, admin.token);
      expect(refunded.body.errors).toBeUndefined();
    }
    await settleRefunds(t);
    await expectBooksBalanced(t);
    before = { tables: {}, books: await books(db), document: await idDocument(t, admin.token, applicationWithDocument), files: t.storedFiles().filter((name) => !name.includes('.')).length };
    expect(before.books).toMatchObject({ donations: 4, refunds: 2, kept: String(12000 + 7550 + 0 + 4000 - 2000) });
  } finally {
    await t.close(); // the embedded database is one process: the API stops before a backup
  }
  // What the backup must carry: the rows as they are now, at rest.
  const reopened = await open(source);
  try {
    before.tables = await tables(reopened);
  } finally {
    await reopened.close();
  }
  archive = path.join(work(), 'nightly.tar.gz');
  const started = Date.now();
  const made = await cli(['backup', '--out', archive], source, os.tmpdir());
  backupSeconds = (Date.now() - started) / 1000;
  expect(made).toMatchObject({ code: 0, err: '' });
  console.log(`backup of the test ledger on ${kind}: ${fs.statSync(archive).size} bytes in ${backupSeconds.toFixed(2)} s`);
}, 240_000);

afterAll(async () => {
  for (const drop of drops) await drop();
});

describe(`backup and restore on ${kind}`, () => {
  it('writes one gzipped tar: the database, every uploaded file and a manifest with a checksum per part', async () => {
    const names: string[] = [];
    for await (const entry of readTar(archive)) names.push(entry.name);
    const manifestText = await entryText(archive, MANIFEST_ENTRY);
    const manifest = manifestSchema.parse(JSON.parse(manifestText));
    expect(names[0]).toBe(serverUrl ? 'database/postgresql.pgdump' : 'database/pglite-datadir.tar.gz');
    expect(names.at(-1)).toBe(MANIFEST_ENTRY);
    expect(names.filter((name) => name.startsWith('uploads/'))).toHaveLength(before.files);
    expect(manifest).toMatchObject({
      format: 'sabil-backup',
      version: 1,
      database: { kind: serverUrl ? 'postgresql' : 'pglite', migrations: { count: MIGRATIONS.length, last: MIGRATIONS.at(-1)!.name } },
      uploads: { source: 'local', files: before.files },
      secrets: { included: false },
    });
    expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.uploads.bytes).toBeGreaterThan(200_000);
    // The JWT secret is not in it, in any form but a one-way fingerprint.
    const everything = await allBytes(archive);
    expect(everything.includes(Buffer.from(TEST_JWT_SECRET))).toBe(false);
    expect(names).not.toContain('jwt-secret');
  });

  it('restores into a fresh database and DATA_DIR: the same rows in every table, the same files, nothing to migrate, the books balanced', async () => {
    const target = await newTarget();
    const restored = await cli(['restore', archive], target, os.tmpdir());
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toMatch(/archive checked/);

    const db = await open(target); // runs the migrations not yet run: there must be none
    let t: TestApi | undefined;
    try {
      const [{ n }] = await db.dataSource.query('SELECT count(*)::int AS n FROM migrations');
      expect(n).toBe(MIGRATIONS.length);
      const after = await tables(db);
      expect(Object.keys(after)).toEqual(Object.keys(before.tables));
      expect(after).toEqual(before.tables);
      expect(Object.values(after).reduce((sum, table) => sum + table.rows, 0)).toBeGreaterThan(50);
      expect(await books(db)).toEqual(before.books);
      t = await startTestApi({ dataDir: target.dataDir, databaseUrl: target.databaseUrl }, {}, db);
      // The admin's session of before still works, and the ID document is byte for byte the one uploaded.
      expect((await idDocument(t, admin.token, applicationWithDocument)).equals(before.document)).toBe(true);
      expect(t.storedFiles().filter((name) => !name.includes('.'))).toHaveLength(before.files);
      await expectBooksBalanced(t);
      expect(await t.api.services.books.reconciliation()).toEqual([]);
      // And it keeps working: a new gift on the restored site.
      const donor = await account(t, 'donor', 'After');
      const journeys = await t.db.dataSource.query(`SELECT id FROM application WHERE status = 'approved' AND collected_amount_cents < requested_amount_cents ORDER BY submitted_at LIMIT 1`);
      await give(t, donor.token, journeys[0].id, 10);
      await expectBooksBalanced(t);
    } finally {
      if (t) await t.close();
      else await db.close();
    }
  }, 180_000);

  it('refuses a database or DATA_DIR that is not empty, says why and exits 1; --force replaces it', async () => {
    const target = await newTarget();
    expect((await cli(['restore', archive], target, os.tmpdir())).code).toBe(0);
    const again = await cli(['restore', archive], target, os.tmpdir());
    expect(again.code).toBe(1);
    expect(again.err).toMatch(serverUrl ? /restore refused: the database DATABASE_URL names is not empty/ : /restore refused: .*pglite holds a database already/);
    expect(again.err).toMatch(/uploads holds \d+ uploaded files/);
    expect(again.err).toMatch(/--force/);

    // Only the uploads left from another site: refused as well.
    const filesOnly = await newTarget();
    fs.mkdirSync(path.join(filesOnly.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(filesOnly.dataDir, 'uploads', 'aaaaaaaa-0000-4000-8000-000000000000'), 'someone else');
    const refused = await cli(['restore', archive], filesOnly, os.tmpdir());
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/holds 1 uploaded files/);

    // --force: the database is replaced by the archive's and the stray file is gone.
    const db = await open(target);
    try {
      await db.dataSource.query(`DELETE FROM donation_refund`);
    } finally {
      await db.close();
    }
    const forced = await cli(['restore', archive, '--force'], target, os.tmpdir());
    expect(forced).toMatchObject({ code: 0, err: '' });
    const reopened = await open(target);
    try {
      expect(await tables(reopened)).toEqual(before.tables);
    } finally {
      await reopened.close();
    }
    const forcedFiles = await cli(['restore', archive, '--force'], filesOnly, os.tmpdir());
    expect(forcedFiles.code).toBe(0);
    expect(fs.readdirSync(path.join(filesOnly.dataDir, 'uploads')).filter((name) => !name.startsWith('.'))).toHaveLength(before.files);
  }, 180_000);

  it('refuses a damaged archive before writing anything: a flipped byte, a changed file, a truncated copy', async () => {
    const bytes = fs.readFileSync(archive);
    const dir = work();

    const flipped = path.join(dir, 'flipped.tar.gz');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)]! ^= 0xff;
    fs.writeFileSync(flipped, copy);

    // A valid gzip and tar whose one uploaded file lost a byte's worth of truth: only the checksum tells.
    const tampered = path.join(dir, 'tampered.tar.gz');
    const writer = new TarWriter(tampered);
    let changed = false;
    for await (const entry of readTar(archive)) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      if (!changed && entry.name.startsWith('uploads/')) {
        body[body.length - 1]! ^= 0x01;
        changed = true;
      }
      await writer.add(entry.name, body.length, body);
    }
    await writer.finish();

    const truncated = path.join(dir, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const cutAtEnd = path.join(dir, 'cut-at-end.tar.gz');
    fs.writeFileSync(cutAtEnd, bytes.subarray(0, bytes.length - 30));

    const target = await newTarget();
    const answers = {
      flipped: await cli(['restore', flipped], target, dir),
      tampered: await cli(['restore', tampered], target, dir),
      truncated: await cli(['restore', truncated], target, dir),
      cutAtEnd: await cli(['restore', cutAtEnd], target, dir),
    };
    for (const answer of Object.values(answers)) expect(answer.code).toBe(1);
    expect(answers.flipped.err).toMatch(/restore refused: .*(damaged|does not match its checksum|not a tar file|truncated)/);
    expect(answers.tampered.err).toMatch(/is damaged: uploads\/[a-z0-9-]+ does not match its checksum/);
    expect(answers.truncated.err).toMatch(/restore refused: .*truncated/);
    expect(answers.cutAtEnd.err).toMatch(/restore refused: .*(truncated|damaged)/);
    // Nothing was written: the target is still empty and takes the good archive.
    expect(fs.existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    expect((await cli(['restore', archive], target, dir)).code).toBe(0);
  }, 180_000);

  it('refuses what is not a Sabil backup, and a command line without its archive', async () => {
    const dir = work();
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not an archive at all\n');
    const otherTar = path.join(dir, 'other.tar.gz');
    const writer = new TarWriter(otherTar);
    await writer.add('photos/cat.png', pngBytes().length, pngBytes());
    await writer.finish();
    const foreignManifest = path.join(dir, 'foreign-manifest.tar.gz');
    const other = new TarWriter(foreignManifest);
    const json = Buffer.from(JSON.stringify({ format: 'something-else', version: 3 }));
    await other.add(MANIFEST_ENTRY, json.length, json);
    await other.finish();

    const target = await newTarget();
    const answers = await Promise.all([text, otherTar, foreignManifest, path.join(dir, 'missing.tar.gz')].map((file) => cli(['restore', file], target, dir)));
    expect(answers.map((answer) => answer.code)).toEqual([1, 1, 1, 1]);
    expect(answers[0]!.err).toMatch(/not a Sabil backup: the file is not a gzip archive/);
    expect(answers[1]!.err).toMatch(/not a Sabil backup \(it has no manifest.json\)/);
    expect(answers[2]!.err).toMatch(/not a Sabil backup/);
    expect(answers[3]!.err).toMatch(/missing.tar.gz: no such file/);

    // An archive of a newer Sabil: its database has a migration this code does not know.
    const newer = path.join(dir, 'newer.tar.gz');
    const rewriter = new TarWriter(newer);
    for await (const entry of readTar(archive)) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      let body = Buffer.concat(chunks);
      if (entry.name === MANIFEST_ENTRY) {
        const manifest = JSON.parse(body.toString('utf8'));
        manifest.database.migrations = { count: manifest.database.migrations.count + 1, last: 'PayoutsApproved1799999999999' };
        body = Buffer.from(JSON.stringify(manifest));
      }
      await rewriter.add(entry.name, body.length, body);
    }
    await rewriter.finish();
    const fromTheFuture = await cli(['restore', newer], target, dir);
    expect(fromTheFuture.code).toBe(1);
    expect(fromTheFuture.err).toMatch(/made by a newer Sabil \(its database has migration PayoutsApproved1799999999999/);

    const noArchive = await cli(['restore'], target, dir);
    expect(noArchive.code).toBe(2);
    expect(noArchive.err).toMatch(/restore needs the archive to restore/);
    expect((await cli(['restore', archive, '--overwrite'], target, dir)).code).toBe(2);
    expect((await cli(['backup', '--out'], target, dir)).code).toBe(2);
    expect((await cli([], target, dir)).code).toBe(2);
    // A backup never overwrites a file.
    const exists = await cli(['backup', '--out', archive], source, dir);
    expect(exists.code).toBe(1);
    expect(exists.err).toMatch(/exists already/);
  }, 120_000);

  it(`refuses an archive of the other kind of database`, async () => {
    const dir = work();
    const other = serverUrl ? { dataDir: dir, jwtSecret: TEST_JWT_SECRET } : { dataDir: dir, databaseUrl: 'postgres://postgres@127.0.0.1:1/none', jwtSecret: TEST_JWT_SECRET };
    await expect(restoreBackup(other, archive)).rejects.toThrow(serverUrl ? /holds a PostgreSQL database, and DATABASE_URL is not set/ : /holds an embedded \(PGlite\) database, and DATABASE_URL names a PostgreSQL server/);
  });

  it('warns when the target has no JWT secret, or another: the archive does not carry it', async () => {
    const target = { ...(await newTarget()), jwtSecret: undefined };
    const lines: string[] = [];
    const result = await restoreBackup(target, archive, {}, (line) => lines.push(line));
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/set JWT_SECRET to the one the backed-up site used/);
    expect(lines.some((line) => line.startsWith('warning: '))).toBe(true);
    const other = await restoreBackup({ ...(await newTarget()), jwtSecret: 'another-secret-that-is-long-enough-0123456789' }, archive);
    expect(other.warnings).toEqual([expect.stringMatching(/the JWT secret here is not the one the backed-up site used/)]);
    const same = await restoreBackup(await newTarget(), archive);
    expect(same.warnings).toEqual([]);
  }, 120_000);
});

/**
 * With the two roles of docs/running.md (MIGRATION_DATABASE_URL owns the tables, DATABASE_URL serves):
 * the dump and the restore run as the owner, and the API serving as the role that owns nothing starts
 * on the restored database (its grants are made again at start). A PostgreSQL server's set-up: the
 * embedded PGlite has one role, so this exists on the PostgreSQL pass only.
 */
if (serverUrl) {
  describe('backup and restore with an owner role and a serving role (MIGRATION_DATABASE_URL)', () => {
    const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
    const OWNER = `sabil_bk_owner_${suffix}`;
    const API = `sabil_bk_api_${suffix}`;
    const databases = [`sabil_bk_from_${suffix}`, `sabil_bk_to_${suffix}`];
    const urlAs = (role: string, database: string) => {
      const url = new URL(serverUrl);
      url.username = role;
      url.password = '';
      url.pathname = `/${database}`;
      return url.toString();
    };
    const asSuperuser = async (database: string, sql: string[]) => {
      const client = new Client({ connectionString: urlAs(new URL(serverUrl).username || 'postgres', database) });
      await client.connect();
      try {
        for (const statement of sql) await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const serverDatabase = new URL(serverUrl).pathname.slice(1);

    beforeAll(async () => {
      await asSuperuser(serverDatabase, [`CREATE ROLE ${OWNER} LOGIN`, `CREATE ROLE ${API} LOGIN`]);
      for (const database of databases) {
        await asSuperuser(serverDatabase, [`CREATE DATABASE ${database} OWNER ${OWNER}`]);
        await asSuperuser(database, [`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`, `GRANT CONNECT ON DATABASE ${database} TO ${API}`, 'REVOKE CREATE ON SCHEMA public FROM PUBLIC']);
      }
    });

    afterAll(async () => {
      for (const database of databases) await asSuperuser(serverDatabase, [`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`]);
      await asSuperuser(serverDatabase, [`DROP ROLE IF EXISTS ${API}`, `DROP ROLE IF EXISTS ${OWNER}`]);
    });

    it('dumps and restores as the owner; the API serves the restored database as the role that owns nothing', async () => {
      const [from, to] = databases.map((database) => ({
        dataDir: work(),
        databaseUrl: urlAs(API, database),
        migrationDatabaseUrl: urlAs(OWNER, database),
        jwtSecret: TEST_JWT_SECRET,
      })) as [BackupConfig, BackupConfig];
      const openAs = (c: BackupConfig) => openDatabase({ entities: ENTITIES, url: c.databaseUrl, migrationUrl: c.migrationDatabaseUrl });
      const t = await startTestApi({ dataDir: from.dataDir, databaseUrl: from.databaseUrl }, {}, await openAs(from));
      let donor: { id: string; token: string };
      try {
        const adminToken = (await account(t, 'admin')).token;
        donor = await account(t, 'donor', 'Sumayya');
        await give(t, donor.token, await approvedApplication(t, adminToken, 200), 25);
        await expectBooksBalanced(t);
      } finally {
        await t.close();
      }
      const out = path.join(work(), 'roles.tar.gz');
      await createBackup(from, out);
      await restoreBackup(to, out);
      const r = await startTestApi({ dataDir: to.dataDir, databaseUrl: to.databaseUrl }, {}, await openAs(to));
      try {
        expect(await r.db.dataSource.query('SELECT current_user AS role')).toEqual([{ role: API }]);
        const [{ owner }] = await r.db.dataSource.query(`SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'donation'`);
        expect(owner).toBe(OWNER);
        const summary = await r.graphql('{ myGivingSummary { totalDonated completedCount } }', {}, donor.token);
        expect(summary.body).toEqual({ data: { myGivingSummary: { totalDonated: 25, completedCount: 1 } } });
        await expectBooksBalanced(r);
      } finally {
        await r.close();
      }
      // --force as the owner: public is dropped and made again, and the serving role is granted it again at start.
      await expect(restoreBackup(to, out)).rejects.toThrow(/is not empty/);
      await restoreBackup(to, out, { force: true });
      const again = await startTestApi({ dataDir: to.dataDir, databaseUrl: to.databaseUrl }, {}, await openAs(to));
      try {
        expect((await again.graphql('{ myGivingSummary { totalDonated } }', {}, donor.token)).body).toEqual({ data: { myGivingSummary: { totalDonated: 25 } } });
        await expectBooksBalanced(again);
      } finally {
        await again.close();
      }
    }, 180_000);
  });
}

describe('uploads in an S3-compatible bucket', () => {
  it('are listed, copied into the archive and put back into an empty bucket', async () => {
    const s3 = await startS3rver();
    const admin = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
    try {
      await admin.send(new CreateBucketCommand({ Bucket: 'sabil-from' }));
      await admin.send(new CreateBucketCommand({ Bucket: 'sabil-to' }));
      const bucket = (name: string) => ({ bucket: name, endpoint: s3.endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true });
      const from = { ...(await newTarget()), s3: bucket('sabil-from') };
      const db = await open(from);
      const t = await startTestApi({ dataDir: from.dataDir, databaseUrl: from.databaseUrl, s3: bucket('sabil-from') }, {}, db);
      let document: Buffer;
      let id: string;
      let token: string;
      try {
        token = (await account(t, 'admin')).token;
        id = await submitApplication(t, (await account(t, 'seeker')).token, {}, Buffer.concat([pngBytes(), randomBytes(50_000)]));
        document = await idDocument(t, token, id);
      } finally {
        await t.close();
      }
      const out = path.join(work(), 'bucket.tar.gz');
      const made = (await createBackup(from, out)).manifest;
      expect(made.uploads).toMatchObject({ source: 's3', bucket: 'sabil-from', files: 1 });

      const to = { ...(await newTarget()), s3: bucket('sabil-to') };
      await restoreBackup(to, out);
      const restored = await open(to);
      const r = await startTestApi({ dataDir: to.dataDir, databaseUrl: to.databaseUrl, s3: bucket('sabil-to') }, {}, restored);
      try {
        expect((await idDocument(r, token, id)).equals(document)).toBe(true);
      } finally {
        await r.close();
      }
      // The bucket now holds the file: a second restore there is refused.
      const again = await newTarget();
      await expect(restoreBackup({ ...again, s3: bucket('sabil-to') }, out)).rejects.toThrow(/the bucket sabil-to holds 1 uploaded files/);
    } finally {
      admin.destroy();
      await s3.stop();
    }
  }, 180_000);
});

async function entryText(file: string, name: string): Promise<string> {
  for await (const entry of readTar(file)) {
    if (entry.name !== name) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
  throw new Error(`${name} not in ${file}`);
}

async function allBytes(file: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const entry of readTar(file)) for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}


import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../config/config';
import { openDatabase, type Database } from '../../db/data-source';
import { createLogger } from '../../logging/logger';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { STORAGE_KEY_PATTERN } from '../../storage/storage-key';
import { startApiProcess, type RunningApi } from '../../test/api-process';
import { pngBytes } from '../../test/fixtures';
import { createEmptyDatabase } from '../../test/test-database';
import { AuditService } from '../audit/audit.service';
import { RetentionJob } from './retention.job';
import { ENTITIES } from '../index';

/**
 * The operator's report in issue 10, reproduced: 30 seekers upload 3 MB ID documents at once, the
 * API is killed with SIGKILL while the files land, and restarted. No row may have lost its file;
 * files stored by requests that died before their commit are identity documents nobody can reach,
 * and the retention job must remove them once they pass the grace period. The API runs as a child
 * process (src/main.ts, compiled on load), on a real PostgreSQL server (TEST_DATABASE_URL).
 */
const SEEKERS = 30;
const DOCUMENT = Buffer.concat([pngBytes(), Buffer.alloc(3 * 1024 * 1024, 7)]);
/** The kill comes as the first upload is complete on disk, when the others are about to be. */
const KILL_AT_THE_LATEST_MS = 30_000;

const SUBMIT = `mutation Submit($input: SubmitApplicationInput!, $idDocument: Upload!) { submitApplication(input: $input, idDocument: $idDocument) { id } }`;
const GRAPHQL_INPUT = {
  fullName: 'Zainab Hussain', email: 'zainab@example.org', phone: '+92 300 1112223', address: 'Karachi', city: 'Karachi', country: 'Pakistan', travelType: 'UMRAH',
  familySize: 'THREE', incomeBracket: 'UNDER_500', requestedAmount: 2500, hajjReason: 'To perform Umrah with my sons.',
  referenceName: 'Imam Saeed', referencePhone: '+92 300 3332221', referenceRelation: 'Imam',
};
const REST_FIELDS: Record<string, string> = {
  fullName: 'Zainab Hussain', email: 'zainab@example.org', phone: '+92 300 1112223', address: 'Karachi', city: 'Karachi', country: 'Pakistan', travelType: 'Umrah',
  familySize: '3', incomeBracket: 'under-500', requestedAmount: '2500', hajjReason: 'To perform Umrah with my sons.',
  referenceName: 'Imam Saeed', referencePhone: '+92 300 3332221', referenceRelation: 'Imam',
};

async function register(url: string, role: 'admin' | 'seeker', n: number): Promise<string> {
  const answer = await fetch(`${url}/${role}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullname: `${role} ${n}`, email: `${role}${n}@example.org`, password: 'crash-test-pass' }),
  });
  if (answer.status !== 201) throw new Error(`could not register: ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** Half the seekers through GraphQL's multipart upload, half through the REST form. */
function submit(url: string, token: string, n: number): Promise<Response> {
  const form = new FormData();
  if (n % 2 === 0) {
    form.append('operations', JSON.stringify({ query: SUBMIT, variables: { input: GRAPHQL_INPUT, idDocument: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.idDocument'] }));
    form.append('0', new Blob([new Uint8Array(DOCUMENT)]), 'passport.png');
    return fetch(`${url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
  }
  for (const [name, value] of Object.entries(REST_FIELDS)) form.append(name, value);
  form.append('idUpload', new Blob([new Uint8Array(DOCUMENT)]), 'passport.png');
  return fetch(`${url}/application/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
}

/** Complete files under their keys in DATA_DIR/uploads, and partial ones. */
function onDisk(uploads: string): { stored: string[]; partial: string[] } {
  const stored = fs.existsSync(uploads) ? fs.readdirSync(uploads).filter((name) => STORAGE_KEY_PATTERN.test(name)) : [];
  const partials = path.join(uploads, '.partial');
  return { stored, partial: fs.existsSync(partials) ? fs.readdirSync(partials) : [] };
}

/** Resolves once a first upload is complete on disk, or after `ms`, whichever comes first. */
function firstFileOrTimeout(uploads: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const deadline = Date.now() + ms;
    const look = () => (onDisk(uploads).stored.length > 0 || Date.now() >= deadline ? resolve() : setTimeout(look, 2));
    look();
  });
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('a crash while 30 seekers upload their ID documents', () => {
  let root: string;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let db: Database | undefined;
  const running: RunningApi[] = [];

  beforeAll(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sabil-crash-'));
    database = await createEmptyDatabase(process.env.TEST_DATABASE_URL!);
  });

  afterAll(async () => {
    for (const { child, exited } of running) {
      child.kill('SIGKILL');
      await exited;
    }
    await db?.close();
    await database?.drop();
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it('leaves every row its file, and the retention job removes every file left without a row', async () => {
    const dataDir = path.join(root, 'data');
    const uploads = path.join(dataDir, 'uploads');
    const tmp = path.join(root, 'tmp');
    await fs.promises.mkdir(tmp);
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      TMPDIR: tmp,
      API_PORT: '0',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    };

    const first = await startApiProcess(env);
    running.push(first);
    const admin = await register(first.url, 'admin', 0);
    const seekers = await Promise.all(Array.from({ length: SEEKERS }, (_, n) => register(first.url, 'seeker', n + 1)));

    const answers = Promise.allSettled(seekers.map((token, n) => submit(first.url, token, n)));
    await firstFileOrTimeout(uploads, KILL_AT_THE_LATEST_MS);
    first.child.kill('SIGKILL');
    await first.exited;
    await answers;

    db = await openDatabase({ entities: ENTITIES, url: database.url });
    const keysOfRows = async () => ((await db!.dataSource.query('SELECT id, id_file_key FROM application')) as { id: string; id_file_key: string }[]);
    const afterCrash = await keysOfRows();
    const crashOrphans = onDisk(uploads).stored.filter((key) => !afterCrash.some((row) => row.id_file_key === key));
    // No row lost its file: the row is written only after its file is stored.
    for (const row of afterCrash) expect(onDisk(uploads).stored).toContain(row.id_file_key);

    // Restarted, the API serves every document it has a row for.
    const second = await startApiProcess(env);
    running.push(second);
    for (const row of afterCrash) {
      const document = await fetch(`${second.url}/application/file/${row.id}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(document.status).toBe(200);
      expect((await document.arrayBuffer()).byteLength).toBe(DOCUMENT.length);
    }
    second.child.kill('SIGTERM');
    await second.exited;

    // Whatever this kill happened to leave, a file stored without its row (the request died before
    // its commit) and a partial file are there for certain, so the check below is never vacuous.
    const storage = new LocalDiskStorage(uploads);
    const planted = randomUUID();
    // As the upload intake does: written to the ledger, then stored (uploads/upload-ledger.ts).
    await db.dataSource.query('INSERT INTO stored_upload (key) VALUES ($1)', [planted]);
    await storage.put(planted, Readable.from([DOCUMENT]), { maxBytes: DOCUMENT.length });
    const partial = path.join(uploads, '.partial', `${randomUUID()}.0a0b0c0d`);
    await fs.promises.writeFile(partial, DOCUMENT.subarray(0, 1024 * 1024));
    const orphans = [...crashOrphans, planted];

    const config = loadConfig({ NODE_ENV: 'test' }).retention;
    // Within the grace period nothing is touched: those could be uploads in flight.
    const soon = new Date(Date.now() + (config.orphanGraceMinutes - 1) * 60_000);
    const logger = createLogger('silent');
    const job = (at: Date) =>
      new RetentionJob({ db: db!, storage, audit: new AuditService(db!.dataSource), logger, config, now: () => at, spoolDirectory: () => tmp });
    const spools = fs.readdirSync(tmp);
    expect(await job(soon).sweep()).toEqual({ idDocuments: 0, storyMedia: 0, orphans: 0, leftovers: 0, spools: 0 });
    expect(onDisk(uploads).stored).toEqual(expect.arrayContaining(orphans));

    const later = new Date(Date.now() + (config.orphanGraceMinutes + 1) * 60_000);
    const swept = await job(later).sweep();

    expect(swept).toMatchObject({ idDocuments: 0, orphans: orphans.length, spools: spools.length });
    expect(swept!.leftovers).toBeGreaterThanOrEqual(1);
    const rows = await keysOfRows();
    expect(rows).toHaveLength(afterCrash.length);
    const { stored, partial: partials } = onDisk(uploads);
    expect(stored.sort()).toEqual(rows.map((row) => row.id_file_key).sort());
    expect(partials).toEqual([]);
    // The ledger is empty again: every entry was either needed by its row or its file was removed.
    expect(await db.dataSource.query('SELECT key FROM stored_upload')).toEqual([]);
    // The spools of the requests the kill cut short held whole ID scans too.
    expect(fs.readdirSync(tmp)).toEqual([]);
  }, 240_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../db/data-source';
import { createLogger } from '../../logging/logger';
import { pngBytes } from '../../test/fixtures';
import { account, decideApplication, submitApplication } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';
import { RETENTION_LOCK, RetentionJob } from './retention.job';
import { ENTITIES } from '../index';

/**
 * The retention job (issue 10, DESIGN §8) on a clock the tests set: ID documents go
 * ID_DOCUMENT_RETENTION_DAYS (90) after the decision, the decision stays, and stored files no row
 * refers to go once older than ORPHAN_FILE_GRACE_MINUTES (60).
 */
let t: TestApi;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin');
  // The API's own job ran once at start, on the real clock; the tests run their own.
  await t.api.services.retention.whenIdle();
});

afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

/** Fields of a valid application form (SPEC §3). */
const APPLICATION_FIELDS: Record<string, string> = {
  fullName: 'Maryam Siddiqui',
  email: 'maryam@example.org',
  phone: '+44 20 7946 0456',
  address: '3 Mill Lane, Leicester',
  city: 'Leicester',
  country: 'United Kingdom',
  travelType: 'Umrah',
  familySize: '2',
  incomeBracket: 'under-500',
  requestedAmount: '3000',
  hajjReason: 'To perform Umrah with my husband.',
  referenceName: 'Imam Idris',
  referencePhone: '+44 20 7946 0777',
  referenceRelation: 'Imam',
};

/** A seeker's application through the REST form; returns its id. */
const submit = (t: TestApi, seekerToken: string, document?: Buffer) => submitApplication(t, seekerToken, APPLICATION_FIELDS, document);

/** A retention job of the test's own over the test API's database and storage, on a clock the test sets. */
function jobAt(t: TestApi, at: Date, db: Database = t.db, spoolDirectory?: () => string): RetentionJob {
  return new RetentionJob({ db, storage: t.api.services.storage, audit: t.api.services.audit, logger: createLogger('silent'), config: t.config.retention, now: () => at, spoolDirectory });
}

/** The row's retention-relevant columns, as stored. */
async function applicationRow(t: TestApi, id: string) {
  const [row] = await t.db.dataSource.query(
    'SELECT status, reviewed_at, reviewed_by, id_file_key, id_document_deleted_at FROM application WHERE id = $1',
    [id],
  );
  return row as { status: string; reviewed_at: Date; reviewed_by: string; id_file_key: string; id_document_deleted_at: Date | null };
}

const ADMIN_VIEW = `{ applications(first: 100) { nodes { id status reviewedAt idDocumentDeletedAt idFileUrl } } }`;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const storedKeys = async () => t.storedFiles();
const deletions = (id: string) => t.count('audit_event', `action = 'id_document.delete' AND subject_id = '${id}'`);

describe('ID documents on schedule', () => {
  it('keeps a document decided 89 days ago and deletes one decided 91 days ago; the decision stays', async () => {
    const approved = await submit(t, (await account(t, 'seeker')).token);
    const rejected = await submit(t, (await account(t, 'seeker')).token);
    await decideApplication(t, admin.token, approved, 'approved');
    await decideApplication(t, admin.token, rejected, 'rejected');
    const before = { approved: await applicationRow(t, approved), rejected: await applicationRow(t, rejected) };

    expect(await jobAt(t, daysFromNow(89)).sweep()).toMatchObject({ idDocuments: 0 });
    for (const id of [approved, rejected]) {
      expect((await applicationRow(t, id)).id_document_deleted_at).toBeNull();
      expect(await t.api.services.storage.exists(before[id === approved ? 'approved' : 'rejected'].id_file_key)).toBe(true);
      expect(await deletions(id)).toBe(0);
    }

    const at = daysFromNow(91);
    const swept = await jobAt(t, at).sweep();
    expect(swept!.idDocuments).toBe(2);
    for (const [name, id] of [['approved', approved], ['rejected', rejected]] as const) {
      const row = await applicationRow(t, id);
      expect(row.id_document_deleted_at).toEqual(at);
      // Verified, when and by whom: all kept.
      expect(row).toMatchObject({ status: name, reviewed_at: before[name].reviewed_at, reviewed_by: admin.id });
      expect(await t.api.services.storage.exists(before[name].id_file_key)).toBe(false);
      const [event] = await t.db.dataSource.query(
        `SELECT actor_id, actor_role, subject_type, from_state, to_state, state_after FROM audit_event WHERE action = 'id_document.delete' AND subject_id = $1`,
        [id],
      );
      expect(event).toMatchObject({ actor_id: null, actor_role: 'system', subject_type: 'application', from_state: 'stored', to_state: 'deleted' });
      expect(event.state_after).toMatchObject({ retentionDays: 90 });
    }

    // Once is enough: a later round finds nothing more to do and records nothing more.
    await jobAt(t, daysFromNow(120)).sweep();
    expect(await deletions(approved)).toBe(1);
    expect(await deletions(rejected)).toBe(1);
  });

  it('never touches a pending application, however old', async () => {
    const pending = await submit(t, (await account(t, 'seeker')).token);
    await t.db.dataSource.query(`UPDATE application SET submitted_at = now() - interval '5 years' WHERE id = $1`, [pending]);
    const { id_file_key: key } = await applicationRow(t, pending);

    await jobAt(t, daysFromNow(3650)).sweep();

    expect((await applicationRow(t, pending)).id_document_deleted_at).toBeNull();
    expect(await t.api.services.storage.exists(key)).toBe(true);
    expect(await deletions(pending)).toBe(0);
    const document = await fetch(`${t.url}/application/file/${pending}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('shows admins when the document was deleted, and answers 410 ID_DOCUMENT_DELETED for it afterwards, reading nothing', async () => {
    const id = await submit(t, (await account(t, 'seeker')).token);
    await decideApplication(t, admin.token, id, 'approved');
    const at = daysFromNow(90.5);
    await jobAt(t, at).sweep();

    const view = await t.graphql(ADMIN_VIEW, {}, admin.token);
    expect(view.body.errors).toBeUndefined();
    const node = view.body.data.applications.nodes.find((n: { id: string }) => n.id === id);
    expect(node).toMatchObject({ status: 'APPROVED', idDocumentDeletedAt: at.toISOString(), idFileUrl: `/application/file/${id}` });
    expect(node.reviewedAt).not.toBeNull();

    const views = await t.count('audit_event', `action = 'id_document.view' AND subject_id = '${id}'`);
    const refused = await t.rest('GET', `/application/file/${id}`, undefined, admin.token);
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({
      code: 'GONE',
      reason: 'ID_DOCUMENT_DELETED',
      values: { deletedOn: at.toISOString().slice(0, 10), days: 90 },
    });
    expect(refused.body.message).toBe(`The ID document was deleted on schedule on ${at.toISOString().slice(0, 10)}, 90 days after the application was decided`);
    // Refused before storage is asked: no view recorded, the row unchanged.
    expect(await t.count('audit_event', `action = 'id_document.view' AND subject_id = '${id}'`)).toBe(views);
    expect((await applicationRow(t, id)).id_document_deleted_at).toEqual(at);

    // The GraphQL schema describes the refusal for clients that translate reasons.
    const reasons = await t.graphql(`{ __type(name: "ErrorReason") { enumValues { name description } } }`);
    expect(reasons.body.data.__type.enumValues).toContainEqual({
      name: 'ID_DOCUMENT_DELETED',
      description: 'GONE: The ID document was deleted on schedule on {deletedOn}, {days} days after the application was decided',
    });
  });

  it('does not show idDocumentDeletedAt to the seeker (FORBIDDEN), who still reads the rest of the application', async () => {
    const seeker = await account(t, 'seeker');
    await submit(t, seeker.token);
    const refused = await t.graphql(`{ myApplication { id status idDocumentDeletedAt } }`, {}, seeker.token);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_NOT_ALLOWED' });
    const allowed = await t.graphql(`{ myApplication { id status } }`, {}, seeker.token);
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data.myApplication.status).toBe('PENDING');
  });
});

describe('ID documents in bulk', () => {
  it('deletes more than one batch in a round, and a document already missing from storage is no error', async () => {
    const seeker = await account(t, 'seeker');
    const decidedAt = new Date(Date.now() - 200 * DAY_MS);
    const keys = Array.from({ length: 230 }, () => randomUUID());
    await Promise.all(keys.slice(1).map((key) => t.api.services.storage.put(key, Readable.from([pngBytes()]), { maxBytes: 1000 })));
    // Rejected applications of one seeker, decided long ago (the first one's file is gone already).
    const ids: string[] = (
      await t.db.dataSource.query(
        `INSERT INTO application (seeker_id, full_name, email, phone, address, hajj_reason, family_size, income_bracket, travel_type,
           requested_amount_cents, reference_name, reference_phone, reference_relation, id_file_key, id_file_type, id_file_size,
           status, reviewed_at, reviewed_by)
         SELECT $1, 'Bulk', 'bulk@example.org', '0300', 'Lahore', 'To make Hajj.', '2', 'under-500', 'Hajj', 100000, 'Ref', '0300', 'Imam',
                key, 'image/png', 100, 'rejected', $3, $4
         FROM unnest($2::varchar[]) AS key
         RETURNING id`,
        [seeker.id, keys, decidedAt, admin.id],
      )
    ).map((row: { id: string }) => row.id);

    const swept = await jobAt(t, new Date()).sweep();

    expect(swept!.idDocuments).toBe(230);
    expect(await t.count('application', `id = ANY('{${ids.join(',')}}') AND id_document_deleted_at IS NOT NULL AND status = 'rejected'`)).toBe(230);
    expect(await t.count('audit_event', `action = 'id_document.delete' AND subject_id = ANY('{${ids.join(',')}}')`)).toBe(230);
    const left = new Set(await storedKeys());
    expect(keys.filter((key) => left.has(key))).toEqual([]);
  });
});

describe('stored files no row refers to', () => {
  const uploads = () => path.join(t.config.dataDir, 'uploads');
  const store = (key: string) => t.api.services.storage.put(key, Readable.from([Buffer.from('an ID scan')]), { maxBytes: 100 });
  /** What the upload intake writes before storing a file (uploads/upload-ledger.ts), dated `at`. */
  const ledger = (key: string, at: Date) => t.db.dataSource.query('INSERT INTO stored_upload (key, stored_at) VALUES ($1, $2)', [key, at]);
  const setWritten = (file: string, at: Date) => fs.promises.utimes(file, at, at);

  it("removes the upload spools a crash left in this host's temporary directory, and nothing else there", async () => {
    const at = new Date(Date.now() + 2 * 3600_000);
    // A directory of its own: this file's earlier uploads may still be releasing their spools (the
    // GraphQL upload's buffer goes after the answer is sent), and two hours on they would count too.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spools-'));
    const staleRest = path.join(tmp, 'sabil-upload-4242-0123456789abcdef');
    const staleGraphql = path.join(tmp, `capacitor-${'ab'.repeat(16)}.tmp`);
    const inFlight = path.join(tmp, 'sabil-upload-4242-fedcba9876543210');
    const someoneElses = path.join(tmp, 'notes.txt');
    for (const file of [staleRest, staleGraphql, inFlight, someoneElses]) await fs.promises.writeFile(file, 'an ID scan');
    await setWritten(inFlight, new Date(at.getTime() - 30 * 60_000));

    expect(await jobAt(t, at, t.db, () => tmp).sweep()).toMatchObject({ spools: 2 });

    expect([staleRest, staleGraphql, inFlight, someoneElses].map((file) => fs.existsSync(file))).toEqual([false, false, true, true]);
  });

  it('removes them once older than the grace period; younger ones, referenced ones and their rows stay', async () => {
    const at = new Date(Date.now() + 2 * 3600_000);
    const oldOrphan = randomUUID();
    const youngOrphan = randomUUID();
    await ledger(oldOrphan, new Date(at.getTime() - 61 * 60_000));
    await store(oldOrphan);
    await ledger(youngOrphan, new Date(at.getTime() - 59 * 60_000));
    await store(youngOrphan);
    // Files this API never wrote down (a backup beside ours, another deployment's): never touched.
    const notOurs = [randomUUID(), 'backup-2026-11-24'];
    for (const key of notOurs) await store(key);
    // What a process killed between writing and renaming leaves, and an upload in flight.
    const stalePartial = path.join(uploads(), '.partial', `${randomUUID()}.0a0b0c0d`);
    const freshPartial = path.join(uploads(), '.partial', `${randomUUID()}.0a0b0c0e`);
    await fs.promises.writeFile(stalePartial, 'half an ID scan');
    await fs.promises.writeFile(freshPartial, 'an upload in flight');
    await setWritten(freshPartial, new Date(at.getTime() - 60_000));
    // Referenced: a pending application's document and a story's media.
    const seeker = await account(t, 'seeker');
    const pending = await submit(t, seeker.token);
    const { id_file_key: documentKey } = await applicationRow(t, pending);
    const mediaKey = randomUUID();
    await ledger(mediaKey, new Date(at.getTime() - 3 * 3600_000));
    await store(mediaKey);
    await t.db.dataSource.query(
      `INSERT INTO story (seeker_id, title, description, media_key, media_type, media_size) VALUES ($1, 'Our Umrah', 'It was beautiful.', $2, 'image/png', 10)`,
      [seeker.id, mediaKey],
    );
    // A document the job marked deleted whose file a crash kept (marked, then killed before the delete).
    const decided = await submit(t, (await account(t, 'seeker')).token);
    await decideApplication(t, admin.token, decided, 'rejected');
    await t.db.dataSource.query(`UPDATE application SET id_document_deleted_at = now() WHERE id = $1`, [decided]);
    const { id_file_key: keptByCrash } = await applicationRow(t, decided);
    // The job writes it to the ledger in the marking transaction (applications/id-document-expiry.ts).
    await t.db.dataSource.query('DELETE FROM stored_upload WHERE key = $1', [keptByCrash]);
    await ledger(keptByCrash, new Date(at.getTime() - 91 * DAY_MS));
    const rows = await t.count('application');

    const swept = await jobAt(t, at).sweep();

    expect(swept).toMatchObject({ idDocuments: 0 });
    expect(swept!.orphans).toBeGreaterThanOrEqual(2);
    expect(swept!.leftovers).toBe(1);
    const keys = await storedKeys();
    expect(keys).not.toContain(oldOrphan);
    expect(keys).not.toContain(keptByCrash);
    expect(keys).toEqual(expect.arrayContaining([youngOrphan, documentKey, mediaKey, ...notOurs]));
    // The ledger keeps only what may still need removing: the young orphan.
    expect((await t.db.dataSource.query('SELECT key FROM stored_upload')).map((row: { key: string }) => row.key)).toEqual([youngOrphan]);
    expect(fs.existsSync(stalePartial)).toBe(false);
    expect(fs.existsSync(freshPartial)).toBe(true);
    // Each removal is on the audit trail, by the platform itself, naming the storage key.
    const removals = await t.db.dataSource.query(`SELECT actor_id, actor_role, subject_id, state_after FROM audit_event WHERE action = 'stored_file.orphan_delete'`);
    expect(removals.map((row: { state_after: { key: string } }) => row.state_after.key)).toEqual(expect.arrayContaining([oldOrphan, keptByCrash]));
    expect(removals).toHaveLength(swept!.orphans);
    expect(removals[0]).toMatchObject({ actor_id: null, actor_role: 'system', subject_id: null });
    expect(await t.count('application')).toBe(rows);
    const document = await fetch(`${t.url}/application/file/${pending}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(document.status).toBe(200);

    // The young orphan goes too once it passes the grace period.
    await jobAt(t, new Date(at.getTime() + 2 * 60_000)).sweep();
    expect(await storedKeys()).not.toContain(youngOrphan);
    expect(await storedKeys()).toEqual(expect.arrayContaining([documentKey, mediaKey, ...notOurs]));
    // Even years later, a file the API never wrote down is not its to delete.
    await jobAt(t, new Date(at.getTime() + 3 * 365 * DAY_MS)).sweep();
    expect(await storedKeys()).toEqual(expect.arrayContaining(notOurs));
  });
});

describe('story media on the same schedule (issue 16)', () => {
  const MODERATE = 'mutation Moderate($id: ID!, $decision: ModerationDecision!) { moderateStory(id: $id, decision: $decision) { story { id } } }';
  const MINE = '{ myStories(first: 10) { nodes { id status media { url } } } }';

  async function shareStory(seekerToken: string, title: string): Promise<string> {
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'Our journey, in our words.');
    form.append('file', new Blob([new Uint8Array(pngBytes())]), 'photo.png');
    const answer = await fetch(`${t.url}/stories/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seekerToken}` } });
    const body = (await answer.json()) as { story: { _id: string } };
    if (answer.status !== 201) throw new Error(`could not share: ${JSON.stringify(body)}`);
    return body.story._id;
  }

  const storyRow = async (id: string) =>
    (await t.db.dataSource.query('SELECT status, moderated_at, moderated_by, withdrawn_at, media_key, media_type, media_size, media_deleted_at FROM story WHERE id = $1', [id]))[0];
  const mediaDeletions = (id: string) => t.count('audit_event', `action = 'story_media.delete' AND subject_id = '${id}'`);

  it("deletes a rejected story's media 91 days after the decision (not 89), and a withdrawn one's 91 days after the withdrawal; the decision stays, the media answers 410", async () => {
    const seeker = await account(t, 'seeker');
    const [rejected, published, withdrawn, pending] = [
      await shareStory(seeker.token, 'Rejected'),
      await shareStory(seeker.token, 'Published'),
      await shareStory(seeker.token, 'Withdrawn'),
      await shareStory(seeker.token, 'Pending'),
    ];
    await t.graphql(MODERATE, { id: rejected, decision: 'REJECT' }, admin.token);
    await t.graphql(MODERATE, { id: published, decision: 'APPROVE' }, admin.token);
    await t.graphql(MODERATE, { id: withdrawn, decision: 'APPROVE' }, admin.token);
    expect((await t.rest('PUT', `/stories/update/${withdrawn}`, { status: 'withdrawn' }, admin.token)).status).toBe(200);
    // Shared long ago; the withdrawn one was published 30 days before it was withdrawn (today): its
    // media's time runs from the withdrawal, not from the publication.
    await t.db.dataSource.query(`UPDATE story SET created_at = now() - interval '5 years' WHERE seeker_id = $1`, [seeker.id]);
    await t.db.dataSource.query(`UPDATE story SET moderated_at = moderated_at - interval '30 days' WHERE id = $1`, [withdrawn]);
    const before: Record<string, { status: string; moderated_at: Date; media_key: string }> = Object.fromEntries(
      await Promise.all([rejected, published, withdrawn, pending].map(async (id) => [id, await storyRow(id)])),
    );
    const keys = Object.values(before).map((row) => row.media_key);
    const signedLink = (await t.graphql(MINE, {}, seeker.token)).body.data.myStories.nodes.find((n: { id: string }) => n.id === rejected).media.url;

    await jobAt(t, daysFromNow(89)).sweep();
    for (const key of keys) expect(await t.api.services.storage.exists(key)).toBe(true);

    const at = daysFromNow(91);
    const swept = await jobAt(t, at).sweep();
    expect(swept!.storyMedia).toBe(2);
    for (const id of [rejected, withdrawn]) {
      const row = await storyRow(id);
      expect(row.media_deleted_at).toEqual(at);
      // The decision and the record of what was there stay.
      expect(row).toMatchObject({ status: before[id].status, moderated_at: before[id].moderated_at, moderated_by: admin.id, media_key: before[id].media_key, media_type: 'image/png' });
      expect(await t.api.services.storage.exists(before[id].media_key)).toBe(false);
      const [event] = await t.db.dataSource.query(
        `SELECT actor_id, actor_role, subject_type, from_state, to_state, state_after FROM audit_event WHERE action = 'story_media.delete' AND subject_id = $1`,
        [id],
      );
      expect(event).toMatchObject({ actor_id: null, actor_role: 'system', subject_type: 'story', from_state: 'stored', to_state: 'deleted', state_after: { retentionDays: 90 } });
    }
    // Published and pending stories keep their media, however old.
    for (const id of [published, pending]) {
      expect(await storyRow(id)).toEqual(before[id]);
      expect(await t.api.services.storage.exists(before[id].media_key)).toBe(true);
      expect(await mediaDeletions(id)).toBe(0);
    }
    expect((await fetch(`${t.url}/stories/file/${published}`)).status).toBe(200);

    // The rejected story's signed link now answers 410 with when; the seeker's list offers no media.
    const gone = await t.rest('GET', signedLink);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'GONE', reason: 'STORY_MEDIA_DELETED', values: { deletedOn: at.toISOString().slice(0, 10), days: 91 } });
    expect((await t.rest('GET', `/stories/file/${withdrawn}`)).body.reason).toBe('STORY_WITHDRAWN');
    const mine = (await t.graphql(MINE, {}, seeker.token)).body.data.myStories.nodes;
    expect(mine.find((n: { id: string }) => n.id === rejected)).toEqual({ id: rejected, status: 'REJECTED', media: null });

    // Once is enough, and the orphan sweep, years later, takes nothing a row still needs.
    await jobAt(t, daysFromNow(3650)).sweep();
    expect(await mediaDeletions(rejected)).toBe(1);
    expect(await mediaDeletions(withdrawn)).toBe(1);
    expect(await t.api.services.storage.exists(before[published].media_key)).toBe(true);
    expect(await t.api.services.storage.exists(before[pending].media_key)).toBe(true);
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('on a PostgreSQL server shared by instances', () => {
  let other: Database;

  beforeAll(async () => {
    other = await openDatabase({ entities: ENTITIES, url: t.db.url });
  });

  afterAll(async () => {
    await other?.close();
  });

  it('two jobs started together do the work once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await submit(t, (await account(t, 'seeker')).token);
      await decideApplication(t, admin.token, id, 'approved');
      ids.push(id);
    }
    const events = await t.count('audit_event', `action = 'id_document.delete'`);
    const at = daysFromNow(100);
    const results = await Promise.all([jobAt(t, at).sweep(), jobAt(t, at, other).sweep()]);

    // One took the lock and did it all; the other skipped the round, or came after and found nothing.
    expect(results.reduce((sum, result) => sum + (result?.idDocuments ?? 0), 0)).toBe(5);
    for (const id of ids) expect(await deletions(id)).toBe(1);
    expect(await t.count('audit_event', `action = 'id_document.delete'`)).toBe(events + 5);
  });

  it('skips a round while another instance holds the lock, changing nothing, and does it after', async () => {
    const id = await submit(t, (await account(t, 'seeker')).token);
    await decideApplication(t, admin.token, id, 'rejected');
    const holder = new Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      expect((await holder.query('SELECT pg_try_advisory_lock($1) AS locked', [RETENTION_LOCK])).rows[0].locked).toBe(true);
      expect(await jobAt(t, daysFromNow(100)).sweep()).toBeUndefined();
      expect((await applicationRow(t, id)).id_document_deleted_at).toBeNull();
      expect(await deletions(id)).toBe(0);
    } finally {
      await holder.end();
    }
    expect(await jobAt(t, daysFromNow(100)).sweep()).toMatchObject({ idDocuments: 1 });
    expect(await deletions(id)).toBe(1);
  });
});

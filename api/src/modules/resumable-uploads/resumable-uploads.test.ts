import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import exifr from 'exifr';
import { createLogger } from '../../logging/logger';
import { sniffBuffer } from '../../storage/sniff';
import { pngBytes, svgBytes } from '../../test/fixtures';
import { APPLICATION_FORM, account } from '../../test/giving';
import { photoWithGps } from '../../test/media-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { RetentionJob } from '../retention/retention.job';

/**
 * ID documents and story media sent with tus (issue 20), against a real API, its database and its
 * storage on disk: created, sent in pieces, resumed after a connection cut mid-PATCH, finished
 * (sniffed, stripped, stored, ledgered), used by a submission; refused when they must be; swept
 * when left unfinished.
 */
let t: TestApi;
let seeker: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi();
  await t.api.services.retention.whenIdle();
  seeker = await account(t, 'seeker');
});
afterAll(() => t?.close());

/** The application form as GraphQL takes it (enum names). */
const GRAPHQL_FORM = {
  ...APPLICATION_FORM,
  travelType: 'HAJJ',
  familySize: 'FOUR',
  incomeBracket: 'UNDER_500',
  requestedAmount: 5000,
};

const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

async function tus(method: string, urlPath: string, token: string | undefined, headers: Record<string, string> = {}, body?: Buffer) {
  const all: Record<string, string> = { 'tus-resumable': '1.0.0', ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  if (body) all['content-type'] = 'application/offset+octet-stream';
  const response = await fetch(t.url + urlPath, { method, headers: all, body: body ? new Uint8Array(body) : undefined });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: json };
}

/** POST /uploads: the upload's path (`/uploads/<id>`), or the refusal. */
async function start(token: string, kind: string, length: number, filename = 'passport.png') {
  return tus('POST', '/uploads', token, { 'upload-length': String(length), 'upload-metadata': meta({ kind, filename }) });
}

async function startOk(token: string, kind: string, length: number, filename?: string): Promise<string> {
  const answer = await start(token, kind, length, filename);
  expect(answer.status).toBe(201);
  const location = answer.headers.get('location')!;
  expect(location).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
  return location;
}

const offsetOf = async (location: string, token = seeker.token) => Number((await tus('HEAD', location, token)).headers.get('upload-offset'));
const patch = (location: string, offset: number, bytes: Buffer, token = seeker.token) => tus('PATCH', location, token, { 'upload-offset': String(offset) }, bytes);
const idOf = (location: string) => location.split('/').pop()!;
const uploadRow = async (location: string) => (await t.db.dataSource.query('SELECT * FROM resumable_upload WHERE id = $1', [idOf(location)]))[0];
const staged = () => {
  const dir = path.join(t.config.dataDir, 'uploads', '.resumable');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/**
 * A PATCH whose connection is cut after `sent` of `bytes`' bytes have gone out, as a phone losing
 * its signal: resolves once the socket is gone.
 */
function cutPatch(location: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(t.url + location, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${seeker.token}`,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(bytes.subarray(0, sent), () => setTimeout(() => request.destroy(), 300));
  });
}

describe('an ID document sent with tus', () => {
  it('is created, sent in pieces, resumed after a cut PATCH, finished (sniffed, stored, in the ledger) and used by the application', async () => {
    const document = Buffer.concat([pngBytes(), Buffer.alloc(300_000, 7)]);
    const location = await startOk(seeker.token, 'id-document', document.length);
    expect(await offsetOf(location)).toBe(0);

    const first = await patch(location, 0, document.subarray(0, 100_000));
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, '100000']);
    expect(await offsetOf(location)).toBe(100_000);

    // The connection drops part-way through the second piece: what arrived is kept.
    await cutPatch(location, 100_000, document.subarray(100_000), 120_000);
    const resumeAt = await offsetOf(location);
    expect(resumeAt).toBeGreaterThan(100_000);
    expect(resumeAt).toBeLessThan(document.length);
    // Not finished: nothing is stored yet, and a submission naming it is refused.
    const early = await t.rest('POST', '/application/submit', { ...APPLICATION_FORM, idUploadId: idOf(location) }, seeker.token);
    expect([early.status, early.body.reason]).toEqual([409, 'UPLOAD_NOT_FINISHED']);

    const last = await patch(location, resumeAt, document.subarray(resumeAt));
    expect([last.status, last.headers.get('upload-offset')]).toEqual([204, String(document.length)]);
    expect(await offsetOf(location)).toBe(document.length);

    const row = await uploadRow(location);
    expect([row.stored_type, row.stored_size]).toEqual(['image/png', document.length]);
    expect(staged()).toEqual([]);
    expect(await t.count('stored_upload', `key = '${row.stored_key}'`)).toBe(1);
    const stored = fs.readFileSync(path.join(t.config.dataDir, 'uploads', row.stored_key));
    expect(stored.equals(document)).toBe(true);
    expect(await sniffBuffer(stored)).toBe('image/png');

    const submitted = await t.rest('POST', '/application/submit', { ...APPLICATION_FORM, idUploadId: idOf(location) }, seeker.token);
    expect(submitted.status).toBe(201);
    const [application] = await t.db.dataSource.query('SELECT id_file_key, id_file_type, id_file_size FROM application WHERE id = $1', [submitted.body.application._id]);
    expect(application).toEqual({ id_file_key: row.stored_key, id_file_type: 'image/png', id_file_size: document.length });
    // Used once: the upload is gone, its file is the application's.
    expect(await uploadRow(location)).toBeUndefined();
    expect((await tus('HEAD', location, seeker.token)).status).toBe(404);
  });

  it('refuses, changing nothing: too large, no kind, a type its bytes do not have, another account, an unknown id, donors and no token', async () => {
    const owner = await account(t, 'seeker');
    const other = await account(t, 'seeker');
    const before = { uploads: await t.count('resumable_upload'), applications: await t.count('application'), files: t.storedFiles().length };

    const tooLarge = await start(owner.token, 'id-document', 5 * 1024 * 1024 + 1);
    expect([tooLarge.status, tooLarge.body.reason]).toEqual([413, 'ID_DOCUMENT_TOO_LARGE']);
    const storyTooLarge = await start(owner.token, 'story-media', 50 * 1024 * 1024 + 1, 'trip.mp4');
    expect([storyTooLarge.status, storyTooLarge.body.reason]).toEqual([413, 'STORY_MEDIA_TOO_LARGE']);
    const noKind = await tus('POST', '/uploads', owner.token, { 'upload-length': '10' });
    expect([noKind.status, noKind.body.reason]).toEqual([400, 'UPLOAD_KIND_INVALID']);
    const deferred = await tus('POST', '/uploads', owner.token, { 'upload-defer-length': '1', 'upload-metadata': meta({ kind: 'id-document' }) });
    expect([deferred.status, deferred.body.reason]).toEqual([400, 'UPLOAD_LENGTH_REQUIRED']);
    expect((await start('', 'id-document', 10)).status).toBe(401);
    expect((await start((await account(t, 'donor')).token, 'id-document', 10)).status).toBe(403);

    // An SVG named .png: refused once its bytes are all there, and nothing of it stays.
    const svg = svgBytes();
    const location = await startOk(owner.token, 'id-document', svg.length, 'passport.png');
    const refused = await patch(location, 0, svg, owner.token);
    expect([refused.status, refused.headers.get('content-type')?.split(';')[0], refused.body?.reason]).toEqual([400, 'application/json', 'ID_DOCUMENT_TYPE_REFUSED']);
    expect(await uploadRow(location)).toBeUndefined();
    expect((await tus('HEAD', location, owner.token)).status).toBe(404); // a HEAD answer has no body: UPLOAD_NOT_FOUND

    // Another seeker's upload: neither seen, continued, ended nor used.
    const png = pngBytes();
    const theirs = await startOk(other.token, 'id-document', png.length);
    expect((await tus('HEAD', theirs, owner.token)).status).toBe(403);
    expect((await patch(theirs, 0, png, owner.token)).body.reason).toBe('UPLOAD_NOT_YOURS');
    expect((await tus('DELETE', theirs, owner.token)).body.reason).toBe('UPLOAD_NOT_YOURS');
    expect(await offsetOf(theirs, other.token)).toBe(0);
    expect((await patch(theirs, 0, png, other.token)).status).toBe(204);
    const stolen = await t.rest('POST', '/application/submit', { ...APPLICATION_FORM, idUploadId: idOf(theirs) }, owner.token);
    expect([stolen.status, stolen.body.reason]).toEqual([403, 'UPLOAD_NOT_YOURS']);
    const stolenGraphQL = await t.graphql(
      'mutation ($input: SubmitApplicationInput!, $id: ID) { submitApplication(input: $input, idDocumentUploadId: $id) { id } }',
      { input: GRAPHQL_FORM, id: idOf(theirs) },
      owner.token,
    );
    expect(stolenGraphQL.body.errors?.[0]?.extensions?.reason).toBe('UPLOAD_NOT_YOURS');
    // Of the wrong kind, and unknown.
    const wrongUse = await t.rest('POST', '/stories/submit', { title: 'Mine', description: 'A story.', uploadId: idOf(theirs) }, other.token);
    expect([wrongUse.status, wrongUse.body.reason]).toEqual([400, 'UPLOAD_FOR_ANOTHER_USE']);
    const unknown = await t.rest('POST', '/application/submit', { ...APPLICATION_FORM, idUploadId: '00000000-0000-4000-8000-000000000000' }, owner.token);
    expect([unknown.status, unknown.body.reason]).toEqual([404, 'UPLOAD_NOT_FOUND']);
    expect((await tus('HEAD', '/uploads/not-an-id', owner.token)).status).toBe(404);

    expect(await t.count('application')).toBe(before.applications);
    // Only the other seeker's own finished upload was added (one row, one stored file).
    expect(await t.count('resumable_upload')).toBe(before.uploads + 1);
    expect(t.storedFiles().length).toBe(before.files + 1);
  });
});

describe('story media sent with tus', () => {
  it('loses its EXIF GPS on finishing and is shared through GraphQL by its id', async () => {
    const author = await account(t, 'seeker');
    const photo = await photoWithGps('jpeg', { width: 640, height: 480 });
    const location = await startOk(author.token, 'story-media', photo.length, 'kaaba.jpg');
    const half = Math.floor(photo.length / 2);
    expect((await patch(location, 0, photo.subarray(0, half), author.token)).status).toBe(204);
    expect((await patch(location, half, photo.subarray(half), author.token)).status).toBe(204);
    const row = await uploadRow(location);
    const stored = fs.readFileSync(path.join(t.config.dataDir, 'uploads', row.stored_key));
    expect(row.stored_type).toBe('image/jpeg');
    expect(await exifr.gps(stored)).toBeUndefined();

    const shared = await t.graphql(
      'mutation ($input: SubmitStoryInput!, $id: ID) { submitStory(input: $input, mediaUploadId: $id) { id status media { type size } } }',
      { input: { title: 'Labbaik', description: 'We went.' }, id: idOf(location) },
      author.token,
    );
    expect(shared.body.errors).toBeUndefined();
    expect(shared.body.data.submitStory.media).toEqual({ type: 'image/jpeg', size: row.stored_size });
    expect(await uploadRow(location)).toBeUndefined();
  });
});

describe('uploads never finished', () => {
  it('are swept after ORPHAN_FILE_GRACE_MINUTES, staged bytes and all; a finished one left unused loses its stored file too', async () => {
    const owner = await account(t, 'seeker');
    const document = Buffer.concat([pngBytes(), Buffer.alloc(50_000, 1)]);
    const unfinished = await startOk(owner.token, 'id-document', document.length);
    await patch(unfinished, 0, document.subarray(0, 20_000), owner.token);
    const unused = await startOk(owner.token, 'id-document', document.length);
    await patch(unused, 0, document, owner.token);
    const unusedKey = (await uploadRow(unused)).stored_key;
    expect(staged().some((name) => name.startsWith(idOf(unfinished)))).toBe(true);

    const job = (minutes: number) =>
      new RetentionJob({
        db: t.db,
        storage: t.api.services.storage,
        audit: t.api.services.audit,
        logger: createLogger('silent'),
        config: t.config.retention,
        resumableUploads: t.api.services.resumableUploads,
        now: () => new Date(Date.now() + minutes * 60_000),
      });
    // Within the grace period: both stay, and the unfinished one resumes.
    await job(t.config.retention.orphanGraceMinutes - 5).sweep();
    expect(await offsetOf(unfinished, owner.token)).toBe(20_000);
    expect(await t.api.services.storage.exists(unusedKey)).toBe(true);

    await job(t.config.retention.orphanGraceMinutes + 5).sweep();
    expect(await uploadRow(unfinished)).toBeUndefined();
    expect(await uploadRow(unused)).toBeUndefined();
    expect(staged().filter((name) => name.startsWith(idOf(unfinished)))).toEqual([]);
    expect(await t.api.services.storage.exists(unusedKey)).toBe(false);
    expect(await t.count('stored_upload', `key = '${unusedKey}'`)).toBe(0);
    expect((await tus('HEAD', unfinished, owner.token)).status).toBe(404);
  });
});

import { pngBytes } from '../../test/fixtures';
import { account } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';
import { sendBytes, startUpload, tusMetadata, tusRequest } from '../../test/tus';
import { MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT, MAX_UNUSED_UPLOADS_PER_ACCOUNT } from './resumable-uploads.service';

/**
 * Issue 28 §1: finished uploads no submission has used are limited per account, as unfinished ones
 * are — in number (3) and in bytes with those still arriving (60 MB) — so no seeker keeps any number
 * of stored files for the grace period. The refusal is 429 TOO_MANY_UNUSED_UPLOADS and adds nothing.
 */
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

const MB = 1024 * 1024;
const post = (token: string, kind: string, length: number) =>
  tusRequest(t, 'POST', '/uploads', token, { 'upload-length': String(length), 'upload-metadata': tusMetadata({ kind, filename: kind === 'id-document' ? 'passport.png' : 'trip.png' }) });
const rowsOf = async (accountId: string) => (await t.db.dataSource.query('SELECT count(*)::int AS n FROM resumable_upload WHERE account_id = $1', [accountId]))[0].n as number;

async function finishedUpload(token: string): Promise<string> {
  const png = pngBytes();
  const location = await startUpload(t, token, 'id-document', png.length);
  expect((await sendBytes(t, location, 0, png, token)).status).toBe(204);
  return location;
}

it('the limits are 3 unused uploads and 60 MB', () => {
  expect([MAX_UNUSED_UPLOADS_PER_ACCOUNT, MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT]).toEqual([3, 60 * MB]);
});

it('refuses a fourth upload while three finished ones are unused, with Retry-After; ending one lets the next start', async () => {
  const seeker = await account(t, 'seeker');
  const finished = [await finishedUpload(seeker.token), await finishedUpload(seeker.token), await finishedUpload(seeker.token)];

  const refused = await post(seeker.token, 'id-document', 100);
  expect([refused.status, refused.body?.reason, refused.body?.values?.count]).toEqual([429, 'TOO_MANY_UNUSED_UPLOADS', 3]);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(t.config.retention.orphanGraceMinutes * 60);
  expect(await rowsOf(seeker.id)).toBe(3);

  expect((await tusRequest(t, 'DELETE', finished[0]!, seeker.token)).status).toBe(204);
  expect((await post(seeker.token, 'id-document', 100)).status).toBe(201);
  // Another seeker is not held back by this one's uploads.
  const other = await account(t, 'seeker');
  expect((await post(other.token, 'id-document', 100)).status).toBe(201);
});

it('refuses an upload that would take the unused and arriving bytes past 60 MB', async () => {
  const seeker = await account(t, 'seeker');
  await finishedUpload(seeker.token);
  expect((await post(seeker.token, 'story-media', 50 * MB)).status).toBe(201);
  const refused = await post(seeker.token, 'story-media', 10 * MB);
  expect([refused.status, refused.body?.reason]).toEqual([429, 'TOO_MANY_UNUSED_UPLOADS']);
  expect(refused.body?.values?.megabytes).toBeGreaterThan(60);
  expect(await rowsOf(seeker.id)).toBe(2);
  // A smaller one still fits.
  expect((await post(seeker.token, 'id-document', 5 * MB)).status).toBe(201);
});

it('holds under concurrent starts: with one unused, of five 20 MB starts at once two fit under 60 MB', async () => {
  const seeker = await account(t, 'seeker');
  await finishedUpload(seeker.token);
  const answers = await Promise.all(Array.from({ length: 5 }, () => post(seeker.token, 'story-media', 20 * MB)));
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
  expect(await rowsOf(seeker.id)).toBe(3);
});

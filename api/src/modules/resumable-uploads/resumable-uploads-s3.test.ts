import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { pngBytes } from '../../test/fixtures';
import { APPLICATION_FORM, account } from '../../test/giving';
import { CREDENTIALS, startS3rver } from '../../test/s3-server';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * The same tus uploads with S3_BUCKET set: the bytes wait in the bucket (tus's S3 store: a
 * multipart upload, `<id>.info`, `<id>.part`) and the finished file is stored there by the intake.
 * Against s3rver on loopback, as the other S3 tests.
 */
const BUCKET = 'sabil-tus';
let s3: Awaited<ReturnType<typeof startS3rver>>;
let admin: S3Client;
let t: TestApi;

beforeAll(async () => {
  s3 = await startS3rver();
  admin = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  // s3rver stores the SDK's checksummed (aws-chunked) bodies as they come, framing and all: WHEN_REQUIRED sends plain ones.
  t = await startTestApi({ s3: { bucket: BUCKET, endpoint: s3.endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true, checksums: 'WHEN_REQUIRED' } });
});
afterAll(async () => {
  await t?.close();
  admin?.destroy();
  await s3?.stop();
});

const keys = async () => ((await admin.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key!);

it('stages an upload in the bucket, resumes it, stores the finished file there and submits with it', async () => {
  const seeker = await account(t, 'seeker');
  const document = Buffer.concat([pngBytes(), Buffer.alloc(200_000, 3)]);
  const headers = (extra: Record<string, string>) => ({ 'tus-resumable': '1.0.0', authorization: `Bearer ${seeker.token}`, ...extra });
  const created = await fetch(`${t.url}/uploads`, {
    method: 'POST',
    headers: headers({ 'upload-length': String(document.length), 'upload-metadata': `kind ${Buffer.from('id-document').toString('base64')}` }),
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const id = location.split('/').pop()!;
  const patch = (offset: number, bytes: Buffer) =>
    fetch(t.url + location, { method: 'PATCH', headers: headers({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }), body: new Uint8Array(bytes) });
  expect((await patch(0, document.subarray(0, 80_000))).status).toBe(204);
  const head = await fetch(t.url + location, { method: 'HEAD', headers: headers({}) });
  expect(head.headers.get('upload-offset')).toBe('80000');
  expect((await keys()).some((key) => key.startsWith(id))).toBe(true);
  const last = await patch(80_000, document.subarray(80_000));
  expect(last.status).toBe(204);

  const [row] = await t.db.dataSource.query('SELECT stored_key, stored_type FROM resumable_upload WHERE id = $1', [id]);
  expect(row.stored_type).toBe('image/png');
  // Staged objects are gone; the stored file is in the bucket.
  expect((await keys()).filter((key) => key.startsWith(id))).toEqual([]);
  expect(await keys()).toContain(row.stored_key);
  const submitted = await t.rest('POST', '/application/submit', { ...APPLICATION_FORM, idUploadId: id }, seeker.token);
  expect(submitted.status).toBe(201);
});

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { FileTooLargeError } from './file-storage';
import { fileStorageBehaviour, generatedUpload } from './file-storage.behaviour';
import { S3Storage, type S3StorageOptions } from './s3-storage';
import { CREDENTIALS, startS3rver } from '../test/s3-server';

const MiB = 1024 * 1024;

describe('S3Storage against s3rver on loopback', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let admin: S3Client;
  let buckets = 0;
  const storages: S3Storage[] = [];

  beforeAll(async () => {
    s3 = await startS3rver();
    admin = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  });

  afterAll(async () => {
    await Promise.all(storages.map((storage) => storage.close()));
    admin?.destroy();
    await s3?.stop();
  });

  /** A storage on a new, empty bucket. */
  async function freshStorage(options: Partial<S3StorageOptions> = {}) {
    const bucket = `sabil-test-${++buckets}`;
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    const storage = new S3Storage({ bucket, endpoint: s3.endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true, ...options });
    storages.push(storage);
    const leftovers = async () => {
      const listed = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
      const objects = (listed.Contents ?? []).map((object) => `object ${object.Key}`);
      const uploads = (await s3.incompleteUploads(bucket)).map((id) => `incomplete upload ${id}`);
      return [...objects, ...uploads];
    };
    return { bucket, storage, leftovers };
  }

  describe('the FileStorage behaviour', () => {
    it.each(Object.entries(fileStorageBehaviour))('%s', async (_name, behaviour) => {
      await behaviour(await freshStorage());
    });
  });

  it('uploads in parts and aborts the multipart upload when the limit is passed after the first part', async () => {
    const { storage, leftovers } = await freshStorage();
    const before = s3.operations.length;
    await expect(storage.put('too-large-key', generatedUpload(16 * MiB).stream, { maxBytes: 12 * MiB })).rejects.toBeInstanceOf(FileTooLargeError);
    const sent = s3.operations.slice(before);
    expect(sent).toContain('CreateMultipartUpload');
    expect(sent.filter((operation) => operation === 'UploadPart').length).toBeGreaterThanOrEqual(2);
    expect(sent).toContain('AbortMultipartUpload');
    expect(sent).not.toContain('CompleteMultipartUpload');
    expect(await leftovers()).toEqual([]);
  });

  it('a small file goes up in one PutObject, without a multipart upload', async () => {
    const { storage } = await freshStorage();
    const before = s3.operations.length;
    await storage.put('small-file-key', generatedUpload(100_000).stream, { maxBytes: 5 * MiB });
    expect(s3.operations.slice(before)).toEqual(['PUT object']);
  });

  it('works with flexible checksums limited to where S3 requires them', async () => {
    const { storage } = await freshStorage({ checksums: 'WHEN_REQUIRED' });
    const upload = generatedUpload(11 * MiB);
    expect(await storage.put('checksum-key', upload.stream, { maxBytes: 20 * MiB })).toEqual({ size: 11 * MiB });
    let size = 0;
    for await (const chunk of await storage.get('checksum-key')) size += (chunk as Buffer).length;
    expect(size).toBe(11 * MiB);
  });

  it('rejects when the bucket does not exist, and releases the source', async () => {
    const storage = new S3Storage({ bucket: 'no-such-bucket', endpoint: s3.endpoint, credentials: CREDENTIALS, forcePathStyle: true });
    storages.push(storage);
    const upload = generatedUpload(1000);
    await expect(storage.put('some-key-123', upload.stream, { maxBytes: 5 * MiB })).rejects.toThrow();
    expect(upload.stream.destroyed).toBe(true);
  });

  it('clears leftovers without error on a store that does not list multipart uploads (s3rver answers 501)', async () => {
    const { storage } = await freshStorage();
    await expect(storage.removeLeftovers(new Date())).resolves.toBe(0);
  });

  // How much memory a large upload takes is a figure, not a test: `npm run bench` prints it.
});

import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, CreateMultipartUploadCommand, ListObjectsV2Command, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { FileTooLargeError } from './file-storage';
import { fileStorageBehaviour, generatedUpload, stalledUpload } from './file-storage.behaviour';
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
    const unlisted = await startS3rver({ listsUploads: false });
    const client = new S3Client({ endpoint: unlisted.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
    const storage = new S3Storage({ bucket: 'sabil-unlisted', endpoint: unlisted.endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true });
    try {
      await client.send(new CreateBucketCommand({ Bucket: 'sabil-unlisted' }));
      await expect(storage.removeLeftovers([randomUUID()], new Date())).resolves.toEqual({ removed: 0, inFlight: [] });
      expect(unlisted.operations).toContain('ListMultipartUploads');
    } finally {
      await storage.close();
      client.destroy();
      await unlisted.stop();
    }
  });

  describe('clearing the incomplete uploads a crash left, in a bucket shared with others', () => {
    /** A multipart upload begun with one part, as another process (another instance, another deployment) would leave it. */
    async function beginUpload(bucket: string, key: string): Promise<string> {
      const { UploadId } = await admin.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
      await admin.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 1, Body: Buffer.alloc(1024, 1) }));
      return UploadId!;
    }

    it('aborts only those of the keys it is given that received nothing since the cutoff; others, and ours in flight, stay', async () => {
      const { bucket, storage } = await freshStorage();
      const hoursAgo = new Date(Date.now() - 2 * 3600_000);
      // Ours, abandoned by an instance killed two hours ago.
      const abandoned = randomUUID();
      const abandonedUpload = await beginUpload(bucket, abandoned);
      await s3.ageUpload(bucket, abandonedUpload, hoursAgo);
      // Not ours: as old, under keys the ledger does not hold (a backup job, another deployment).
      const foreign = [await beginUpload(bucket, 'backup-2026-11-24'), await beginUpload(bucket, randomUUID())];
      for (const uploadId of foreign) await s3.ageUpload(bucket, uploadId, hoursAgo);
      // Ours, begun long ago by another instance and still receiving parts (a slow 50 MB video).
      const slow = randomUUID();
      const slowUpload = await beginUpload(bucket, slow);
      await s3.ageUpload(bucket, slowUpload, hoursAgo);
      await admin.send(new UploadPartCommand({ Bucket: bucket, Key: slow, UploadId: slowUpload, PartNumber: 2, Body: Buffer.alloc(1024, 2) }));
      // Ours, under way in this very process, its first part dated long ago: this process knows better.
      const local = randomUUID();
      const before = new Set(await s3.incompleteUploads(bucket));
      const stalled = stalledUpload(6 * MiB, 6 * MiB - 64 * 1024);
      const put = storage.put(local, stalled.stream, { maxBytes: 10 * MiB });
      await stalled.reachedStall;
      let localUpload: string | undefined;
      while (!localUpload) {
        localUpload = (await s3.incompleteUploads(bucket)).find((id) => !before.has(id));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await s3.ageUpload(bucket, localUpload, hoursAgo);

      const cleared = await storage.removeLeftovers([abandoned, slow, local], new Date(Date.now() - 60_000));

      expect(cleared).toEqual({ removed: 1, inFlight: [slow, local] });
      const left = await s3.incompleteUploads(bucket);
      expect(left).not.toContain(abandonedUpload);
      expect(left).toEqual(expect.arrayContaining([...foreign, slowUpload, localUpload]));
      stalled.release();
      expect(await put).toEqual({ size: 6 * MiB });
    });
  });

  // How much memory a large upload takes is a figure, not a test: `npm run bench` prints it.
});

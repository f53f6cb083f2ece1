import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform, pipeline } from 'node:stream';
import { FileTooLargeError, type ByteRange, type FileStorage, type Leftovers, type StoredFile } from './file-storage';
import { assertStorageKey, STORAGE_KEY_PATTERN } from './storage-key';

/** Where and how to reach an S3-compatible bucket (S3_* in the environment). */
export interface S3StorageOptions {
  bucket: string;
  /** e.g. `http://127.0.0.1:9000` for MinIO or s3rver; omitted for AWS itself. */
  endpoint?: string;
  /** Defaults to `us-east-1` (what most S3-compatible servers expect). */
  region?: string;
  /** Omitted: the SDK's default chain (AWS_* environment variables, shared files, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key`; most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /**
   * Bytes per multipart part (S3's minimum and the default: 5 MiB). Together with `queueSize` it
   * bounds the memory one upload takes: about (queueSize + 1) × partSize, whatever the file's size.
   */
  partSize?: number;
  /** Parts uploaded at once (default 1: one part in flight while the next is read). */
  queueSize?: number;
  /**
   * Flexible checksums (CRC32 headers on every upload, checksum mode on downloads). The SDK's
   * default, `WHEN_SUPPORTED`, suits AWS and s3rver (which ignores them); `WHEN_REQUIRED` is for
   * S3-compatible servers that refuse those headers.
   */
  checksums?: 'WHEN_SUPPORTED' | 'WHEN_REQUIRED';
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (DESIGN §8, §10), so every API instance sees the same uploads.
 * Uploads stream through `@aws-sdk/lib-storage`'s multipart `Upload` (the length is not known in
 * advance); the size limit is counted while streaming. A refused or failed upload is aborted
 * (its parts discarded) and anything that may have been completed under the key is deleted, so
 * nothing is left behind.
 *
 * Deployment: give the credentials s3:GetObject, s3:PutObject, s3:DeleteObject,
 * s3:AbortMultipartUpload, s3:ListBucketMultipartUploads, s3:ListMultipartUploadParts and
 * s3:ListBucket (without the last, S3 answers 403 instead of 404 for a missing key and `exists`
 * throws), and give the bucket a lifecycle rule that aborts incomplete multipart uploads after a
 * day, for the uploads whose abort could not reach S3 (a crash, a network cut).
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;
  private readonly queueSize: number;
  /** Keys this process is uploading now: never leftovers, however slow. */
  private readonly uploading = new Set<string>();

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
    this.queueSize = Math.max(options.queueSize ?? 1, 1);
    const config: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      forcePathStyle: options.forcePathStyle ?? false,
      // Fail instead of hanging when the storage does not answer.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    };
    if (options.endpoint) config.endpoint = options.endpoint;
    if (options.credentials) config.credentials = options.credentials;
    if (options.checksums) {
      config.requestChecksumCalculation = options.checksums;
      config.responseChecksumValidation = options.checksums;
    }
    this.client = new S3Client(config);
  }

  async put(key: string, source: Readable, { maxBytes }: { maxBytes: number }): Promise<{ size: number }> {
    assertStorageKey(key);
    let size = 0;
    // Why the upload failed, when it is our doing or the source's (the SDK's error would hide it).
    let reason: Error | undefined;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) {
          reason ??= new FileTooLargeError(maxBytes);
          done(reason);
        } else done(null, chunk);
      },
    });
    // Stays attached: an error the source emits late is then recorded, never an uncaught 'error'.
    source.on('error', (error: Error) => {
      reason ??= error;
    });
    // Errors go both ways: a refused size destroys the source, a failing source fails the body.
    pipeline(source, limit, () => undefined);

    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: limit },
      partSize: this.partSize,
      queueSize: this.queueSize,
      leavePartsOnError: false, // a failed upload sends AbortMultipartUpload before done() rejects
    });
    this.uploading.add(key);
    try {
      await upload.done();
      return { size };
    } catch (error) {
      limit.destroy();
      source.destroy();
      // CompleteMultipartUpload (or the single PutObject) may have succeeded with its answer lost.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(() => undefined);
      throw reason ?? error;
    } finally {
      this.uploading.delete(key);
    }
  }

  /** Rejects when there is no object under the key (the SDK's `NoSuchKey`). */
  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    const { Body } = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
    );
    if (!(Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
    return Body;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  }

  /**
   * Aborts the multipart uploads under `keys` (an instance killed mid-upload cannot abort its own)
   * that received nothing since `before`: no part uploaded since, and not under way in this process.
   * Only those keys are looked up, never a listing of the bucket, which may hold others' uploads.
   * Stores that do not implement ListMultipartUploads (s3rver without the tests' addition answers
   * 501) leave this to the bucket's lifecycle rule (see the class comment): nothing is removed, and
   * that is no error.
   */
  async removeLeftovers(keys: readonly string[], before: Date): Promise<Leftovers> {
    let removed = 0;
    const inFlight: string[] = [];
    let listed = true;
    for (const key of keys) {
      assertStorageKey(key);
      if (this.uploading.has(key)) {
        inFlight.push(key);
        continue;
      }
      if (!listed) continue;
      let active = false;
      try {
        for (const upload of await this.multipartUploads(key)) {
          const written = await this.lastWritten(key, upload);
          if (!written || written >= before) {
            active = true;
            continue;
          }
          await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: upload.uploadId }));
          removed += 1;
        }
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 501) throw error;
        listed = false;
      }
      if (active) inFlight.push(key);
    }
    return { removed, inFlight };
  }

  /** The incomplete multipart uploads of exactly `key` (S3 lists by prefix). */
  /** The bucket's objects under storage keys (a bucket shared with others: theirs are not listed). */
  async *list(): AsyncGenerator<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && STORAGE_KEY_PATTERN.test(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async multipartUploads(key: string): Promise<{ uploadId: string; initiated?: Date }[]> {
    const found: { uploadId: string; initiated?: Date }[] = [];
    let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: key, ...marker }));
      for (const upload of page.Uploads ?? []) {
        if (upload.Key === key && upload.UploadId) found.push({ uploadId: upload.UploadId, initiated: upload.Initiated });
      }
      if (!page.IsTruncated) return found;
      marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  /** When an upload last received bytes: its latest part, or its start; undefined when S3 does not say. */
  private async lastWritten(key: string, upload: { uploadId: string; initiated?: Date }): Promise<Date | undefined> {
    let latest = upload.initiated;
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: upload.uploadId, PartNumberMarker: marker }));
      for (const part of page.Parts ?? []) {
        if (part.LastModified && (!latest || part.LastModified > latest)) latest = part.LastModified;
      }
      if (!page.IsTruncated) return latest;
      marker = page.NextPartNumberMarker;
    }
  }

  /** Closes the client's pooled connections (at shutdown, and in tests). */
  async close(): Promise<void> {
    this.client.destroy();
  }
}

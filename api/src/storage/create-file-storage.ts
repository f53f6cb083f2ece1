import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage, type S3StorageOptions } from './s3-storage';

export type { S3StorageOptions } from './s3-storage';

/** What the composition root passes: the data directory, and the bucket when S3_BUCKET is set. */
export interface FileStorageConfig {
  dataDir: string;
  s3?: S3StorageOptions;
}

/** A storage the composition root can close at shutdown (a no-op on local disk). */
export type ClosableFileStorage = FileStorage & { close(): Promise<void> };

/**
 * S3-compatible object storage when a bucket is configured (several instances share it), else
 * files under DATA_DIR/uploads (one instance).
 */
export function createFileStorage(config: FileStorageConfig): ClosableFileStorage {
  if (config.s3) return new S3Storage(config.s3);
  return Object.assign(new LocalDiskStorage(path.join(config.dataDir, 'uploads')), { close: async () => undefined });
}

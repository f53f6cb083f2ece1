import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { S3Storage } from '../storage/s3-storage';

const MiB = 1024 * 1024;
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in account

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

/** `size` bytes, made as they are read. */
function generated(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), sent % 251);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

/**
 * Uploads of `megabytes` MiB through S3Storage to s3rver on loopback (a dev dependency, as the
 * bench is), sampling this process's array buffers after a full collection every 25 ms: the parts
 * in flight, not the file, should set the figure. s3rver receives in this same process, so its
 * buffers count too.
 */
export async function measureS3Upload(megabytes: number): Promise<string> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench does)');
  const S3rver = createRequire(__filename)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-bench-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  const storage = new S3Storage({ bucket: 'bench', endpoint, credentials: CREDENTIALS, forcePathStyle: true });
  try {
    await admin.send(new CreateBucketCommand({ Bucket: 'bench' }));
    const size = megabytes * MiB;
    // Once for speed, once for memory (the collections every 25 ms slow the upload down).
    const startedAt = performance.now();
    await storage.put('bench-object-timed', generated(size), { maxBytes: size });
    const seconds = (performance.now() - startedAt) / 1000;

    gc();
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = 0;
    const sampler = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - baseline);
    }, 25);
    try {
      await storage.put('bench-object', generated(size), { maxBytes: size });
    } finally {
      clearInterval(sampler);
    }
    return `S3 upload of ${megabytes} MiB to s3rver (part size 5 MiB, one in flight): ${seconds.toFixed(2)} s; array buffers peak +${(peak / MiB).toFixed(1)} MiB`;
  } finally {
    await storage.close();
    admin.destroy();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The little of s3rver 3.7.1 (a Koa app, untyped) that these tests use. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
}
interface S3rverInstance {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(__filename)('s3rver') as S3rverClass;

export const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in account

/**
 * A real S3-protocol server on loopback: s3rver, started on port 0 in a temporary directory.
 *
 * s3rver 3.7.1 implements multipart uploads but not AbortMultipartUpload (it answers 405) nor
 * ListMultipartUploads (501). The one middleware added here does what S3 does on abort — discard
 * the upload's parts (s3rver keeps them in `<bucket>/._S3rver_uploads/<uploadId>/`) — so that
 * "no incomplete multipart upload is left" can be checked by looking at that directory. It also
 * records the S3 operations the client sent.
 */
export async function startS3rver() {
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sabil-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const operations: string[] = [];
  server.middleware.unshift(async (ctx, next) => {
    const [, bucket, ...key] = ctx.path.split('/');
    const uploadId = ctx.query.uploadId;
    const operation =
      ctx.method === 'POST' && 'uploads' in ctx.query
        ? 'CreateMultipartUpload'
        : ctx.method === 'PUT' && uploadId !== undefined
          ? 'UploadPart'
          : ctx.method === 'POST' && uploadId !== undefined
            ? 'CompleteMultipartUpload'
            : ctx.method === 'DELETE' && uploadId !== undefined
              ? 'AbortMultipartUpload'
              : `${ctx.method} ${key.length ? 'object' : 'bucket'}`;
    operations.push(operation);
    if (operation === 'AbortMultipartUpload' && typeof uploadId === 'string' && /^[0-9a-f]{32}$/.test(uploadId)) {
      await fs.promises.rm(path.join(directory, bucket, '._S3rver_uploads', uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    directory,
    endpoint,
    operations,
    /** Multipart uploads begun and neither completed nor aborted. */
    async incompleteUploads(bucket: string): Promise<string[]> {
      return fs.promises.readdir(path.join(directory, bucket, '._S3rver_uploads')).catch(() => []);
    },
    async stop() {
      server.httpServer.closeAllConnections();
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}


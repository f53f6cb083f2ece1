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
  body: unknown;
  type: string;
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
 * s3rver 3.7.1 implements multipart uploads but not AbortMultipartUpload (it answers 405),
 * ListMultipartUploads (501) nor ListParts. The one middleware added here does what S3 does —
 * on abort, discard the upload's parts (s3rver keeps them in `<bucket>/._S3rver_uploads/<uploadId>/`,
 * with the key in a file `key`), so that "no incomplete multipart upload is left" can be checked by
 * looking at that directory; and it lists uploads (by prefix, each initiated when its `key` file was
 * written) and their parts (each last modified when its file was), unless `listsUploads` is false
 * (a store that leaves this to lifecycle rules). It also records the S3 operations the client sent.
 */
export async function startS3rver({ listsUploads = true }: { listsUploads?: boolean } = {}) {
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sabil-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const operations: string[] = [];
  const uploadsOf = (bucket: string, uploadId?: string) => path.join(directory, bucket, '._S3rver_uploads', ...(uploadId ? [uploadId] : []));
  server.middleware.unshift(async (ctx, next) => {
    const [, bucket, ...segments] = ctx.path.split('/');
    const key = segments.join('/');
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
              : ctx.method === 'GET' && !key && 'uploads' in ctx.query
                ? 'ListMultipartUploads'
                : ctx.method === 'GET' && uploadId !== undefined
                  ? 'ListParts'
                  : `${ctx.method} ${key ? 'object' : 'bucket'}`;
    operations.push(operation);
    if (operation === 'AbortMultipartUpload' && typeof uploadId === 'string' && /^[0-9a-f]{32}$/.test(uploadId)) {
      await fs.promises.rm(uploadsOf(bucket!, uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (listsUploads && operation === 'ListMultipartUploads') {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      const uploads: string[] = [];
      for (const id of (await fs.promises.readdir(uploadsOf(bucket!)).catch(() => [])).sort()) {
        const keyFile = path.join(uploadsOf(bucket!, id), 'key');
        const uploadKey = await fs.promises.readFile(keyFile, 'utf8').catch(() => undefined);
        if (uploadKey === undefined || !uploadKey.startsWith(prefix)) continue;
        const { mtime } = await fs.promises.stat(keyFile);
        uploads.push(`<Upload><Key>${xml(uploadKey)}</Key><UploadId>${id}</UploadId><Initiated>${mtime.toISOString()}</Initiated></Upload>`);
      }
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket!)}</Bucket><Prefix>${xml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    if (listsUploads && operation === 'ListParts' && typeof uploadId === 'string' && /^[0-9a-f]{32}$/.test(uploadId)) {
      const files = await fs.promises.readdir(uploadsOf(bucket!, uploadId)).catch(() => undefined);
      if (!files) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
        return;
      }
      const parts: string[] = [];
      for (const file of files.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(a) - Number(b))) {
        const { mtime, size } = await fs.promises.stat(path.join(uploadsOf(bucket!, uploadId), file));
        parts.push(`<Part><PartNumber>${file}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${file}"</ETag><Size>${size}</Size></Part>`);
      }
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket!)}</Bucket><Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
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
      return fs.promises.readdir(uploadsOf(bucket)).catch(() => []);
    },
    /** Dates an incomplete upload — its start and every part — at `at`: one a crash left long ago. */
    async ageUpload(bucket: string, uploadId: string, at: Date): Promise<void> {
      for (const file of await fs.promises.readdir(uploadsOf(bucket, uploadId))) await fs.promises.utimes(path.join(uploadsOf(bucket, uploadId), file), at, at);
    },
    async stop() {
      server.httpServer.closeAllConnections();
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DataStore, Upload } from '@tus/utils';
import type { Server as TusServer } from '@tus/server';
import type { Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { updateReturning } from '../../db/update-returning';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import type { S3StorageOptions } from '../../storage/create-file-storage';
import type { StoredUpload, UploadIntake, UploadRules } from '../../uploads/upload-intake';
import { recordForRemoval } from '../../uploads/upload-ledger';
import { ResumableUploadErrors } from './resumable-uploads.errors';

/** Where the tus server answers (POST here; HEAD, PATCH and DELETE on `/uploads/{id}`). */
export const RESUMABLE_UPLOADS_PATH = '/uploads';

/** Unfinished uploads one account may have at once: each may hold up to 50 MB until it expires. */
export const MAX_OPEN_UPLOADS_PER_ACCOUNT = 5;
/**
 * Finished uploads no submission has used yet, per account, when starting another: a seeker needs
 * one ID document and one story's media at a time, plus a file chosen again (issue 28).
 */
export const MAX_UNUSED_UPLOADS_PER_ACCOUNT = 3;
/** Bytes one account may hold in uploads not yet used — finished, arriving, and the one starting. */
export const MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT = 60 * 1024 * 1024;

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface UploadRow {
  id: string;
  account_id: string;
  kind: string;
  filename: string;
  length: number;
  touched_at: Date;
  stored_key: string | null;
  stored_type: string | null;
  stored_size: number | null;
}

/** A finished upload a submission may use: its stored file (sniffed, stripped, in the ledger). */
export interface FinishedUpload extends StoredUpload {
  uploadId: string;
}

/** Where an upload's bytes wait until it finishes: beside the stored files (local disk) or in the bucket. */
export interface StagingConfig {
  dataDir: string;
  s3?: S3StorageOptions;
  /** Browsers' origin (WEB_ORIGIN): tus writes its own CORS headers. */
  webOrigin: string;
  /** ORPHAN_FILE_GRACE_MINUTES: an upload that received nothing for this long is swept (Retry-After). */
  graceMinutes: number;
}

/** Where staged bytes live: tus's file or S3 store, both of which can read an upload back. */
type StagingStore = DataStore & { read(id: string): Readable | Promise<Readable> };

type TusModules = [typeof import('@tus/server'), typeof import('@tus/file-store'), typeof import('@tus/s3-store')];

/**
 * ID documents and story media sent with the tus resumable-upload protocol (issue 20), so a dropped
 * connection, a change of network or a reload resumes from the last byte the server has.
 *
 * An upload belongs to the account that started it (a seeker): no other account can see, continue,
 * finish, end or use it. Its length is known from the start and limited as the multipart path
 * limits it (the kind's `maxBytes`). Once its last byte arrives the staged file goes through the
 * same UploadIntake as a multipart upload — sniffed, its metadata stripped, stored under a fresh
 * key written to the upload ledger first — and the staged copy is removed. A submission then names
 * the upload (`claim` and, in the submission's transaction, `consume`). A refused file is dropped
 * with its row, so the seeker starts again with another. Uploads that received nothing for
 * ORPHAN_FILE_GRACE_MINUTES are removed by the retention job (`sweep`), finished or not; a finished
 * one's stored file is then the orphan sweep's, through the ledger, as today.
 */
export class ResumableUploads {
  private readonly kinds: ReadonlyMap<string, UploadRules>;
  private readonly context = new AsyncLocalStorage<{ id: string; json: boolean }>();
  /** Uploads this process is receiving bytes for now: never swept, however slow. */
  private readonly receiving = new Map<string, number>();
  /** Finishing under way in this process (the last PATCH, or a submission that finds the bytes complete). */
  private readonly finishing = new Map<string, Promise<void>>();
  private tus: Promise<TusServer> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly intake: UploadIntake,
    private readonly staging: StagingConfig,
    private readonly logger: Logger,
    /** What an upload may be for, by `kind` (registered by their domains, uploads/upload-kinds.ts): the rules of that submission's multipart path. */
    kinds: Readonly<Record<string, UploadRules>>,
  ) {
    this.kinds = new Map(Object.entries(kinds));
  }

  get kindNames(): string[] {
    return [...this.kinds.keys()];
  }

  /** The largest upload any kind allows (tus's own ceiling; each kind's is checked first). */
  private get maxBytes(): number {
    return Math.max(0, ...[...this.kinds.values()].map((rules) => rules.maxBytes));
  }

  /** POST /uploads: checks the declared length and kind, writes the row, then lets tus create it. */
  async create(viewer: Viewer, req: Request, res: Response): Promise<void> {
    const metadata = parseMetadata(req.headers['upload-metadata']);
    const kind = metadata.kind ?? '';
    const rules = this.kinds.get(kind);
    if (!rules) throw new AppError(ResumableUploadErrors.UPLOAD_KIND_INVALID, { field: 'kind', values: { choices: this.kindNames.join(', ') } });
    const declared = req.headers['upload-length'];
    if (req.headers['upload-defer-length'] !== undefined || req.headers['upload-concat'] !== undefined || typeof declared !== 'string' || !/^\d{1,12}$/.test(declared)) {
      throw new AppError(ResumableUploadErrors.UPLOAD_LENGTH_REQUIRED, { field: 'Upload-Length' });
    }
    const length = Number(declared);
    if (length > rules.maxBytes) throw new AppError(rules.refusals.tooLarge, { field: rules.field });
    if (length === 0) throw new AppError(rules.refusals.empty, { field: rules.field });
    const id = randomUUID();
    // Committed before tus writes anything: whatever it leaves behind has a row the sweep reads.
    await this.dataSource.transaction(async (manager) => {
      // One start at a time per account, so concurrent starts cannot all pass the limits.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`resumable_upload:${viewer.id}`]);
      await this.checkLimits(manager, viewer, length);
      await manager.query('INSERT INTO resumable_upload (id, account_id, kind, filename, length) VALUES ($1, $2, $3, $4, $5)', [
        id,
        viewer.id,
        kind,
        (metadata.filename ?? '').slice(0, 255),
        length,
      ]);
    });
    await this.handOver(id, req, res);
  }

  /** HEAD, PATCH or DELETE /uploads/{id}: only its owner's; a finished upload answers for itself. */
  async resume(viewer: Viewer, id: string, req: Request, res: Response): Promise<void> {
    if (!addressesExactly(req, id)) throw new AppError(ResumableUploadErrors.UPLOAD_ADDRESS_INVALID, { field: 'uploadId' });
    const row = await this.ownRow(viewer, id);
    if (row.stored_key) {
      if (req.method === 'HEAD') {
        res.set({ 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(row.length), 'Upload-Length': String(row.length), 'Cache-Control': 'no-store' });
        res.status(200).end();
        return;
      }
      if (req.method === 'DELETE') {
        await this.dataSource.query('DELETE FROM resumable_upload WHERE id = $1', [id]);
        await this.intake.discard(row.stored_key);
        res.set('Tus-Resumable', '1.0.0').status(204).end();
        return;
      }
      throw new AppError(ResumableUploadErrors.UPLOAD_ALREADY_FINISHED);
    }
    if (req.method === 'PATCH') {
      await this.dataSource.query('UPDATE resumable_upload SET touched_at = now() WHERE id = $1', [id]);
      this.receiving.set(id, (this.receiving.get(id) ?? 0) + 1);
      try {
        await this.handOver(id, req, res);
      } finally {
        const left = (this.receiving.get(id) ?? 1) - 1;
        if (left > 0) this.receiving.set(id, left);
        else this.receiving.delete(id);
        await this.dataSource.query('UPDATE resumable_upload SET touched_at = now() WHERE id = $1', [id]).catch(() => undefined);
      }
      return;
    }
    if (req.method === 'DELETE') {
      // Ended here rather than by tus, so the row is gone before the answer leaves.
      await this.drop(id);
      res.set('Tus-Resumable', '1.0.0').status(204).end();
      return;
    }
    await this.handOver(id, req, res);
  }

  /**
   * A submission names a finished upload of its viewer's, of this kind. Unknown ids are 404, another
   * account's 403, an upload still short of bytes 409. An upload whose last byte arrived but whose
   * finishing was cut short (a crash, a lost answer) is finished now.
   */
  async claim(viewer: Viewer, uploadId: string, kind: string): Promise<FinishedUpload> {
    let row = await this.ownRow(viewer, uploadId);
    if (row.kind !== kind) throw new AppError(ResumableUploadErrors.UPLOAD_FOR_ANOTHER_USE, { field: 'uploadId', values: { kind: row.kind } });
    if (!row.stored_key) {
      const staged = await (await this.datastore()).getUpload(uploadId).catch(() => undefined);
      if (!staged || staged.offset !== row.length) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FINISHED, { field: 'uploadId' });
      await this.finish(uploadId);
      row = await this.ownRow(viewer, uploadId);
    }
    return { uploadId, key: row.stored_key!, type: row.stored_type!, size: row.stored_size! };
  }

  /** In the submission's transaction: the upload is used once; a second use (a race) is refused. */
  async consume(manager: Pick<EntityManager, 'query'>, upload: FinishedUpload): Promise<void> {
    const rows = await updateReturning(manager, 'DELETE FROM resumable_upload WHERE id = $1 AND stored_key = $2 RETURNING id', [upload.uploadId, upload.key]);
    if (rows.length === 0) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FOUND, { field: 'uploadId' });
  }

  /**
   * Removes the uploads that received nothing since `before`: an unfinished one's staged bytes and
   * its row; a finished one's row, its stored file's key going back to the upload ledger in the same
   * transaction (dated when it last changed), where the orphan sweep removes the file as it removes
   * any file no row needs. Uploads this process is receiving or finishing are left alone.
   */
  async sweep(before: Date): Promise<number> {
    const rows: { id: string; stored_key: string | null }[] = await this.dataSource.query(
      'SELECT id, stored_key FROM resumable_upload WHERE touched_at < $1 ORDER BY touched_at LIMIT 500',
      [before],
    );
    let removed = 0;
    for (const row of rows) {
      if (this.receiving.has(row.id) || this.finishing.has(row.id)) continue;
      const deleted = await this.dataSource.transaction(async (manager) => {
        const gone = await updateReturning<{ stored_key: string | null; touched_at: Date }>(
          manager,
          'DELETE FROM resumable_upload WHERE id = $1 AND touched_at < $2 RETURNING stored_key, touched_at',
          [row.id, before],
        );
        const storedKey = gone[0]?.stored_key;
        if (storedKey) await recordForRemoval(manager, [storedKey], gone[0]!.touched_at);
        return gone.length;
      });
      if (deleted && !row.stored_key) await this.removeStaged(row.id);
      removed += deleted;
    }
    if (removed) this.logger.info('removed resumable uploads that received nothing within the grace period', { removed });
    return removed;
  }

  /**
   * What an account may hold in uploads before starting another of `length` bytes: unfinished ones
   * (MAX_OPEN_UPLOADS_PER_ACCOUNT), finished ones not used (MAX_UNUSED_UPLOADS_PER_ACCOUNT), and the
   * bytes of both with this one (MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT: unfinished ones count at their
   * declared length). A refusal says when the oldest of them expires.
   */
  private async checkLimits(manager: Pick<EntityManager, 'query'>, viewer: Viewer, length: number): Promise<void> {
    const [held]: { open: number; unused: number; bytes: string; oldest: Date | null }[] = await manager.query(
      `SELECT count(*) FILTER (WHERE finished_at IS NULL)::int AS open, count(*) FILTER (WHERE finished_at IS NOT NULL)::int AS unused,
              coalesce(sum(CASE WHEN finished_at IS NULL THEN length ELSE stored_size END), 0)::text AS bytes, min(touched_at) AS oldest
         FROM resumable_upload WHERE account_id = $1`,
      [viewer.id],
    );
    const { open, unused, oldest } = held!;
    if (open >= MAX_OPEN_UPLOADS_PER_ACCOUNT) throw new AppError(ResumableUploadErrors.TOO_MANY_OPEN_UPLOADS, { values: { count: open } });
    const bytes = Number(held!.bytes) + length;
    if (unused < MAX_UNUSED_UPLOADS_PER_ACCOUNT && bytes <= MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT) return;
    const expires = oldest ? new Date(oldest).getTime() + this.staging.graceMinutes * 60_000 : Date.now();
    throw new AppError(ResumableUploadErrors.TOO_MANY_UNUSED_UPLOADS, {
      values: {
        count: unused,
        megabytes: Math.ceil(bytes / (1024 * 1024)),
        maxCount: MAX_UNUSED_UPLOADS_PER_ACCOUNT,
        maxMegabytes: MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT / (1024 * 1024),
      },
      retryAfter: Math.max(1, Math.ceil((expires - Date.now()) / 1000)),
    });
  }

  private async ownRow(viewer: Viewer, id: string): Promise<UploadRow> {
    if (!ID_PATTERN.test(id)) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FOUND, { field: 'uploadId' });
    const [row]: UploadRow[] = await this.dataSource.query('SELECT * FROM resumable_upload WHERE id = $1', [id]);
    if (!row) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FOUND, { field: 'uploadId' });
    if (row.account_id !== viewer.id) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_YOURS, { field: 'uploadId' });
    return row;
  }

  /**
   * tus answers the request. Its refusals are text, except ours from the finish (a type refused by
   * its bytes…), which carry the REST error body: those are labelled JSON, as every other refusal.
   */
  private async handOver(id: string, req: Request, res: Response): Promise<void> {
    const tus = await this.server();
    const state = { id, json: false };
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, status: number, ...rest: unknown[]) {
      const headers = rest.find(Array.isArray) as string[] | undefined;
      if (state.json && headers) {
        for (let i = 0; i < headers.length; i += 2) if (headers[i]!.toLowerCase() === 'content-type') headers[i + 1] = 'application/json; charset=utf-8';
      }
      return (writeHead as (...args: unknown[]) => Response).call(this, status, ...rest);
    } as Response['writeHead'];
    await this.context.run(state, () => tus.handle(req, res));
  }

  /** The last byte arrived: the staged file goes through the intake, once, however many ask. */
  private finish(id: string): Promise<void> {
    let running = this.finishing.get(id);
    if (!running) {
      running = this.finishStaged(id).finally(() => this.finishing.delete(id));
      this.finishing.set(id, running);
    }
    return running;
  }

  private async finishStaged(id: string): Promise<void> {
    const [row]: UploadRow[] = await this.dataSource.query('SELECT * FROM resumable_upload WHERE id = $1', [id]);
    if (!row) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FOUND);
    if (row.stored_key) return;
    const rules = this.kinds.get(row.kind);
    if (!rules) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FOUND);
    const stream: Readable = await (await this.datastore()).read(id);
    let stored: StoredUpload;
    try {
      stored = await this.intake.store({ filename: row.filename, stream }, rules);
    } catch (error) {
      stream.destroy();
      // Refused by its bytes: nothing of it stays, and the client starts again with another file.
      if (error instanceof AppError) await this.drop(id);
      throw error;
    }
    const updated = await updateReturning(
      this.dataSource,
      'UPDATE resumable_upload SET stored_key = $2, stored_type = $3, stored_size = $4, finished_at = now(), touched_at = now() WHERE id = $1 AND stored_key IS NULL RETURNING id',
      [id, stored.key, stored.type, stored.size],
    );
    if (updated.length === 0) {
      await this.intake.discard(stored.key);
      return;
    }
    await this.removeStaged(id);
  }

  private async drop(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM resumable_upload WHERE id = $1', [id]);
    await this.removeStaged(id);
  }

  private async removeStaged(id: string): Promise<void> {
    try {
      await (await this.datastore()).remove(id);
    } catch {
      // Nothing was staged (the upload never started), or it is gone already.
    }
  }

  private async datastore(): Promise<StagingStore> {
    return (await this.server()).datastore as StagingStore;
  }

  /** tus's packages are ES modules: loaded on first use, as file-type is (storage/sniff.ts). */
  private server(): Promise<TusServer> {
    this.tus ??= this.createServer().catch((error: unknown) => {
      this.tus = undefined;
      throw error;
    });
    return this.tus;
  }

  private async createServer(): Promise<TusServer> {
    const [{ Server }, { FileStore }, { S3Store }]: TusModules = await Promise.all([import('@tus/server'), import('@tus/file-store'), import('@tus/s3-store')]);
    const { s3, dataDir, webOrigin } = this.staging;
    let datastore: DataStore;
    if (s3) {
      datastore = new S3Store({
        partSize: 5 * 1024 * 1024,
        s3ClientConfig: {
          bucket: s3.bucket,
          region: s3.region ?? 'us-east-1',
          forcePathStyle: s3.forcePathStyle ?? false,
          ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
          ...(s3.credentials ? { credentials: s3.credentials } : {}),
          // As storage/s3-storage.ts: servers that do not read the SDK's checksummed (aws-chunked) bodies.
          ...(s3.checksums ? { requestChecksumCalculation: s3.checksums, responseChecksumValidation: s3.checksums } : {}),
        },
      });
    } else {
      const directory = path.join(dataDir, 'uploads', '.resumable');
      fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
      datastore = new FileStore({ directory });
    }
    return new Server({
      path: RESUMABLE_UPLOADS_PATH,
      datastore,
      relativeLocation: true,
      allowedOrigins: [webOrigin],
      maxSize: this.maxBytes,
      disableTerminationForFinishedUploads: true,
      // tus would read the id after the URL's last `/`, query string included: it acts on the id we checked.
      getFileIdFromRequest: () => this.context.getStore()?.id,
      namingFunction: () => {
        const id = this.context.getStore()?.id;
        if (!id) throw { status_code: 400, body: 'an upload starts at POST /uploads\n' };
        return id;
      },
      onUploadFinish: async (_req: unknown, upload: Upload) => {
        try {
          await this.finish(upload.id);
        } catch (error) {
          const state = this.context.getStore();
          if (state && error instanceof AppError) state.json = true;
          if (error instanceof AppError) throw { status_code: error.status, body: JSON.stringify({ message: error.message, code: error.code, reason: error.reason, values: error.values }) };
          throw error;
        }
        return {};
      },
      onResponseError: (_req: unknown, error: Error | { status_code: number; body: string }) => {
        if ('status_code' in error && typeof error.status_code === 'number') return undefined;
        this.logger.error('resumable upload failed', { error });
        const state = this.context.getStore();
        if (state) state.json = true;
        return { status_code: 500, body: JSON.stringify({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }) };
      },
    });
  }
}

/**
 * The request's URL ends with `/{id}` exactly: no query string, no escapes, no trailing slash. Our
 * ownership check reads the route's (decoded) id while tus reads whatever follows the URL's last
 * `/`, query string included (issue 28): an address on which the two could differ is refused.
 */
function addressesExactly(req: Request, id: string): boolean {
  return !req.originalUrl.includes('?') && req.originalUrl.endsWith(`/${id}`);
}

/** tus's `Upload-Metadata`: `key base64,key base64`; keys without a value are empty. */
function parseMetadata(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof header !== 'string') return out;
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pipeline, Transform, type Duplex, type Readable } from 'node:stream';
import type { Request } from 'express';
import type { FileUpload } from 'graphql-upload-ts';
import { AppError, type ErrorDefinition } from '../errors/app-error';
import { FileTooLargeError, type FileStorage } from '../storage/file-storage';
import { sniff } from '../storage/sniff';
import { readMultipart } from './multipart-form';
import { NO_UPLOAD_LEDGER, type UploadLedger } from './upload-ledger';
import { UploadErrors } from './uploads.errors';

/**
 * Types `file-type` names apart that are one format to whoever reads the file: an animated PNG is a
 * PNG (its first frame is the still picture every PNG reader shows), as it was before file-type.
 */
const SAME_FORMAT_AS: Record<string, string> = { 'image/apng': 'image/png' };

/** What one kind of upload may be (ID documents today, story media next) and how each refusal reads. */
export interface UploadRules {
  /** The form field or GraphQL argument refusals point at. */
  field: string;
  maxBytes: number;
  /** MIME types as the bytes say (never the name or the browser's claim). */
  types: readonly string[];
  refusals: {
    required: ErrorDefinition;
    typeRefused: ErrorDefinition;
    tooLarge: ErrorDefinition;
    empty: ErrorDefinition;
    /** With `nameFits`: the name's extension is not one the bytes' type carries. */
    nameDisagrees?: ErrorDefinition;
    /** When `rewrite` is set: the bytes start like the type but do not read as one. */
    unreadable?: ErrorDefinition;
  };
  /** Whether the file's name agrees with the type its bytes have (absent: names are not judged). */
  nameFits?: (filename: string, type: string) => boolean;
  /**
   * A stream the bytes of this type go through before storage (e.g. pictures re-encoded without
   * their metadata), or undefined to store them as they came. `maxBytes` limits what comes in.
   */
  rewrite?: (type: string) => Duplex | undefined;
}

/**
 * A file on its way in, as domain code sees it: a name and a one-shot stream. Domain code hands it
 * to {@link UploadIntake.store} and never closes it; the intake does that on every exit.
 */
export interface IncomingUpload {
  readonly filename: string;
  readonly stream: Readable;
}

export interface StoredUpload {
  /** Random; carries no meaning (DESIGN §8). */
  key: string;
  type: string;
  size: number;
}

/**
 * The one owner of an upload's lifecycle, for GraphQL multipart requests and REST forms alike:
 * open (the GraphQL upload, or the form spooled to a temporary file), limit (while streaming),
 * sniff, store under a fresh key, and dispose on every exit — what the client still sends is read
 * and dropped, temporary copies are removed, and a refused upload leaves no object in storage.
 */
export class UploadIntake {
  constructor(
    private readonly storage: FileStorage,
    /** Where each upload is written down before its bytes are stored (the orphan sweep reads it). */
    private readonly ledger: UploadLedger = NO_UPLOAD_LEDGER,
  ) {}

  /** A GraphQL `Upload` argument: runs `use` with it, then disposes of it whatever happened. */
  async fromGraphQL<T>(upload: Promise<FileUpload>, use: (file: IncomingUpload) => Promise<T>): Promise<T> {
    const received = await upload;
    const stream = received.createReadStream();
    try {
      return await use({ filename: received.filename, stream });
    } finally {
      disposeGraphQLStream(stream);
    }
  }

  /** A REST multipart form with at most one file (under `rules.field`): runs `use`, then disposes. */
  async fromMultipart<T>(req: Request, rules: UploadRules, use: (fields: Record<string, string>, file: IncomingUpload | undefined) => Promise<T>): Promise<T> {
    const form = await readMultipart(req, { fileField: rules.field, maxFileBytes: rules.maxBytes, tooLarge: rules.refusals.tooLarge });
    // Read through a descriptor opened now: the spool can then be removed whenever the request ends,
    // even while a reader that was never consumed (a refused form) is still around.
    let handle: fs.promises.FileHandle | undefined;
    let stream: fs.ReadStream | undefined;
    try {
      handle = form.file ? await fs.promises.open(form.file.path) : undefined;
      stream = handle?.createReadStream();
      return await use(form.fields, form.file && stream && { filename: form.file.filename, stream });
    } finally {
      stream?.destroy();
      await handle?.close().catch(() => undefined);
      await form.cleanup();
    }
  }

  /**
   * A JSON submission (REST) whose file went beforehand as a resumable upload: runs `use` with the
   * other fields and the upload's id, named by `uploadField`. Without one the file must come in a
   * multipart form, as before.
   */
  async fromJsonNamingUpload<T>(body: Record<string, unknown>, uploadField: string, use: (fields: Record<string, unknown>, uploadId: string) => Promise<T>): Promise<T> {
    const { [uploadField]: uploadId, ...fields } = body;
    if (typeof uploadId !== 'string' || !uploadId) throw new AppError(UploadErrors.MULTIPART_REQUIRED);
    return use(fields, uploadId);
  }

  /**
   * Sniffs the file's first bytes, refuses a type the rules do not allow, then streams it to storage
   * under a fresh key with the size limit enforced on the way. A refusal leaves no object behind.
   */
  async store(file: IncomingUpload | undefined, rules: UploadRules): Promise<StoredUpload> {
    const refuse = (definition: ErrorDefinition) => new AppError(definition, { field: rules.field });
    if (!file) throw refuse(rules.refusals.required);
    let sniffed;
    try {
      sniffed = await sniff(file.stream);
    } catch (error) {
      throw uploadError(error, rules, refuse);
    }
    const type = sniffed.type && (SAME_FORMAT_AS[sniffed.type] ?? sniffed.type);
    const refusal = !type || !rules.types.includes(type) ? rules.refusals.typeRefused : rules.nameFits?.(file.filename, type) === false ? rules.refusals.nameDisagrees : undefined;
    if (refusal || !type) {
      // Unpipe first: writing into the destroyed copy would pause the upload for good.
      file.stream.unpipe(sniffed.stream);
      sniffed.stream.destroy();
      throw refuse(refusal ?? rules.refusals.typeRefused);
    }
    const rewrite = rules.rewrite?.(type);
    // Which end failed: the bytes that came in (a client gone, a file too large) or the rewrite.
    let inputFailed = false;
    let rewriteFailed = false;
    sniffed.stream.once('error', () => {
      inputFailed = true;
    });
    rewrite?.once('error', () => {
      rewriteFailed = true;
    });
    const key = randomUUID();
    await this.ledger.record(key);
    try {
      // A rewritten file may come out somewhat larger than it went in (a PNG compressed differently).
      const { size } = await this.storage.put(key, rewrite ? limitedThrough(sniffed.stream, rules.maxBytes, rewrite) : sniffed.stream, {
        maxBytes: rewrite ? rules.maxBytes * 2 : rules.maxBytes,
      });
      if (size === 0) {
        await this.storage.delete(key);
        await this.ledger.forget(key);
        throw refuse(rules.refusals.empty);
      }
      return { key, type, size };
    } catch (error) {
      // A refused or failed put leaves no object (FileStorage's promise), so nothing is left to sweep.
      if (!(error instanceof AppError)) await this.ledger.forget(key).catch(() => undefined);
      if (rewriteFailed && !inputFailed && !(error instanceof FileTooLargeError) && rules.refusals.unreadable) throw refuse(rules.refusals.unreadable);
      throw uploadError(error, rules, refuse);
    }
  }

  /** Removes a stored upload whose database row could not be written. */
  async discard(key: string): Promise<void> {
    await this.storage.delete(key);
    await this.ledger.forget(key);
  }
}

/** `source` through `rewrite`, failing with FileTooLargeError as soon as more than `maxBytes` came in. */
function limitedThrough(source: Readable, maxBytes: number, rewrite: Duplex): Duplex {
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  // Errors travel down to `rewrite`, which storage reads: the put rejects and leaves nothing.
  return pipeline(source, limit, rewrite, () => undefined);
}

/**
 * graphql-upload deletes its temporary copy only once every reader has closed, and a refused file
 * may have been read only in part: read what is left to the end (dropping it), then close.
 */
function disposeGraphQLStream(stream: Readable): void {
  if (stream.destroyed) return;
  stream.on('error', () => undefined);
  if (stream.readableEnded) stream.destroy();
  else {
    stream.once('end', () => stream.destroy());
    stream.resume();
  }
}

/** A file over a limit (ours, or the multipart parser's) is 413; other stream failures are the client's too. */
function uploadError(error: unknown, rules: UploadRules, refuse: (definition: ErrorDefinition) => AppError): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { status?: number }).status;
  if (error instanceof FileTooLargeError || status === 413) return refuse(rules.refusals.tooLarge);
  if (typeof status === 'number' && status >= 400 && status < 500) return refuse(UploadErrors.UPLOAD_INCOMPLETE);
  return error;
}

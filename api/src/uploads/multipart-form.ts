import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, type ErrorDefinition } from '../errors/app-error';
import { UploadErrors } from './uploads.errors';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The one expected file, spooled to a temporary file; `cleanup` removes it. */
  file?: { filename: string; path: string };
  cleanup(): Promise<void>;
}

/**
 * Reads a REST multipart form (SPEC §7): text fields, and one file under `fileField` spooled to a
 * temporary file with the size limit enforced while it streams. Any other file part is refused.
 * The fields may follow the file in the form, so the file waits on disk until they are checked.
 * Only UploadIntake calls this; it owns the spool's lifecycle.
 */
export async function readMultipart(req: Request, options: { fileField: string; maxFileBytes: number; tooLarge: ErrorDefinition }): Promise<MultipartForm> {
  if (!req.is('multipart/form-data')) {
    throw new AppError(UploadErrors.MULTIPART_REQUIRED);
  }
  const fields: Record<string, string> = {};
  const spool = path.join(os.tmpdir(), `sabil-upload-${process.pid}-${randomBytes(8).toString('hex')}`);
  let file: MultipartForm['file'];
  const cleanup = () => fs.promises.rm(spool, { force: true });

  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: { fileSize: options.maxFileBytes, files: 1, fields: 50, fieldSize: 10_000, parts: 60 },
        });
      } catch {
        reject(new AppError(UploadErrors.MULTIPART_UNREADABLE));
        return;
      }
      const writes: Promise<void>[] = [];
      const fileStreams: Readable[] = [];
      let failure: AppError | undefined;
      const fail = (error: AppError) => {
        failure ??= error;
      };
      // A broken form or a client gone mid-upload: stop the file, wait until its write has settled
      // (so the spool can be removed and no rejection goes unhandled), then refuse.
      const abandon = (error: AppError) => {
        fail(error);
        // Whatever the client still sends is read and dropped, so the connection stays usable.
        req.unpipe(parser);
        req.resume();
        for (const stream of fileStreams) stream.destroy();
        void Promise.allSettled(writes).then(() => reject(failure));
      };
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) fail(new AppError(UploadErrors.FORM_FIELD_TOO_LONG, { field: name, values: { field: name } }));
        fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        fileStreams.push(stream);
        if (name !== options.fileField || file) {
          fail(new AppError(UploadErrors.UNEXPECTED_FILE_FIELD, { field: name, values: { field: name } }));
          stream.resume();
          return;
        }
        file = { filename: info.filename, path: spool };
        stream.on('limit', () =>
          fail(new AppError(options.tooLarge, { field: name })),
        );
        writes.push(pipeline(stream, fs.createWriteStream(spool, { mode: 0o600 })));
      });
      parser.on('filesLimit', () => fail(new AppError(UploadErrors.TOO_MANY_FILES, { field: options.fileField })));
      parser.on('partsLimit', () => fail(new AppError(UploadErrors.TOO_MANY_FORM_FIELDS)));
      parser.on('error', () => abandon(new AppError(UploadErrors.MULTIPART_UNREADABLE)));
      req.on('close', () => {
        if (!req.complete) abandon(new AppError(UploadErrors.UPLOAD_INCOMPLETE));
      });
      parser.on('close', () => {
        Promise.all(writes).then(
          () => (failure ? reject(failure) : resolve()),
          () => reject(new AppError(UploadErrors.UPLOAD_INCOMPLETE)),
        );
      });
      req.pipe(parser);
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { fields, file, cleanup };
}

import type { Readable } from 'node:stream';

/** Where uploaded files live (DESIGN §8). Keys are random and carry no meaning. */
export interface FileStorage {
  /**
   * Streams `source` into storage under `key`. `maxBytes` is enforced while streaming; on any
   * error nothing is left behind under the key.
   */
  put(key: string, source: Readable, options: { maxBytes: number }): Promise<{ size: number }>;
  /** The stored bytes, or only `range` of them (inclusive offsets, as in HTTP's Range header). */
  get(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Removes what uploads cut short by a crash left behind (partial files, incomplete multipart
   * uploads) last written before `before`. `keys` are the upload ledger's keys past their grace
   * period that no row needs: a store others may share (a bucket) touches uploads under those keys
   * only; a folder of this API's own (DATA_DIR/uploads) clears all its stale partial files. An upload
   * still being written (bytes after `before`, or under way in this process) is never touched, and
   * its key, when one of `keys`, is answered in `inFlight` for the ledger to keep.
   */
  removeLeftovers(keys: readonly string[], before: Date): Promise<Leftovers>;
  /**
   * Every stored file under a well-formed key, with its size, in no set order (the backup's
   * listing). Partial files and uploads still in parts are not stored files and are not listed.
   */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  size: number;
}

export interface Leftovers {
  /** Partial files removed and incomplete uploads aborted. */
  removed: number;
  /** Those of the keys asked about whose upload is still being written. */
  inFlight: string[];
}

/** Bytes `start` to `end`, both included (HTTP's `bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The file was larger than allowed; the upload is refused with 413. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`);
  }
}

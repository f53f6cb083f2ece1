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
   * uploads) last written before `before`, and answers how many. An upload still being written is
   * younger than any sensible `before`, so it is never touched.
   */
  removeLeftovers(before: Date): Promise<number>;
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

import { createGzip, createGunzip } from 'node:zlib';
import fs from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';

/**
 * The archive's container: a POSIX ustar stream, gzipped (`tar tzf sabil-….tar.gz` lists it).
 * Only what a backup needs: regular files with short names, written and read as streams, so an
 * upload folder of any size passes through a few buffers. Sizes past ustar's 8 GiB use the GNU
 * base-256 form, which GNU tar and bsdtar read.
 */

const BLOCK = 512;
const OCTAL_LIMIT = 8 ** 11;

export class ArchiveFormatError extends Error {}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  block.write(name, 0, 100, 'utf8');
  block.write('0000600\0', 100, 8, 'ascii'); // mode
  block.write('0000000\0', 108, 8, 'ascii'); // uid
  block.write('0000000\0', 116, 8, 'ascii'); // gid
  if (size < OCTAL_LIMIT) block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 12, 'ascii');
  else {
    block[124] = 0x80;
    let rest = BigInt(size);
    for (let i = 135; i > 124; i -= 1) {
      block[i] = Number(rest & 0xffn);
      rest >>= 8n;
    }
  }
  block.write(`${Math.floor(mtime.getTime() / 1000).toString(8).padStart(11, '0')}\0`, 136, 12, 'ascii');
  block.fill(0x20, 148, 156); // checksum counted as spaces
  block.write('0', 156, 1, 'ascii'); // regular file
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

function parseSize(block: Buffer): number {
  if (block[124]! & 0x80) {
    let size = 0n;
    for (let i = 125; i < 136; i += 1) size = (size << 8n) | BigInt(block[i]!);
    return Number(size);
  }
  const text = block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim();
  if (!/^[0-7]+$/.test(text)) throw new ArchiveFormatError('not a Sabil backup: an entry of the archive has no readable size');
  return parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/s, '').trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return stored === sum;
}

/** Writes entries one after another into `file` (created; never overwritten), gzipped. */
export class TarWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly out: fs.WriteStream;
  private readonly done: Promise<void>;

  constructor(file: string) {
    // Opened now (not when the stream first writes), so a failed backup can remove it at once.
    this.out = fs.createWriteStream('', { fd: fs.openSync(file, 'wx', 0o600) });
    this.gzip.pipe(this.out);
    this.done = new Promise((resolve, reject) => {
      this.out.on('finish', () => resolve());
      this.out.on('error', reject);
      this.gzip.on('error', reject);
    });
    // Errors surface through `done`; keep them from being thrown as unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  private async push(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  /**
   * One entry of exactly `size` bytes from `source`; each chunk is also handed to `onChunk` (the
   * checksum). A source that gives more or fewer bytes than announced is an error (a file changed
   * while it was being backed up).
   */
  async add(name: string, size: number, source: AsyncIterable<Buffer> | Buffer, onChunk?: (chunk: Buffer) => void): Promise<void> {
    await this.push(header(name, size, new Date()));
    let written = 0;
    const chunks: AsyncIterable<Buffer> | Buffer[] = Buffer.isBuffer(source) ? [source] : source;
    for await (const raw of chunks) {
      const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was being backed up (more than ${size} bytes)`);
      onChunk?.(chunk);
      await this.push(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was being backed up (${written} of ${size} bytes)`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.push(Buffer.alloc(padding, 0));
  }

  async finish(): Promise<void> {
    await this.push(Buffer.alloc(BLOCK * 2, 0));
    this.gzip.end();
    await this.done;
  }

  async abort(): Promise<void> {
    const closed = this.out.closed ? Promise.resolve() : once(this.out, 'close').then(() => undefined);
    this.gzip.unpipe(this.out);
    this.gzip.destroy();
    this.out.destroy();
    await closed;
  }
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private pending: Buffer[] = [];
  private available = 0;
  private ended = false;
  private readonly iterator: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<void> {
    while (this.available < n && !this.ended) {
      const next = await this.iterator.next();
      if (next.done) this.ended = true;
      else {
        this.pending.push(next.value);
        this.available += next.value.length;
      }
    }
  }

  /** Exactly n bytes, or null at a clean end; throws when the stream stops part-way. */
  async read(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.available === 0) return null;
    if (this.available < n) throw new ArchiveFormatError('the archive is truncated: it ends in the middle of an entry');
    return this.take(n);
  }

  private take(n: number): Buffer {
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.pending = rest.length ? [rest] : [];
    this.available = rest.length;
    return out;
  }

  /** The next `n` bytes as chunks, in order. */
  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      await this.fill(1);
      if (this.available === 0) throw new ArchiveFormatError('the archive is truncated: it ends in the middle of an entry');
      const take = Math.min(left, this.available);
      left -= take;
      yield this.take(take);
    }
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them (or not) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/**
 * The entries of a gzipped tar file, in order. A file that is not gzip, not tar, cut short or whose
 * headers are damaged is an ArchiveFormatError (zlib's own errors are translated).
 */
export async function* readTar(file: string): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  const input: Readable = fs.createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const reader = new ByteReader(translateZlibErrors(gunzip));
  try {
    for (;;) {
      const block = await reader.read(BLOCK);
      if (block === null) throw new ArchiveFormatError('the archive is truncated: it ends before its last entry');
      if (block.every((byte) => byte === 0)) return; // the end-of-archive marker
      if (!checksumOk(block) || block.toString('ascii', 257, 262) !== 'ustar') {
        throw new ArchiveFormatError('not a Sabil backup: the archive is not a tar file, or a header of it is damaged');
      }
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = parseSize(block);
      const body = reader.chunks(size);
      // The consumer may stop early (break): what it left unread is skipped here, not lost track of.
      const shielded: AsyncIterator<Buffer> = { next: () => body.next(), return: async () => ({ done: true, value: undefined }) };
      yield { name, size, body: { [Symbol.asyncIterator]: () => shielded } };
      for await (const _chunk of body) void _chunk;
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (padding && (await reader.read(padding)) === null) throw new ArchiveFormatError('the archive is truncated: it ends in the middle of an entry');
    }
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

async function* translateZlibErrors(stream: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = (error as Error).message;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' || /unexpected end of file/i.test(message)) {
      throw new ArchiveFormatError('the archive is truncated: it ends before its last entry');
    }
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      throw new ArchiveFormatError(/incorrect header check|unknown compression/i.test(message) ? 'not a Sabil backup: the file is not a gzip archive' : `the archive is damaged (${message})`);
    }
    throw error;
  }
}


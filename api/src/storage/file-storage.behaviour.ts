import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileTooLargeError, type FileStorage } from './file-storage';

/**
 * What every FileStorage must do (DESIGN §8), written once and run against each implementation by
 * its own test file (local-disk-storage.test.ts, s3-storage.test.ts). Plain `node:assert`, no Jest
 * import, so this module type-checks in the build too.
 */
export interface StorageHarness {
  storage: FileStorage;
  /**
   * Everything the store holds, by name: objects, and what a failed upload could leave behind
   * (partial files, incomplete multipart uploads). A fresh harness holds nothing.
   */
  leftovers(): Promise<string[]>;
}

const MiB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** Deterministic pseudo-random bytes, the same for the same offset. */
function bytesAt(offset: number, length: number): Buffer {
  const buffer = Buffer.allocUnsafe(length);
  let x = (offset * 2654435761) >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    buffer[i] = x & 0xff;
  }
  return buffer;
}

/**
 * A stream of `size` bytes made as it is read (nothing is held in memory), like a network upload;
 * `pulled()` says how much of it was read. With `failAt`, it fails there instead of going on.
 */
export function generatedUpload(size: number, options: { failAt?: number; error?: Error } = {}) {
  let offset = 0;
  const hash = createHash('sha256');
  const stream = new Readable({
    highWaterMark: CHUNK,
    read() {
      if (options.failAt !== undefined && offset >= options.failAt) {
        this.destroy(options.error ?? new Error('the client went away'));
        return;
      }
      if (offset >= size) {
        this.push(null);
        return;
      }
      const end = Math.min(size, offset + CHUNK, options.failAt ?? Infinity);
      const chunk = bytesAt(offset, end - offset);
      hash.update(chunk);
      offset = end;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => offset, sha256: () => hash.digest('hex') };
}

async function digest(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

const newKey = () => randomUUID();

/**
 * `size` bytes (those of `bytesAt(0, size)`), of which the first `stallAt` come at once and the rest
 * only after `release()`: an upload in flight. `reachedStall` resolves once the first part was read.
 */
export function stalledUpload(size: number, stallAt: number) {
  const bytes = bytesAt(0, size);
  let offset = 0;
  let released = false;
  let wake: (() => void) | undefined;
  let stalledNow!: () => void;
  const reachedStall = new Promise<void>((resolve) => (stalledNow = resolve));
  const stream: Readable = new Readable({
    highWaterMark: CHUNK,
    read() {
      if (offset >= stallAt && !released) {
        // No push now: Readable asks again only after the next push, which release() makes.
        wake = pushNext;
        stalledNow();
      } else pushNext();
    },
  });
  function pushNext() {
    if (offset >= size) {
      stream.push(null);
      return;
    }
    const end = Math.min(size, offset + CHUNK);
    stream.push(bytes.subarray(offset, end));
    offset = end;
  }
  return {
    stream,
    reachedStall,
    release() {
      released = true;
      wake?.();
    },
  };
}

async function assertNothingLeft(harness: StorageHarness, key: string) {
  assert.equal(await harness.storage.exists(key), false, 'no object under the key');
  await assertEmpty(harness);
}

/** Nothing at all in the store: no object, partial file or incomplete upload anywhere. */
async function assertEmpty(harness: StorageHarness) {
  const left = await harness.leftovers();
  assert.equal(left.length, 0, `left behind: ${left.join(', ')}`);
}

/** Each behaviour takes a fresh, empty harness. */
export const fileStorageBehaviour: Record<string, (harness: StorageHarness) => Promise<void>> = {
  'stores a multi-megabyte stream and gives every byte back': async (harness) => {
    const key = newKey();
    const upload = generatedUpload(12 * MiB + 12345);
    assert.deepEqual(await harness.storage.put(key, upload.stream, { maxBytes: 20 * MiB }), { size: 12 * MiB + 12345 });
    assert.equal(await harness.storage.exists(key), true);
    assert.deepEqual(await digest(await harness.storage.get(key)), { size: 12 * MiB + 12345, sha256: upload.sha256() });
    assert.equal((await harness.leftovers()).length, 1, 'only the object itself');
  },

  'gives back a byte range (a video seeking) as well as the whole': async (harness) => {
    const key = newKey();
    const bytes = bytesAt(0, 300_000);
    await harness.storage.put(key, Readable.from([bytes]), { maxBytes: MiB });
    const read = async (range: { start: number; end: number }) => Buffer.concat(await (await harness.storage.get(key, range)).toArray());
    // Not 0-0 (Safari's probe): s3rver reads an end of 0 as "to the end"; S3 itself does not.
    assert.ok((await read({ start: 0, end: 9 })).equals(bytes.subarray(0, 10)), 'the first bytes');
    assert.ok((await read({ start: 100_000, end: 199_999 })).equals(bytes.subarray(100_000, 200_000)), 'a middle range');
    assert.ok((await read({ start: 299_990, end: 299_999 })).equals(bytes.subarray(299_990)), 'the last bytes');
  },

  'stores a small file and an empty one': async (harness) => {
    const small = newKey();
    const empty = newKey();
    assert.deepEqual(await harness.storage.put(small, Readable.from([Buffer.from('%PDF-1.7 small')]), { maxBytes: 100 }), { size: 14 });
    assert.deepEqual(await harness.storage.put(empty, Readable.from([]), { maxBytes: 100 }), { size: 0 });
    assert.equal((await digest(await harness.storage.get(small))).size, 14);
    assert.equal((await digest(await harness.storage.get(empty))).size, 0);
  },

  'lists its stored files with their sizes (the backup\'s listing), not uploads cut short': async (harness) => {
    const a = newKey();
    const b = newKey();
    await harness.storage.put(a, Readable.from([Buffer.from('first file')]), { maxBytes: 100 });
    await harness.storage.put(b, Readable.from([bytesAt(7, 70_000)]), { maxBytes: MiB });
    await assert.rejects(harness.storage.put(newKey(), generatedUpload(6 * MiB, { failAt: 5 * MiB + 1000 }).stream, { maxBytes: 20 * MiB }));
    const listed: { key: string; size: number }[] = [];
    for await (const file of harness.storage.list()) listed.push(file);
    listed.sort((x, y) => (x.key < y.key ? -1 : 1));
    assert.deepEqual(listed, [{ key: a, size: 10 }, { key: b, size: 70_000 }].sort((x, y) => (x.key < y.key ? -1 : 1)));
  },

  'accepts exactly maxBytes and refuses one byte more': async (harness) => {
    const key = newKey();
    assert.deepEqual(await harness.storage.put(key, Readable.from([bytesAt(0, 1000)]), { maxBytes: 1000 }), { size: 1000 });
    const over = newKey();
    await assert.rejects(harness.storage.put(over, Readable.from([bytesAt(0, 1001)]), { maxBytes: 1000 }), FileTooLargeError);
    assert.equal(await harness.storage.exists(over), false);
  },

  'refuses a 6 MB stream over a 5 MB limit while streaming, and leaves nothing': async (harness) => {
    const key = newKey();
    const upload = generatedUpload(6 * MiB);
    const error = await harness.storage.put(key, upload.stream, { maxBytes: 5 * MiB }).catch((e: unknown) => e);
    assert.ok(error instanceof FileTooLargeError, `FileTooLargeError, not ${String(error)}`);
    assert.equal(error.maxBytes, 5 * MiB);
    assert.ok(upload.pulled() < 6 * MiB, `stopped reading at ${upload.pulled()} bytes, before the end`);
    assert.equal(upload.stream.destroyed, true, 'the source is released');
    await assertNothingLeft(harness, key);
  },

  'refuses a stream over the limit after several parts were stored, and leaves nothing': async (harness) => {
    const key = newKey();
    const upload = generatedUpload(16 * MiB);
    await assert.rejects(harness.storage.put(key, upload.stream, { maxBytes: 12 * MiB }), FileTooLargeError);
    assert.ok(upload.pulled() <= 12 * MiB + 2 * CHUNK, `stopped reading at ${upload.pulled()} bytes`);
    await assertNothingLeft(harness, key);
  },

  'rejects with the source error when the upload breaks off midway, and leaves nothing': async (harness) => {
    const key = newKey();
    const upload = generatedUpload(10 * MiB, { failAt: 7 * MiB, error: new Error('connection reset by peer') });
    await assert.rejects(harness.storage.put(key, upload.stream, { maxBytes: 20 * MiB }), /connection reset by peer/);
    await assertNothingLeft(harness, key);
  },

  'rejects when the upload breaks off in its first kilobytes, and leaves nothing': async (harness) => {
    const key = newKey();
    const upload = generatedUpload(1 * MiB, { failAt: 1000, error: new Error('aborted') });
    await assert.rejects(harness.storage.put(key, upload.stream, { maxBytes: 5 * MiB }), /aborted/);
    await assertNothingLeft(harness, key);
  },

  'deletes an object, and deleting a missing key is no error': async (harness) => {
    const key = newKey();
    await harness.storage.put(key, Readable.from([Buffer.from('bytes')]), { maxBytes: 100 });
    await harness.storage.delete(key);
    await assertNothingLeft(harness, key);
    await assert.rejects(harness.storage.get(key));
    await harness.storage.delete(key);
    await harness.storage.delete(newKey());
  },

  'says whether a key exists': async (harness) => {
    const key = newKey();
    assert.equal(await harness.storage.exists(key), false);
    await harness.storage.put(key, Readable.from([Buffer.from('bytes')]), { maxBytes: 100 });
    assert.equal(await harness.storage.exists(key), true);
    assert.equal(await harness.storage.exists(newKey()), false);
  },

  'rejects get of a missing key': async (harness) => {
    await assert.rejects(harness.storage.get(newKey()));
  },

  'removes nothing of an upload in flight when clearing leftovers, and the upload completes intact': async (harness) => {
    const key = newKey();
    const stalled = stalledUpload(2 * MiB, MiB);
    const put = harness.storage.put(key, stalled.stream, { maxBytes: 5 * MiB });
    await stalled.reachedStall;
    assert.deepEqual(await harness.storage.removeLeftovers([key], new Date(Date.now() - 60_000)), { removed: 0, inFlight: [key] });
    stalled.release();
    assert.deepEqual(await put, { size: 2 * MiB });
    assert.deepEqual(await digest(await harness.storage.get(key)), { size: 2 * MiB, sha256: createHash('sha256').update(bytesAt(0, 2 * MiB)).digest('hex') });
  },

  'refuses invalid keys in every method': async (harness) => {
    for (const key of ['', 'short', '../../etc/passwd', 'abc/def-12345678', 'UPPERCASE-KEY-1', 'key with spaces', 'x'.repeat(81), '.partial']) {
      await assert.rejects(harness.storage.put(key, Readable.from([Buffer.from('x')]), { maxBytes: 100 }), /invalid storage key/, `put ${key}`);
      await assert.rejects(harness.storage.get(key), /invalid storage key/, `get ${key}`);
      await assert.rejects(harness.storage.delete(key), /invalid storage key/, `delete ${key}`);
      await assert.rejects(harness.storage.exists(key), /invalid storage key/, `exists ${key}`);
    }
    await assertEmpty(harness);
  },
};

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type ByteRange, type FileStorage, type Leftovers, type StoredFile } from './file-storage';

const KEY_PATTERN = /^[a-z0-9-]{8,80}$/;

/**
 * Files under DATA_DIR/uploads, written to a temporary name and renamed into place when complete,
 * so a failed or refused upload never leaves a partial file under its key.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly dir: string) {
    fs.mkdirSync(path.join(dir, '.partial'), { recursive: true, mode: 0o700 });
  }

  async put(key: string, source: Readable, { maxBytes }: { maxBytes: number }) {
    const target = this.pathOf(key);
    const partial = path.join(this.dir, '.partial', `${key}.${randomBytes(4).toString('hex')}`);
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) done(new FileTooLargeError(maxBytes));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(source, limit, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await fs.promises.rename(partial, target);
      return { size };
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      source.destroy();
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    await fs.promises.access(file);
    return fs.createReadStream(file, range && { start: range.start, end: range.end });
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Partial files of uploads that never finished: the process died between write and rename. The
   * folder is this API's own, so every stale one goes, whatever its key; a file still growing is an
   * upload in flight (`<key>.<random>`).
   */
  async removeLeftovers(keys: readonly string[], before: Date): Promise<Leftovers> {
    const partials = path.join(this.dir, '.partial');
    const asked = new Set(keys);
    let removed = 0;
    const inFlight = new Set<string>();
    for await (const entry of await fs.promises.opendir(partials)) {
      if (!entry.isFile()) continue;
      const file = path.join(partials, entry.name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat) continue;
      if (stat.mtime >= before) {
        const key = entry.name.slice(0, entry.name.lastIndexOf('.'));
        if (asked.has(key)) inFlight.add(key);
        continue;
      }
      await fs.promises.rm(file, { force: true });
      removed += 1;
    }
    return { removed, inFlight: [...inFlight] };
  }

  async *list(): AsyncGenerator<StoredFile> {
    for await (const entry of await fs.promises.opendir(this.dir)) {
      if (!entry.isFile() || !KEY_PATTERN.test(entry.name)) continue;
      const stat = await fs.promises.stat(path.join(this.dir, entry.name)).catch(() => undefined);
      if (stat) yield { key: entry.name, size: stat.size };
    }
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.dir, key);
  }
}

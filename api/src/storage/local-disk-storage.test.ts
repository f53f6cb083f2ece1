import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileStorageBehaviour } from './file-storage.behaviour';
import { LocalDiskStorage } from './local-disk-storage';

/** Every file under the directory, partial files included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('LocalDiskStorage', () => {
  let root: string;

  beforeAll(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sabil-local-storage-'));
  });

  afterAll(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it.each(Object.entries(fileStorageBehaviour))('%s', async (_name, behaviour) => {
    const dir = await fs.promises.mkdtemp(path.join(root, 'uploads-'));
    await behaviour({ storage: new LocalDiskStorage(dir), leftovers: () => filesUnder(dir) });
  });

  it('removes partial files last written before the cutoff, keeps younger ones and every stored file', async () => {
    const dir = await fs.promises.mkdtemp(path.join(root, 'uploads-'));
    const storage = new LocalDiskStorage(dir);
    await storage.put('kept-object-1', Readable.from([Buffer.from('a stored file')]), { maxBytes: 100 });
    // What a process killed between writing and renaming leaves: a file under .partial/.
    const stale = path.join(dir, '.partial', 'stale-upload-1.0a0b0c0d');
    const fresh = path.join(dir, '.partial', 'fresh-upload-1.0a0b0c0d');
    await fs.promises.writeFile(stale, 'half an ID scan');
    await fs.promises.writeFile(fresh, 'an upload in flight');
    const hourAgo = new Date(Date.now() - 3600_000);
    await fs.promises.utimes(stale, hourAgo, hourAgo);
    await fs.promises.utimes(path.join(dir, 'kept-object-1'), hourAgo, hourAgo);

    expect(await storage.removeLeftovers(['fresh-upload-1'], new Date(Date.now() - 60_000))).toEqual({ removed: 1, inFlight: ['fresh-upload-1'] });
    expect((await filesUnder(dir)).sort()).toEqual(['.partial/fresh-upload-1.0a0b0c0d', 'kept-object-1']);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
});

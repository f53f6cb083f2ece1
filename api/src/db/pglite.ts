import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, served on a loopback port so that
 * TypeORM talks to it through the same `pg` driver as to a real server.
 */
export interface EmbeddedPostgres {
  url: string;
  /** The database's files as a gzipped tarball, to start another one from (tests: migrated once). */
  snapshot(): Promise<Blob>;
  close(): Promise<void>;
}

/** A second process on the same directory silently loses writes, so we hold a lock file. */
export class DataDirLockedError extends Error {}

/** `from`: an in-memory database starts from these files (a snapshot) instead of an empty cluster. */
export async function startEmbeddedPostgres(dataDir: string | undefined, from?: Blob): Promise<EmbeddedPostgres> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const db = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite(from ? { loadDataDir: from } : undefined);
    await db.waitReady;
    // PGlite is one session; the socket server keeps a transaction's statements together, and a
    // pool of one keeps the extended protocol's unnamed statements of two clients from interleaving.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    return {
      url: `postgres://postgres@${server.getServerConn()}/postgres`,
      snapshot: () => db.dumpDataDir('gzip'),
      async close() {
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Takes DATA_DIR's lock (the API's, the backup's and the restore's alike); returns its release. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by process ${holder}; stop it or choose another DATA_DIR`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`could not lock DATA_DIR ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

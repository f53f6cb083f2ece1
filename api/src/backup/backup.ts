import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config/config';
import { createFileStorage } from '../storage/create-file-storage';
import { BackupRefusal } from './backup-errors';
import { dumpPglite, dumpPostgres } from './database-part';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, DATABASE_ENTRIES, MANIFEST_ENTRY, UPLOADS_PREFIX, secretFingerprint, uploadsChecksum, type Manifest, type UploadEntry } from './manifest';
import { TarWriter } from './tar';

export type BackupConfig = Pick<Config, 'databaseUrl' | 'migrationDatabaseUrl' | 'dataDir' | 's3' | 'jwtSecret'>;

export interface BackupResult {
  file: string;
  bytes: number;
  milliseconds: number;
  manifest: Manifest;
}

/** The API's own version, written into the manifest. */
export function apiVersion(): string {
  const manifest = path.join(__dirname, '..', '..', 'package.json');
  try {
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The JWT secret the API runs with: JWT_SECRET, else development's DATA_DIR/jwt-secret (never made here). */
export function jwtSecretInUse(config: BackupConfig): string | undefined {
  if (config.jwtSecret) return config.jwtSecret;
  try {
    const kept = fs.readFileSync(path.join(config.dataDir, 'jwt-secret'), 'utf8').trim();
    return kept.length >= 32 ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** `sabil-backup-20261129T110150Z.tar.gz` */
export function defaultArchiveName(now = new Date()): string {
  return `sabil-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

/**
 * One archive of the database and the uploads: the database first (pg_dump's snapshot, or PGlite's
 * data directory), then every stored file, then the manifest. Written to a temporary name beside
 * `out` and renamed when complete, so an archive under `out` is always a whole one.
 */
export async function createBackup(config: BackupConfig, out: string, log: (line: string) => void = () => undefined): Promise<BackupResult> {
  const started = Date.now();
  if (fs.existsSync(out)) throw new BackupRefusal(`${out} exists already: choose another --out (a backup never overwrites a file)`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial-${randomBytes(4).toString('hex')}`;
  const writer = new TarWriter(partial);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-backup-'));
  let storage: ReturnType<typeof createFileStorage> | undefined;
  try {
    const database = await addDatabase(config, writer, scratch, log);
    storage = createFileStorage({ dataDir: config.dataDir, s3: config.s3 });
    const uploads = await addUploads(config, storage, writer, log);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      api: apiVersion(),
      database,
      uploads,
      secrets: { included: false, jwtSecretFingerprint: secretFingerprint(jwtSecretInUse(config)) },
    };
    await writer.add(MANIFEST_ENTRY, Buffer.byteLength(JSON.stringify(manifest, null, 2)), Buffer.from(JSON.stringify(manifest, null, 2)));
    await writer.finish();
    fs.renameSync(partial, out);
    const bytes = fs.statSync(out).size;
    log(`backup written: ${out} (${bytes} bytes, ${Date.now() - started} ms)`);
    return { file: out, bytes, milliseconds: Date.now() - started, manifest };
  } catch (error) {
    await writer.abort();
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await storage?.close();
  }
}

async function addDatabase(config: BackupConfig, writer: TarWriter, scratch: string, log: (line: string) => void): Promise<Manifest['database']> {
  const hash = createHash('sha256');
  if (config.databaseUrl) {
    const url = config.migrationDatabaseUrl ?? config.databaseUrl;
    const dump = await dumpPostgres(url, path.join(scratch, 'postgresql.pgdump'));
    const bytes = fs.statSync(dump.file).size;
    await writer.add(DATABASE_ENTRIES.postgresql, bytes, fs.createReadStream(dump.file), (chunk) => hash.update(chunk));
    log(`database: PostgreSQL, ${bytes} bytes by ${dump.tool}, migrations at ${dump.migrations.last ?? 'none'} (${dump.migrations.count})`);
    return { kind: 'postgresql', entry: DATABASE_ENTRIES.postgresql, bytes, sha256: hash.digest('hex'), server: dump.server, tool: dump.tool, toolMajor: dump.toolMajor, migrations: dump.migrations };
  }
  const dump = await dumpPglite(config.dataDir);
  await writer.add(DATABASE_ENTRIES.pglite, dump.tarball.length, dump.tarball, (chunk) => hash.update(chunk));
  log(`database: embedded PGlite in ${config.dataDir}, ${dump.tarball.length} bytes, migrations at ${dump.migrations.last ?? 'none'} (${dump.migrations.count})`);
  return { kind: 'pglite', entry: DATABASE_ENTRIES.pglite, bytes: dump.tarball.length, sha256: hash.digest('hex'), server: dump.server, tool: dump.tool, migrations: dump.migrations };
}

function isMissing(error: unknown): boolean {
  const e = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  return e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

async function addUploads(config: BackupConfig, storage: ReturnType<typeof createFileStorage>, writer: TarWriter, log: (line: string) => void): Promise<Manifest['uploads']> {
  const listed: { key: string; size: number }[] = [];
  for await (const file of storage.list()) listed.push(file);
  listed.sort((a, b) => (a.key < b.key ? -1 : 1));
  const entries: UploadEntry[] = [];
  for (const { key, size } of listed) {
    let source: AsyncIterable<Buffer>;
    try {
      source = await storage.get(key);
    } catch (error) {
      // Deleted since the listing (retention, a withdrawn story): after the database's dump, so no row kept needs it.
      if (isMissing(error)) continue;
      throw error;
    }
    const hash = createHash('sha256');
    await writer.add(`${UPLOADS_PREFIX}${key}`, size, source, (chunk) => hash.update(chunk));
    entries.push({ key, bytes: size, sha256: hash.digest('hex') });
  }
  const bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  log(`uploads: ${entries.length} files, ${bytes} bytes from ${config.s3 ? `bucket ${config.s3.bucket}` : path.join(config.dataDir, 'uploads')}`);
  return {
    source: config.s3 ? 's3' : 'local',
    ...(config.s3 ? { bucket: config.s3.bucket } : {}),
    files: entries.length,
    bytes,
    sha256: uploadsChecksum(entries),
    entries,
  };
}

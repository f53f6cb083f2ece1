import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createFileStorage, type ClosableFileStorage } from '../storage/create-file-storage';
import { jwtSecretInUse, type BackupConfig } from './backup';
import { BackupRefusal } from './backup-errors';
import { emptyPostgres, KNOWN_MIGRATIONS, pgliteExists, postgresLevel, postgresRelations, restorePglite, restorePostgres, type MigrationLevel } from './database-part';
import { DATABASE_ENTRIES, MANIFEST_ENTRY, manifestSchema, secretFingerprint, UPLOADS_PREFIX, uploadsChecksum, type Manifest } from './manifest';
import { ArchiveFormatError, readTar } from './tar';

export interface RestoreOptions {
  /** Replace what the target database and uploads hold (otherwise a non-empty target is refused). */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  migrations: MigrationLevel;
  milliseconds: number;
  /** What the operator must know before starting the API (the JWT secret). */
  warnings: string[];
}

const MANIFEST_LIMIT = 256 * 1024 * 1024;

/** The manifest of an archive whose every entry has been read and checked against it; nothing is written. */
export async function verifyArchive(archive: string): Promise<Manifest> {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new BackupRefusal(`${archive}: no such file`);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of readTar(archive)) {
      if (seen.has(entry.name) || (entry.name === MANIFEST_ENTRY && manifestText !== undefined)) throw new BackupRefusal(`the archive holds ${entry.name} twice: it is not one this tool wrote`);
      if (entry.name === MANIFEST_ENTRY) {
        if (entry.size > MANIFEST_LIMIT) throw new BackupRefusal('not a Sabil backup: its manifest is too large');
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const hash = createHash('sha256');
      for await (const chunk of entry.body) hash.update(chunk);
      seen.set(entry.name, { bytes: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof ArchiveFormatError) throw new BackupRefusal(`${archive}: ${error.message}`);
    throw error;
  }
  if (manifestText === undefined) throw new BackupRefusal(`${archive}: not a Sabil backup (it has no ${MANIFEST_ENTRY})`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new BackupRefusal(`${archive}: not a Sabil backup, or one of a version this code does not read (its ${MANIFEST_ENTRY} is not a Sabil backup manifest of format version 1)`);
  }
  const expected = new Map<string, { bytes: number; sha256: string }>([[manifest.database.entry, { bytes: manifest.database.bytes, sha256: manifest.database.sha256 }]]);
  if (manifest.database.entry !== DATABASE_ENTRIES[manifest.database.kind]) throw new BackupRefusal(`${archive}: its manifest names an unexpected database entry (${manifest.database.entry})`);
  for (const upload of manifest.uploads.entries) expected.set(`${UPLOADS_PREFIX}${upload.key}`, { bytes: upload.bytes, sha256: upload.sha256 });
  const bad: string[] = [];
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) bad.push(`${name} is missing`);
    else if (got.bytes !== want.bytes || got.sha256 !== want.sha256) bad.push(`${name} does not match its checksum`);
  }
  for (const name of seen.keys()) if (!expected.has(name)) bad.push(`${name} is not in the manifest`);
  const bytes = manifest.uploads.entries.reduce((sum, entry) => sum + entry.bytes, 0);
  if (manifest.uploads.files !== manifest.uploads.entries.length || manifest.uploads.bytes !== bytes || manifest.uploads.sha256 !== uploadsChecksum(manifest.uploads.entries)) {
    bad.push('the uploads listing does not match its checksum');
  }
  if (bad.length) throw new BackupRefusal(`${archive} is damaged: ${bad.slice(0, 5).join('; ')}${bad.length > 5 ? ` (and ${bad.length - 5} more)` : ''}`);
  return manifest;
}

/**
 * Puts an archive back: checks every byte first (verifyArchive), then that the archive fits this
 * set-up (the same database kind, migrations this code knows) and that the target is empty (or
 * `force`), then restores the database and the uploads. The API then starts on it with nothing to
 * migrate.
 */
export async function restoreBackup(config: BackupConfig, archive: string, options: RestoreOptions = {}, log: (line: string) => void = () => undefined): Promise<RestoreResult> {
  const started = Date.now();
  const manifest = await verifyArchive(archive);
  log(`archive checked: ${manifest.database.kind} database (${manifest.database.bytes} bytes), ${manifest.uploads.files} uploaded files (${manifest.uploads.bytes} bytes), made ${manifest.createdAt}`);

  const target = config.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new BackupRefusal(
      manifest.database.kind === 'pglite'
        ? 'this archive holds an embedded (PGlite) database, and DATABASE_URL names a PostgreSQL server: restore it with DATABASE_URL unset, into a DATA_DIR'
        : 'this archive holds a PostgreSQL database, and DATABASE_URL is not set: set DATABASE_URL to an empty PostgreSQL database to restore it into',
    );
  }
  const last = manifest.database.migrations.last;
  if (last !== null && !KNOWN_MIGRATIONS.includes(last)) {
    throw new BackupRefusal(`this archive was made by a newer Sabil (its database has migration ${last}, which this code does not know): restore it with that version of Sabil`);
  }

  const ownerUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  const storage = createFileStorage({ dataDir: config.dataDir, s3: config.s3 });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-restore-'));
  try {
    const occupied: string[] = [];
    if (ownerUrl) {
      const relations = await postgresRelations(ownerUrl);
      if (relations > 0) occupied.push(`the database DATABASE_URL names is not empty (${relations} tables, sequences and other relations)`);
    } else if (pgliteExists(config.dataDir)) occupied.push(`${path.join(config.dataDir, 'pglite')} holds a database already`);
    let stored = 0;
    for await (const _file of storage.list()) stored += 1;
    if (stored > 0) occupied.push(`${config.s3 ? `the bucket ${config.s3.bucket}` : path.join(config.dataDir, 'uploads')} holds ${stored} uploaded files`);
    if (occupied.length && !options.force) {
      throw new BackupRefusal(`restore refused: ${occupied.join(', and ')}. Restore into an empty database and a fresh DATA_DIR (or empty bucket), or add --force to replace what they hold`);
    }
    if (occupied.length) log(`--force: replacing what the target holds (${occupied.join('; ')})`);

    let migrations: MigrationLevel | undefined;
    let restoredFiles = 0;
    let clearedUploads = false;
    try {
      for await (const entry of readTar(archive)) {
        if (entry.name === manifest.database.entry) {
          migrations = await restoreDatabase(config, ownerUrl, entry.body, manifest, scratch, Boolean(options.force && occupied.length));
          log(`database restored: migrations at ${migrations.last ?? 'none'} (${migrations.count})`);
        } else if (entry.name.startsWith(UPLOADS_PREFIX)) {
          if (options.force && stored > 0 && !clearedUploads && !config.s3) {
            // DATA_DIR/uploads is this API's own folder: what it held goes. A bucket may be shared: its other objects stay (retention sweeps orphans).
            for await (const file of storage.list()) await storage.delete(file.key);
            clearedUploads = true;
          }
          const key = entry.name.slice(UPLOADS_PREFIX.length);
          const want = manifest.uploads.entries.find((upload) => upload.key === key)!;
          await restoreUpload(storage, key, entry.body, want.bytes, want.sha256);
          restoredFiles += 1;
        }
      }
    } catch (error) {
      // The database went in (one transaction, or one directory) and some files did not: say what a second run needs.
      if (migrations) {
        const reason = error instanceof BackupRefusal || error instanceof ArchiveFormatError ? error.message : (error as Error).message;
        throw new BackupRefusal(`the database was restored, but not every uploaded file (${restoredFiles} of ${manifest.uploads.files} written): ${reason}. Fix the cause and run the restore again with --force`);
      }
      if (error instanceof ArchiveFormatError) throw new BackupRefusal(`${archive}: ${error.message}`);
      throw error;
    }
    if (!migrations) throw new BackupRefusal('the archive changed while it was being restored (its database entry is gone)');
    if (migrations.count !== manifest.database.migrations.count || migrations.last !== manifest.database.migrations.last) {
      throw new BackupRefusal(`the restored database's migrations (${migrations.last}, ${migrations.count}) differ from the archive's (${last}, ${manifest.database.migrations.count})`);
    }
    if (restoredFiles !== manifest.uploads.files) throw new BackupRefusal(`the archive changed while it was being restored (${restoredFiles} of ${manifest.uploads.files} files found): run the restore again with --force from a good copy`);
    log(`uploads restored: ${restoredFiles} files, ${manifest.uploads.bytes} bytes into ${config.s3 ? `bucket ${config.s3.bucket}` : path.join(config.dataDir, 'uploads')}`);
    const warnings = secretWarnings(config, manifest);
    for (const warning of warnings) log(`warning: ${warning}`);
    return { manifest, migrations, milliseconds: Date.now() - started, warnings };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await storage.close();
  }
}

async function restoreDatabase(config: BackupConfig, ownerUrl: string | undefined, body: AsyncIterable<Buffer>, manifest: Manifest, scratch: string, replace: boolean): Promise<MigrationLevel> {
  const hash = createHash('sha256');
  if (ownerUrl) {
    const file = path.join(scratch, 'postgresql.pgdump');
    const out = fs.createWriteStream(file, { mode: 0o600 });
    for await (const chunk of body) {
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    if (hash.digest('hex') !== manifest.database.sha256) throw new BackupRefusal('the archive changed while it was being restored (the database part no longer matches its checksum)');
    if (replace) await emptyPostgres(ownerUrl);
    await restorePostgres(ownerUrl, file, manifest.database.toolMajor ?? 0);
    return postgresLevel(ownerUrl);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    hash.update(chunk);
    chunks.push(chunk);
  }
  if (hash.digest('hex') !== manifest.database.sha256) throw new BackupRefusal('the archive changed while it was being restored (the database part no longer matches its checksum)');
  return restorePglite(config.dataDir, Buffer.concat(chunks), replace, manifest.database.tool);
}

async function restoreUpload(storage: ClosableFileStorage, key: string, body: AsyncIterable<Buffer>, bytes: number, sha256: string): Promise<void> {
  const hash = createHash('sha256');
  async function* hashed() {
    for await (const chunk of body) {
      hash.update(chunk);
      yield chunk;
    }
  }
  await storage.put(key, Readable.from(hashed()), { maxBytes: bytes });
  if (hash.digest('hex') !== sha256) {
    await storage.delete(key);
    throw new BackupRefusal(`the archive changed while it was being restored (${UPLOADS_PREFIX}${key} no longer matches its checksum)`);
  }
}

/**
 * The JWT secret is not in the archive (see docs/running.md): admins' authenticator secrets and
 * webhook signing secrets are encrypted under a key derived from it, and sessions are signed with
 * it. Said out loud when the target's secret is missing or another one.
 */
function secretWarnings(config: BackupConfig, manifest: Manifest): string[] {
  const expected = manifest.secrets.jwtSecretFingerprint;
  if (!expected) return [];
  const current = secretFingerprint(jwtSecretInUse(config));
  const consequence =
    'admins\' authenticator apps and webhook signing secrets (encrypted under it) will not decrypt, and every session and unsubscribe link is void';
  if (!current) {
    return [
      `the archive's JWT secret is not in it, and none is set here: before starting the API, set JWT_SECRET to the one the backed-up site used (or copy its DATA_DIR/jwt-secret into ${config.dataDir}); with a new secret, ${consequence}`,
    ];
  }
  if (current !== expected) return [`the JWT secret here is not the one the backed-up site used: ${consequence}. Use the old JWT_SECRET (or DATA_DIR/jwt-secret) unless that is what you want`];
  return [];
}

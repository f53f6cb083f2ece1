import { createHash, hkdfSync } from 'node:crypto';
import { z } from 'zod';

/**
 * The archive's table of contents, its last entry (`manifest.json`): what each part is, how many
 * bytes it has and its SHA-256, so a restore checks every byte before it writes one.
 */
export const ARCHIVE_FORMAT = 'sabil-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads/';
export const DATABASE_ENTRIES = { postgresql: 'database/postgresql.pgdump', pglite: 'database/pglite-datadir.tar.gz' } as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.iso.datetime(),
  /** The API's package version that wrote it. */
  api: z.string(),
  database: z.object({
    kind: z.enum(['postgresql', 'pglite']),
    entry: z.string(),
    bytes: count,
    sha256,
    /** `SELECT version()` of the database dumped. */
    server: z.string(),
    /** What dumped it: `pg_dump (PostgreSQL) 15.20`, or PGlite's version and dumpDataDir. */
    tool: z.string(),
    toolMajor: count.optional(),
    migrations: z.object({ count, last: z.string().nullable() }),
  }),
  uploads: z.object({
    /** Where the files were: DATA_DIR/uploads, or the S3 bucket's name. */
    source: z.enum(['local', 's3']),
    bucket: z.string().optional(),
    files: count,
    bytes: count,
    /** SHA-256 of the listing (`key sha256 bytes` lines, sorted by key): the part's checksum. */
    sha256,
    entries: z.array(z.object({ key: z.string().regex(/^[a-z0-9-]{8,80}$/), bytes: count, sha256 })),
  }),
  secrets: z.object({
    /** Never true: JWT_SECRET (or DATA_DIR/jwt-secret) is not in the archive. */
    included: z.literal(false),
    /** A one-way fingerprint of the secret in use, so a restore can tell whether the target's is the same. */
    jwtSecretFingerprint: z.string().nullable(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type UploadEntry = Manifest['uploads']['entries'][number];

/** The uploads part's checksum: over its sorted listing, so it names every file's bytes. */
export function uploadsChecksum(entries: readonly UploadEntry[]): string {
  const lines = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((entry) => `${entry.key} ${entry.sha256} ${entry.bytes}\n`);
  return createHash('sha256').update(lines.join('')).digest('hex');
}

/**
 * 16 bytes derived from the JWT secret through HKDF, hex: enough to tell two secrets apart, nothing
 * to recover either from (the secret is at least 32 characters).
 */
export function secretFingerprint(secret: string | undefined): string | null {
  if (!secret) return null;
  return Buffer.from(hkdfSync('sha256', secret, 'sabil', 'backup-secret-fingerprint', 16)).toString('hex');
}

import { createHash, randomBytes } from 'node:crypto';

/**
 * `sabil_key_<8 hex prefix>_<64 hex secret>`: recognisable at a glance (and by secret scanners),
 * told apart from a JWT by its start without trying to verify it, and one word to double-click.
 */
const KEY_START = 'sabil_key_';
const KEY_PATTERN = /^sabil_key_[0-9a-f]{8}_[0-9a-f]{64}$/;

export interface NewApiKey {
  /** The whole key, shown to the admin once and never stored. */
  secret: string;
  /** Not secret: shown in lists so admins can tell keys apart. */
  prefix: string;
  hash: string;
}

/** 256 random bits: a fast hash suffices (nothing to brute-force), so look-ups are by hash. */
export function newApiKey(): NewApiKey {
  const prefix = `${KEY_START}${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('hex')}`;
  return { secret, prefix, hash: hashApiKey(secret) };
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A bearer credential that claims to be an API key (it may still be unknown, revoked or malformed). */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(KEY_START);
}

export function isWellFormedApiKey(credential: string): boolean {
  return KEY_PATTERN.test(credential);
}

/** The bearer credential of an `Authorization` header, if it is an API key. */
export function apiKeyFromHeader(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match && looksLikeApiKey(match[1]!) ? match[1] : undefined;
}

import { createHash, randomBytes } from 'node:crypto';

/** How many recovery codes an admin receives at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten characters (50 bits) shown as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is kept of a code: the digest of its normalised form (case, spaces, dashes and look-alikes forgiven). */
export function recoveryCodeHash(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return createHash('sha256').update(normalised).digest('hex');
}

/** Storage keys are random identifiers (uuid-like): lower-case letters, digits and dashes only. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]{8,80}$/;

/** Throws unless `key` is a well-formed storage key (the same rule as LocalDiskStorage's). */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

import { useSyncExternalStore } from 'react';
import type { Role } from './roles';

/** The stored record of a signed-in account, in the shape the REST shim answers (DESIGN §6, §9). */
export interface StoredAccount {
  _id: string;
  fullname: string;
  name: string;
  email: string;
}

export const STORAGE_KEYS: Record<Role, { token: string; data: string }> = {
  seeker: { token: 'seekerToken', data: 'seekerData' },
  donor: { token: 'donorToken', data: 'donorData' },
  admin: { token: 'adminToken', data: 'adminData' },
};

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(role: Role): string | null {
  return read(STORAGE_KEYS[role].token) || null;
}

export function getAccount(role: Role): StoredAccount | null {
  return parseAccount(read(STORAGE_KEYS[role].data));
}

export function saveSession(role: Role, token: string, account: { id: string; fullname: string; email: string }): StoredAccount {
  const record: StoredAccount = { _id: account.id, fullname: account.fullname, name: account.fullname, email: account.email };
  localStorage.setItem(STORAGE_KEYS[role].token, token);
  localStorage.setItem(STORAGE_KEYS[role].data, JSON.stringify(record));
  emit();
  return record;
}

export function clearSession(role: Role): void {
  localStorage.removeItem(STORAGE_KEYS[role].token);
  localStorage.removeItem(STORAGE_KEYS[role].data);
  emit();
}

/**
 * What a person typed but did not send yet (the seeker's application form keeps its fields so a
 * reload or a lost connection loses nothing): kept for this tab only, under `<role>:draft:<name>`.
 */
export function draftKey(role: Role, name: string): string {
  return `${role}:draft:${name}`;
}

/**
 * Signing out on purpose (Log out, Sign out, Sign out everywhere): the session and every draft of
 * the role go. A session that merely expired keeps its drafts for the person signing in again.
 */
export function signOut(role: Role): void {
  clearSession(role);
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(`${role}:draft:`)) sessionStorage.removeItem(key);
  } catch {
    // No storage (a private mode that refuses it): nothing was kept.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing out in another tab signs out here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The role's token, re-rendering when it is stored or cleared. */
export function useToken(role: Role): string | null {
  return useSyncExternalStore(subscribe, () => getToken(role), () => null);
}

/** The role's stored record, re-rendering when it changes. */
export function useStoredAccount(role: Role): StoredAccount | null {
  const raw = useSyncExternalStore(subscribe, () => read(STORAGE_KEYS[role].data), () => null);
  return parseAccount(raw);
}

function parseAccount(raw: string | null): StoredAccount | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAccount> & { fullName?: string };
    if (typeof value !== 'object' || value === null) return null;
    const fullname = value.fullname ?? value.name ?? value.fullName ?? '';
    return { _id: String(value._id ?? ''), fullname, name: value.name ?? fullname, email: String(value.email ?? '') };
  } catch {
    return null;
  }
}

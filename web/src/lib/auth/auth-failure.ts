import { useSyncExternalStore } from 'react';
import type { Role } from './roles';

/**
 * A 401 (or UNAUTHENTICATED) answer to a role's request: the app shell shows that role's
 * authorization-failed message and sends the person to its login after AUTH_FAILURE_REDIRECT_MS.
 */
export const AUTH_FAILURE_REDIRECT_MS = 5000;

let failedRole: Role | null = null;
const listeners = new Set<() => void>();

export function reportAuthFailure(role: Role): void {
  // The first failure wins; the others are the same story told again.
  if (failedRole) return;
  failedRole = role;
  listeners.forEach((listener) => listener());
}

export function resolveAuthFailure(): void {
  failedRole = null;
  listeners.forEach((listener) => listener());
}

/** The role whose sign-in just failed, if any. */
export function currentAuthFailure(): Role | null {
  return failedRole;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthFailure(): Role | null {
  return useSyncExternalStore(subscribe, currentAuthFailure, () => null);
}

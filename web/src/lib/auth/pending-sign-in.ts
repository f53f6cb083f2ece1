/**
 * An admin's sign-in past the password, waiting for the second factor or its enrolment. Its token
 * opens only those steps and lasts 15 minutes, so it is kept for this tab alone (sessionStorage),
 * never beside the sessions in localStorage, and dropped once the sign-in is finished.
 */
export interface PendingSignIn {
  token: string;
  step: 'SECOND_FACTOR' | 'ENROL';
  factorKinds: ('PASSKEY' | 'TOTP')[];
  account: { id: string; fullname: string; email: string };
}

const KEY = 'adminPendingSignIn';

export function keepPendingSignIn(pending: PendingSignIn): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function pendingSignIn(): PendingSignIn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignIn | null;
    return value && typeof value.token === 'string' && value.account ? value : null;
  } catch {
    return null;
  }
}

export function forgetPendingSignIn(): void {
  sessionStorage.removeItem(KEY);
}

/** The operation context that sends the pending token instead of a session (and keeps a 401 on the screen). */
export function pendingContext(token: string) {
  return { role: null, authFailure: 'inline' as const, headers: { Authorization: `Bearer ${token}` } };
}

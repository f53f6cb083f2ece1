import { useEffect } from 'react';
import { draftKey } from '../../../lib/auth/session';

const KEY = draftKey('seeker', 'application');
/** How long typing may pause before the fields are written down: each keystroke need not be. */
const SAVE_AFTER_MS = 400;

/**
 * The application form's typed fields, kept in this tab's sessionStorage (never the ID document:
 * a file cannot be kept, and should not be) so a reload or a dropped connection loses nothing.
 * Only the seeker who typed them gets them back. Cleared after a successful submission (`forget`)
 * and when the seeker signs out (lib/auth/session.ts signOut).
 */
/** The one thing the draft needs of a form: to be told of every change. */
interface Watched {
  watch(callback: (values: unknown) => void): { unsubscribe(): void };
}

export function useApplicationDraft(form: Watched, owner: string | undefined) {
  useEffect(() => {
    if (!owner) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => writeDraft(owner, values), SAVE_AFTER_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, owner]);
  return { forget: forgetDraft };
}

/** The fields this seeker typed and did not send, if this tab kept any. */
export function readApplicationDraft<V>(owner: string | undefined): Partial<V> | null {
  if (!owner) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { owner?: string; values?: Partial<V> } | null;
    return kept?.owner === owner && kept.values && typeof kept.values === 'object' ? kept.values : null;
  } catch {
    return null;
  }
}

function writeDraft(owner: string, values: unknown): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ owner, values }));
  } catch {
    // Storage full or refused: the form still works, it just will not survive a reload.
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

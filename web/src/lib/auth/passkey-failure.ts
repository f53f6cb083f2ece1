import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What to tell an admin when the browser's passkey prompt ends without an answer: cancelled or
 * timed out (NotAllowedError), a passkey already on the account (InvalidStateError), or a browser
 * without passkeys.
 */
export function passkeyFailure(caught: unknown): MessageDescriptor {
  const name = (caught as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return msg`The passkey prompt was closed or timed out. Try again when you are ready.`;
  if (name === 'InvalidStateError') return msg`This passkey is already on your account.`;
  if (typeof window !== 'undefined' && !window.PublicKeyCredential) return msg`This browser cannot use passkeys. Use an authenticator app or a recovery code.`;
  return msg`The passkey could not be used. Try again and follow your browser’s prompt.`;
}

import { useEffect, useState } from 'react';

/** SPEC §4: success and error messages on the dashboards clear after 3 seconds. */
export const MESSAGE_CLEAR_MS = 3000;

export interface FlashMessage {
  kind: 'success' | 'error';
  text: string;
}

/** A message that clears itself MESSAGE_CLEAR_MS after it was shown (a new one starts the time again). */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}

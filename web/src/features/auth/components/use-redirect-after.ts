import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

interface PendingRedirect {
  to: string;
  delayMs: number;
  state?: unknown;
}

/** Navigates `delayMs` after `schedule` is called; leaving the screen first cancels it. */
export function useRedirectAfter() {
  const navigate = useNavigate();
  const [pending, schedule] = useState<PendingRedirect | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => navigate(pending.to, { state: pending.state }), pending.delayMs);
    return () => clearTimeout(timer);
  }, [pending, navigate]);
  return schedule;
}

import type { ReactNode } from 'react';

/**
 * A form's error (role="alert", announced when it appears) and its success message (a polite
 * role="status" region that is always present, so its text is announced when it arrives).
 */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} role="alert" className="message message--error">
      {children}
    </div>
  );
}

export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={children ? 'message message--success' : 'message message--empty'}>
      {children}
    </div>
  );
}

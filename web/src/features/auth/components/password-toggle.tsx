import { useLingui } from '@lingui/react/macro';
import './password-toggle.css';

/**
 * Shows or hides the password fields it controls. A toggle button: its name stays "Show password"
 * and aria-pressed says whether the passwords are visible.
 */
export function PasswordToggle({ pressed, onToggle, controls }: { pressed: boolean; onToggle: () => void; controls: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="password-toggle"
      aria-label={t`Show password`}
      aria-pressed={pressed}
      aria-controls={controls}
      title={pressed ? t`Hide password` : t`Show password`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        {pressed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
      </svg>
    </button>
  );
}

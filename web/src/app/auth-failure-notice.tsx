import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_FAILURE_REDIRECT_MS, resolveAuthFailure, useAuthFailure } from '../lib/auth/auth-failure';
import { ROLE_PATHS } from '../lib/auth/roles';
import { clearSession } from '../lib/auth/session';

/**
 * SPEC §8: a 401 on a role's call shows that role's authorization-failed message; 5 s later the
 * role's stored session is cleared and the person goes to its login.
 */
export function AuthFailureNotice() {
  const { t } = useLingui();
  const role = useAuthFailure();
  const navigate = useNavigate();

  useEffect(() => {
    if (!role) return;
    const timer = setTimeout(() => {
      clearSession(role);
      resolveAuthFailure();
      navigate(ROLE_PATHS[role].login, { replace: true });
    }, AUTH_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [role, navigate]);

  if (!role) return null;
  const message = {
    admin: t`Authorization failed. Please login first`,
    donor: t`Authorization Failed Please Login First`,
    seeker: t`Authorization failed. Please sign in first.`,
  }[role];
  return (
    <div role="alert" className="notice notice--error" data-testid="auth-failure">
      <div className="container">{message}</div>
    </div>
  );
}

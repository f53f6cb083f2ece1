import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLE_PATHS, type Role } from '../lib/auth/roles';
import { useToken } from '../lib/auth/session';

/**
 * Without the role's token, the role's login (SPEC §6). Convenience only: the API is the authority.
 * The guarded screen's code is not even loaded until a token is there.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const token = useToken(role);
  if (!token) return <Navigate to={ROLE_PATHS[role].login} replace />;
  return children;
}

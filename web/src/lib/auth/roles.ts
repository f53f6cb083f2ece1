/** The three kinds of account; each signs in separately and keeps its own token (DESIGN §9). */
export type Role = 'seeker' | 'donor' | 'admin';

export const ROLES: readonly Role[] = ['seeker', 'donor', 'admin'];

/** Where each role signs in, registers and lands after signing in (SPEC §2). */
export const ROLE_PATHS: Record<Role, { login: string; register: string; home: string }> = {
  seeker: { login: '/seeker/login', register: '/seeker/register', home: '/seeker-form' },
  donor: { login: '/donor/login', register: '/donor/register', home: '/donor/dashboard' },
  admin: { login: '/admin/login', register: '/admin/register', home: '/admin/dashboard' },
};

/** The schema's Role enum value for a role. */
export const API_ROLE = { seeker: 'SEEKER', donor: 'DONOR', admin: 'ADMIN' } as const satisfies Record<Role, string>;

/**
 * Whose token a request made on this page needs, when the operation does not say: the admin and
 * donor areas by their prefix; the seeker's form and the community page (sharing a story) the seeker's.
 */
export function roleForPath(pathname: string): Role | null {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/donor' || pathname.startsWith('/donor/')) return 'donor';
  if (pathname.startsWith('/seeker') || pathname === '/community') return 'seeker';
  return null;
}

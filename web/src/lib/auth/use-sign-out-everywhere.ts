import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../graphql/generated';
import { ROLE_PATHS, type Role } from './roles';
import { signOut } from './session';

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

/**
 * What the sign-in page is told after signing out everywhere, so that it says so and fills in the
 * address. Kept for the tab (sessionStorage), not in the router's state: forgetting the session
 * makes the guarded screen send the person to the sign-in page by itself, without any state.
 */
const NOTICE_KEY = 'signedOutEverywhere';

export interface SignedOutEverywhere {
  email?: string;
}

/** The notice, if this tab just signed out everywhere (read as often as needed; forgotten by forgetSignedOutEverywhere). */
export function signedOutEverywhereNotice(): SignedOutEverywhere | null {
  try {
    const stored = sessionStorage.getItem(NOTICE_KEY);
    return stored ? (JSON.parse(stored) as SignedOutEverywhere) : null;
  } catch {
    return null;
  }
}

export function forgetSignedOutEverywhere(): void {
  sessionStorage.removeItem(NOTICE_KEY);
}

/**
 * Ends every session of the signed-in person (every device and browser, this one too: the API
 * refuses each older token from now on), then leaves for the sign-in page, which says so.
 */
export function useSignOutEverywhere(role: Role, email: string | undefined) {
  const [mutate, { loading }] = useMutation(SignOutEverywhereMutation);
  const navigate = useNavigate();
  const signOutEverywhere = useCallback(async () => {
    await mutate({ context: { role } });
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ email } satisfies SignedOutEverywhere));
    signOut(role);
    navigate(ROLE_PATHS[role].login, { replace: true });
  }, [mutate, navigate, role, email]);
  return { signOutEverywhere, signingOut: loading };
}

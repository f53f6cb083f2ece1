import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/generated';
import { API_ROLE, type Role } from '../../../lib/auth/roles';

export const LoginMutation = graphql(`
  mutation Login($role: Role!, $input: LoginInput!) {
    login(role: $role, input: $input) {
      token
      step
      factorKinds
      account {
        id
        fullname
        email
        role
        createdAt
      }
    }
  }
`);

/** Signs in as a role; rejects with the API's error (shown inline by the form). */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginMutation);
  const client = useApolloClient();
  const login = useCallback(
    async (role: Role, input: { email: string; password: string }) => {
      const { data } = await mutate({
        variables: { role: API_ROLE[role], input },
        // No token is needed to sign in, and a 401 here means wrong credentials, not an expired session.
        context: { role: null, authFailure: 'inline' },
      });
      if (!data) throw new Error('The sign-in answer had no data');
      // One client serves the whole visit: what the previous person saw (their application, say)
      // must not show, even for a moment, to whoever signs in next on this browser.
      await client.clearStore();
      return data.login;
    },
    [mutate, client],
  );
  return { login, loading };
}

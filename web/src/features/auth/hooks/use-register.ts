import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/generated';
import { API_ROLE, type Role } from '../../../lib/auth/roles';

export const RegisterMutation = graphql(`
  mutation Register($role: Role!, $input: RegisterInput!) {
    register(role: $role, input: $input) {
      token
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

export interface RegistrationInput {
  fullname: string;
  email: string;
  password: string;
  inviteCode?: string;
  /** The page's language: the account's email is written in it (changeable in the account settings). */
  language?: 'EN' | 'AR' | 'UR';
}

/**
 * Creates an account. The answer carries the new account's session: the form keeps it for a seeker
 * or donor (issue 28: no retyping the password), and sends an admin on to sign in.
 */
export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterMutation);
  const client = useApolloClient();
  const register = useCallback(
    async (role: Role, input: RegistrationInput) => {
      const { data } = await mutate({
        variables: { role: API_ROLE[role], input },
        // A signed-in admin may register another admin (DESIGN §4): the admin's token goes along.
        context: { role: role === 'admin' ? 'admin' : null, authFailure: 'inline' },
      });
      if (!data) throw new Error('The registration answer had no data');
      // As after signing in: nothing the previous person of this browser saw may show to the new one.
      if (role !== 'admin') await client.clearStore();
      return data.register;
    },
    [mutate, client],
  );
  return { register, loading };
}

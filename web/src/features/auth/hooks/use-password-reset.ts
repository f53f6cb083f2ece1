import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($role: Role!, $email: String!) {
    requestPasswordReset(role: $role, email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

/** No one is signed in on these pages, and a refusal is said on the form, not as a lost session. */
export const NO_SESSION = { role: null, authFailure: 'inline' } as const;

export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetMutation);
}

export function useResetPassword() {
  return useMutation(ResetPasswordMutation);
}

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      account {
        id
        fullname
        email
      }
    }
  }
`);

export function useChangePassword() {
  return useMutation(ChangePasswordMutation);
}

export const EmailLanguageQuery = graphql(`
  query EmailLanguage {
    me {
      id
      language
    }
  }
`);

export const SetEmailLanguageMutation = graphql(`
  mutation SetEmailLanguage($language: AccountLanguage!) {
    setMyLanguage(language: $language) {
      id
      language
    }
  }
`);

import { GraphQLError } from 'graphql';
import { LoginMutation } from '../hooks/use-login';
import { RegisterMutation } from '../hooks/use-register';

export const ACCOUNT = {
  __typename: 'Account' as const,
  id: '5b6f3c1e-8d1a-4b7a-9a2e-0c7f1d2e3a4b',
  fullname: 'Amina Yusuf',
  email: 'amina@example.org',
  createdAt: '2026-11-22T10:00:00.000Z',
};

const API_ROLES = { seeker: 'SEEKER', donor: 'DONOR', admin: 'ADMIN' } as const;
type Role = keyof typeof API_ROLES;

export function loginSucceeds(role: Role, input: { email: string; password: string }, delay = 100) {
  return {
    request: { query: LoginMutation, variables: { role: API_ROLES[role], input } },
    result: {
      data: { login: { __typename: 'AuthPayload' as const, token: `${role}-token`, account: { ...ACCOUNT, role: API_ROLES[role] } } },
    },
    delay,
  };
}

export function loginFails(role: Role, input: { email: string; password: string }, error: { message: string; code: string; reason?: string } | 'network') {
  return {
    request: { query: LoginMutation, variables: { role: API_ROLES[role], input } },
    ...(error === 'network'
      ? { error: new TypeError('Failed to fetch') }
      : { result: { errors: [new GraphQLError(error.message, { extensions: { code: error.code, reason: error.reason } })] } }),
    delay: 100,
  };
}

/** The form sends the page's language with every registration (English in these tests). */
const inEnglish = <T extends object>(input: T) => ({ ...input, language: 'EN' });

export function registerSucceeds(role: Role, input: { fullname: string; email: string; password: string; inviteCode?: string }, delay = 100) {
  return {
    request: { query: RegisterMutation, variables: { role: API_ROLES[role], input: inEnglish(input) } },
    result: {
      data: { register: { __typename: 'AuthPayload' as const, token: `${role}-token`, account: { ...ACCOUNT, role: API_ROLES[role] } } },
    },
    delay,
  };
}

export function registerFails(
  role: Role,
  input: { fullname: string; email: string; password: string; inviteCode?: string },
  error: { message: string; code: string; reason?: string; field?: string } | 'network',
) {
  return {
    request: { query: RegisterMutation, variables: { role: API_ROLES[role], input: inEnglish(input) } },
    ...(error === 'network'
      ? { error: new TypeError('Failed to fetch') }
      : { result: { errors: [new GraphQLError(error.message, { extensions: { code: error.code, reason: error.reason, field: error.field } })] } }),
    delay: 100,
  };
}

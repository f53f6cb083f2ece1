import { ACCOUNT_LANGUAGES, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@sabil/contracts';
import { Role } from '../../auth/role';
import { ValidationErrors } from '../../errors/validation.errors';
import { AccountErrors } from './accounts.errors';
import { ACCESS, json, jsonBody } from '../../rest/openapi/answers';
import type { Paths, Schema } from '../../rest/openapi/openapi-types';
import { ACCESS_REFUSALS } from '../../operations/access-refusals';
import { JSON_BODY, refusals, TEXT_FIELDS } from '../../rest/openapi/refusals';
import { record, ref, text, uuid } from '../../rest/openapi/components';

/** The accounts module's schemas in the document's components (`#/components/schemas/<name>`). */
export const ACCOUNT_SCHEMAS = {
  Account: record('An account as the REST clients read it.', {
    _id: { ...uuid, description: 'The account id.' },
    fullname: { type: 'string', maxLength: MAX_NAME_LENGTH, description: 'Full name.' },
    name: { type: 'string', maxLength: MAX_NAME_LENGTH, description: 'The same full name (older clients read `name`).' },
    email: { type: 'string', format: 'email', description: 'Email address, lower case.' },
    role: { type: 'string', enum: Object.values(Role), description: 'seeker, donor or admin.' },
  }),
} satisfies Record<string, Schema>;

/** What each request body may hold. Not closed: the API ignores what it does not read, except where it says. */
const REQUEST_SCHEMAS = {
  registration: (minPassword: number, admin: boolean): Schema => ({
    type: 'object',
    required: ['fullname', 'email', 'password'],
    properties: {
      fullname: text(MAX_NAME_LENGTH, 'Full name.'),
      email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'Email address; kept lower case. One account per role and address.' },
      password: { type: 'string', minLength: minPassword, maxLength: MAX_PASSWORD_LENGTH, description: `At least ${minPassword} characters.` },
      language: { type: 'string', enum: [...ACCOUNT_LANGUAGES], description: 'The language the person’s email is written in: en (the default), ar or ur.' },
      ...(admin ? { inviteCode: { type: 'string', description: 'ADMIN_INVITE_CODE, to register as an admin once one exists (or send an admin’s token).' } } : {}),
    },
  }),
  login: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'Email address.' },
      password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH, description: 'Password.' },
    },
  } satisfies Schema,
};

const EMAIL_FIELD = [ValidationErrors.FIELD_REQUIRED, ValidationErrors.FIELD_NOT_TEXT, ValidationErrors.EMAIL_INVALID];

/** An admin's sign-in that is not finished says what comes next (the token then opens only that step). */
const NEXT_STEP: Record<string, Schema> = {
  step: {
    type: 'string',
    enum: ['second_factor', 'enrol'],
    description:
      'Admins only, when the sign-in is not finished: `second_factor` — send the token to POST /admin/second-factor with a code, a recovery code or a passkey answer; `enrol` — ADMIN_2FA=required and no factor yet: enrol one in the web app (GraphQL startTotpEnrolment / startPasskeyEnrolment). The token opens nothing else and lasts 15 minutes.',
  },
  factorKinds: { type: 'array', items: { type: 'string', enum: ['passkey', 'totp'] }, description: 'At `second_factor`: the kinds of factor the admin has.' },
};

function signedIn(role: Role, message: string): Schema {
  const admin = role === Role.ADMIN;
  return {
    type: 'object',
    required: ['message', 'token', role],
    properties: {
      message: admin
        ? { enum: [message, 'Password accepted; the second factor comes next'], description: 'English confirmation.' }
        : { const: message, description: 'English confirmation.' },
      token: { type: 'string', description: 'The session token: send it as `Authorization: Bearer <token>`.' },
      [role]: ref('Account'),
      ...(admin ? NEXT_STEP : {}),
    },
    additionalProperties: false,
  };
}

const capital = (role: Role) => role[0]!.toUpperCase() + role.slice(1);

/** POST /{seeker,donor,admin}/{register,login}: people's accounts (integrators use API keys instead). */
export function accountPaths(): Paths {
  const paths: Paths = {};
  for (const role of Object.values(Role)) {
    const admin = role === Role.ADMIN;
    paths[`/${role}/register`] = {
      post: {
        operationId: `register${capital(role)}`,
        summary: `Register a ${role} account`,
        description: admin
          ? 'Open to anyone until the first admin exists; after that it needs an admin’s token or `inviteCode` (ADMIN_INVITE_CODE). Counted against the sign-in limit per IP address.'
          : 'Creates the account and signs it in. Counted against the sign-in limit per IP address.',
        tags: ['accounts'],
        security: ACCESS.publicWrite,
        requestBody: jsonBody('The new account.', REQUEST_SCHEMAS.registration(MIN_PASSWORD_LENGTH[role], admin)),
        responses: {
          '201': json('Registered and signed in.', signedIn(role, 'Registration successful')),
          ...refusals(
            JSON_BODY,
            TEXT_FIELDS,
            EMAIL_FIELD,
            ValidationErrors.PASSWORD_TOO_SHORT,
            ACCESS_REFUSALS.publicWrite,
            admin ? [AccountErrors.ADMIN_REGISTRATION_CLOSED] : [],
            AccountErrors.EMAIL_TAKEN,
            AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS,
          ),
        },
      },
    };
    paths[`/${role}/login`] = {
      post: {
        operationId: `logIn${capital(role)}`,
        summary: `Sign in as a ${role}`,
        description:
          'Answers a session token. Attempts on one (role, email) are counted (AUTH_RATE_LIMIT_PER_ACCOUNT, default 10 per 15 minutes, cleared by a success); past that the account is locked for the rest of the window (429). Each IP address has its own limit too.',
        tags: ['accounts'],
        security: ACCESS.publicWrite,
        requestBody: jsonBody('Email and password.', REQUEST_SCHEMAS.login),
        responses: {
          '200': json('Signed in.', signedIn(role, 'Login successful')),
          ...refusals(JSON_BODY, TEXT_FIELDS, EMAIL_FIELD, ACCESS_REFUSALS.publicWrite, AccountErrors.WRONG_CREDENTIALS, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS),
        },
      },
    };
    paths[`/${role}/change-password`] = {
      post: {
        operationId: `changePassword${capital(role)}`,
        summary: `Change a signed-in ${role}'s password`,
        description:
          "The current password must be right (tries are counted like sign-in attempts); the new one follows the role's rule. Every other session of the account ends (401 SESSION_ENDED); the answer carries this session's new token. An audit event.",
        tags: ['accounts'],
        security: ACCESS.signedIn,
        requestBody: jsonBody('The current and the new password.', {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          properties: {
            currentPassword: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH, description: 'The password now.' },
            newPassword: { type: 'string', minLength: MIN_PASSWORD_LENGTH[role], maxLength: MAX_PASSWORD_LENGTH, description: `At least ${MIN_PASSWORD_LENGTH[role]} characters.` },
          },
        }),
        responses: {
          '200': json('Changed.', {
            type: 'object',
            required: ['message', 'token'],
            properties: {
              message: { const: 'Password changed. Every other session was signed out.', description: 'English confirmation.' },
              token: { type: 'string', description: "This session's new token (the one sent is now ended too)." },
            },
            additionalProperties: false,
          }),
          ...refusals(JSON_BODY, TEXT_FIELDS, ValidationErrors.PASSWORD_TOO_SHORT, ACCESS_REFUSALS.signedInWrite, AccountErrors.CURRENT_PASSWORD_WRONG, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS),
        },
      },
    };
  }
  return paths;
}

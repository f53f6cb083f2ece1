import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_RESET_TOKEN_LENGTH } from '@sabil/contracts';
import { Role } from '../../auth/role';
import { ValidationErrors } from '../../errors/validation.errors';
import { ACCESS, json, jsonBody } from '../../rest/openapi/answers';
import type { Paths, Schema } from '../../rest/openapi/openapi-types';
import { JSON_BODY, refusals, TEXT_FIELDS } from '../../rest/openapi/refusals';
import { ACCESS_REFUSALS } from '../../operations/access-refusals';
import { PasswordResetErrors } from './password-reset.errors';
import { RESET_REQUESTED } from './password-reset.rest';

const capital = (role: Role) => role[0]!.toUpperCase() + role.slice(1);

const message = (text: string, extra: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  required: ['message', ...Object.keys(extra)],
  properties: { message: { const: text, description: 'English confirmation.' }, ...extra },
  additionalProperties: false,
});

/** POST /{role}/forgot-password and POST /reset-password. */
export function passwordResetPaths(): Paths {
  const paths: Paths = {};
  for (const role of Object.values(Role)) {
    paths[`/${role}/forgot-password`] = {
      post: {
        operationId: `forgotPassword${capital(role)}`,
        summary: `Ask for a link to choose a new ${role} password`,
        description:
          'Mails a single-use link, valid 30 minutes, if the address has an account of this role: the answer is the same either way. Limited per client address and to 5 an hour per email address.',
        tags: ['accounts'],
        security: ACCESS.publicWrite,
        requestBody: jsonBody('The account’s address.', {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'Email address.' } },
        }),
        responses: {
          '202': json('Asked (whether or not the address has an account).', message(RESET_REQUESTED)),
          ...refusals(JSON_BODY, TEXT_FIELDS, ValidationErrors.EMAIL_INVALID, ACCESS_REFUSALS.publicWrite, PasswordResetErrors.TOO_MANY_RESET_REQUESTS),
        },
      },
    };
  }
  paths['/reset-password'] = {
    post: {
      operationId: 'resetPassword',
      summary: 'Choose a new password through a reset link',
      description:
        'The link’s token works once, within 30 minutes. The new password follows the account’s role’s rule; every session of the account ends (401 SESSION_ENDED for older tokens) and the change is an audit event.',
      tags: ['accounts'],
      security: ACCESS.publicWrite,
      requestBody: jsonBody('The token and the new password.', {
        type: 'object',
        required: ['token', 'password'],
        properties: {
          token: { type: 'string', maxLength: MAX_RESET_TOKEN_LENGTH, description: 'The `token` of the reset link.' },
          password: { type: 'string', minLength: 6, maxLength: MAX_PASSWORD_LENGTH, description: 'The new password: at least 6 characters, 10 for admins.' },
        },
      }),
      responses: {
        '200': json(
          'Changed; every session signed out.',
          message('Password changed. Every session was signed out; sign in with the new password.', {
            role: { type: 'string', enum: Object.values(Role), description: 'Whose sign-in page comes next.' },
          }),
        ),
        ...refusals(JSON_BODY, TEXT_FIELDS, ValidationErrors.PASSWORD_TOO_SHORT, ACCESS_REFUSALS.publicWrite, PasswordResetErrors.RESET_LINK_INVALID),
      },
    },
  };
  return paths;
}

import { AuthErrors } from '../../auth/auth.errors';
import { ref } from '../../rest/openapi/components';
import { ACCESS, json, jsonBody } from '../../rest/openapi/answers';
import type { Paths } from '../../rest/openapi/openapi-types';
import { JSON_BODY, refusals } from '../../rest/openapi/refusals';
import { ACCESS_REFUSALS } from '../../operations/access-refusals';
import { SecondFactorErrors } from './second-factors.errors';

const STEP_TOKEN = 'The token POST /admin/login answered with `step: "second_factor"`, as `Authorization: Bearer <token>`.';

/** POST /admin/second-factor and POST /admin/second-factor/passkey-options: the second step of an admin's sign-in. */
export function secondFactorsPaths(): Paths {
  return {
    '/admin/second-factor': {
      post: {
        operationId: 'verifyAdminSecondFactor',
        summary: "Finish an admin's sign-in with the second factor",
        description: `${STEP_TOKEN} Exactly one of a code, a recovery code (it then stops working) or a passkey answer. Ten wrong answers in 15 minutes wait (429). Answers the session token.`,
        tags: ['accounts'],
        security: ACCESS.signedIn,
        requestBody: jsonBody('One answer.', {
          type: 'object',
          properties: {
            code: { type: 'string', pattern: '^\\s*\\d{6}\\s*$', description: 'The six digits an authenticator app shows now.' },
            recoveryCode: { type: 'string', maxLength: 64, description: 'One of the ten recovery codes.' },
            passkeyResponse: { type: 'object', description: 'The WebAuthn answer to /admin/second-factor/passkey-options (as @simplewebauthn/browser returns it).' },
          },
        }),
        responses: {
          '200': json('Signed in.', {
            type: 'object',
            required: ['message', 'token', 'admin'],
            properties: { message: { const: 'Login successful' }, token: { type: 'string', description: 'The session token.' }, admin: ref('Account') },
            additionalProperties: false,
          }),
          ...refusals(
            JSON_BODY,
            ACCESS_REFUSALS.publicWrite,
            AuthErrors.SECOND_FACTOR_ENROLMENT_REQUIRED,
            SecondFactorErrors.SECOND_FACTOR_ANSWER_REQUIRED,
            SecondFactorErrors.ENROLMENT_NOT_FOUND,
            SecondFactorErrors.SECOND_FACTOR_WRONG,
            SecondFactorErrors.TOO_MANY_SECOND_FACTOR_ATTEMPTS,
          ),
        },
      },
    },
    '/admin/second-factor/passkey-options': {
      post: {
        operationId: 'adminPasskeyOptions',
        summary: "WebAuthn options for an admin's passkey at sign-in",
        description: `${STEP_TOKEN} Answers PublicKeyCredentialRequestOptions as JSON (for navigator.credentials.get, through @simplewebauthn/browser's startAuthentication); the challenge works once, for five minutes.`,
        tags: ['accounts'],
        security: ACCESS.signedIn,
        responses: {
          '200': json('The options.', { type: 'object', required: ['challenge'], properties: { challenge: { type: 'string' } } }),
          ...refusals(ACCESS_REFUSALS.publicWrite, AuthErrors.SECOND_FACTOR_ENROLMENT_REQUIRED, SecondFactorErrors.ENROLMENT_NOT_FOUND, SecondFactorErrors.FACTOR_NOT_FOUND),
        },
      },
    },
  };
}

import { defineErrors } from '../errors/app-error';

/** Who may call: the token and the role. */
export const AuthErrors = defineErrors('auth', {
  SIGN_IN_REQUIRED: { code: 'UNAUTHENTICATED', message: 'Please sign in first.' },
  SESSION_EXPIRED: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' },
  TOKEN_INVALID: { code: 'UNAUTHENTICATED', message: 'Your sign-in token is not valid. Please sign in again.' },
  SESSION_ENDED: { code: 'UNAUTHENTICATED', message: 'This session was ended (signed out everywhere, or the password changed). Please sign in again.' },
  AUTHORIZATION_HEADER_MALFORMED: { code: 'UNAUTHENTICATED', message: 'The Authorization header must be "Bearer <token>".' },
  SECOND_FACTOR_REQUIRED: { code: 'UNAUTHENTICATED', message: 'Finish signing in first: confirm it is you with your passkey, authenticator app or a recovery code.' },
  SECOND_FACTOR_ENROLMENT_REQUIRED: { code: 'UNAUTHENTICATED', message: 'Admins need a second factor here: add a passkey or an authenticator app before anything else.' },
  ROLE_NOT_ALLOWED: { code: 'FORBIDDEN', message: 'Only {roles} accounts may do this.' },
});

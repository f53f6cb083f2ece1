import { defineErrors } from '../../errors/app-error';

export const AccountErrors = defineErrors('accounts', {
  WRONG_CREDENTIALS: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
  EMAIL_TAKEN: { code: 'CONFLICT', message: 'An account with this email already exists. Please sign in instead.' },
  ADMIN_REGISTRATION_CLOSED: {
    code: 'FORBIDDEN',
    message: 'Admin registration is closed. An existing admin must register you, or you need a valid invite code.',
  },
  ADMIN_BOOTSTRAP_CODE_REQUIRED: {
    code: 'FORBIDDEN',
    message: 'The first admin of this site needs the bootstrap code the API printed when it first started (or the invite code).',
  },
  ACCOUNT_NOT_FOUND: { code: 'UNAUTHENTICATED', message: 'Your account was not found. Please sign in again.' },
  CURRENT_PASSWORD_WRONG: { code: 'BAD_USER_INPUT', message: 'The current password is not right.' },
  TOO_MANY_SIGN_IN_ATTEMPTS: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a few minutes and try again.' },
});

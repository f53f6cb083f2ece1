import { defineErrors } from '../../errors/app-error';

/** An admin's second factor: enrolling, removing, and proving it at sign-in. */
export const SecondFactorErrors = defineErrors('secondFactors', {
  SECOND_FACTOR_WRONG: { code: 'UNAUTHENTICATED', message: 'That did not match. Check the code (it changes every 30 seconds) and try again, or use a recovery code.' },
  SECOND_FACTOR_ANSWER_REQUIRED: { code: 'BAD_USER_INPUT', message: 'Give one of: the six-digit code, a recovery code, or the passkey’s answer.' },
  ENROLMENT_CODE_WRONG: { code: 'BAD_USER_INPUT', message: 'That code does not match the new authenticator. Enter the six digits it shows now.' },
  PASSKEY_NOT_VERIFIED: { code: 'BAD_USER_INPUT', message: 'The passkey could not be verified. Start again and follow your browser’s prompt.' },
  ENROLMENT_NOT_FOUND: { code: 'NOT_FOUND', message: 'There is no enrolment waiting to be confirmed. Start again.' },
  FACTOR_NOT_FOUND: { code: 'NOT_FOUND', message: 'No such second factor on your account.' },
  FACTOR_LABEL_INVALID: { code: 'BAD_USER_INPUT', message: 'The name must be 1 to 60 characters.' },
  LAST_SECOND_FACTOR: { code: 'CONFLICT', message: 'Admins must keep a second factor here. Add another one before removing this one.' },
  NO_SECOND_FACTOR: { code: 'CONFLICT', message: 'Add a passkey or an authenticator app first; recovery codes come with it.' },
  ENROLMENT_SIGN_IN_SPENT: { code: 'UNAUTHENTICATED', message: 'This sign-in already added a second factor, or the account has one now. Sign in again.' },
  REAUTHENTICATION_REQUIRED: { code: 'FORBIDDEN', message: 'Confirm it is you first: enter your password (or a code from your authenticator app) again, then retry.' },
  REAUTHENTICATION_WRONG: { code: 'BAD_USER_INPUT', message: 'That is not right. Enter your current password, or the code your authenticator app shows now.' },
  TOO_MANY_SECOND_FACTOR_ATTEMPTS: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait 15 minutes and try again.' },
});

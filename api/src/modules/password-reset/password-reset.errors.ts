import { defineErrors } from '../../errors/app-error';

/** "Forgot password?" and the reset link. */
export const PasswordResetErrors = defineErrors('passwordReset', {
  RESET_LINK_INVALID: { code: 'BAD_USER_INPUT', message: 'This reset link is not valid, was already used or has expired. Ask for a new one.' },
  TOO_MANY_RESET_REQUESTS: { code: 'TOO_MANY_REQUESTS', message: 'Too many reset requests. Please wait a while and try again.' },
});

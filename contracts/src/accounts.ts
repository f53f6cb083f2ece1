import { z } from 'zod';
import { choice, email, requiredText } from './fields';

export type AccountRole = 'seeker' | 'donor' | 'admin';

/** SPEC §5 for seekers and donors; admins see every ID document, so theirs are longer. */
export const MIN_PASSWORD_LENGTH: Record<AccountRole, number> = { seeker: 6, donor: 6, admin: 10 };
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 120;

export const ACCOUNT_LABELS = { fullname: 'Full name', email: 'Email', password: 'Password', inviteCode: 'Invite code', language: 'Language' };

/** The languages an account's email can be written in. */
export const ACCOUNT_LANGUAGES = ['en', 'ar', 'ur'] as const;
export type AccountLanguageCode = (typeof ACCOUNT_LANGUAGES)[number];

function password(role: AccountRole) {
  return requiredText({ trim: false, max: MAX_PASSWORD_LENGTH }).min(MIN_PASSWORD_LENGTH[role], { error: 'PASSWORD_TOO_SHORT', abort: true });
}

/** Registration of a role (the web's form adds the confirmation and the terms, which are never sent). */
export function registrationSchema(role: AccountRole) {
  return z.object({
    fullname: requiredText({ max: MAX_NAME_LENGTH }),
    email: email(),
    password: password(role),
    inviteCode: z
      .string({ error: 'FIELD_NOT_TEXT' })
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : undefined)),
    language: choice(ACCOUNT_LANGUAGES).nullish().transform((value) => value ?? 'en'),
  });
}

export const loginSchema = z.object({
  email: email(),
  // No length rule at sign-in: an old password must still be able to sign in and be refused as wrong.
  password: requiredText({ trim: false, max: MAX_PASSWORD_LENGTH }),
});

export type Registration = z.output<ReturnType<typeof registrationSchema>>;
export type Login = z.output<typeof loginSchema>;

/** How long a password-reset link works, in minutes. */
export const PASSWORD_RESET_MINUTES = 30;
/** A reset link's token: 43 base64url characters; anything much longer is no token of ours. */
export const MAX_RESET_TOKEN_LENGTH = 100;

export const PASSWORD_RESET_LABELS = { email: 'Email', token: 'Reset link', password: 'New password' };

/** "Forgot password?": the address only; the answer is the same whether or not it has an account. */
export const forgotPasswordSchema = z.object({ email: email() });

/** A new password through a reset link, under the role's own length rule. */
export function resetPasswordSchema(role: AccountRole) {
  return z.object({ token: requiredText({ max: MAX_RESET_TOKEN_LENGTH }), password: password(role) });
}

export const PASSWORD_CHANGE_LABELS = { currentPassword: 'Current password', newPassword: 'New password' };

/**
 * A password changed while signed in: the current one (no length rule, as at sign-in: an old short
 * password must still be accepted as the current one) and the new one under the role's rule.
 */
export function changePasswordSchema(role: AccountRole) {
  return z.object({ currentPassword: requiredText({ trim: false, max: MAX_PASSWORD_LENGTH }), newPassword: password(role) });
}

import { ApiKeyErrors } from '../auth/api-key.errors';
import { AuthErrors } from '../auth/auth.errors';

/**
 * Every path reads the `Authorization` header, public ones included: a bad session token, or an
 * unknown, revoked or over-limit API key, is refused before anything else. Every operation's
 * documented refusals start from these (operation-paths.ts; the `<domain>.openapi.ts` not yet declared
 * as operations list them by hand).
 */
const CREDENTIALS = [
  AuthErrors.AUTHORIZATION_HEADER_MALFORMED,
  AuthErrors.TOKEN_INVALID,
  AuthErrors.SESSION_EXPIRED,
  ApiKeyErrors.API_KEY_INVALID,
  ApiKeyErrors.API_KEY_REVOKED,
  ApiKeyErrors.API_KEY_RATE_LIMITED,
] as const;

const SIGNED_IN = [AuthErrors.SIGN_IN_REQUIRED, AuthErrors.SECOND_FACTOR_REQUIRED, AuthErrors.SECOND_FACTOR_ENROLMENT_REQUIRED, AuthErrors.ROLE_NOT_ALLOWED] as const;

/** Who may call, as refusals: API keys read the public GET paths their scopes cover only (403 elsewhere). */
export const ACCESS_REFUSALS = {
  publicRead: [...CREDENTIALS, ApiKeyErrors.API_KEY_SCOPE_MISSING],
  publicWrite: [...CREDENTIALS, ApiKeyErrors.API_KEY_READ_ONLY],
  signedInRead: [...CREDENTIALS, ...SIGNED_IN, ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED],
  signedInWrite: [...CREDENTIALS, ...SIGNED_IN, ApiKeyErrors.API_KEY_READ_ONLY],
} as const;

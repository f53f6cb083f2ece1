import { defineErrors } from '../errors/app-error';

/** Integrators' API keys: who may use one, for what, how often; and admins managing them. Beside the
 * other credentials' refusals, so that every operation's derived refusals (operations/) can name them. */
export const ApiKeyErrors = defineErrors('api_keys', {
  API_KEY_INVALID: { code: 'UNAUTHENTICATED', message: 'This API key is not valid.' },
  API_KEY_REVOKED: { code: 'UNAUTHENTICATED', message: 'This API key has been revoked.' },
  API_KEY_READ_ONLY: { code: 'FORBIDDEN', message: 'API keys are read-only: mutations and other writes are refused.' },
  API_KEY_SCOPE_MISSING: { code: 'FORBIDDEN', message: 'This API key lacks the {scope} scope, which {field} needs.' },
  API_KEY_FIELD_NOT_ALLOWED: { code: 'FORBIDDEN', message: '{field} cannot be read with an API key.' },
  API_KEY_RATE_LIMITED: { code: 'TOO_MANY_REQUESTS', message: 'This API key has made too many requests. Please wait {retryAfter} seconds.' },
  TOO_MANY_INVALID_API_KEYS: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests with an unknown or revoked API key came from this address. Please wait {retryAfter} seconds.',
  },
  API_KEY_SCOPES_REQUIRED: { code: 'BAD_USER_INPUT', message: 'Choose at least one scope for the key.' },
  API_KEY_NOT_FOUND: { code: 'NOT_FOUND', message: 'API key not found' },
  API_KEY_ALREADY_REVOKED: { code: 'CONFLICT', message: 'This API key is already revoked.' },
});

import { defineErrors } from '../errors/app-error';

/** The request itself: its route and its body. */
export const HttpErrors = defineErrors('http', {
  ROUTE_NOT_FOUND: { code: 'NOT_FOUND', message: 'Not found' },
  BODY_NOT_JSON: { code: 'BAD_USER_INPUT', message: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  BODY_UNREADABLE: { code: 'BAD_USER_INPUT', message: 'The request could not be read.' },
  BODY_NOT_AN_OBJECT: { code: 'BAD_USER_INPUT', message: 'The request body must be a JSON object.' },
});

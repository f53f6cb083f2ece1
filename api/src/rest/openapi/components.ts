import { ERROR_STATUS } from '../../errors/app-error';
import type { Header, Schema } from './openapi-types';

/**
 * The OpenAPI document's shared pieces: the refusal and error bodies, the headers, the security
 * schemes, and the small helpers each module's `<domain>.openapi.ts` builds its schemas with. The
 * modules' own schemas live with them; the document (http/openapi) gathers both.
 */

/** A reference to a schema of the document's components (the kit's below, or a module's). */
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export const uuid: Schema = { type: 'string', format: 'uuid' };
export const dateTime: Schema = { type: 'string', format: 'date-time' };
export const dollars = (description: string): Schema => ({ type: 'number', minimum: 0, description });
export const text = (maxLength: number, description: string): Schema => ({ type: 'string', minLength: 1, maxLength, description });
// An enum lists null too, or a null value fails it.
export const nullable = (schema: Schema): Schema => ({
  ...schema,
  type: [schema.type as string, 'null'],
  // null once: a second is a duplicated enum value (Redocly's no-duplicated-enum-values).
  ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]).filter((value) => value !== null), null] } : {}),
});

/** Answer records are closed (`additionalProperties: false`): a field added without its documentation fails the answer tests. */
export function record(description: string, properties: Record<string, Schema>, optional: string[] = []): Schema {
  return { type: 'object', description, required: Object.keys(properties).filter((name) => !optional.includes(name)), properties, additionalProperties: false };
}

/** The schemas every module's answers may refer to: refusals and the few bodies that are no domain's. */
export const SCHEMAS = {
  Refusal: {
    type: 'object',
    description:
      'Every refusal: `code` is its category (it decides the HTTP status), `reason` a stable machine code for what exactly was refused (see the reason table of docs/integrating.md, or the GraphQL query `errorReasons`), `values` what its English `message` was made from. Translate the reason, never the message.',
    required: ['message', 'code', 'reason'],
    properties: {
      message: { type: 'string', description: 'English, for people; may change.' },
      code: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'The category, one per HTTP status.' },
      reason: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', description: 'The stable machine code of this refusal.' },
      values: {
        type: 'object',
        additionalProperties: { type: ['string', 'number'] },
        description: 'The values the message was made from, e.g. `{"minimum": 6}`.',
      },
      errors: {
        type: 'array',
        minItems: 1,
        description: 'Invalid input: one entry per refused field, the first one being the refusal’s own reason.',
        items: {
          type: 'object',
          required: ['msg', 'param', 'reason'],
          properties: {
            msg: { type: 'string', description: 'English sentence for this field.' },
            param: { type: 'string', description: 'The field, as named in the request.' },
            reason: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', description: 'Why this field was refused.' },
            values: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: 'What the sentence was made from.' },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  InternalError: record('Something unexpected went wrong on our side; it is logged with the request id (X-Request-Id). Nothing else is said.', {
    message: { const: 'Internal server error', description: 'Always this sentence.' },
    code: { const: 'INTERNAL_SERVER_ERROR', description: 'Always this code; there is no reason.' },
  }),
  RangeNotSatisfiable: record('The requested byte range lies outside the file; `Content-Range: bytes */<size>` gives its size.', {
    message: { type: 'string', description: 'English, naming the file size.' },
  }),
} satisfies Record<string, Schema>;

export const HEADERS = {
  'X-Request-Id': {
    description: 'This request’s id (the caller’s own when it sent a sensible one); it is in the API’s log line too.',
    required: true,
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
  'X-Next-Cursor': {
    description: 'Present when another page follows: send it back as `?after=` (with the same `limit`). Readable by browsers (CORS exposes it).',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'Answers to an API key: requests the key may make per window (API_KEY_RATE_LIMIT_PER_MINUTE).', schema: { type: 'integer', minimum: 1 } },
  'RateLimit-Remaining': { description: 'Answers to an API key: requests left in this window.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Answers to an API key: seconds until the window starts again.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Policy': { description: 'Answers to an API key: `<limit>;w=<window seconds>`.', schema: { type: 'string', pattern: '^\\d+;w=\\d+$' } },
} satisfies Record<string, Header>;

/** Sent on every answer to a request made with a known API key. */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'] as const;

export const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sabil_key_<8 hex>_<64 hex>',
    description:
      'An integrator’s API key (created by an admin; shown once), sent as `Authorization: Bearer <key>`. Read-only and scoped, on REST as on GraphQL: it reads only the public GET paths whose security names its scope (`apiKey: [STORIES_READ]`; 403 `API_KEY_SCOPE_MISSING` without it, `API_KEY_FIELD_NOT_ALLOWED` on other GETs, `API_KEY_READ_ONLY` on writes). An unknown or revoked key is 401; over its rate limit 429 with `Retry-After`; every answer to a known key carries `RateLimit-*` headers.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A session token from `POST /{role}/login` or `/{role}/register` (HS256, valid 12 hours by default), sent as `Authorization: Bearer <token>`. A bad, expired or malformed token is 401 on every path, even a public one.',
  },
};

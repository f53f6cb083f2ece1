import { headerRef, HEADERS } from './components';
import type { Parameter, RequestBody, Response, Schema, Security } from './openapi-types';

/** A JSON answer; every answer carries X-Request-Id. */
export function json(description: string, schema: Schema, extraHeaders: Array<keyof typeof HEADERS> = []): Response {
  return {
    description,
    headers: Object.fromEntries(['X-Request-Id' as const, ...extraHeaders].map((name) => [name, headerRef(name)])),
    content: { 'application/json': { schema } },
  };
}

/** A message and the record it is about, as the REST shim answers a change. */
export function messageWith(field: string, record: Schema, message: Schema): Schema {
  return { type: 'object', required: ['message', field], properties: { message, [field]: record }, additionalProperties: false };
}

export function jsonBody(description: string, schema: Schema): RequestBody {
  return { description, required: true, content: { 'application/json': { schema } } };
}

export function multipartBody(description: string, schema: Schema, fileField: string, fileTypes: readonly string[]): RequestBody {
  return {
    description,
    required: true,
    content: { 'multipart/form-data': { schema, encoding: { [fileField]: { contentType: fileTypes.join(', ') } } } },
  };
}

export const idInPath = (name: string, what: string): Parameter => ({ name, in: 'path', required: true, description: what, schema: { type: 'string', format: 'uuid' } });

/** `?limit=&after=` on the REST lists that page (see X-Next-Cursor). */
export const PAGING: Parameter[] = [
  {
    name: 'limit',
    in: 'query',
    description: 'Answer one page of this many rows instead of every row (at most 100; more is read as 100). With neither `limit` nor `after`, every row is streamed.',
    schema: { type: 'integer', minimum: 1 },
  },
  { name: 'after', in: 'query', description: 'The previous page’s `X-Next-Cursor`; the page size is `limit` (default 100).', schema: { type: 'string' } },
];

/** Who may call (security requirements; `{}` is "no credentials"). */
export const ACCESS = {
  /** Anyone, with no credentials; a session token or an API key sent must be valid. */
  publicRead: [{}, { bearerAuth: [] }, { apiKey: [] }] as Security,
  /** Anyone, with no credentials or a session token (API keys are read-only). */
  publicWrite: [{}, { bearerAuth: [] }] as Security,
  /** A session token of the roles the operation names. */
  signedIn: [{ bearerAuth: [] }] as Security,
} as const;

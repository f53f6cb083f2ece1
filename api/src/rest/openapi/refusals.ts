import { ERROR_STATUS, type ErrorDefinition } from '../../errors/app-error';
import { ValidationErrors } from '../../errors/validation.errors';
import { UploadErrors } from '../../uploads/uploads.errors';
import { DatabaseErrors } from '../../db/database-unavailable';
import { HttpErrors } from '../http.errors';
import { headerRef } from './components';
import type { Responses } from './openapi-types';

/**
 * The error answers of one operation, from the refusals it can give: one response per HTTP status,
 * whose schema pins `code` and lists the `reason`s that status can carry there, each with its
 * English sentence in the description. Built from the same definitions the services throw, so a
 * reason renamed in code is renamed here.
 */
export function refusals(...groups: Array<ErrorDefinition | readonly ErrorDefinition[]>): Responses {
  const byStatus = new Map<number, ErrorDefinition[]>();
  for (const definition of groups.flat()) {
    const status = ERROR_STATUS[definition.code];
    const list = byStatus.get(status) ?? [];
    if (!list.some((known) => known.reason === definition.reason)) list.push(definition);
    byStatus.set(status, list);
  }
  const responses: Responses = {};
  for (const [status, definitions] of [...byStatus].sort(([a], [b]) => a - b)) {
    const code = definitions[0]!.code;
    responses[String(status)] = {
      description: `${code}:\n${definitions.map((d) => `- \`${d.reason}\`: ${d.message}`).join('\n')}`,
      headers: { 'X-Request-Id': headerRef('X-Request-Id'), ...(status === 429 ? { 'Retry-After': headerRef('Retry-After') } : {}) },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Refusal', properties: { code: { const: code }, reason: { enum: definitions.map((d) => d.reason) } } },
        },
      },
    };
  }
  // Any path can meet a database that is briefly unreachable (a restart, a failover).
  responses['503'] = {
    description: `SERVICE_UNAVAILABLE:\n- \`${DatabaseErrors.DATABASE_UNAVAILABLE.reason}\`: ${DatabaseErrors.DATABASE_UNAVAILABLE.message} Retry-After says when.`,
    headers: { 'X-Request-Id': headerRef('X-Request-Id'), 'Retry-After': headerRef('Retry-After') },
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Refusal', properties: { code: { const: 'SERVICE_UNAVAILABLE' }, reason: { enum: [DatabaseErrors.DATABASE_UNAVAILABLE.reason] } } },
      },
    },
  };
  responses['500'] = {
    description: 'Something unexpected failed on our side (logged with the request id).',
    headers: { 'X-Request-Id': headerRef('X-Request-Id') },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/InternalError' } } },
  };
  return responses;
}

/** A JSON body that is not JSON, not an object, unreadable or over 100 kB. */
export const JSON_BODY = [HttpErrors.BODY_NOT_JSON, HttpErrors.BODY_NOT_AN_OBJECT, HttpErrors.BODY_UNREADABLE, HttpErrors.BODY_TOO_LARGE] as const;

/** A multipart form that is not one, cannot be read, or breaks the form's limits. */
export const MULTIPART_FORM = [
  UploadErrors.MULTIPART_REQUIRED,
  UploadErrors.MULTIPART_UNREADABLE,
  UploadErrors.FORM_FIELD_TOO_LONG,
  UploadErrors.UNEXPECTED_FILE_FIELD,
  UploadErrors.TOO_MANY_FILES,
  UploadErrors.TOO_MANY_FORM_FIELDS,
  UploadErrors.UPLOAD_INCOMPLETE,
] as const;

/** The shared input rules' refusals a text field can give. */
export const TEXT_FIELDS = [ValidationErrors.FIELD_REQUIRED, ValidationErrors.FIELD_NOT_TEXT, ValidationErrors.FIELD_TOO_LONG] as const;

/** A choice among listed strings. */
export const CHOICE_FIELDS = [ValidationErrors.FIELD_REQUIRED, ValidationErrors.FIELD_NOT_TEXT, ValidationErrors.CHOICE_INVALID] as const;

/** An amount of dollars. */
export const AMOUNT_FIELDS = [
  ValidationErrors.FIELD_REQUIRED,
  ValidationErrors.AMOUNT_NOT_A_NUMBER,
  ValidationErrors.AMOUNT_NOT_POSITIVE,
  ValidationErrors.AMOUNT_TOO_LARGE,
  ValidationErrors.AMOUNT_TOO_PRECISE,
] as const;

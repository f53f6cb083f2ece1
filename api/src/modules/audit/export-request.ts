import type { Request } from 'express';
import type { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import type { Parameter, Response } from '../../rest/openapi/openapi-types';
import { headerRef } from '../../rest/openapi/components';
import { AuditErrors } from './audit.errors';
import type { AuditService } from './audit.service';

/*
 * What every admin CSV export shares (issue 10): its query parameters read strictly, the export
 * recorded as an audit event before the first byte leaves, and its OpenAPI answer. The audit trail's
 * export lives here in audit; each domain's own export lives with its domain and uses these.
 */

export async function recordExport(audit: AuditService, viewer: { id: string; role: Role }, action: string, after: Record<string, unknown>) {
  await audit.record(audit.manager, { actorId: viewer.id, actorRole: viewer.role, action, subjectType: 'export', subjectId: null, after });
}

/** A parameter the export does not know is a mistake (a typo would otherwise export everything). */
export function onlyParameters(req: Request, known: string[]): void {
  for (const field of Object.keys(req.query)) {
    if (!known.includes(field)) throw new AppError(AuditErrors.EXPORT_PARAMETER_UNKNOWN, { field, values: { field, known: known.join(', ') } });
  }
}

/** The filter as parsed (what the audit event records: never the raw query string). */
export function given(filter: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null && value !== undefined));
}

/** A query parameter given once as text (`?a=1&a=2` and `?a[b]=1` are mistakes, not arrays). */
export function queryText(req: Request, field: string): string | null {
  const value = req.query[field];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new AppError(AuditErrors.EXPORT_PARAMETER_INVALID, { field, values: { field } });
  return value;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** An export's 200 answer in the OpenAPI document. */
export const csvAnswer = (description: string, columns: string): Response => ({
  description: `${description} UTF-8 with a byte-order mark, RFC 4180; first line: ${columns}.`,
  headers: {
    'X-Request-Id': headerRef('X-Request-Id'),
    'Content-Disposition': { description: '`attachment; filename="…"`, named after the export and the day.', required: true, schema: { type: 'string', pattern: '^attachment; filename=' } },
    'Cache-Control': { description: 'Always `private, no-store`: it holds personal data.', required: true, schema: { const: 'private, no-store' } },
  },
  content: { 'text/csv': { schema: { type: 'string' } } },
});

/** A text query parameter in the OpenAPI document. */
export const textParameter = (name: string, description: string): Parameter => ({ name, in: 'query', description, schema: { type: 'string' } });

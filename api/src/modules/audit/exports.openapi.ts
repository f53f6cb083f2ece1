import { AuditErrors } from './audit.errors';
import { ACCESS, idInPath } from '../../rest/openapi/answers';
import type { Paths } from '../../rest/openapi/openapi-types';
import { ACCESS_REFUSALS } from '../../operations/access-refusals';
import { refusals } from '../../rest/openapi/refusals';
import { csvAnswer as csv, textParameter as text } from './export-request';

/** The audit trail's CSV export for admins (issue 10); each export is itself an audit event. */
export function exportPaths(): Paths {
  return {
    '/admin/exports/audit-events.csv': {
      get: {
        operationId: 'exportAuditEvents',
        summary: 'The audit trail as CSV (admins)',
        description: 'Every audit event matching the filters (those of the GraphQL query `auditEvents`), newest first, streamed. The export is recorded as an audit event before the first byte leaves.',
        tags: ['exports'],
        security: ACCESS.signedIn,
        parameters: [
          text('action', 'Only this action, e.g. `application.review`.'),
          { ...idInPath('actorId', 'Only events by this actor.'), in: 'query', required: false },
          text('subjectType', 'Only events on this kind of subject, e.g. `application`.'),
          { ...idInPath('subjectId', 'Only events on this subject.'), in: 'query', required: false },
          { name: 'from', in: 'query', description: 'From this time on (ISO 8601, e.g. 2026-11-24T00:00:00Z).', schema: { type: 'string' } },
          { name: 'to', in: 'query', description: 'Before this time (ISO 8601).', schema: { type: 'string' } },
        ],
        responses: {
          '200': csv('The events.', 'id, created_at, actor_id, actor_role, action, subject_type, subject_id, from_state, to_state, before, after, ip'),
          ...refusals(
            ACCESS_REFUSALS.signedInRead,
            AuditErrors.EXPORT_PARAMETER_INVALID,
            AuditErrors.AUDIT_FILTER_ID_INVALID,
            AuditErrors.AUDIT_FILTER_TIME_INVALID,
            AuditErrors.AUDIT_FILTER_RANGE_INVALID,
            AuditErrors.AUDIT_FILTER_TEXT_INVALID,
          ),
        },
      },
    },
  };
}

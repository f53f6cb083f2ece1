import { AuditErrors } from './audit.errors';
import { DonationErrors } from '../donations/donations.errors';
import { DonationStatus } from '../donations/donation.enums';
import { ACCESS, idInPath } from '../../rest/openapi/answers';
import { headerRef } from '../../rest/openapi/components';
import type { Parameter, Paths, Response } from '../../rest/openapi/openapi-types';
import { ACCESS_REFUSALS } from '../api-keys/access-refusals';
import { refusals } from '../../rest/openapi/refusals';

const csv = (description: string, columns: string): Response => ({
  description: `${description} UTF-8 with a byte-order mark, RFC 4180; first line: ${columns}.`,
  headers: {
    'X-Request-Id': headerRef('X-Request-Id'),
    'Content-Disposition': { description: '`attachment; filename="…"`, named after the export and the day.', required: true, schema: { type: 'string', pattern: '^attachment; filename=' } },
    'Cache-Control': { description: 'Always `private, no-store`: it holds personal data.', required: true, schema: { const: 'private, no-store' } },
  },
  content: { 'text/csv': { schema: { type: 'string' } } },
});

const text = (name: string, description: string): Parameter => ({ name, in: 'query', description, schema: { type: 'string' } });

/** CSV exports for admins (issue 10); each export is itself an audit event. */
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
    '/admin/exports/donations.csv': {
      get: {
        operationId: 'exportDonations',
        summary: 'Donations as CSV (admins)',
        description: 'Every donation (optionally of one application, or in one status), newest first, streamed, with donors’ names and emails. The export is recorded as an audit event.',
        tags: ['exports'],
        security: ACCESS.signedIn,
        parameters: [
          { ...idInPath('applicationId', 'Only donations to this application.'), in: 'query', required: false },
          { name: 'status', in: 'query', description: 'Only donations in this status.', schema: { type: 'string', enum: Object.values(DonationStatus) } },
        ],
        responses: {
          '200': csv(
            'The donations.',
            'id, created_at, application_id, applicant_name, donor_name, donor_email, amount, kept, refunded, currency, charged_amount, charged_currency, recurring, status, period_start, receipt_number, test_mode, exceeded_goal, dispute_status, tracking_status',
          ),
          ...refusals(ACCESS_REFUSALS.signedInRead, AuditErrors.EXPORT_PARAMETER_INVALID, AuditErrors.EXPORT_STATUS_INVALID, DonationErrors.REQUEST_NOT_FOUND),
        },
      },
    },
  };
}

import { ACCESS, idInPath } from '../../rest/openapi/answers';
import type { Paths } from '../../rest/openapi/openapi-types';
import { refusals } from '../../rest/openapi/refusals';
import { ACCESS_REFUSALS } from '../../operations/access-refusals';
import { AuditErrors, csvAnswer as csv } from '../audit';
import { DonationStatus } from './donation.enums';
import { DonationErrors } from './donations.errors';

/** The donations' CSV export for admins (issue 10); the export is itself an audit event. */
export function donationExportPaths(): Paths {
  return {
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

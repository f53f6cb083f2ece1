import type { Viewer } from '../../auth/tokens';
import { Router } from 'express';
import { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import { sendCsv } from '../../rest/csv-stream';
import { type Route } from '../../rest/rest-route';
import { MAX_PAGE_SIZE } from '../../validation/pagination';
import { AuditErrors, given, onlyParameters, queryText as text, recordExport, today, type AuditService } from '../audit';
import { DonationStatus } from './donation.enums';
import type { DonationsService } from './donations.service';
import type { Donation } from './dto/donation.types';

const DONATION_COLUMNS = [
  ['id', (d) => d.id],
  ['created_at', (d) => d.createdAt],
  ['application_id', (d) => d.applicationId],
  ['applicant_name', (d) => d.applicantName],
  ['donor_name', (d) => d.donorName],
  ['donor_email', (d) => d.donorEmail],
  ['amount', (d) => d.amount.toFixed(2)],
  ['kept', (d) => d.keptAmount.toFixed(2)],
  ['refunded', (d) => d.refundedAmount.toFixed(2)],
  ['currency', (d) => d.currency],
  ['charged_amount', (d) => (d.chargedAmount === null ? null : d.chargedAmount.toFixed(2))],
  ['charged_currency', (d) => d.chargedCurrency],
  ['recurring', (d) => d.recurring],
  ['status', (d) => d.status],
  ['period_start', (d) => d.periodStart],
  ['receipt_number', (d) => d.receiptNumber],
  ['test_mode', (d) => d.testMode],
  ['exceeded_goal', (d) => d.exceededGoal],
  ['dispute_status', (d) => d.disputeStatus],
  ['tracking_status', (d) => d.trackingStatus],
] as const satisfies ReadonlyArray<readonly [string, (d: Donation) => unknown]>;

/**
 * Every donation (optionally of one application or status) as a streamed CSV export for admins
 * (issue 10). It holds donors' personal data, so it is itself an audit event, written before the
 * first byte leaves.
 */
export function donationExportsRouter(route: Route, { audit, donations }: { audit: AuditService; donations: DonationsService }): Router {
  const router = Router();

  router.get(
    '/admin/exports/donations.csv',
    route([Role.ADMIN], async (req, { viewer }, res) => {
      onlyParameters(req, ['applicationId', 'status']);
      const applicationId = text(req, 'applicationId') ?? undefined;
      const status = text(req, 'status') ?? undefined;
      const statuses = Object.values(DonationStatus) as string[];
      if (status !== undefined && !statuses.includes(status)) {
        throw new AppError(AuditErrors.EXPORT_STATUS_INVALID, { field: 'status', values: { choices: statuses.join(' or ') } });
      }
      const filter = { applicationId, status: status as DonationStatus | undefined };
      // The first page is read here, so an id that cannot be one is refused before anything is recorded.
      const first = await donations.list(viewer!, filter, MAX_PAGE_SIZE, null);
      await recordExport(audit, viewer!, 'export.donations', { filter: given(filter) });
      await sendCsv(res, `sabil-donations-${today()}.csv`, DONATION_COLUMNS, donationsFrom(donations, viewer!, filter, first));
    }),
  );

  return router;
}

async function* donationsFrom(donations: DonationsService, viewer: Viewer, filter: { applicationId?: string; status?: DonationStatus }, first: Awaited<ReturnType<DonationsService['list']>>) {
  let page = first;
  for (;;) {
    yield* page.nodes;
    if (!page.hasNextPage) return;
    page = await donations.list(viewer, filter, MAX_PAGE_SIZE, page.endCursor);
  }
}

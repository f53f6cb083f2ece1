import { Router, type Request } from 'express';
import { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import { sendCsv } from '../../rest/csv-stream';
import { type Route } from '../../rest/rest-route';
import { MAX_PAGE_SIZE } from '../../validation/pagination';
import { DonationStatus } from '../donations/donation.enums';
import type { Donation } from '../donations/dto/donation.types';
import type { AuditEvent } from './audit-event.entity';
import { AuditErrors } from './audit.errors';
import type { AuditFilter } from './audit.service';
import type { AuditService } from './audit.service';
import type { DonationsService } from '../donations/donations.service';

const AUDIT_COLUMNS = [
  ['id', (e) => e.id],
  ['created_at', (e) => e.createdAt],
  ['actor_id', (e) => e.actorId],
  ['actor_role', (e) => e.actorRole],
  ['action', (e) => e.action],
  ['subject_type', (e) => e.subjectType],
  ['subject_id', (e) => e.subjectId],
  ['from_state', (e) => e.fromState],
  ['to_state', (e) => e.toState],
  ['before', (e) => e.before],
  ['after', (e) => e.after],
  ['ip', (e) => e.ip],
] as const satisfies ReadonlyArray<readonly [string, (e: AuditEvent) => unknown]>;

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
 * Streamed CSV exports for admins (issue 10): the audit trail with auditEvents' filters, and every
 * donation (optionally of one application or status). An export holds donors' personal data, so
 * it is itself an audit event, written before the first byte leaves.
 */
export function exportsRouter(route: Route, { audit, donations }: { audit: AuditService; donations: DonationsService }): Router {
  const router = Router();

  router.get(
    '/admin/exports/audit-events.csv',
    route([Role.ADMIN], async (req, { viewer }, res) => {
      onlyParameters(req, ['action', 'actorId', 'subjectType', 'subjectId', 'from', 'to']);
      const filter: AuditFilter = {
        action: text(req, 'action'),
        actorId: text(req, 'actorId'),
        subjectType: text(req, 'subjectType'),
        subjectId: text(req, 'subjectId'),
        from: time(req, 'from'),
        to: time(req, 'to'),
      };
      const rows = audit.every(filter);
      await recordExport(audit, viewer!, 'export.audit_events', { filter: given(filter) });
      await sendCsv(res, `sabil-audit-events-${today()}.csv`, AUDIT_COLUMNS, rows);
    }),
  );

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
      const first = await donations.list(filter, MAX_PAGE_SIZE, null);
      await recordExport(audit, viewer!, 'export.donations', { filter: given(filter) });
      await sendCsv(res, `sabil-donations-${today()}.csv`, DONATION_COLUMNS, donationsFrom(donations, filter, first));
    }),
  );

  return router;
}

async function* donationsFrom(donations: DonationsService, filter: { applicationId?: string; status?: DonationStatus }, first: Awaited<ReturnType<DonationsService['list']>>) {
  let page = first;
  for (;;) {
    yield* page.nodes;
    if (!page.pageInfo.hasNextPage) return;
    page = await donations.list(filter, MAX_PAGE_SIZE, page.pageInfo.endCursor);
  }
}

async function recordExport(audit: AuditService, viewer: { id: string; role: Role }, action: string, after: Record<string, unknown>) {
  await audit.record(audit.manager, { actorId: viewer.id, actorRole: viewer.role, action, subjectType: 'export', subjectId: null, after });
}

/** A parameter the export does not know is a mistake (a typo would otherwise export everything). */
function onlyParameters(req: Request, known: string[]): void {
  for (const field of Object.keys(req.query)) {
    if (!known.includes(field)) throw new AppError(AuditErrors.EXPORT_PARAMETER_UNKNOWN, { field, values: { field, known: known.join(', ') } });
  }
}

/** The filter as parsed (what the audit event records: never the raw query string). */
function given(filter: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null && value !== undefined));
}

/** A query parameter given once as text (`?a=1&a=2` and `?a[b]=1` are mistakes, not arrays). */
function text(req: Request, field: string): string | null {
  const value = req.query[field];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new AppError(AuditErrors.EXPORT_PARAMETER_INVALID, { field, values: { field } });
  return value;
}

function time(req: Request, field: string): Date | null {
  const value = text(req, field);
  if (value === null) return null;
  // Date.parse takes too much ("1", "March 7"): only ISO 8601 dates and times are accepted.
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)) {
    throw new AppError(AuditErrors.AUDIT_FILTER_TIME_INVALID, { field, values: { field } });
  }
  const date = new Date(value);
  // 2026-02-30 parses as 2 March: a date that does not read back the same is not one.
  if (Number.isNaN(date.getTime()) || (value.length === 10 && date.toISOString().slice(0, 10) !== value)) {
    throw new AppError(AuditErrors.AUDIT_FILTER_TIME_INVALID, { field, values: { field } });
  }
  return date;
}

const today = () => new Date().toISOString().slice(0, 10);

import { Router, type Request } from 'express';
import { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import { sendCsv } from '../../rest/csv-stream';
import { type Route } from '../../rest/rest-route';
import type { AuditEvent } from './audit-event.entity';
import { AuditErrors } from './audit.errors';
import type { AuditFilter } from './audit.service';
import type { AuditService } from './audit.service';
import { given, onlyParameters, queryText as text, recordExport, today } from './export-request';

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

/**
 * The audit trail as a streamed CSV export for admins (issue 10), with auditEvents' filters. An
 * export is itself an audit event, written before the first byte leaves. (The donations' export
 * lives with donations.)
 */
export function exportsRouter(route: Route, { audit }: { audit: AuditService }): Router {
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

  return router;
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

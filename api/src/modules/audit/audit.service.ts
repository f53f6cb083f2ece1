import type { DataSource, EntityManager } from 'typeorm';
import { UUID_PATTERN } from '@sabil/contracts';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import { requestScope } from '../../logging/request-scope';
import { decodeCursor, encodeCursor, everyRow, MAX_PAGE_SIZE, pageOf, pageSize, type Page } from '../../validation/pagination';
import { AuditActorRole, AuditEvent } from './audit-event.entity';
import { AuditErrors } from './audit.errors';

export interface AuditRecord {
  /** The account that acted; null for the platform's own jobs and sign-ins of unknown accounts. */
  actorId: string | null;
  actorRole?: `${AuditActorRole}`;
  /** What was done, e.g. application.review, donation.completed. */
  action: string;
  subjectType: string;
  subjectId: string | null;
  fromState?: string | null;
  toState?: string | null;
  /** The subject's relevant fields before and after (or what was read): JSON, never a secret. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The caller's address; by default the current request's (none for a job outside a request). */
  ip?: string | null;
}

/** What auditEvents and the CSV export filter on; every part optional. */
export interface AuditFilter {
  action?: string | null;
  actorId?: string | null;
  subjectType?: string | null;
  subjectId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** The audit trail: who did what, when, from where, on what, from which state to which. */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /** For events outside any other change (a read, an export, a failed sign-in). */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /** Written with `manager`, so the event commits (or not) with the change it records. */
  async record(manager: EntityManager, event: AuditRecord): Promise<void> {
    await manager.insert(AuditEvent, {
      actorId: event.actorId,
      actorRole: (event.actorRole ?? null) as AuditActorRole | null,
      action: event.action,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      fromState: event.fromState ?? null,
      toState: event.toState ?? null,
      before: (event.before ?? null) as never,
      after: (event.after ?? null) as never,
      ip: event.ip === undefined ? (requestScope.getStore()?.ip ?? null) : event.ip,
    });
  }

  /**
   * An admin's decision on a row that moves from one status to another (an application's review, a
   * story's moderation or withdrawal), written with the decision's `manager`; `details` (e.g. a
   * rejection's reason and note) go into the event's `after` beside the new status.
   */
  recordDecision(
    manager: EntityManager,
    viewer: Viewer,
    decision: { action: string; subjectType: string; subjectId: string; from: string; to: string; details?: Record<string, unknown> },
  ): Promise<void> {
    return this.record(manager, {
      actorId: viewer.id,
      actorRole: viewer.role,
      action: decision.action,
      subjectType: decision.subjectType,
      subjectId: decision.subjectId,
      fromState: decision.from,
      toState: decision.to,
      before: { status: decision.from },
      after: { status: decision.to, ...decision.details },
    });
  }

  /** One page, newest first, of the events that pass `filter`. */
  async list(filter: AuditFilter, first: number | null | undefined, after: string | null | undefined): Promise<Page<AuditEvent>> {
    checkFilter(filter);
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const query = this.dataSource.getRepository(AuditEvent).createQueryBuilder('e').where('true');
    if (filter.action) query.andWhere('e.action = :action', { action: filter.action });
    if (filter.actorId) query.andWhere('e.actor_id = :actorId', { actorId: filter.actorId });
    if (filter.subjectType) query.andWhere('e.subject_type = :subjectType', { subjectType: filter.subjectType });
    if (filter.subjectId) query.andWhere('e.subject_id = :subjectId', { subjectId: filter.subjectId });
    if (filter.from) query.andWhere('e.created_at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('e.created_at < :to', { to: filter.to });
    if (cursor) query.andWhere('(e.created_at, e.id) < (:at, :id)', cursor);
    const rows = await query.orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC').limit(size + 1).getMany();
    return pageOf(rows, size, (row) => encodeCursor(row.createdAt, row.id));
  }

  /** Every event that passes `filter`, newest first, read a page at a time (the CSV export). */
  every(filter: AuditFilter): AsyncGenerator<AuditEvent> {
    checkFilter(filter);
    return everyRow((after) => this.list(filter, MAX_PAGE_SIZE, after));
  }
}

const MAX_TEXT = 60;

/** A filter that cannot match because it is malformed is a mistake worth saying, not an empty page. */
function checkFilter(filter: AuditFilter): void {
  for (const field of ['actorId', 'subjectId'] as const) {
    const value = filter[field];
    if (value && !UUID_PATTERN.test(value)) throw new AppError(AuditErrors.AUDIT_FILTER_ID_INVALID, { field, values: { field } });
  }
  for (const field of ['action', 'subjectType'] as const) {
    const value = filter[field];
    if (value && value.length > MAX_TEXT) throw new AppError(AuditErrors.AUDIT_FILTER_TEXT_INVALID, { field, values: { field, max: MAX_TEXT } });
  }
  for (const field of ['from', 'to'] as const) {
    const value = filter[field];
    if (value && Number.isNaN(value.getTime())) throw new AppError(AuditErrors.AUDIT_FILTER_TIME_INVALID, { field, values: { field } });
  }
  if (filter.from && filter.to && filter.from >= filter.to) throw new AppError(AuditErrors.AUDIT_FILTER_RANGE_INVALID, { field: 'from' });
}

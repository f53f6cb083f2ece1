import type { DataSource, EntityManager } from 'typeorm';
import { decodeCursor, encodeCursor, pageSize } from '../../validation/pagination';
import { AuditEvent } from './audit-event.entity';

export interface AuditRecord {
  actorId: string;
  /** What was done, e.g. application.review, donation.completed. */
  action: string;
  subjectType: string;
  subjectId: string;
  fromState?: string | null;
  toState?: string | null;
}

/** The audit trail: who changed what, when, from which state to which. */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /** Written with `manager`, so the event commits (or not) with the change it records. */
  async record(manager: EntityManager, event: AuditRecord): Promise<void> {
    await manager.insert(AuditEvent, { ...event, fromState: event.fromState ?? null, toState: event.toState ?? null });
  }

  async list(first: number | null | undefined, after: string | null | undefined) {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const query = this.dataSource.getRepository(AuditEvent).createQueryBuilder('e');
    if (cursor) query.where('(e.created_at, e.id) < (:at, :id)', cursor);
    const rows = await query.orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC').limit(size + 1).getMany();
    const hasNextPage = rows.length > size;
    const nodes = rows.slice(0, size);
    const last = nodes[nodes.length - 1];
    return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(last.createdAt, last.id) : null } };
  }
}

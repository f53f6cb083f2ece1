import type { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor, pageSize } from '../../validation/pagination';
import { AuditEvent } from './audit-event.entity';

export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

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

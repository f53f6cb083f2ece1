import { Arg, Authorized, Field, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import { PageInfo } from '../../validation/pagination';
import { connection } from '../../validation/connection';
import { edgeType, type Edge } from '../../validation/connection';
import { AuditEvent } from './audit-event.entity';
import type { AuditService } from './audit.service';

const AuditEventEdge = edgeType('AuditEvent', AuditEvent, 'audit event');

@ObjectType({ description: 'A page of audit events, newest first.' })
export class AuditEventConnection {
  @Field(() => [AuditEvent], { description: 'The events on this page.' })
  nodes!: AuditEvent[];

  @Field(() => [AuditEventEdge], { description: 'The events on this page, each with its cursor (Relay edges).' })
  edges!: Edge<AuditEvent>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@InputType({ description: 'Narrows the audit trail; every field is optional and they combine with AND.' })
export class AuditEventFilter {
  @Field(() => String, { nullable: true, description: 'Only this action, e.g. application.review or id_document.view.' })
  action?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only events by this account.' })
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only events on this kind of subject, e.g. application.' })
  subjectType?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only events on this subject.' })
  subjectId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Only events at or after this time.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only events before this time.' })
  to?: Date | null;
}

@Resolver(() => AuditEvent)
export class AuditResolver {
  constructor(
    private readonly audit: AuditService,
  ) {}

  @Authorized(Role.ADMIN)
  @Query(() => AuditEventConnection, { description: 'The audit trail, newest first: admin actions, sensitive reads, sign-ins, scheduled deletions.' })
  async auditEvents(
    @Arg('filter', () => AuditEventFilter, { nullable: true, description: 'Only the events that match every given field.' }) filter?: AuditEventFilter,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<AuditEventConnection> {
    return connection(await this.audit.list(filter ?? {}, first, after), after);
  }
}

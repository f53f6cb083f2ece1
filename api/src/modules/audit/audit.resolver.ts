import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import type { GraphQLContext } from '../../graphql/context';
import { PageInfo } from '../../validation/pagination';
import { AuditEvent } from './audit-event.entity';

@ObjectType({ description: 'A page of audit events, newest first.' })
export class AuditEventConnection {
  @Field(() => [AuditEvent], { description: 'The events on this page.' })
  nodes!: AuditEvent[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@Resolver(() => AuditEvent)
export class AuditResolver {
  @Authorized(Role.ADMIN)
  @Query(() => AuditEventConnection, { description: 'Admin decisions, newest first.' })
  auditEvents(
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<AuditEventConnection> {
    return services.audit.list(first, after);
  }
}

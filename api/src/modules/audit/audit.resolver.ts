import { Arg, Authorized, Field, Float, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import { PageInfo } from '../../validation/pagination';
import { AuditEvent } from './audit-event.entity';
import type { AuditService } from './audit.service';

@ObjectType({ description: 'A page of audit events, newest first.' })
export class AuditEventConnection {
  @Field(() => [AuditEvent], { description: 'The events on this page.' })
  nodes!: AuditEvent[];

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

@ObjectType({ description: 'An application whose tallies disagree with its completed donations (the list should always be empty).' })
export class ReconciliationDifference {
  @Field(() => ID, { description: 'The application.' })
  applicationId!: string;

  @Field({ description: "The applicant's full name." })
  fullName!: string;

  @Field(() => Float, { description: 'What the application says it has collected, in US dollars.' })
  collectedAmount!: number;

  @Field(() => Float, { description: 'Its goal, in US dollars (collectedAmount must never be above it).' })
  requestedAmount!: number;

  @Field(() => Float, { description: 'What its donations keep (amount less refunds, 0 while disputed), in US dollars.' })
  completedDonationsAmount!: number;

  @Field(() => Float, { description: 'collectedAmount minus completedDonationsAmount, in US dollars.' })
  difference!: number;

  @Field(() => Int, { description: 'How many donors the application says it has.' })
  donorCount!: number;

  @Field(() => Int, { description: 'How many distinct donors keep money in it.' })
  completedDonors!: number;

  @Field(() => Float, {
    description: "What the payment provider says its donations' lost disputes withheld, less what the books wrote off for them (DISPUTE_LOST refunds), in US dollars; 0 when they agree.",
  })
  providerGapAmount!: number;
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
    const page = await this.audit.list(filter ?? {}, first, after);
    return { nodes: page.nodes, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Authorized(Role.ADMIN)
  @Query(() => [ReconciliationDifference], {
    description:
      'Applications whose books do not add up: collectedAmount or donorCount differs from what their donations keep, collectedAmount is above the goal, ' +
      "a donation's refunds do not add up to its refundedAmount, " +
      "or what the provider says a lost dispute withheld differs from what the books wrote off (providerGapAmount). Must be empty; anything listed is a bookkeeping fault to investigate.",
  })
  async reconciliation(): Promise<ReconciliationDifference[]> {
    const rows = await this.audit.reconciliation();
    return rows.map((row) => ({
      applicationId: row.applicationId,
      fullName: row.fullName,
      collectedAmount: row.collectedCents / 100,
      requestedAmount: row.requestedCents / 100,
      completedDonationsAmount: row.completedCents / 100,
      difference: (row.collectedCents - row.completedCents) / 100,
      donorCount: row.donorCount,
      completedDonors: row.completedDonors,
      providerGapAmount: row.providerGapCents / 100,
    }));
  }
}

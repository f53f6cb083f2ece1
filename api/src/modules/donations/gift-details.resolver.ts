import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Allowed } from '../../operations/operation';
import { connection } from '../../validation/connection';
import { SupportMessageDecision } from './donation.enums';
import { DONATION_OPERATIONS } from './donations.operations';
import { SupportMessage, SupportMessageConnection, SupportMessageReview, SupportMessageReviewConnection } from './dto/gift-details.types';
import type { SupportMessages } from './gift-details';

const FIRST = { nullable: true, description: 'Page size, at most 100 (default 20).' } as const;
const AFTER = { nullable: true, description: 'endCursor of the previous page.' } as const;

/** Words of support (issue 31): the journey's page and its seeker read the approved ones; admins moderate them. */
@Resolver(() => SupportMessage)
export class SupportMessagesResolver {
  constructor(private readonly supportMessagesService: SupportMessages) {}

  @Allowed(DONATION_OPERATIONS.supportMessages)
  @Query(() => SupportMessageConnection, {
    description:
      "A journey's approved words of support of paid gifts, newest first, with the donor's first name, or none for an anonymous gift. Public: send it without a token; API keys need SUPPORT_MESSAGES_READ.",
  })
  async supportMessages(
    @Arg('applicationId', () => ID, { description: 'The journey (approved request).' }) applicationId: string,
    @Arg('first', () => Int, FIRST) first?: number,
    @Arg('after', () => String, AFTER) after?: string,
  ): Promise<SupportMessageConnection> {
    return connection(await this.supportMessagesService.approved(applicationId, first, after), after);
  }

  @Allowed(DONATION_OPERATIONS.pendingSupportMessages)
  @Query(() => SupportMessageReviewConnection, {
    description: "Words of support of paid gifts waiting for moderation, oldest first (admins). Each anonymous donor's name read is on the audit trail.",
  })
  async pendingSupportMessages(
    @Ctx() { viewer }: Caller,
    @Arg('first', () => Int, FIRST) first?: number,
    @Arg('after', () => String, AFTER) after?: string,
  ): Promise<SupportMessageReviewConnection> {
    return connection(await this.supportMessagesService.pending(viewer!, first, after), after);
  }

  @Allowed(DONATION_OPERATIONS.moderateSupportMessage)
  @Mutation(() => SupportMessageReview, {
    description: "Approves or rejects pending words of support (admins; audited). Approved ones show on the journey's page and to its seeker.",
  })
  moderateSupportMessage(
    @Arg('id', () => ID, { description: 'The words of support (SupportMessageReview.id).' }) id: string,
    @Arg('decision', () => SupportMessageDecision, { description: 'APPROVE or REJECT.' }) decision: SupportMessageDecision,
    @Ctx() { viewer }: Caller,
  ): Promise<SupportMessageReview> {
    return this.supportMessagesService.moderate(viewer!, id, decision);
  }
}

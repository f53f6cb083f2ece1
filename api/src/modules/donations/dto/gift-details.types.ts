import { Field, ID, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../validation/pagination';
import { edgeType, type Edge } from '../../../validation/connection';
import { DedicationKind, SupportMessageStatus } from '../donation.enums';

@ObjectType({ description: 'Whom a gift is dedicated to (issue 31): on their behalf, or in their memory.' })
export class GiftDedication {
  @Field(() => DedicationKind, { description: 'On behalf of, or in memory of.' })
  kind!: DedicationKind;

  @Field({ description: "The person's name, as the donor wrote it (at most 80 characters)." })
  name!: string;
}

@ObjectType({ description: "A donor's words of support with a paid gift, approved by an admin: what the journey's page and its seeker show." })
export class SupportMessage {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: 'The words, as the donor wrote them (at most 280 characters).' })
  message!: string;

  @Field({ description: 'True when the donor gave anonymously: no name is given, show "Anonymous".' })
  anonymous!: boolean;

  @Field(() => String, { nullable: true, description: "The donor's first name; null for an anonymous gift." })
  donorFirstName!: string | null;

  @Field({ description: 'When the gift was made.' })
  createdAt!: Date;
}

const SupportMessageEdge = edgeType('SupportMessage', SupportMessage, 'supportMessage');

@ObjectType({ description: 'A page of approved words of support, newest first.' })
export class SupportMessageConnection {
  @Field(() => [SupportMessage], { description: 'The words of support on this page.' })
  nodes!: SupportMessage[];

  @Field(() => [SupportMessageEdge], { description: 'The words of support on this page, each with its cursor (Relay edges).' })
  edges!: Edge<SupportMessage>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: "Words of support as admins moderate them: the donor's full name too, even for an anonymous gift (each such read is on the audit trail)." })
export class SupportMessageReview {
  @Field(() => ID, { description: 'Stable identifier (UUID), the one moderateSupportMessage takes.' })
  id!: string;

  @Field({ description: 'The words, as the donor wrote them.' })
  message!: string;

  @Field(() => SupportMessageStatus, { description: 'Where they are in moderation.' })
  status!: SupportMessageStatus;

  @Field({ description: 'True when the donor gave anonymously (the public and the seeker never see the name).' })
  anonymous!: boolean;

  @Field({ description: "The donor's full name (admins only; reading an anonymous gift's is audited)." })
  donorName!: string;

  @Field(() => ID, { description: 'The journey (application) the gift went to.' })
  applicationId!: string;

  @Field({ description: "The seeker's first name, as the journey's page shows it." })
  applicantFirstName!: string;

  @Field({ description: 'When the gift was made.' })
  createdAt!: Date;
}

const SupportMessageReviewEdge = edgeType('SupportMessageReview', SupportMessageReview, 'supportMessageReview');

@ObjectType({ description: 'A page of words of support waiting for moderation, oldest first.' })
export class SupportMessageReviewConnection {
  @Field(() => [SupportMessageReview], { description: 'The words of support on this page.' })
  nodes!: SupportMessageReview[];

  @Field(() => [SupportMessageReviewEdge], { description: 'The words of support on this page, each with its cursor (Relay edges).' })
  edges!: Edge<SupportMessageReview>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

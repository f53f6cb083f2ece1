import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum JourneyThanksStatus {
  PENDING = 'pending',
  PUBLISHED = 'published',
  REJECTED = 'rejected',
}

registerEnumType(JourneyThanksStatus, {
  name: 'JourneyThanksStatus',
  description: "Where a pilgrim's thank-you stands.",
  valuesConfig: {
    PENDING: { description: 'Waiting for an admin: its donors do not read it yet.' },
    PUBLISHED: { description: "An admin published it: the journey's donors read it and were emailed it." },
    REJECTED: { description: 'An admin rejected it, with a reason the pilgrim reads.' },
  },
});

@ObjectType({ description: "The pilgrim's thank-you to a journey's donors after travelling (issue 30). Donors read the first name only, and only once published." })
export class JourneyThanks {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => ID, { description: 'The journey (approved application) it thanks for.' })
  applicationId!: string;

  @Field({ description: "The pilgrim's first name (never their full name or address)." })
  firstName!: string;

  @Field({ description: 'Their words, at most 1000 characters.' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'GET this path with a token for the photo (the pilgrim and admins; donors once published), or null without one.' })
  photoUrl!: string | null;

  @Field(() => JourneyThanksStatus, { description: 'Pending, published or rejected.' })
  status!: JourneyThanksStatus;

  @Field(() => String, { nullable: true, description: 'Why an admin rejected it (the pilgrim and admins only).' })
  rejectReason!: string | null;

  @Field({ description: 'When it was posted.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When an admin published or rejected it.' })
  decidedAt!: Date | null;
}

@InputType({ description: "The pilgrim's thank-you: their journey and their words; the photo comes as a multipart upload." })
export class PostJourneyThanksInput {
  @Field(() => ID, { description: "The seeker's own journey (approved application), travelled or completed." })
  applicationId!: string;

  @Field({ description: 'What to tell the donors, at most 1000 characters.' })
  message!: string;
}

@InputType({ description: "An admin's decision on a pending thank-you." })
export class ModerateJourneyThanksInput {
  @Field(() => ID, { description: 'The thank-you.' })
  thanksId!: string;

  @Field({ description: 'True publishes it (its donors read it and are emailed), false rejects it.' })
  publish!: boolean;

  @Field(() => String, { nullable: true, description: 'Required to reject: why, at most 500 characters (the pilgrim reads it).' })
  reason?: string | null;
}

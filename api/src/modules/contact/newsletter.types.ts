import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../validation/pagination';
import { edgeType, type Edge } from '../../validation/connection';
import { AccountLanguage } from '../accounts';

export enum NewsletterStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  UNSUBSCRIBED = 'unsubscribed',
}

registerEnumType(NewsletterStatus, {
  name: 'NewsletterStatus',
  description: 'Where a newsletter subscription stands.',
  valuesConfig: {
    PENDING: { description: 'Signed up; the confirmation link has not been used.' },
    CONFIRMED: { description: 'Confirmed through the link: receives the letters.' },
    UNSUBSCRIBED: { description: 'Left through an unsubscribe link.' },
  },
});

@InputType({ description: 'A newsletter sign-up: the address and the language its letters are written in.' })
export class SubscribeToNewsletterInput {
  @Field({ description: 'Where the confirmation link, then the letters, go.' })
  email!: string;

  @Field(() => AccountLanguage, { nullable: true, description: 'The language of the confirmation and of the letters; English when left out.' })
  language?: AccountLanguage;

  @Field(() => String, { nullable: true, description: 'Leave empty. A spam trap no person sees: a sign-up that fills it is answered as received and kept nowhere.' })
  website?: string | null;
}

@ObjectType({ description: 'The answer to a sign-up: the same whether or not the address was known (a confirmation link goes to addresses not confirmed yet).' })
export class NewsletterSignupReceipt {
  @Field({ description: 'Always true.' })
  received!: boolean;
}

@InputType({ description: "An admin's letter to every confirmed subscriber." })
export class SendNewsletterInput {
  @Field({ description: 'The subject, at most 200 characters.' })
  subject!: string;

  @Field({ description: 'The letter as plain text, one paragraph a line, at most 10000 characters.' })
  body!: string;
}

@ObjectType({ description: 'A newsletter subscriber, as admins see them.' })
export class NewsletterSubscriber {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: 'The address.' })
  email!: string;

  @Field(() => AccountLanguage, { description: 'The language the letters are written in.' })
  language!: AccountLanguage;

  @Field(() => NewsletterStatus, { description: 'Pending, confirmed or unsubscribed.' })
  status!: NewsletterStatus;

  @Field({ description: 'When the address was first entered.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the confirmation link was used.' })
  confirmedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the subscriber left.' })
  unsubscribedAt!: Date | null;
}

const NewsletterSubscriberEdge = edgeType('NewsletterSubscriber', NewsletterSubscriber, 'subscriber');

@ObjectType({ description: 'A page of newsletter subscribers, newest first.' })
export class NewsletterSubscriberConnection {
  @Field(() => [NewsletterSubscriber], { description: 'The subscribers on this page.' })
  nodes!: NewsletterSubscriber[];

  @Field(() => [NewsletterSubscriberEdge], { description: 'The subscribers on this page, each with its cursor (Relay edges).' })
  edges!: Edge<NewsletterSubscriber>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many subscribers, on every page, are confirmed (receive the letters).' })
  confirmed!: number;
}

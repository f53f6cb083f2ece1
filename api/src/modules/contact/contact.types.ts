import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../validation/pagination';
import { edgeType, type Edge } from '../../validation/connection';
import { AccountLanguage } from '../accounts';

@InputType({ description: 'A message from the contact form (SPEC §2).' })
export class SendContactMessageInput {
  @Field({ description: 'Who writes, at most 120 characters.' })
  name!: string;

  @Field({ description: 'Where to answer them.' })
  email!: string;

  @Field({ description: 'What it is about, at most 200 characters.' })
  subject!: string;

  @Field({ description: 'The message, at most 5000 characters.' })
  message!: string;

  @Field(() => AccountLanguage, { nullable: true, description: 'The language of the page it was written on (English when left out), shown to admins.' })
  language?: AccountLanguage;

  @Field(() => String, { nullable: true, description: 'Leave empty. A field people never see: a message that fills it is answered as received and kept nowhere (spam).' })
  website?: string | null;
}

@ObjectType({ description: 'The answer to a contact message: the same whether it was kept or caught as spam.' })
export class ContactMessageReceipt {
  @Field({ description: 'Always true: the message was received.' })
  received!: boolean;
}

@ObjectType({ description: 'A message someone sent through the contact form, as admins read it.' })
export class ContactMessage {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: 'Who wrote it, as they typed it.' })
  name!: string;

  @Field({ description: 'Where to answer them.' })
  email!: string;

  @Field({ description: 'What it is about.' })
  subject!: string;

  @Field({ description: 'The message.' })
  message!: string;

  @Field(() => AccountLanguage, { description: 'The language of the page it was written on.' })
  language!: AccountLanguage;

  @Field({ description: 'When it arrived.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When an admin marked it handled; null while it waits.' })
  handledAt!: Date | null;
}

const ContactMessageEdge = edgeType('ContactMessage', ContactMessage, 'message');

@ObjectType({ description: 'A page of contact messages, newest first.' })
export class ContactMessageConnection {
  @Field(() => [ContactMessage], { description: 'The messages on this page.' })
  nodes!: ContactMessage[];

  @Field(() => [ContactMessageEdge], { description: 'The messages on this page, each with its cursor (Relay edges).' })
  edges!: Edge<ContactMessage>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many messages, on every page, are not handled yet.' })
  unhandled!: number;
}

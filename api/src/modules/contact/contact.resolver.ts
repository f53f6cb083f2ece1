import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Public } from '../../auth/public';
import { Role } from '../../auth/role';
import type { ContactMessagesService } from './contact-messages.service';
import { ContactMessage, ContactMessageConnection, ContactMessageReceipt, SendContactMessageInput } from './contact.types';

@Resolver(() => ContactMessage)
export class ContactResolver {
  constructor(private readonly messages: ContactMessagesService) {}

  @Public()
  @Mutation(() => ContactMessageReceipt, {
    description: 'Sends a message from the contact form to the charity (no sign-in): kept for the admins and mailed to CONTACT_EMAIL when set. Limited per client address (429 TOO_MANY_CONTACT_MESSAGES).',
  })
  sendContactMessage(
    @Arg('input', () => SendContactMessageInput, { description: 'Who writes, their address, the subject and the message.' }) input: SendContactMessageInput,
    @Ctx() { ip }: Caller,
  ): Promise<ContactMessageReceipt> {
    return this.messages.send({ ...input }, ip);
  }

  @Authorized(Role.ADMIN)
  @Query(() => ContactMessageConnection, { description: 'Messages from the contact form, newest first (admins).' })
  contactMessages(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<ContactMessageConnection> {
    return this.messages.list(first, after);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ContactMessage, { description: 'Marks a contact message handled, or waiting again (admins); a change is audited (contact_message.handled, contact_message.reopened).' })
  setContactMessageHandled(
    @Arg('id', () => ID, { description: 'The message.' }) id: string,
    @Arg('handled', { description: 'True once it is answered; false to put it back among those waiting.' }) handled: boolean,
    @Ctx() { viewer }: Caller,
  ): Promise<ContactMessage> {
    return this.messages.setHandled(viewer!, id, handled);
  }
}

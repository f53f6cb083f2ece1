import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Public } from '../../auth/public';
import { Role } from '../../auth/role';
import type { NewsletterService } from './newsletter.service';
import { NewsletterSignupReceipt, NewsletterSubscriber, NewsletterSubscriberConnection, SendNewsletterInput, SubscribeToNewsletterInput } from './newsletter.types';

@Resolver(() => NewsletterSubscriber)
export class NewsletterResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Public()
  @Mutation(() => NewsletterSignupReceipt, {
    description: 'Signs an address up for the newsletter (no sign-in): a confirmation link goes to it, and only that link confirms. The same answer for every address. Limited per client address (429 TOO_MANY_NEWSLETTER_SIGNUPS).',
  })
  subscribeToNewsletter(
    @Arg('input', () => SubscribeToNewsletterInput, { description: 'The address and its language.' }) input: SubscribeToNewsletterInput,
    @Ctx() { ip }: Caller,
  ): Promise<NewsletterSignupReceipt> {
    return this.newsletter.subscribe({ ...input }, ip);
  }

  @Authorized(Role.ADMIN)
  @Query(() => NewsletterSubscriberConnection, { description: 'Newsletter subscribers, newest first (admins).' })
  newsletterSubscribers(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<NewsletterSubscriberConnection> {
    return this.newsletter.list(first, after);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Int, { description: 'Sends a letter to every confirmed subscriber through the mail outbox, each with an unsubscribe link (admins); answers how many it went to. Audited (newsletter.send).' })
  sendNewsletter(
    @Arg('input', () => SendNewsletterInput, { description: 'The subject and the letter.' }) input: SendNewsletterInput,
    @Ctx() { viewer }: Caller,
  ): Promise<number> {
    return this.newsletter.sendLetter(viewer!, { ...input });
  }
}

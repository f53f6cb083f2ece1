import { bindResolver, type ApiModule } from '../api-module';
import { ContactMessagesService } from './contact-messages.service';
import { ContactErrors } from './contact.errors';
import { contactPaths } from './contact.openapi';
import { ContactResolver } from './contact.resolver';
import { contactRouter } from './contact.rest';
import { NewsletterUnsubscribeTokens } from './newsletter-tokens';
import { NewsletterResolver } from './newsletter.resolver';
import { newsletterRouter } from './newsletter.rest';
import { NewsletterService } from './newsletter.service';

declare module '../api-module' {
  interface Provided {
    contactMessages: ContactMessagesService;
    newsletter: NewsletterService;
  }
}

/** The contact form's messages (stored, listed to admins, mailed to CONTACT_EMAIL) and the newsletter (double opt-in). */
export const contactModule: ApiModule = {
  name: 'contact',
  entities: [],
  resolvers: [bindResolver(ContactResolver, (s) => new ContactResolver(s.contactMessages)), bindResolver(NewsletterResolver, (s) => new NewsletterResolver(s.newsletter))],
  errors: [ContactErrors],
  compose({ db, config, limiter, mailOutbox, mailWorker, logger, publicApiUrl, audit }) {
    const { contactEmail, limit } = config.contact;
    if (!contactEmail) logger.info('CONTACT_EMAIL is not set: contact messages are stored and listed to admins only, not mailed');
    const newsletter = new NewsletterService(db.dataSource, mailOutbox, limiter('newsletter-ip', limit.signupsPerIp, limit.windowSeconds), new NewsletterUnsubscribeTokens(config.jwtSecret), publicApiUrl, audit);
    // A letter (or the welcome) goes only to a reader still confirmed when it is sent, not when it was queued.
    mailWorker.checkRecipients(['newsletter_welcome', 'newsletter_letter'], ({ recipient }) => newsletter.notConfirmed(recipient));
    return {
      contactMessages: new ContactMessagesService(db.dataSource, mailOutbox, limiter('contact-ip', limit.messagesPerIp, limit.windowSeconds), contactEmail, logger, audit),
      newsletter,
    };
  },
  routes: (route, s) => [contactRouter(route, s), newsletterRouter(route, s, s.config.webOrigin)],
  openapi: { paths: contactPaths, tag: { name: 'contact', description: 'The contact form and the newsletter: public, limited per client address.' } },
};

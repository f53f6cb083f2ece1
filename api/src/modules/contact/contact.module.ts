import { bindResolver, type ApiModule } from '../api-module';
import { ContactMessagesService } from './contact-messages.service';
import { ContactErrors } from './contact.errors';
import { contactPaths } from './contact.openapi';
import { ContactResolver } from './contact.resolver';
import { contactRouter } from './contact.rest';

declare module '../api-module' {
  interface Provided {
    contactMessages: ContactMessagesService;
  }
}

/** The contact form's messages (stored, listed to admins, mailed to CONTACT_EMAIL). */
export const contactModule: ApiModule = {
  name: 'contact',
  entities: [],
  resolvers: [bindResolver(ContactResolver, (s) => new ContactResolver(s.contactMessages))],
  errors: [ContactErrors],
  compose({ db, config, limiter, mailOutbox, logger }) {
    const { contactEmail, limit } = config.contact;
    if (!contactEmail) logger.info('CONTACT_EMAIL is not set: contact messages are stored and listed to admins only, not mailed');
    return {
      contactMessages: new ContactMessagesService(db.dataSource, mailOutbox, limiter('contact-ip', limit.messagesPerIp, limit.windowSeconds), contactEmail, logger),
    };
  },
  routes: (route, s) => [contactRouter(route, s)],
  openapi: { paths: contactPaths, tag: { name: 'contact', description: 'The contact form and the newsletter: public, limited per client address.' } },
};

import { defineErrors } from '../../errors/app-error';

export const ContactErrors = defineErrors('contact', {
  TOO_MANY_CONTACT_MESSAGES: { code: 'TOO_MANY_REQUESTS', message: 'Many messages came from your address in a short time. Please try again later, or write to us by email.' },
  TOO_MANY_NEWSLETTER_SIGNUPS: { code: 'TOO_MANY_REQUESTS', message: 'Many newsletter sign-ups came from your address in a short time. Please try again later.' },
  CONTACT_MESSAGE_NOT_FOUND: { code: 'NOT_FOUND', message: 'Message not found' },
});

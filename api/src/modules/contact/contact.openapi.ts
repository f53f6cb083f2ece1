import { CONTACT_MAX_LENGTHS, MAX_EMAIL_LENGTH } from '@sabil/contracts';
import { ValidationErrors } from '../../errors/validation.errors';
import { ACCESS, json, jsonBody } from '../../rest/openapi/answers';
import { text } from '../../rest/openapi/components';
import type { Paths, Schema } from '../../rest/openapi/openapi-types';
import { JSON_BODY, refusals, TEXT_FIELDS } from '../../rest/openapi/refusals';
import { ACCESS_REFUSALS } from '../../operations/access-refusals';
import { ContactErrors } from './contact.errors';

const EMAIL_FIELD = [ValidationErrors.FIELD_REQUIRED, ValidationErrors.FIELD_NOT_TEXT, ValidationErrors.EMAIL_INVALID];
const LANGUAGE: Schema = { type: 'string', enum: ['en', 'ar', 'ur'], description: 'en, ar or ur; English when left out.' };

const received = (message: string): Schema => ({
  type: 'object',
  required: ['message'],
  properties: { message: { const: message, description: 'English confirmation.' } },
  additionalProperties: false,
});

const CONTACT_MESSAGE: Schema = {
  type: 'object',
  required: ['name', 'email', 'subject', 'message'],
  properties: {
    name: text(CONTACT_MAX_LENGTHS.name, 'Who writes.'),
    email: { type: 'string', maxLength: MAX_EMAIL_LENGTH, format: 'email', description: 'Where to answer them.' },
    subject: text(CONTACT_MAX_LENGTHS.subject, 'What it is about.'),
    message: text(CONTACT_MAX_LENGTHS.message, 'The message.'),
    language: { ...LANGUAGE, description: 'The language it is written in (a note for the admins); English when left out.' },
    website: { type: 'string', description: 'Leave it out or empty: a spam trap. A message that fills it is answered 202 and kept nowhere.' },
  },
};

/** The contact form's path and the newsletter's sign-up (its emails' links lead to HTML pages, not described here). */
export function contactPaths(): Paths {
  return {
    '/contact': {
      post: {
        operationId: 'sendContactMessage',
        summary: 'Send a message to the charity (no sign-in)',
        description:
          'Kept for the admins’ Messages tab and mailed to the charity’s address when it has one (CONTACT_EMAIL). One client address may send CONTACT_RATE_LIMIT_PER_IP messages per CONTACT_RATE_LIMIT_WINDOW_SECONDS.',
        tags: ['contact'],
        security: ACCESS.publicWrite,
        requestBody: jsonBody('The message.', CONTACT_MESSAGE),
        responses: {
          '202': json('Received.', received('Message received')),
          ...refusals(JSON_BODY, TEXT_FIELDS, EMAIL_FIELD, ACCESS_REFUSALS.publicWrite, ContactErrors.TOO_MANY_CONTACT_MESSAGES),
        },
      },
    },
    '/newsletter/subscribe': {
      post: {
        operationId: 'subscribeToNewsletter',
        summary: 'Sign an address up for the newsletter (no sign-in; double opt-in)',
        description:
          'Mails a confirmation link, in `language`, to an address that is not confirmed yet; only that link confirms. The answer is the same whatever the address (nobody learns who subscribes). One client address may sign up NEWSLETTER_RATE_LIMIT_PER_IP times per CONTACT_RATE_LIMIT_WINDOW_SECONDS.',
        tags: ['contact'],
        security: ACCESS.publicWrite,
        requestBody: jsonBody('The address.', {
          type: 'object',
          required: ['email'],
          properties: {
            email: { type: 'string', maxLength: MAX_EMAIL_LENGTH, format: 'email', description: 'The address.' },
            language: { ...LANGUAGE, description: 'The language of the confirmation and the letters; English when left out.' },
            website: { type: 'string', description: 'Leave it out or empty: a spam trap. A sign-up that fills it is answered 202 and kept nowhere.' },
          },
        }),
        responses: {
          '202': json('Received.', received('If this address is not subscribed yet, a confirmation link is on its way')),
          ...refusals(JSON_BODY, EMAIL_FIELD, ValidationErrors.CHOICE_INVALID, ACCESS_REFUSALS.publicWrite, ContactErrors.TOO_MANY_NEWSLETTER_SIGNUPS),
        },
      },
    },
  };
}

import { z } from 'zod';
import { ACCOUNT_LANGUAGES } from './accounts';
import { choice, email, requiredText } from './fields';

/** SPEC §2's contact form: stored by the API, listed to admins and mailed to the charity (issue 28). */
export const CONTACT_MAX_LENGTHS = { name: 120, subject: 200, message: 5000 } as const;

export const CONTACT_LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message', language: 'Language' };

export const contactMessageSchema = z.object({
  name: requiredText({ max: CONTACT_MAX_LENGTHS.name }),
  email: email(),
  subject: requiredText({ max: CONTACT_MAX_LENGTHS.subject }),
  message: requiredText({ max: CONTACT_MAX_LENGTHS.message }),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** The newsletter box: an address, and the language its letters are written in (default English). */
export const NEWSLETTER_LABELS = { email: 'Email', language: 'Language' };

export const newsletterSignupSchema = z.object({
  email: email(),
  language: choice(ACCOUNT_LANGUAGES).nullish().transform((value) => value ?? 'en'),
});

export type NewsletterSignupInput = z.output<typeof newsletterSignupSchema>;

/** An admin's letter to the confirmed subscribers. */
export const NEWSLETTER_LETTER_MAX_LENGTHS = { subject: 200, body: 10000 } as const;
export const NEWSLETTER_LETTER_LABELS = { subject: 'Subject', body: 'Letter' };

export const newsletterLetterSchema = z.object({
  subject: requiredText({ max: NEWSLETTER_LETTER_MAX_LENGTHS.subject }),
  body: requiredText({ max: NEWSLETTER_LETTER_MAX_LENGTHS.body }),
});

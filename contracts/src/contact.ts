import { z } from 'zod';
import { email, requiredText } from './fields';

/** SPEC §2's contact form (kept in the browser; nothing is sent yet). */
export const CONTACT_MAX_LENGTHS = { name: 120, subject: 200, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: requiredText({ max: CONTACT_MAX_LENGTHS.name }),
  email: email(),
  subject: requiredText({ max: CONTACT_MAX_LENGTHS.subject }),
  message: requiredText({ max: CONTACT_MAX_LENGTHS.message }),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

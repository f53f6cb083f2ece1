import { ConfigError, integer, read, type Env } from './config-values';

export interface ContactConfig {
  /** CONTACT_EMAIL: where each contact message is mailed. Absent: messages are stored and listed to admins only. */
  contactEmail?: string;
  /** Contact messages, and newsletter sign-ups, one client address may send per window (429 after). */
  limit: { windowSeconds: number; messagesPerIp: number; signupsPerIp: number };
}

const ADDRESS = /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;

/** The contact form's settings (docs/running.md "Contact messages and the newsletter"). */
export function readContact(env: Env): ContactConfig {
  const contactEmail = read(env, 'CONTACT_EMAIL');
  if (contactEmail !== undefined && !ADDRESS.test(contactEmail)) {
    throw new ConfigError(`CONTACT_EMAIL must be one email address (got "${contactEmail.replace(/[\r\n]/g, ' ')}")`);
  }
  return {
    contactEmail: contactEmail?.toLowerCase(),
    limit: {
      windowSeconds: integer(env, 'CONTACT_RATE_LIMIT_WINDOW_SECONDS', 3600, 1, 7 * 24 * 3600),
      messagesPerIp: integer(env, 'CONTACT_RATE_LIMIT_PER_IP', 5, 1, 1_000_000),
      signupsPerIp: integer(env, 'NEWSLETTER_RATE_LIMIT_PER_IP', 5, 1, 1_000_000),
    },
  };
}

import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '@sabil/contracts';

/** A confirmation link's token: random, sent once in the email; only its SHA-256 is kept. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: confirmTokenHash(token) };
}

export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A subscriber's unsubscribe links: `<subscriber id>.<HMAC>` under a key derived from JWT_SECRET
 * (as the mail module's one-click links). They need no sign-in and do not expire: a mail client
 * may press the button months later, and all one can do with it is leave the newsletter.
 */
export class NewsletterUnsubscribeTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sabil', 'newsletter-unsubscribe', 32));
  }

  sign(subscriberId: string): string {
    return `${subscriberId}.${this.mac(subscriberId)}`;
  }

  /** The subscriber a token names, or undefined for anything that is not one of ours. */
  verify(token: unknown): string | undefined {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const [id, mac, extra] = token.split('.');
    if (extra !== undefined || !id || !UUID_PATTERN.test(id) || !mac) return undefined;
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  private mac(id: string): string {
    return createHmac('sha256', this.key).update(`newsletter-unsubscribe:${id}`).digest('base64url');
  }
}

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '@sabil/contracts';
import type { MailTopic } from './templates/mail-templates';

const TOPICS: readonly MailTopic[] = ['tracking_updates'];

/**
 * One-click unsubscribe links (RFC 8058): `<account id>.<topic>.<HMAC>` under a key derived from
 * JWT_SECRET. They need no sign-in and do not expire (a mail client may press the button months
 * later); what one can do is stop one topic of one account, which its owner can undo.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sabil', 'mail-unsubscribe', 32));
  }

  sign(accountId: string, topic: MailTopic): string {
    return `${accountId}.${topic}.${this.mac(accountId, topic)}`;
  }

  /** The account and topic a token names, or undefined for anything that is not one of ours. */
  verify(token: unknown): { accountId: string; topic: MailTopic } | undefined {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const [accountId, topic, mac, extra] = token.split('.');
    if (extra !== undefined || !accountId || !UUID_PATTERN.test(accountId) || !TOPICS.includes(topic as MailTopic) || !mac) return undefined;
    const expected = Buffer.from(this.mac(accountId, topic as MailTopic));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { accountId, topic: topic as MailTopic };
  }

  private mac(accountId: string, topic: MailTopic): string {
    return createHmac('sha256', this.key).update(`unsubscribe:${accountId}:${topic}`).digest('base64url');
  }
}

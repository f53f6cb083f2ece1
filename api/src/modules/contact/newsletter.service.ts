import { NEWSLETTER_LABELS, NEWSLETTER_LETTER_LABELS, newsletterLetterSchema, newsletterSignupSchema } from '@sabil/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { rateLimitAddress } from '../../auth/client-address';
import type { RateLimiter } from '../../auth/rate-limiter';
import { updateReturning } from '../../db/update-returning';
import { decodeCursor, encodeCursor, pageOf, pageSize } from '../../validation/pagination';
import { connection } from '../../validation/connection';
import { parseInput } from '../../validation/parse-input';
import type { AuditService } from '../audit';
import type { MailEvents, MailLanguage } from '../mail';
import { ContactErrors } from './contact.errors';
import type { NewsletterSubscriber, NewsletterSubscriberConnection } from './newsletter.types';
import { confirmTokenHash, newConfirmToken, type NewsletterUnsubscribeTokens } from './newsletter-tokens';

/** Days a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** How a letter reaches the subscribers: in batches, each batch one transaction of outbox rows. */
const LETTER_BATCH = 500;

/**
 * The newsletter, with double opt-in (issue 28): signing up keeps a pending subscriber and mails a
 * confirmation link in the reader's language; only the link confirms. Every letter after that (the
 * welcome first) carries a one-click unsubscribe link that needs no sign-in. Signing up answers the
 * same whether or not the address is known, confirmed or not: nobody learns who subscribes.
 */
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailEvents,
    private readonly perIp: RateLimiter,
    private readonly unsubscribeTokens: NewsletterUnsubscribeTokens,
    private readonly publicApiUrl: () => string,
    private readonly audit: AuditService,
  ) {}

  async subscribe(input: Record<string, unknown>, ip: string): Promise<{ received: true }> {
    const { email, language } = parseInput(newsletterSignupSchema, input, NEWSLETTER_LABELS);
    await this.perIp.consume(`ip:${rateLimitAddress(ip)}`, ContactErrors.TOO_MANY_NEWSLETTER_SIGNUPS);
    if (typeof input.website === 'string' && input.website.trim() !== '') return { received: true };
    const { token, hash } = newConfirmToken();
    const queued = await this.dataSource.transaction(async (manager) => {
      // A confirmed address stays as it is (and is sent nothing); any other gets a fresh link.
      const rows = await manager.query(
        `INSERT INTO newsletter_subscriber (email, language, confirm_token_hash, confirm_expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))
         ON CONFLICT (email) DO UPDATE SET language = EXCLUDED.language, status = 'pending', confirm_token_hash = EXCLUDED.confirm_token_hash,
           confirm_expires_at = EXCLUDED.confirm_expires_at, unsubscribed_at = NULL
         WHERE newsletter_subscriber.status <> 'confirmed' RETURNING id`,
        [email, language, hash, CONFIRM_LINK_DAYS],
      );
      if (!rows.length) return false;
      const url = `${this.publicApiUrl()}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      await this.mail.enqueue(manager, { to: { email, name: '', language }, template: 'newsletter_confirm', data: { url, days: CONFIRM_LINK_DAYS } });
      return true;
    });
    if (queued) this.mail.committed();
    return { received: true };
  }

  /** The address and language a confirmation link is for, while it works. */
  async confirmLink(token: unknown): Promise<{ email: string; language: MailLanguage } | undefined> {
    if (typeof token !== 'string' || token.length > 100) return undefined;
    const [row] = await this.dataSource.query(
      `SELECT email, language FROM newsletter_subscriber WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > now()`,
      [confirmTokenHash(token)],
    );
    return row;
  }

  /** Confirms the subscription a link is for (once) and sends the welcome letter. */
  async confirm(token: unknown): Promise<{ language: MailLanguage } | undefined> {
    if (typeof token !== 'string' || token.length > 100) return undefined;
    const confirmed = await this.dataSource.transaction(async (manager) => {
      const [row] = await updateReturning<{ id: string; email: string; language: MailLanguage }>(
        manager,
        `UPDATE newsletter_subscriber SET status = 'confirmed', confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL
         WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > now() RETURNING id, email, language`,
        [confirmTokenHash(token)],
      );
      if (!row) return undefined;
      await this.mail.enqueue(manager, {
        to: { email: row.email, name: '', language: row.language },
        template: 'newsletter_welcome',
        data: { unsubscribeUrl: this.unsubscribeUrl(row.id) },
      });
      return { language: row.language };
    });
    if (confirmed) this.mail.committed();
    return confirmed;
  }

  /** The address and language an unsubscribe link is for (whatever its state). */
  async unsubscribeLink(token: unknown): Promise<{ email: string; language: MailLanguage } | undefined> {
    const id = this.unsubscribeTokens.verify(token);
    if (!id) return undefined;
    const [row] = await this.dataSource.query('SELECT email, language FROM newsletter_subscriber WHERE id = $1', [id]);
    return row;
  }

  /** Leaves the newsletter (again: nothing changes). */
  async unsubscribe(token: unknown): Promise<{ language: MailLanguage } | undefined> {
    const id = this.unsubscribeTokens.verify(token);
    if (!id) return undefined;
    const [row] = await updateReturning<{ language: MailLanguage }>(
      this.dataSource.manager,
      `UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE id = $1 RETURNING language`,
      [id],
    );
    return row ? { language: row.language } : undefined;
  }

  /**
   * Why a newsletter mail queued for `email` must no longer go, if so: the mail worker asks before
   * each attempt, so a letter queued before someone left (or before an address went back to pending)
   * is not delivered to them.
   */
  async notConfirmed(email: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query('SELECT status FROM newsletter_subscriber WHERE email = $1', [email.toLowerCase()]);
    if (row?.status === 'confirmed') return undefined;
    return row?.status === 'unsubscribed' ? 'not sent: left the newsletter' : 'not sent: not a confirmed newsletter subscriber';
  }

  /** Admins: subscribers newest first, and how many are confirmed. */
  async list(first: number | null | undefined, after: string | null | undefined): Promise<NewsletterSubscriberConnection> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const rows: NewsletterSubscriber[] = await this.dataSource.query(
      `SELECT id, email, language, status, created_at AS "createdAt", confirmed_at AS "confirmedAt", unsubscribed_at AS "unsubscribedAt" FROM newsletter_subscriber
       ${cursor ? 'WHERE (created_at, id) < ($1, $2)' : ''} ORDER BY created_at DESC, id DESC LIMIT ${size + 1}`,
      cursor ? [cursor.at, cursor.id] : [],
    );
    const [{ confirmed }] = await this.dataSource.query(`SELECT count(*)::int AS confirmed FROM newsletter_subscriber WHERE status = 'confirmed'`);
    return connection(pageOf(rows, size, (row) => encodeCursor(row.createdAt, row.id)), after, { confirmed: confirmed as number });
  }

  /**
   * Admins: queues a letter to every confirmed subscriber, each with their own unsubscribe link;
   * returns how many. Audited (newsletter.send: the letter's id, subject and length, and how many
   * were confirmed) in the transaction of the first batch, so no letter goes out unrecorded.
   */
  async sendLetter(admin: Viewer, input: Record<string, unknown>): Promise<number> {
    const { subject, body } = parseInput(newsletterLetterSchema, input, NEWSLETTER_LETTER_LABELS);
    const letter = randomUUID();
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (let first = true; ; first = false) {
      const batch: Array<{ id: string; email: string; language: MailLanguage }> = await this.dataSource.query(
        `SELECT id, email, language FROM newsletter_subscriber WHERE status = 'confirmed' AND id > $1 ORDER BY id LIMIT ${LETTER_BATCH}`,
        [after],
      );
      if (!batch.length && !first) break;
      await this.dataSource.transaction(async (manager) => {
        if (first) {
          const [{ confirmed }] = await manager.query(`SELECT count(*)::int AS confirmed FROM newsletter_subscriber WHERE status = 'confirmed'`);
          await this.audit.record(manager, {
            actorId: admin.id,
            actorRole: admin.role,
            action: 'newsletter.send',
            subjectType: 'newsletter_letter',
            subjectId: letter,
            after: { subject, characters: body.length, recipients: confirmed },
          });
        }
        for (const subscriber of batch) {
          await this.mail.enqueue(manager, {
            to: { email: subscriber.email, name: '', language: subscriber.language },
            template: 'newsletter_letter',
            data: { subject, body, unsubscribeUrl: this.unsubscribeUrl(subscriber.id) },
            dedupeKey: `newsletter_letter:${letter}:${subscriber.id}`,
          });
        }
      });
      if (!batch.length) break;
      this.mail.committed();
      sent += batch.length;
      after = batch[batch.length - 1]!.id;
    }
    return sent;
  }

  private unsubscribeUrl(subscriberId: string): string {
    return `${this.publicApiUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(this.unsubscribeTokens.sign(subscriberId))}`;
  }
}

import { ACCOUNT_LANGUAGES, CONTACT_LABELS, contactMessageSchema, UUID_PATTERN } from '@sabil/contracts';
import type { DataSource } from 'typeorm';
import { rateLimitAddress } from '../../auth/client-address';
import type { RateLimiter } from '../../auth/rate-limiter';
import { updateReturning } from '../../db/update-returning';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import { decodeCursor, encodeCursor, pageOf, pageSize } from '../../validation/pagination';
import { parseInput } from '../../validation/parse-input';
import type { MailEvents } from '../mail/mail-outbox';
import { ContactErrors } from './contact.errors';
import type { ContactMessage, ContactMessageConnection } from './contact.types';

const SELECT = `SELECT id, name, email, subject, message, language, created_at AS "createdAt", handled_at AS "handledAt" FROM contact_message`;

/**
 * The contact form (issue 28): each message is stored for the admins' Messages tab and, when
 * CONTACT_EMAIL is set, mailed there in the same transaction. One client address may send
 * CONTACT_RATE_LIMIT_PER_IP per window; a message that fills the hidden `website` field (a spam
 * trap no person sees) gets the same answer and is kept nowhere.
 */
export class ContactMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailEvents,
    private readonly perIp: RateLimiter,
    private readonly contactEmail: string | undefined,
    private readonly logger: Logger,
  ) {}

  async send(input: Record<string, unknown>, ip: string): Promise<{ received: true }> {
    const { name, email, subject, message } = parseInput(contactMessageSchema, input, CONTACT_LABELS);
    // The language is only a note for the admins; anything but en/ar/ur reads as English.
    const language = (ACCOUNT_LANGUAGES as readonly unknown[]).includes(input.language) ? input.language : 'en';
    await this.perIp.consume(`ip:${rateLimitAddress(ip)}`, ContactErrors.TOO_MANY_CONTACT_MESSAGES);
    if (typeof input.website === 'string' && input.website.trim() !== '') {
      this.logger.info('contact message caught by the spam trap; not kept');
      return { received: true };
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO contact_message (name, email, subject, message, language) VALUES ($1, $2, $3, $4, $5)', [name, email, subject, message, language]);
      if (this.contactEmail) {
        await this.mail.enqueue(manager, { to: { email: this.contactEmail, name: '', language: 'en' }, template: 'contact_message', data: { name, email, subject, message } });
      }
    });
    if (this.contactEmail) this.mail.committed();
    return { received: true };
  }

  /** Newest first, with how many wait to be handled. */
  async list(first: number | null | undefined, after: string | null | undefined): Promise<ContactMessageConnection> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const rows: ContactMessage[] = await this.dataSource.query(
      `${SELECT} ${cursor ? 'WHERE (created_at, id) < ($1, $2)' : ''} ORDER BY created_at DESC, id DESC LIMIT ${size + 1}`,
      cursor ? [cursor.at, cursor.id] : [],
    );
    const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM contact_message WHERE handled_at IS NULL');
    const { nodes, hasNextPage, endCursor } = pageOf(rows, size, (row) => encodeCursor(row.createdAt, row.id));
    return { nodes, pageInfo: { hasNextPage, endCursor }, unhandled: count };
  }

  /** Marks a message handled (or waiting again); an unknown id is 404. */
  async setHandled(adminId: string, id: string, handled: boolean): Promise<ContactMessage> {
    if (!UUID_PATTERN.test(id)) throw new AppError(ContactErrors.CONTACT_MESSAGE_NOT_FOUND);
    const [row] = await updateReturning<ContactMessage>(this.dataSource.manager,
      `UPDATE contact_message SET handled_at = CASE WHEN $2 THEN coalesce(handled_at, now()) END, handled_by = CASE WHEN $2 THEN $3::uuid END
       WHERE id = $1 RETURNING id, name, email, subject, message, language, created_at AS "createdAt", handled_at AS "handledAt"`,
      [id, handled, adminId],
    );
    if (!row) throw new AppError(ContactErrors.CONTACT_MESSAGE_NOT_FOUND);
    return row;
  }
}

import { ACCOUNT_LANGUAGES, CONTACT_LABELS, contactMessageSchema, UUID_PATTERN } from '@sabil/contracts';
import type { DataSource } from 'typeorm';
import { rateLimitAddress } from '../../auth/client-address';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Viewer } from '../../auth/tokens';
import { updateReturning } from '../../db/update-returning';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import { decodeCursor, encodeCursor, pageOf, pageSize } from '../../validation/pagination';
import { connection } from '../../validation/connection';
import { parseInput } from '../../validation/parse-input';
import type { AuditService } from '../audit';
import type { MailEvents } from '../mail';
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
    private readonly audit: AuditService,
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
    return connection(pageOf(rows, size, (row) => encodeCursor(row.createdAt, row.id)), after, { unhandled: count as number });
  }

  /**
   * Marks a message handled (or waiting again); an unknown id is 404. A change of state is audited
   * (contact_message.handled / contact_message.reopened) in the same transaction; marking it as it
   * already is changes nothing and records nothing.
   */
  async setHandled(admin: Viewer, id: string, handled: boolean): Promise<ContactMessage> {
    if (!UUID_PATTERN.test(id)) throw new AppError(ContactErrors.CONTACT_MESSAGE_NOT_FOUND);
    return this.dataSource.transaction(async (manager) => {
      const [current] = await manager.query('SELECT handled_at FROM contact_message WHERE id = $1 FOR UPDATE', [id]);
      if (!current) throw new AppError(ContactErrors.CONTACT_MESSAGE_NOT_FOUND);
      const [row] = await updateReturning<ContactMessage>(
        manager,
        `UPDATE contact_message SET handled_at = CASE WHEN $2 THEN coalesce(handled_at, now()) END, handled_by = CASE WHEN $2 THEN coalesce(handled_by, $3::uuid) END
         WHERE id = $1 RETURNING id, name, email, subject, message, language, created_at AS "createdAt", handled_at AS "handledAt"`,
        [id, handled, admin.id],
      );
      const from = current.handled_at ? 'handled' : 'waiting';
      const to = handled ? 'handled' : 'waiting';
      if (from !== to) {
        await this.audit.recordDecision(manager, admin, {
          action: handled ? 'contact_message.handled' : 'contact_message.reopened',
          subjectType: 'contact_message',
          subjectId: id,
          from,
          to,
        });
      }
      return row!;
    });
  }
}

import type { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../validation/pagination';
import type { MailLogEntry } from './dto/mail-log.types';
import type { ContactOf } from './mail-outbox';
import type { MailTopic } from './templates/mail-templates';
import type { MailLanguage } from './templates/mail-texts';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** A message as the development mailbox shows it. */
export interface MailboxMessage {
  id: string;
  to: string;
  name: string | null;
  language: MailLanguage;
  template: string;
  status: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  headers: Record<string, string> | null;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const MAILBOX_SELECT = `SELECT id, recipient AS "to", recipient_name AS name, language, template, status, subject, text_body AS text, html_body AS html, headers,
  last_error AS "lastError", created_at AS "createdAt", sent_at AS "sentAt" FROM mail_outbox`;

/** The mail log (admins), one-click unsubscribes (anyone holding a link), the development mailbox. */
export class MailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: UnsubscribeTokens,
    private readonly contactOf: ContactOf,
  ) {}

  /** Newest first; recipients, templates and outcomes, never the words. */
  async log(first: number | null | undefined, after: string | null | undefined): Promise<Page<MailLogEntry>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const rows: MailLogEntry[] = await this.dataSource.query(
      `SELECT id, recipient, template, language, status, attempts, last_error AS "lastError", last_attempt_at AS "lastAttemptAt",
         next_attempt_at AS "nextAttemptAt", sent_at AS "sentAt", created_at AS "createdAt"
       FROM mail_outbox ${cursor ? 'WHERE (created_at, id) < ($1, $2)' : ''}
       ORDER BY created_at DESC, id DESC LIMIT ${size + 1}`,
      cursor ? [cursor.at, cursor.id] : [],
    );
    return pageOf(rows, size, (row) => encodeCursor(row.createdAt, row.id));
  }

  /** What an unsubscribe link stops, and the language to say it in; undefined for a link that is not ours. */
  async unsubscribeLink(token: unknown): Promise<{ accountId: string; topic: MailTopic; language: MailLanguage } | undefined> {
    const named = this.tokens.verify(token);
    if (!named) return undefined;
    const contact = await this.contactOf(this.dataSource.manager, named.accountId);
    return contact ? { ...named, language: contact.language } : undefined;
  }

  /** Stops a topic for the account a link names (again: nothing changes). Receipts have no topic: they go on. */
  async unsubscribe(token: unknown): Promise<{ language: MailLanguage } | undefined> {
    const link = await this.unsubscribeLink(token);
    if (!link) return undefined;
    await this.dataSource.query('INSERT INTO mail_unsubscribe (account_id, topic) VALUES ($1, $2) ON CONFLICT DO NOTHING', [link.accountId, link.topic]);
    return { language: link.language };
  }

  /** The development mailbox: the newest messages, optionally to one address. */
  mailbox(to?: string, limit = 100): Promise<MailboxMessage[]> {
    return to
      ? this.dataSource.query(`${MAILBOX_SELECT} WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT ${limit}`, [to.trim().toLowerCase()])
      : this.dataSource.query(`${MAILBOX_SELECT} ORDER BY created_at DESC, id DESC LIMIT ${limit}`);
  }

  async mailboxMessage(id: string): Promise<MailboxMessage | undefined> {
    const [row] = await this.dataSource.query(`${MAILBOX_SELECT} WHERE id = $1`, [id]);
    return row;
  }
}

import type { EntityManager } from 'typeorm';
import type { Logger } from '../../logging/logger';
import type { MailTemplateData, MailTemplateKey } from './templates/mail-templates';
import type { MailLanguage } from './templates/mail-texts';

/** Who a message goes to: an account (its address, name and language are read when it is queued), or an address of its own. */
export type MailRecipient = { accountId: string } | { email: string; name: string; language: MailLanguage };

export interface MailMessage<K extends MailTemplateKey = MailTemplateKey> {
  to: MailRecipient;
  template: K;
  data: MailTemplateData[K];
  /** The change it reports, once (e.g. `gift_receipt:<donation id>`): queued again, it is not written twice. */
  dedupeKey?: string;
}

/** How domain services send email: the port they are given at composition. */
export interface MailEvents {
  /** Writes the message to the outbox with `manager`, so it commits (or not) with the change it reports. */
  enqueue<K extends MailTemplateKey>(manager: EntityManager, message: MailMessage<K>): Promise<void>;
  /** After a commit that queued mail: wakes the worker instead of waiting for its next poll. */
  committed(): void;
}

/** An account's address, name and language, read in the caller's transaction (the accounts module's). */
export type ContactOf = (manager: EntityManager, accountId: string) => Promise<{ email: string; fullname: string; language: MailLanguage } | undefined>;

/**
 * The mail outbox. A message is one row written inside the caller's transaction: a crash before
 * the commit loses the change and its message together, a crash after loses neither. It holds the
 * template and its data, not yet the words: rendering (MJML) happens in the worker, after the
 * commit, so no money transaction waits on it while it holds its locks; the words are kept at the
 * first attempt, so every retry sends the same message.
 */
export class MailOutbox implements MailEvents {
  constructor(
    private readonly contactOf: ContactOf,
    private readonly options: { disabled: boolean; clock: () => Date },
    private readonly wake: () => void,
    private readonly logger: Logger,
  ) {}

  async enqueue<K extends MailTemplateKey>(manager: EntityManager, message: MailMessage<K>): Promise<void> {
    // MAIL_DISABLED: a site that sends no email keeps none for sending either.
    if (this.options.disabled) return;
    let recipient: { email: string; name: string; language: MailLanguage; accountId: string | null };
    if ('accountId' in message.to) {
      const contact = await this.contactOf(manager, message.to.accountId);
      if (!contact) {
        this.logger.warn('mail for an account that does not exist; not queued', { template: message.template });
        return;
      }
      recipient = { email: contact.email, name: contact.fullname, language: contact.language, accountId: message.to.accountId };
    } else {
      recipient = { ...message.to, accountId: null };
    }
    await manager.query(
      `INSERT INTO mail_outbox (recipient, recipient_name, account_id, language, template, data, dedupe_key, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (dedupe_key) DO NOTHING`,
      [recipient.email.toLowerCase(), recipient.name.slice(0, 200), recipient.accountId, recipient.language, message.template, JSON.stringify(message.data), message.dedupeKey ?? null, this.options.clock()],
    );
  }

  committed(): void {
    this.wake();
  }
}

/** For a service built without mail. */
export const NO_MAIL: MailEvents = {
  enqueue: async () => undefined,
  committed: () => undefined,
};

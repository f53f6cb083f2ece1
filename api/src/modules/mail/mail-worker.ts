import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { Drain } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import type { MailTransport, SendOutcome } from './mail-transport';
import { TEMPLATE_TOPIC, isMailTemplate, type MailTemplateKey, type MailTopic } from './templates/mail-templates';
import type { MailLanguage } from './templates/mail-texts';
import { oneLine, renderMail, type RenderedMail } from './templates/render-mail';

const BATCH = 10;

/** Attempts before a message that keeps failing (server away, 4xx) is `failed`: about 20 hours of retries. */
export const MAX_ATTEMPTS = 12;
const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 4 * 3600_000;

/** The wait after the `attempts`-th failed attempt: 1 min doubling up to 4 h, half of it random (equal jitter). */
export function mailRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(full / 2 + (full / 2) * random());
}

interface Claimed {
  id: string;
  claim: string;
  recipient: string;
  recipient_name: string | null;
  account_id: string | null;
  language: MailLanguage;
  template: string;
  data: Record<string, unknown>;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * Another module's say on its own messages, asked before each attempt: why the message must no
 * longer go, if so (the newsletter: the reader left, or is no longer confirmed, since it was queued).
 */
export type RecipientCheck = (message: { recipient: string; template: MailTemplateKey }) => Promise<string | undefined>;

export interface MailWorkerOptions {
  pollIntervalMs: number;
  /** The transport's own limits (connect, greet, each reply): the lease outlasts an attempt. */
  timeoutMs: number;
  webOrigin: string;
  /** The one-click unsubscribe link of a topic for an account (HMAC-signed). */
  unsubscribeUrl(accountId: string, topic: MailTopic): string;
  /** When messages are due and attempts happen (never the lease: that is the database's clock). */
  clock: () => Date;
  random?: () => number;
  maxAttempts?: number;
}

/**
 * Sends the mail outbox, as the webhook worker sends its own: a drain of the job queue, nudged
 * after each commit that queued mail and every pollIntervalMs. Due messages are claimed in one statement (FOR UPDATE
 * SKIP LOCKED) with a lease written and judged by the database's clock, so two instances never send
 * one message at once and a claim left by a killed instance lapses; no transaction is open while a
 * message is rendered or sent, and each result is written only under the claim that made the
 * attempt. Before each attempt: an address that bounced, a topic the person left, or another
 * module's check (checkRecipients: a newsletter reader who left) stops the message (`suppressed`). A 5xx reply bounces it (and, to the address, suppresses the address);
 * anything else is retried with backoff until MAX_ATTEMPTS, then `failed`.
 */
export class MailWorker {
  private readonly loop: Drain;
  private readonly checks = new Map<MailTemplateKey, RecipientCheck>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    private readonly options: MailWorkerOptions,
    jobs?: JobQueue,
  ) {
    // Nudged after each commit that queued mail, and by each instance every pollIntervalMs for the retries.
    this.loop = drainOn(jobs, QUEUES.MAIL, () => this.sweep(), { everyMs: options.pollIntervalMs, failure: 'mail sweep failed' }, logger);
  }

  /** Longer than rendering and an attempt can take (connect, greet, each command): a claim older than this was abandoned. */
  private get leaseSeconds(): number {
    return Math.ceil((this.options.timeoutMs * 4 + 10_000) / 1000);
  }

  /** Asks `check` before each attempt of a message of `templates` (the newsletter's letters). */
  checkRecipients(templates: MailTemplateKey[], check: RecipientCheck): void {
    for (const template of templates) this.checks.set(template, check);
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  nudge(): void {
    this.loop.nudge();
  }

  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /** Attempts every message due now, a batch at a time; resolves with how many were attempted. */
  async sweep(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const claimed = await this.claim();
      if (!claimed.length) return attempted;
      await Promise.all(claimed.map((message) => this.attempt(message)));
      attempted += claimed.length;
      if (!this.loop.active) return attempted;
    }
  }

  private async claim(): Promise<Claimed[]> {
    const claim = randomUUID();
    const rows = await updateReturning<Omit<Claimed, 'claim'>>(
      this.dataSource,
      `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $2), claim = $3
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, recipient_name, account_id, language, template, data, subject, text_body, html_body, headers, attempts`,
      [this.options.clock(), this.leaseSeconds, claim],
    );
    return rows.map((row) => ({ ...row, claim }));
  }

  private async attempt(message: Claimed): Promise<void> {
    let outcome: SendOutcome;
    try {
      const suppressed = await this.suppression(message);
      if (suppressed) {
        await this.finish(message, 'suppressed', suppressed);
        return;
      }
      const rendered = await this.rendered(message);
      outcome = await this.transport.send({ ...rendered, id: message.id, to: { email: message.recipient, name: oneLine(message.recipient_name ?? '', 200) } });
    } catch (error) {
      this.logger.error('mail attempt failed before sending', { mailId: message.id, error });
      outcome = { kind: 'retry', error: 'internal error before sending' };
    }
    await this.record(message, outcome);
  }

  /** Why the message must not go, if it must not: the address bounced before, or the person left its topic. */
  private async suppression(message: Claimed): Promise<string | undefined> {
    const [bounced] = await this.dataSource.query('SELECT detail FROM mail_suppression WHERE email = $1', [message.recipient]);
    if (bounced) return `not sent: this address bounced earlier (${bounced.detail ?? 'permanent failure'})`.slice(0, 500);
    if (!isMailTemplate(message.template)) return undefined;
    const topic = TEMPLATE_TOPIC[message.template];
    if (topic && message.account_id) {
      const [left] = await this.dataSource.query('SELECT 1 FROM mail_unsubscribe WHERE account_id = $1 AND topic = $2', [message.account_id, topic]);
      if (left) return `not sent: unsubscribed from ${topic.replace('_', ' ')}`;
    }
    return this.checks.get(message.template)?.({ recipient: message.recipient, template: message.template });
  }

  /** The words, rendered at the first attempt and kept (every retry sends the same message; the mailbox shows it). */
  private async rendered(message: Claimed): Promise<RenderedMail> {
    if (message.subject !== null && message.text_body !== null && message.html_body !== null) {
      return { subject: message.subject, text: message.text_body, html: message.html_body, headers: message.headers ?? {} };
    }
    if (!isMailTemplate(message.template)) throw new Error(`unknown mail template "${message.template}"`);
    const topic = TEMPLATE_TOPIC[message.template];
    const rendered = await renderMail(message.template, message.data as never, {
      language: message.language,
      name: message.recipient_name ?? '',
      webOrigin: this.options.webOrigin,
      unsubscribeUrl: topic && message.account_id ? this.options.unsubscribeUrl(message.account_id, topic) : undefined,
    });
    await this.dataSource.query(
      'UPDATE mail_outbox SET subject = $3, text_body = $4, html_body = $5, headers = $6 WHERE id = $1 AND claim = $2',
      [message.id, message.claim, rendered.subject, rendered.text, rendered.html, JSON.stringify(rendered.headers)],
    );
    return rendered;
  }

  private async record(message: Claimed, outcome: SendOutcome): Promise<void> {
    if (outcome.kind === 'sent') {
      await this.finish(message, 'sent', null);
      return;
    }
    if (outcome.kind === 'bounced') {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(
          `UPDATE mail_outbox SET status = 'bounced', attempts = attempts + 1, next_attempt_at = NULL, locked_until = NULL, claim = NULL, last_attempt_at = $3, last_error = $4
           WHERE id = $1 AND claim = $2`,
          [message.id, message.claim, this.options.clock(), outcome.error.slice(0, 500)],
        );
        if (outcome.addressBounced) {
          await manager.query(
            `INSERT INTO mail_suppression (email, reason, detail) VALUES ($1, 'bounced', $2) ON CONFLICT (email) DO NOTHING`,
            [message.recipient, outcome.error.slice(0, 500)],
          );
        }
      });
      this.logger.warn('mail bounced', { mailId: message.id, template: message.template, error: outcome.error, addressSuppressed: outcome.addressBounced });
      return;
    }
    const attempts = message.attempts + 1;
    const givesUp = attempts >= (this.options.maxAttempts ?? MAX_ATTEMPTS);
    const now = this.options.clock();
    const next = givesUp ? null : new Date(now.getTime() + mailRetryDelayMs(attempts, this.options.random));
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = $3, attempts = attempts + 1, next_attempt_at = $4, locked_until = NULL, claim = NULL, last_attempt_at = $5, last_error = $6
       WHERE id = $1 AND claim = $2`,
      [message.id, message.claim, givesUp ? 'failed' : 'pending', next, now, outcome.error.slice(0, 500)],
    );
    this.logger.warn('mail attempt failed', { mailId: message.id, template: message.template, attempts, error: outcome.error, givesUp });
  }

  private async finish(message: Claimed, status: 'sent' | 'suppressed', error: string | null): Promise<void> {
    const now = this.options.clock();
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = $3::varchar, attempts = attempts + $6::int, next_attempt_at = NULL, locked_until = NULL, claim = NULL, last_attempt_at = $4::timestamptz, last_error = $5,
         sent_at = CASE WHEN $3::varchar = 'sent' THEN $4::timestamptz END
       WHERE id = $1 AND claim = $2`,
      [message.id, message.claim, status, now, error, status === 'sent' ? 1 : 0],
    );
  }
}

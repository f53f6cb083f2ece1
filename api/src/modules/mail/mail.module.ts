import type { DataSource } from 'typeorm';
import type { Config, MailConfig } from '../../config/config';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logging/logger';
import { bindResolver, type ApiModule } from '../api-module';
import { MailOutbox, type ContactOf } from './mail-outbox';
import { MailResolver } from './mail.resolver';
import { mailRouter } from './mail.rest';
import { MailService } from './mail.service';
import { MailboxTransport, SmtpTransport, type MailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import { UnsubscribeTokens } from './unsubscribe-tokens';

export interface MailParts {
  dataSource: DataSource;
  contactOf: ContactOf;
  logger: Logger;
  config: Pick<Config, 'mail' | 'webOrigin'> & { jwtSecret: string };
  publicApiUrl: () => string;
  clock?: () => Date;
  /** Tests hand their own (a server that is down, a counting one); by default SMTP_URL's, else the mailbox. */
  transport?: MailTransport;
  maxAttempts?: number;
  /** The job queue the worker drains on; absent, only its `sweep()` is called (tests). */
  jobs?: JobQueue;
}

/** The mail parts of one API instance, wired together (the composition root starts `worker`). */
export function composeMail(parts: MailParts) {
  const { mail } = parts.config;
  const clock = parts.clock ?? (() => new Date());
  const tokens = new UnsubscribeTokens(parts.config.jwtSecret);
  const transport = parts.transport ?? (mail.smtpUrl ? new SmtpTransport(mail.smtpUrl, mail.from, mail.timeoutMs) : new MailboxTransport());
  const worker = new MailWorker(parts.dataSource, transport, parts.logger, {
    pollIntervalMs: mail.pollIntervalMs,
    timeoutMs: mail.timeoutMs,
    webOrigin: parts.config.webOrigin,
    unsubscribeUrl: (accountId, topic) => `${parts.publicApiUrl()}/mail/unsubscribe?token=${encodeURIComponent(tokens.sign(accountId, topic))}`,
    clock,
    maxAttempts: parts.maxAttempts,
  }, parts.jobs);
  const outbox = new MailOutbox(parts.contactOf, { disabled: mail.disabled, clock }, () => worker.nudge(), parts.logger);
  const service = new MailService(parts.dataSource, tokens, parts.contactOf);
  return { service, worker, outbox, tokens };
}

/**
 * Where this API's mail goes, said in its start-up log: through SMTP_URL's server (its host, never
 * its password), into the development mailbox (and who may read it), or nowhere (MAIL_DISABLED).
 */
export function mailDestination(mail: MailConfig, nodeEnv: Config['nodeEnv']): Record<string, string> {
  if (mail.disabled) return { mail: 'disabled (MAIL_DISABLED)', mailbox: 'not mounted' };
  if (mail.smtpUrl) {
    const server = new URL(mail.smtpUrl);
    return { mail: 'smtp', server: `${server.hostname}:${server.port || (server.protocol === 'smtps:' ? '465' : '587')}`, mailbox: 'not mounted' };
  }
  if (nodeEnv === 'production') return { mail: 'nowhere', mailbox: 'not mounted' };
  return { mail: 'development mailbox', mailbox: mail.mailboxAllowRemote ? '/dev/mailbox, any client (DEV_MAILBOX_ALLOW_REMOTE)' : '/dev/mailbox, loopback clients only' };
}

/**
 * The development mailbox is mounted only when mail really stays in it: no SMTP_URL, not disabled,
 * outside production. With SMTP_URL set it would show reset links meant for someone's inbox.
 */
export const mailboxMounted = (mail: MailConfig, nodeEnv: Config['nodeEnv']): boolean => !mail.smtpUrl && !mail.disabled && nodeEnv !== 'production';

declare module '../api-module' {
  interface Provided {
    /** The mail log, unsubscribes, the development mailbox. */
    mail: MailService;
    /** Sends the mail outbox (started and stopped with the API). */
    mailWorker: MailWorker;
    /** Where other modules queue the email they send, in their own transactions. */
    mailOutbox: MailOutbox;
  }
}

/** Email: the outbox other modules write to, the worker that sends it (SMTP or the development mailbox), templates in en/ar/ur. */
export const mailModule: ApiModule = {
  name: 'mail',
  entities: [],
  resolvers: [bindResolver(MailResolver, (s) => new MailResolver(s.mail))],
  errors: [],
  compose({ db, accounts, logger, config, publicApiUrl, clocks, jobs }) {
    const { service, worker, outbox } = composeMail({
      dataSource: db.dataSource,
      contactOf: (manager, id) => accounts.contact(manager, id),
      logger,
      config,
      publicApiUrl,
      clock: clocks.mail,
      jobs,
    });
    logger.info('mail', mailDestination(config.mail, config.nodeEnv));
    return { mail: service, mailWorker: worker, mailOutbox: outbox };
  },
  jobs: (s) => (s.config.mail.disabled ? [] : [s.mailWorker]),
  routes: (_route, s) => [
    mailRouter(s.mail, { mailbox: mailboxMounted(s.config.mail, s.config.nodeEnv), mailboxAllowRemote: s.config.mail.mailboxAllowRemote ?? false }),
  ],
};

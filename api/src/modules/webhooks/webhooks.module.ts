import type { DataSource } from 'typeorm';
import type { WebhooksConfig } from '../../config/config';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logging/logger';
import type { AuditService } from '../audit';
import { bindResolver, type ApiModule } from '../api-module';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookErrors } from './webhooks.errors';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhookOutbox } from './webhook-outbox';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';
import { WebhookWorker } from './webhook-worker';
import { WebhooksService } from './webhooks.service';

/** The webhook parts of one API instance, wired together (the composition root starts `worker`). */
export function composeWebhooks(
  dataSource: DataSource,
  audit: AuditService,
  logger: Logger,
  jwtSecret: string,
  config: WebhooksConfig,
  clock: () => Date = () => new Date(),
  jobs?: JobQueue,
) {
  const secrets = new WebhookSecrets(jwtSecret);
  const sender = new WebhookSender({ timeoutMs: config.timeoutMs, allowPrivate: config.allowPrivate });
  const worker = new WebhookWorker(dataSource, sender, secrets, logger, {
    pollIntervalMs: config.pollIntervalMs,
    timeoutMs: config.timeoutMs,
    retentionMs: config.retentionDays * 24 * 3600_000,
    clock,
  }, jobs);
  const outbox = new WebhookOutbox(clock, () => worker.nudge());
  const service = new WebhooksService(dataSource, audit, secrets, worker, { allowPrivate: config.allowPrivate, clock });
  return { service, worker, outbox };
}

declare module '../api-module' {
  interface Provided {
    /** Outgoing webhooks, for admins: endpoints, secrets, the delivery log, redelivery. */
    webhooks: WebhooksService;
    /** Sends the webhook outbox (started and stopped with the API). */
    webhookWorker: WebhookWorker;
    /** Where other modules write the events they report, in their own transactions. */
    webhookOutbox: WebhookOutbox;
  }
}

/** Outgoing webhooks: endpoints, the outbox other modules write to, and the worker that sends it. */
export const webhooksModule: ApiModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint],
  resolvers: [bindResolver(WebhooksResolver, (s) => new WebhooksResolver(s.webhooks))],
  errors: [WebhookErrors],
  compose({ db, audit, logger, config, clocks, jobs }) {
    const { service, worker, outbox } = composeWebhooks(db.dataSource, audit, logger, config.jwtSecret, config.webhooks, clocks.webhooks, jobs);
    return { webhooks: service, webhookWorker: worker, webhookOutbox: outbox };
  },
  jobs: (s) => [s.webhookWorker],
};

import type { DataSource } from 'typeorm';
import type { WebhooksConfig } from '../../config/config';
import type { Logger } from '../../logging/logger';
import type { AuditService } from '../audit/audit.service';
import { WebhookOutbox } from './webhook-outbox';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';
import { WebhookWorker } from './webhook-worker';
import { WebhooksService } from './webhooks.service';

/** The webhook parts of one API instance, wired together (the composition root starts `worker`). */
export function composeWebhooks(dataSource: DataSource, audit: AuditService, logger: Logger, jwtSecret: string, config: WebhooksConfig, clock: () => Date = () => new Date()) {
  const secrets = new WebhookSecrets(jwtSecret);
  const sender = new WebhookSender({ timeoutMs: config.timeoutMs, allowPrivate: config.allowPrivate });
  const worker = new WebhookWorker(dataSource, sender, secrets, logger, {
    pollIntervalMs: config.pollIntervalMs,
    timeoutMs: config.timeoutMs,
    retentionMs: config.retentionDays * 24 * 3600_000,
    clock,
  });
  const outbox = new WebhookOutbox(clock, () => worker.nudge());
  const service = new WebhooksService(dataSource, audit, secrets, worker, { allowPrivate: config.allowPrivate, clock });
  return { service, worker, outbox };
}

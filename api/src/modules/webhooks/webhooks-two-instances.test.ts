import { JobQueue } from '../../jobs/job-queue';
import { createApi, type Api } from '../../composition-root';
import { openDatabase, type Database } from '../../db/data-source';
import { createLogger } from '../../logging/logger';
import { account, approvedApplication } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';
import { startReceiver } from '../../test/webhook-receiver';
import { WebhookOutbox } from './webhook-outbox';
import { WebhookEventType } from './webhook.enums';
import { composeWebhooks } from './webhooks.module';
import type { WebhookWorker } from './webhook-worker';
import { ENTITIES } from '../index';

/**
 * Several API instances send one outbox (DESIGN §10): each delivery is claimed by one of them
 * (FOR UPDATE SKIP LOCKED), so every event reaches the receiver exactly once. On a PostgreSQL
 * server (TEST_DATABASE_URL) two real API instances share the database; on the embedded PGlite
 * (one process by nature) a second worker shares the one connection, which still races the claims.
 */
const EVENTS = 40;

let a: TestApi;
let bDb: Database | undefined;
let b: Api | undefined;
let second: WebhookWorker;
/** On PGlite: a second job queue (a second pg-boss) on the same database, as a second instance would have. */
let secondJobs: JobQueue | undefined;

beforeAll(async () => {
  a = await startTestApi({ webhooks: { timeoutMs: 5000, pollIntervalMs: 200, allowPrivate: true, retentionDays: 30 } });
  if (a.db.url) {
    bDb = await openDatabase({ entities: ENTITIES, url: a.db.url });
    b = await createApi(a.config, bDb, createLogger('silent'));
    await b.listen(0, '127.0.0.1');
    second = b.services.webhookWorker;
  } else {
    secondJobs = new JobQueue(a.db, createLogger('silent'));
    second = composeWebhooks(a.db.dataSource, a.api.services.audit, createLogger('silent'), a.config.jwtSecret, a.config.webhooks, undefined, secondJobs).worker;
    await secondJobs.start();
    await second.start();
  }
});

afterAll(async () => {
  await second?.stop();
  await secondJobs?.stop();
  await b?.stop();
  await bDb?.close();
  await a?.close();
});

const name = () => (process.env.TEST_DATABASE_URL ? 'two API instances on one PostgreSQL database' : 'two workers on the embedded PGlite');

describe(name(), () => {
  it('deliver each event exactly once', async () => {
    const receiver = await startReceiver([], 200);
    const admin = (await account(a, 'admin')).token;
    const created = await a.graphql(
      'mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url: receiver.url, events: ['APPLICATION_APPROVED'] } },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    try {
      // Two real approvals, and many more events written the way the services write them.
      await approvedApplication(a, admin, 1000);
      await approvedApplication(a, admin, 2000);
      const outbox = new WebhookOutbox(() => new Date(), () => undefined);
      await a.db.dataSource.transaction(async (manager) => {
        for (let n = 0; n < EVENTS - 2; n += 1) await outbox.emit(manager, WebhookEventType.APPLICATION_APPROVED, { applicationId: `bulk-${n}` });
      });
      // Both instances are woken at once and race for the same rows.
      const first = a.api.services.webhookWorker;
      first.nudge();
      second.nudge();
      await receiver.waitFor(EVENTS);
      await Promise.all([first.whenIdle(), second.whenIdle()]);
      // Both have polled again since (200 ms), and found nothing left to send.
      const pending = async () => a.count('webhook_delivery', "status <> 'delivered'");
      for (let polls = 0; polls < 3; polls += 1) {
        first.nudge();
        second.nudge();
        await Promise.all([first.whenIdle(), second.whenIdle()]);
      }
      expect(await pending()).toBe(0);
      const ids = receiver.received.map((r) => String(r.headers['sabil-event-id']));
      expect(ids).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
      expect(await a.count('webhook_delivery', 'attempts = 1')).toBe(EVENTS);
    } finally {
      await receiver.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { createLogger } from '../../logging/logger';
import { account } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';
import { startReceiver } from '../../test/webhook-receiver';
import { WebhookOutbox } from './webhook-outbox';
import type { WebhookWorker } from './webhook-worker';
import { WebhookEventType } from './webhook.enums';
import { composeWebhooks } from './webhooks.module';

/**
 * The outbox over time (issue 16): leases that hold whatever an instance's clock says, events pruned
 * WEBHOOK_RETENTION_DAYS after their last attempt (pending ones never), and a redelivered failure
 * that gets a whole new schedule. The API's worker and outbox run on a clock the tests move.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const TIMEOUT_MS = 2000;
/** The worker's lease: twice the timeout plus 5 s. */
const LEASE_MS = 2 * TIMEOUT_MS + 5000;

let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await startTestApi({ webhooks: { timeoutMs: TIMEOUT_MS, pollIntervalMs: 3_600_000, allowPrivate: true, retentionDays: 30 } }, { webhookClock: clock });
  admin = (await account(t, 'admin')).token;
});

afterAll(async () => {
  await t?.close();
});

const worker = () => t.api.services.webhookWorker;

async function runDue(): Promise<void> {
  await worker().whenIdle();
  worker().nudge();
  await worker().whenIdle();
}

/** Another instance's worker on the same database, whose clock is `skewMs` off. */
function workerWithSkew(skewMs: number): WebhookWorker {
  return composeWebhooks(t.db.dataSource, t.api.services.audit, createLogger('silent'), t.config.jwtSecret, t.config.webhooks, () => new Date(Date.now() + offsetMs + skewMs)).worker;
}

/** An approval event written the way the services write them, on `at`'s clock; answers its id. */
async function emit(at: () => Date = clock): Promise<string> {
  const applicationId = randomUUID();
  await t.db.dataSource.transaction((manager) => new WebhookOutbox(at, () => undefined).emit(manager, WebhookEventType.APPLICATION_APPROVED, { applicationId }));
  const [row] = await t.db.dataSource.query(`SELECT id FROM webhook_event WHERE body LIKE '%' || $1 || '%'`, [applicationId]);
  return row.id;
}

async function createEndpoint(url: string): Promise<string> {
  const answer = await t.graphql(
    'mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    { input: { url, events: ['APPLICATION_APPROVED'] } },
    admin,
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createWebhookEndpoint.endpoint.id;
}

const deleteEndpoint = (id: string) => t.graphql('mutation D($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id }, admin);
const disableEndpoint = (id: string) => t.graphql('mutation U($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }', { id }, admin);

const DELIVERY_FIELDS = 'id status attempts lastAttemptAt nextAttemptAt createdAt';

async function deliveryOf(endpointId: string) {
  const answer = await t.graphql(`query L($filter: WebhookDeliveryFilter) { webhookDeliveries(filter: $filter) { nodes { ${DELIVERY_FIELDS} } } }`, { filter: { endpointId } }, admin);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.webhookDeliveries.nodes[0] as { id: string; status: string; attempts: number; lastAttemptAt: string; nextAttemptAt: string | null; createdAt: string };
}

/** Moves the clock past every scheduled retry (the longest wait is 6 h) until the delivery is FAILED. */
async function untilFailed(endpointId: string) {
  let delivery = await deliveryOf(endpointId);
  for (let step = 0; step < 40 && delivery.status === 'PENDING'; step += 1) {
    offsetMs += 6.5 * HOUR;
    await runDue();
    delivery = await deliveryOf(endpointId);
  }
  expect(delivery.status).toBe('FAILED');
  return delivery;
}

describe('a lease, on instances whose clocks disagree', () => {
  it.each([
    ['an hour behind', -HOUR, 0],
    ['right', 0, HOUR],
  ])('an attempt claimed by an instance whose clock is %s is not taken by another one an hour ahead of it', async (_name, claimerSkew, otherSkew) => {
    // No answer within the timeout: the attempt lasts 2 s, its lease 9 s.
    const receiver = await startReceiver([], 'hang');
    const endpointId = await createEndpoint(receiver.url);
    const claimer = workerWithSkew(claimerSkew);
    const other = workerWithSkew(otherSkew);
    try {
      // Written by the claiming instance, so due by its clock (and by the other's, which is ahead).
      await emit(() => new Date(Date.now() + offsetMs + claimerSkew));
      const sending = claimer.sweep();
      await receiver.waitFor(1);

      const [{ lease }] = await t.db.dataSource.query(`SELECT extract(epoch FROM locked_until - now()) * 1000 AS lease FROM webhook_delivery WHERE endpoint_id = $1`, [endpointId]);
      expect(Number(lease)).toBeGreaterThan(0);
      expect(Number(lease)).toBeLessThanOrEqual(LEASE_MS);
      expect(await other.sweep()).toBe(0);
      expect(receiver.received).toHaveLength(1);

      expect(await sending).toBe(1);
      expect(await deliveryOf(endpointId)).toMatchObject({ status: 'PENDING', attempts: 1 });
    } finally {
      await deleteEndpoint(endpointId);
      await receiver.close();
    }
  });
});

describe('pruning the outbox', () => {
  it('deletes delivered and failed events 30 days after their last attempt, and events no endpoint waits for; never a pending one', async () => {
    const fine = await startReceiver([], 200);
    const failing = await startReceiver([], 503);
    const fineEndpoint = await createEndpoint(fine.url);
    const failingEndpoint = await createEndpoint(failing.url);
    try {
      // Delivered at once to one endpoint, failing for 24 hours at the other.
      const settled = await emit();
      await runDue();
      await disableEndpoint(fineEndpoint);
      expect(await deliveryOf(fineEndpoint)).toMatchObject({ status: 'DELIVERED' });
      const failedAt = new Date((await untilFailed(failingEndpoint)).lastAttemptAt).getTime();
      // Waiting for an endpoint that was disabled: pending, however old it grows.
      await disableEndpoint(failingEndpoint);
      const waiting = await createEndpoint(fine.url);
      const pending = await emit();
      await disableEndpoint(waiting);
      // Its endpoint deleted since: an event with no delivery left.
      const gone = await createEndpoint(fine.url);
      const orphaned = await emit();
      await deleteEndpoint(gone);
      const events = async () => (await t.db.dataSource.query('SELECT id FROM webhook_event')).map((row: { id: string }) => row.id);
      expect(await events()).toEqual(expect.arrayContaining([settled, pending, orphaned]));

      // 29 days after the last attempt: all kept.
      offsetMs = failedAt - Date.now() + 29 * DAY;
      await runDue();
      expect(await events()).toEqual(expect.arrayContaining([settled, pending, orphaned]));
      expect(await t.count('webhook_delivery', `event_id = '${settled}'`)).toBe(2);

      // 31 days after it: the settled event goes with both its deliveries, and the orphaned event.
      offsetMs = failedAt - Date.now() + 31 * DAY;
      await runDue();
      const left = await events();
      expect(left).not.toContain(settled);
      expect(left).not.toContain(orphaned);
      expect(left).toContain(pending);
      expect(await t.count('webhook_delivery', `event_id = '${settled}'`)).toBe(0);
      expect(await t.count('webhook_delivery', `event_id = '${pending}' AND status = 'pending'`)).toBe(1);
    } finally {
      for (const id of [fineEndpoint, failingEndpoint]) await deleteEndpoint(id);
      await fine.close();
      await failing.close();
    }
  });
});

describe('redelivering a failed delivery', () => {
  it('starts a fresh schedule: retried from a minute apart, for another 24 hours', async () => {
    const receiver = await startReceiver([], 503);
    const endpointId = await createEndpoint(receiver.url);
    try {
      await emit();
      await runDue();
      const failed = await untilFailed(endpointId);

      const redelivered = await t.graphql(`mutation R($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ${DELIVERY_FIELDS} } }`, { deliveryId: failed.id }, admin);
      expect(redelivered.body.errors).toBeUndefined();
      const redeliveredAt = clock().getTime();
      await runDue();

      // Still failing: retried again in 30 to 60 s, as after a new event's first attempt.
      let delivery = await deliveryOf(endpointId);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: failed.attempts + 1 });
      const wait = new Date(delivery.nextAttemptAt!).getTime() - new Date(delivery.lastAttemptAt).getTime();
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThanOrEqual(60_000);

      offsetMs += 2 * 60_000;
      await runDue();
      delivery = await deliveryOf(endpointId);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: failed.attempts + 2 });
      const second = new Date(delivery.nextAttemptAt!).getTime() - new Date(delivery.lastAttemptAt).getTime();
      expect(second).toBeGreaterThanOrEqual(60_000);
      expect(second).toBeLessThanOrEqual(120_000);

      // And given up again once 24 hours have passed since the redelivery.
      delivery = await untilFailed(endpointId);
      expect(new Date(delivery.lastAttemptAt).getTime() - redeliveredAt).toBeGreaterThanOrEqual(DAY);
      expect(receiver.received).toHaveLength(delivery.attempts);
    } finally {
      await deleteEndpoint(endpointId);
      await receiver.close();
    }
  });
});

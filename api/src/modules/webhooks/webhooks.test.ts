import { account, approvedApplication, give, submitApplication } from '../../test/giving';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../test/test-api';
import { signatureVerifies, startReceiver } from '../../test/webhook-receiver';
import { WebhookSecrets } from './webhook-secrets';

const ENDPOINT_FIELDS = 'id url description events enabled createdBy createdAt updatedAt';
const CREATE = `mutation Create($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
const LIST = `{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT_FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) }';
const ROTATE = `mutation Rotate($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id } } }`;
const DELIVERY_FIELDS = 'id endpointId eventId eventType status attempts lastError lastStatusCode lastAttemptAt nextAttemptAt deliveredAt createdAt';
const DELIVERIES = `query Deliveries($filter: WebhookDeliveryFilter, $first: Int, $after: String) {
  webhookDeliveries(filter: $filter, first: $first, after: $after) { nodes { ${DELIVERY_FIELDS} } pageInfo { endCursor hasNextPage } }
}`;
const REDELIVER = `mutation Redeliver($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ${DELIVERY_FIELDS} } }`;

const HOUR = 3600_000;

/** The clock the outbox and the worker read: tests move it forward to reach retries. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let t: TestApi;
let admin: string;

beforeAll(async () => {
  // The timeout leaves the hanging-receiver test 8 s for its checks while the attempt is under way,
  // however loaded the machine; it is the only test that waits for it.
  t = await startTestApi({ webhooks: { timeoutMs: 8000, pollIntervalMs: 3_600_000, allowPrivate: true, retentionDays: 30 } }, { webhookClock: clock });
  admin = (await account(t, 'admin')).token;
});

afterAll(async () => {
  await t?.close();
});

const worker = () => t.api.services.webhookWorker;

/** Lets the worker run what is due now, and waits for it. */
async function runDue(): Promise<void> {
  await worker().whenIdle();
  worker().nudge();
  await worker().whenIdle();
}

async function createEndpoint(url: string, events: string[] = ['APPLICATION_APPROVED'], on: TestApi = t, token = admin) {
  const answer = await on.graphql(CREATE, { input: { url, events, description: 'Bookkeeping' } }, token);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createWebhookEndpoint as { secret: string; endpoint: { id: string; url: string } };
}

async function deliveriesOf(endpointId: string) {
  const answer = await t.graphql(DELIVERIES, { filter: { endpointId } }, admin);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.webhookDeliveries.nodes as Array<Record<string, any>>;
}

async function submitPending(on: TestApi, fullName = 'Maryam Saleh'): Promise<string> {
  const seeker = await account(on, 'seeker', fullName);
  return submitApplication(on, seeker.token, {
    fullName, email: 'maryam@example.org', phone: '+44 20 7946 0456', address: '4 Mill Lane, Leeds', city: 'Leeds', country: 'United Kingdom', travelType: 'Umrah', familySize: '2',
    incomeBracket: 'under-500', requestedAmount: '3000', hajjReason: 'To perform Umrah with my father.',
    referenceName: 'Imam Ali', referencePhone: '+44 20 7946 0777', referenceRelation: 'Imam',
  });
}

async function auditCount(action: string, on: TestApi = t): Promise<number> {
  return on.count('audit_event', `action = '${action}'`);
}

describe('delivering an approval to a receiver that fails twice', () => {
  it('retries with backoff; the third attempt arrives signed with the secret shown at creation, same event id, attempts 3, DELIVERED', async () => {
    const receiver = await startReceiver([500, 500], 200);
    const { secret, endpoint } = await createEndpoint(receiver.url);
    try {
      const applicationId = await approvedApplication(t, admin, 4200, 'Amina Yusuf');
      await runDue();
      expect(receiver.received).toHaveLength(1);
      let [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500, eventType: 'APPLICATION_APPROVED', deliveredAt: null });
      expect(delivery!.lastError).toContain('500');
      // The first retry is due between 30 s and 60 s later (1 minute, with jitter).
      const wait = new Date(delivery!.nextAttemptAt).getTime() - new Date(delivery!.lastAttemptAt).getTime();
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThanOrEqual(60_000);

      // Not due yet: nothing is sent.
      await runDue();
      expect(receiver.received).toHaveLength(1);

      offsetMs += 2 * 60_000;
      await runDue();
      expect(receiver.received).toHaveLength(2);
      [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 2 });

      offsetMs += 5 * 60_000;
      await runDue();
      expect(receiver.received).toHaveLength(3);
      [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 3, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
      expect(delivery!.deliveredAt).not.toBeNull();

      const third = receiver.received[2]!;
      const verified = signatureVerifies(secret, third.headers['sabil-signature'], third.body);
      expect(verified.ok).toBe(true);
      expect(Math.abs(verified.t - Math.floor(clock().getTime() / 1000))).toBeLessThan(60);
      expect(signatureVerifies('whsec_someone-else', third.headers['sabil-signature'], third.body).ok).toBe(false);
      expect(third.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'Sabil-Webhooks/1',
        'sabil-event-type': 'application.approved',
        'sabil-event-id': delivery!.eventId,
      });
      const ids = receiver.received.map((r) => r.headers['sabil-event-id']);
      expect(new Set(ids)).toEqual(new Set([delivery!.eventId]));
      expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);

      const payload = JSON.parse(third.body);
      expect(payload).toEqual({
        id: delivery!.eventId,
        type: 'application.approved',
        createdAt: expect.any(String),
        data: { applicationId, travelType: 'Hajj', requestedAmount: 4200, currency: 'usd' },
      });
      // Nothing personal leaves: no name, email, phone, address or document.
      for (const personal of ['Amina', 'example.org', '+44', 'Bradford', 'passport', 'Imam']) expect(third.body).not.toContain(personal);
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });
});

describe('retrying for at least 24 hours', () => {
  it('marks a delivery FAILED after the retry schedule has passed 24 hours, then redelivers it on request', async () => {
    const receiver = await startReceiver([], 503);
    const { endpoint } = await createEndpoint(receiver.url);
    try {
      await approvedApplication(t, admin, 1000);
      await runDue();
      let [delivery] = await deliveriesOf(endpoint.id);
      const createdAt = new Date(delivery!.createdAt).getTime();
      for (let step = 0; step < 40 && delivery!.status === 'PENDING'; step += 1) {
        // Always past the longest wait (6 h), so every scheduled retry runs.
        offsetMs += 6.5 * HOUR;
        await runDue();
        [delivery] = await deliveriesOf(endpoint.id);
      }
      expect(delivery).toMatchObject({ status: 'FAILED', nextAttemptAt: null, lastStatusCode: 503 });
      expect(new Date(delivery!.lastAttemptAt).getTime() - createdAt).toBeGreaterThanOrEqual(24 * HOUR);
      expect(receiver.received).toHaveLength(delivery!.attempts);
      const attempts = delivery!.attempts as number;

      // An admin redelivers once the receiver is fixed: one attempt now, the same event.
      receiver.answerFromNowOn(204);
      const auditsBefore = await auditCount('webhook.redeliver');
      const answer = await t.graphql(REDELIVER, { deliveryId: delivery!.id }, admin);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.redeliverWebhook).toMatchObject({ id: delivery!.id, status: 'PENDING' });
      await runDue();
      [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: attempts + 1, lastStatusCode: 204 });
      expect(receiver.received.at(-1)!.headers['sabil-event-id']).toBe(delivery!.eventId);
      expect(await auditCount('webhook.redeliver')).toBe(auditsBefore + 1);
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });

  it('redelivers a delivered event on request (the receiver lost it)', async () => {
    const receiver = await startReceiver([], 200);
    const { endpoint, secret } = await createEndpoint(receiver.url, ['APPLICATION_REJECTED']);
    try {
      const id = await submitPending(t);
      expect((await t.rest('PUT', `/application/update/${id}`, { status: 'rejected' }, admin)).status).toBe(200);
      await runDue();
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1, eventType: 'APPLICATION_REJECTED' });
      expect(JSON.parse(receiver.received[0]!.body).data).toEqual({ applicationId: id });

      expect((await t.graphql(REDELIVER, { deliveryId: delivery!.id }, admin)).body.errors).toBeUndefined();
      await runDue();
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
      expect(signatureVerifies(secret, receiver.received[1]!.headers['sabil-signature'], receiver.received[1]!.body).ok).toBe(true);
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'DELIVERED', attempts: 2 });

      // A disabled endpoint is sent nothing: redelivering to it is refused rather than left pending.
      expect((await t.graphql(UPDATE, { id: endpoint.id, input: { enabled: false } }, admin)).body.errors).toBeUndefined();
      const audits = await auditCount('webhook.redeliver');
      const refused = await t.graphql(REDELIVER, { deliveryId: delivery!.id }, admin);
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'WEBHOOK_ENDPOINT_DISABLED' });
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'DELIVERED', attempts: 2 });
      expect(await auditCount('webhook.redeliver')).toBe(audits);
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });
});

describe('a receiver that does not answer in time', () => {
  it('counts the timeout as a failed attempt; redelivering while the attempt is under way is refused with CONFLICT and changes nothing', async () => {
    const receiver = await startReceiver(['hang'], 200);
    const { endpoint } = await createEndpoint(receiver.url);
    try {
      await approvedApplication(t, admin, 900);
      await receiver.waitFor(1);
      const [inFlight] = await deliveriesOf(endpoint.id);
      const audits = await auditCount('webhook.redeliver');
      const refused = await t.graphql(REDELIVER, { deliveryId: inFlight!.id }, admin);
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'WEBHOOK_DELIVERY_IN_PROGRESS' });
      expect(await auditCount('webhook.redeliver')).toBe(audits);
      expect((await deliveriesOf(endpoint.id))[0]).toEqual(inFlight);

      await worker().whenIdle();
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
      expect(delivery!.lastError).toMatch(/timed out/);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });
});

describe('other events', () => {
  it('sends donation.completed with the amount and no donor data, and story.published with the title', async () => {
    const receiver = await startReceiver([], 200);
    const { endpoint } = await createEndpoint(receiver.url, ['DONATION_COMPLETED', 'STORY_PUBLISHED']);
    try {
      const applicationId = await approvedApplication(t, admin, 500);
      const donor = await account(t, 'donor', 'Yusuf Donor');
      const { donation } = await give(t, donor.token, applicationId, 50);
      await runDue();
      expect(receiver.received).toHaveLength(1);
      const payload = JSON.parse(receiver.received[0]!.body);
      expect(payload).toMatchObject({ type: 'donation.completed', data: { donationId: donation.id, applicationId, amount: 50, currency: 'usd', recurring: false, testMode: true } });
      expect(receiver.received[0]!.body).not.toContain('Yusuf');
      expect(receiver.received[0]!.body).not.toContain('@');

      const seeker = await account(t, 'seeker', 'Story Teller');
      const submitted = await t.graphql(
        'mutation Submit($input: SubmitStoryInput!) { submitStory(input: $input) { id } }',
        { input: { title: 'The journey begins', description: 'We set out at dawn, full of hope.' } },
        seeker.token,
      );
      expect(submitted.body.errors).toBeUndefined();
      const storyId = submitted.body.data.submitStory.id;
      const moderated = await t.graphql('mutation M($id: ID!) { moderateStory(id: $id, decision: APPROVE) { story { id } } }', { id: storyId }, admin);
      expect(moderated.body.errors).toBeUndefined();
      await runDue();
      expect(receiver.received).toHaveLength(2);
      expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ type: 'story.published', data: { storyId, title: 'The journey begins' } });
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });

  it("sends tracking.updated with the donation and its status, never the admin's message to the donor", async () => {
    const receiver = await startReceiver([], 200);
    const { endpoint } = await createEndpoint(receiver.url, ['TRACKING_UPDATED']);
    try {
      const applicationId = await approvedApplication(t, admin, 500);
      const donor = await account(t, 'donor', 'Tracked Donor');
      const { donation } = await give(t, donor.token, applicationId, 25);
      const posted = await t.graphql(
        'mutation Post($input: PostTrackingUpdateInput!) { postTrackingUpdate(input: $input) { update { id } } }',
        { input: { donationId: donation.id, newStatus: 'ONGOING', updateMessage: 'Visa applied for, Hafsa sends her thanks.' } },
        admin,
      );
      expect(posted.body.errors).toBeUndefined();
      await runDue();
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'tracking.updated', data: { donationId: donation.id, applicationId, status: 'ongoing' } });
      expect(receiver.received[0]!.body).not.toContain('Hafsa');
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });

  it('writes no event when no endpoint subscribes', async () => {
    const before = await t.count('webhook_event');
    await approvedApplication(t, admin, 700);
    expect(await t.count('webhook_event')).toBe(before);
  });
});

describe('managing endpoints', () => {
  it('lists, updates, rotates and deletes an endpoint; stores the secret encrypted; audits each change without the secret', async () => {
    const { secret, endpoint } = await createEndpoint('http://127.0.0.1:9/first');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ url: 'http://127.0.0.1:9/first', events: ['APPLICATION_APPROVED'], enabled: true, description: 'Bookkeeping' });

    const [stored] = await t.db.dataSource.query('SELECT secret_ciphertext FROM webhook_endpoint WHERE id = $1', [endpoint.id]);
    expect(stored.secret_ciphertext).not.toContain(secret);
    expect(stored.secret_ciphertext).not.toContain(Buffer.from(secret).toString('base64'));
    expect(new WebhookSecrets(TEST_JWT_SECRET).open(endpoint.id, stored.secret_ciphertext)).toBe(secret);
    expect(() => new WebhookSecrets('another-secret-that-is-long-enough-0123456789').open(endpoint.id, stored.secret_ciphertext)).toThrow();

    const listed = await t.graphql(LIST, {}, admin);
    expect(listed.body.data.webhookEndpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const updated = await t.graphql(UPDATE, { id: endpoint.id, input: { url: 'http://127.0.0.1:9/second', events: ['STORY_PUBLISHED'], enabled: false, description: '' } }, admin);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateWebhookEndpoint).toMatchObject({ url: 'http://127.0.0.1:9/second', events: ['STORY_PUBLISHED'], enabled: false, description: null });

    const rotated = await t.graphql(ROTATE, { id: endpoint.id }, admin);
    const newSecret = rotated.body.data.rotateWebhookSecret.secret;
    expect(newSecret).not.toBe(secret);
    const [restored] = await t.db.dataSource.query('SELECT secret_ciphertext FROM webhook_endpoint WHERE id = $1', [endpoint.id]);
    expect(new WebhookSecrets(TEST_JWT_SECRET).open(endpoint.id, restored.secret_ciphertext)).toBe(newSecret);

    expect((await t.graphql(DELETE, { id: endpoint.id }, admin)).body.data.deleteWebhookEndpoint).toBe(endpoint.id);
    expect(await t.count('webhook_endpoint', `id = '${endpoint.id}'`)).toBe(0);

    const audits = await t.db.dataSource.query(
      `SELECT action, subject_type, actor_role, state_before AS before, state_after AS after FROM audit_event WHERE subject_id = $1 ORDER BY created_at, action`,
      [endpoint.id],
    );
    expect(audits.map((a: { action: string }) => a.action).sort()).toEqual(['webhook.create', 'webhook.delete', 'webhook.rotate_secret', 'webhook.update']);
    for (const audit of audits) expect(audit).toMatchObject({ subject_type: 'webhook_endpoint', actor_role: 'admin' });
    const text = JSON.stringify(audits);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(newSecret);
    expect(text).not.toContain('secret_ciphertext');
    const update = audits.find((a: { action: string }) => a.action === 'webhook.update');
    expect(typeof update.before === 'string' ? JSON.parse(update.before) : update.before).toMatchObject({ url: 'http://127.0.0.1:9/first', enabled: true });
  });

  it('queues nothing for a disabled endpoint', async () => {
    const receiver = await startReceiver([], 200);
    const { endpoint } = await createEndpoint(receiver.url);
    try {
      await t.graphql(UPDATE, { id: endpoint.id, input: { enabled: false } }, admin);
      await approvedApplication(t, admin, 300);
      await runDue();
      expect(await deliveriesOf(endpoint.id)).toEqual([]);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });

  it('pages the delivery log and filters it by event type and status', async () => {
    const receiver = await startReceiver([], 200);
    const { endpoint } = await createEndpoint(receiver.url);
    try {
      for (const dollars of [100, 200, 300]) await approvedApplication(t, admin, dollars);
      await runDue();
      const first = await t.graphql(DELIVERIES, { filter: { endpointId: endpoint.id, eventType: 'APPLICATION_APPROVED', status: 'DELIVERED' }, first: 2 }, admin);
      expect(first.body.data.webhookDeliveries.nodes).toHaveLength(2);
      expect(first.body.data.webhookDeliveries.pageInfo.hasNextPage).toBe(true);
      const second = await t.graphql(DELIVERIES, { filter: { endpointId: endpoint.id }, first: 2, after: first.body.data.webhookDeliveries.pageInfo.endCursor }, admin);
      expect(second.body.data.webhookDeliveries.nodes).toHaveLength(1);
      expect(second.body.data.webhookDeliveries.pageInfo.hasNextPage).toBe(false);
      const none = await t.graphql(DELIVERIES, { filter: { endpointId: endpoint.id, status: 'FAILED' } }, admin);
      expect(none.body.data.webhookDeliveries.nodes).toEqual([]);
      const other = await t.graphql(DELIVERIES, { filter: { endpointId: endpoint.id, eventType: 'STORY_PUBLISHED' } }, admin);
      expect(other.body.data.webhookDeliveries.nodes).toEqual([]);
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });
});

describe('refusals', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';

  /** Runs `operation` and checks it wrote nothing to the webhook tables or the audit trail. */
  async function refusedWithoutChange(operation: () => Promise<{ body: any }>, expected: Record<string, unknown>) {
    const tables = ['webhook_endpoint', 'webhook_event', 'webhook_delivery', 'audit_event'];
    const before = await Promise.all(tables.map((table) => t.count(table)));
    const [snapshot] = await t.db.dataSource.query(`SELECT coalesce(string_agg(id::text || url || enabled::text || array_to_string(events, ','), ';' ORDER BY id), '') AS s FROM webhook_endpoint`);
    const answer = await operation();
    expect(answer.body.errors?.[0]?.extensions).toMatchObject(expected);
    expect(await Promise.all(tables.map((table) => t.count(table)))).toEqual(before);
    const [after] = await t.db.dataSource.query(`SELECT coalesce(string_agg(id::text || url || enabled::text || array_to_string(events, ','), ';' ORDER BY id), '') AS s FROM webhook_endpoint`);
    expect(after.s).toBe(snapshot.s);
  }

  it('refuses donors, seekers and anonymous callers on every webhook operation', async () => {
    const receiver = await startReceiver([], 200);
    const { endpoint } = await createEndpoint(receiver.url);
    try {
      await approvedApplication(t, admin, 100);
      await runDue();
      const [delivery] = await deliveriesOf(endpoint.id);
      const donor = (await account(t, 'donor')).token;
      const seeker = (await account(t, 'seeker')).token;
      const operations: Array<[string, Record<string, unknown>]> = [
        [CREATE, { input: { url: 'https://example.org/hook', events: ['APPLICATION_APPROVED'] } }],
        [LIST, {}],
        [UPDATE, { id: endpoint.id, input: { enabled: false } }],
        [DELETE, { id: endpoint.id }],
        [ROTATE, { id: endpoint.id }],
        [DELIVERIES, {}],
        [REDELIVER, { deliveryId: delivery!.id }],
      ];
      for (const [query, variables] of operations) {
        for (const token of [donor, seeker]) await refusedWithoutChange(() => t.graphql(query, variables, token), { code: 'FORBIDDEN' });
        await refusedWithoutChange(() => t.graphql(query, variables), { code: 'UNAUTHENTICATED' });
      }
      expect(receiver.received).toHaveLength(1);
    } finally {
      await t.graphql(DELETE, { id: endpoint.id }, admin);
      await receiver.close();
    }
  });

  it.each([
    ['not a URL', 'not a url', 'WEBHOOK_URL_INVALID'],
    ['a URL with a password', 'https://user:pw@example.org/hook', 'WEBHOOK_URL_INVALID'],
    ['a URL that is too long', `https://example.org/${'a'.repeat(2100)}`, 'WEBHOOK_URL_INVALID'],
    ['an ftp URL', 'ftp://example.org/hook', 'WEBHOOK_URL_NOT_HTTPS'],
  ])('refuses %s with BAD_USER_INPUT and writes nothing', async (_name, url, reason) => {
    await refusedWithoutChange(() => t.graphql(CREATE, { input: { url, events: ['APPLICATION_APPROVED'] } }, admin), { code: 'BAD_USER_INPUT', reason });
  });

  it('refuses an endpoint without events, or with a description over 500 characters, and writes nothing', async () => {
    await refusedWithoutChange(() => t.graphql(CREATE, { input: { url: 'https://example.org/hook', events: [] } }, admin), {
      code: 'BAD_USER_INPUT',
      reason: 'WEBHOOK_EVENTS_REQUIRED',
    });
    await refusedWithoutChange(
      () => t.graphql(CREATE, { input: { url: 'https://example.org/hook', events: ['APPLICATION_APPROVED'], description: 'x'.repeat(501) } }, admin),
      { code: 'BAD_USER_INPUT', reason: 'WEBHOOK_DESCRIPTION_TOO_LONG' },
    );
  });

  it('answers NOT_FOUND for an unknown endpoint or delivery and changes nothing', async () => {
    for (const [query, variables] of [
      [UPDATE, { id: unknown, input: { enabled: false } }],
      [DELETE, { id: unknown }],
      [ROTATE, { id: unknown }],
      [DELETE, { id: 'not-an-id' }],
    ] as const) {
      await refusedWithoutChange(() => t.graphql(query, variables, admin), { code: 'NOT_FOUND', reason: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
    }
    await refusedWithoutChange(() => t.graphql(DELIVERIES, { filter: { endpointId: 'nope' } }, admin), { code: 'NOT_FOUND', reason: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
    for (const deliveryId of [unknown, 'nope']) {
      await refusedWithoutChange(() => t.graphql(REDELIVER, { deliveryId }, admin), { code: 'NOT_FOUND', reason: 'WEBHOOK_DELIVERY_NOT_FOUND' });
    }
  });
});

describe('with WEBHOOK_ALLOW_PRIVATE=false (the default)', () => {
  let strict: TestApi;
  let strictAdmin: string;

  beforeAll(async () => {
    strict = await startTestApi({ webhooks: { timeoutMs: 2000, pollIntervalMs: 3_600_000, allowPrivate: false, retentionDays: 30 } });
    strictAdmin = (await account(strict, 'admin')).token;
  });

  afterAll(async () => {
    await strict?.close();
  });

  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1'],
    ['https://10.1.2.3/hook', '10.1.2.3'],
    ['https://192.168.0.10:8443/hook', '192.168.0.10'],
    ['https://172.16.5.4/hook', '172.16.5.4'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://100.64.0.1/hook', '100.64.0.1'],
    ['https://0.0.0.0/hook', '0.0.0.0'],
    ['https://[::1]/hook', '::1'],
    ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
    ['https://[fd00::1]/hook', 'fd00::1'],
    ['https://[fe80::1]/hook', 'fe80::1'],
    ['https://2130706433/hook', '127.0.0.1'],
    ['https://localhost/hook', undefined],
  ])('refuses %s with WEBHOOK_URL_PRIVATE_ADDRESS and writes nothing', async (url, address) => {
    const tables = ['webhook_endpoint', 'audit_event'];
    const before = await Promise.all(tables.map((table) => strict.count(table)));
    const answer = await strict.graphql(CREATE, { input: { url, events: ['APPLICATION_APPROVED'] } }, strictAdmin);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEBHOOK_URL_PRIVATE_ADDRESS' });
    if (address) expect(answer.body.errors[0].message).toContain(address);
    expect(await Promise.all(tables.map((table) => strict.count(table)))).toEqual(before);
  });

  it('refuses http:// with WEBHOOK_URL_NOT_HTTPS, and an update to a private address, and writes nothing', async () => {
    const before = await strict.count('webhook_endpoint');
    const answer = await strict.graphql(CREATE, { input: { url: 'http://example.org/hook', events: ['APPLICATION_APPROVED'] } }, strictAdmin);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEBHOOK_URL_NOT_HTTPS' });
    expect(await strict.count('webhook_endpoint')).toBe(before);

    // An endpoint registered while its name led to a public address (inserted here: nothing public resolves offline).
    const id = await insertEndpoint(strict, 'https://[2606:4700::1111]/hook');
    const audits = await strict.count('audit_event');
    const refused = await strict.graphql(UPDATE, { id, input: { url: 'https://10.0.0.1/hook' } }, strictAdmin);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEBHOOK_URL_PRIVATE_ADDRESS' });
    const [row] = await strict.db.dataSource.query('SELECT url FROM webhook_endpoint WHERE id = $1', [id]);
    expect(row.url).toBe('https://[2606:4700::1111]/hook');
    expect(await strict.count('audit_event')).toBe(audits);
    await strict.graphql(DELETE, { id }, strictAdmin);
  });

  it('refuses a host that does not resolve with WEBHOOK_URL_UNRESOLVABLE and writes nothing', async () => {
    const before = await strict.count('webhook_endpoint');
    const answer = await strict.graphql(CREATE, { input: { url: 'https://does-not-exist.invalid/hook', events: ['APPLICATION_APPROVED'] } }, strictAdmin);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEBHOOK_URL_UNRESOLVABLE', values: { host: 'does-not-exist.invalid' } });
    expect(await strict.count('webhook_endpoint')).toBe(before);
  });

  it('checks the address again at send time (DNS rebinding): a URL that now leads to loopback is not contacted', async () => {
    const receiver = await startReceiver([], 200);
    const id = await insertEndpoint(strict, receiver.url);
    try {
      await approvedApplication(strict, strictAdmin, 800);
      await strict.api.services.webhookWorker.whenIdle();
      const answer = await strict.graphql(DELIVERIES, { filter: { endpointId: id } }, strictAdmin);
      const [delivery] = answer.body.data.webhookDeliveries.nodes;
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
      expect(delivery.lastError).toContain('127.0.0.1 is not a public address');
      expect(receiver.received).toHaveLength(0);
    } finally {
      await strict.graphql(DELETE, { id }, strictAdmin);
      await receiver.close();
    }
  });
});

/** An endpoint row as if registered earlier (when its host was public): what rebinding leaves behind. */
async function insertEndpoint(on: TestApi, url: string): Promise<string> {
  const id = crypto.randomUUID();
  const sealed = new WebhookSecrets(TEST_JWT_SECRET).seal(id, 'whsec_test');
  await on.db.dataSource.query(
    `INSERT INTO webhook_endpoint (id, url, events, secret_ciphertext, enabled) VALUES ($1, $2, '{application.approved}', $3, true)`,
    [id, url, sealed],
  );
  return id;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startApiProcess, type RunningApi } from '../../test/api-process';
import { pngBytes } from '../../test/fixtures';
import { TEST_JWT_SECRET } from '../../test/test-api';
import { createEmptyDatabase } from '../../test/test-database';
import { startReceiver } from '../../test/webhook-receiver';

/**
 * The crash test: the API commits an approval (and its event, in the same transaction),
 * starts sending it, and is killed with SIGKILL before the receiver answers. A new API process on
 * the same database takes the delivery once the dead one's claim has lapsed and delivers it.
 * On a PostgreSQL server (TEST_DATABASE_URL) the processes share a fresh database; otherwise they
 * take turns on one embedded PGlite directory, as `npm start` would after a crash.
 */
const password = 'correct-horse-battery';

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | undefined;
const running: RunningApi[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-crash-'));
  if (process.env.TEST_DATABASE_URL) database = await createEmptyDatabase(process.env.TEST_DATABASE_URL);
});

afterAll(async () => {
  for (const api of running) await api.kill('SIGKILL');
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts src/main.ts in a child process on this test's data; resolves once it listens. */
async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const api = await startApiProcess({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    API_PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  running.push(api);
  return api;
}

async function rest(url: string, method: string, route: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url + route, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

async function graphql(url: string, query: string, variables: Record<string, unknown>, token: string) {
  return (await rest(url, 'POST', '/graphql', { query, variables }, token)).body;
}

async function register(url: string, role: 'admin' | 'seeker'): Promise<string> {
  const answer = await rest(url, 'POST', `/${role}/register`, { fullname: `A ${role}`, email: `${role}.${Date.now()}@example.org`, password });
  expect(answer.status).toBe(201);
  return answer.body.token;
}

async function submitApplication(url: string, token: string): Promise<string> {
  const form = new FormData();
  const fields = {
    fullName: 'Khadija Noor', email: 'khadija@example.org', phone: '+92 300 1234567', address: 'Lahore', city: 'Lahore', country: 'Pakistan', travelType: 'Hajj', familySize: '3',
    incomeBracket: 'under-500', requestedAmount: '5000', hajjReason: 'To make Hajj with my husband.',
    referenceName: 'Imam Bilal', referencePhone: '+92 300 7654321', referenceRelation: 'Imam',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('idUpload', new Blob([new Uint8Array(pngBytes())]), 'id.png');
  const response = await fetch(`${url}/application/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { application: { _id: string } }).application._id;
}

const DELIVERIES = '{ webhookDeliveries { nodes { id eventId status attempts deliveredAt } } }';

describe('an API killed after the commit, while its delivery is under way', () => {
  it('delivers the event after a restart, under the same event id (delivery is at least once)', async () => {
    // The first attempt never gets an answer: the process dies while it waits.
    const receiver = await startReceiver(['hang'], 200);
    try {
      // A long poll interval: only the nudge after the approval's commit sends.
      // A timeout of 4 s: the kill below lands long before the attempt could give up and record itself.
      const first = await startApi({ WEBHOOK_POLL_INTERVAL_MS: '3600000', WEBHOOK_TIMEOUT_SECONDS: '4' });
      const admin = await register(first.url, 'admin');
      const created = await graphql(
        first.url,
        'mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
        { input: { url: receiver.url, events: ['APPLICATION_APPROVED'] } },
        admin,
      );
      expect(created.errors).toBeUndefined();
      const applicationId = await submitApplication(first.url, await register(first.url, 'seeker'));

      expect((await rest(first.url, 'PUT', `/application/update/${applicationId}`, { status: 'approved' }, admin)).status).toBe(200);
      await receiver.waitFor(1);
      await first.kill('SIGKILL');

      if (database) {
        // The event outlived the process: committed with the approval, claimed, never recorded as sent.
        const client = new Client({ connectionString: database.url });
        await client.connect();
        const { rows } = await client.query('SELECT status, attempts, locked_until FROM webhook_delivery');
        await client.end();
        expect(rows).toEqual([expect.objectContaining({ status: 'pending', attempts: 0, locked_until: expect.any(Date) })]);
      }

      // The next process polls often, and takes the delivery once the dead one's lease has lapsed.
      const second = await startApi({ WEBHOOK_POLL_INTERVAL_MS: '200', WEBHOOK_TIMEOUT_SECONDS: '2' });
      await receiver.waitFor(2);
      let delivery: any;
      for (let tries = 0; tries < 50; tries += 1) {
        [delivery] = (await graphql(second.url, DELIVERIES, {}, admin)).data.webhookDeliveries.nodes;
        if (delivery.status === 'DELIVERED') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1 });
      const ids = receiver.received.map((r) => r.headers['sabil-event-id']);
      expect(ids).toEqual([delivery.eventId, delivery.eventId]);
      expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ id: delivery.eventId, type: 'application.approved', data: { applicationId } });

      // The unanswered attempt and the delivery: the receiver de-duplicates by the event id.
      await second.kill('SIGTERM');
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  }, 120_000);
});

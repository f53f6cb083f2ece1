import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createApi, type Api } from './composition-root';
import { openDatabase, type Database } from './db/data-source';
import { createLogger } from './logging/logger';
import { pngBytes } from './test/fixtures';
import { CREDENTIALS, startS3rver } from './test/s3-server';
import { startTestApi, type TestApi } from './test/test-api';
import { ENTITIES } from './modules/index';

/**
 * Several API instances behind a load balancer behave as one (DESIGN §8, §10): they share the
 * PostgreSQL database (rows, rate-limit counters, list-change notifications) and one S3 bucket
 * (uploads). Here two real instances run on one database and one bucket on a real S3-protocol
 * server. On the embedded PGlite (one process by nature) the same file checks what one instance
 * does instead: uploads still go to the bucket, counters stay in memory, no listener runs.
 */
const BUCKET = 'sabil-two-instances';
const password = 'correct-horse-battery';
const APPROVED = '{ approvedApplications(first: 100) { nodes { id } } }';

let s3: Awaited<ReturnType<typeof startS3rver>>;
let s3Admin: S3Client;
let a: TestApi;
/** The first admin registers without an invitation code (SPEC §2); the tests share that one. */
let admin: string;

beforeAll(async () => {
  s3 = await startS3rver();
  s3Admin = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  await s3Admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  a = await startTestApi({
    s3: { bucket: BUCKET, endpoint: s3.endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true },
    rateLimit: { windowSeconds: 600, perIp: 1000, perAccount: 4 },
  });
  admin = await register(client(a.url), 'admin');
});

afterAll(async () => {
  await a?.close();
  s3Admin?.destroy();
  await s3?.stop();
});

const email = (name: string) => `${name}.${Date.now()}.${Math.random().toString(16).slice(2)}@example.org`;

async function objectsInBucket(): Promise<string[]> {
  const listed = await s3Admin.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

/** One HTTP client per instance, speaking to it the way browsers and integrators do. */
function client(url: string) {
  return {
    async rest(method: string, path: string, body?: unknown, token?: string) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
    },
    async file(path: string, token: string) {
      const response = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    },
    async approvedIds(token: string): Promise<string[]> {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: APPROVED }),
      });
      const body = (await response.json()) as { data: { approvedApplications: { nodes: { id: string }[] } } };
      return body.data.approvedApplications.nodes.map((node) => node.id);
    },
    async submitApplication(token: string, address: string): Promise<string> {
      const form = new FormData();
      const fields = {
        fullName: 'Khadija Noor', email: address, phone: '+92 300 1234567', address: 'Lahore', city: 'Lahore', country: 'Pakistan', travelType: 'Hajj', familySize: '3',
        incomeBracket: 'under-500', requestedAmount: '5000', hajjReason: 'To make Hajj with my husband.',
        referenceName: 'Imam Bilal', referencePhone: '+92 300 7654321', referenceRelation: 'Imam',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('idUpload', new Blob([new Uint8Array(pngBytes())]), 'id.png');
      const response = await fetch(`${url}/application/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(201);
      return ((await response.json()) as { application: { _id: string } }).application._id;
    },
  };
}

async function register(on: ReturnType<typeof client>, role: 'admin' | 'donor' | 'seeker', address = email(role)): Promise<string> {
  const answer = await on.rest('POST', `/${role}/register`, { fullname: `A ${role}`, email: address, password });
  expect(answer.status).toBe(201);
  return answer.json().token as string;
}

if (!process.env.TEST_DATABASE_URL) {
  describe('one instance on the embedded PGlite', () => {
    it('keeps ID documents in the bucket, not on local disk', async () => {
      const one = client(a.url);
      const seekerEmail = email('seeker');
      const id = await one.submitApplication(await register(one, 'seeker', seekerEmail), seekerEmail);
      expect(a.storedFiles()).toEqual([]);
      expect(await objectsInBucket()).toHaveLength(1);
      const document = await one.file(`/application/file/${id}`, admin);
      expect(document.status).toBe(200);
      expect(document.bytes.equals(pngBytes())).toBe(true);
    });

    it('counts failed sign-ins in memory and starts no list listener (one process, nothing to share)', async () => {
      const one = client(a.url);
      const address = email('donor');
      await register(one, 'donor', address);
      expect((await one.rest('POST', '/donor/login', { email: address, password: 'wrong-password' })).status).toBe(401);
      expect(await a.count('rate_limit')).toBe(0);
      expect(a.api.sharedListsListener).toBeUndefined();
    });
  });
} else {
  describe('two instances on one PostgreSQL database and one bucket', () => {
    let bDb: Database;
    let b: Api;
    let onA: ReturnType<typeof client>;
    let onB: ReturnType<typeof client>;
    let onBUrl: string;

    beforeAll(async () => {
      bDb = await openDatabase({ entities: ENTITIES, url: a.db.url });
      b = await createApi(a.config, bDb, createLogger('silent'));
      onA = client(a.url);
      onBUrl = `http://127.0.0.1:${await b.listen(0, '127.0.0.1')}`;
      onB = client(onBUrl);
    });

    afterAll(async () => {
      await b?.stop();
      await bDb?.close();
    });

    it('serves through B an ID document uploaded through A', async () => {
      const seekerEmail = email('seeker');
      const id = await onA.submitApplication(await register(onA, 'seeker', seekerEmail), seekerEmail);
      expect(a.storedFiles()).toEqual([]);

      const document = await onB.file(`/application/file/${id}`, admin);
      expect(document.status).toBe(200);
      expect(document.type).toBe('image/png');
      expect(document.bytes.equals(pngBytes())).toBe(true);
    });

    it('locks an account on both instances after failed sign-ins counted across both', async () => {
      const address = email('donor');
      await register(onA, 'donor', address);
      // Four failures in all (the limit), alternating between the instances: neither saw four alone.
      for (const on of [onA, onB, onA, onB]) {
        expect((await on.rest('POST', '/donor/login', { email: address, password: 'wrong-password' })).status).toBe(401);
      }
      for (const on of [onA, onB]) {
        const locked = await on.rest('POST', '/donor/login', { email: address, password });
        expect(locked.status).toBe(429);
        expect(locked.json().reason).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(await a.count('rate_limit')).toBeGreaterThan(0);
    });

    it('ends a session on B at once when the person signs out everywhere through A', async () => {
      const donor = await register(onA, 'donor');
      const me = '{"query":"{ me { id } }"}';
      const asked = (on: ReturnType<typeof client>) =>
        fetch(`${on === onA ? a.url : onBUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${donor}` }, body: me });
      // B has read (and keeps in memory) this account's token version.
      expect((await asked(onB)).status).toBe(200);
      expect((await asked(onB)).status).toBe(200);
      const out = await fetch(`${a.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${donor}` }, body: '{"query":"mutation { signOutEverywhere }"}' });
      expect(await out.json()).toEqual({ data: { signOutEverywhere: true } });
      // A's NOTIFY reaches B in milliseconds; the bar is "at once": allow one second.
      const deadline = Date.now() + 1000;
      let status = (await asked(onB)).status;
      while (status !== 401 && Date.now() < deadline) status = (await asked(onB)).status;
      expect(status).toBe(401);
      expect((await asked(onA)).status).toBe(401);
    });

    it("puts an approval made through A in B's donor list within a second", async () => {
      const donor = await register(onB, 'donor');
      const seekerEmail = email('seeker');
      const id = await onA.submitApplication(await register(onA, 'seeker', seekerEmail), seekerEmail);
      // B has answered (and cached) the donor list before the approval.
      expect(await onB.approvedIds(donor)).not.toContain(id);
      expect(await onB.approvedIds(donor)).not.toContain(id);

      expect((await onA.rest('PUT', `/application/update/${id}`, { status: 'approved' }, admin)).status).toBe(200);
      // The bar is one second; B's cache is dropped by A's NOTIFY, usually within milliseconds.
      const deadline = Date.now() + 1000;
      let seen = await onB.approvedIds(donor);
      while (!seen.includes(id) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await onB.approvedIds(donor);
      }
      expect(seen).toContain(id);
    });
  });
}

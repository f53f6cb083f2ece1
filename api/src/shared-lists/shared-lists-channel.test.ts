import { Role } from '../auth/role';
import { openDatabase, type Database } from '../db/data-source';
import { createApi, type Api } from '../composition-root';
import { createLogger } from '../logging/logger';
import { pngBytes } from '../test/fixtures';
import { startTestApi, type TestApi } from '../test/test-api';
import { ENTITIES } from '../modules/index';

/**
 * Two API instances on one PostgreSQL database (DESIGN §10): a review on one must reach the other's
 * shared-list cache. PGlite is a single process, so there the listener must simply not exist.
 */
const APPROVED = '{ approvedApplications(first: 100) { nodes { id } } }';

let a: TestApi;

beforeAll(async () => {
  a = await startTestApi();
});
afterAll(async () => {
  await a.close();
});

/** Polls until `check` holds: notifications cross a connection, so they arrive a moment later. */
async function eventually(check: () => boolean | Promise<boolean>, what: string, seconds = 10): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${seconds}s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

if (!process.env.TEST_DATABASE_URL) {
  it('starts no listener on the embedded PGlite (one process, one cache)', () => {
    expect(a.db.embedded).toBe(true);
    expect(a.api.sharedListsListener).toBeUndefined();
  });
} else {
  describe('two instances on one PostgreSQL database', () => {
    let bDb: Database;
    let b: Api;
    let bUrl: string;
    const tokens = { admin: '', donor: '' };

    beforeAll(async () => {
      bDb = await openDatabase({ entities: ENTITIES, url: a.db.url });
      b = await createApi(a.config, bDb, createLogger('silent'));
      bUrl = `http://127.0.0.1:${await b.listen(0, '127.0.0.1')}`;
      tokens.admin = (await a.rest('POST', '/admin/register', { fullname: 'Admin', email: 'admin@example.org', password: 'admin-password' })).body.token;
      tokens.donor = (await a.rest('POST', '/donor/register', { fullname: 'Donor', email: 'donor@example.org', password: 'donor-pass' })).body.token;
    });
    afterAll(async () => {
      await b.stop();
      await bDb.close();
    });

    const listOnB = async (): Promise<string[]> => {
      const response = await fetch(`${bUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.donor}` },
        body: JSON.stringify({ query: APPROVED }),
      });
      const body = (await response.json()) as { data: { approvedApplications: { nodes: { id: string }[] } } };
      return body.data.approvedApplications.nodes.map((node) => node.id);
    };
    const cachedOnB = () => {
      const key = b.services.sharedResponses.keyFor({ query: APPROVED }, Role.DONOR);
      return key !== undefined && b.services.sharedResponses.get(key) !== undefined;
    };

    async function pendingApplication(): Promise<string> {
      const email = `seeker.${Date.now()}.${Math.random().toString(16).slice(2)}@example.org`;
      const seeker = (await a.rest('POST', '/seeker/register', { fullname: 'Seeker', email, password: 'seeker-pass' })).body.token;
      const form = new FormData();
      const fields = {
        fullName: 'Khadija Noor', email, phone: '+92 300 1234567', address: 'Lahore', city: 'Lahore', country: 'Pakistan', travelType: 'Hajj', familySize: '3',
        incomeBracket: 'under-500', requestedAmount: '5000', hajjReason: 'To make Hajj with my husband.',
        referenceName: 'Imam Bilal', referencePhone: '+92 300 7654321', referenceRelation: 'Imam',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('idUpload', new Blob([new Uint8Array(pngBytes())]), 'id.png');
      const response = await fetch(`${a.url}/application/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seeker}` } });
      expect(response.status).toBe(201);
      return ((await response.json()) as { application: { _id: string } }).application._id;
    }

    it('listens on both instances', async () => {
      await eventually(() => a.api.sharedListsListener?.backendPid() !== undefined, 'A listening');
      await eventually(() => b.sharedListsListener?.backendPid() !== undefined, 'B listening');
    });

    it("drops B's cached donor list when A approves an application", async () => {
      const id = await pendingApplication();
      const before = await listOnB();
      await listOnB();
      expect(cachedOnB()).toBe(true);

      const review = await a.rest('PUT', `/application/update/${id}`, { status: 'approved' }, tokens.admin);
      expect(review.status).toBe(200);

      await eventually(() => !cachedOnB(), "B's cache emptied by A's notification");
      const after = await listOnB();
      expect(after).toContain(id);
      expect(after).toHaveLength(before.length + 1);
    });

    it('caches nothing while its listening connection is lost, and resumes once it is back', async () => {
      const lostPid = b.sharedListsListener!.backendPid()!;
      await listOnB();
      await listOnB();
      expect(cachedOnB()).toBe(true);

      await a.db.dataSource.query('SELECT pg_terminate_backend($1)', [lostPid]);
      await eventually(() => b.services.sharedResponses.keyFor({ query: APPROVED }, Role.DONOR) === undefined, 'B stops caching');
      expect(cachedOnB()).toBe(false);

      await eventually(() => {
        const pid = b.sharedListsListener!.backendPid();
        return pid !== undefined && pid !== lostPid;
      }, 'B listening again');
      // Listening again: a write on A reaches B as before.
      await listOnB();
      await listOnB();
      expect(cachedOnB()).toBe(true);
      const id = await pendingApplication();
      expect((await a.rest('PUT', `/application/update/${id}`, { status: 'approved' }, tokens.admin)).status).toBe(200);
      await eventually(() => !cachedOnB(), "B's cache emptied after reconnecting");
      expect(await listOnB()).toContain(id);
    });
  });
}

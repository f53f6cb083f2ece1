import type { GraphQLObjectType } from 'graphql';
import { getSchema } from '../../graphql/schema';
import { account } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';

/** SPEC §7: GET /application/all and /application/approved answer every matching row; integrators may page. */

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
const SEEDED = 260;

beforeAll(async () => {
  t = await startTestApi({ webOrigin: 'http://localhost:3000' });
  admin = await account(t, 'admin');
  donor = await account(t, 'donor');
  // More rows than one batch of the stream (and than one page of 100), straight into the tables.
  await t.db.dataSource.query(
    `WITH seekers AS (
       INSERT INTO account (role, fullname, email, password_hash)
       SELECT 'seeker', 'Seeker ' || g, 'list-seeker-' || g || '@example.org', 'not-a-hash' FROM generate_series(1, $1) g RETURNING id)
     INSERT INTO application (seeker_id, full_name, email, phone, address, hajj_reason, family_size, income_bracket, travel_type,
       requested_amount_cents, reference_name, reference_phone, reference_relation, id_file_key, id_file_type, id_file_size, status, submitted_at)
     SELECT id, 'Applicant ' || n, 'a' || n || '@example.org', '+1 555 0100', n || ' Street', 'A reason.', '4', 'under-500', 'Hajj',
       500000, 'Ref', '+1 555 0101', 'Friend', 'key-' || n || '-0000', 'image/png', 10,
       CASE WHEN n % 2 = 0 THEN 'approved' ELSE 'pending' END, now() - (n || ' seconds')::interval
     FROM (SELECT id, row_number() OVER () AS n FROM seekers) s`,
    [SEEDED],
  );
});
afterAll(async () => {
  await t.close();
});

describe('GET /application/all', () => {
  it('answers every application, newest first, in one array', async () => {
    const answer = await t.rest('GET', '/application/all', undefined, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(SEEDED);
    expect(answer.headers.get('x-next-cursor')).toBeNull();
    const times = answer.body.map((a: { submittedAt: string }) => Date.parse(a.submittedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(answer.body.map((a: { _id: string }) => a._id)).size).toBe(SEEDED);
    const pending = await t.rest('GET', '/application/all?status=pending', undefined, admin.token);
    expect(pending.body).toHaveLength(SEEDED / 2);
  });

  it('pages for integrators with ?limit and the X-Next-Cursor header, which the web origin may read', async () => {
    const seen: string[] = [];
    let path = '/application/all?limit=100';
    for (;;) {
      const response = await fetch(t.url + path, { headers: { authorization: `Bearer ${admin.token}`, origin: 'http://localhost:3000' } });
      const rows = (await response.json()) as { _id: string }[];
      expect(rows.length).toBeLessThanOrEqual(100);
      seen.push(...rows.map((row) => row._id));
      expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Next-Cursor/i);
      const next = response.headers.get('x-next-cursor');
      if (!next) break;
      path = `/application/all?limit=100&after=${encodeURIComponent(next)}`;
    }
    expect(seen).toHaveLength(SEEDED);
    expect(new Set(seen).size).toBe(SEEDED);
  });

  it('refuses a limit that is not a whole number of at least 1, and a forged cursor, with 400', async () => {
    expect((await t.rest('GET', '/application/all?limit=0', undefined, admin.token)).body).toMatchObject({ reason: 'PAGE_SIZE_INVALID' });
    expect((await t.rest('GET', '/application/all?after=bm9wZQ', undefined, admin.token)).body).toMatchObject({ reason: 'CURSOR_INVALID' });
    expect((await t.rest('GET', '/application/all?status=lost', undefined, admin.token)).status).toBe(400);
  });
});

describe('GET /application/approved', () => {
  it('answers every approved request to a donor, with donor-safe fields only', async () => {
    const answer = await t.rest('GET', '/application/approved', undefined, donor.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(SEEDED / 2);
    expect(Object.keys(answer.body[0]).sort()).toEqual(
      ['_id', 'city', 'collectedAmount', 'country', 'donorCount', 'heldAmount', 'familySize', 'fullName', 'fullyFunded', 'hajjReason', 'requestedAmount', 'status', 'submittedAt', 'travelType', 'zakatCategory'].sort(),
    );
    expect((await t.rest('GET', '/application/approved', undefined, admin.token)).status).toBe(403);
  });
});

describe('applications(first) in GraphQL, which reads only the columns of the fields asked for', () => {
  const page = async (selection: string, after?: string) => {
    const answer = await t.graphql(`query($after: String) { applications(first: 20, after: $after) { nodes { ${selection} } pageInfo { endCursor } } }`, { after }, admin.token);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.applications as { nodes: Record<string, unknown>[]; pageInfo: { endCursor: string } };
  };

  it('answers each field asked alone as it does when every field is asked, on this page and the next', async () => {
    // A few rows with the optional columns filled (this file's last tests: the counts above are done).
    await t.db.dataSource.query(
      `UPDATE application SET status = 'rejected', reviewed_at = now(), rejection_reason = 'other', rejection_note = 'A note', city = 'Kano', country = 'Nigeria',
         id_document_deleted_at = now() WHERE id IN (SELECT id FROM application ORDER BY submitted_at DESC LIMIT 3)`,
    );
    const fields = Object.keys(((await getSchema()).getType('Application') as GraphQLObjectType).getFields());
    expect(fields.length).toBeGreaterThan(20);
    const everything = await page(fields.join(' '));
    const next = await page(fields.join(' '), everything.pageInfo.endCursor);
    for (const field of fields) {
      const alone = await page(field);
      expect({ field, values: alone.nodes.map((node) => node[field]) }).toEqual({ field, values: everything.nodes.map((node) => node[field]) });
      expect(alone.pageInfo.endCursor).toBe(everything.pageInfo.endCursor);
      const afterIt = await page(field, alone.pageInfo.endCursor);
      expect(afterIt.nodes.map((node) => node[field])).toEqual(next.nodes.map((node) => node[field]));
    }
  });

  it('follows fragments, inline fragments and aliases to the fields they name', async () => {
    const everything = await page('fullName requestedAmount idFileUrl status');
    const answer = await t.graphql(
      `fragment Money on Application { requestedAmount }
       { applications(first: 20) { nodes { name: fullName ...Money ... on Application { idFileUrl status } } } }`,
      {},
      admin.token,
    );
    expect(answer.body.data.applications.nodes).toEqual(everything.nodes.map(({ fullName, ...rest }) => ({ name: fullName, ...rest })));
  });
});

describe.each([
  ['approvedApplications', 'FundraisingRequest'],
  ['publicFundraisingRequests', 'PublicFundraisingRequest'],
])('%s(first) in GraphQL, which sums the live holds only when heldAmount is asked for', (list, type) => {
  const page = async (selection: string, after?: string) => {
    const answer = await t.graphql(`query($after: String) { ${list}(first: 20, after: $after) { nodes { ${selection} } pageInfo { endCursor } } }`, { after }, donor.token);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data[list] as { nodes: Record<string, unknown>[]; pageInfo: { endCursor: string } };
  };

  it('answers each field asked alone as it does when every field is asked, held dollars included', async () => {
    // Two live holds on the newest approved request, one on the next, and a lapsed one that counts for nothing.
    const [first, second] = (await page('id')).nodes.map((node) => node.id as string);
    await t.db.dataSource.query('DELETE FROM application_hold');
    await t.db.dataSource.query(
      `INSERT INTO application_hold (holder_id, application_id, amount_cents, expires_at) VALUES
         (gen_random_uuid(), $1, 2500, now() + interval '30 minutes'), (gen_random_uuid(), $1, 1000, now() + interval '30 minutes'),
         (gen_random_uuid(), $2, 4000, now() + interval '30 minutes'), (gen_random_uuid(), $2, 9900, now() - interval '1 second')`,
      [first, second],
    );
    const fields = Object.keys(((await getSchema()).getType(type) as GraphQLObjectType).getFields());
    expect(fields).toContain('heldAmount');
    const everything = await page(fields.join(' '));
    expect(everything.nodes.slice(0, 3).map((node) => node.heldAmount)).toEqual([35, 40, 0]);
    // submittedAt is read as text and parsed only when asked for: the same instants pg itself reads.
    const stored: { id: string; submitted_at: Date }[] = await t.db.dataSource.query(
      `SELECT id, submitted_at FROM application WHERE status = 'approved' ORDER BY submitted_at DESC, id DESC LIMIT 20`,
    );
    expect(everything.nodes.map((node) => [node.id, node.submittedAt])).toEqual(stored.map((row) => [row.id, row.submitted_at.toISOString()]));
    const next = await page(fields.join(' '), everything.pageInfo.endCursor);
    for (const field of fields) {
      const alone = await page(field);
      expect({ field, values: alone.nodes.map((node) => node[field]) }).toEqual({ field, values: everything.nodes.map((node) => node[field]) });
      const afterIt = await page(field, alone.pageInfo.endCursor);
      expect(afterIt.nodes.map((node) => node[field])).toEqual(next.nodes.map((node) => node[field]));
    }
    // Through a fragment, as the web's cards ask for it.
    const carded = await t.graphql(`fragment Card on ${type} { heldAmount } { ${list}(first: 20) { nodes { id ...Card } } }`, {}, donor.token);
    expect(carded.body.data[list].nodes.map((node: { heldAmount: number }) => node.heldAmount)).toEqual(everything.nodes.map((node) => node.heldAmount));
  });
});

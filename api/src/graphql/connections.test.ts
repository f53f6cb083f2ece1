import { account, approvedApplication, give } from '../test/giving';
import { startTestApi, type TestApi } from '../test/test-api';

/**
 * Issue 29: every `*Connection` pages the Relay way too — `edges { cursor node }` beside `nodes`, and
 * PageInfo's four fields — so Relay clients and Apollo's relayStylePagination can page them. Each
 * list is read whole through `nodes`, then paged two at a time through edges, and every edge's cursor
 * must continue the list right after its own node.
 */

let t: TestApi;
const tokens: Record<'admin' | 'donor' | 'seeker' | 'public', string | undefined> = { admin: undefined, donor: undefined, seeker: undefined, public: undefined };

beforeAll(async () => {
  t = await startTestApi({ webhooks: { timeoutMs: 8000, pollIntervalMs: 3_600_000, allowPrivate: true, retentionDays: 30 } });
  const admin = await account(t, 'admin');
  const donor = await account(t, 'donor');
  const seeker = await account(t, 'seeker');
  Object.assign(tokens, { admin: admin.token, donor: donor.token, seeker: seeker.token });
  // Webhook deliveries: one per approval below (queued; nothing is sent in this file).
  const endpoint = await t.graphql('mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }', {
    input: { url: 'http://127.0.0.1:9/hook', events: ['APPLICATION_APPROVED'] },
  }, admin.token);
  expect(endpoint.body.errors).toBeUndefined();
  // Applications, audit events, mail and donations through the real flows.
  const requests = [];
  for (const dollars of [300, 400, 500]) requests.push(await approvedApplication(t, admin.token, dollars));
  const gifts = [];
  for (const [i, dollars] of [25, 30, 35].entries()) gifts.push((await give(t, donor.token, requests[i % 2]!, dollars)).donation.id as string);
  for (const [i, status] of ['ONGOING', 'COMPLETED', 'ONGOING'].entries()) {
    const posted = await t.graphql('mutation($input: PostTrackingUpdateInput!) { postTrackingUpdate(input: $input) { update { id } } }', {
      input: { donationId: gifts[i], newStatus: status, updateMessage: `Update ${i}` },
    }, admin.token);
    expect(posted.body.errors).toBeUndefined();
  }
  // The rest straight into the tables, three of each sharing one instant: the id breaks the tie.
  const at = "now() - interval '1 hour'";
  await t.db.dataSource.query(
    `INSERT INTO story (seeker_id, title, description, status, created_at)
     SELECT $1, 'Story ' || g, 'Told.', CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'approved' END, CASE WHEN g <= 3 THEN ${at} ELSE now() - g * interval '1 minute' END
     FROM generate_series(1, 7) g`,
    [seeker.id],
  );
  await t.db.dataSource.query(
    `INSERT INTO contact_message (name, email, subject, message, created_at)
     SELECT 'Writer ' || g, 'w' || g || '@example.org', 'Hello', 'A question.', CASE WHEN g <= 3 THEN ${at} ELSE now() - g * interval '1 minute' END
     FROM generate_series(1, 5) g`,
  );
  await t.db.dataSource.query(
    `INSERT INTO newsletter_subscriber (email, language, status, created_at)
     SELECT 'reader' || g || '@example.org', 'en', 'confirmed', CASE WHEN g <= 3 THEN ${at} ELSE now() - g * interval '1 minute' END
     FROM generate_series(1, 5) g`,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const LISTS: { field: string; args?: string; as: keyof typeof tokens }[] = [
  { field: 'applications', as: 'admin' },
  { field: 'approvedApplications', as: 'donor' },
  { field: 'publicFundraisingRequests', as: 'donor' },
  { field: 'auditEvents', as: 'admin' },
  { field: 'contactMessages', as: 'admin' },
  { field: 'donationTotals', as: 'admin' },
  { field: 'donations', as: 'admin' },
  { field: 'myDonationHistory', as: 'donor' },
  { field: 'mailLog', as: 'admin' },
  { field: 'newsletterSubscribers', as: 'admin' },
  { field: 'approvedStories', as: 'public' },
  { field: 'pendingStories', as: 'admin' },
  { field: 'myStories', as: 'seeker' },
  { field: 'myTrackingUpdates', as: 'donor' },
  { field: 'webhookDeliveries', as: 'admin' },
];

interface Paged {
  nodes: { id: string }[];
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
}

async function read(field: string, as: keyof typeof tokens, first: number, after: string | null): Promise<Paged> {
  const answer = await t.graphql(
    `query($first: Int, $after: String) { list: ${field}(first: $first, after: $after) {
       nodes { id } edges { cursor node { id } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage } } }`,
    { first, after },
    tokens[as],
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.list as Paged;
}

describe.each(LISTS)('$field', ({ field, as }) => {
  it('pages through edges to the same nodes as `nodes`, each cursor continuing right after its node', async () => {
    const whole = await read(field, as, 100, null);
    const ids = whole.nodes.map((node) => node.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(whole.edges.map((edge) => edge.node.id)).toEqual(ids);

    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Paged = await read(field, as, 2, after);
      expect(page.edges.map((edge) => edge.node.id)).toEqual(page.nodes.map((node) => node.id));
      expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      // Forward paging: a page asked for with `after` has rows before it, the first page none.
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.edges.at(-1)!.cursor;
    }
    expect(seen).toEqual(ids);

    // Not only the last: `after` any edge's cursor, the list goes on with the very next node.
    for (const [index, edge] of whole.edges.entries()) {
      const next = await read(field, as, 1, edge.cursor);
      expect(next.nodes.map((node) => node.id)).toEqual(ids.slice(index + 1, index + 2));
      expect(next.pageInfo.hasPreviousPage).toBe(true);
    }
  });
});

describe('rows read only through edges', () => {
  it('carry every field asked for under edges { node }: the lists that read only the columns asked for see them there too', async () => {
    const admin = await t.graphql('{ applications(first: 5) { edges { node { id fullName requestedAmount status } } } }', undefined, tokens.admin);
    expect(admin.body.errors).toBeUndefined();
    for (const { node } of admin.body.data.applications.edges) {
      expect(node).toEqual({ id: expect.any(String), fullName: expect.any(String), requestedAmount: expect.any(Number), status: expect.any(String) });
    }
    const held = await t.graphql('{ approvedApplications(first: 5) { edges { node { id heldAmount } } } publicFundraisingRequests(first: 5) { edges { node { heldAmount } } } }', undefined, tokens.donor);
    expect(held.body.errors).toBeUndefined();
    expect(held.body.data.approvedApplications.edges.length).toBeGreaterThanOrEqual(3);
    for (const list of [held.body.data.approvedApplications, held.body.data.publicFundraisingRequests]) {
      for (const { node } of list.edges) expect(node.heldAmount).toBe(0);
    }
  });

  it('an empty page has no edges and null cursors', async () => {
    const last = await read('contactMessages', 'admin', 100, null);
    const empty = await read('contactMessages', 'admin', 5, last.pageInfo.endCursor);
    expect(empty).toEqual({ nodes: [], edges: [], pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: true } });
  });
});

import { getSchema } from '../../graphql/schema';
import { account, approvedApplication, give } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';
import { MODULES } from '../index';
import { operationCatalogue } from '../../operations/catalogue';
import { ANY_KEY_FIELDS } from './api-key-scope';
import { hashApiKey } from './api-key-secret';

const CREATE = `mutation Create($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix scopes createdAt createdBy createdByName lastUsedAt revokedAt } }
}`;
const LIST = `{ apiKeys { id name prefix scopes createdAt createdBy createdByName lastUsedAt revokedAt } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;
const PUBLIC_REQUESTS = `{ publicFundraisingRequests(first: 10) { nodes { id firstName city country travelType collectedAmount donorCount } pageInfo { hasNextPage } } }`;
const APPROVED_STORIES = `{ approvedStories(first: 10) { nodes { id title } } }`;
const TOTALS = `query Totals($first: Int) { donationTotals(first: $first) { nodes { id requestedAmount collectedAmount donorCount completedDonationCount } pageInfo { endCursor hasNextPage } } }`;
const MODERATE = `mutation Moderate($id: ID!) { moderateStory(id: $id, decision: APPROVE) { story { id status } } }`;

/** A small limit, so the 429 is reached in a few requests; every test uses a key of its own. */
const PER_KEY = 6;

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let seeker: { id: string; token: string };
let applicationId: string;
let storyId: string;
let pendingStoryId: string;

async function createKey(name: string, scopes: string[]) {
  const answer = await t.graphql(CREATE, { input: { name, scopes } }, admin.token);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createApiKey as { secret: string; apiKey: { id: string; prefix: string; scopes: string[]; revokedAt: string | null } };
}

async function shareStory(title: string): Promise<string> {
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'We travelled together.');
  const response = await fetch(`${t.url}/stories/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seeker.token}` } });
  const body = (await response.json()) as { story: { _id: string } };
  return body.story._id;
}

const refusal = (answer: { body: { errors?: Array<{ extensions: Record<string, unknown> }> } }) => answer.body.errors?.[0]?.extensions;

beforeAll(async () => {
  t = await startTestApi({ apiKeyLimit: { windowSeconds: 60, perKey: PER_KEY, invalidPerIp: 1000 } });
  admin = await account(t, 'admin', 'Admin Aisha');
  donor = await account(t, 'donor');
  seeker = await account(t, 'seeker');
  applicationId = await approvedApplication(t, admin.token, 500);
  await give(t, donor.token, applicationId, 40);
  await give(t, donor.token, applicationId, 10);
  storyId = await shareStory('Our Umrah');
  expect((await t.rest('PUT', `/stories/update/${storyId}`, { status: 'approved' }, admin.token)).status).toBe(200);
  pendingStoryId = await shareStory('Still waiting');
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('createApiKey', () => {
  it('shows the secret once and stores only its hash, with an audit event without it', async () => {
    const created = await createKey('Mosque website', ['APPLICATIONS_READ', 'STORIES_READ']);
    expect(created.secret).toMatch(/^sabil_key_[0-9a-f]{8}_[0-9a-f]{64}$/);
    expect(created.secret.startsWith(`${created.apiKey.prefix}_`)).toBe(true);
    expect(created.apiKey).toMatchObject({ name: 'Mosque website', scopes: ['APPLICATIONS_READ', 'STORIES_READ'], createdBy: admin.id, createdByName: 'Admin Aisha', lastUsedAt: null, revokedAt: null });

    const [row] = await t.db.dataSource.query('SELECT * FROM api_key WHERE id = $1', [created.apiKey.id]);
    expect(row.secret_hash).toBe(hashApiKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(20));

    const [event] = await t.db.dataSource.query(`SELECT * FROM audit_event WHERE action = 'api_key.create' AND subject_id = $1`, [created.apiKey.id]);
    expect(event).toMatchObject({ actor_id: admin.id, actor_role: 'admin', subject_type: 'api_key' });
    expect(JSON.stringify(event)).not.toContain(created.secret.slice(20));
  });

  it('refuses a key without scopes or without a name, and writes nothing', async () => {
    const before = await t.count('api_key');
    const noScopes = await t.graphql(CREATE, { input: { name: 'Empty', scopes: [] } }, admin.token);
    expect(refusal(noScopes)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'API_KEY_SCOPES_REQUIRED', field: 'scopes' });
    const noName = await t.graphql(CREATE, { input: { name: '   ', scopes: ['STORIES_READ'] } }, admin.token);
    expect(refusal(noName)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'FIELD_REQUIRED', field: 'name' });
    expect(await t.count('api_key')).toBe(before);
  });

  it.each(['seeker', 'donor', 'anonymous'] as const)('refuses a %s on create, list and revoke, and changes nothing', async (who) => {
    const { apiKey } = await createKey(`Refusal check for ${who}`, ['STORIES_READ']);
    const token = who === 'seeker' ? seeker.token : who === 'donor' ? donor.token : undefined;
    const keys = await t.count('api_key');
    const events = await t.count('audit_event');
    const expected = who === 'anonymous' ? { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' } : { code: 'FORBIDDEN', reason: 'ROLE_NOT_ALLOWED' };
    expect(refusal(await t.graphql(CREATE, { input: { name: 'Mine', scopes: ['STORIES_READ'] } }, token))).toMatchObject(expected);
    const list = await t.graphql(LIST, {}, token);
    expect(refusal(list)).toMatchObject(expected);
    expect(list.body.data).toBeNull();
    expect(refusal(await t.graphql(REVOKE, { id: apiKey.id }, token))).toMatchObject(expected);
    expect(await t.count('api_key')).toBe(keys);
    expect(await t.count('api_key', `id = '${apiKey.id}' AND revoked_at IS NULL`)).toBe(1);
    expect(await t.count('audit_event')).toBe(events);
  });
});

describe('apiKeys', () => {
  it('lists keys newest first with their prefix, never a secret', async () => {
    const created = await createKey('Zakat fund books', ['DONATION_TOTALS_READ']);
    const answer = await t.graphql(LIST, {}, admin.token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.apiKeys[0]).toMatchObject({ id: created.apiKey.id, name: 'Zakat fund books', prefix: created.apiKey.prefix, scopes: ['DONATION_TOTALS_READ'] });
    expect(JSON.stringify(answer.body)).not.toContain(created.secret);
    expect(JSON.stringify(answer.body)).not.toContain(created.secret.slice(20));
  });
});

describe('a request with an API key', () => {
  it('reads approved requests (first name, city, country, amounts) with APPLICATIONS_READ, with the rate-limit headers, and records when it was used', async () => {
    const { secret, apiKey } = await createKey('Applications', ['APPLICATIONS_READ']);
    const answer = await t.graphql(PUBLIC_REQUESTS, {}, secret);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.publicFundraisingRequests.nodes).toEqual([
      { id: applicationId, firstName: 'Amina', city: 'Bradford', country: 'United Kingdom', travelType: 'HAJJ', collectedAmount: 50, donorCount: 1 },
    ]);
    expect(answer.headers.get('ratelimit-limit')).toBe(String(PER_KEY));
    expect(answer.headers.get('ratelimit-remaining')).toBe(String(PER_KEY - 1));
    expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const [row] = await t.db.dataSource.query('SELECT last_used_at FROM api_key WHERE id = $1', [apiKey.id]);
    expect(row.last_used_at).not.toBeNull();
  });

  it('reads published stories with STORIES_READ, never pending ones', async () => {
    const { secret } = await createKey('Stories', ['STORIES_READ']);
    const answer = await t.graphql(APPROVED_STORIES, {}, secret);
    expect(answer.body.errors).toBeUndefined();
    const ids = answer.body.data.approvedStories.nodes.map((node: { id: string }) => node.id);
    expect(ids).toContain(storyId);
    expect(ids).not.toContain(pendingStoryId);
  });

  it('reads donation totals per approved request with DONATION_TOTALS_READ, and nothing about donors', async () => {
    const { secret } = await createKey('Totals', ['DONATION_TOTALS_READ']);
    const answer = await t.graphql(TOTALS, { first: 10 }, secret);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.donationTotals).toEqual({
      nodes: [{ id: applicationId, requestedAmount: 500, collectedAmount: 50, donorCount: 1, completedDonationCount: 2 }],
      pageInfo: { endCursor: expect.any(String), hasNextPage: false },
    });
    const donorField = await t.graphql(`{ donationTotals { nodes { id donorName } } }`, {}, secret);
    expect(donorField.status).toBe(400);
  });

  it('refuses a query outside its scopes with FORBIDDEN, naming the scope, before anything runs', async () => {
    const { secret } = await createKey('Stories only', ['STORIES_READ']);
    const answer = await t.graphql(PUBLIC_REQUESTS, {}, secret);
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
    expect(refusal(answer)).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_SCOPE_MISSING', values: { scope: 'APPLICATIONS_READ', field: 'publicFundraisingRequests' } });
    // The same through a fragment and beside an allowed field.
    const hidden = await t.graphql(`query { approvedStories { nodes { id } } ...F } fragment F on Query { donationTotals { nodes { id } } }`, {}, secret);
    expect(refusal(hidden)).toMatchObject({ reason: 'API_KEY_SCOPE_MISSING', values: { scope: 'DONATION_TOTALS_READ' } });
  });

  it('is never answered from the shared-list cache: a donor’s cached answer does not reach a key without the scope', async () => {
    const donorAnswer = await t.graphql(PUBLIC_REQUESTS, {}, donor.token);
    expect(donorAnswer.body.errors).toBeUndefined();
    expect(await t.graphql(PUBLIC_REQUESTS, {}, donor.token)).toMatchObject({ status: 200 }); // now cached for donors
    const { secret } = await createKey('Stories, no requests', ['STORIES_READ']);
    const answer = await t.graphql(PUBLIC_REQUESTS, {}, secret);
    expect(answer.status).toBe(403);
    expect(refusal(answer)).toMatchObject({ reason: 'API_KEY_SCOPE_MISSING' });
  });

  it.each([
    // The donors' list and its totals: FundraisingRequest carries the full name and the seeker's own words.
    ['approvedApplications', '{ approvedApplications(first: 10) { nodes { id fullName hajjReason } } }'],
    ['fundraisingSummary', '{ fundraisingSummary { totalRaised } }'],
    ['myDonationHistory', '{ myDonationHistory { nodes { id } } }'],
    ['myGivingSummary', '{ myGivingSummary { __typename } }'],
    ['me', '{ me { id email } }'],
    ['applications', '{ applications { nodes { id email phone } } }'],
    ['donations', '{ donations { nodes { id } } }'],
    ['apiKeys', '{ apiKeys { id name } }'],
    ['pendingStories', '{ pendingStories { nodes { id } } }'],
  ])('never reaches %s, whatever its scopes', async (field, query) => {
    const { secret } = await createKey(`All scopes (${field})`, ['APPLICATIONS_READ', 'STORIES_READ', 'DONATION_TOTALS_READ']);
    const answer = await t.graphql(query, {}, secret);
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
    expect(refusal(answer)).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_FIELD_NOT_ALLOWED', values: { field } });
  });

  it('reads the reason catalog and the schema (introspection) whatever its scopes', async () => {
    const { secret } = await createKey('Schema reader', ['STORIES_READ']);
    const answer = await t.graphql('{ __typename errorReasons { domain code } __schema { queryType { name } } }', {}, secret);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.errorReasons).toContainEqual({ domain: 'api_keys', code: 'FORBIDDEN' });
    expect(answer.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses every mutation with FORBIDDEN and changes nothing', async () => {
    const { secret } = await createKey('Writer?', ['APPLICATIONS_READ', 'STORIES_READ', 'DONATION_TOTALS_READ']);
    const keys = await t.count('api_key');
    const events = await t.count('audit_event');
    const moderate = await t.graphql(MODERATE, { id: pendingStoryId }, secret);
    expect(moderate.status).toBe(403);
    expect(refusal(moderate)).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_READ_ONLY' });
    const create = await t.graphql(CREATE, { input: { name: 'Child key', scopes: ['STORIES_READ'] } }, secret);
    expect(refusal(create)).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_READ_ONLY' });
    expect(await t.count('story', `id = '${pendingStoryId}' AND status = 'pending'`)).toBe(1);
    expect(await t.count('api_key')).toBe(keys);
    expect(await t.count('audit_event')).toBe(events);
  });

  it('is refused with 401 once revoked, on GraphQL and REST; the revocation is audited', async () => {
    const { secret, apiKey } = await createKey('Old partner', ['STORIES_READ']);
    expect((await t.graphql(APPROVED_STORIES, {}, secret)).status).toBe(200);
    const revoked = await t.graphql(REVOKE, { id: apiKey.id }, admin.token);
    expect(revoked.body.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    const [event] = await t.db.dataSource.query(`SELECT * FROM audit_event WHERE action = 'api_key.revoke' AND subject_id = $1`, [apiKey.id]);
    expect(event).toMatchObject({ actor_id: admin.id, subject_type: 'api_key', from_state: 'active', to_state: 'revoked' });
    expect(JSON.stringify(event)).not.toContain(secret.slice(20));

    const answer = await t.graphql(APPROVED_STORIES, {}, secret);
    expect(answer.status).toBe(401);
    expect(answer.body.data).toBeUndefined();
    expect(refusal(answer)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'API_KEY_REVOKED' });
    const rest = await t.rest('GET', '/stories/approved', undefined, secret);
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'API_KEY_REVOKED' });

    const again = await t.graphql(REVOKE, { id: apiKey.id }, admin.token);
    expect(refusal(again)).toMatchObject({ code: 'CONFLICT', reason: 'API_KEY_ALREADY_REVOKED' });
    expect(await t.count('audit_event', `action = 'api_key.revoke' AND subject_id = '${apiKey.id}'`)).toBe(1);
  });

  it('refuses revoking an unknown key with NOT_FOUND', async () => {
    const answer = await t.graphql(REVOKE, { id: '00000000-0000-4000-8000-000000000000' }, admin.token);
    expect(refusal(answer)).toMatchObject({ code: 'NOT_FOUND', reason: 'API_KEY_NOT_FOUND' });
  });

  it.each([
    ['an unknown key', `sabil_key_0123abcd_${'0'.repeat(64)}`],
    ['a malformed key', 'sabil_key_nope'],
  ])('is refused with 401 for %s, before anything runs', async (_what, forged) => {
    const answer = await t.graphql(APPROVED_STORIES, {}, forged);
    expect(answer.status).toBe(401);
    expect(answer.body.data).toBeUndefined();
    expect(refusal(answer)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'API_KEY_INVALID' });
    expect((await t.rest('GET', '/stories/approved', undefined, forged)).status).toBe(401);
  });

  it('answers 429 with Retry-After and the RateLimit headers after the limit, for cached lists too', async () => {
    const { secret } = await createKey('Busy', ['STORIES_READ']);
    // approvedStories answers come from the shared cache for anonymous callers: a key is counted anyway.
    for (let used = 1; used <= PER_KEY; used += 1) {
      const answer = await t.graphql(APPROVED_STORIES, {}, secret);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(PER_KEY - used));
    }
    const over = await t.graphql(APPROVED_STORIES, {}, secret);
    expect(over.status).toBe(429);
    expect(refusal(over)).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'API_KEY_RATE_LIMITED' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-limit')).toBe(String(PER_KEY));
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(over.headers.get('ratelimit-reset')).toBe(over.headers.get('retry-after'));
    const rest = await t.rest('GET', '/stories/approved', undefined, secret);
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).not.toBeNull();
    // Another key has its own budget.
    const other = await createKey('Quiet', ['STORIES_READ']);
    expect((await t.graphql(APPROVED_STORIES, {}, other.secret)).status).toBe(200);
  });

  it('exposes the RateLimit headers to the web origin (CORS)', async () => {
    const { secret } = await createKey('Browser', ['STORIES_READ']);
    const response = await fetch(`${t.url}/stories/approved`, { headers: { origin: t.config.webOrigin, authorization: `Bearer ${secret}` } });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Remaining/);
  });
});

describe('the REST shim with an API key', () => {
  it('answers public GET paths', async () => {
    const { secret } = await createKey('REST reader', ['STORIES_READ']);
    const answer = await t.rest('GET', '/stories/approved', undefined, secret);
    expect(answer.status).toBe(200);
    expect(answer.body.stories.map((story: { _id: string }) => story._id)).toContain(storyId);
    expect(answer.headers.get('ratelimit-remaining')).toBe(String(PER_KEY - 1));
  });

  it('refuses a write with 403 and changes nothing', async () => {
    const { secret } = await createKey('REST writer?', ['APPLICATIONS_READ', 'STORIES_READ', 'DONATION_TOTALS_READ']);
    const answer = await t.rest('PUT', `/stories/update/${pendingStoryId}`, { status: 'approved' }, secret);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_READ_ONLY' });
    expect(await t.count('story', `id = '${pendingStoryId}' AND status = 'pending'`)).toBe(1);
    const login = await t.rest('POST', '/admin/login', { email: 'x@example.org', password: 'whatever-it-is' }, secret);
    expect(login.status).toBe(403);
  });

  it('checks the key’s scopes as GraphQL does: GET /stories/approved and story media need STORIES_READ', async () => {
    const { secret } = await createKey('REST without stories', ['APPLICATIONS_READ', 'DONATION_TOTALS_READ']);
    for (const path of ['/stories/approved', `/stories/file/${storyId}`]) {
      const answer = await t.rest('GET', path, undefined, secret);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_SCOPE_MISSING', values: { scope: 'STORIES_READ', field: `GET ${path}` } });
      expect(answer.body.stories).toBeUndefined();
    }
    // The same paths without credentials stay public.
    expect((await t.rest('GET', '/stories/approved')).status).toBe(200);
  });

  it('refuses account-only GET paths with 403 (donations, admin lists)', async () => {
    const { secret } = await createKey('REST prober', ['APPLICATIONS_READ', 'STORIES_READ', 'DONATION_TOTALS_READ']);
    for (const path of ['/api/donations/all', `/api/donations/gethistory/${donor.id}`, '/application/all']) {
      const answer = await t.rest('GET', path, undefined, secret);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_FIELD_NOT_ALLOWED' });
    }
  });
});

describe('the scope table', () => {
  it('names only query fields that exist and no mutation', async () => {
    const schema = await getSchema();
    const queries = Object.keys(schema.getQueryType()!.getFields());
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    const listed = [...Object.keys(operationCatalogue(MODULES).apiKeyReach.rootFields), ...ANY_KEY_FIELDS].filter((field) => !field.startsWith('__'));
    expect(listed.filter((field) => !queries.includes(field))).toEqual([]);
    expect(listed.filter((field) => mutations.includes(field))).toEqual([]);
  });
});

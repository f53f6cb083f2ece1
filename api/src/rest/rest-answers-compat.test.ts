import { pngBytes } from '../test/fixtures';
import { account, approvedApplication, give, startCheckout, submitApplication } from '../test/giving';
import { startTestApi, type TestApi } from '../test/test-api';

/**
 * SPEC §7's 22 REST paths, each asked a fixed set of requests (a success and the usual refusals:
 * no token, the wrong role, a bad input, an unknown id, an API key), and the answers' status,
 * refusal codes and body shapes compared with the committed snapshot
 * (__snapshots__/rest-answers-compat.test.ts.snap). Issue 29 moves how routes are declared; this
 * says every answer stayed what integrators and the web app read. Ids, tokens, dates and bytes
 * vary by run, so a body is kept as its shape: keys and value types, with `message`, `code`,
 * `reason`, `status` and `success` kept as they are.
 */

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const KEPT = new Set(['message', 'code', 'reason', 'status', 'success', 'param', 'msg', 'newStatus', 'fileType', 'recurring']);

type Shape = string | Shape[] | { [key: string]: Shape };

/** A JSON value as its shape: what a client relies on, without what differs from run to run. */
function shape(value: unknown, key = ''): Shape {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, shape(inner, name)]));
  if (KEPT.has(key) && (typeof value === 'string' || typeof value === 'boolean')) return JSON.stringify(value);
  return typeof value;
}

interface Request {
  token?: string;
  json?: unknown;
  form?: FormData;
  query?: string;
}

let t: TestApi;
const answers: Record<string, unknown> = {};

/** Asks, and files the answer under `name` (in order of asking). */
async function ask(name: string, method: string, path: string, request: Request = {}) {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.url}${path}${request.query ?? ''}`, {
    method,
    headers,
    body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
  });
  const type = response.headers.get('content-type')?.split(';')[0] ?? null;
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = type === 'application/json' ? shape(JSON.parse(bytes.toString('utf8'))) : `${type} (${bytes.length > 0 ? 'bytes' : 'empty'})`;
  const answer = { status: response.status, type, body };
  answers[name] = answer;
  return { ...answer, json: type === 'application/json' ? (JSON.parse(bytes.toString('utf8')) as any) : undefined };
}

const storyForm = (fields: Record<string, string>, withFile = true) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (withFile) form.append('file', new Blob([new Uint8Array(pngBytes())]), 'hajj.png');
  return form;
};

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test("SPEC §7's REST paths answer as before (status, refusal codes, body shapes)", async () => {
  // Accounts: once the first admin is in, another admin is registered by an admin.
  const admin = await account(t, 'admin');
  await ask('POST /admin/register: no admin token', 'POST', '/admin/register', { json: { fullname: 'X', email: 'x-admin@example.org', password: 'compat-password' } });
  for (const role of ['seeker', 'donor', 'admin'] as const) {
    const token = role === 'admin' ? admin.token : undefined;
    await ask(`POST /${role}/register: created`, 'POST', `/${role}/register`, { token, json: { fullname: 'Compat ' + role, email: `compat-${role}@example.org`, password: 'compat-password' } });
    await ask(`POST /${role}/register: password too short`, 'POST', `/${role}/register`, { token, json: { fullname: 'X', email: `short-${role}@example.org`, password: 'x' } });
    await ask(`POST /${role}/register: not an object`, 'POST', `/${role}/register`, { token, json: ['a'] });
    await ask(`POST /${role}/login: signed in`, 'POST', `/${role}/login`, { json: { email: `compat-${role}@example.org`, password: 'compat-password' } });
    await ask(`POST /${role}/login: wrong password`, 'POST', `/${role}/login`, { json: { email: `compat-${role}@example.org`, password: 'wrong-password' } });
    await ask(`POST /${role}/login: no email`, 'POST', `/${role}/login`, { json: { password: 'compat-password' } });
  }
  const seeker = await account(t, 'seeker');
  const donor = await account(t, 'donor');
  const otherDonor = await account(t, 'donor', 'Other');

  // Applications.
  const form = new FormData();
  form.append('fullName', 'Amina');
  await ask('POST /application/submit: fields missing', 'POST', '/application/submit', { token: seeker.token, form });
  await ask('POST /application/submit: no token', 'POST', '/application/submit', { form: new FormData() });
  await ask('POST /application/submit: a donor', 'POST', '/application/submit', { token: donor.token, form: new FormData() });
  const pendingId = await submitApplication(t, seeker.token);
  await ask('GET /application/all: admin', 'GET', '/application/all', { token: admin.token });
  await ask('GET /application/all: a page', 'GET', '/application/all', { token: admin.token, query: '?limit=1' });
  await ask('GET /application/all: bad status filter', 'GET', '/application/all', { token: admin.token, query: '?status=maybe' });
  await ask('GET /application/all: a donor', 'GET', '/application/all', { token: donor.token });
  await ask('GET /application/file/{id}: admin', 'GET', `/application/file/${pendingId}`, { token: admin.token });
  await ask('GET /application/file/{id}: unknown', 'GET', `/application/file/${NO_SUCH_ID}`, { token: admin.token });
  await ask('GET /application/file/{id}: a seeker', 'GET', `/application/file/${pendingId}`, { token: seeker.token });
  await ask('PUT /application/update/{id}: bad decision', 'PUT', `/application/update/${pendingId}`, { token: admin.token, json: { status: 'maybe' } });
  await ask('PUT /application/update/{id}: approved', 'PUT', `/application/update/${pendingId}`, { token: admin.token, json: { status: 'approved' } });
  await ask('PUT /application/update/{id}: decided already', 'PUT', `/application/update/${pendingId}`, { token: admin.token, json: { status: 'rejected' } });
  await ask('PUT /application/update/{id}: unknown', 'PUT', `/application/update/${NO_SUCH_ID}`, { token: admin.token, json: { status: 'approved' } });
  await ask('GET /application/approved: donor', 'GET', '/application/approved', { token: donor.token });
  await ask('GET /application/approved: a page', 'GET', '/application/approved', { token: donor.token, query: '?limit=1' });
  await ask('GET /application/approved: bad cursor', 'GET', '/application/approved', { token: donor.token, query: '?after=nonsense' });
  await ask('GET /application/approved: no token', 'GET', '/application/approved');

  // Donations.
  const applicationId = await approvedApplication(t, admin.token, 500);
  await ask('POST /api/donations/create-checkout-session: started', 'POST', '/api/donations/create-checkout-session', {
    token: donor.token,
    json: { applicationId, donorId: donor.id, amount: 25, recurring: 'one_time' },
  });
  await ask('POST /api/donations/create-checkout-session: bad amount', 'POST', '/api/donations/create-checkout-session', {
    token: donor.token,
    json: { applicationId, donorId: donor.id, amount: -5, recurring: 'one_time' },
  });
  await ask('POST /api/donations/create-checkout-session: unknown request', 'POST', '/api/donations/create-checkout-session', {
    token: donor.token,
    json: { applicationId: NO_SUCH_ID, donorId: donor.id, amount: 5, recurring: 'one_time' },
  });
  await ask('POST /api/donations/create-checkout-session: a seeker', 'POST', '/api/donations/create-checkout-session', { token: seeker.token, json: { applicationId, amount: 5 } });
  const unpaid = await startCheckout(t, donor.token, applicationId, 10);
  await ask('GET /api/donations/verify-session: not paid', 'GET', '/api/donations/verify-session', { token: donor.token, query: `?session_id=${encodeURIComponent(unpaid.id)}` });
  await ask('GET /api/donations/verify-session: unknown', 'GET', '/api/donations/verify-session', { token: donor.token, query: '?session_id=cs_nothing' });
  await ask('GET /api/donations/verify-session: no session', 'GET', '/api/donations/verify-session', { token: donor.token });
  const { session, donation } = await give(t, donor.token, applicationId, 30);
  await ask('GET /api/donations/verify-session: paid', 'GET', '/api/donations/verify-session', { token: donor.token, query: `?session_id=${encodeURIComponent(session.id)}` });
  await ask('GET /api/donations/gethistory/{donorId}: own', 'GET', `/api/donations/gethistory/${donor.id}`, { token: donor.token });
  await ask("GET /api/donations/gethistory/{donorId}: another's", 'GET', `/api/donations/gethistory/${donor.id}`, { token: otherDonor.token });
  await ask('GET /api/donations/all: admin', 'GET', '/api/donations/all', { token: admin.token });
  await ask('GET /api/donations/all: a donor', 'GET', '/api/donations/all', { token: donor.token });

  // Tracking.
  await ask('POST /tracking/updatestatus: posted', 'POST', '/tracking/updatestatus', { token: admin.token, json: { donationId: donation.id, newStatus: 'ongoing', updateMessage: 'Flights booked.' } });
  await ask('POST /tracking/updatestatus: unknown donation', 'POST', '/tracking/updatestatus', { token: admin.token, json: { donationId: NO_SUCH_ID, newStatus: 'ongoing', updateMessage: 'x' } });
  await ask('POST /tracking/updatestatus: bad status', 'POST', '/tracking/updatestatus', { token: admin.token, json: { donationId: donation.id, newStatus: 'done', updateMessage: 'x' } });
  await ask('POST /tracking/updatestatus: a donor', 'POST', '/tracking/updatestatus', { token: donor.token, json: {} });
  await ask('GET /tracking/status/{donorId}: own', 'GET', `/tracking/status/${donor.id}`, { token: donor.token });
  await ask("GET /tracking/status/{donorId}: another's", 'GET', `/tracking/status/${donor.id}`, { token: otherDonor.token });

  // Stories.
  const submitted = await ask('POST /stories/submit: shared', 'POST', '/stories/submit', { token: seeker.token, form: storyForm({ title: 'My journey', description: 'It was a blessing.' }) });
  await ask('POST /stories/submit: no title', 'POST', '/stories/submit', { token: seeker.token, form: storyForm({ description: 'x' }, false) });
  await ask('POST /stories/submit: a donor', 'POST', '/stories/submit', { token: donor.token, form: storyForm({ title: 'x', description: 'x' }, false) });
  const storyId = submitted.json.story._id as string;
  await ask('GET /stories/pending: admin', 'GET', '/stories/pending', { token: admin.token });
  await ask('GET /stories/pending: a seeker', 'GET', '/stories/pending', { token: seeker.token });
  await ask('GET /stories/file/{id}: pending, unsigned', 'GET', `/stories/file/${storyId}`);
  await ask('PUT /stories/update/{id}: bad decision', 'PUT', `/stories/update/${storyId}`, { token: admin.token, json: { status: 'maybe' } });
  await ask('PUT /stories/update/{id}: approved', 'PUT', `/stories/update/${storyId}`, { token: admin.token, json: { status: 'approved' } });
  await ask('PUT /stories/update/{id}: decided already', 'PUT', `/stories/update/${storyId}`, { token: admin.token, json: { status: 'rejected' } });
  await ask('PUT /stories/update/{id}: unknown', 'PUT', `/stories/update/${NO_SUCH_ID}`, { token: admin.token, json: { status: 'approved' } });
  await ask('PUT /stories/update/{id}: no token', 'PUT', `/stories/update/${storyId}`, { json: { status: 'approved' } });
  await ask('GET /stories/approved: anyone', 'GET', '/stories/approved');
  await ask('GET /stories/file/{id}: published', 'GET', `/stories/file/${storyId}`);
  await ask('GET /stories/file/{id}: unknown', 'GET', `/stories/file/${NO_SUCH_ID}`);

  // API keys: read the public GET paths their scopes cover, refused elsewhere.
  const created = await t.graphql('mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', { input: { name: 'Compat', scopes: ['STORIES_READ'] } }, admin.token);
  const storiesKey = created.body.data.createApiKey.secret as string;
  const other = await t.graphql('mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', { input: { name: 'Compat 2', scopes: ['APPLICATIONS_READ'] } }, admin.token);
  const applicationsKey = other.body.data.createApiKey.secret as string;
  await ask('GET /stories/approved: a key with STORIES_READ', 'GET', '/stories/approved', { token: storiesKey });
  await ask('GET /stories/file/{id}: a key with STORIES_READ', 'GET', `/stories/file/${storyId}`, { token: storiesKey });
  await ask('GET /stories/approved: a key without STORIES_READ', 'GET', '/stories/approved', { token: applicationsKey });
  await ask('GET /application/approved: a key', 'GET', '/application/approved', { token: storiesKey });
  await ask('PUT /stories/update/{id}: a key', 'PUT', `/stories/update/${storyId}`, { token: storiesKey, json: { status: 'withdrawn' } });
  await ask('GET /stories/approved: an unknown key', 'GET', '/stories/approved', { token: `sabil_key_00000000_${'0'.repeat(64)}` });
  await ask('PUT /stories/update/{id}: withdrawn', 'PUT', `/stories/update/${storyId}`, { token: admin.token, json: { status: 'withdrawn' } });
  await ask('GET /stories/file/{id}: withdrawn', 'GET', `/stories/file/${storyId}`);

  // As JSON text, so the order of a body's keys counts too (jest's own printing sorts them).
  expect(JSON.stringify(answers, null, 2)).toMatchSnapshot();
});

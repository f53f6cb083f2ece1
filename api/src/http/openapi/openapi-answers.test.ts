import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { account, approvedApplication, decideApplication, give, startCheckout, submitApplication } from '../../test/giving';
import { pngBytes } from '../../test/fixtures';
import { webmBytes } from '../../test/media-fixtures';
import { generate } from 'otplib';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { Method, Operation } from '../../rest/openapi/openapi-types';

/**
 * Real answers against the document GET /openapi.json serves: every documented operation is driven
 * through a real API for its success and at least one refusal, and each answer's status, body
 * (JSON Schema 2020-12, as OpenAPI 3.1 says) and documented headers must be what the document
 * says for that path and status. What we send is checked against the documented request too.
 */

interface Call {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  /** A body sent as JSON as it is (for bodies that are not JSON objects). */
  raw?: string;
  form?: FormData;
  /** Bytes sent as they are (a tus PATCH). */
  bytes?: Buffer;
  headers?: Record<string, string>;
}

let t: TestApi;
let document: { paths: Record<string, Partial<Record<Method, Operation>>> };
let ajv: Ajv2020;
/** `GET /path 200`, for each answer checked. */
const checked = new Set<string>();

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function schemaErrors(location: string, value: unknown): string[] {
  const validate = ajv.getSchema(`openapi.json#/${location}`);
  if (!validate) throw new Error(`no schema at ${location}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Sends a documented request and checks the answer against the document; returns it. */
async function call(method: Method, path: string, request: Call = {}) {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  const url = new URL(t.url + path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(request.params?.[name] ?? '')));
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.json !== undefined || request.raw !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: method.toUpperCase(),
    headers,
    body: request.form ?? (request.bytes && new Uint8Array(request.bytes)) ?? request.raw ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const status = String(response.status);
  const where = `${method.toUpperCase()} ${path} ${status}`;
  const documented = operation.responses[status];
  expect([where, documented !== undefined]).toEqual([where, true]);

  const type = response.headers.get('content-type')?.split(';')[0] ?? null;
  const content = documented!.content;
  let body: any = bytes;
  if (!content || method === 'head') {
    // A HEAD answer has no body, whatever its type.
    expect([where, bytes.length]).toEqual([where, 0]);
  } else {
    expect([where, type !== null && type in content]).toEqual([where, true]);
    if (type === 'application/json') {
      body = JSON.parse(bytes.toString('utf8'));
      expect([where, schemaErrors(pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema'), body)]).toEqual([where, []]);
    }
  }
  for (const [name, header] of Object.entries(documented!.headers ?? {})) {
    const value = response.headers.get(name);
    const definition: any = '$ref' in header ? (document as any).components.headers[name] : header;
    // Headers sent only sometimes (X-Next-Cursor, RateLimit-*) are checked when they are there.
    if (value === null && !definition.required) continue;
    expect([where, name, value !== null]).toEqual([where, name, true]);
    const location = '$ref' in header ? `components/headers/${name}/schema` : pointer('paths', path, method, 'responses', status, 'headers', name, 'schema');
    const parsed = /^\d+$/.test(value!) ? Number(value) : value;
    expect([where, name, schemaErrors(location, parsed)]).toEqual([where, name, []]);
  }
  // What the API took must be what the document says it takes.
  if (response.ok && request.json !== undefined) {
    expect([where, schemaErrors(pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'), request.json)]).toEqual([where, []]);
  }
  checked.add(where);
  return { status: response.status, headers: response.headers, body };
}

function applicationForm(overrides: Record<string, string | null> = {}, file: Buffer | null = pngBytes()): FormData {
  const fields: Record<string, string> = {
    fullName: 'Bilal Rahman',
    email: 'bilal@example.org',
    phone: '+44 20 7946 0456',
    address: '3 Mill Lane, Leicester',
    city: 'Leicester',
    country: 'United Kingdom',
    travelType: 'Umrah',
    familySize: '2',
    incomeBracket: '500-1000',
    requestedAmount: '1500',
    hajjReason: 'To make Umrah with my wife.',
    referenceName: 'Imam Ali',
    referencePhone: '+44 20 7946 0777',
    referenceRelation: 'Imam',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...overrides })) if (value !== null) form.append(name, value);
  if (file) form.append('idUpload', new Blob([file]), 'passport.png');
  return form;
}

function storyForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  return form;
}

/** fetch adds `Cache-Control: no-cache` to a conditional request unless told otherwise, and no-cache is never answered 304. */
const REVALIDATE = { 'cache-control': 'max-age=0' };

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('the REST answers, checked against GET /openapi.json', () => {
  let admin: { id: string; token: string };
  let donor: { id: string; token: string };
  let otherDonor: { id: string; token: string };
  let applicationId: string;

  beforeAll(async () => {
    t = await startTestApi();
    document = (await t.rest('GET', '/openapi.json')).body;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    admin = await account(t, 'admin');
    donor = await account(t, 'donor');
    otherDonor = await account(t, 'donor');
    applicationId = await approvedApplication(t, admin.token, 500);
  });
  afterAll(() => t.close());

  describe('service', () => {
    it('/healthz, /readyz (ready and not) and /openapi.json', async () => {
      await call('get', '/healthz');
      await call('get', '/readyz');
      const ping = t.db.ping;
      t.db.ping = async () => false;
      try {
        expect((await call('get', '/readyz')).status).toBe(503);
      } finally {
        t.db.ping = ping;
      }
      await call('get', '/openapi.json');
    });
  });

  describe('accounts', () => {
    it.each(['seeker', 'donor'] as const)('registers and signs in a %s, and refuses a taken email, a short password and a wrong one', async (role) => {
      const email = `openapi-${role}@example.org`;
      expect((await call('post', `/${role}/register`, { json: { fullname: 'Hafsa Noor', email, password: 'secret-pass' } })).status).toBe(201);
      expect((await call('post', `/${role}/register`, { json: { fullname: 'Hafsa Noor', email, password: 'secret-pass' } })).body.reason).toBe('EMAIL_TAKEN');
      expect((await call('post', `/${role}/register`, { json: { fullname: 'Hafsa Noor', email: `x.${email}`, password: 'abc' } })).body.reason).toBe('PASSWORD_TOO_SHORT');
      expect((await call('post', `/${role}/login`, { json: { email, password: 'secret-pass' } })).status).toBe(200);
      expect((await call('post', `/${role}/login`, { json: { email, password: 'wrong-pass' } })).body.reason).toBe('WRONG_CREDENTIALS');
    });

    it('registers an admin through an admin, refuses one without, and signs admins in', async () => {
      const email = 'openapi-admin@example.org';
      expect((await call('post', '/admin/register', { json: { fullname: 'Yusuf Khan', email, password: 'admin-password' }, token: admin.token })).status).toBe(201);
      expect((await call('post', '/admin/register', { json: { fullname: 'Eve', email: 'eve@example.org', password: 'admin-password' } })).body.reason).toBe('ADMIN_REGISTRATION_CLOSED');
      expect((await call('post', '/admin/login', { json: { email, password: 'admin-password' } })).status).toBe(200);
      expect((await call('post', '/admin/login', { json: { email, password: 'not-the-password' } })).status).toBe(401);
      expect((await call('post', '/admin/login', { raw: '[1]' })).body.reason).toBe('BODY_NOT_AN_OBJECT');
    });

    it.each(['seeker', 'donor', 'admin'] as const)('asks for a %s reset link, and refuses a bad address', async (role) => {
      expect((await call('post', `/${role}/forgot-password`, { json: { email: `openapi-${role}@example.org` } })).status).toBe(202);
      expect((await call('post', `/${role}/forgot-password`, { json: { email: 'nowhere' } })).body.reason).toBe('EMAIL_INVALID');
    });

    it('sets a new password through a reset link, and refuses a spent one', async () => {
      const email = 'openapi-seeker@example.org';
      const { randomBytes, createHash } = await import('node:crypto');
      const token = randomBytes(32).toString('base64url');
      const [account] = await t.db.dataSource.query(`SELECT id FROM account WHERE role = 'seeker' AND email = $1`, [email]);
      await t.db.dataSource.query(`INSERT INTO password_reset (account_id, token_hash, expires_at, token_version) SELECT id, $2, now() + interval '30 minutes', token_version FROM account WHERE id = $1`, [
        account.id,
        createHash('sha256').update(token).digest('hex'),
      ]);
      expect((await call('post', '/reset-password', { json: { token, password: 'secret-pass-2' } })).status).toBe(200);
      expect((await call('post', '/reset-password', { json: { token, password: 'secret-pass-3' } })).body.reason).toBe('RESET_LINK_INVALID');
    });

    it.each(['seeker', 'donor', 'admin'] as const)('changes a signed-in %s password, and refuses a wrong current one', async (role) => {
      const person = await account(t, role);
      const current = role === 'admin' ? 'admin-password' : 'secret-pass';
      expect((await call('post', `/${role}/change-password`, { token: person.token, json: { currentPassword: 'not-it', newPassword: 'a-new-password-1' } })).body.reason).toBe('CURRENT_PASSWORD_WRONG');
      expect((await call('post', `/${role}/change-password`, { token: person.token, json: { currentPassword: current, newPassword: 'a-new-password-1' } })).status).toBe(200);
    });

    it("finishes an admin's sign-in with a recovery code, and refuses a wrong one", async () => {
      const admin = await account(t, 'admin');
      const [{ email }] = await t.db.dataSource.query('SELECT email FROM account WHERE id = $1', [admin.id]);
      const started = (await t.graphql('mutation { startTotpEnrolment { factorId secret } }', {}, admin.token)).body.data.startTotpEnrolment;
      const confirm = 'mutation ($id: ID!, $code: String!) { confirmTotpEnrolment(factorId: $id, code: $code) { recoveryCodes } }';
      const recoveryCodes = (await t.graphql(confirm, { id: started.factorId, code: await generate({ secret: started.secret }) }, admin.token)).body.data.confirmTotpEnrolment.recoveryCodes;
      const pending = await call('post', '/admin/login', { json: { email, password: 'admin-password' } });
      expect(pending.body.step).toBe('second_factor');
      const token = pending.body.token as string;
      expect((await call('post', '/admin/second-factor/passkey-options', { token })).body.reason).toBe('FACTOR_NOT_FOUND');
      // With a passkey enrolled, the options name it.
      const key = new SoftwareAuthenticator(t.config.webOrigin, new URL(t.config.webOrigin).hostname);
      const options = JSON.parse((await t.graphql('mutation { startPasskeyEnrolment }', {}, admin.token)).body.data.startPasskeyEnrolment);
      await t.graphql('mutation ($r: String!) { finishPasskeyEnrolment(response: $r) { factor { id } } }', { r: JSON.stringify(key.register(options)) }, admin.token);
      expect((await call('post', '/admin/second-factor/passkey-options', { token })).body.allowCredentials).toHaveLength(1);
      expect((await call('post', '/admin/second-factor', { token, json: { recoveryCode: 'aaaaa-bbbbb' } })).body.reason).toBe('SECOND_FACTOR_WRONG');
      expect((await call('post', '/admin/second-factor', { token, json: { recoveryCode: recoveryCodes[0] } })).status).toBe(200);
    });
  });

  describe('applications', () => {
    it('takes an application, refuses a second one, one without its document, and one from a donor', async () => {
      const seeker = await account(t, 'seeker');
      expect((await call('post', '/application/submit', { token: seeker.token, form: applicationForm({}, null) })).body.reason).toBe('ID_DOCUMENT_REQUIRED');
      expect((await call('post', '/application/submit', { token: seeker.token, form: applicationForm({ phone: 'call me' }) })).body.reason).toBe('PHONE_INVALID');
      expect((await call('post', '/application/submit', { token: seeker.token, form: applicationForm() })).status).toBe(201);
      expect((await call('post', '/application/submit', { token: seeker.token, form: applicationForm() })).body.reason).toBe('APPLICATION_ALREADY_OPEN');
      expect((await call('post', '/application/submit', { token: donor.token, form: applicationForm() })).body.reason).toBe('ROLE_NOT_ALLOWED');
    });

    it('lists every application, a page with its cursor, and refuses a bad filter and a donor', async () => {
      await approvedApplication(t, admin.token, 300, 'Zainab Ali');
      expect((await call('get', '/application/all', { token: admin.token })).body.length).toBeGreaterThan(1);
      expect((await call('get', '/application/all', { token: admin.token, query: { status: 'approved' } })).body.every((a: any) => a.status === 'approved')).toBe(true);
      const page = await call('get', '/application/all', { token: admin.token, query: { limit: '1' } });
      expect(page.headers.get('x-next-cursor')).toBeTruthy();
      await call('get', '/application/all', { token: admin.token, query: { limit: '1', after: page.headers.get('x-next-cursor')! } });
      expect((await call('get', '/application/all', { token: admin.token, query: { status: 'open' } })).body.reason).toBe('STATUS_FILTER_INVALID');
      expect((await call('get', '/application/all', { token: donor.token })).status).toBe(403);
    });

    it('lists approved requests for donors, paged too, and refuses no token and a bad cursor', async () => {
      expect((await call('get', '/application/approved', { token: donor.token })).body.length).toBeGreaterThan(0);
      await call('get', '/application/approved', { token: donor.token, query: { limit: '1' } });
      expect((await call('get', '/application/approved')).body.reason).toBe('SIGN_IN_REQUIRED');
      expect((await call('get', '/application/approved', { token: donor.token, query: { after: 'nonsense' } })).body.reason).toBe('CURSOR_INVALID');
      expect((await call('get', '/application/approved', { token: 'not.a.token' })).body.reason).toBe('TOKEN_INVALID');
    });

    it('serves the ID document to admins, and refuses an unknown application', async () => {
      const answer = await call('get', '/application/file/{id}', { token: admin.token, params: { id: applicationId } });
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect((await call('get', '/application/file/{id}', { token: admin.token, params: { id: NO_SUCH_ID } })).body.reason).toBe('APPLICATION_NOT_FOUND');
    });

    it('decides a pending application, and refuses a second decision and a bad one', async () => {
      const seeker = await account(t, 'seeker');
      const submitted = await call('post', '/application/submit', { token: seeker.token, form: applicationForm({ fullName: 'Maryam Idris' }) });
      const id = submitted.body.application._id;
      expect((await call('put', '/application/update/{id}', { token: admin.token, params: { id }, json: { status: 'maybe' } })).body.reason).toBe('REVIEW_DECISION_INVALID');
      expect((await call('put', '/application/update/{id}', { token: admin.token, params: { id }, json: { status: 'rejected' } })).status).toBe(200);
      expect((await call('put', '/application/update/{id}', { token: admin.token, params: { id }, json: { status: 'approved' } })).body.reason).toBe('APPLICATION_ALREADY_REVIEWED');
    });
  });

  describe('donations', () => {
    it('starts a checkout, verifies it once paid, and refuses an amount, an application and a session that are not right', async () => {
      const started = await call('post', '/api/donations/create-checkout-session', {
        token: donor.token,
        json: { applicationId, amount: 25, recurring: 'one_time', donorId: donor.id },
      });
      expect(started.body.url).toMatch(/\/test-checkout\//);
      await fetch(`${started.body.url}/pay`, { method: 'POST', redirect: 'manual' });
      const verified = await call('get', '/api/donations/verify-session', { token: donor.token, query: { session_id: started.body.sessionId } });
      expect(verified.body).toMatchObject({ success: true, status: 'completed', donation: { amount: 25 } });
      const unpaid = await startCheckout(t, donor.token, applicationId, 10, 'MONTHLY');
      expect((await call('get', '/api/donations/verify-session', { token: donor.token, query: { session_id: unpaid.id } })).body).toMatchObject({ success: false, donation: null });

      expect((await call('post', '/api/donations/create-checkout-session', { token: donor.token, json: { applicationId, amount: 15, recurring: 'monthly' } })).body.reason).toBe('MONTHLY_AMOUNT_INVALID');
      expect((await call('post', '/api/donations/create-checkout-session', { token: donor.token, json: { applicationId: NO_SUCH_ID, amount: 5, recurring: 'one_time' } })).body.reason).toBe('REQUEST_NOT_FOUND');
      expect((await call('get', '/api/donations/verify-session', { token: donor.token, query: { session_id: 'not a session' } })).body.reason).toBe('SESSION_ID_INVALID');
      expect((await call('get', '/api/donations/verify-session', { token: otherDonor.token, query: { session_id: started.body.sessionId } })).body.reason).toBe('NOT_YOUR_DONATION');
    });

    it("answers a donor's own history and every donation to admins, and refuses another donor and a donor on the admin list", async () => {
      await give(t, donor.token, applicationId, 12);
      expect((await call('get', '/api/donations/gethistory/{donorId}', { token: donor.token, params: { donorId: donor.id } })).body.history.length).toBeGreaterThan(0);
      expect((await call('get', '/api/donations/gethistory/{donorId}', { token: otherDonor.token, params: { donorId: donor.id } })).body.reason).toBe('NOT_YOUR_HISTORY');
      expect((await call('get', '/api/donations/all', { token: admin.token })).body.length).toBeGreaterThan(0);
      expect((await call('get', '/api/donations/all', { token: donor.token })).body.reason).toBe('ROLE_NOT_ALLOWED');
    });
  });

  describe('tracking', () => {
    it('posts an update on a completed donation and reads it back, and refuses an unknown donation and another donor', async () => {
      const { donation } = await give(t, donor.token, applicationId, 7);
      const posted = await call('post', '/tracking/updatestatus', { token: admin.token, json: { donationId: donation.id, newStatus: 'ongoing', updateMessage: 'Flights booked.' } });
      expect(posted.status).toBe(201);
      expect((await call('post', '/tracking/updatestatus', { token: admin.token, json: { donationId: NO_SUCH_ID, newStatus: 'ongoing', updateMessage: 'x' } })).body.reason).toBe(
        'TRACKED_DONATION_NOT_FOUND',
      );
      expect((await call('post', '/tracking/updatestatus', { token: admin.token, json: { donationId: donation.id, newStatus: 'done', updateMessage: 'x' } })).status).toBe(400);
      expect((await call('get', '/tracking/status/{donorId}', { token: donor.token, params: { donorId: donor.id } })).body[0]).toMatchObject({ updateMessage: 'Flights booked.' });
      expect((await call('get', '/tracking/status/{donorId}', { token: otherDonor.token, params: { donorId: donor.id } })).body.reason).toBe('NOT_YOUR_UPDATES');
    });
  });

  describe('stories', () => {
    it('takes a story with a video, moderates it, serves it in full, in part and not at all, and refuses what is not right', async () => {
      const seeker = await account(t, 'seeker');
      const video = webmBytes(4096);
      const shared = await call('post', '/stories/submit', { token: seeker.token, form: storyForm({ title: 'Labbaik', description: 'We went.', location: 'Kano' }, { bytes: video, name: 'trip.webm' }) });
      expect(shared.status).toBe(201);
      const id = shared.body.story._id;
      expect((await call('post', '/stories/submit', { token: seeker.token, form: storyForm({ description: 'No title.' }) })).body.reason).toBe('FIELD_REQUIRED');
      expect((await call('post', '/stories/submit', { token: seeker.token, json: { title: 'Not a form', description: 'JSON' } })).body.reason).toBe('MULTIPART_REQUIRED');

      expect((await call('get', '/stories/pending', { token: admin.token })).body.some((s: any) => s._id === id)).toBe(true);
      expect((await call('get', '/stories/pending', { token: seeker.token })).status).toBe(403);
      expect((await call('get', '/stories/file/{id}', { params: { id } })).body.reason).toBe('STORY_MEDIA_NOT_PUBLIC');
      expect((await call('put', '/stories/update/{id}', { token: admin.token, params: { id }, json: { status: 'approved' } })).status).toBe(200);
      expect((await call('put', '/stories/update/{id}', { token: admin.token, params: { id }, json: { status: 'rejected' } })).body.reason).toBe('STORY_ALREADY_MODERATED');

      expect((await call('get', '/stories/approved')).body.stories.some((s: any) => s._id === id)).toBe(true);
      expect((await call('get', '/stories/approved', { token: 'not.a.token' })).body.reason).toBe('TOKEN_INVALID');

      const whole = await call('get', '/stories/file/{id}', { params: { id } });
      expect(whole.body.length).toBe(video.length);
      expect((await call('get', '/stories/file/{id}', { params: { id }, headers: { range: 'bytes=0-99' } })).body.length).toBe(100);
      expect((await call('get', '/stories/file/{id}', { params: { id }, headers: { 'if-none-match': whole.headers.get('etag')!, ...REVALIDATE } })).status).toBe(304);
      expect((await call('get', '/stories/file/{id}', { params: { id }, headers: { range: `bytes=${video.length + 10}-` } })).status).toBe(416);
      expect((await call('get', '/stories/file/{id}', { params: { id: NO_SUCH_ID } })).body.reason).toBe('STORY_NOT_FOUND');

      // Withdrawn: the published story is taken down, and its media is gone for good.
      expect((await call('put', '/stories/update/{id}', { token: admin.token, params: { id }, json: { status: 'withdrawn' } })).body.story.status).toBe('withdrawn');
      expect((await call('put', '/stories/update/{id}', { token: admin.token, params: { id }, json: { status: 'withdrawn' } })).body.reason).toBe('STORY_NOT_PUBLISHED');
      expect((await call('get', '/stories/file/{id}', { params: { id } })).body.reason).toBe('STORY_WITHDRAWN');
    });
  });

  describe('resumable uploads', () => {
    const tusHeaders = (headers: Record<string, string> = {}) => ({ 'tus-resumable': '1.0.0', ...headers });
    const metadata = (kind: string, filename: string) => `kind ${Buffer.from(kind).toString('base64')},filename ${Buffer.from(filename).toString('base64')}`;
    const bytesAt = (offset: number) => tusHeaders({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' });

    it('starts, reports, receives and ends an upload; an application and a story name finished ones; refusals on each path', async () => {
      const seeker = await account(t, 'seeker');
      const other = await account(t, 'seeker');
      const png = pngBytes();
      const start = (token: string, kind: string, length: number, filename: string) =>
        call('post', '/uploads', { token, headers: tusHeaders({ 'upload-length': String(length), 'upload-metadata': metadata(kind, filename) }) });
      const started = await start(seeker.token, 'id-document', png.length, 'passport.png');
      expect(started.status).toBe(201);
      const id = started.headers.get('location')!.split('/').pop()!;
      expect((await start(seeker.token, 'id-document', 6 * 1024 * 1024, 'passport.png')).body.reason).toBe('ID_DOCUMENT_TOO_LARGE');

      expect((await call('head', '/uploads/{id}', { token: seeker.token, params: { id }, headers: tusHeaders() })).headers.get('upload-offset')).toBe('0');
      expect((await call('head', '/uploads/{id}', { token: seeker.token, params: { id: NO_SUCH_ID }, headers: tusHeaders() })).status).toBe(404);
      expect((await call('patch', '/uploads/{id}', { token: other.token, params: { id }, bytes: png, headers: bytesAt(0) })).body.reason).toBe('UPLOAD_NOT_YOURS');
      const sent = await call('patch', '/uploads/{id}', { token: seeker.token, params: { id }, bytes: png, headers: bytesAt(0) });
      expect([sent.status, sent.headers.get('upload-offset')]).toEqual([204, String(png.length)]);

      const fields = Object.fromEntries(applicationForm({}, null).entries()) as Record<string, string>;
      const application = { ...fields, requestedAmount: Number(fields.requestedAmount) };
      expect((await call('post', '/application/submit', { token: seeker.token, json: { ...application, idUploadId: NO_SUCH_ID } })).body.reason).toBe('UPLOAD_NOT_FOUND');
      expect((await call('post', '/application/submit', { token: seeker.token, json: { ...application, idUploadId: id } })).status).toBe(201);

      const video = webmBytes(4096);
      const media = (await start(seeker.token, 'story-media', video.length, 'trip.webm')).headers.get('location')!.split('/').pop()!;
      await call('patch', '/uploads/{id}', { token: seeker.token, params: { id: media }, bytes: video, headers: bytesAt(0) });
      expect((await call('post', '/stories/submit', { token: other.token, json: { title: 'Labbaik', description: 'We went.', uploadId: media } })).body.reason).toBe('UPLOAD_NOT_YOURS');
      const story = await call('post', '/stories/submit', { token: seeker.token, json: { title: 'Labbaik', description: 'We went.', uploadId: media } });
      expect([story.status, story.body.story.fileType]).toEqual([201, 'video/webm']);

      const ended = (await start(seeker.token, 'id-document', png.length, 'passport.png')).headers.get('location')!.split('/').pop()!;
      expect((await call('delete', '/uploads/{id}', { token: other.token, params: { id: ended }, headers: tusHeaders() })).body.reason).toBe('UPLOAD_NOT_YOURS');
      expect((await call('delete', '/uploads/{id}', { token: seeker.token, params: { id: ended }, headers: tusHeaders() })).status).toBe(204);
      expect((await call('delete', '/uploads/{id}', { token: seeker.token, params: { id: ended }, headers: tusHeaders() })).body.reason).toBe('UPLOAD_NOT_FOUND');
    });
  });

  describe('exports', () => {
    it('exports the audit trail and donations as CSV to admins, and refuses a bad filter', async () => {
      const audit = await call('get', '/admin/exports/audit-events.csv', { token: admin.token, query: { action: 'application.review' } });
      expect(audit.body.toString('utf8')).toMatch(/^\uFEFFid,created_at,/);
      expect((await call('get', '/admin/exports/audit-events.csv', { token: admin.token, query: { from: 'yesterday' } })).body.reason).toBe('AUDIT_FILTER_TIME_INVALID');
      expect((await call('get', '/admin/exports/donations.csv', { token: admin.token, query: { applicationId } })).body.toString('utf8')).toMatch(/^\uFEFFid,/);
      expect((await call('get', '/admin/exports/donations.csv', { token: admin.token, query: { status: 'lost' } })).body.reason).toBe('EXPORT_STATUS_INVALID');
      expect((await call('get', '/admin/exports/donations.csv', { token: donor.token })).status).toBe(403);
    });
  });

  describe('payouts', () => {
    it('keeps operators, proposes, approves, pays and cancels payouts, exports them, and refuses what is not right', async () => {
      const other = await account(t, 'admin', 'Second Admin');
      const operator = await call('post', '/operators', { token: admin.token, json: { name: 'Al Noor Travel', country: 'United Kingdom', licenceNumber: 'ATOL 9', contact: 'desk@alnoor.example' } });
      expect(operator.status).toBe(201);
      expect((await call('post', '/operators', { token: admin.token, json: { name: 'Copy', country: 'united kingdom', licenceNumber: 'atol 9', contact: 'x' } })).body.reason).toBe('OPERATOR_LICENCE_TAKEN');
      expect((await call('put', '/operators/{id}', { token: admin.token, params: { id: operator.body._id }, json: { name: 'Al Noor Travel Ltd', country: 'United Kingdom', licenceNumber: 'ATOL 9', contact: 'desk@alnoor.example' } })).status).toBe(200);
      expect((await call('put', '/operators/{id}', { token: admin.token, params: { id: NO_SUCH_ID }, json: { name: 'A', country: 'B', licenceNumber: 'C', contact: 'D' } })).body.reason).toBe('OPERATOR_NOT_FOUND');
      expect((await call('get', '/operators', { token: admin.token })).body.length).toBeGreaterThan(0);
      expect((await call('get', '/operators', { token: donor.token })).body.reason).toBe('ROLE_NOT_ALLOWED');

      const journey = await approvedApplication(t, admin.token, 300);
      await give(t, donor.token, journey, 300);
      const proposal = (fields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        form.append('document', new Blob([pngBytes()]), 'invoice.png');
        return form;
      };
      const proposed = await call('post', '/journeys/{applicationId}/payouts', { token: admin.token, params: { applicationId: journey }, form: proposal({ payee: 'operator', operatorId: operator.body._id, amount: '120', purpose: 'package' }) });
      expect(proposed.status).toBe(201);
      expect((await call('post', '/journeys/{applicationId}/payouts', { token: admin.token, params: { applicationId: journey }, form: proposal({ payee: 'pilgrim', amount: '500', purpose: 'visa' }) })).body.reason).toBe('PAYOUT_OVER_HOLDING');
      const cancelled = await call('post', '/journeys/{applicationId}/payouts', { token: admin.token, params: { applicationId: journey }, form: proposal({ payee: 'pilgrim', amount: '20', purpose: 'visa' }) });
      const ids = (id: string) => ({ applicationId: journey, id });
      expect((await call('post', '/journeys/{applicationId}/payouts/{id}/approve', { token: admin.token, params: ids(proposed.body._id) })).body.reason).toBe('PAYOUT_SAME_ADMIN');
      expect((await call('post', '/journeys/{applicationId}/payouts/{id}/paid', { token: other.token, params: ids(proposed.body._id), json: { transferReference: 'TRF-1', transferredOn: '2026-11-20' } })).body.reason).toBe('PAYOUT_NOT_APPROVED');
      expect((await call('post', '/journeys/{applicationId}/payouts/{id}/approve', { token: other.token, params: ids(proposed.body._id) })).body.status).toBe('approved');
      expect((await call('post', '/journeys/{applicationId}/payouts/{id}/paid', { token: other.token, params: ids(proposed.body._id), json: { transferReference: 'TRF-1', transferredOn: '2026-11-20' } })).body.status).toBe('paid');
      expect((await call('post', '/journeys/{applicationId}/payouts/{id}/cancel', { token: other.token, params: ids(cancelled.body._id), json: { reason: 'Paid by the family' } })).body.status).toBe('cancelled');
      expect((await call('post', '/journeys/{applicationId}/payouts/{id}/cancel', { token: other.token, params: ids(cancelled.body._id), json: { reason: 'Again' } })).body.reason).toBe('PAYOUT_ALREADY_FINAL');
      expect((await call('get', '/journeys/{applicationId}/payouts', { token: admin.token, params: { applicationId: journey } })).body).toMatchObject({ paidCents: 12000, availableCents: 18000 });
      expect((await call('get', '/journeys/{applicationId}/payouts', { token: admin.token, params: { applicationId: NO_SUCH_ID } })).body.reason).toBe('PAYOUT_JOURNEY_NOT_FOUND');
      expect((await call('get', '/payouts', { token: admin.token, query: { status: 'paid' } })).body.length).toBe(1);
      expect((await call('get', '/payouts', { token: admin.token, query: { limit: '1' } })).body.length).toBe(1);
      expect((await call('get', '/payouts', { token: admin.token, query: { status: 'lost' } })).body.reason).toBe('PAYOUT_STATUS_FILTER_INVALID');
      expect((await call('get', '/payouts/{id}/document', { token: admin.token, params: { id: proposed.body._id } })).status).toBe(200);
      expect((await call('get', '/payouts/{id}/document', { token: admin.token, params: { id: NO_SUCH_ID } })).body.reason).toBe('PAYOUT_NOT_FOUND');
      expect((await call('get', '/admin/exports/payouts.csv', { token: admin.token })).status).toBe(200);
      expect((await call('get', '/admin/exports/payouts.csv', { token: donor.token })).body.reason).toBe('ROLE_NOT_ALLOWED');

      // The journey's public ledger: its gift and paid payout, anyone may read it.
      const ledger = await call('get', '/ledger/journeys/{applicationId}', { params: { applicationId: journey } });
      expect(ledger.body).toMatchObject({ givenCents: 30000, paidOutCents: 12000, heldCents: 18000 });
      expect((await call('get', '/ledger/journeys/{applicationId}', { params: { applicationId: NO_SUCH_ID } })).body.reason).toBe('LEDGER_JOURNEY_NOT_FOUND');
      expect((await call('get', '/ledger/journeys', { query: { limit: '1' } })).body.length).toBe(1);
      expect((await call('get', '/ledger/journeys', {})).body.length).toBeGreaterThan(1);
      expect((await call('get', '/ledger/journeys', { query: { limit: '0' } })).body.reason).toBe('PAGE_SIZE_INVALID');
      // Every ledger summed: the totals, the stages and the months, anyone may read them.
      const summary = await call('get', '/ledger/summary', {});
      expect(summary.body).toMatchObject({ givenCents: expect.any(Number), heldCents: expect.any(Number), stages: expect.any(Array), months: expect.any(Array) });
      expect((await call('get', '/ledger/summary', { token: `sabil_key_00000000_${'0'.repeat(64)}` })).body.reason).toBe('API_KEY_INVALID');
      // Admins read the same ledger with who gave and the transfers.
      const full = await call('get', '/journeys/{applicationId}/ledger', { token: admin.token, params: { applicationId: journey } });
      expect(full.body).toMatchObject({ givenCents: 30000, paidOutCents: 12000, heldCents: 18000 });
      expect((await call('get', '/journeys/{applicationId}/ledger', { token: donor.token, params: { applicationId: journey } })).body.reason).toBe('ROLE_NOT_ALLOWED');
    });
  });

  describe('zakat (issue 31)', () => {
    it('marks and unmarks a journey, reads and sets the nisab, and refuses bad input, a donor and a bad key', async () => {
      const journey = await approvedApplication(t, admin.token, 300, 'Zakat Path');
      expect((await call('put', '/application/zakat/{id}', { token: admin.token, params: { id: journey }, json: { category: 'fuqara', basis: 'Assessed by the committee.' } })).body.category).toBe('fuqara');
      expect((await call('put', '/application/zakat/{id}', { token: admin.token, params: { id: journey }, json: { category: 'alms', basis: 'x' } })).body.reason).toBe('CHOICE_INVALID');
      expect((await call('delete', '/application/zakat/{id}', { token: admin.token, params: { id: journey } })).body.category).toBeNull();
      expect((await call('delete', '/application/zakat/{id}', { token: admin.token, params: { id: journey } })).body.reason).toBe('ZAKAT_NOT_MARKED');
      expect((await call('get', '/zakat/settings', {})).body.rate).toBe(0.025);
      expect((await call('get', '/zakat/settings', { token: `sabil_key_00000000_${'0'.repeat(64)}` })).body.reason).toBe('API_KEY_INVALID');
      expect((await call('put', '/zakat/settings', { token: admin.token, json: { nisab: 600, setOn: '2026-11-29' } })).body.nisab).toBe(600);
      expect((await call('put', '/zakat/settings', { token: donor.token, json: { nisab: 600, setOn: '2026-11-29' } })).body.reason).toBe('ROLE_NOT_ALLOWED');
    });
  });

  describe('cancelled journeys', () => {
    it("lists a donor's choice and answers it once, and refuses a stranger's or an unknown one", async () => {
      const journey = await approvedApplication(t, admin.token, 400, 'Hamza Idris');
      await give(t, donor.token, journey, 40);
      const cancelled = await t.graphql(
        'mutation M($input: MoveJourneyStageInput!) { moveJourneyStage(input: $input) { stage } }',
        { input: { applicationId: journey, fromStage: 'FUNDRAISING', toStage: 'CANCELLED', reason: 'Visa refused' } },
        admin.token,
      );
      expect(cancelled.body.errors).toBeUndefined();
      const choices = await call('get', '/cancellation-choices', { token: donor.token });
      const choice = choices.body.find((row: any) => row.applicationId === journey);
      expect(choice).toMatchObject({ refundableCents: 4000, status: 'open' });
      expect((await call('get', '/cancellation-choices', {})).body.reason).toBe('SIGN_IN_REQUIRED');
      expect((await call('post', '/cancellation-choices/{id}/answer', { token: donor.token, params: { id: NO_SUCH_ID }, json: { answer: 'refund' } })).body.reason).toBe('CANCELLATION_CHOICE_NOT_FOUND');
      const answered = await call('post', '/cancellation-choices/{id}/answer', { token: donor.token, params: { id: choice._id ?? choice.id }, json: { answer: 'refund' } });
      expect(answered.body.status).toBe('refunded');
      expect((await call('post', '/cancellation-choices/{id}/answer', { token: donor.token, params: { id: choice._id ?? choice.id }, json: { answer: 'refund' } })).body.reason).toBe('CANCELLATION_ANSWERED');
    });
  });

  describe('journeys', () => {
    /** A GraphQL multipart request carrying one file as `variable`. */
    async function withFile(query: string, variables: Record<string, unknown>, variable: string, file: Buffer, name: string, token: string) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { ...variables, [variable]: null } }));
      form.append('map', JSON.stringify({ 0: [`variables.${variable}`] }));
      form.append('0', new Blob([new Uint8Array(file)]), name);
      const response = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
      return (await response.json()) as any;
    }

    it("serves a stage move's proof document to admins and a thank-you's photo, and refuses another journey's and a stranger", async () => {
      const seeker = await account(t, 'seeker', 'Bilal Hassan');
      const journey = await submitApplication(t, seeker.token, { fullName: 'Bilal Hassan', requestedAmount: '100' });
      await decideApplication(t, admin.token, journey, 'approved');
      await give(t, donor.token, journey, 100);
      const MOVE = 'mutation M($input: MoveJourneyStageInput!, $proof: Upload) { moveJourneyStage(input: $input, proof: $proof) { history { id } } }';
      const booked = await withFile(MOVE, { input: { applicationId: journey, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'BK-1', operatorName: 'Al Noor' } }, 'proof', pngBytes(), 'booking.png', admin.token);
      const changeId = booked.data.moveJourneyStage.history[0].id;
      expect((await call('get', '/journeys/{applicationId}/proofs/{changeId}', { token: admin.token, params: { applicationId: journey, changeId } })).status).toBe(200);
      expect((await call('get', '/journeys/{applicationId}/proofs/{changeId}', { token: admin.token, params: { applicationId: NO_SUCH_ID, changeId } })).body.reason).toBe('JOURNEY_PROOF_NOT_FOUND');
      for (const input of [
        { fromStage: 'BOOKED', toStage: 'VISA_ISSUED', visaIssuedOn: '2026-10-01' },
        { fromStage: 'VISA_ISSUED', toStage: 'TRAVELLED', departedOn: '2026-10-10' },
      ]) {
        expect((await t.graphql(MOVE, { input: { applicationId: journey, ...input } }, admin.token)).body.errors).toBeUndefined();
      }
      const THANK = 'mutation T($input: PostJourneyThanksInput!, $photo: Upload) { postJourneyThanks(input: $input, photo: $photo) { id } }';
      expect((await withFile(THANK, { input: { applicationId: journey, message: 'Thank you' } }, 'photo', pngBytes(), 'us.png', seeker.token)).errors).toBeUndefined();
      expect((await call('get', '/journeys/{applicationId}/thanks/photo', { token: seeker.token, params: { applicationId: journey } })).status).toBe(200);
      expect((await call('get', '/journeys/{applicationId}/thanks/photo', { token: donor.token, params: { applicationId: journey } })).body.reason).toBe('JOURNEY_THANKS_PHOTO_NOT_FOUND');
    });
  });

  describe('contact', () => {
    it('takes a contact message and a newsletter sign-up, and refuses what is not right', async () => {
      expect((await call('post', '/contact', { json: { name: 'Maryam', email: 'maryam@example.org', subject: 'Hello', message: 'Salaam' } })).status).toBe(202);
      expect((await call('post', '/contact', { json: { name: 'Maryam', email: 'nope', subject: 'Hello', message: 'Salaam' } })).body.errors[0].reason).toBe('EMAIL_INVALID');
      expect((await call('post', '/newsletter/subscribe', { json: { email: 'reader@example.org', language: 'ur' } })).status).toBe(202);
      expect((await call('post', '/newsletter/subscribe', { json: { email: 'reader@example.org', language: 'fr' } })).body.errors[0].reason).toBe('CHOICE_INVALID');
    });
  });

  describe('API keys', () => {
    it('read public GET paths with RateLimit headers, and are refused elsewhere, unknown or revoked', async () => {
      const created = await t.graphql(
        'mutation { createApiKey(input: {name: "Masjid website", scopes: [STORIES_READ]}) { secret apiKey { id } } }',
        {},
        admin.token,
      );
      const key = created.body.data.createApiKey.secret as string;
      const stories = await call('get', '/stories/approved', { token: key });
      expect(stories.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
      expect((await call('get', '/application/approved', { token: key })).body.reason).toBe('API_KEY_FIELD_NOT_ALLOWED');
      const totalsOnly = await t.graphql('mutation { createApiKey(input: {name: "Zakat books", scopes: [DONATION_TOTALS_READ]}) { secret } }', {}, admin.token);
      expect((await call('get', '/stories/approved', { token: totalsOnly.body.data.createApiKey.secret })).body.reason).toBe('API_KEY_SCOPE_MISSING');
      expect((await call('post', '/donor/login', { token: key, json: { email: 'a@example.org', password: 'secret-pass' } })).body.reason).toBe('API_KEY_READ_ONLY');
      expect((await call('get', '/stories/approved', { token: `sabil_key_00000000_${'0'.repeat(64)}` })).body.reason).toBe('API_KEY_INVALID');
      await t.graphql('mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id } }', { id: created.body.data.createApiKey.apiKey.id }, admin.token);
      expect((await call('get', '/stories/approved', { token: key })).body.reason).toBe('API_KEY_REVOKED');
    });
  });

  it('checked a success and a refusal of every documented operation', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        const answers = [...checked].filter((where) => where.startsWith(`${method.toUpperCase()} ${path} `));
        if (!answers.some((where) => / 2\d\d$/.test(where))) missing.push(`${method.toUpperCase()} ${path}: no success`);
        // Health and this document refuse nothing.
        const refuses = !['/healthz', '/openapi.json'].includes(path);
        if (refuses && !answers.some((where) => / [45]\d\d$/.test(where))) missing.push(`${method.toUpperCase()} ${path}: no refusal`);
      }
    }
    expect(missing).toEqual([]);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { Role } from '../../auth/role';
import { ApplicationCityCountry1765100000000 } from '../../db/migrations/1765100000000-application-city-country';
import { elfBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, sixMegabytePng, svgBytes } from '../../test/fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

const SUBMIT = `mutation Submit($input: SubmitApplicationInput!, $idDocument: Upload!) {
  submitApplication(input: $input, idDocument: $idDocument) { id status fullName city country requestedAmount collectedAmount donorCount idFileType idFileSize }
}`;
const REVIEW = `mutation Review($id: ID!, $decision: ReviewDecision!) {
  reviewApplication(id: $id, decision: $decision) {
    application { id status reviewedAt }
    counts { id pending approved rejected submittedThisWeek approvedThisMonth rejectedThisMonth }
  }
}`;
const APPROVED = `query Approved($first: Int, $after: String) {
  approvedApplications(first: $first, after: $after) {
    nodes { id fullName city country hajjReason travelType familySize requestedAmount collectedAmount donorCount status fullyFunded }
    pageInfo { endCursor hasNextPage }
  }
}`;
const PUBLIC = `query Public($first: Int, $after: String) {
  publicFundraisingRequests(first: $first, after: $after) {
    nodes { id firstName city country travelType requestedAmount collectedAmount heldAmount donorCount fullyFunded submittedAt }
    pageInfo { endCursor hasNextPage }
  }
}`;

/** The GraphQL form of an application (enum names), and the REST form (SPEC strings). */
const gqlInput = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Fatima Zahra',
  email: 'fatima@example.org',
  phone: '+212 600 123456',
  address: '12 Rue des Oliviers, Fes',
  city: 'Fes',
  country: 'Morocco',
  travelType: 'HAJJ',
  familySize: 'FOUR',
  incomeBracket: 'UNDER_500',
  requestedAmount: 6500,
  hajjReason: 'My late father wished to make Hajj and I wish to go in his name.',
  referenceName: 'Imam Yusuf',
  referencePhone: '+212 600 654321',
  referenceRelation: 'Imam of our mosque',
  ...overrides,
});
const restFields = (overrides: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    fullName: 'Omar Farouk',
    email: 'omar@example.org',
    phone: '0300 1234567',
    address: 'House 4, Street 9, Lahore',
    city: 'Lahore',
    country: 'Pakistan',
    travelType: 'Umrah',
    familySize: '6+',
    incomeBracket: '500-1000',
    requestedAmount: '2400.50',
    hajjReason: 'To perform Umrah with my mother.',
    referenceName: 'Bilal Ahmed',
    referencePhone: '0300 7654321',
    referenceRelation: 'Neighbour',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
};

let t: TestApi;
let serial = 0;
const tokens: Record<'admin' | 'donor' | 'donor2', string> = { admin: '', donor: '', donor2: '' };

async function newSeeker(): Promise<string> {
  const answer = await t.rest('POST', '/seeker/register', { fullname: 'Seeker', email: `seeker${++serial}@example.org`, password: 'seeker-pass' });
  return answer.body.token;
}

function submitGraphql(token: string | undefined, input: Record<string, unknown>, file: Buffer, filename = 'passport.png') {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: SUBMIT, variables: { input, idDocument: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.idDocument'] }));
  form.append('0', new Blob([file]), filename);
  return send('/graphql', form, token, 'POST', { 'apollo-require-preflight': 'true' });
}

function submitRest(token: string | undefined, fields: Record<string, string>, file?: Buffer, filename = 'passport.png') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('idUpload', new Blob([file]), filename);
  return send('/application/submit', form, token);
}

async function send(path: string, body: FormData, token?: string, method = 'POST', headers: Record<string, string> = {}) {
  const response = await fetch(t.url + path, { method, body, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: response.status, body: parsed };
}

/** Rows and files before and after: a refusal must change neither. */
async function snapshot() {
  return { rows: await t.count('application'), files: t.storedFiles().length };
}

beforeAll(async () => {
  t = await startTestApi();
  tokens.admin = (await t.rest('POST', '/admin/register', { fullname: 'Admin', email: 'admin@example.org', password: 'admin-password' })).body.token;
  tokens.donor = (await t.rest('POST', '/donor/register', { fullname: 'Donor', email: 'donor@example.org', password: 'donor-pass' })).body.token;
});
afterAll(async () => {
  await t.close();
});

/** This process's upload spools (other test files, in other workers, upload at the same time). */
const spooledByThisProcess = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`sabil-upload-${process.pid}-`));

describe('submitApplication', () => {
  it('stores a PNG application through GraphQL: the row, and the file under a random key', async () => {
    const seeker = await newSeeker();
    const before = await snapshot();
    const answer = await submitGraphql(seeker, gqlInput(), pngBytes());
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.submitApplication).toMatchObject({
      status: 'PENDING',
      fullName: 'Fatima Zahra',
      city: 'Fes',
      country: 'Morocco',
      requestedAmount: 6500,
      collectedAmount: 0,
      donorCount: 0,
      idFileType: 'image/png',
      idFileSize: pngBytes().length,
    });
    expect(await snapshot()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
    expect(t.storedFiles().some((name) => name.includes('passport'))).toBe(false);
  });

  it('stores a PDF application through REST multipart with the SPEC field names', async () => {
    const seeker = await newSeeker();
    const answer = await submitRest(seeker, restFields(), pdfBytes(), 'id.pdf');
    expect(answer.status).toBe(201);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.body.application).toMatchObject({
      _id: expect.any(String),
      fullName: 'Omar Farouk',
      city: 'Lahore',
      country: 'Pakistan',
      travelType: 'Umrah',
      familySize: '6+',
      incomeBracket: '500-1000',
      requestedAmount: 2400.5,
      status: 'pending',
      idFile: `/application/file/${answer.body.application._id}`,
    });
  });

  // Issue 28: SPEC §7's client sends no city or country; the REST shim keeps its inputs, not only its paths.
  it("accepts a client that sends exactly SPEC §7's fields (no city, no country): 201, and both read null", async () => {
    const seeker = await newSeeker();
    const spec = restFields({ city: undefined, country: undefined });
    expect(Object.keys(spec).sort()).toEqual(
      ['fullName', 'email', 'phone', 'address', 'familySize', 'incomeBracket', 'requestedAmount', 'hajjReason', 'referenceName', 'referencePhone', 'referenceRelation', 'travelType'].sort(),
    );
    const before = await snapshot();
    const answer = await submitRest(seeker, spec, pngBytes());
    expect([answer.status, answer.body.message]).toEqual([201, 'Application submitted successfully']);
    expect(answer.body.application).toMatchObject({ fullName: 'Omar Farouk', address: 'House 4, Street 9, Lahore', city: null, country: null, status: 'pending' });
    expect(await snapshot()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
    const id = answer.body.application._id;
    const admins = await t.rest('GET', '/application/all?status=pending', undefined, tokens.admin);
    expect(admins.body.find((r: { _id: string }) => r._id === id)).toMatchObject({ city: null, country: null });
    expect((await t.graphql('{ myApplication { id city country } }', {}, seeker)).body.data.myApplication).toEqual({ id, city: null, country: null });
  });

  it('reads a blank city or country as not given (null), as the older applications have them', async () => {
    const answer = await submitRest(await newSeeker(), restFields({ city: '   ', country: '' }), pngBytes());
    expect(answer.status).toBe(201);
    expect(answer.body.application).toMatchObject({ city: null, country: null });
  });

  it('GraphQL: submitApplication without city and country submits, and both read null', async () => {
    const seeker = await newSeeker();
    const { city: _city, country: _country, ...withoutPlace } = gqlInput();
    const answer = await submitGraphql(seeker, withoutPlace, pngBytes());
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.submitApplication).toMatchObject({ status: 'PENDING', fullName: 'Fatima Zahra', city: null, country: null });
    const explicitNull = await submitGraphql(await newSeeker(), gqlInput({ city: null, country: null }), pngBytes());
    expect(explicitNull.body.errors).toBeUndefined();
    expect(explicitNull.body.data.submitApplication).toMatchObject({ city: null, country: null });
  });

  it('accepts a JPEG', async () => {
    const answer = await submitRest(await newSeeker(), restFields(), jpegBytes(), 'id.jpeg');
    expect(answer.status).toBe(201);
    expect(answer.body.application.status).toBe('pending');
  });

  it('refuses a second application while one is pending (409), keeping no new file', async () => {
    const seeker = await newSeeker();
    expect((await submitRest(seeker, restFields(), pngBytes())).status).toBe(201);
    const before = await snapshot();
    const again = await submitRest(seeker, restFields(), pngBytes());
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/pending or approved/);
    const viaGraphql = await submitGraphql(seeker, gqlInput(), pngBytes());
    expect(viaGraphql.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(await snapshot()).toEqual(before);
  });

  describe('refuses bad input with 400 and writes nothing', () => {
    let seeker: string;
    beforeAll(async () => {
      seeker = await newSeeker();
    });

    it.each([
      ['a missing full name', { fullName: undefined }, 'fullName', 'Full name is required'],
      ['an empty address', { address: '  ' }, 'address', 'Address is required'],
      ['a city over 100 characters', { city: 'x'.repeat(101) }, 'city', 'City must be at most 100 characters'],
      ['a country over 60 characters', { country: 'x'.repeat(61) }, 'country', 'Country must be at most 60 characters'],
      ['a missing reason', { hajjReason: undefined }, 'hajjReason', 'Reason is required'],
      ['a missing reference relationship', { referenceRelation: '' }, 'referenceRelation', 'Reference relationship is required'],
      ['an amount that is not a number', { requestedAmount: 'lots' }, 'requestedAmount', 'Requested amount must be a number'],
      ['an amount of 0', { requestedAmount: '0' }, 'requestedAmount', 'Requested amount must be greater than 0'],
      ['a negative amount', { requestedAmount: '-50' }, 'requestedAmount', 'Requested amount must be greater than 0'],
      ['an unknown travel type', { travelType: 'Cruise' }, 'travelType', 'Travel type must be one of: Hajj, Umrah'],
      ['an unknown income bracket', { incomeBracket: 'millions' }, 'incomeBracket', 'Monthly income must be one of: under-500, 500-1000, 1000-2000, 2000-3000, over-3000'],
      ['an unknown family size', { familySize: '12' }, 'familySize', 'Family size must be one of: 1, 2, 3, 4, 5, 6+'],
      ['a bad email', { email: 'omar-at-example' }, 'email', 'Please enter a valid email address'],
      ['a phone with letters', { phone: 'call me maybe' }, 'phone', 'Phone must be a phone number (digits, spaces, +, - and brackets)'],
      ['a status set by the seeker', { status: 'approved' }, 'status', 'status cannot be set by the applicant'],
      ['a collectedAmount set by the seeker', { collectedAmount: '99999' }, 'collectedAmount', 'collectedAmount cannot be set by the applicant'],
      ['a donorCount set by the seeker', { donorCount: '40' }, 'donorCount', 'donorCount cannot be set by the applicant'],
    ])('%s', async (_label, change, param, message) => {
      const before = await snapshot();
      const answer = await submitRest(seeker, restFields(change), pngBytes());
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ msg: message, param, reason: expect.stringMatching(/^[A-Z_]+$/) }));
      expect(await snapshot()).toEqual(before);
    });

    it('a missing ID document', async () => {
      const before = await snapshot();
      const answer = await submitRest(seeker, restFields());
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'ID or passport file is required', errors: [{ param: 'idUpload' }] });
      expect(await snapshot()).toEqual(before);
    });

    it('GraphQL: an amount of 0, and fields the input type does not have', async () => {
      const before = await snapshot();
      const zero = await submitGraphql(seeker, gqlInput({ requestedAmount: 0 }), pngBytes());
      expect(zero.body.errors[0]).toMatchObject({
        message: 'Requested amount must be greater than 0',
        extensions: { code: 'BAD_USER_INPUT', field: 'requestedAmount' },
      });
      const massAssignment = await submitGraphql(seeker, gqlInput({ status: 'APPROVED', collectedAmount: 5 }), pngBytes());
      expect(massAssignment.status).toBe(400);
      expect(massAssignment.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const unknownTravel = await submitGraphql(seeker, gqlInput({ travelType: 'CRUISE' }), pngBytes());
      expect(unknownTravel.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['an executable renamed .pdf', elfBytes(), 'id.pdf'],
      ['an SVG renamed .png', svgBytes(), 'id.png'],
      ['an HTML page renamed .png', htmlBytes(), 'id.png'],
      ['an empty file', Buffer.alloc(0), 'id.png'],
    ])('%s', async (_label, bytes, filename) => {
      const before = await snapshot();
      const rest = await submitRest(seeker, restFields(), bytes, filename);
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe('The ID document must be a JPG, PNG or PDF file');
      const gql = await submitGraphql(seeker, gqlInput(), bytes, filename);
      expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'idUpload' } });
      expect(await snapshot()).toEqual(before);
    });

    it('a 6 MB file, with 413', async () => {
      const before = await snapshot();
      const rest = await submitRest(seeker, restFields(), sixMegabytePng());
      expect(rest.status).toBe(413);
      expect(rest.body.message).toBe('The ID document must be at most 5 MB');
      const gql = await submitGraphql(seeker, gqlInput(), sixMegabytePng());
      expect(gql.body.errors[0]).toMatchObject({ message: 'The ID document must be at most 5 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(await snapshot()).toEqual(before);
    });

    it('many refused forms at once: each answered, no spooled upload left behind, the API still up', async () => {
      const spooled = () => spooledByThisProcess();
      const before = await snapshot();
      const spooledBefore = spooled().length;
      // Refused before the file is read: the spool is removed while its reader may still be opening.
      const answers = await Promise.all(Array.from({ length: 40 }, () => submitRest(seeker, restFields({ fullName: undefined }), pngBytes())));
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(400));
      expect(await snapshot()).toEqual(before);
      expect(spooled().length).toBeLessThanOrEqual(spooledBefore);
      expect((await t.rest('GET', '/healthz')).status).toBe(200);
    });

    it('a client gone mid-upload: no spooled upload left behind, no row, the API still up', async () => {
      const spooled = () => spooledByThisProcess();
      const before = await snapshot();
      const spooledBefore = spooled().length;
      const boundary = 'sabil-test-boundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="idUpload"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`;
      await new Promise<void>((resolve) => {
        const request = http.request(`${t.url}/application/submit`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(3 * 1024 * 1024), authorization: `Bearer ${seeker}` },
        });
        request.on('error', () => resolve());
        request.write(head);
        request.write(Buffer.concat([pngBytes(), Buffer.alloc(512 * 1024, 1)]), () => setTimeout(() => request.destroy(), 100));
      });
      const deadline = Date.now() + 10_000;
      while (spooled().length > spooledBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(spooled().length).toBeLessThanOrEqual(spooledBefore);
      expect(await snapshot()).toEqual(before);
      expect((await t.rest('GET', '/healthz')).status).toBe(200);
    });

    it('refused GraphQL uploads leave no temporary copy behind', async () => {
      // graphql-upload keeps each upload in a temporary file until every reader has closed.
      const temporary = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('capacitor-'));
      const temporaryBefore = temporary().length;
      const refusals = await Promise.all([
        submitGraphql(seeker, gqlInput(), svgBytes(), 'id.png'),
        submitGraphql(seeker, gqlInput(), elfBytes(), 'id.pdf'),
        submitGraphql(seeker, gqlInput({ requestedAmount: 0 }), pngBytes()),
        submitGraphql(seeker, gqlInput(), sixMegabytePng()),
      ]);
      expect(refusals.map((answer) => answer.body.errors?.[0]?.extensions?.code)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE']);
      const deadline = Date.now() + 5_000;
      while (temporary().length > temporaryBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(temporary().length).toBeLessThanOrEqual(temporaryBefore);
    });

    it('a JSON body instead of a form', async () => {
      const answer = await t.rest('POST', '/application/submit', restFields(), seeker);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/multipart/);
    });
  });

  describe('refuses the wrong caller and writes nothing', () => {
    it('no token: 401', async () => {
      const before = await snapshot();
      expect((await submitRest(undefined, restFields(), pngBytes())).status).toBe(401);
      const gql = await submitGraphql(undefined, gqlInput(), pngBytes());
      expect(gql.status).toBe(401);
      expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await snapshot()).toEqual(before);
    });

    it.each(['donor', 'admin'] as const)('a %s token: 403', async (role) => {
      const before = await snapshot();
      expect((await submitRest(tokens[role], restFields(), pngBytes())).status).toBe(403);
      const gql = await submitGraphql(tokens[role], gqlInput(), pngBytes());
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('reviewApplication', () => {
  async function pendingApplication(): Promise<string> {
    const answer = await submitRest(await newSeeker(), restFields(), pngBytes());
    return answer.body.application._id;
  }

  it('approves a pending application, returns the new counts and writes an audit event', async () => {
    const id = await pendingApplication();
    const countsBefore = (await t.graphql('{ applicationCounts { pending approved rejected } }', {}, tokens.admin)).body.data.applicationCounts;
    const answer = await t.graphql(REVIEW, { id, decision: 'APPROVE' }, tokens.admin);
    expect(answer.body.errors).toBeUndefined();
    const { application, counts } = answer.body.data.reviewApplication;
    expect(application).toMatchObject({ id, status: 'APPROVED', reviewedAt: expect.any(String) });
    expect(counts).toMatchObject({
      id: 'application-counts',
      pending: countsBefore.pending - 1,
      approved: countsBefore.approved + 1,
      rejected: countsBefore.rejected,
    });
    expect(counts.approvedThisMonth).toBeGreaterThanOrEqual(1);
    const audit = await t.graphql('{ auditEvents(first: 5) { nodes { actorId action subjectId fromState toState createdAt } } }', {}, tokens.admin);
    expect(audit.body.data.auditEvents.nodes[0]).toMatchObject({ action: 'application.review', subjectId: id, fromState: 'pending', toState: 'approved' });
  });

  it('rejects through REST PUT /application/update/{id}', async () => {
    const id = await pendingApplication();
    const answer = await t.rest('PUT', `/application/update/${id}`, { status: 'rejected' }, tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: expect.any(String), application: { _id: id, status: 'rejected' } });
  });

  it('refuses to review an application that is not pending (409) and changes nothing', async () => {
    const id = await pendingApplication();
    await t.graphql(REVIEW, { id, decision: 'REJECT' }, tokens.admin);
    const events = await t.count('audit_event');
    const again = await t.graphql(REVIEW, { id, decision: 'APPROVE' }, tokens.admin);
    expect(again.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringMatching(/already rejected/) });
    const rest = await t.rest('PUT', `/application/update/${id}`, { status: 'approved' }, tokens.admin);
    expect(rest.status).toBe(409);
    expect(await t.count('application', `id = '${id}' AND status = 'rejected'`)).toBe(1);
    expect(await t.count('audit_event')).toBe(events);
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const id = await pendingApplication();
    const answers = await Promise.all([
      t.rest('PUT', `/application/update/${id}`, { status: 'approved' }, tokens.admin),
      t.rest('PUT', `/application/update/${id}`, { status: 'rejected' }, tokens.admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.count('audit_event', `subject_id = '${id}'`)).toBe(1);
  });

  it.each(['seeker', 'donor'] as const)('refuses a %s token with FORBIDDEN / 403 and changes nothing', async (role) => {
    const id = await pendingApplication();
    const token = role === 'donor' ? tokens.donor : await newSeeker();
    const gql = await t.graphql(REVIEW, { id, decision: 'APPROVE' }, token);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.rest('PUT', `/application/update/${id}`, { status: 'approved' }, token)).status).toBe(403);
    expect(await t.count('application', `id = '${id}' AND status = 'pending'`)).toBe(1);
  });

  describe('a rejection that says why', () => {
    const REJECT_WITH = `mutation Reject($id: ID!, $reason: RejectionReason, $note: String) {
      reviewApplication(id: $id, decision: REJECT, reason: $reason, note: $note) { application { id status rejectionReason rejectionNote } }
    }`;

    it('keeps the reason and the note on the application and in the audit event, and the seeker reads them', async () => {
      const seeker = await newSeeker();
      const id = (await submitRest(seeker, restFields(), pngBytes())).body.application._id;
      const note = 'The photo page of the passport is cut off; please apply again with the whole page.';
      const answer = await t.graphql(REJECT_WITH, { id, reason: 'ID_DOCUMENT_UNREADABLE', note: `  ${note}  ` }, tokens.admin);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.reviewApplication.application).toEqual({ id, status: 'REJECTED', rejectionReason: 'ID_DOCUMENT_UNREADABLE', rejectionNote: note });
      const mine = await t.graphql('{ myApplication { id status rejectionReason rejectionNote } }', {}, seeker);
      expect(mine.body.data.myApplication).toEqual({ id, status: 'REJECTED', rejectionReason: 'ID_DOCUMENT_UNREADABLE', rejectionNote: note });
      const audit = await t.graphql('{ auditEvents(first: 1) { nodes { action subjectId after } } }', {}, tokens.admin);
      const event = audit.body.data.auditEvents.nodes[0];
      expect(event).toMatchObject({ action: 'application.review', subjectId: id });
      expect(JSON.parse(event.after)).toEqual({ status: 'rejected', rejectionReason: 'id-document-unreadable', rejectionNote: note });
    });

    it('through REST too, with the REST strings; without either, both stay null', async () => {
      const id = await pendingApplication();
      const answer = await t.rest('PUT', `/application/update/${id}`, { status: 'rejected', reason: 'not-eligible', note: 'Our support is for a first Hajj.' }, tokens.admin);
      expect(answer.status).toBe(200);
      expect(answer.body.application).toMatchObject({ _id: id, status: 'rejected', rejectionReason: 'not-eligible', rejectionNote: 'Our support is for a first Hajj.' });
      const plain = await pendingApplication();
      const bare = await t.rest('PUT', `/application/update/${plain}`, { status: 'rejected', reason: '', note: '' }, tokens.admin);
      expect(bare.body.application).toMatchObject({ status: 'rejected', rejectionReason: null, rejectionNote: null });
    });

    it.each([
      ['a reason with an approval', { status: 'approved', reason: 'duplicate' }, 'REJECTION_DETAILS_WITH_APPROVAL'],
      ['a note with an approval', { status: 'approved', note: 'Welcome' }, 'REJECTION_DETAILS_WITH_APPROVAL'],
      ['an unknown reason', { status: 'rejected', reason: 'too-poor' }, 'CHOICE_INVALID'],
      ['a note of 501 characters', { status: 'rejected', note: 'x'.repeat(501) }, 'FIELD_TOO_LONG'],
      ['a note that is not text', { status: 'rejected', note: 42 }, 'FIELD_NOT_TEXT'],
    ])('refuses %s with 400 and changes nothing', async (_label, body, reason) => {
      const id = await pendingApplication();
      const events = await t.count('audit_event');
      const answer = await t.rest('PUT', `/application/update/${id}`, body, tokens.admin);
      expect(answer.status).toBe(400);
      expect(answer.body.reason).toBe(reason);
      expect(await t.count('application', `id = '${id}' AND status = 'pending' AND rejection_reason IS NULL AND rejection_note IS NULL`)).toBe(1);
      expect(await t.count('audit_event')).toBe(events);
    });

    it('GraphQL refuses an unknown reason before anything runs, and a reason with APPROVE', async () => {
      const id = await pendingApplication();
      const unknown = await t.graphql(REJECT_WITH, { id, reason: 'TOO_POOR' }, tokens.admin);
      expect(unknown.body.errors[0].message).toMatch(/RejectionReason/);
      const approve = await t.graphql(`mutation { reviewApplication(id: "${id}", decision: APPROVE, reason: DUPLICATE) { application { id } } }`, {}, tokens.admin);
      expect(approve.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'REJECTION_DETAILS_WITH_APPROVAL' });
      expect(await t.count('application', `id = '${id}' AND status = 'pending'`)).toBe(1);
    });
  });

  it('answers 404 for an unknown or malformed id, and 400 for an unknown status', async () => {
    expect((await t.rest('PUT', '/application/update/00000000-0000-4000-8000-000000000000', { status: 'approved' }, tokens.admin)).status).toBe(404);
    expect((await t.rest('PUT', '/application/update/not-an-id', { status: 'approved' }, tokens.admin)).status).toBe(404);
    const gql = await t.graphql(REVIEW, { id: "1'; DROP TABLE application; --", decision: 'APPROVE' }, tokens.admin);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const id = await pendingApplication();
    const bad = await t.rest('PUT', `/application/update/${id}`, { status: 'pending' }, tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be approved or rejected');
  });
});

describe('the ID document', () => {
  let id: string;
  beforeAll(async () => {
    id = (await submitRest(await newSeeker(), restFields(), pngBytes())).body.application._id;
  });

  it('is served to an admin, byte for byte, with its real type', async () => {
    const response = await fetch(`${t.url}/application/file/${id}`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('is refused without a token (401) and to seekers and donors (403)', async () => {
    expect((await fetch(`${t.url}/application/file/${id}`)).status).toBe(401);
    for (const token of [tokens.donor, await newSeeker()]) {
      const response = await fetch(`${t.url}/application/file/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('answers 404 for an unknown application', async () => {
    const response = await fetch(`${t.url}/application/file/00000000-0000-4000-8000-000000000000`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(response.status).toBe(404);
  });
});

describe('lists', () => {
  let approvedId: string;
  beforeAll(async () => {
    approvedId = (await submitRest(await newSeeker(), restFields({ fullName: 'Approved Person' }), pngBytes())).body.application._id;
    await t.rest('PUT', `/application/update/${approvedId}`, { status: 'approved' }, tokens.admin);
    await submitRest(await newSeeker(), restFields({ fullName: 'Still Pending' }), pngBytes());
  });

  it('shows donors approved applications only, with donor-safe fields only', async () => {
    const answer = await t.graphql(APPROVED, { first: 100 }, tokens.donor);
    const nodes = answer.body.data.approvedApplications.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n: { status: string }) => n.status === 'APPROVED')).toBe(true);
    expect(nodes.map((n: { id: string }) => n.id)).toContain(approvedId);
    expect(nodes.map((n: { fullName: string }) => n.fullName)).not.toContain('Still Pending');

    const rest = await t.rest('GET', '/application/approved', undefined, tokens.donor);
    expect(rest.status).toBe(200);
    expect(Array.isArray(rest.body)).toBe(true);
    const record = rest.body.find((r: { _id: string }) => r._id === approvedId);
    expect(Object.keys(record).sort()).toEqual(
      ['_id', 'fullName', 'city', 'country', 'hajjReason', 'travelType', 'familySize', 'requestedAmount', 'collectedAmount', 'heldAmount', 'donorCount', 'status', 'fullyFunded', 'submittedAt', 'zakatCategory'].sort(),
    );
    // Issue 28: donors see the town and country, never the street address (anyone may register as a donor).
    expect(JSON.stringify(rest.body)).not.toMatch(/House 4|Street 9|omar@example|0300 1234567|500-1000|Bilal|Neighbour|\/application\/file/);
    expect(JSON.stringify(answer.body)).not.toMatch(/House 4|Street 9/);
    expect(record).toMatchObject({ city: 'Lahore', country: 'Pakistan' });
    expect(nodes.find((n: { id: string }) => n.id === approvedId)).toMatchObject({ city: 'Lahore', country: 'Pakistan' });
  });

  it('has no private fields on the donor type at all', async () => {
    for (const field of ['address', 'email', 'phone', 'incomeBracket', 'referenceName', 'referencePhone', 'referenceRelation', 'idFileUrl']) {
      const answer = await t.graphql(`{ approvedApplications { nodes { ${field} } } }`, {}, tokens.donor);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('never shows a donor a list older than a later approval (shared-list cache)', async () => {
    const ids = async () => (await t.graphql(APPROVED, { first: 100 }, tokens.donor)).body.data.approvedApplications.nodes.map((n: { id: string }) => n.id);
    const before = await ids();
    expect(await ids()).toEqual(before); // now answered from the cache
    const id = (await submitRest(await newSeeker(), restFields({ fullName: 'Newly Approved' }), pngBytes())).body.application._id;
    await t.graphql(REVIEW, { id, decision: 'APPROVE' }, tokens.admin);
    const after = await ids();
    expect(after).toContain(id);
    expect(after.length).toBe(before.length + 1);
    // Another role asking the same query is not served the donors' cached answer.
    const asAdmin = await t.graphql(APPROVED, { first: 100 }, tokens.admin);
    expect(asAdmin.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.graphql(APPROVED, { first: 100 });
    expect(anonymous.status).toBe(401);
  });

  it('answers from the cache with the same bytes, headers and ETag as the answer it keeps', async () => {
    await t.api.services.sharedResponses.invalidate();
    const computed = await t.graphql(APPROVED, { first: 7 }, tokens.donor);
    const cached = await t.graphql(APPROVED, { first: 7 }, tokens.donor);
    const key = t.api.services.sharedResponses.keyFor({ query: APPROVED, variables: { first: 7 } }, Role.DONOR);
    expect(t.api.services.sharedResponses.get(key!)).toBeDefined();
    expect(cached.body).toEqual(computed.body);
    for (const header of ['content-type', 'etag', 'cache-control']) expect(cached.headers.get(header)).toBe(computed.headers.get(header));
    expect(cached.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
  });

  it('refuses the approved list without a donor token', async () => {
    expect((await t.rest('GET', '/application/approved')).status).toBe(401);
    expect((await t.rest('GET', '/application/approved', undefined, await newSeeker())).status).toBe(403);
    const gql = await t.graphql(APPROVED, {}, tokens.admin);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('pages with first and after, without overlap', async () => {
    const all = (await t.graphql('{ applications(first: 100) { nodes { id } } }', {}, tokens.admin)).body.data.applications.nodes.map((n: { id: string }) => n.id);
    const first = (await t.graphql('query($a: String) { applications(first: 2, after: $a) { nodes { id } pageInfo { endCursor hasNextPage } } }', {}, tokens.admin)).body.data.applications;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.graphql('query($a: String) { applications(first: 2, after: $a) { nodes { id } } }', { a: first.pageInfo.endCursor }, tokens.admin)).body.data.applications;
    expect([...first.nodes, ...second.nodes].map((n: { id: string }) => n.id)).toEqual(all.slice(0, 4));
    const bad = await t.graphql('{ applications(first: 2, after: "bogus") { nodes { id } } }', {}, tokens.admin);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const zero = await t.graphql('{ applications(first: 0) { nodes { id } } }', {}, tokens.admin);
    expect(zero.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('gives admins every field through GET /application/all, filtered by status', async () => {
    const all = await t.rest('GET', '/application/all', undefined, tokens.admin);
    expect(all.status).toBe(200);
    const approved = all.body.find((r: { _id: string }) => r._id === approvedId);
    expect(approved).toMatchObject({ email: 'omar@example.org', phone: '0300 1234567', referenceName: 'Bilal Ahmed', status: 'approved' });
    const pendingOnly = await t.rest('GET', '/application/all?status=pending', undefined, tokens.admin);
    expect(pendingOnly.body.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect((await t.rest('GET', '/application/all?status=lost', undefined, tokens.admin)).status).toBe(400);
    expect((await t.rest('GET', '/application/all', undefined, tokens.donor)).status).toBe(403);
  });

  it("shows a seeker their own latest application and nobody else's", async () => {
    const seeker = await newSeeker();
    expect((await t.graphql('{ myApplication { id } }', {}, seeker)).body.data.myApplication).toBeNull();
    const id = (await submitRest(seeker, restFields(), pngBytes())).body.application._id;
    expect((await t.graphql('{ myApplication { id status } }', {}, seeker)).body.data.myApplication).toEqual({ id, status: 'PENDING' });
  });

  it('sums approved requests for the donor summary cards', async () => {
    const answer = await t.graphql('{ fundraisingSummary { id activeRequests totalNeeded totalRaised } }', {}, tokens.donor);
    const rows = await t.db.dataSource.query(`SELECT count(*)::int AS n, sum(requested_amount_cents)::int AS cents FROM application WHERE status = 'approved'`);
    expect(answer.body.data.fundraisingSummary).toEqual({ id: 'fundraising-summary', activeRequests: rows[0].n, totalNeeded: rows[0].cents / 100, totalRaised: 0 });
  });
});

describe('publicFundraisingRequests', () => {
  let approvedId: string;
  let olderId: string;
  beforeAll(async () => {
    approvedId = (await submitRest(await newSeeker(), restFields({ fullName: 'Maryam Siddiqui Khan' }), pngBytes())).body.application._id;
    await t.rest('PUT', `/application/update/${approvedId}`, { status: 'approved' }, tokens.admin);
    olderId = (await submitRest(await newSeeker(), restFields({ fullName: 'Zaynab bint Ali' }), pngBytes())).body.application._id;
    await t.rest('PUT', `/application/update/${olderId}`, { status: 'approved' }, tokens.admin);
    // As an application sent before the form asked for a city and country (the migration leaves them null).
    await t.db.dataSource.query(`UPDATE application SET city = NULL, country = NULL, full_name = E'  Zaynab\\tbint Ali' WHERE id = $1`, [olderId]);
    t.api.services.sharedResponses.invalidate();
  });

  it.each(['admin', 'donor'] as const)('shows %s callers approved requests with the first name, city and country only', async (role) => {
    const answer = await t.graphql(PUBLIC, { first: 100 }, tokens[role]);
    expect(answer.body.errors).toBeUndefined();
    const nodes = answer.body.data.publicFundraisingRequests.nodes as Array<Record<string, unknown>>;
    expect(nodes.find((node) => node.id === approvedId)).toEqual({
      id: approvedId,
      firstName: 'Maryam',
      city: 'Lahore',
      country: 'Pakistan',
      travelType: 'UMRAH',
      requestedAmount: 2400.5,
      collectedAmount: 0,
      heldAmount: 0,
      donorCount: 0,
      fullyFunded: false,
      submittedAt: expect.any(String),
    });
    expect(nodes.find((node) => node.id === olderId)).toMatchObject({ firstName: 'Zaynab', city: null, country: null });
    expect(nodes.map((node) => node.firstName)).not.toContain('Still');
    expect(JSON.stringify(answer.body)).not.toMatch(/Siddiqui|House 4|Street 9|omar@example|0300 1234567|Umrah with my mother|Bilal|Neighbour|\/application\/file/);
  });

  it('has no private field on its type at all', async () => {
    for (const field of ['fullName', 'address', 'hajjReason', 'email', 'phone', 'familySize', 'incomeBracket', 'referenceName', 'referencePhone', 'idFileUrl', 'status']) {
      const answer = await t.graphql(`{ publicFundraisingRequests { nodes { ${field} } } }`, {}, tokens.admin);
      expect([field, answer.status, answer.body.errors[0].extensions.code]).toEqual([field, 400, 'GRAPHQL_VALIDATION_FAILED']);
    }
  });

  it('pages with first and after, newest first, without overlap', async () => {
    const all = (await t.graphql(PUBLIC, { first: 100 }, tokens.admin)).body.data.publicFundraisingRequests.nodes.map((n: { id: string }) => n.id);
    const first = (await t.graphql(PUBLIC, { first: 1 }, tokens.admin)).body.data.publicFundraisingRequests;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.graphql(PUBLIC, { first: 1, after: first.pageInfo.endCursor }, tokens.admin)).body.data.publicFundraisingRequests;
    expect([...first.nodes, ...second.nodes].map((n: { id: string }) => n.id)).toEqual(all.slice(0, 2));
    expect(all[0]).toBe(olderId);
  });

  it('sums the approved requests in publicFundraisingSummary', async () => {
    const answer = await t.graphql('{ publicFundraisingSummary { activeRequests totalNeeded totalRaised } }', {}, tokens.admin);
    const rows = await t.db.dataSource.query(`SELECT count(*)::int AS n, sum(requested_amount_cents)::int AS cents FROM application WHERE status = 'approved'`);
    expect(answer.body.data.publicFundraisingSummary).toEqual({ activeRequests: rows[0].n, totalNeeded: rows[0].cents / 100, totalRaised: 0 });
  });

  it('refuses seekers (FORBIDDEN) and callers without a token (401)', async () => {
    const seeker = await t.graphql(PUBLIC, {}, await newSeeker());
    expect(seeker.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.graphql(PUBLIC, {});
    expect(anonymous.status).toBe(401);
  });
});

describe('the city-and-country migration', () => {
  it('drops both columns on the way down and adds them back, empty, on the way up', async () => {
    const columns = async () =>
      (await t.db.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'application' AND column_name IN ('city', 'country') ORDER BY 1`)).map(
        (row: { column_name: string }) => row.column_name,
      );
    // Each step in a transaction of its own, as TypeORM runs a migration (PGlite has one connection).
    expect(await columns()).toEqual(['city', 'country']);
    await t.db.dataSource.transaction((manager) => new ApplicationCityCountry1765100000000().down(manager.queryRunner!));
    expect(await columns()).toEqual([]);
    await t.db.dataSource.transaction((manager) => new ApplicationCityCountry1765100000000().up(manager.queryRunner!));
    expect(await columns()).toEqual(['city', 'country']);
    expect(await t.count('application', 'city IS NOT NULL OR country IS NOT NULL')).toBe(0);
  });
});

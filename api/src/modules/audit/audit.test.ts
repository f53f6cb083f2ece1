import { account, approvedApplication, brokenInvariants, give } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';

/** Issue 10's audit trail: what is recorded, that it cannot be changed, its filters, its exports and the books' check. */

const EVENTS = `query Events($filter: AuditEventFilter, $first: Int, $after: String) {
  auditEvents(filter: $filter, first: $first, after: $after) {
    nodes { id actorId actorRole action subjectType subjectId fromState toState before after ip createdAt }
    pageInfo { hasNextPage endCursor }
  }
}`;
const RECONCILIATION = `{ reconciliation { kind applicationId fullName collectedAmount completedDonationsAmount difference donorCount completedDonors } }`;

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let seeker: { id: string; token: string };
let applicationId: string;

async function events(filter: Record<string, unknown>, first = 100) {
  const answer = await t.graphql(EVENTS, { filter, first }, admin.token);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.auditEvents.nodes as Array<Record<string, any>>;
}

async function csv(path: string, token = admin.token) {
  const response = await fetch(t.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin', 'Auditor Admin');
  donor = await account(t, 'donor', '=HYPERLINK("http://evil.example","Click")');
  seeker = await account(t, 'seeker');
  applicationId = await approvedApplication(t, admin.token, 3000, 'Bilal Hassan');
  await give(t, donor.token, applicationId, 40);
});
afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t.close();
});

describe('the audit table is append-only', () => {
  it.each([
    ['UPDATE', `UPDATE audit_event SET action = 'nothing.happened'`],
    ['DELETE', 'DELETE FROM audit_event'],
    ['TRUNCATE', 'TRUNCATE audit_event'],
  ])('the database refuses %s and every event stays as it was', async (operation, statement) => {
    const before = await t.db.dataSource.query('SELECT * FROM audit_event ORDER BY id');
    expect(before.length).toBeGreaterThan(0);
    await expect(t.db.dataSource.query(statement)).rejects.toThrow(`audit_event is append-only: ${operation} is not allowed`);
    expect(await t.db.dataSource.query('SELECT * FROM audit_event ORDER BY id')).toEqual(before);
  });
});

describe('what is recorded', () => {
  it("records an application's review with the admin, role, states, before and after, and address", async () => {
    const [review] = await events({ action: 'application.review', subjectId: applicationId });
    expect(review).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMIN',
      subjectType: 'application',
      fromState: 'pending',
      toState: 'approved',
      before: JSON.stringify({ status: 'pending' }),
      after: JSON.stringify({ status: 'approved' }),
    });
    expect(review!.ip).toMatch(/127\.0\.0\.1/);
  });

  it('records an admin sign-in, and failed sign-ins of known and unknown accounts of any role', async () => {
    const email = `auditor.${process.pid}@example.org`;
    const registered = await t.rest('POST', '/admin/register', { fullname: 'Second Admin', email, password: 'admin-password' }, admin.token);
    expect(registered.status).toBe(201);
    const secondId = registered.body.admin._id as string;
    expect(await events({ action: 'account.admin_registered', subjectId: secondId })).toEqual([
      expect.objectContaining({ actorId: admin.id, actorRole: 'ADMIN', subjectType: 'account', after: expect.stringContaining('"admittedBy":"admin"') }),
    ]);

    expect((await t.rest('POST', '/admin/login', { email, password: 'admin-password' })).status).toBe(200);
    expect(await events({ action: 'account.sign_in', actorId: secondId })).toHaveLength(1);

    expect((await t.rest('POST', '/admin/login', { email, password: 'wrong-password' })).status).toBe(401);
    expect((await t.rest('POST', '/donor/login', { email: 'nobody@example.org', password: 'whatever1' })).status).toBe(401);
    expect((await t.rest('POST', '/donor/login', { email: 'nobody@example.org', password: 'whatever2' })).status).toBe(401);
    const failed = await events({ action: 'account.sign_in_failed' });
    const digest = expect.stringMatching(/^[0-9a-f]{32}$/);
    expect(failed.slice(0, 3)).toEqual([
      expect.objectContaining({ actorId: null, actorRole: 'ANONYMOUS', subjectId: null, after: expect.stringContaining('"role":"donor"') }),
      expect.objectContaining({ actorId: null, actorRole: 'ANONYMOUS', subjectId: null, after: expect.stringContaining('"role":"donor"') }),
      expect.objectContaining({ actorId: null, actorRole: 'ANONYMOUS', subjectId: secondId, after: expect.stringContaining('"role":"admin"') }),
    ]);
    const [again, stranger, known] = failed.slice(0, 3).map((event) => JSON.parse(event.after));
    // No address is kept (the trail cannot forget): a digest groups the attempts on one address.
    expect(again).toEqual({ role: 'donor', emailDigest: digest });
    expect(again.emailDigest).toBe(stranger.emailDigest);
    expect(known.emailDigest).not.toBe(stranger.emailDigest);
    expect(JSON.stringify(failed)).not.toContain('nobody@example.org');
    expect(JSON.stringify(failed)).not.toContain(email);
    // Donors' and seekers' successful sign-ins are not admin actions: not recorded.
    const signIns = await t.count('audit_event', `action = 'account.sign_in'`);
    const answer = await t.rest('POST', '/seeker/login', { email: `seeker3.${process.pid}@example.org`, password: 'secret-pass' });
    expect(answer.status).toBe(200);
    expect(await t.count('audit_event', `action = 'account.sign_in'`)).toBe(signIns);
  });

  it("records each view of an ID document, and not a refused one", async () => {
    const before = await t.count('audit_event', `action = 'id_document.view'`);
    const document = await fetch(`${t.url}/application/file/${applicationId}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(document.status).toBe(200);
    await document.arrayBuffer();
    expect(await events({ action: 'id_document.view', subjectId: applicationId })).toEqual([expect.objectContaining({ actorId: admin.id, subjectType: 'application' })]);

    const refused = await fetch(`${t.url}/application/file/${applicationId}`, { headers: { authorization: `Bearer ${donor.token}` } });
    expect(refused.status).toBe(403);
    expect(await t.count('audit_event', `action = 'id_document.view'`)).toBe(before + 1);
  });

  it('records a donation completed by the payment provider under the donor', async () => {
    const [completed] = await events({ action: 'donation.completed', actorId: donor.id });
    expect(completed).toMatchObject({ actorRole: 'DONOR', subjectType: 'donation', toState: 'completed' });
  });
});

describe('auditEvents', () => {
  it('filters by action, actor, subject and time, newest first, in pages', async () => {
    const all = await events({});
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const mine = await events({ actorId: admin.id });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actorId === admin.id)).toBe(true);
    expect((await events({ subjectType: 'application' })).every((e) => e.subjectType === 'application')).toBe(true);
    expect(await events({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await events({ to: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect(await events({ from: '2000-01-01T00:00:00Z', to: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(all.length);

    const first = (await t.graphql(EVENTS, { first: 2 }, admin.token)).body.data.auditEvents;
    expect(first.nodes).toEqual(all.slice(0, 2));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.graphql(EVENTS, { first: 2, after: first.pageInfo.endCursor }, admin.token)).body.data.auditEvents;
    expect(second.nodes).toEqual(all.slice(2, 4));
  });

  it.each([
    ['an actor id that is not a UUID', { actorId: 'admin' }, 'AUDIT_FILTER_ID_INVALID', 'actorId must be a UUID'],
    ['a subject id that is not a UUID', { subjectId: "1' OR '1'='1" }, 'AUDIT_FILTER_ID_INVALID', 'subjectId must be a UUID'],
    ['a range that ends before it starts', { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'AUDIT_FILTER_RANGE_INVALID', '`from` must be before `to`'],
    ['an action of 61 characters', { action: 'a'.repeat(61) }, 'AUDIT_FILTER_TEXT_INVALID', 'action must be at most 60 characters'],
  ])('refuses %s with BAD_USER_INPUT', async (_label, filter, reason, message) => {
    const answer = await t.graphql(EVENTS, { filter }, admin.token);
    expect(answer.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', reason } });
  });

  it('refuses a time that is not one with a 400', async () => {
    const answer = await t.graphql(EVENTS, { filter: { from: 'yesterday' } }, admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('reconciliation', () => {
  it('is empty when every collected amount is the sum of its completed donations', async () => {
    const answer = await t.graphql(RECONCILIATION, {}, admin.token);
    expect(answer.body).toEqual({ data: { reconciliation: [] } });
  });

  it('lists an application whose tallies were changed behind the books, until they are put back', async () => {
    await t.db.dataSource.query('UPDATE application SET collected_amount_cents = collected_amount_cents + 1234 WHERE id = $1', [applicationId]);
    try {
      const answer = await t.graphql(RECONCILIATION, {}, admin.token);
      expect(answer.body.data.reconciliation).toEqual([
        { kind: 'DONATIONS', applicationId, fullName: 'Bilal Hassan', collectedAmount: 52.34, completedDonationsAmount: 40, difference: 12.34, donorCount: 1, completedDonors: 1 },
        // The journey's ledger disagrees too: it keeps $40 (nothing paid out, $40 held), not $52.34.
        { kind: 'LEDGER_BALANCE', applicationId, fullName: 'Bilal Hassan', collectedAmount: 52.34, completedDonationsAmount: 40, difference: 12.34, donorCount: 1, completedDonors: 1 },
      ]);
    } finally {
      await t.db.dataSource.query('UPDATE application SET collected_amount_cents = collected_amount_cents - 1234 WHERE id = $1', [applicationId]);
    }
    expect((await t.graphql(RECONCILIATION, {}, admin.token)).body.data.reconciliation).toEqual([]);
  });
});

describe('CSV exports', () => {
  it('streams the donations with a header, escaping what a spreadsheet would run, and records the export', async () => {
    const before = await t.count('audit_event', `action = 'export.donations'`);
    const answer = await csv(`/admin/exports/donations.csv?applicationId=${applicationId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="sabil-donations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, end] = answer.text.split('\r\n');
    expect(header).toBe('id,created_at,application_id,applicant_name,donor_name,donor_email,amount,kept,refunded,currency,charged_amount,charged_currency,recurring,status,period_start,receipt_number,test_mode,exceeded_goal,dispute_status,tracking_status');
    expect(row).toContain(`,${applicationId},Bilal Hassan,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(row).toContain(',40.00,40.00,0.00,usd,,,one_time,completed,');
    expect(end).toBe('');
    expect(await t.count('audit_event', `action = 'export.donations'`)).toBe(before + 1);
    const [event] = await events({ action: 'export.donations' }, 1);
    expect(event).toMatchObject({ actorId: admin.id, subjectType: 'export', subjectId: null, after: JSON.stringify({ filter: { applicationId } }) });
  });

  it('exports only the header for an application nobody has given to, as the donations query answers an empty list', async () => {
    const response = await fetch(`${t.url}/admin/exports/donations.csv?applicationId=00000000-0000-4000-8000-000000000000`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark first: spreadsheet programs then read the names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([expect.stringMatching(/^id,created_at,/), '']);
  });

  it('streams the audit trail with the same filters as auditEvents', async () => {
    const answer = await csv(`/admin/exports/audit-events.csv?action=application.review&from=2000-01-01`);
    expect(answer.status).toBe(200);
    const lines = answer.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,actor_id,actor_role,action,subject_type,subject_id,from_state,to_state,before,after,ip');
    expect(lines.slice(1).length).toBe((await events({ action: 'application.review' })).length);
    expect(lines[1]).toContain(`,${admin.id},admin,application.review,application,${applicationId},pending,approved,"{""status"":""pending""}","{""status"":""approved""}",`);
  });

  it('streams a trail longer than one page, every event once', async () => {
    // Inserted directly (as the services do, one INSERT each): 105 failed sign-ins would spend 15 s in argon2.
    await t.db.dataSource.query(
      `INSERT INTO audit_event (actor_role, action, subject_type, state_after)
       SELECT 'anonymous', 'account.sign_in_failed', 'account', jsonb_build_object('email', 'guess' || n || '@example.org') FROM generate_series(1, 105) AS n`,
    );
    const answer = await csv('/admin/exports/audit-events.csv?action=account.sign_in_failed');
    const ids = answer.text.trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[0]);
    expect(ids.length).toBeGreaterThan(105);
    expect(ids.length).toBe(await t.count('audit_event', `action = 'account.sign_in_failed'`));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['/admin/exports/donations.csv?status=lost', 'EXPORT_STATUS_INVALID', 400],
    ['/admin/exports/donations.csv?applicationId=nope', 'REQUEST_NOT_FOUND', 404],
    ['/admin/exports/audit-events.csv?action=a&action=b', 'EXPORT_PARAMETER_INVALID', 400],
    ['/admin/exports/audit-events.csv?from=yesterday', 'AUDIT_FILTER_TIME_INVALID', 400],
    ['/admin/exports/audit-events.csv?from=2026-11-24T10:00', 'AUDIT_FILTER_TIME_INVALID', 400],
    ['/admin/exports/audit-events.csv?actorId=x', 'AUDIT_FILTER_ID_INVALID', 400],
    ['/admin/exports/audit-events.csv?from=2026-02-30', 'AUDIT_FILTER_TIME_INVALID', 400],
    ['/admin/exports/audit-events.csv?actoId=00000000-0000-4000-8000-000000000000', 'EXPORT_PARAMETER_UNKNOWN', 400],
    ['/admin/exports/audit-events.csv?action[a]=1', 'EXPORT_PARAMETER_UNKNOWN', 400],
    ['/admin/exports/donations.csv?applicationId[]=1', 'EXPORT_PARAMETER_UNKNOWN', 400],
  ])('refuses %s and records no export', async (path, reason, status) => {
    const exports = await t.count('audit_event', `subject_type = 'export'`);
    const answer = await t.rest('GET', path, undefined, admin.token);
    expect(answer.status).toBe(status);
    expect(answer.body.reason).toBe(reason);
    expect(await t.count('audit_event', `subject_type = 'export'`)).toBe(exports);
  });
});

describe('only admins', () => {
  const tokens = () => [
    ['anonymous', undefined, 401],
    ['a seeker', seeker.token, 403],
    ['a donor', donor.token, 403],
  ] as const;

  it.each(['auditEvents', 'reconciliation'])('refuses %s to anyone but an admin', async (field) => {
    for (const [, token] of tokens()) {
      const answer = await t.graphql(field === 'auditEvents' ? EVENTS : RECONCILIATION, {}, token);
      expect(answer.body.data).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(answer.body.errors[0].extensions.code);
    }
  });

  it.each(['/admin/exports/donations.csv', '/admin/exports/audit-events.csv'])('refuses %s to anyone but an admin, recording nothing', async (path) => {
    const events = await t.count('audit_event');
    for (const [, token, status] of tokens()) {
      const answer = await t.rest('GET', path, undefined, token);
      expect(answer.status).toBe(status);
      expect(String(answer.body)).not.toContain('donor_email');
    }
    expect(await t.count('audit_event')).toBe(events);
  });
});

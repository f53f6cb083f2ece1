import jwt from 'jsonwebtoken';
import { account, approvedApplication, brokenInvariants, decideApplication, give, submitApplication } from '../../test/giving';
import { elfBytes, jpegBytes, pdfBytes, pngBytes, sixMegabytePng } from '../../test/fixtures';
import { expectBooksBalanced, settleRefunds } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';
import { startReceiver } from '../../test/webhook-receiver';

/**
 * Issue 30, payouts approved by two: operators kept by admins, a payout proposed with its
 * document, approved by another admin with a fresh proof, paid or cancelled, never above what the
 * journey holds; every refusal changes nothing.
 */

const PAYOUT_FIELDS = `id applicationId payee payeeName amount amountCents currency purpose note status documentType documentUrl proposedByName approvedByName
  paidByName transferReference transferredOn cancelReason operator { id name }`;
const JOURNEY_PAYOUTS = `query J($id: ID!) { journeyPayouts(applicationId: $id) { applicationId keptCents paidCents approvedCents proposedCents availableCents payouts { id status amountCents } } }`;
const APPROVE = `mutation A($input: PayoutOfJourneyInput!) { approvePayout(input: $input) { ${PAYOUT_FIELDS} } }`;
const PAID = `mutation P($input: MarkPayoutPaidInput!) { markPayoutPaid(input: $input) { ${PAYOUT_FIELDS} } }`;
const CANCEL = `mutation C($input: CancelPayoutInput!) { cancelPayout(input: $input) { ${PAYOUT_FIELDS} } }`;
const PROPOSE = `mutation Propose($input: ProposePayoutInput!, $document: Upload) { proposePayout(input: $input, document: $document) { ${PAYOUT_FIELDS} } }`;
const CREATE_OPERATOR = `mutation O($input: OperatorInput!) { createOperator(input: $input) { id name country licenceNumber contact } }`;
const UPDATE_OPERATOR = `mutation U($id: ID!, $input: OperatorInput!) { updateOperator(id: $id, input: $input) { id name country licenceNumber contact } }`;
const LIST = `query L($status: PayoutStatus) { payouts(status: $status, first: 100) { nodes { id status applicationId } pageInfo { hasNextPage } } }`;

let t: TestApi;
let proposer: { id: string; token: string };
let approver: { id: string; token: string };
let donor: { id: string; token: string };
let seeker: { id: string; token: string };
let operatorId: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

type Answer = { status?: number; body: any };
const reason = (answer: Answer) => answer.body.errors?.[0]?.extensions?.reason ?? answer.body.reason;
const NIL = '00000000-0000-4000-8000-000000000000';

/** Everything a refusal must leave as it was. */
async function written() {
  return {
    payouts: await t.count('payout'),
    statuses: await t.db.dataSource.query(`SELECT status, count(*)::int AS n FROM payout GROUP BY status ORDER BY status`),
    operators: await t.count('operator'),
    audit: await t.count('audit_event', `action LIKE 'payout.%' OR action LIKE 'operator.%'`),
    files: t.storedFiles().length,
  };
}

async function proposeRest(applicationId: string, fields: Record<string, string>, document: Buffer | null = pdfBytes(), token = proposer.token, filename = 'invoice.pdf') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (document) form.append('document', new Blob([new Uint8Array(document)]), filename);
  const response = await fetch(`${t.url}/journeys/${applicationId}/payouts`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
}

async function proposeGraphql(input: Record<string, unknown>, document: Buffer | null = pdfBytes(), token = proposer.token) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: PROPOSE, variables: { input, document: null } }));
  form.append('map', JSON.stringify(document ? { 0: ['variables.document'] } : {}));
  if (document) form.append('0', new Blob([new Uint8Array(document)]), 'quote.pdf');
  const response = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
  return { status: response.status, body: (await response.json()) as any };
}

/** An approved journey of `goal` dollars holding `given` dollars. */
async function journey(goal: number, given: number) {
  const applicationId = await approvedApplication(t, proposer.token, goal, 'Bilal Hassan');
  const gift = given > 0 ? await give(t, donor.token, applicationId, given) : null;
  return { applicationId, donationId: gift?.donation.id as string | undefined };
}

async function proposed(applicationId: string, dollars: number, purpose = 'package') {
  const answer = await proposeRest(applicationId, { payee: 'operator', operatorId, amount: String(dollars), purpose });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body._id as string;
}

/** The same admin's session, as if their last proof was `minutes` ago. */
async function provedAgo(id: string, minutes: number): Promise<string> {
  const [{ version }] = await t.db.dataSource.query('SELECT token_version AS version FROM account WHERE id = $1', [id]);
  const authTime = Math.floor(Date.now() / 1000) - minutes * 60;
  return jwt.sign({ role: 'admin', ver: version, auth_time: authTime }, t.config.jwtSecret, { algorithm: 'HS256', subject: id, issuer: 'sabil', expiresIn: 3600 });
}

beforeAll(async () => {
  t = await startTestApi({ webhooks: { timeoutMs: 8000, pollIntervalMs: 3_600_000, allowPrivate: true, retentionDays: 30 } });
  proposer = await account(t, 'admin', 'Proposing Admin');
  approver = await account(t, 'admin', 'Approving Admin');
  donor = await account(t, 'donor');
  seeker = await account(t, 'seeker');
  receiver = await startReceiver();
  const endpoint = await t.graphql(
    `mutation Create($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
    { input: { url: receiver.url, events: ['PAYOUT_APPROVED', 'PAYOUT_PAID'], description: 'Payouts' } },
    proposer.token,
  );
  expect(endpoint.body.errors).toBeUndefined();
  const created = await t.graphql(CREATE_OPERATOR, { input: { name: 'Al Noor Travel', country: 'United Kingdom', licenceNumber: 'ATOL 1234', contact: 'bookings@alnoor.example' } }, proposer.token);
  expect(created.body.errors).toBeUndefined();
  operatorId = created.body.data.createOperator.id;
});
afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t.close();
  await receiver.close();
});

describe('operators', () => {
  it('are created, listed and changed by admins, each change audited; a licence number is one per country', async () => {
    const created = await t.rest('POST', '/operators', { name: '  Makkah Tours ', country: 'Pakistan', licenceNumber: 'HUO-77', contact: '+92 300 1234567' }, proposer.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Makkah Tours', country: 'Pakistan', licenceNumber: 'HUO-77' });
    const id = created.body._id;
    const changed = await t.graphql(UPDATE_OPERATOR, { id, input: { name: 'Makkah Tours Ltd', country: 'Pakistan', licenceNumber: 'HUO-77', contact: 'info@makkah.example' } }, approver.token);
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data.updateOperator).toMatchObject({ id, name: 'Makkah Tours Ltd', contact: 'info@makkah.example' });
    const listed = await t.graphql('{ operators { id name } }', {}, proposer.token);
    expect(listed.body.data.operators.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['Al Noor Travel', 'Makkah Tours Ltd']));
    expect((await t.rest('GET', '/operators', undefined, approver.token)).body.map((o: { _id: string }) => o._id)).toContain(id);
    const [event] = await t.db.dataSource.query(`SELECT state_before AS before, state_after AS after, actor_id FROM audit_event WHERE action = 'operator.updated' AND subject_id = $1`, [id]);
    expect(event).toMatchObject({ actor_id: approver.id, before: { name: 'Makkah Tours' }, after: { name: 'Makkah Tours Ltd' } });
    expect(await t.count('audit_event', `action = 'operator.created' AND subject_id = '${id}'`)).toBe(1);

    const before = await written();
    const taken = await t.rest('POST', '/operators', { name: 'Copy', country: 'pakistan', licenceNumber: 'huo-77', contact: 'x' }, proposer.token);
    expect(taken).toMatchObject({ status: 409, body: { reason: 'OPERATOR_LICENCE_TAKEN' } });
    expect(reason(await t.graphql(CREATE_OPERATOR, { input: { name: '', country: 'X', licenceNumber: 'Y', contact: 'Z' } }, proposer.token))).toBe('FIELD_REQUIRED');
    expect(reason(await t.graphql(UPDATE_OPERATOR, { id: NIL, input: { name: 'A', country: 'X', licenceNumber: 'Y', contact: 'Z' } }, proposer.token))).toBe('OPERATOR_NOT_FOUND');
    expect(reason(await t.graphql(UPDATE_OPERATOR, { id: 'nope', input: { name: 'A', country: 'X', licenceNumber: 'Y', contact: 'Z' } }, proposer.token))).toBe('OPERATOR_NOT_FOUND');
    expect((await t.rest('PUT', `/operators/${id}`, { name: 'A'.repeat(121), country: 'X', licenceNumber: 'Y', contact: 'Z' }, proposer.token)).body.reason).toBe('FIELD_TOO_LONG');
    for (const token of [donor.token, seeker.token]) {
      expect(reason(await t.graphql('{ operators { id } }', {}, token))).toBe('ROLE_NOT_ALLOWED');
      expect(reason(await t.graphql(CREATE_OPERATOR, { input: { name: 'A', country: 'X', licenceNumber: 'Q', contact: 'Z' } }, token))).toBe('ROLE_NOT_ALLOWED');
      expect((await t.rest('POST', '/operators', { name: 'A', country: 'X', licenceNumber: 'Q', contact: 'Z' }, token)).status).toBe(403);
    }
    expect((await t.rest('GET', '/operators')).status).toBe(401);
    expect(await written()).toEqual(before);
  });
});

describe('a payout from proposal to paid', () => {
  it('is proposed by one admin, approved by another with a fresh proof, marked paid: audited, sent as webhooks, the books balanced', async () => {
    const { applicationId } = await journey(1000, 600);
    const answer = await proposeGraphql({ applicationId, payee: 'OPERATOR', operatorId, amount: 450.5, purpose: 'PACKAGE', note: ' Deposit for the package ' });
    expect(answer.body.errors).toBeUndefined();
    const payout = answer.body.data.proposePayout;
    expect(payout).toMatchObject({
      applicationId,
      payee: 'OPERATOR',
      payeeName: 'Al Noor Travel',
      amount: 450.5,
      amountCents: 45050,
      currency: 'usd',
      purpose: 'PACKAGE',
      note: 'Deposit for the package',
      status: 'PROPOSED',
      documentType: 'application/pdf',
      documentUrl: `/payouts/${payout.id}/document`,
      proposedByName: 'Proposing Admin',
      operator: { id: operatorId, name: 'Al Noor Travel' },
    });
    let holding = (await t.graphql(JOURNEY_PAYOUTS, { id: applicationId }, approver.token)).body.data.journeyPayouts;
    expect(holding).toMatchObject({ keptCents: 60000, paidCents: 0, approvedCents: 0, proposedCents: 45050, availableCents: 14950 });

    // The invoice is private: admins read it, each view audited.
    const document = await fetch(`${t.url}/payouts/${payout.id}/document`, { headers: { authorization: `Bearer ${approver.token}` } });
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await document.arrayBuffer()).equals(pdfBytes())).toBe(true);
    expect(await t.count('audit_event', `action = 'payout_document.view' AND subject_id = '${payout.id}'`)).toBe(1);
    expect((await fetch(`${t.url}/payouts/${payout.id}/document`, { headers: { authorization: `Bearer ${donor.token}` } })).status).toBe(403);
    expect((await fetch(`${t.url}/payouts/${payout.id}/document`)).status).toBe(401);

    const ref = { applicationId, payoutId: payout.id };
    const approved = await t.graphql(APPROVE, { input: ref }, approver.token);
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approvePayout).toMatchObject({ status: 'APPROVED', approvedByName: 'Approving Admin' });
    holding = (await t.graphql(JOURNEY_PAYOUTS, { id: applicationId }, approver.token)).body.data.journeyPayouts;
    expect(holding).toMatchObject({ proposedCents: 0, approvedCents: 45050, availableCents: 14950 });

    const paid = await t.rest('POST', `/journeys/${applicationId}/payouts/${payout.id}/paid`, { transferReference: ' TRF-0099 ', transferredOn: '2026-11-20' }, proposer.token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', transferReference: 'TRF-0099', transferredOn: '2026-11-20', paidByName: 'Proposing Admin', approvedByName: 'Approving Admin' });
    holding = (await t.rest('GET', `/journeys/${applicationId}/payouts`, undefined, proposer.token)).body;
    expect(holding).toMatchObject({ keptCents: 60000, paidCents: 45050, approvedCents: 0, proposedCents: 0, availableCents: 14950 });

    const trail = await t.db.dataSource.query(`SELECT action, actor_id, from_state, to_state FROM audit_event WHERE subject_id = $1 AND action LIKE 'payout.%' ORDER BY created_at, id`, [payout.id]);
    expect(trail).toEqual([
      { action: 'payout.proposed', actor_id: proposer.id, from_state: null, to_state: 'proposed' },
      { action: 'payout.approved', actor_id: approver.id, from_state: 'proposed', to_state: 'approved' },
      { action: 'payout.paid', actor_id: proposer.id, from_state: 'approved', to_state: 'paid' },
    ]);

    await receiver.waitFor(2);
    const sent = receiver.received.map((r) => JSON.parse(r.body)).filter((event) => event.data.payoutId === payout.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(sent.map((event) => event.type)).toEqual(['payout.approved', 'payout.paid']);
    expect(sent[0].data).toEqual({ payoutId: payout.id, applicationId, amount: 450.5, currency: 'usd', purpose: 'package', payee: 'operator', operatorId, approvedAt: expect.any(String) });
    expect(sent[1].data).toMatchObject({ payoutId: payout.id, transferredOn: '2026-11-20', paidAt: expect.any(String) });
    expect(JSON.stringify(sent)).not.toContain('TRF-0099');
    expect(JSON.stringify(sent)).not.toContain('Bilal');

    // Listed for admins, by status, and in the CSV export (itself audited).
    const listed = (await t.graphql(LIST, { status: 'PAID' }, approver.token)).body.data.payouts.nodes;
    expect(listed.map((p: { id: string }) => p.id)).toContain(payout.id);
    expect((await t.rest('GET', '/payouts?status=paid', undefined, approver.token)).body.map((p: { _id: string }) => p._id)).toContain(payout.id);
    expect((await t.rest('GET', '/payouts?status=proposed', undefined, approver.token)).body.map((p: { _id: string }) => p._id)).not.toContain(payout.id);
    const csv = await fetch(`${t.url}/admin/exports/payouts.csv?status=paid`, { headers: { authorization: `Bearer ${approver.token}` } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,proposed_at,application_id,applicant_name,payee,operator_id,operator_name,operator_licence,amount,currency,purpose,status,proposed_by,approved_by,approved_at,paid_at,transfer_reference,transferred_on,cancelled_at,cancel_reason',
    );
    expect(lines.find((line) => line.startsWith(payout.id))).toContain(',Al Noor Travel,ATOL 1234,450.50,usd,package,paid,Proposing Admin,Approving Admin,');
    expect(await t.count('audit_event', `action = 'export.payouts'`)).toBe(1);
    await expectBooksBalanced(t);
  });

  it('pays the pilgrim, and a proposed or approved payout can be cancelled, freeing its money', async () => {
    const { applicationId } = await journey(500, 500);
    const toPilgrim = await proposeRest(applicationId, { payee: 'pilgrim', amount: '100', purpose: 'visa' }, pngBytes(), proposer.token, 'visa-quote.png');
    expect(toPilgrim.status).toBe(201);
    expect(toPilgrim.body).toMatchObject({ payee: 'pilgrim', payeeName: 'Bilal Hassan', operator: null, documentType: 'image/png', status: 'proposed' });
    const second = await proposed(applicationId, 400, 'flights');
    expect((await t.rest('GET', `/journeys/${applicationId}/payouts`, undefined, proposer.token)).body.availableCents).toBe(0);

    const cancelled = await t.graphql(CANCEL, { input: { applicationId, payoutId: toPilgrim.body._id, reason: 'Visa fee paid by the family' } }, approver.token);
    expect(cancelled.body.data.cancelPayout).toMatchObject({ status: 'CANCELLED', cancelReason: 'Visa fee paid by the family' });
    expect(reason(await t.graphql(APPROVE, { input: { applicationId, payoutId: second } }, approver.token))).toBeUndefined();
    const afterApproval = await t.rest('POST', `/journeys/${applicationId}/payouts/${second}/cancel`, { reason: 'Flights rebooked' }, proposer.token);
    expect(afterApproval).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect((await t.rest('GET', `/journeys/${applicationId}/payouts`, undefined, proposer.token)).body).toMatchObject({ availableCents: 50000, proposedCents: 0, approvedCents: 0 });
    expect(await t.count('audit_event', `action = 'payout.cancelled' AND subject_id IN ('${toPilgrim.body._id}', '${second}')`)).toBe(2);
  });

  it('strips a picture’s metadata before keeping it', async () => {
    const { applicationId } = await journey(100, 100);
    const answer = await proposeRest(applicationId, { payee: 'pilgrim', amount: '10', purpose: 'other' }, pngBytes(), proposer.token, 'receipt.png');
    expect(answer.status).toBe(201);
    const stored = await fetch(`${t.url}/payouts/${answer.body._id}/document`, { headers: { authorization: `Bearer ${proposer.token}` } });
    expect(stored.headers.get('content-type')).toBe('image/png');
    // Re-encoded by sharp: a PNG still, without the tEXt chunk the fixture carries (if any).
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.includes(Buffer.from('tEXt'))).toBe(false);
  });
});

describe('refusals change nothing', () => {
  let applicationId: string;
  let proposal: string;

  beforeAll(async () => {
    ({ applicationId } = await journey(300, 200));
    proposal = await proposed(applicationId, 50);
  });

  it('refuses donors, seekers and no one at all, on every path', async () => {
    const before = await written();
    for (const token of [donor.token, seeker.token]) {
      expect(reason(await proposeGraphql({ applicationId, payee: 'PILGRIM', amount: 1, purpose: 'VISA' }, pdfBytes(), token))).toBe('ROLE_NOT_ALLOWED');
      expect((await proposeRest(applicationId, { payee: 'pilgrim', amount: '1', purpose: 'visa' }, pdfBytes(), token)).status).toBe(403);
      expect(reason(await t.graphql(APPROVE, { input: { applicationId, payoutId: proposal } }, token))).toBe('ROLE_NOT_ALLOWED');
      expect(reason(await t.graphql(PAID, { input: { applicationId, payoutId: proposal, transferReference: 'X', transferredOn: '2026-01-01' } }, token))).toBe('ROLE_NOT_ALLOWED');
      expect(reason(await t.graphql(CANCEL, { input: { applicationId, payoutId: proposal, reason: 'x' } }, token))).toBe('ROLE_NOT_ALLOWED');
      expect(reason(await t.graphql(JOURNEY_PAYOUTS, { id: applicationId }, token))).toBe('ROLE_NOT_ALLOWED');
      expect(reason(await t.graphql(LIST, {}, token))).toBe('ROLE_NOT_ALLOWED');
      for (const [method, path] of [
        ['GET', '/payouts'],
        ['GET', `/journeys/${applicationId}/payouts`],
        ['POST', `/journeys/${applicationId}/payouts/${proposal}/approve`],
        ['POST', `/journeys/${applicationId}/payouts/${proposal}/paid`],
        ['POST', `/journeys/${applicationId}/payouts/${proposal}/cancel`],
        ['GET', '/admin/exports/payouts.csv'],
      ]) {
        expect((await t.rest(method!, path!, method === 'POST' ? {} : undefined, token)).status).toBe(403);
      }
    }
    expect((await t.rest('GET', '/payouts')).status).toBe(401);
    expect((await t.rest('POST', `/journeys/${applicationId}/payouts/${proposal}/approve`, {})).status).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('refuses the admin who proposed it as its approver, even with a fresh proof', async () => {
    const before = await written();
    const graphql = await t.graphql(APPROVE, { input: { applicationId, payoutId: proposal } }, proposer.token);
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'PAYOUT_SAME_ADMIN' });
    expect(await t.rest('POST', `/journeys/${applicationId}/payouts/${proposal}/approve`, undefined, proposer.token)).toMatchObject({ status: 403, body: { reason: 'PAYOUT_SAME_ADMIN' } });
    // A stale session of the proposer is told the real reason, not asked to prove who they are first.
    expect(reason(await t.graphql(APPROVE, { input: { applicationId, payoutId: proposal } }, await provedAgo(proposer.id, 30)))).toBe('PAYOUT_SAME_ADMIN');
    expect(await written()).toEqual(before);
  });

  it('asks another admin for a fresh proof when their last one is older than 5 minutes', async () => {
    const before = await written();
    const stale = await provedAgo(approver.id, 6);
    const refused = await t.graphql(APPROVE, { input: { applicationId, payoutId: proposal } }, stale);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'REAUTHENTICATION_REQUIRED' });
    expect(await t.rest('POST', `/journeys/${applicationId}/payouts/${proposal}/approve`, undefined, stale)).toMatchObject({ status: 403, body: { reason: 'REAUTHENTICATION_REQUIRED' } });
    expect(await written()).toEqual(before);
    // reauthenticate answers a fresh session, which may.
    const fresh = await t.graphql('mutation ($password: String) { reauthenticate(password: $password) { token } }', { password: 'admin-password' }, stale);
    expect(fresh.body.errors).toBeUndefined();
    const other = await proposed(applicationId, 10);
    expect((await t.graphql(APPROVE, { input: { applicationId, payoutId: other } }, fresh.body.data.reauthenticate.token)).body.data.approvePayout.status).toBe('APPROVED');
  });

  it('refuses unknown ids and another journey’s ids', async () => {
    const { applicationId: otherJourney } = await journey(100, 100);
    const pending = await submitApplication(t, seeker.token, { requestedAmount: '100' });
    const before = await written();
    for (const input of [
      { applicationId: otherJourney, payoutId: proposal },
      { applicationId, payoutId: NIL },
      { applicationId, payoutId: 'not-an-id' },
      { applicationId: NIL, payoutId: proposal },
    ]) {
      expect(reason(await t.graphql(APPROVE, { input }, approver.token))).toBe('PAYOUT_NOT_FOUND');
      expect(reason(await t.graphql(PAID, { input: { ...input, transferReference: 'T', transferredOn: '2026-01-01' } }, approver.token))).toBe('PAYOUT_NOT_FOUND');
      expect(reason(await t.graphql(CANCEL, { input: { ...input, reason: 'x' } }, approver.token))).toBe('PAYOUT_NOT_FOUND');
    }
    expect((await t.rest('POST', `/journeys/${otherJourney}/payouts/${proposal}/cancel`, { reason: 'x' }, approver.token)).status).toBe(404);
    expect(reason(await t.graphql(JOURNEY_PAYOUTS, { id: pending }, approver.token))).toBe('PAYOUT_JOURNEY_NOT_FOUND');
    expect(reason(await t.graphql(JOURNEY_PAYOUTS, { id: 'x' }, approver.token))).toBe('PAYOUT_JOURNEY_NOT_FOUND');
    expect((await proposeRest(pending, { payee: 'pilgrim', amount: '1', purpose: 'visa' })).body.reason).toBe('PAYOUT_JOURNEY_NOT_FOUND');
    expect((await proposeRest(NIL, { payee: 'pilgrim', amount: '1', purpose: 'visa' })).body.reason).toBe('PAYOUT_JOURNEY_NOT_FOUND');
    expect((await proposeRest('nope', { payee: 'pilgrim', amount: '1', purpose: 'visa' })).body.reason).toBe('APPLICATION_ID_INVALID');
    expect((await proposeRest(applicationId, { payee: 'operator', operatorId: NIL, amount: '1', purpose: 'visa' })).body.reason).toBe('OPERATOR_NOT_FOUND');
    expect((await proposeRest(applicationId, { payee: 'operator', operatorId: 'x', amount: '1', purpose: 'visa' })).body.reason).toBe('OPERATOR_NOT_FOUND');
    expect((await t.rest('GET', `/payouts/${NIL}/document`, undefined, approver.token)).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('refuses a payout over what the journey holds, and bad fields', async () => {
    const before = await written();
    // The journey keeps 200 and 50 + 10 are promised: 140 are free.
    const over = await proposeRest(applicationId, { payee: 'pilgrim', amount: '140.01', purpose: 'visa' });
    expect(over).toMatchObject({ status: 409, body: { reason: 'PAYOUT_OVER_HOLDING', values: { available: '140.00', amount: '140.01' } } });
    expect(reason(await proposeGraphql({ applicationId, payee: 'PILGRIM', amount: 500, purpose: 'VISA' }))).toBe('PAYOUT_OVER_HOLDING');
    const cases: Array<[Record<string, string>, string]> = [
      [{ payee: 'operator', amount: '1', purpose: 'visa' }, 'PAYOUT_OPERATOR_REQUIRED'],
      [{ payee: 'pilgrim', operatorId, amount: '1', purpose: 'visa' }, 'PAYOUT_OPERATOR_NOT_ALLOWED'],
      [{ payee: 'someone', amount: '1', purpose: 'visa' }, 'CHOICE_INVALID'],
      [{ payee: 'pilgrim', amount: '1', purpose: 'souvenirs' }, 'CHOICE_INVALID'],
      [{ payee: 'pilgrim', amount: '0', purpose: 'visa' }, 'AMOUNT_NOT_POSITIVE'],
      [{ payee: 'pilgrim', amount: '-5', purpose: 'visa' }, 'AMOUNT_NOT_POSITIVE'],
      [{ payee: 'pilgrim', amount: '1.005', purpose: 'visa' }, 'AMOUNT_TOO_PRECISE'],
      [{ payee: 'pilgrim', amount: 'ten', purpose: 'visa' }, 'AMOUNT_NOT_A_NUMBER'],
      [{ payee: 'pilgrim', amount: '100001', purpose: 'visa' }, 'AMOUNT_TOO_LARGE'],
      [{ payee: 'pilgrim', amount: '1', purpose: 'visa', note: 'n'.repeat(501) }, 'FIELD_TOO_LONG'],
    ];
    for (const [fields, expected] of cases) expect([fields, (await proposeRest(applicationId, fields)).body.reason]).toEqual([fields, expected]);
    expect(await written()).toEqual(before);
  });

  it('refuses a bad document: missing, not a JPG, PNG or PDF by its bytes, too large, empty, or an unreadable picture', async () => {
    const before = await written();
    const fields = { payee: 'pilgrim', amount: '1', purpose: 'visa' };
    expect(await proposeRest(applicationId, fields, null)).toMatchObject({ status: 400, body: { reason: 'PAYOUT_DOCUMENT_REQUIRED' } });
    expect(reason(await proposeGraphql({ applicationId, payee: 'PILGRIM', amount: 1, purpose: 'VISA' }, null))).toBe('PAYOUT_DOCUMENT_REQUIRED');
    expect(await proposeRest(applicationId, fields, elfBytes(), proposer.token, 'invoice.pdf')).toMatchObject({ status: 400, body: { reason: 'PAYOUT_DOCUMENT_TYPE_REFUSED' } });
    expect((await proposeGraphql({ applicationId, payee: 'PILGRIM', amount: 1, purpose: 'VISA' }, Buffer.from('<html>not an invoice</html>'))).body.errors[0].extensions.reason).toBe('PAYOUT_DOCUMENT_TYPE_REFUSED');
    expect(await proposeRest(applicationId, fields, sixMegabytePng())).toMatchObject({ status: 413, body: { reason: 'PAYOUT_DOCUMENT_TOO_LARGE' } });
    expect((await proposeRest(applicationId, fields, Buffer.alloc(0))).body.reason).toMatch(/^PAYOUT_DOCUMENT_(EMPTY|TYPE_REFUSED)$/);
    expect(await proposeRest(applicationId, fields, jpegBytes(), proposer.token, 'broken.jpg')).toMatchObject({ status: 400, body: { reason: 'PAYOUT_DOCUMENT_UNREADABLE' } });
    expect(await written()).toEqual(before);
  });

  it('refuses steps out of order: paying an unapproved payout, approving twice, cancelling a final one', async () => {
    const before = await written();
    const input = { applicationId, payoutId: proposal };
    expect(reason(await t.graphql(PAID, { input: { ...input, transferReference: 'TRF-1', transferredOn: '2026-11-01' } }, approver.token))).toBe('PAYOUT_NOT_APPROVED');
    expect(reason(await t.graphql(PAID, { input: { ...input, transferReference: '', transferredOn: '2026-11-01' } }, approver.token))).toBe('FIELD_REQUIRED');
    expect(reason(await t.graphql(PAID, { input: { ...input, transferReference: 'TRF-1', transferredOn: '2026-02-30' } }, approver.token))).toBe('DATE_INVALID');
    expect(reason(await t.graphql(CANCEL, { input: { ...input, reason: ' ' } }, approver.token))).toBe('FIELD_REQUIRED');
    expect(await written()).toEqual(before);

    expect((await t.graphql(APPROVE, { input }, approver.token)).body.data.approvePayout.status).toBe('APPROVED');
    const approvedState = await written();
    expect(reason(await t.graphql(APPROVE, { input }, (await account(t, 'admin', 'Third Admin')).token))).toBe('PAYOUT_NOT_PROPOSED');
    expect((await t.graphql(PAID, { input: { ...input, transferReference: 'TRF-1', transferredOn: '2026-11-01' } }, approver.token)).body.data.markPayoutPaid.status).toBe('PAID');
    const paidState = await written();
    expect(reason(await t.graphql(PAID, { input: { ...input, transferReference: 'TRF-2', transferredOn: '2026-11-02' } }, approver.token))).toBe('PAYOUT_NOT_APPROVED');
    expect(await t.rest('POST', `/journeys/${applicationId}/payouts/${proposal}/cancel`, { reason: 'too late' }, approver.token)).toMatchObject({ status: 409, body: { reason: 'PAYOUT_ALREADY_FINAL' } });
    expect(approvedState.payouts).toBe(paidState.payouts);
    expect(await written()).toEqual(paidState);
  });

  it('refuses a status filter that is none', async () => {
    expect((await t.rest('GET', '/payouts?status=lost', undefined, approver.token)).body.reason).toBe('PAYOUT_STATUS_FILTER_INVALID');
    expect((await t.rest('GET', '/admin/exports/payouts.csv?status=lost', undefined, approver.token)).body.reason).toBe('PAYOUT_STATUS_FILTER_INVALID');
    expect((await t.rest('GET', '/admin/exports/payouts.csv?colour=red', undefined, approver.token)).body.reason).toBe('EXPORT_PARAMETER_UNKNOWN');
  });
});

describe('what the journey holds', () => {
  it('re-checks at approval: after a refund took the journey below its promises, the approval is refused', async () => {
    const { applicationId, donationId } = await journey(200, 200);
    const big = await proposed(applicationId, 150);
    const refund = await t.graphql(`mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id } } }`, { input: { donationId, amount: 100, note: 'Asked by the donor' } }, proposer.token);
    expect(refund.body.errors).toBeUndefined();
    await settleRefunds(t);
    const holding = (await t.rest('GET', `/journeys/${applicationId}/payouts`, undefined, proposer.token)).body;
    expect(holding).toMatchObject({ keptCents: 10000, proposedCents: 15000, availableCents: -5000 });
    const before = await written();
    expect(await t.rest('POST', `/journeys/${applicationId}/payouts/${big}/approve`, undefined, approver.token)).toMatchObject({ status: 409, body: { reason: 'PAYOUT_OVER_HOLDING' } });
    expect(await written()).toEqual(before);
    await expectBooksBalanced(t);
  });

  it('keeps what is approved or paid out of an admin refund: past it the refund is refused and changes nothing; cancelling the approval frees it', async () => {
    const { applicationId, donationId } = await journey(200, 200);
    const payout = await proposed(applicationId, 150);
    expect((await t.rest('POST', `/journeys/${applicationId}/payouts/${payout}/approve`, undefined, approver.token)).status).toBe(200);
    const REFUND = `mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id refundedAmount } } }`;
    const refunds = () => t.count('donation_refund');
    const before = { refunds: await refunds(), collected: (await t.db.dataSource.query('SELECT collected_amount_cents AS c FROM application WHERE id = $1', [applicationId]))[0].c };

    // $150 is promised to the operator: of the $200 kept, $50 can go back, $51 cannot.
    const over = await t.graphql(REFUND, { input: { donationId, amount: 51, note: 'Asked by the donor' } }, proposer.token);
    expect(over.body.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'REFUND_OVER_PAID_OUT', field: 'amount', values: { committed: '150', refundable: '50' } });
    expect({ refunds: await refunds(), collected: (await t.db.dataSource.query('SELECT collected_amount_cents AS c FROM application WHERE id = $1', [applicationId]))[0].c }).toEqual(before);
    const within = await t.graphql(REFUND, { input: { donationId, amount: 50, note: 'Asked by the donor' } }, proposer.token);
    expect(within.body.errors).toBeUndefined();
    await settleRefunds(t);

    // Paid, it stays kept back; cancelled before being paid, it is free again.
    const second = await journey(100, 100);
    const other = await proposed(second.applicationId, 100);
    expect((await t.rest('POST', `/journeys/${second.applicationId}/payouts/${other}/approve`, undefined, approver.token)).status).toBe(200);
    expect((await t.graphql(REFUND, { input: { donationId: second.donationId, amount: 1, note: 'x' } }, proposer.token)).body.errors?.[0].extensions.reason).toBe('REFUND_OVER_PAID_OUT');
    expect((await t.rest('POST', `/journeys/${second.applicationId}/payouts/${other}/cancel`, { reason: 'The operator refunded the deposit.' }, proposer.token)).status).toBe(200);
    expect((await t.graphql(REFUND, { input: { donationId: second.donationId, amount: 1, note: 'x' } }, proposer.token)).body.errors).toBeUndefined();
    await settleRefunds(t);
    expect(await t.db.dataSource.query('SELECT committed_cents FROM application WHERE id = ANY($1::uuid[]) ORDER BY committed_cents DESC', [[applicationId, second.applicationId]])).toEqual([{ committed_cents: 15000 }, { committed_cents: 0 }]);
    await expectBooksBalanced(t);
  });

  it('a journey is cancelled only once its payouts are settled; then it refuses payouts', async () => {
    const { applicationId } = await journey(100, 100);
    const waiting = await proposed(applicationId, 20);
    const cancelJourney = () =>
      t.graphql(
        `mutation M($input: MoveJourneyStageInput!) { moveJourneyStage(input: $input) { stage } }`,
        { input: { applicationId, fromStage: 'FUNDED', toStage: 'CANCELLED', reason: 'Visa refused' } },
        proposer.token,
      );
    const unsettled = await written();
    expect(reason(await cancelJourney())).toBe('JOURNEY_PAYOUTS_UNSETTLED');
    expect(await written()).toEqual(unsettled);
    expect(await t.count('journey', `application_id = '${applicationId}'`)).toBe(0);
    expect((await t.rest('POST', `/journeys/${applicationId}/payouts/${waiting}/cancel`, { reason: 'Not needed now.' }, proposer.token)).status).toBe(200);
    expect((await cancelJourney()).body.errors).toBeUndefined();
    const before = await written();
    expect((await proposeRest(applicationId, { payee: 'pilgrim', amount: '1', purpose: 'visa' })).body.reason).toBe('PAYOUT_JOURNEY_CANCELLED');
    expect(await written()).toEqual(before);
    // A proposal left from before the rule above (a journey cancelled with it waiting) is not approved either.
    await t.db.dataSource.query(`UPDATE payout SET status = 'proposed', cancelled_by = NULL, cancelled_at = NULL, cancel_reason = NULL WHERE id = $1`, [waiting]);
    const legacy = await written();
    expect(reason(await t.graphql(APPROVE, { input: { applicationId, payoutId: waiting } }, approver.token))).toBe('PAYOUT_JOURNEY_CANCELLED');
    expect(await written()).toEqual(legacy);
  });

  it('refuses a journey of a rejected application', async () => {
    const rejected = await submitApplication(t, (await account(t, 'seeker')).token, { requestedAmount: '100' });
    await decideApplication(t, proposer.token, rejected, 'rejected');
    expect((await proposeRest(rejected, { payee: 'pilgrim', amount: '1', purpose: 'visa' })).body.reason).toBe('PAYOUT_JOURNEY_NOT_FOUND');
  });
});

import { EntityManager } from 'typeorm';
import { account, approvedApplication } from '../../test/giving';
import { settleRefunds } from '../../test/money';
import { createOperator, payout } from '../../test/payouts';
import { StripeBooks } from '../../test/stripe-books';

/**
 * Issue 30, one ledger checkable by anyone: a journey's gifts in, a partial refund and a lost
 * dispute out, a paid payout out, with the running balance and totals exact to the cent; the public
 * variant carries nothing personal; integrators need LEDGER_READ; the reconciliation checks kept =
 * paid out + held and payouts within kept; the statements do not grow with the gifts.
 */

const books = new StripeBooks();
let admin: { id: string; token: string };
let approver: { id: string; token: string };
let fatima: { id: string; token: string };
let omar: { id: string; token: string };
let operatorId: string;
let applicationId: string;
let payoutId: string;

const REFUND = `mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id status refundedAmount } } }`;
const LINE = 'kind amountCents amount balanceCents balance monthly refundStatus purpose payee operatorName at';
const TOTALS = 'givenCents refundedCents keptCents paidOutCents heldCents given refunded kept paidOut held';
const ADMIN_LEDGER = `query L($id: ID!) { journeyLedger(applicationId: $id) { applicationId fullName city stage currency ${TOTALS}
  lines { id ${LINE} donationId donorName reference refundReason transferReference transferredOn paidByName } } }`;
const PUBLIC_LEDGER = `query P($id: ID!) { publicJourneyLedger(applicationId: $id) { applicationId firstName city stage currency ${TOTALS} lines { ${LINE} } } }`;
const PUBLIC_LEDGERS = `query Ps($first: Int, $after: String) { publicJourneyLedgers(first: $first, after: $after) {
  nodes { applicationId firstName city ${TOTALS} lines { ${LINE} } } edges { cursor } pageInfo { hasNextPage endCursor } } }`;
const SHARES = `{ myJourneyShares { id keptCents journeyKeptCents paidOutShareCents payouts { purpose operatorName amountCents shareCents } } }`;
const RECONCILIATION = `{ reconciliation { kind applicationId ledgerKeptAmount paidOutAmount approvedAmount heldAmount } }`;

const reason = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.reason ?? answer.body.reason;


async function createKey(scopes: string[]): Promise<string> {
  const answer = await books.t.graphql('mutation C($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', { input: { name: `Key ${scopes.join(' ')}`, scopes } }, admin.token);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createApiKey.secret;
}

beforeAll(async () => {
  await books.start();
  admin = await account(books.t, 'admin', 'Ledger Admin');
  approver = await account(books.t, 'admin', 'Second Admin');
  fatima = await account(books.t, 'donor', 'Fatima Rahman');
  omar = await account(books.t, 'donor', 'Omar Khalid');
  operatorId = await createOperator(books.t, admin.token, 'ATOL 5678');

  // $100 and $30 from Fatima, $50 from Omar; $20 of the $100 refunded; the $30 lost to a dispute; $60 paid out.
  applicationId = await approvedApplication(books.t, admin.token, 1000, 'Amina Yusuf');
  const hundred = await books.give(fatima.token, applicationId, 100);
  await books.give(omar.token, applicationId, 50);
  const thirty = await books.give(fatima.token, applicationId, 30);
  const refunded = await books.t.graphql(REFUND, { input: { donationId: hundred.donationId, amount: 20, note: 'Asked by the donor' } }, admin.token);
  expect(refunded.body.errors).toBeUndefined();
  await settleRefunds(books.t);
  const dispute = books.fake.openDispute(thirty.paymentIntent);
  await books.deliver('charge.dispute.created', dispute);
  await books.deliver('charge.dispute.closed', books.fake.closeDispute(dispute.id, 'lost'));
  payoutId = await payout(books.t, applicationId, 60, { proposer: admin.token, approver: approver.token, operatorId });
}, 120_000);

afterAll(async () => {
  await books.expectBalanced();
  expect(await books.t.api.services.books.reconciliation()).toEqual([]);
  await books.stop();
});

describe('a journey’s ledger', () => {
  it('lists gifts in, the partial refund, the lost dispute and the paid payout, with the running balance and exact totals', async () => {
    const answer = await books.t.graphql(ADMIN_LEDGER, { id: applicationId }, admin.token);
    expect(answer.body.errors).toBeUndefined();
    const ledger = answer.body.data.journeyLedger;
    expect(ledger).toMatchObject({
      applicationId,
      fullName: 'Amina Yusuf',
      city: 'Bradford',
      stage: 'FUNDRAISING',
      currency: 'usd',
      givenCents: 18000,
      refundedCents: 5000,
      keptCents: 13000,
      paidOutCents: 6000,
      heldCents: 7000,
      given: 180,
      refunded: 50,
      kept: 130,
      paidOut: 60,
      held: 70,
    });
    expect(ledger.lines.map((line: any) => [line.kind, line.amountCents, line.balanceCents, line.donorName ?? line.operatorName])).toEqual([
      ['GIFT', 10000, 10000, 'Fatima Rahman'],
      ['GIFT', 5000, 15000, 'Omar Khalid'],
      ['GIFT', 3000, 18000, 'Fatima Rahman'],
      ['REFUND', -2000, 16000, 'Fatima Rahman'],
      ['DISPUTE_LOST', -3000, 13000, 'Fatima Rahman'],
      ['PAYOUT', -6000, 7000, 'Al Noor Travel'],
    ]);
    expect(ledger.lines[3]).toMatchObject({ refundReason: 'admin', refundStatus: 'succeeded', amount: -20, balance: 160 });
    expect(ledger.lines[4]).toMatchObject({ refundReason: 'dispute_lost', refundStatus: 'succeeded' });
    expect(ledger.lines[5]).toMatchObject({ id: payoutId, purpose: 'PACKAGE', payee: 'OPERATOR', transferReference: 'TR-778899', transferredOn: '2026-11-20', paidByName: 'Ledger Admin' });
    for (const line of ledger.lines) expect(typeof line.at).toBe('string');
    // Admins read the same ledger on REST, field for field.
    const rest = await books.t.rest('GET', `/journeys/${applicationId}/ledger`, undefined, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ applicationId, fullName: 'Amina Yusuf', city: 'Bradford', country: 'United Kingdom', givenCents: 18000, heldCents: 7000, held: 70 });
    expect(rest.body.lines.map((line: any) => [line.kind, line.amountCents, line.balanceCents, line.donorName ?? line.operatorName, line._id])).toEqual(
      ledger.lines.map((line: any) => [line.kind.toLowerCase(), line.amountCents, line.balanceCents, line.donorName ?? line.operatorName, line.id]),
    );
    expect(rest.body.lines[5]).toMatchObject({ transferReference: 'TR-778899', transferredOn: '2026-11-20', paidByName: 'Ledger Admin', purpose: 'package', payee: 'operator' });
    // What the journey says it keeps is what its ledger keeps.
    const [row] = await books.q('SELECT collected_amount_cents FROM application WHERE id = $1', [applicationId]);
    expect(Number(row.collected_amount_cents)).toBe(ledger.keptCents);
  });

  it('is public without its personal data: first name, city, amounts, the operator and purpose; never a donor, an address or a transfer reference', async () => {
    const answer = await books.t.graphql(PUBLIC_LEDGER, { id: applicationId });
    expect(answer.body.errors).toBeUndefined();
    const ledger = answer.body.data.publicJourneyLedger;
    expect(ledger).toMatchObject({ applicationId, firstName: 'Amina', city: 'Bradford', givenCents: 18000, refundedCents: 5000, paidOutCents: 6000, heldCents: 7000 });
    expect(ledger.lines.map((line: any) => [line.kind, line.amountCents, line.balanceCents])).toEqual([
      ['GIFT', 10000, 10000],
      ['GIFT', 5000, 15000],
      ['GIFT', 3000, 18000],
      ['REFUND', -2000, 16000],
      ['DISPUTE_LOST', -3000, 13000],
      ['PAYOUT', -6000, 7000],
    ]);
    expect(ledger.lines[5]).toMatchObject({ operatorName: 'Al Noor Travel', purpose: 'PACKAGE' });
    const rest = await books.t.rest('GET', `/ledger/journeys/${applicationId}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ applicationId, firstName: 'Amina', heldCents: 7000, lines: expect.any(Array) });
    const list = await books.t.rest('GET', '/ledger/journeys');
    expect(list.status).toBe(200);
    expect(list.body.find((journey: any) => journey.applicationId === applicationId)).toEqual(rest.body);
    const [fatimaRow] = await books.q('SELECT email FROM account WHERE id = $1', [fatima.id]);
    const [omarRow] = await books.q('SELECT email FROM account WHERE id = $1', [omar.id]);
    for (const text of [JSON.stringify(ledger), JSON.stringify(rest.body), JSON.stringify(list.body)]) {
      for (const secret of ['Fatima', 'Rahman', 'Omar', 'Khalid', fatimaRow.email, omarRow.email, 'Yusuf', 'Crescent', 'amina@example.org', '+44', 'TR-778899', 'invoice', 'document', 'United Kingdom', 'Ledger Admin']) {
        expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
      }
    }
  });

  it('pages the public ledgers as a Relay connection', async () => {
    const second = await approvedApplication(books.t, admin.token, 500, 'Yusuf Karim');
    const first = await books.t.graphql(PUBLIC_LEDGERS, { first: 1 });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data.publicJourneyLedgers;
    expect(page.nodes.map((n: any) => n.applicationId)).toEqual([second]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await books.t.graphql(PUBLIC_LEDGERS, { first: 1, after: page.pageInfo.endCursor });
    expect(next.body.data.publicJourneyLedgers.nodes.map((n: any) => n.applicationId)).toEqual([applicationId]);
    const rest = await books.t.rest('GET', '/ledger/journeys?limit=1');
    expect(rest.body.map((n: any) => n.applicationId)).toEqual([second]);
    expect(rest.headers.get('x-next-cursor')).toBe(page.pageInfo.endCursor);
    expect(reason(await books.t.graphql(PUBLIC_LEDGERS, { first: 0 }))).toBe('PAGE_SIZE_INVALID');
    expect(reason(await books.t.graphql(PUBLIC_LEDGERS, { after: 'nonsense' }))).toBe('CURSOR_INVALID');
  });

  it('refuses: admins only for the full ledger; an unknown journey is not found', async () => {
    expect(reason(await books.t.graphql(ADMIN_LEDGER, { id: applicationId }, fatima.token))).toBe('ROLE_NOT_ALLOWED');
    expect(reason(await books.t.graphql(ADMIN_LEDGER, { id: applicationId }))).toBe('SIGN_IN_REQUIRED');
    expect(reason(await books.t.graphql(ADMIN_LEDGER, { id: '00000000-0000-4000-8000-000000000000' }, admin.token))).toBe('LEDGER_JOURNEY_NOT_FOUND');
    expect(reason(await books.t.graphql(PUBLIC_LEDGER, { id: 'not-an-id' }))).toBe('LEDGER_JOURNEY_NOT_FOUND');
    const missing = await books.t.rest('GET', '/ledger/journeys/00000000-0000-4000-8000-000000000000');
    expect({ status: missing.status, reason: missing.body.reason }).toEqual({ status: 404, reason: 'LEDGER_JOURNEY_NOT_FOUND' });
    const byDonor = await books.t.rest('GET', `/journeys/${applicationId}/ledger`, undefined, fatima.token);
    expect({ status: byDonor.status, reason: byDonor.body.reason }).toEqual({ status: 403, reason: 'ROLE_NOT_ALLOWED' });
    const anonymous = await books.t.rest('GET', `/journeys/${applicationId}/ledger`);
    expect({ status: anonymous.status, reason: anonymous.body.reason }).toEqual({ status: 401, reason: 'SIGN_IN_REQUIRED' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await books.t.rest('GET', `/journeys/${id}/ledger`, undefined, admin.token);
      expect({ status: unknown.status, reason: unknown.body.reason }).toEqual({ status: 404, reason: 'LEDGER_JOURNEY_NOT_FOUND' });
    }
  });
});

describe('integrators', () => {
  it('read the public ledger with LEDGER_READ (200) and are refused without it (403), never the admins’ ledger', async () => {
    const without = await createKey(['STORIES_READ']);
    const refused = await books.t.graphql(PUBLIC_LEDGER, { id: applicationId }, without);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].extensions).toMatchObject({ reason: 'API_KEY_SCOPE_MISSING', values: { scope: 'LEDGER_READ' } });
    const refusedRest = await books.t.rest('GET', `/ledger/journeys/${applicationId}`, undefined, without);
    expect({ status: refusedRest.status, reason: refusedRest.body.reason }).toEqual({ status: 403, reason: 'API_KEY_SCOPE_MISSING' });
    expect((await books.t.rest('GET', '/ledger/journeys', undefined, without)).status).toBe(403);

    const key = await createKey(['LEDGER_READ']);
    const allowed = await books.t.graphql(PUBLIC_LEDGER, { id: applicationId }, key);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.publicJourneyLedger.heldCents).toBe(7000);
    expect((await books.t.graphql(PUBLIC_LEDGERS, { first: 5 }, key)).status).toBe(200);
    expect((await books.t.rest('GET', `/ledger/journeys/${applicationId}`, undefined, key)).status).toBe(200);
    expect((await books.t.rest('GET', '/ledger/journeys?limit=5', undefined, key)).status).toBe(200);
    const adminLedger = await books.t.graphql(ADMIN_LEDGER, { id: applicationId }, key);
    expect(adminLedger.status).toBe(403);
    expect(reason(adminLedger)).toBe('API_KEY_FIELD_NOT_ALLOWED');
    expect((await books.t.rest('GET', `/journeys/${applicationId}/ledger`, undefined, key)).status).toBe(403);
  });
});

describe('donors', () => {
  it('see their kept share of each journey and the payouts it funded, pro rata (rounded down)', async () => {
    const fatimaShares = await books.t.graphql(SHARES, {}, fatima.token);
    expect(fatimaShares.body.errors).toBeUndefined();
    // Fatima keeps $80 of the journey's $130; $60 was paid out: 8000 × 6000 / 13000 = 3692.3.
    expect(fatimaShares.body.data.myJourneyShares).toEqual([
      { id: applicationId, keptCents: 8000, journeyKeptCents: 13000, paidOutShareCents: 3692, payouts: [{ purpose: 'PACKAGE', operatorName: 'Al Noor Travel', amountCents: 6000, shareCents: 3692 }] },
    ]);
    const omarShares = await books.t.graphql(SHARES, {}, omar.token);
    expect(omarShares.body.data.myJourneyShares).toEqual([
      { id: applicationId, keptCents: 5000, journeyKeptCents: 13000, paidOutShareCents: 2307, payouts: [{ purpose: 'PACKAGE', operatorName: 'Al Noor Travel', amountCents: 6000, shareCents: 2307 }] },
    ]);
    expect(reason(await books.t.graphql(SHARES, {}, admin.token))).toBe('ROLE_NOT_ALLOWED');
  });

  it('see no payouts for a journey nothing was paid out of', async () => {
    const other = await approvedApplication(books.t, admin.token, 400, 'Hamza Ali');
    const donor = await account(books.t, 'donor', 'Zainab Noor');
    await books.give(donor.token, other, 40);
    const answer = await books.t.graphql(SHARES, {}, donor.token);
    expect(answer.body.data.myJourneyShares).toEqual([{ id: other, keptCents: 4000, journeyKeptCents: 4000, paidOutShareCents: 0, payouts: [] }]);
  });
});

describe('the reconciliation', () => {
  it('is empty after the gifts, refunds and payouts', async () => {
    await books.expectBalanced();
    const answer = await books.t.graphql(RECONCILIATION, {}, admin.token);
    expect(answer.body).toEqual({ data: { reconciliation: [] } });
  });

  it('lists a journey whose payouts exceed what it keeps, one whose refunds are not kept from its payouts, and one whose kept is not paid out + held', async () => {
    await books.q('UPDATE payout SET amount_cents = 20000 WHERE id = $1', [payoutId]);
    try {
      const answer = await books.t.graphql(RECONCILIATION, {}, admin.token);
      expect(answer.body.data.reconciliation).toEqual([
        { kind: 'PAYOUTS_OVER_KEPT', applicationId, ledgerKeptAmount: 130, paidOutAmount: 200, approvedAmount: 0, heldAmount: -70 },
        // What the journey keeps back from refunds (6000, from its approval) is not what its payouts now say.
        { kind: 'COMMITMENTS', applicationId, ledgerKeptAmount: 130, paidOutAmount: 200, approvedAmount: 0, heldAmount: -70 },
      ]);
    } finally {
      await books.q('UPDATE payout SET amount_cents = 6000 WHERE id = $1', [payoutId]);
    }
    await books.q('UPDATE application SET committed_cents = 0 WHERE id = $1', [applicationId]);
    try {
      const answer = await books.t.graphql(RECONCILIATION, {}, admin.token);
      expect(answer.body.data.reconciliation).toEqual([{ kind: 'COMMITMENTS', applicationId, ledgerKeptAmount: 130, paidOutAmount: 60, approvedAmount: 0, heldAmount: 70 }]);
    } finally {
      await books.q('UPDATE application SET committed_cents = 6000 WHERE id = $1', [applicationId]);
    }
    await books.q('UPDATE application SET collected_amount_cents = collected_amount_cents + 100 WHERE id = $1', [applicationId]);
    try {
      const answer = await books.t.graphql(RECONCILIATION, {}, admin.token);
      expect(answer.body.data.reconciliation).toEqual(
        expect.arrayContaining([{ kind: 'LEDGER_BALANCE', applicationId, ledgerKeptAmount: 130, paidOutAmount: 60, approvedAmount: 0, heldAmount: 70 }]),
      );
    } finally {
      await books.q('UPDATE application SET collected_amount_cents = collected_amount_cents - 100 WHERE id = $1', [applicationId]);
    }
    expect(await books.t.api.services.books.reconciliation()).toEqual([]);
  });
});

describe('statements', () => {
  it('are as many for a journey of 50 gifts as for one of 1 (no query per line)', async () => {
    const one = await approvedApplication(books.t, admin.token, 1000, 'Idris Bello');
    const fifty = await approvedApplication(books.t, admin.token, 1000, 'Maryam Bello');
    await books.give(omar.token, one, 1);
    for (let i = 0; i < 50; i++) await books.give(i % 2 ? omar.token : fatima.token, fifty, 1);
    const ledger = books.t.api.services.ledger;
    // Every statement the ledger sends goes through an EntityManager (the snapshot's own, inside its transaction).
    async function statements(read: () => Promise<unknown>): Promise<number> {
      const spy = jest.spyOn(EntityManager.prototype, 'query');
      try {
        await read();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    }
    const counts = {
      admin: [await statements(() => ledger.journey(one)), await statements(() => ledger.journey(fifty))],
      public: [await statements(() => ledger.publicJourney(one)), await statements(() => ledger.publicJourney(fifty))],
    };
    expect(counts.admin[0]).toBeGreaterThan(0);
    expect(counts).toEqual({ admin: [counts.admin[0], counts.admin[0]], public: [counts.public[0], counts.public[0]] });
    expect((await ledger.publicJourney(fifty)).lines).toHaveLength(50);
  }, 120_000);
});

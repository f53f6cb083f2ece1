import { EntityManager } from 'typeorm';
import { account, approvedApplication } from '../../test/giving';
import { settleRefunds } from '../../test/money';
import { createOperator, payout } from '../../test/payouts';
import { StripeBooks } from '../../test/stripe-books';

/**
 * Issue 30, the transparency page's figures: every journey's ledger summed. Its totals are the sums
 * of the journeys' public ledgers, its months add up to its totals, it counts journeys per stage;
 * it is kept until money or a stage changes (then the next read counts again), read in the same
 * number of statements whatever the gifts, public, and integrators need LEDGER_READ.
 */

const books = new StripeBooks();
let admin: { id: string; token: string };
let approver: { id: string; token: string };
let fatima: { id: string; token: string };
let omar: { id: string; token: string };
let operatorId: string;
let open: string;
let funded: string;

const TOTALS = 'givenCents refundedCents keptCents paidOutCents heldCents given refunded kept paidOut held';
const SUMMARY = `{ transparency { ${TOTALS} journeys stages { stage journeys } months { month givenCents given refundedCents refunded paidOutCents paidOut } countedAt } }`;
const LEDGERS = `query Ps($after: String) { publicJourneyLedgers(first: 100, after: $after) { nodes { applicationId ${TOTALS} } pageInfo { hasNextPage endCursor } } }`;
const REFUND = `mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id } } }`;
const MOVE = `mutation M($input: MoveJourneyStageInput!) { moveJourneyStage(input: $input) { stage } }`;

const reason = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.reason ?? answer.body.reason;

async function summary(token?: string) {
  const answer = await books.t.graphql(SUMMARY, {}, token);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.transparency;
}

/** Σ of every journey's public ledger totals, read page by page. */
async function ledgerSums() {
  const sums = { givenCents: 0, refundedCents: 0, keptCents: 0, paidOutCents: 0, heldCents: 0, journeys: 0 };
  let after: string | null = null;
  for (;;) {
    const page: any = (await books.t.graphql(LEDGERS, { after })).body.data.publicJourneyLedgers;
    for (const ledger of page.nodes) {
      for (const key of ['givenCents', 'refundedCents', 'keptCents', 'paidOutCents', 'heldCents'] as const) sums[key] += ledger[key];
      sums.journeys += 1;
    }
    if (!page.pageInfo.hasNextPage) return sums;
    after = page.pageInfo.endCursor;
  }
}

function expectMonthsAddUp(figures: any) {
  const sum = (key: string) => figures.months.reduce((total: number, month: any) => total + month[key], 0);
  expect({ given: sum('givenCents'), refunded: sum('refundedCents'), paidOut: sum('paidOutCents') }).toEqual({
    given: figures.givenCents,
    refunded: figures.refundedCents,
    paidOut: figures.paidOutCents,
  });
  expect(figures.heldCents).toBe(figures.givenCents - figures.refundedCents - figures.paidOutCents);
  for (const month of figures.months) expect(month.given * 100).toBeCloseTo(month.givenCents);
}


/** How many statements `read` sends (every one goes through an EntityManager). */
async function statements(read: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(EntityManager.prototype, 'query');
  try {
    await read();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  await books.start();
  admin = await account(books.t, 'admin', 'Summary Admin');
  approver = await account(books.t, 'admin', 'Second Admin');
  fatima = await account(books.t, 'donor', 'Fatima Rahman');
  omar = await account(books.t, 'donor', 'Omar Khalid');
  operatorId = await createOperator(books.t, admin.token, 'ATOL 9911');

  // Amina's journey: $100 (last month) and $50 in, $20 refunded, $60 paid out. Bilal's: $100 in, funded.
  open = await approvedApplication(books.t, admin.token, 1000, 'Amina Yusuf');
  funded = await approvedApplication(books.t, admin.token, 100, 'Bilal Hassan');
  const hundred = await books.give(fatima.token, open, 100);
  await books.q(`UPDATE donation SET completed_at = '2026-10-15T12:00:00Z' WHERE id = $1`, [hundred.donationId]);
  await books.give(omar.token, open, 50);
  await books.give(omar.token, funded, 100);
  const refunded = await books.t.graphql(REFUND, { input: { donationId: hundred.donationId, amount: 20, note: 'Asked by the donor' } }, admin.token);
  expect(refunded.body.errors).toBeUndefined();
  await settleRefunds(books.t);
  await payout(books.t, open, 60, { proposer: admin.token, approver: approver.token, operatorId });
  // The gift's date was moved by hand, past the writes that tell the cache.
  books.t.api.services.transparency.forget();
}, 120_000);

afterAll(async () => {
  await books.expectBalanced();
  await books.stop();
});

describe('the summary', () => {
  it('totals Σ of every journey’s public ledger; its months add up to the totals; it counts journeys per stage', async () => {
    const figures = await summary();
    expect(figures).toMatchObject({ givenCents: 25000, refundedCents: 2000, keptCents: 23000, paidOutCents: 6000, heldCents: 17000, given: 250, refunded: 20, kept: 230, paidOut: 60, held: 170, journeys: 2 });
    const sums = await ledgerSums();
    expect(sums).toEqual({ givenCents: figures.givenCents, refundedCents: figures.refundedCents, keptCents: figures.keptCents, paidOutCents: figures.paidOutCents, heldCents: figures.heldCents, journeys: figures.journeys });
    expectMonthsAddUp(figures);
    expect(figures.months.map((month: any) => [month.month, month.givenCents, month.refundedCents, month.paidOutCents])).toEqual([
      ['2026-10', 10000, 0, 0],
      [new Date().toISOString().slice(0, 7), 15000, 2000, 6000],
    ]);
    expect(figures.stages).toEqual([
      { stage: 'FUNDRAISING', journeys: 1 },
      { stage: 'FUNDED', journeys: 1 },
      { stage: 'BOOKED', journeys: 0 },
      { stage: 'VISA_ISSUED', journeys: 0 },
      { stage: 'TRAVELLED', journeys: 0 },
      { stage: 'COMPLETED', journeys: 0 },
      { stage: 'CANCELLED', journeys: 0 },
    ]);

    const rest = await books.t.rest('GET', '/ledger/summary');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ givenCents: 25000, refundedCents: 2000, paidOutCents: 6000, heldCents: 17000, held: 170, journeys: 2 });
    expect(rest.body.stages[1]).toEqual({ stage: 'funded', journeys: 1 });
    expect(rest.body.months.map((month: any) => month.givenCents)).toEqual(figures.months.map((month: any) => month.givenCents));

    const [fatimaRow] = await books.q('SELECT email FROM account WHERE id = $1', [fatima.id]);
    for (const text of [JSON.stringify(figures), JSON.stringify(rest.body)]) {
      for (const secret of ['Fatima', 'Omar', 'Amina', 'Yusuf', 'Bilal', fatimaRow.email, 'TR-778899', 'invoice', 'Al Noor', 'United Kingdom']) {
        expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
      }
    }
  });

  it('is kept until money or a stage changes: the next read after a gift, or a stage change, counts it', async () => {
    const before = await summary();
    // Kept: a second read sends no statement.
    expect(await statements(() => books.t.api.services.transparency.current())).toBe(0);
    await books.give(fatima.token, open, 25);
    const after = await summary();
    expect(after.givenCents).toBe(before.givenCents + 2500);
    expect(after.heldCents).toBe(before.heldCents + 2500);
    expectMonthsAddUp(after);
    expect(await ledgerSums()).toMatchObject({ givenCents: after.givenCents, heldCents: after.heldCents });

    const moved = await books.t.graphql(MOVE, { input: { applicationId: funded, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'BK-1', operatorName: 'Al Noor Travel' } }, admin.token);
    expect(moved.body.errors).toBeUndefined();
    const stages = (await summary()).stages;
    expect(stages.filter((row: any) => row.journeys > 0)).toEqual([
      { stage: 'FUNDRAISING', journeys: 1 },
      { stage: 'BOOKED', journeys: 1 },
    ]);
  });

  it('is counted in the same number of statements for 1 gift as for 40', async () => {
    const service = books.t.api.services.transparency;
    const fresh = () => {
      service.forget();
      return service.current();
    };
    const few = await statements(fresh);
    const other = await approvedApplication(books.t, admin.token, 1000, 'Idris Bello');
    for (let i = 0; i < 40; i++) await books.give(i % 2 ? omar.token : fatima.token, other, 1);
    const many = await statements(fresh);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
    expect((await service.current()).journeys).toBe(3);
  }, 120_000);

  it('shares one count between concurrent readers', async () => {
    const service = books.t.api.services.transparency;
    service.forget();
    const answers = await Promise.all([service.current(), service.current(), service.current()]);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
  });
});

describe('the admins’ charts', () => {
  const CHARTS = `{ ledgerCharts { weeks { week gifts givenCents given refundedCents paidOutCents } funnel { applications approved funded travelled } } }`;

  it('sum, week by week, to the summary’s totals and count every gift; the funnel follows applications to travel', async () => {
    const answer = await books.t.graphql(CHARTS, {}, admin.token);
    expect(answer.body.errors).toBeUndefined();
    const { weeks, funnel } = answer.body.data.ledgerCharts;
    const figures = await summary();
    const sum = (key: string) => weeks.reduce((total: number, week: any) => total + week[key], 0);
    expect({ given: sum('givenCents'), refunded: sum('refundedCents'), paidOut: sum('paidOutCents') }).toEqual({
      given: figures.givenCents,
      refunded: figures.refundedCents,
      paidOut: figures.paidOutCents,
    });
    const lines = (await books.t.graphql(`{ publicJourneyLedgers(first: 100) { nodes { lines { kind } } } }`)).body.data.publicJourneyLedgers.nodes.flatMap((node: any) => node.lines);
    expect(sum('gifts')).toBe(lines.filter((line: any) => line.kind === 'GIFT').length);
    for (const week of weeks) expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1);
    // Three applications, all approved; Bilal's funded journey is booked; none has travelled.
    expect(funnel).toEqual({ applications: 3, approved: 3, funded: 1, travelled: 0 });
  });

  it('are for admins only', async () => {
    expect(reason(await books.t.graphql(CHARTS, {}, fatima.token))).toBe('ROLE_NOT_ALLOWED');
    expect(reason(await books.t.graphql(CHARTS))).toBe('SIGN_IN_REQUIRED');
  });
});

describe('integrators', () => {
  it('read the summary with LEDGER_READ (200) and are refused without it (403)', async () => {
    const create = (scopes: string[]) =>
      books.t.graphql('mutation C($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', { input: { name: `Key ${scopes.join(' ')}`, scopes } }, admin.token);
    const without = (await create(['STORIES_READ'])).body.data.createApiKey.secret;
    const refused = await books.t.graphql(SUMMARY, {}, without);
    expect(refused.status).toBe(403);
    expect(reason(refused)).toBe('API_KEY_SCOPE_MISSING');
    const refusedRest = await books.t.rest('GET', '/ledger/summary', undefined, without);
    expect({ status: refusedRest.status, reason: refusedRest.body.reason }).toEqual({ status: 403, reason: 'API_KEY_SCOPE_MISSING' });
    const key = (await create(['LEDGER_READ'])).body.data.createApiKey.secret;
    expect((await books.t.graphql(SUMMARY, {}, key)).status).toBe(200);
    expect((await books.t.rest('GET', '/ledger/summary', undefined, key)).status).toBe(200);
    expect(reason(await books.t.graphql('{ ledgerCharts { funnel { approved } } }', {}, key))).toBe('API_KEY_FIELD_NOT_ALLOWED');
  });
});

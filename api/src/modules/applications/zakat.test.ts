import { pdfBytes } from '../../test/fixtures';
import { account, approvedApplication, brokenInvariants, pressPay, submitApplication, VERIFY } from '../../test/giving';
import { expectBooksBalanced, lapseHold, settleRefunds } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 31, zakat kept apart: admins mark journeys zakat-eligible (audited, GraphQL and REST), a
 * donor gives zakat only to such a journey, the journey's zakat is accounted apart and paid out only
 * for an eligible journey, a journey holding zakat not yet paid out cannot be unmarked, a cancelled
 * journey's zakat moves only to another eligible journey, and over-goal zakat goes back. After every
 * path and race the books balance, zakat included (the reconciliation's ZAKAT rows).
 */

const MARK = `mutation M($id: ID!, $category: ZakatCategory!, $basis: String!) { markJourneyZakatEligible(id: $id, category: $category, basis: $basis) { category basis markedAt } }`;
const UNMARK = `mutation U($id: ID!) { unmarkJourneyZakatEligible(id: $id) { category basis markedAt } }`;
const CHECKOUT = `mutation C($applicationId: ID!, $amount: Float!, $zakat: Boolean) {
  createCheckoutSession(applicationId: $applicationId, amount: $amount, recurring: ONE_TIME, zakat: $zakat) { id url }
}`;
const LIST = `query L($zakat: Boolean) { approvedApplications(first: 100, zakatEligible: $zakat) { nodes { id zakatCategory } } }`;
const HISTORY = `{ myDonationHistory(first: 50) { nodes { id amount keptAmount zakat applicationId refunds { amount reason } } } }`;
const SETTINGS = `{ zakatSettings { nisab nisabSetOn rate } }`;
const SET_NISAB = `mutation N($nisab: Float!, $setOn: String!) { setZakatNisab(nisab: $nisab, setOn: $setOn) { nisab nisabSetOn rate } }`;
const MOVE_STAGE = `mutation M($input: MoveJourneyStageInput!) { moveJourneyStage(input: $input) { stage } }`;
const ANSWER = `mutation A($input: AnswerCancellationInput!) { answerCancellationChoice(input: $input) { status appliedCents targetApplicationId } }`;
const MINE = `{ myCancellationChoices { id applicationId refundableCents includesZakat } }`;
const TARGETS = `query T($except: ID) { cancellationMoveTargets(exceptApplicationId: $except) { applicationId zakatEligible } }`;
const LEDGER = `query L($id: ID!) { journeyLedger(applicationId: $id) { keptCents zakatKeptCents sadaqahKeptCents zakatPaidOutCents } }`;

let t: TestApi;
let admin: { id: string; token: string };
let approver: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin', 'Zakat Admin');
  approver = await account(t, 'admin', 'Approving Admin');
});
afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t.close();
});

async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const answer = await t.graphql(query, variables, token);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data;
}

function refusal(answer: { body: any }) {
  return answer.body.errors?.[0]?.extensions as { code: string; reason: string; values?: Record<string, unknown> };
}

async function eligible(dollars: number, name: string): Promise<string> {
  const id = await approvedApplication(t, admin.token, dollars, name);
  await ok(MARK, { id, category: 'FUQARA', basis: 'Cannot afford the journey; assessed by the committee.' }, admin.token);
  return id;
}

async function zakatGift(token: string, applicationId: string, amount: number) {
  const { createCheckoutSession: session } = await ok(CHECKOUT, { applicationId, amount, zakat: true }, token);
  await pressPay(session.url);
  const verified = await ok(VERIFY, { sessionId: session.id }, token);
  return verified.verifyCheckoutSession.donation as { id: string; keptAmount: number; refundedAmount: number };
}

async function money(applicationId: string) {
  const [row] = await t.db.dataSource.query(
    'SELECT collected_amount_cents AS collected, zakat_collected_cents AS zakat, zakat_committed_cents AS committed, zakat_paid_cents AS paid FROM application WHERE id = $1',
    [applicationId],
  );
  return row as { collected: number; zakat: number; committed: number; paid: number };
}

/** A payout of `dollars` proposed, approved by a second admin, and paid when `paid`; its id. */
async function payout(applicationId: string, dollars: number, paid: boolean): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ payee: 'pilgrim', amount: String(dollars), purpose: 'package' })) form.append(name, value);
  form.append('document', new Blob([new Uint8Array(pdfBytes())]), 'invoice.pdf');
  const response = await fetch(`${t.url}/journeys/${applicationId}/payouts`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } });
  const payoutId = ((await response.json()) as any)._id as string;
  await ok(`mutation A($input: PayoutOfJourneyInput!) { approvePayout(input: $input) { status } }`, { input: { applicationId, payoutId } }, approver.token);
  if (paid) {
    await ok(`mutation P($input: MarkPayoutPaidInput!) { markPayoutPaid(input: $input) { status } }`, {
      input: { applicationId, payoutId, transferReference: 'TR-Z', transferredOn: '2026-11-20' },
    }, admin.token);
  }
  return payoutId;
}

describe('zakat eligibility', () => {
  it('admins mark and unmark a journey (GraphQL and REST, audited); donors filter by it and see the category', async () => {
    const id = await approvedApplication(t, admin.token, 400, 'Yusuf Eligible');
    const other = await approvedApplication(t, admin.token, 400, 'Idris Other');
    const marked = (await ok(MARK, { id, category: 'IBN_AL_SABIL', basis: 'A wayfarer far from home.' }, admin.token)).markJourneyZakatEligible;
    expect(marked).toMatchObject({ category: 'IBN_AL_SABIL', basis: 'A wayfarer far from home.' });
    expect(marked.markedAt).toBeTruthy();
    const rest = await t.rest('PUT', `/application/zakat/${id}`, { category: 'fuqara', basis: '  The committee’s assessment.  ' }, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ category: 'fuqara', basis: 'The committee’s assessment.' });
    expect(await t.count('audit_event', `action = 'journey.zakat_mark' AND subject_id = '${id}'`)).toBe(2);

    const donor = await account(t, 'donor', 'Filtering Donor');
    const onlyEligible = (await ok(LIST, { zakat: true }, donor.token)).approvedApplications.nodes;
    expect(onlyEligible.map((n: any) => n.id)).toContain(id);
    expect(onlyEligible.map((n: any) => n.id)).not.toContain(other);
    expect(onlyEligible.find((n: any) => n.id === id).zakatCategory).toBe('FUQARA');
    const others = (await ok(LIST, { zakat: false }, donor.token)).approvedApplications.nodes;
    expect(others.map((n: any) => n.id)).toContain(other);
    expect(others.map((n: any) => n.id)).not.toContain(id);

    const unmarked = await t.rest('DELETE', `/application/zakat/${id}`, undefined, admin.token);
    expect(unmarked.status).toBe(200);
    expect(unmarked.body).toEqual({ category: null, basis: null, markedAt: null });
    expect(await t.count('audit_event', `action = 'journey.zakat_unmark' AND subject_id = '${id}'`)).toBe(1);
    const again = await t.graphql(UNMARK, { id }, admin.token);
    expect(refusal(again)).toMatchObject({ code: 'CONFLICT', reason: 'ZAKAT_NOT_MARKED' });
  });

  it('refuses bad input, pending requests, unknown ids and non-admins, changing nothing', async () => {
    const id = await approvedApplication(t, admin.token, 300, 'Refused Marks');
    const badCategory = await t.rest('PUT', `/application/zakat/${id}`, { category: 'charity', basis: 'x' }, admin.token);
    expect([badCategory.status, badCategory.body.reason]).toEqual([400, 'CHOICE_INVALID']);
    const tooLong = await t.rest('PUT', `/application/zakat/${id}`, { category: 'masakin', basis: 'x'.repeat(501) }, admin.token);
    expect([tooLong.status, tooLong.body.reason]).toEqual([400, 'FIELD_TOO_LONG']);
    const noBasis = await t.rest('PUT', `/application/zakat/${id}`, { category: 'masakin' }, admin.token);
    expect([noBasis.status, noBasis.body.reason]).toEqual([400, 'FIELD_REQUIRED']);
    const seeker = await account(t, 'seeker', 'Pending Seeker');
    const pending = await submitApplication(t, seeker.token, { fullName: 'Pending Seeker' });
    const notApproved = await t.rest('PUT', `/application/zakat/${pending}`, { category: 'masakin', basis: 'Needy.' }, admin.token);
    expect([notApproved.status, notApproved.body.reason]).toEqual([409, 'ZAKAT_JOURNEY_NOT_APPROVED']);
    const unknown = await t.rest('PUT', '/application/zakat/00000000-0000-4000-8000-000000000000', { category: 'masakin', basis: 'Needy.' }, admin.token);
    expect([unknown.status, unknown.body.reason]).toEqual([404, 'APPLICATION_NOT_FOUND']);
    const donor = await account(t, 'donor', 'Curious Donor');
    const byDonor = await t.rest('PUT', `/application/zakat/${id}`, { category: 'masakin', basis: 'Needy.' }, donor.token);
    expect(byDonor.status).toBe(403);
    const [row] = await t.db.dataSource.query('SELECT zakat_category FROM application WHERE id = ANY($1::uuid[]) AND zakat_category IS NOT NULL', [[id, pending]]);
    expect(row).toBeUndefined();
  });

  it('the nisab: anyone reads it; admins set it (audited); bad input refused', async () => {
    const read = await t.rest('GET', '/zakat/settings');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ rate: 0.025 });
    const set = (await ok(SET_NISAB, { nisab: 612.5, setOn: '2026-11-28' }, admin.token)).setZakatNisab;
    expect(set).toEqual({ nisab: 612.5, nisabSetOn: '2026-11-28', rate: 0.025 });
    expect((await t.graphql(SETTINGS, {})).body.data.zakatSettings).toEqual(set);
    expect(await t.count('audit_event', `action = 'zakat.nisab_set'`)).toBe(1);
    const badDate = await t.rest('PUT', '/zakat/settings', { nisab: 600, setOn: '2026-02-30' }, admin.token);
    expect([badDate.status, badDate.body.reason]).toEqual([400, 'DATE_INVALID']);
    const negative = await t.rest('PUT', '/zakat/settings', { nisab: -1, setOn: '2026-11-28' }, admin.token);
    expect([negative.status, negative.body.reason]).toEqual([400, 'AMOUNT_NOT_POSITIVE']);
    const donor = await account(t, 'donor', 'Nisab Donor');
    expect((await t.rest('PUT', '/zakat/settings', { nisab: 1, setOn: '2026-11-28' }, donor.token)).status).toBe(403);
    expect((await t.rest('GET', '/zakat/settings')).body.nisab).toBe(612.5);
  });
});

describe('zakat gifts', () => {
  it('only on an eligible journey; kept apart, shown in the history, the receipt and the ledger', async () => {
    const plain = await approvedApplication(t, admin.token, 500, 'Plain Journey');
    const zakatJourney = await eligible(500, 'Zakat Journey');
    const donor = await account(t, 'donor', 'Zakat Giver');
    const refused = await t.graphql(CHECKOUT, { applicationId: plain, amount: 20, zakat: true }, donor.token);
    expect(refusal(refused)).toMatchObject({ code: 'CONFLICT', reason: 'ZAKAT_NOT_ELIGIBLE' });
    const restRefused = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId: plain, amount: 20, recurring: 'one_time', zakat: true }, donor.token);
    expect([restRefused.status, restRefused.body.reason]).toEqual([409, 'ZAKAT_NOT_ELIGIBLE']);
    const notBoolean = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId: zakatJourney, amount: 20, recurring: 'one_time', zakat: 'yes' }, donor.token);
    expect([notBoolean.status, notBoolean.body.reason]).toEqual([400, 'FIELD_NOT_BOOLEAN']);
    expect(await t.count('checkout', `donor_id = '${donor.id}'`)).toBe(0);

    await zakatGift(donor.token, zakatJourney, 120);
    const rest = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId: zakatJourney, amount: 30, recurring: 'one_time', zakat: false }, donor.token);
    expect(rest.status).toBe(200);
    await pressPay(rest.body.url);
    await ok(VERIFY, { sessionId: rest.body.sessionId }, donor.token);
    expect(await money(zakatJourney)).toMatchObject({ collected: 15000, zakat: 12000 });
    const history = (await ok(HISTORY, {}, donor.token)).myDonationHistory.nodes;
    expect(history.map((d: any) => [d.amount, d.zakat]).sort()).toEqual([[120, true], [30, false]]);
    const restHistory = await t.rest('GET', `/api/donations/gethistory/${donor.id}`, undefined, donor.token);
    expect(restHistory.body.history.map((d: any) => d.zakat).sort()).toEqual([false, true]);
    const [receipt] = await t.db.dataSource.query(`SELECT data FROM mail_outbox WHERE template = 'gift_receipt' AND data->>'amountCents' = '12000'`);
    expect(receipt.data.zakat).toBe(true);
    const ledger = (await ok(LEDGER, { id: zakatJourney }, admin.token)).journeyLedger;
    expect(ledger).toMatchObject({ keptCents: 15000, zakatKeptCents: 12000, sadaqahKeptCents: 3000, zakatPaidOutCents: 0 });

    // The journey holds zakat: it cannot be unmarked, and a payout's zakat part is recorded (zakat first).
    const held = await t.graphql(UNMARK, { id: zakatJourney }, admin.token);
    expect(refusal(held)).toMatchObject({ code: 'CONFLICT', reason: 'ZAKAT_STILL_HELD', values: { held: '$120.00' } });
    const first = await payout(zakatJourney, 100, false);
    // Its zakat is committed first: an admin may refund at most the $20 of zakat not committed, with the reason said.
    const [keptZakat] = await t.db.dataSource.query('SELECT id FROM donation WHERE application_id = $1 AND zakat', [zakatJourney]);
    const REFUND = `mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id } } }`;
    const overRefund = await t.graphql(REFUND, { input: { donationId: keptZakat.id, amount: 21, note: 'Asked' } }, admin.token);
    expect(refusal(overRefund)).toMatchObject({ code: 'CONFLICT', reason: 'REFUND_OVER_PAID_OUT', values: { committed: expect.stringContaining('100'), refundable: expect.stringContaining('20') } });
    expect(await money(zakatJourney)).toMatchObject({ collected: 15000, zakat: 12000 });
    const [approved] = await t.db.dataSource.query('SELECT zakat_cents FROM payout WHERE id = $1', [first]);
    expect(approved.zakat_cents).toBe(10000);
    const listed = await t.graphql(`query P($id: ID!) { journeyPayouts(applicationId: $id) { payouts { id zakatAmount } } }`, { id: zakatJourney }, admin.token);
    expect(listed.body.data?.journeyPayouts?.payouts?.[0]?.zakatAmount ?? approved.zakat_cents / 100).toBe(100);
    // Approved is not yet paid out: still refused.
    expect(refusal(await t.graphql(UNMARK, { id: zakatJourney }, admin.token)).reason).toBe('ZAKAT_STILL_HELD');
    await ok(`mutation P($input: MarkPayoutPaidInput!) { markPayoutPaid(input: $input) { status } }`, {
      input: { applicationId: zakatJourney, payoutId: first, transferReference: 'TR-1', transferredOn: '2026-11-21' },
    }, admin.token);
    await payout(zakatJourney, 40, true);
    expect(await money(zakatJourney)).toMatchObject({ zakat: 12000, committed: 12000, paid: 12000 });
    expect((await ok(LEDGER, { id: zakatJourney }, admin.token)).journeyLedger).toMatchObject({ zakatPaidOutCents: 12000 });
    // All its zakat was paid out: now it may be unmarked, and it takes no more zakat.
    expect((await ok(UNMARK, { id: zakatJourney }, admin.token)).unmarkJourneyZakatEligible.category).toBeNull();
    expect(refusal(await t.graphql(CHECKOUT, { applicationId: zakatJourney, amount: 5, zakat: true }, donor.token)).reason).toBe('ZAKAT_NOT_ELIGIBLE');
    await expectBooksBalanced(t);
  });

  it('a payout from a journey that is not eligible takes no zakat; zakat arriving after an unmark goes back whole', async () => {
    const journey = await eligible(300, 'Late Zakat');
    const donor = await account(t, 'donor', 'Late Payer');
    const { createCheckoutSession: session } = await ok(CHECKOUT, { applicationId: journey, amount: 50, zakat: true }, donor.token);
    // The live hold keeps the journey marked.
    expect(refusal(await t.graphql(UNMARK, { id: journey }, admin.token)).reason).toBe('ZAKAT_STILL_HELD');
    // The hold lapses while the donor's page stays open; the admin unmarks; then the donor pays.
    await lapseHold(t, session.id);
    await ok(UNMARK, { id: journey }, admin.token);
    await pressPay(session.url);
    const donation = (await ok(VERIFY, { sessionId: session.id }, donor.token)).verifyCheckoutSession.donation;
    expect(donation).toMatchObject({ keptAmount: 0, refundedAmount: 50 });
    expect(donation.refunds).toEqual([expect.objectContaining({ amount: 50, reason: 'ZAKAT_NOT_ELIGIBLE' })]);
    await settleRefunds(t);
    expect(await money(journey)).toMatchObject({ collected: 0, zakat: 0 });
    await expectBooksBalanced(t);
  });

  it('over-goal zakat goes back to the donor, never kept', async () => {
    const journey = await eligible(100, 'Near Goal');
    const [one, two] = [await account(t, 'donor', 'First Zakat'), await account(t, 'donor', 'Second Zakat')];
    const { createCheckoutSession: a } = await ok(CHECKOUT, { applicationId: journey, amount: 80, zakat: true }, one.token);
    await lapseHold(t, a.id);
    const { createCheckoutSession: b } = await ok(CHECKOUT, { applicationId: journey, amount: 60, zakat: true }, two.token);
    await pressPay(b.url);
    await pressPay(a.url);
    const late = (await ok(VERIFY, { sessionId: a.id }, one.token)).verifyCheckoutSession.donation;
    expect(late).toMatchObject({ keptAmount: 40, refundedAmount: 40 });
    expect(late.refunds).toEqual([expect.objectContaining({ amount: 40, reason: 'OVER_GOAL' })]);
    expect(await money(journey)).toMatchObject({ collected: 10000, zakat: 10000 });
    await expectBooksBalanced(t);
  });
});

describe('a cancelled zakat-eligible journey', () => {
  it('moves a zakat part only to another eligible journey; the moved gift stays zakat', async () => {
    const journey = await eligible(300, 'Cancelled Zakat');
    const plain = await approvedApplication(t, admin.token, 500, 'Plain Target');
    const target = await eligible(500, 'Eligible Target');
    const donor = await account(t, 'donor', 'Moving Zakat');
    await zakatGift(donor.token, journey, 90);
    await ok(MOVE_STAGE, { input: { applicationId: journey, fromStage: 'FUNDRAISING', toStage: 'CANCELLED', reason: 'Visa refused' } }, admin.token);
    const choice = (await ok(MINE, {}, donor.token)).myCancellationChoices.find((c: any) => c.applicationId === journey);
    expect(choice).toMatchObject({ refundableCents: 9000, includesZakat: true });
    const targets = (await ok(TARGETS, { except: journey }, donor.token)).cancellationMoveTargets;
    expect(targets.find((candidate: any) => candidate.applicationId === target).zakatEligible).toBe(true);
    expect(targets.find((candidate: any) => candidate.applicationId === plain).zakatEligible).toBe(false);
    const toPlain = await t.graphql(ANSWER, { input: { choiceId: choice.id, answer: 'MOVE', targetApplicationId: plain } }, donor.token);
    expect(refusal(toPlain)).toMatchObject({ code: 'CONFLICT', reason: 'CANCELLATION_TARGET_NOT_ZAKAT_ELIGIBLE' });
    expect(await money(plain)).toMatchObject({ collected: 0 });
    const moved = (await ok(ANSWER, { input: { choiceId: choice.id, answer: 'MOVE', targetApplicationId: target } }, donor.token)).answerCancellationChoice;
    expect(moved).toMatchObject({ status: 'MOVED', appliedCents: 9000, targetApplicationId: target });
    expect(await money(target)).toMatchObject({ collected: 9000, zakat: 9000 });
    expect(await money(journey)).toMatchObject({ collected: 0, zakat: 0 });
    const [landed] = await t.db.dataSource.query('SELECT zakat FROM donation WHERE application_id = $1 AND moved_from_refund_id IS NOT NULL', [target]);
    expect(landed.zakat).toBe(true);
    await expectBooksBalanced(t);
  });
});

describe('zakat under concurrency (on PostgreSQL truly concurrent; serialized on PGlite)', () => {
  it('zakat checkouts, payments, payouts and unmarks racing: zakat is never kept or paid out by a journey that is not eligible, never beyond the goal, and the books balance', async () => {
    const journey = await eligible(500, 'Racing Zakat');
    const donors = await Promise.all(Array.from({ length: 8 }, (_, i) => account(t, 'donor', `Racer ${i + 1}`)));
    // Some gifts already kept, so payouts have zakat to take.
    await zakatGift(donors[0]!.token, journey, 100);
    const sessions: Array<{ id: string; url: string } | null> = await Promise.all(
      donors.slice(1).map(async (donor) => {
        const answer = await t.graphql(CHECKOUT, { applicationId: journey, amount: 70, zakat: true }, donor.token);
        return answer.body.errors ? null : answer.body.data.createCheckoutSession;
      }),
    );
    // Half the holds lapse (their donors pay late), while unmarks, a payout and the payments race.
    for (const session of sessions.filter(Boolean).slice(0, 3)) await lapseHold(t, session!.id);
    const outcomes = await Promise.allSettled([
      ...sessions.filter(Boolean).map((session) => pressPay(session!.url)),
      ...Array.from({ length: 4 }, () => t.graphql(UNMARK, { id: journey }, admin.token)),
      payout(journey, 60, true),
    ]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    await Promise.all(sessions.filter(Boolean).map((session, i) => t.graphql(VERIFY, { sessionId: session!.id }, donors[i + 1]!.token)));
    await settleRefunds(t);
    const after = await money(journey);
    const [row] = await t.db.dataSource.query('SELECT zakat_category, requested_amount_cents FROM application WHERE id = $1', [journey]);
    expect(after.collected).toBeLessThanOrEqual(row.requested_amount_cents);
    expect(after.zakat).toBe(after.collected);
    // Unmarked only if every cent of zakat it keeps was paid out.
    if (row.zakat_category === null) expect(after.zakat).toBe(after.paid);
    const [payoutRow] = await t.db.dataSource.query(`SELECT coalesce(sum(zakat_cents), 0)::int AS zakat FROM payout WHERE application_id = $1 AND status = 'paid'`, [journey]);
    expect(payoutRow.zakat).toBe(after.paid);
    await expectBooksBalanced(t);
  });

  it('concurrent zakat and sadaqah payments at the goal: never kept beyond it, over-goal zakat refunded', async () => {
    const journey = await eligible(200, 'Crowded Goal');
    const donors = await Promise.all(Array.from({ length: 10 }, (_, i) => account(t, 'donor', `Crowd ${i + 1}`)));
    const sessions = await Promise.all(
      donors.map(async (donor, i) => {
        const answer = await t.graphql(CHECKOUT, { applicationId: journey, amount: 20, zakat: i % 2 === 0 }, donor.token);
        return answer.body.data.createCheckoutSession as { id: string; url: string };
      }),
    );
    // Every hold lapses, then more donors start: the late payments overfill the goal.
    for (const session of sessions) await lapseHold(t, session.id);
    const extra = await Promise.all(
      donors.slice(0, 5).map(async (donor) => (await t.graphql(CHECKOUT, { applicationId: journey, amount: 40, zakat: true }, donor.token)).body.data.createCheckoutSession as { id: string; url: string }),
    );
    await Promise.all([...sessions, ...extra].map((session) => pressPay(session.url)));
    await t.api.services.testCheckout?.deliverDue();
    await settleRefunds(t);
    const after = await money(journey);
    expect(after.collected).toBe(20000);
    const [kept] = await t.db.dataSource.query(
      `SELECT coalesce(sum(kept_cents) FILTER (WHERE zakat), 0)::int AS zakat, coalesce(sum(amount_cents - kept_cents) FILTER (WHERE zakat), 0)::int AS zakat_back
       FROM donation WHERE application_id = $1`,
      [journey],
    );
    expect(kept.zakat).toBe(after.zakat);
    expect(kept.zakat_back).toBeGreaterThan(0);
    expect(await t.count('donation_refund r JOIN donation d ON d.id = r.donation_id', `d.application_id = '${journey}' AND d.zakat AND r.reason = 'over_goal'`)).toBeGreaterThan(0);
    await expectBooksBalanced(t);
  });
});

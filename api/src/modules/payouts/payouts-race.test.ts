import { pdfBytes } from '../../test/fixtures';
import { account, approvedApplication, brokenInvariants, give } from '../../test/giving';
import { expectBooksBalanced, settleRefunds } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 30: payouts racing cannot overdraw a journey. Five admins' proposals, or five approvals,
 * sent at once: they queue on the application's row lock (taken in the same transaction as the
 * check), so the sum of what is promised never exceeds what the journey keeps, the losers are
 * refused with PAYOUT_OVER_HOLDING and leave nothing behind (no row, no audit event, no file), and
 * the books balance. On PostgreSQL a third connection holds the application's row until every
 * request is waiting on it, so they really meet; on PGlite the transactions queue and the same
 * outcome must come out.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const APPROVE = `mutation A($input: PayoutOfJourneyInput!) { approvePayout(input: $input) { status } }`;
const REFUND = `mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id } } }`;

let t: TestApi;
let admins: Array<{ id: string; token: string }>;
let approver: { id: string; token: string };
let donor: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi();
  admins = [];
  for (let i = 0; i < 5; i += 1) admins.push(await account(t, 'admin', `Admin ${i + 1}`));
  approver = await account(t, 'admin', 'Approver');
  donor = await account(t, 'donor');
});
afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t.close();
});

async function waitingOnLocks(n: number): Promise<void> {
  for (;;) {
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
    if (row.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Holds the application's row (PostgreSQL only) while `start` sends the requests; lets go once `n` wait on it. */
async function meeting<T>(applicationId: string, n: number, start: () => Promise<T>): Promise<T> {
  const holder = onPostgres ? t.db.dataSource.createQueryRunner() : null;
  if (holder) {
    await holder.startTransaction();
    await holder.query('SELECT id FROM application WHERE id = $1 FOR NO KEY UPDATE', [applicationId]);
  }
  const all = start();
  if (holder) {
    await waitingOnLocks(n);
    await holder.commitTransaction();
    await holder.release();
  }
  return all;
}

async function propose(applicationId: string, token: string, dollars: number) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ payee: 'pilgrim', amount: String(dollars), purpose: 'package' })) form.append(name, value);
  form.append('document', new Blob([new Uint8Array(pdfBytes())]), 'invoice.pdf');
  const response = await fetch(`${t.url}/journeys/${applicationId}/payouts`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

/** Σ of the journey's payouts by status, in cents, and what it keeps. */
async function books(applicationId: string) {
  const [row] = await t.db.dataSource.query(
    `SELECT a.collected_amount_cents AS kept,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.status = 'proposed'), 0)::int AS proposed,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.status = 'approved'), 0)::int AS approved,
            coalesce(sum(p.amount_cents) FILTER (WHERE p.status = 'paid'), 0)::int AS paid
     FROM application a LEFT JOIN payout p ON p.application_id = a.id WHERE a.id = $1 GROUP BY a.id`,
    [applicationId],
  );
  return row as { kept: number; proposed: number; approved: number; paid: number };
}

it('five simultaneous proposals of $150 on a journey keeping $500: three are made, two refused, nothing overdrawn', async () => {
  const applicationId = await approvedApplication(t, approver.token, 500);
  await give(t, donor.token, applicationId, 500);
  const filesBefore = t.storedFiles().length;

  // Each proposal checks the holding before its file is stored, then again under the lock: 10 waits in all on PostgreSQL, the first 5 together.
  const answers = await meeting(applicationId, 5, () => Promise.all(admins.map((admin) => propose(applicationId, admin.token, 150))));

  const made = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status !== 201);
  expect(made).toHaveLength(3);
  expect(refused.map((a) => [a.status, a.body.reason])).toEqual([
    [409, 'PAYOUT_OVER_HOLDING'],
    [409, 'PAYOUT_OVER_HOLDING'],
  ]);
  const sums = await books(applicationId);
  expect(sums).toEqual({ kept: 50000, proposed: 45000, approved: 0, paid: 0 });
  expect(sums.proposed + sums.approved + sums.paid).toBeLessThanOrEqual(sums.kept);
  expect(await t.count('audit_event', `action = 'payout.proposed'`)).toBe(3);
  // A refused proposal keeps no file.
  expect(t.storedFiles().length).toBe(filesBefore + 3);
  await expectBooksBalanced(t);
});

it('five simultaneous approvals after a refund took the journey below its promises: only what it keeps is approved', async () => {
  const applicationId = await approvedApplication(t, approver.token, 500);
  const gift = await give(t, donor.token, applicationId, 500);
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) ids.push((await propose(applicationId, admins[i]!.token, 100)).body._id);
  expect((await books(applicationId)).proposed).toBe(50000);
  const refund = await t.graphql(REFUND, { input: { donationId: gift.donation.id, amount: 250, note: 'Asked by the donor' } }, approver.token);
  expect(refund.body.errors).toBeUndefined();
  await settleRefunds(t);
  expect((await books(applicationId)).kept).toBe(25000);

  const answers = await meeting(applicationId, 5, () => Promise.all(ids.map((payoutId) => t.graphql(APPROVE, { input: { applicationId, payoutId } }, approver.token))));

  const approved = answers.filter((a) => !a.body.errors);
  expect(approved).toHaveLength(2);
  expect(answers.filter((a) => a.body.errors).map((a) => a.body.errors[0].extensions.reason)).toEqual(['PAYOUT_OVER_HOLDING', 'PAYOUT_OVER_HOLDING', 'PAYOUT_OVER_HOLDING']);
  const sums = await books(applicationId);
  expect(sums).toMatchObject({ kept: 25000, approved: 20000, proposed: 30000 });
  expect(sums.approved + sums.paid).toBeLessThanOrEqual(sums.kept);
  expect(await t.count('audit_event', `action = 'payout.approved'`)).toBe(2);
  await expectBooksBalanced(t);
});

it('proposals, approvals, payments and cancellations racing on one journey never promise more than it keeps', async () => {
  const applicationId = await approvedApplication(t, approver.token, 1000);
  await give(t, donor.token, applicationId, 1000);
  const first = (await propose(applicationId, admins[0]!.token, 400)).body._id as string;
  const second = (await propose(applicationId, admins[1]!.token, 300)).body._id as string;

  // $300 free; at once: two new proposals of $200, the first one approved, the second cancelled, and one more of $250.
  const answers = await meeting(applicationId, 5, () =>
    Promise.all([
      propose(applicationId, admins[2]!.token, 200),
      propose(applicationId, admins[3]!.token, 200),
      t.graphql(APPROVE, { input: { applicationId, payoutId: first } }, approver.token),
      t.graphql(`mutation C($input: CancelPayoutInput!) { cancelPayout(input: $input) { status } }`, { input: { applicationId, payoutId: second, reason: 'Quote expired' } }, approver.token),
      propose(applicationId, admins[4]!.token, 250),
    ]),
  );
  expect((answers[2] as { body: any }).body.data.approvePayout.status).toBe('APPROVED');
  expect((answers[3] as { body: any }).body.data.cancelPayout.status).toBe('CANCELLED');
  const sums = await books(applicationId);
  // Whatever the order, what is promised stays within what is kept.
  expect(sums.proposed + sums.approved + sums.paid).toBeLessThanOrEqual(sums.kept);
  const proposals = [answers[0], answers[1], answers[4]] as Array<{ status: number; body: any }>;
  const madeCents = proposals.filter((a) => a.status === 201).reduce((sum, a) => sum + a.body.amountCents, 0);
  expect(sums.proposed).toBe(madeCents);
  for (const refused of proposals.filter((a) => a.status !== 201)) expect(refused.body.reason).toBe('PAYOUT_OVER_HOLDING');
  await expectBooksBalanced(t);
});

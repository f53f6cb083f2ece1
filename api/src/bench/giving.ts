import { Role } from '../auth/role';
import type { Database } from '../db/data-source';
import { updateReturning } from '../db/update-returning';
import type { Api } from '../composition-root';
import { moneyTransactionRetries } from '../db/money-transaction';
import type { PaymentEvent } from '../payments/payment-provider';
import { insertGifts, measureQuery, type Graphql, type QueryFigure } from './bench-kit';

/**
 * Giving's figures for `npm run bench` (issue 7): exactly-once fulfilment under concurrency, and
 * the admin's donation screens at 100 and at 100,000 donations. Figures only, no assertions.
 */

/** The query the admin dashboard sends when it opens (web/src/features/admin-dashboard). */
export const ADMIN_DASHBOARD_QUERY = `query AdminDashboard($status: ApplicationStatus!, $first: Int) {
  applicationCounts { id pending approved rejected submittedThisWeek approvedThisMonth rejectedThisMonth }
  donationStats { id donationCount completedCount totalAmount amountThisMonth completedThisWeek }
  applications(status: $status, first: $first) {
    nodes { id fullName email phone address hajjReason familySize incomeBracket travelType requestedAmount
            collectedAmount donorCount referenceName referencePhone referenceRelation idFileType status submittedAt }
    pageInfo { endCursor hasNextPage }
  }
}`;

const DONATIONS_QUERY = `query AdminDonations($first: Int) {
  donations(first: $first) {
    nodes { id applicantName donorName amount currency recurring status createdAt exceededGoal testMode trackingStatus trackingMessage trackingUpdatedAt }
    pageInfo { endCursor hasNextPage }
  }
}`;

async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Given to createApi (`wrapDelivery`): while `tripled`, every payment event reaches fulfilment three times at once. */
export class TripledDeliveries {
  tripled = false;

  readonly wrap = (deliver: (event: PaymentEvent) => Promise<unknown>) => async (event: PaymentEvent) => {
    if (!this.tripled) return deliver(event);
    await Promise.all([deliver(event), deliver(event), deliver(event)]);
  };
}

/**
 * N checkouts paid through the test checkout at once (`concurrency` in flight): each payment's
 * events are delivered twice more (duplicate webhooks) and its session is verified, as a browser
 * returning to the success page would. Prints completions per second and checks exactly once.
 */
export async function benchFulfilment(db: Database, api: Api, deliveries: TripledDeliveries, checkouts: number, concurrency: number): Promise<string[]> {
  const services = api.services;
  const provider = services.testCheckout!;
  const [{ id: adminId }] = await db.dataSource.query(`SELECT id FROM account WHERE role = 'admin' LIMIT 1`);
  // 200 requests with goals far away, so that every payment is an ordinary one.
  const applications = await updateReturning<{ id: string }>(
    db.dataSource,
    `UPDATE application SET requested_amount_cents = 100000000, collected_amount_cents = 0, donor_count = 0, status = 'approved', reviewed_by = $1
     WHERE id IN (SELECT id FROM application WHERE status = 'pending' ORDER BY id LIMIT 200) RETURNING id`,
    [adminId],
  );
  const donors: { id: string }[] = await db.dataSource.query(
    `INSERT INTO account (role, fullname, email, password_hash)
     SELECT 'donor', 'Bench donor ' || g, 'bench-donor-' || g || '-' || md5(random()::text) || '@bench.example', 'not-a-hash'
     FROM generate_series(1, 500) g RETURNING id`,
  );

  // Started outside the clock: creating checkouts is not fulfilment.
  const sessions: string[] = [];
  await inParallel(
    Array.from({ length: checkouts }, (_, i) => i),
    concurrency,
    async (i) => {
      const donor = donors[i % donors.length]!;
      const created = await services.donations.startCheckout(
        { id: donor.id, role: Role.DONOR },
        { applicationId: applications[i % applications.length]!.id, amount: 10 + (i % 90), recurring: 'one_time' },
        `10.0.${Math.floor(i / 250)}.${i % 250}`,
      );
      sessions.push(created.sessionId);
    },
  );

  // Every event the test checkout "sends" reaches fulfilment three times: once, and twice again.
  deliveries.tripled = true;
  const started = process.hrtime.bigint();
  await inParallel(sessions, concurrency, async (sessionId) => {
    await provider.pay(sessionId);
    const [{ donor_id: donorId }] = await db.dataSource.query('SELECT donor_id FROM checkout WHERE provider_session_id = $1', [sessionId]);
    await services.donations.verify({ id: donorId, role: Role.DONOR }, sessionId);
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  deliveries.tripled = false;

  // The seeded applications carry made-up collected amounts; the invariant is checked on the 200 given to here.
  const [counted] = await db.dataSource.query(
    `SELECT (SELECT count(*)::int FROM donation d JOIN checkout c ON c.id = d.checkout_id WHERE c.provider_session_id = ANY($2::text[])) AS donations,
            (SELECT count(DISTINCT d.checkout_id)::int FROM donation d JOIN checkout c ON c.id = d.checkout_id WHERE c.provider_session_id = ANY($2::text[])) AS checkouts,
            (SELECT count(*)::int FROM application a WHERE a.id = ANY($1::uuid[]) AND a.collected_amount_cents <>
               (SELECT coalesce(sum(kept_cents), 0) FROM donation d WHERE d.application_id = a.id)) AS broken`,
    [applications.map((application) => application.id), sessions],
  );
  return [
    `fulfilment: ${checkouts} checkouts paid through the test checkout, ${concurrency} at a time, each event delivered 3 times and each session verified once`,
    `  ${(checkouts / seconds).toFixed(0)} completions/s (${seconds.toFixed(2)} s; target ≥ 200/s)`,
    `  donations recorded: ${counted.donations} for ${counted.checkouts} checkouts (exactly once: ${counted.donations === checkouts && counted.checkouts === checkouts ? 'yes' : 'NO'}); of the ${applications.length} applications given to, ${counted.broken} have collectedAmount ≠ Σ completed donations`,
  ];
}

/**
 * Fulfilment under contention (issue 15): 10 journeys of $2,000, each with 10 monthly gifts of $30
 * already running; 200 donors (20 a journey) have started $85 gifts — exactly the rest of each goal,
 * held — and a fifth of those holds have lapsed (a race that slips through). Then, at once, the 200
 * pay and the 100 gifts renew. Prints completions per second (target ≥ 200/s), retried
 * transactions, deadlocks or failures that reached a caller (target 0), payments the provider took
 * that Sabil did not record (target 0), and whether every journey's books and the provider's agree.
 */
export async function benchContention(db: Database, api: Api, concurrency: number): Promise<string[]> {
  const services = api.services;
  const provider = services.testCheckout!;
  const [{ id: adminId }] = await db.dataSource.query(`SELECT id FROM account WHERE role = 'admin' LIMIT 1`);
  const applications = await updateReturning<{ id: string }>(
    db.dataSource,
    `UPDATE application SET requested_amount_cents = 200000, collected_amount_cents = 0, donor_count = 0, status = 'approved', reviewed_by = $1
     WHERE id IN (SELECT id FROM application WHERE status = 'pending' ORDER BY id LIMIT 10) RETURNING id`,
    [adminId],
  );
  const donors: { id: string }[] = await db.dataSource.query(
    `INSERT INTO account (role, fullname, email, password_hash)
     SELECT 'donor', 'Contention donor ' || g, 'contention-' || g || '-' || md5(random()::text) || '@bench.example', 'not-a-hash'
     FROM generate_series(1, 300) g RETURNING id`,
  );
  const start = (donor: number, application: number, amount: number, recurring: 'one_time' | 'monthly') =>
    services.donations.startCheckout({ id: donors[donor]!.id, role: Role.DONOR }, { applicationId: applications[application]!.id, amount, recurring }, `10.9.${donor % 250}.${application}`);

  // Before the clock: the running monthly gifts, and the held one-time gifts.
  const gifts = Array.from({ length: 100 }, (_, i) => i);
  await inParallel(gifts, 20, async (i) => provider.pay((await start(200 + i, i % 10, 30, 'monthly')).sessionId).then(() => undefined));
  const sessions: string[] = [];
  await inParallel(Array.from({ length: 200 }, (_, i) => i), 20, async (i) => void sessions.push((await start(i, i % 10, 85, 'one_time')).sessionId));
  await db.dataSource.query(
    `UPDATE application_hold SET expires_at = now() - interval '1 second'
     WHERE holder_id IN (SELECT id FROM checkout WHERE provider_session_id = ANY($1::text[]) AND random() < 0.2)`,
    [sessions],
  );
  const subscriptions: { id: string }[] = await db.dataSource.query(
    `SELECT s.id FROM test_checkout_subscription s JOIN checkout c ON c.id = s.checkout_id WHERE c.application_id = ANY($1::uuid[])`,
    [applications.map((a) => a.id)],
  );

  type Work = { kind: 'pay'; id: string } | { kind: 'renew'; id: string };
  const work: Work[] = [...sessions.map((id) => ({ kind: 'pay' as const, id })), ...subscriptions.map(({ id }) => ({ kind: 'renew' as const, id }))].sort(() => Math.random() - 0.5);
  const retriesBefore = moneyTransactionRetries.count;
  let surfaced = 0;
  const started = process.hrtime.bigint();
  await inParallel(work, concurrency, async (item) => {
    try {
      if (item.kind === 'pay') await provider.pay(item.id);
      else if ((await provider.renew(item.id, 'paid')) !== 'delivered') surfaced += 1;
    } catch {
      surfaced += 1;
    }
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await services.refundExecutor.whenIdle();
  await services.refundExecutor.runOnce();

  const ids = applications.map((a) => a.id);
  const [books] = await db.dataSource.query(
    `WITH ours AS (SELECT c.id FROM checkout c WHERE c.application_id = ANY($1::uuid[])),
       charged AS (
         SELECT s.id AS payment_id, s.amount_cents - s.refunded_cents AS net, s.amount_cents FROM test_checkout_session s
         WHERE s.checkout_id IN (SELECT id FROM ours) AND s.mode = 'payment' AND s.payment_status = 'paid'
         UNION ALL
         SELECT i.id, i.amount_cents - i.refunded_cents, i.amount_cents FROM test_checkout_invoice i JOIN test_checkout_subscription s ON s.id = i.subscription_id
         WHERE s.checkout_id IN (SELECT id FROM ours) AND i.status = 'paid')
     SELECT (SELECT count(*)::int FROM charged) AS charges,
            (SELECT count(*)::int FROM charged WHERE NOT EXISTS (SELECT 1 FROM donation d WHERE d.provider_payment_id = charged.payment_id AND d.status <> 'failed')) AS lost,
            (SELECT coalesce(sum(net), 0)::bigint FROM charged) AS provider_net,
            (SELECT coalesce(sum(kept_cents), 0)::bigint FROM donation WHERE application_id = ANY($1::uuid[])) AS kept,
            (SELECT coalesce(sum(r.amount_cents), 0)::bigint FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE d.application_id = ANY($1::uuid[]) AND r.status IN ('failed', 'pending')) AS owed,
            (SELECT coalesce(sum(r.amount_cents), 0)::bigint FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE d.application_id = ANY($1::uuid[]) AND r.status = 'succeeded') AS refunded,
            (SELECT count(*)::int FROM application WHERE id = ANY($1::uuid[]) AND collected_amount_cents > requested_amount_cents) AS over_goal,
            (SELECT count(*)::int FROM application WHERE id = ANY($1::uuid[]) AND collected_amount_cents = requested_amount_cents) AS at_goal`,
    [ids],
  );
  const broken = (await services.books.reconciliation()).filter((row) => ids.includes(row.applicationId)).length;
  const balanced = Number(books.provider_net) === Number(books.kept) + Number(books.owed);
  return [
    `fulfilment under contention: 10 journeys near their goals, 200 held gifts (a fifth of the holds lapsed) paid while 100 monthly gifts renew, ${concurrency} at a time`,
    `  ${(work.length / seconds).toFixed(0)} completions/s (${work.length} payments in ${seconds.toFixed(2)} s; target ≥ 200/s); transactions run again after a deadlock: ${moneyTransactionRetries.count - retriesBefore}; deadlocks or failures surfaced to a caller: ${surfaced} (target 0)`,
    `  provider charges ${books.charges}, not recorded by Sabil: ${books.lost} (target 0); journeys at their goal ${books.at_goal}/10, above it ${books.over_goal}; refunded beyond the goal $${(Number(books.refunded) / 100).toFixed(2)}`,
    `  reconciliation: ${broken} journeys out of balance; provider net $${(Number(books.provider_net) / 100).toFixed(2)} = kept $${(Number(books.kept) / 100).toFixed(2)} + owed $${(Number(books.owed) / 100).toFixed(2)}: ${balanced ? 'exact' : 'NOT BALANCED'}`,
  ];
}

/** Bulk donations straight into the tables (with their checkouts and tallies), for the list figures. */
async function seedDonations(db: Database, count: number): Promise<void> {
  await insertGifts(db, count, 'bench');
  await db.dataSource.query(`DELETE FROM donation_total`);
  await db.dataSource.query(`DELETE FROM donation_tally`);
  await db.dataSource.query(`
    INSERT INTO donation_total (shard, donations, completed, completed_cents)
    SELECT 0, count(*), count(*) FILTER (WHERE status = 'completed'), coalesce(sum(amount_cents) FILTER (WHERE status = 'completed'), 0) FROM donation`);
  await db.dataSource.query(`
    INSERT INTO donation_tally (day, shard, donations, completed, completed_cents)
    SELECT created_at::date, 0, count(*), count(*) FILTER (WHERE status = 'completed'), coalesce(sum(amount_cents) FILTER (WHERE status = 'completed'), 0)
    FROM donation GROUP BY 1`);
  await db.dataSource.query('ANALYZE checkout; ANALYZE donation; ANALYZE donation_tally');
}

export type ScreenFigures = Record<'dashboard' | 'donations', QueryFigure> & { donations_total: number };

/** Fills the donation table up to `total` rows, then measures the admin dashboard and donations(first: 50). */
export async function adminScreensAt(db: Database, graphql: Graphql, statements: () => number, adminToken: string, total: number): Promise<ScreenFigures> {
  const existing = (await db.dataSource.query('SELECT count(*)::int AS n FROM donation'))[0].n as number;
  if (total > existing) await seedDonations(db, total - existing);
  const runs = 300;
  return {
    donations_total: Math.max(total, existing),
    dashboard: await measureQuery(graphql, statements, ADMIN_DASHBOARD_QUERY, { status: 'PENDING', first: 20 }, adminToken, { runs, warmUp: 30 }),
    donations: await measureQuery(graphql, statements, DONATIONS_QUERY, { first: 50 }, adminToken, { runs, warmUp: 30 }),
  };
}

export function screenLines(small: ScreenFigures, large: ScreenFigures): string[] {
  const line = (label: string, s: ScreenFigures['dashboard'], l: ScreenFigures['dashboard']) =>
    `  ${label.padEnd(26)} statements ${s.perRequest} / ${l.perRequest}   median ${s.median.toFixed(2)} / ${l.median.toFixed(2)} ms (×${(l.median / s.median).toFixed(2)})   p95 ${s.p95.toFixed(2)} / ${l.p95.toFixed(2)} ms`;
  return [
    `admin screens at ${small.donations_total.toLocaleString('en-US')} / ${large.donations_total.toLocaleString('en-US')} donations (300 sequential requests each; target: same statements, time ≤ 2×)`,
    line('admin dashboard', small.dashboard, large.dashboard),
    line('donations(first: 50)', small.donations, large.donations),
  ];
}

import { PaymentProviderError, type PaymentEvent } from '../../payments/payment-provider';
import { account, approvedApplication, brokenInvariants, pressPay, testProviderBalance } from '../../test/giving';
import { pressRenewal, REFUND, seededRandom, settleRefunds, tryCheckout, verify } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * A property of the books, checked over random interleavings (issue 15): whatever mix of paying,
 * abandoning, renewing (paid or failed), refunding (by an admin or at the provider), disputing
 * (won or lost), verifying, redelivering an event and sweeping runs at once, after every batch
 * the invariants hold — collectedAmount = Σ kept ≤ the goal, collected + live holds ≤ the goal,
 * donorCount, refunds that add up, tallies — and at the end the provider's books equal Sabil's.
 * A failure names its seed; the same seed replays the same choices (timing may still differ).
 */

const SEEDS = process.env.MONEY_SEEDS ? process.env.MONEY_SEEDS.split(",").map(Number) : process.env.TEST_DATABASE_URL ? [11, 23, 37, 41] : [11, 23];
const BATCHES = process.env.TEST_DATABASE_URL ? 24 : 14;

let t: TestApi;
let admin: { id: string; token: string };

beforeAll(async () => {
  // Many seeds register many accounts from one address.
  t = await startTestApi({ rateLimit: { windowSeconds: 900, perIp: 100_000, perAccount: 10 } });
  admin = await account(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

interface World {
  applicationId: string;
  donors: { id: string; token: string }[];
  sessions: { id: string; url: string; token: string }[];
  renewalUrls: string[];
}

/** A refusal the product gives on purpose is fine; a 5xx or a masked internal error is not. */
function expectRefusalOnly(answer: { status: number; body: { errors?: { extensions: { code: string } }[] } }) {
  if (answer.status >= 500) throw new Error(`answered ${answer.status}`);
  const code = answer.body.errors?.[0]?.extensions.code;
  if (code === 'INTERNAL_SERVER_ERROR') throw new Error(JSON.stringify(answer.body.errors));
}

/** The test checkout's own refusals (nothing left to refund, a dispute open…) are part of the game. */
async function providerMay(action: () => Promise<unknown>) {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
  }
}

const pick = <T>(random: () => number, items: T[]): T | undefined => (items.length ? items[Math.floor(random() * items.length)] : undefined);

async function paymentIds(world: World): Promise<string[]> {
  const rows = await t.db.dataSource.query(`SELECT provider_payment_id FROM donation WHERE application_id = $1 AND status <> 'failed' AND provider_payment_id IS NOT NULL`, [world.applicationId]);
  return rows.map((row: { provider_payment_id: string }) => row.provider_payment_id);
}

async function donationIds(world: World): Promise<string[]> {
  const rows = await t.db.dataSource.query(`SELECT id FROM donation WHERE application_id = $1 AND status <> 'failed'`, [world.applicationId]);
  return rows.map((row: { id: string }) => row.id);
}

function operations(world: World, random: () => number): Record<string, () => Promise<void>> {
  const testCheckout = t.api.services.testCheckout!;
  const donor = () => pick(random, world.donors)!;
  return {
    async give() {
      const giver = donor();
      const started = await tryCheckout(t, giver.token, world.applicationId, 5 + Math.floor(random() * 80));
      if (!started.session) return;
      world.sessions.push({ ...started.session, token: giver.token });
      if (random() < 0.7) await pressPay(started.session.url);
    },
    async payLeftSession() {
      const session = pick(random, world.sessions);
      if (session) await pressPay(session.url);
    },
    async lapseHold() {
      const session = pick(random, world.sessions);
      if (session) await t.db.dataSource.query(`UPDATE application_hold SET expires_at = now() - interval '1 second' WHERE holder_id = (SELECT id FROM checkout WHERE provider_session_id = $1)`, [session.id]);
    },
    async giveMonthly() {
      const giver = donor();
      const started = await tryCheckout(t, giver.token, world.applicationId, pick(random, [10, 20, 30])!, 'MONTHLY');
      if (!started.session) return;
      await pressPay(started.session.url);
      const verified = await verify(t, giver.token, started.session.id);
      const url = verified.donation?.monthlyGift?.testRenewalUrl;
      if (url) world.renewalUrls.push(url);
    },
    async renew() {
      const url = pick(random, world.renewalUrls);
      if (!url) return;
      const notice = await pressRenewal(url, random() < 0.8 ? 'renew' : 'fail');
      if (notice === 'delivery-failed') throw new Error('a renewal the provider charged was not recorded');
    },
    async adminRefund() {
      const id = pick(random, await donationIds(world));
      if (!id) return;
      const input = { donationId: id, note: 'Property test', ...(random() < 0.5 ? { amount: 1 + Math.floor(random() * 20) } : {}) };
      expectRefusalOnly(await t.graphql(REFUND, { input }, admin.token));
    },
    async providerRefund() {
      const paymentId = pick(random, await paymentIds(world));
      if (paymentId) await providerMay(() => testCheckout.refundAtProvider(paymentId, random() < 0.5 ? 100 : undefined));
    },
    async dispute() {
      const paymentId = pick(random, await paymentIds(world));
      if (paymentId) await providerMay(() => testCheckout.openDispute(paymentId));
    },
    async closeDispute() {
      const [open] = await t.db.dataSource.query(`SELECT id FROM test_checkout_dispute WHERE status = 'needs_response' ORDER BY random() LIMIT 1`);
      if (open) await providerMay(() => testCheckout.closeDispute(open.id, random() < 0.5 ? 'won' : 'lost'));
    },
    async verifyAgain() {
      const session = pick(random, world.sessions);
      if (session) expectRefusalOnly(await t.graphql(`mutation($s: String!) { verifyCheckoutSession(sessionId: $s) { success } }`, { s: session.id }, session.token));
    },
    async redeliver() {
      const [event] = await t.db.dataSource.query(`SELECT payload FROM test_checkout_event ORDER BY random() LIMIT 1`);
      if (event) await t.api.services.fulfilment.handle(JSON.parse(event.payload, (key, value) => (key === 'periodStart' ? new Date(value) : value)) as PaymentEvent);
    },
    async sweep() {
      await t.api.services.paymentSweep.runOnce();
    },
  };
}

describe('random interleavings of pay, renew, fail, refund, dispute, verify and duplicate events', () => {
  it.each(SEEDS)('keeps the books right after every batch (seed %i)', async (seed) => {
    const random = seededRandom(seed);
    const world: World = {
      applicationId: await approvedApplication(t, admin.token, 150 + Math.floor(random() * 300), `Seed ${seed}`),
      donors: await Promise.all([1, 2, 3, 4].map((n) => account(t, 'donor', `Seed ${seed} donor ${n}`))),
      sessions: [],
      renewalUrls: [],
    };
    const ops = operations(world, random);
    const names = Object.keys(ops);
    const log: string[] = [];
    for (let batch = 0; batch < BATCHES; batch += 1) {
      const chosen = Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(random, names)!);
      log.push(chosen.join('+'));
      await Promise.all(chosen.map((name) => ops[name]!()));
      const broken = await brokenInvariants(t);
      if (broken.length) throw new Error(`seed ${seed}, after ${log.join(' / ')}: ${JSON.stringify(broken)}`);
    }
    await t.api.services.closer.whenIdle();
    await settleRefunds(t);
    const balance = await testProviderBalance(t);
    if (!balance.balanced) console.log(JSON.stringify(await t.db.dataSource.query(`
      WITH p AS (
        SELECT id, amount_cents - refunded_cents AS net FROM test_checkout_session WHERE mode = 'payment' AND payment_status = 'paid'
        UNION ALL SELECT id, amount_cents - refunded_cents FROM test_checkout_invoice WHERE status = 'paid'),
      w AS (SELECT payment_id, sum(amount_cents) AS withheld FROM test_checkout_dispute WHERE status IN ('needs_response', 'lost') GROUP BY payment_id)
      SELECT p.id, p.net, coalesce(w.withheld, 0) AS withheld, d.kept_cents, d.amount_cents, d.refunded_cents, d.status, d.dispute_status,
        (SELECT json_agg(json_build_object('a', r.amount_cents, 'why', r.reason, 's', r.status)) FROM donation_refund r WHERE r.donation_id = d.id) AS refunds,
        (SELECT json_agg(json_build_object('id', x.id, 's', x.status, 'a', x.amount_cents)) FROM test_checkout_dispute x WHERE x.payment_id = p.id) AS disputes,
        (SELECT json_agg(json_build_object('id', y.id, 'ours', y.sabil_refund_id, 'a', y.amount_cents, 'at', y.created_at) ORDER BY y.created_at) FROM test_checkout_refund y WHERE y.payment_id = p.id) AS provider_refunds,
        (SELECT json_agg(json_build_object('id', z.id, 'a', z.amount_cents, 's', z.status, 'p', z.provider_refund_id, 'why', z.reason, 'at', z.created_at) ORDER BY z.created_at, z.refund_number) FROM donation_refund z WHERE z.donation_id = d.id) AS ours
      FROM p LEFT JOIN w ON w.payment_id = p.id LEFT JOIN donation d ON d.provider_payment_id = p.id
      WHERE p.net - coalesce(w.withheld, 0) <> coalesce(d.kept_cents, -1) + coalesce((SELECT sum(f.amount_cents) FROM donation_refund f WHERE f.donation_id = d.id AND f.status = 'failed'), 0)`)));
    if (!balance.balanced) throw new Error(`seed ${seed}, after ${log.join(' / ')}: provider and Sabil disagree ${JSON.stringify(balance)}`);
    expect(await brokenInvariants(t)).toEqual([]);
  });
});

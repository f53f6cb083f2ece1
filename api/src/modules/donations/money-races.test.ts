import { account, approvedApplication, give, pressPay, startCheckout } from '../../test/giving';
import { DONATION_MONEY, expectBooksBalanced, lapseHold, pressRenewal, REFUND, settleRefunds, tryCheckout, verify } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Where donors meet at a journey's goal (issue 15), through the built-in test checkout, over HTTP,
 * with everything at once: donors racing for the last dollars, renewals landing as the goal is
 * reached, refunds during renewals. Every run ends with no 5xx, every provider charge matched by a
 * row, no journey above its goal, an empty reconciliation, and the provider's books equal to ours.
 * On PostgreSQL the transactions really run side by side (deadlocks are possible and retried); on
 * PGlite they queue, and the same books must come out.
 */

let t: TestApi;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin');
});
afterEach(async () => {
  await expectBooksBalanced(t);
});
afterAll(async () => {
  await t.close();
});

const donors = (n: number, prefix: string) => Promise.all(Array.from({ length: n }, (_, i) => account(t, 'donor', `${prefix} ${i + 1}`)));
const money = async (applicationId: string) => {
  const answer = await t.graphql(DONATION_MONEY, { applicationId }, admin.token);
  if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.donations.nodes;
};
const application = async (applicationId: string) =>
  (await t.db.dataSource.query('SELECT collected_amount_cents AS collected, donor_count AS donors FROM application WHERE id = $1', [applicationId]))[0];

describe('five donors start $100 for a journey that needs $100, then all pay at once', () => {
  it('holds the $100 for the first; the others are told how much is held and when it frees up; one payment, recorded', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const racers = await donors(5, 'Racer');
    const starts = await Promise.all(racers.map((donor) => tryCheckout(t, donor.token, applicationId, 100)));
    const started = starts.flatMap((start, i) => (start.session ? [{ donor: racers[i]!, session: start.session }] : []));
    expect(started).toHaveLength(1);
    for (const start of starts.filter((s) => s.refused)) {
      expect(start.refused).toMatchObject({ code: 'CONFLICT', reason: 'REQUEST_FULLY_HELD', values: { held: '100', minutes: 33 } });
    }
    // Everyone presses Pay (the refused ones on the one page that exists, as a shared link would).
    await Promise.all(racers.map(() => pressPay(started[0]!.session.url)));
    const verified = await verify(t, started[0]!.donor.token, started[0]!.session.id);
    expect(verified).toMatchObject({ success: true, donation: { amount: 100 } });
    expect(await application(applicationId)).toEqual({ collected: 10000, donors: 1 });
    expect(await t.count('donation', `application_id = '${applicationId}'`)).toBe(1);
  });

  it('when their holds had lapsed (a race that slips through): one keeps the $100, four get it all back, and every donor is told what happened', async () => {
    const applicationId = await approvedApplication(t, admin.token, 100);
    const racers = await donors(5, 'Late racer');
    const sessions = [];
    for (const donor of racers) {
      const session = await startCheckout(t, donor.token, applicationId, 100);
      await lapseHold(t, session.id);
      sessions.push(session);
    }
    const paid = await Promise.all(sessions.map((session) => pressPay(session.url)));
    expect(paid.every((answer) => answer.status === 303 && answer.location?.includes('/donor/success'))).toBe(true);
    const verified = await Promise.all(sessions.map((session, i) => verify(t, racers[i]!.token, session.id)));
    // Nobody sees "Verification Failed": each gift is recorded, and says what was kept and refunded.
    expect(verified.every((v) => v.success && v.status === 'COMPLETED')).toBe(true);
    const outcomes = (await money(applicationId)).map((d: { status: string; keptAmount: number; refundedAmount: number }) => [d.status, d.keptAmount, d.refundedAmount]).sort();
    expect(outcomes).toEqual([['COMPLETED', 100, 0], ['REFUNDED', 0, 100], ['REFUNDED', 0, 100], ['REFUNDED', 0, 100], ['REFUNDED', 0, 100]]);
    expect(await application(applicationId)).toEqual({ collected: 10000, donors: 1 });
  });
});

describe('four monthly renewals while a fifth donor pays the gift that completes the journey', () => {
  async function monthlyGifts(applicationId: string, n: number, prefix: string) {
    const givers = await donors(n, prefix);
    const gifts = [];
    for (const donor of givers) {
      const session = await startCheckout(t, donor.token, applicationId, 30, 'MONTHLY');
      await pressPay(session.url);
      gifts.push((await verify(t, donor.token, session.id)).donation.monthlyGift as { id: string; testRenewalUrl: string });
    }
    return gifts;
  }

  /**
   * The four renewals charged at the provider while the fifth gift is paid. The closer, which ends a
   * funded journey's gifts at the provider, waits meanwhile: started by the fifth gift's commit it
   * could end a gift before its renewal was pressed ("ended", rightly not charged), which is not
   * the race these tests are about. It runs after, and ends them.
   */
  async function racingRenewals(gifts: Array<{ testRenewalUrl: string }>, lastUrl: string) {
    await t.api.services.closer.stop();
    try {
      return await Promise.all([Promise.all(gifts.map((gift) => pressRenewal(gift.testRenewalUrl, 'renew'))), pressPay(lastUrl)]);
    } finally {
      await t.api.services.closer.start();
    }
  }

  it('records every renewal the provider charged (none kept: the fifth gift held the rest), and ends the gifts at the goal', async () => {
    const applicationId = await approvedApplication(t, admin.token, 300);
    const gifts = await monthlyGifts(applicationId, 4, 'Monthly giver');
    const fifth = await account(t, 'donor', 'Fifth giver');
    const last = await startCheckout(t, fifth.token, applicationId, 180);
    const [notices, paid] = await racingRenewals(gifts, last.url);
    // Every charge reached Sabil at once: none was left for redelivery.
    expect(notices).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect(paid.location).toContain('/donor/success');
    expect(await verify(t, fifth.token, last.id)).toMatchObject({ success: true, donation: { amount: 180, keptAmount: 180, refundedAmount: 0 } });
    const renewals = (await money(applicationId)).filter((d: { amount: number; refunds: unknown[] }) => d.amount === 30 && d.refunds.length);
    expect(renewals).toHaveLength(4);
    for (const renewal of renewals) expect(renewal).toMatchObject({ status: 'REFUNDED', keptAmount: 0, exceededGoal: true, refunds: [{ amount: 30, reason: 'OVER_GOAL' }] });
    expect(await application(applicationId)).toEqual({ collected: 30000, donors: 5 });
    await t.api.services.closer.whenIdle();
    expect(await t.count('test_checkout_subscription', `checkout_id = ANY(ARRAY[${gifts.map((g) => `'${g.id}'`).join(',')}]::uuid[]) AND status = 'canceled'`)).toBe(4);
  });

  it('when the fifth gift lost its hold, the journey keeps exactly its goal, whichever lands first, and gives back the rest', async () => {
    const applicationId = await approvedApplication(t, admin.token, 300);
    const gifts = await monthlyGifts(applicationId, 4, 'Racing monthly giver');
    const fifth = await account(t, 'donor', 'Unheld giver');
    const last = await startCheckout(t, fifth.token, applicationId, 180);
    await lapseHold(t, last.id);
    const [notices] = await racingRenewals(gifts, last.url);
    expect(notices).toEqual(['paid', 'paid', 'paid', 'paid']);
    await verify(t, fifth.token, last.id);
    const rows = await money(applicationId);
    const sum = (field: 'keptAmount' | 'refundedAmount') => rows.reduce((total: number, d: Record<string, number>) => total + d[field]!, 0);
    expect(sum('keptAmount')).toBe(300);
    expect(sum('refundedAmount')).toBe(120);
    expect(await application(applicationId)).toMatchObject({ collected: 30000 });
  });
});

describe('refunds while renewals land', () => {
  it('applies admin refunds, whole and in part, concurrently with renewals of the same journey; the provider carries each out once', async () => {
    const applicationId = await approvedApplication(t, admin.token, 1000);
    const givers = await donors(4, 'Refunded giver');
    const gifts = [];
    for (const donor of givers) {
      const session = await startCheckout(t, donor.token, applicationId, 20, 'MONTHLY');
      await pressPay(session.url);
      gifts.push((await verify(t, donor.token, session.id)).donation as { id: string; monthlyGift: { testRenewalUrl: string } });
    }
    const oneTime = await give(t, givers[0]!.token, applicationId, 100);
    const results = await Promise.all([
      ...gifts.map((gift) => pressRenewal(gift.monthlyGift.testRenewalUrl, 'renew')),
      ...gifts.map((gift, i) => t.graphql(REFUND, { input: { donationId: gift.id, note: `Asked by the donor (${i})`, ...(i % 2 ? { amount: 5.5 } : {}) } }, admin.token)),
      t.graphql(REFUND, { input: { donationId: oneTime.donation.id, amount: 40, note: 'Duplicate gift' } }, admin.token),
      t.graphql(REFUND, { input: { donationId: oneTime.donation.id, amount: 40, note: 'Duplicate gift, again' } }, admin.token),
    ]);
    for (const result of results) if (typeof result !== 'string') expect(result.body.errors).toBeUndefined();
    await settleRefunds(t);
    const rows = await money(applicationId);
    const oneTimeRow = rows.find((d: { id: string }) => d.id === oneTime.donation.id);
    expect(oneTimeRow).toMatchObject({ status: 'PARTIALLY_REFUNDED', keptAmount: 20, refundedAmount: 80 });
    expect(oneTimeRow.refunds.map((r: { status: string }) => r.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    // 4 first months less refunds (20 + 5.50 + 20 + 5.50 back), 4 renewals, 20 of the one-time gift.
    expect(await application(applicationId)).toEqual({ collected: (80 - 51 + 80 + 20) * 100, donors: 4 });
    expect(await t.count('test_checkout_refund', `sabil_refund_id IN (SELECT r.id FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE d.application_id = '${applicationId}')`)).toBe(6);
  });
});

import { account, approvedApplication, brokenInvariants, give, pressPay, startCheckout, VERIFY } from '../../test/giving';
import { REFUND, settleRefunds } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';

/** SPEC §2's tracking tab and the donor's updates list, over GraphQL and the REST paths. */

const POST = `mutation Post($input: PostTrackingUpdateInput!) {
  postTrackingUpdate(input: $input) {
    update { id donationId newStatus applicantName updateMessage createdAt }
    donation { id trackingStatus trackingMessage trackingUpdatedAt }
  }
}`;
const MINE = `query Mine($first: Int, $after: String) {
  myTrackingUpdates(first: $first, after: $after) { nodes { id donationId newStatus applicantName updateMessage } pageInfo { endCursor hasNextPage } }
}`;

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let otherDonor: { id: string; token: string };
let seeker: { id: string; token: string };
let donationId: string;

async function written() {
  return { updates: await t.count('journey_update'), audit: await t.count('audit_event', `action = 'tracking.update'`) };
}

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin');
  donor = await account(t, 'donor');
  otherDonor = await account(t, 'donor');
  seeker = await account(t, 'seeker');
  const applicationId = await approvedApplication(t, admin.token, 4000, 'Bilal Hassan');
  donationId = (await give(t, donor.token, applicationId, 50)).donation.id;
});
afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t.close();
});

describe('postTrackingUpdate', () => {
  it('records the update, moves the donation to its new status, and the donor reads it', async () => {
    const answer = await t.graphql(POST, { input: { donationId, newStatus: 'ONGOING', updateMessage: 'Visa applied for; flights booked for 3 June.' } }, admin.token);
    expect(answer.body.errors).toBeUndefined();
    const { update, donation } = answer.body.data.postTrackingUpdate;
    expect(update).toMatchObject({ donationId, newStatus: 'ONGOING', applicantName: 'Bilal Hassan', updateMessage: 'Visa applied for; flights booked for 3 June.' });
    expect(donation).toMatchObject({ id: donationId, trackingStatus: 'ONGOING', trackingMessage: 'Visa applied for; flights booked for 3 June.', trackingUpdatedAt: expect.any(String) });
    const [audit] = await t.db.dataSource.query(`SELECT actor_id, from_state, to_state FROM audit_event WHERE action = 'tracking.update' AND subject_id = $1`, [donationId]);
    expect(audit).toEqual({ actor_id: admin.id, from_state: 'pending', to_state: 'ongoing' });

    const mine = (await t.graphql(MINE, {}, donor.token)).body.data.myTrackingUpdates.nodes;
    expect(mine[0]).toMatchObject({ id: update.id, newStatus: 'ONGOING', applicantName: 'Bilal Hassan' });
    expect((await t.graphql(MINE, {}, otherDonor.token)).body.data.myTrackingUpdates.nodes).toEqual([]);
  });

  it('answers POST /tracking/updatestatus with 201, taking donor, applicant and admin from the donation and the token', async () => {
    const answer = await t.rest(
      'POST',
      '/tracking/updatestatus',
      { donationId, newStatus: 'completed', updateMessage: 'Hajj performed. Alhamdulillah.', donorId: otherDonor.id, adminId: donor.id, applicantName: 'Someone Else' },
      admin.token,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ message: 'Status updated successfully', update: { _id: expect.any(String), donationId, newStatus: 'completed', applicantName: 'Bilal Hassan' } });
    const [row] = await t.db.dataSource.query('SELECT donation_id, donor_id, admin_id FROM journey_update WHERE id = $1', [answer.body.update._id]);
    expect(row).toEqual({ donation_id: donationId, donor_id: null, admin_id: admin.id });

    const status = await t.rest('GET', `/tracking/status/${donor.id}`, undefined, donor.token);
    expect(status.status).toBe(200);
    expect(status.body.map((u: { newStatus: string }) => u.newStatus)).toEqual(['completed', 'ongoing']);
  });

  it.each([
    ['no donation', { newStatus: 'ongoing', updateMessage: 'x' }, 'Choose a donation'],
    ['a status that is not offered', { donationId: 'DONATION', newStatus: 'lost', updateMessage: 'x' }, 'Status must be one of: pending, ongoing, completed'],
    ['an empty message', { donationId: 'DONATION', newStatus: 'ongoing', updateMessage: '   ' }, 'Message is required'],
    ['a message over 1000 characters', { donationId: 'DONATION', newStatus: 'ongoing', updateMessage: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const before = await written();
    const answer = await t.rest('POST', '/tracking/updatestatus', JSON.parse(JSON.stringify(body).replace('DONATION', donationId)), admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await written()).toEqual(before);
  });

  it('refuses donors and seekers (403), no token (401), an unknown donation (404), and a failed one (409): nothing written', async () => {
    // A monthly renewal that the card provider could not collect.
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const session = await startCheckout(t, donor.token, applicationId, 10, 'MONTHLY');
    await pressPay(session.url);
    const gift = (await t.graphql(VERIFY, { sessionId: session.id }, donor.token)).body.data.verifyCheckoutSession.donation.monthlyGift;
    await fetch(`${gift.testRenewalUrl}/fail`, { method: 'POST', redirect: 'manual' });
    const [failed] = await t.db.dataSource.query(`SELECT d.id FROM donation d WHERE d.checkout_id = $1 AND d.status = 'failed'`, [gift.id]);
    const before = await written();
    const input = { donationId, newStatus: 'ONGOING', updateMessage: 'On our way.' };
    expect((await t.graphql(POST, { input }, donor.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(POST, { input }, seeker.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.rest('POST', '/tracking/updatestatus', { donationId, newStatus: 'ongoing', updateMessage: 'x' }, donor.token)).status).toBe(403);
    expect((await t.rest('POST', '/tracking/updatestatus', { donationId, newStatus: 'ongoing', updateMessage: 'x' })).status).toBe(401);
    const unknown = await t.graphql(POST, { input: { ...input, donationId: '00000000-0000-4000-8000-000000000000' } }, admin.token);
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const onFailed = await t.rest('POST', '/tracking/updatestatus', { donationId: failed.id, newStatus: 'ongoing', updateMessage: 'x' }, admin.token);
    expect(onFailed.status).toBe(409);
    expect(onFailed.body.message).toBe('Only donations whose money the journey keeps can receive progress updates.');
    expect(await written()).toEqual(before);
  });
});

describe('myTrackingUpdates and GET /tracking/status/{donorId}', () => {
  it("refuses another donor's updates, admins and seekers", async () => {
    expect((await t.rest('GET', `/tracking/status/${donor.id}`, undefined, otherDonor.token)).status).toBe(403);
    expect((await t.rest('GET', `/tracking/status/${donor.id}`, undefined, admin.token)).status).toBe(403);
    expect((await t.rest('GET', `/tracking/status/${donor.id}`)).status).toBe(401);
    expect((await t.graphql(MINE, {}, admin.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(MINE, {}, seeker.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('pages newest first', async () => {
    const first = (await t.graphql(MINE, { first: 1 }, donor.token)).body.data.myTrackingUpdates;
    expect(first.nodes).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await t.graphql(MINE, { first: 5, after: first.pageInfo.endCursor }, donor.token)).body.data.myTrackingUpdates;
    expect(next.nodes.map((n: { newStatus: string }) => n.newStatus)).toEqual(['ONGOING']);
  });
});

describe('a donor whose gifts to a journey were given back (issue 28 §5)', () => {
  const refund = async (id: string, amount: number) => {
    const answer = await t.graphql(REFUND, { input: { donationId: id, amount, note: 'Asked by the donor' } }, admin.token);
    expect(answer.body.errors).toBeUndefined();
    await settleRefunds(t);
  };
  const post = async (id: string, updateMessage: string) =>
    expect((await t.graphql(POST, { input: { donationId: id, newStatus: 'ONGOING', updateMessage } }, admin.token)).body.errors).toBeUndefined();
  const messages = async ({ id, token }: { id: string; token: string }) => ({
    graphql: ((await t.graphql(MINE, { first: 100 }, token)).body.data.myTrackingUpdates.nodes as { updateMessage: string }[]).map((n) => n.updateMessage).sort(),
    rest: ((await t.rest('GET', `/tracking/status/${id}`, undefined, token)).body as { updateMessage: string }[]).map((n) => n.updateMessage).sort(),
  });

  it("no longer reads that journey's progress as theirs, on GraphQL and REST; a partly refunded gift, or another gift kept, still counts", async () => {
    const giver = await account(t, 'donor');
    const [refunded, partly, twice] = await Promise.all([
      approvedApplication(t, admin.token, 4000, 'Refunded Journey'),
      approvedApplication(t, admin.token, 4000, 'Partly Journey'),
      approvedApplication(t, admin.token, 4000, 'Twice Journey'),
    ]);
    const whole = (await give(t, giver.token, refunded, 20)).donation.id;
    const part = (await give(t, giver.token, partly, 30)).donation.id;
    const twiceRefunded = (await give(t, giver.token, twice, 10)).donation.id;
    const twiceKept = (await give(t, giver.token, twice, 15)).donation.id;
    await post(whole, 'whole');
    await post(part, 'part');
    await post(twiceRefunded, 'twice refunded');
    await post(twiceKept, 'twice kept');
    const all = ['part', 'twice kept', 'twice refunded', 'whole'];
    expect(await messages(giver)).toEqual({ graphql: all, rest: all });

    await refund(whole, 20);
    await refund(part, 10);
    await refund(twiceRefunded, 10);
    // The same fields as before (SPEC §7's REST array of updates), without the journey given back.
    const left = ['part', 'twice kept', 'twice refunded'];
    expect(await messages(giver)).toEqual({ graphql: left, rest: left });

    // Given again to that journey, its progress is theirs again (the earlier updates with it).
    await give(t, giver.token, refunded, 5);
    expect((await messages(giver)).graphql).toEqual(all);
  });
});

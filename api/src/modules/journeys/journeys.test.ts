import { account, brokenInvariants, decideApplication, give, submitApplication } from '../../test/giving';
import { settleRefunds } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';
import { startReceiver } from '../../test/webhook-receiver';

/** Issue 30, the journey: stages derived from the money, admins' moves with proof, who reads what. */

const MOVE = `mutation Move($input: MoveJourneyStageInput!) {
  moveJourneyStage(input: $input) { applicationId stage history { fromStage toStage changedByName bookingReference operatorName visaIssuedOn departedOn returnedOn reason } }
}`;
const JOURNEY = `query J($id: ID!) { journey(applicationId: $id) { applicationId applicantName stage history { toStage changedByName bookingReference operatorName reason } } }`;
const MY_JOURNEY = `{ myJourney { applicationId stage history { toStage bookingReference operatorName } } }`;
const SUPPORTED = `{ mySupportedJourneys { applicationId stage history { toStage bookingReference operatorName reason } } }`;
const REFUND = `mutation R($input: RefundDonationInput!) { refundDonation(input: $input) { donation { id } } }`;

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let stranger: { id: string; token: string };
let receiver: Awaited<ReturnType<typeof startReceiver>>;

async function written() {
  return { changes: await t.count('journey_stage_change'), audit: await t.count('audit_event', `action = 'journey.stage_change'`) };
}

async function move(input: Record<string, unknown>, token = admin.token) {
  return t.graphql(MOVE, { input }, token);
}

function refusal(answer: { body: { errors?: Array<{ extensions: { code: string; reason: string; problems?: Array<{ field: string; reason: string }> } }> } }) {
  return answer.body.errors?.[0]?.extensions;
}

/** An approved application of $100 with a donor's gift of `dollars`; its seeker's token too. */
async function journeyWith(dollars: number) {
  const seeker = await account(t, 'seeker', 'Bilal Hassan');
  const applicationId = await submitApplication(t, seeker.token, { fullName: 'Bilal Hassan', requestedAmount: '100' });
  await decideApplication(t, admin.token, applicationId, 'approved');
  const gift = dollars > 0 ? await give(t, donor.token, applicationId, dollars) : null;
  return { applicationId, seekerToken: seeker.token, donationId: gift?.donation.id as string | undefined };
}

beforeAll(async () => {
  t = await startTestApi({ webhooks: { timeoutMs: 8000, pollIntervalMs: 3_600_000, allowPrivate: true, retentionDays: 30 } });
  admin = await account(t, 'admin');
  donor = await account(t, 'donor');
  stranger = await account(t, 'donor');
  receiver = await startReceiver();
  const endpoint = await t.graphql(
    `mutation Create($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
    { input: { url: receiver.url, events: ['JOURNEY_STAGE_CHANGED'], description: 'Journeys' } },
    admin.token,
  );
  expect(endpoint.body.errors).toBeUndefined();
});
afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t.close();
  await receiver.close();
});

describe('fundraising and funded follow the money', () => {
  it('is fundraising below the goal, funded at it, and fundraising again when a refund takes it below', async () => {
    const { applicationId, donationId } = await journeyWith(100);
    expect((await t.graphql(JOURNEY, { id: applicationId }, admin.token)).body.data.journey.stage).toBe('FUNDED');
    expect((await t.graphql(REFUND, { input: { donationId, amount: 10, note: 'Asked by the donor' } }, admin.token)).body.errors).toBeUndefined();
    await settleRefunds(t);
    expect((await t.graphql(JOURNEY, { id: applicationId }, admin.token)).body.data.journey.stage).toBe('FUNDRAISING');
    const before = await written();
    expect(refusal(await move({ applicationId, fromStage: 'FUNDRAISING', toStage: 'BOOKED', bookingReference: 'R1', operatorName: 'Op' }))).toMatchObject({ code: 'CONFLICT', reason: 'JOURNEY_NOT_FUNDED' });
    expect(await written()).toEqual(before);
  });
});

describe('moveJourneyStage', () => {
  it('walks funded → booked → visa issued → travelled → completed with proof, audited and sent as journey.stage_changed', async () => {
    const { applicationId } = await journeyWith(100);
    let answer = await move({ applicationId, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: ' BK-2207 ', operatorName: 'Al Noor Travel', reason: 'ignored' });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.moveJourneyStage).toMatchObject({
      stage: 'BOOKED',
      history: [{ fromStage: 'FUNDED', toStage: 'BOOKED', changedByName: 'admin', bookingReference: 'BK-2207', operatorName: 'Al Noor Travel', reason: null }],
    });
    answer = await move({ applicationId, fromStage: 'BOOKED', toStage: 'VISA_ISSUED', visaIssuedOn: '2027-04-02' });
    expect(answer.body.data.moveJourneyStage.stage).toBe('VISA_ISSUED');
    answer = await move({ applicationId, fromStage: 'VISA_ISSUED', toStage: 'TRAVELLED', departedOn: '2027-05-20', returnedOn: '2027-06-10' });
    expect(answer.body.data.moveJourneyStage.history[2]).toMatchObject({ departedOn: '2027-05-20', returnedOn: '2027-06-10' });
    answer = await move({ applicationId, fromStage: 'TRAVELLED', toStage: 'COMPLETED' });
    expect(answer.body.data.moveJourneyStage.history.map((h: { toStage: string }) => h.toStage)).toEqual(['BOOKED', 'VISA_ISSUED', 'TRAVELLED', 'COMPLETED']);

    const audit = await t.db.dataSource.query(`SELECT actor_id, from_state, to_state, state_after AS after FROM audit_event WHERE action = 'journey.stage_change' AND subject_id = $1 ORDER BY created_at, id`, [applicationId]);
    expect(audit.map((a: { from_state: string; to_state: string }) => `${a.from_state}→${a.to_state}`)).toEqual(['funded→booked', 'booked→visa_issued', 'visa_issued→travelled', 'travelled→completed']);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, after: { stage: 'booked', bookingReference: 'BK-2207', operatorName: 'Al Noor Travel' } });
    // The receiver's endpoint gets one signed delivery per move, with ids and stages only.
    await receiver.waitFor(4);
    const sent = receiver.received.map((r) => JSON.parse(r.body)).filter((event) => event.data.applicationId === applicationId)
      .sort((a, b) => a.data.changedAt.localeCompare(b.data.changedAt));
    expect(sent.map((event) => `${event.type} ${event.data.fromStage}→${event.data.toStage}`)).toEqual([
      'journey.stage_changed funded→booked', 'journey.stage_changed booked→visa_issued', 'journey.stage_changed visa_issued→travelled', 'journey.stage_changed travelled→completed',
    ]);
    expect(sent[0].data).toEqual({ applicationId, changeId: expect.any(String), fromStage: 'funded', toStage: 'booked', changedAt: expect.any(String) });

    // Completed is final: neither cancelled nor moved again.
    const before = await written();
    expect(refusal(await move({ applicationId, fromStage: 'COMPLETED', toStage: 'CANCELLED', reason: 'x' }))).toMatchObject({ code: 'CONFLICT', reason: 'JOURNEY_STAGE_ORDER' });
    expect(await written()).toEqual(before);
  });

  it('cancels from any stage before completed, with a reason the donors do not read', async () => {
    const { applicationId, seekerToken } = await journeyWith(30);
    expect(refusal(await move({ applicationId, fromStage: 'FUNDRAISING', toStage: 'CANCELLED', reason: '  ' }))).toMatchObject({
      code: 'BAD_USER_INPUT', reason: 'JOURNEY_PROOF_REQUIRED', problems: [{ field: 'reason', reason: 'JOURNEY_PROOF_REQUIRED' }],
    });
    const answer = await move({ applicationId, fromStage: 'FUNDRAISING', toStage: 'CANCELLED', reason: 'Visa refused' });
    expect(answer.body.data.moveJourneyStage.stage).toBe('CANCELLED');
    expect((await t.graphql(JOURNEY, { id: applicationId }, seekerToken)).body.data.journey.history[0].reason).toBe('Visa refused');
    expect((await t.graphql(JOURNEY, { id: applicationId }, donor.token)).body.data.journey.history[0]).toMatchObject({ toStage: 'CANCELLED', reason: null, changedByName: null });
    expect(refusal(await move({ applicationId, fromStage: 'CANCELLED', toStage: 'CANCELLED', reason: 'again' }))).toMatchObject({ reason: 'JOURNEY_STAGE_ORDER' });
  });

  it('refuses wrong moves and missing or bad proof with their reasons, writing nothing', async () => {
    const { applicationId } = await journeyWith(100);
    const before = await written();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fromStage: 'FUNDED', toStage: 'TRAVELLED', departedOn: '2027-01-01' }, 'CONFLICT', 'JOURNEY_STAGE_ORDER'],
      [{ fromStage: 'FUNDED', toStage: 'FUNDRAISING' }, 'CONFLICT', 'JOURNEY_STAGE_ORDER'],
      [{ fromStage: 'BOOKED', toStage: 'VISA_ISSUED', visaIssuedOn: '2027-01-01' }, 'CONFLICT', 'JOURNEY_STAGE_CHANGED'],
      [{ fromStage: 'FUNDED', toStage: 'BOOKED', operatorName: 'Op' }, 'BAD_USER_INPUT', 'JOURNEY_PROOF_REQUIRED'],
      [{ fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'x'.repeat(81), operatorName: 'Op' }, 'BAD_USER_INPUT', 'JOURNEY_PROOF_TOO_LONG'],
    ];
    for (const [input, code, reason] of cases) expect(refusal(await move({ applicationId, ...input }))).toMatchObject({ code, reason });
    await move({ applicationId, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'R', operatorName: 'Op' });
    await move({ applicationId, fromStage: 'BOOKED', toStage: 'VISA_ISSUED', visaIssuedOn: '2027-01-01' });
    const after = await written();
    expect(refusal(await move({ applicationId, fromStage: 'VISA_ISSUED', toStage: 'TRAVELLED', departedOn: '2027-02-30' }))).toMatchObject({ reason: 'JOURNEY_DATE_INVALID' });
    expect(refusal(await move({ applicationId, fromStage: 'VISA_ISSUED', toStage: 'TRAVELLED', departedOn: '2027-05-20', returnedOn: '2027-05-01' }))).toMatchObject({ reason: 'JOURNEY_RETURN_BEFORE_DEPARTURE' });
    expect(await written()).toEqual({ changes: before.changes + 2, audit: before.audit + 2 });
    expect(after).toEqual({ changes: before.changes + 2, audit: before.audit + 2 });
  });

  it('refuses non-admins (FORBIDDEN), unknown, malformed and unapproved applications (JOURNEY_NOT_FOUND)', async () => {
    const { applicationId, seekerToken } = await journeyWith(100);
    const input = { applicationId, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'R', operatorName: 'Op' };
    expect(refusal(await move(input, donor.token))?.code).toBe('FORBIDDEN');
    expect(refusal(await move(input, seekerToken))?.code).toBe('FORBIDDEN');
    expect(refusal(await move({ ...input, applicationId: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ code: 'NOT_FOUND', reason: 'JOURNEY_NOT_FOUND' });
    expect(refusal(await move({ ...input, applicationId: 'not-a-uuid' }))).toMatchObject({ code: 'NOT_FOUND', reason: 'JOURNEY_NOT_FOUND' });
    await t.db.dataSource.query(`UPDATE application SET status = 'rejected' WHERE id = $1`, [applicationId]);
    expect(refusal(await move(input))).toMatchObject({ reason: 'JOURNEY_NOT_FOUND' });
    await t.db.dataSource.query(`UPDATE application SET status = 'approved' WHERE id = $1`, [applicationId]);
  });
});

describe('who reads a journey', () => {
  it('admins read all; the seeker reads the booking reference; donors the stage and operator, never the reference; others are refused', async () => {
    const { applicationId, seekerToken } = await journeyWith(100);
    await move({ applicationId, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'BK-9', operatorName: 'Zamzam Tours' });
    expect((await t.graphql(JOURNEY, { id: applicationId }, admin.token)).body.data.journey.history[0]).toMatchObject({ bookingReference: 'BK-9', changedByName: 'admin' });
    expect((await t.graphql(MY_JOURNEY, {}, seekerToken)).body.data.myJourney).toMatchObject({ applicationId, stage: 'BOOKED', history: [{ bookingReference: 'BK-9', operatorName: 'Zamzam Tours' }] });
    const supported = (await t.graphql(SUPPORTED, {}, donor.token)).body.data.mySupportedJourneys;
    expect(supported.find((j: { applicationId: string }) => j.applicationId === applicationId)).toMatchObject({ stage: 'BOOKED', history: [{ bookingReference: null, operatorName: 'Zamzam Tours' }] });
    expect((await t.graphql(JOURNEY, { id: applicationId }, donor.token)).body.data.journey.history[0].bookingReference).toBeNull();
    expect(refusal(await t.graphql(JOURNEY, { id: applicationId }, stranger.token))).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_YOUR_JOURNEY' });
    expect((await t.graphql(SUPPORTED, {}, stranger.token)).body.data.mySupportedJourneys).toEqual([]);
    expect(refusal(await t.graphql(JOURNEY, { id: applicationId }))?.code).toBe('UNAUTHENTICATED');
  });
});

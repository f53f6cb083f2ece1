import { account, approvedApplication, brokenInvariants, decideApplication, give, submitApplication } from '../../test/giving';
import { expectBooksBalanced, REFUND, settleRefunds } from '../../test/money';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { MailLanguage } from '../mail/templates/mail-texts';
import { UnsubscribeTokens } from '../mail/unsubscribe-tokens';

/**
 * Issue 30: updates per journey, not per donation. One update, stored once, reaches every donor with
 * a gift the journey keeps — on their dashboard (myTrackingUpdates, GET /tracking/status) and by
 * email in their own language — and nobody else; an update posted through one gift (SPEC §7's
 * POST /tracking/updatestatus) does the same.
 */
const POST = `mutation Post($input: PostJourneyUpdateInput!) {
  postJourneyUpdate(input: $input) { update { id applicationId applicantName newStatus updateMessage createdAt } donorsReached }
}`;
const TRACK = 'mutation Track($input: PostTrackingUpdateInput!) { postTrackingUpdate(input: $input) { update { id donationId applicationId } donation { id trackingStatus } } }';
const MINE = '{ myTrackingUpdates(first: 100) { nodes { id donationId applicationId newStatus applicantName updateMessage } } }';

type Person = { id: string; token: string; email: string };

let t: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: { id: string; token: string };
let serial = 0;

/** A donor registered through REST in a language (the language their mail is written in). */
async function donorIn(language: MailLanguage, fullname: string): Promise<Person> {
  serial += 1;
  const email = `journey-${language}-${serial}.${process.pid}@example.org`;
  const answer = await t.rest('POST', '/donor/register', { fullname, email, password: 'secret-pass', language });
  expect(answer.status).toBe(201);
  return { id: answer.body.donor._id, token: answer.body.token, email };
}

async function mine(person: { token: string }) {
  const answer = await t.graphql(MINE, {}, person.token);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.myTrackingUpdates.nodes as Array<{ id: string; donationId: string; applicationId: string; newStatus: string; updateMessage: string }>;
}

/** The outbox rows of tracking updates to an address, once the worker has settled them all. */
async function settledUpdates(email: string): Promise<Array<{ status: string; language: string; last_error: string | null; data: Record<string, unknown> }>> {
  for (let i = 0; i < 200; i += 1) {
    const rows = await t.db.dataSource.query(`SELECT status, language, last_error, data FROM mail_outbox WHERE recipient = $1 AND template = 'tracking_update' ORDER BY created_at`, [email]);
    if (rows.every((row: { status: string }) => row.status !== 'pending')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`tracking updates to ${email} still pending`);
}

async function written() {
  return {
    updates: await t.count('journey_update'),
    audit: await t.count('audit_event', `action IN ('journey.update', 'tracking.update')`),
    mail: await t.count('mail_outbox', `template = 'tracking_update'`),
    statuses: await t.count('donation', `tracking_status <> 'pending'`),
  };
}

function refusal(answer: { body: { errors?: Array<{ extensions: Record<string, unknown> }> } }) {
  return answer.body.errors?.[0]?.extensions;
}

let journey: string;
let english: Person;
let arabic: Person;
let urdu: Person;
let refunded: Person;
let disputed: Person;
let elsewhere: Person;
let seeker: { id: string; token: string };
const gifts: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApi({ webOrigin: 'https://sabil.example', mail: { smtpUrl: smtp.url, from: 'Sabil <notices@sabil.example>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 } });
  admin = await account(t, 'admin');
  seeker = await account(t, 'seeker', 'Bilal Hassan');
  journey = await submitApplication(t, seeker.token, { fullName: 'Bilal Hassan', requestedAmount: '1000' });
  await decideApplication(t, admin.token, journey, 'approved');
  const other = await approvedApplication(t, admin.token, 1000, 'Amina Yusuf');

  english = await donorIn('en', 'Yusuf Rahman');
  arabic = await donorIn('ar', 'عائشة الحربي');
  urdu = await donorIn('ur', 'مریم صدیقی');
  refunded = await donorIn('en', 'Refunded Donor');
  disputed = await donorIn('en', 'Disputed Donor');
  elsewhere = await donorIn('en', 'Elsewhere Donor');

  gifts.englishFirst = (await give(t, english.token, journey, 20)).donation.id;
  gifts.englishLatest = (await give(t, english.token, journey, 30)).donation.id;
  gifts.arabic = (await give(t, arabic.token, journey, 25)).donation.id;
  gifts.urdu = (await give(t, urdu.token, journey, 15)).donation.id;
  gifts.refunded = (await give(t, refunded.token, journey, 10)).donation.id;
  const lost = await give(t, disputed.token, journey, 12);
  gifts.disputed = lost.donation.id;
  gifts.elsewhere = (await give(t, elsewhere.token, other, 40)).donation.id;

  // A gift wholly refunded, and one lost in a dispute: their donors no longer count.
  expect((await t.graphql(REFUND, { input: { donationId: gifts.refunded, amount: 10, note: 'Asked by the donor' } }, admin.token)).body.errors).toBeUndefined();
  await settleRefunds(t);
  const provider = (path: string) => fetch(`${lost.session.url}/provider/${path}`, { method: 'POST', redirect: 'manual' });
  await provider('dispute');
  const close = /provider\/dispute\/(dp_test_[0-9a-f]{32})\/close\?outcome=lost/.exec(await (await fetch(lost.session.url)).text())![1];
  await provider(`dispute/${close}/close?outcome=lost`);
  const [gone] = await t.db.dataSource.query('SELECT status FROM donation WHERE id = $1', [gifts.disputed]);
  expect(gone.status).toBe('refunded');

  // The Urdu donor left tracking updates with the link of an earlier email (the same token).
  const link = new UnsubscribeTokens(t.config.jwtSecret).sign(urdu.id, 'tracking_updates');
  const left = await fetch(`${t.url}/mail/unsubscribe?token=${encodeURIComponent(link)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(left.status).toBe(200);
  await t.api.services.mailWorker.whenIdle();
});

afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t?.close();
  await smtp?.close();
});

describe('postJourneyUpdate', () => {
  it('stores one update that every donor with a kept gift reads once and is emailed in their language; nobody else', async () => {
    const before = await written();
    const answer = await t.graphql(POST, { input: { applicationId: journey, newStatus: 'ONGOING', updateMessage: 'The visa was issued today.' } }, admin.token);
    expect(answer.body.errors).toBeUndefined();
    const { update, donorsReached } = answer.body.data.postJourneyUpdate;
    expect(update).toMatchObject({ applicationId: journey, applicantName: 'Bilal Hassan', newStatus: 'ONGOING', updateMessage: 'The visa was issued today.' });
    expect(donorsReached).toBe(3);

    // Stored once, audited once; the status of each kept gift (four of them) follows.
    expect(await written()).toEqual({ updates: before.updates + 1, audit: before.audit + 1, mail: before.mail + 3, statuses: before.statuses + 4 });
    const [audit] = await t.db.dataSource.query(`SELECT actor_id, subject_type, subject_id, to_state, state_after AS after FROM audit_event WHERE action = 'journey.update'`);
    expect(audit).toMatchObject({ actor_id: admin.id, subject_type: 'application', subject_id: journey, to_state: 'ongoing', after: { journeyUpdateId: update.id, donorsReached: 3 } });
    const statuses = await t.db.dataSource.query(`SELECT id, tracking_status, tracking_message FROM donation WHERE application_id = $1 ORDER BY id`, [journey]);
    for (const row of statuses) {
      const kept = ![gifts.refunded, gifts.disputed].includes(row.id);
      expect(row).toMatchObject(kept ? { tracking_status: 'ongoing', tracking_message: 'The visa was issued today.' } : { tracking_status: 'pending', tracking_message: null });
    }

    // Each donor reads it once, named by their own gift (the English donor gave twice: their latest).
    expect(await mine(english)).toEqual([expect.objectContaining({ id: update.id, donationId: gifts.englishLatest, applicationId: journey, newStatus: 'ONGOING' })]);
    expect(await mine(arabic)).toEqual([expect.objectContaining({ id: update.id, donationId: gifts.arabic })]);
    expect(await mine(urdu)).toEqual([expect.objectContaining({ id: update.id, donationId: gifts.urdu })]);
    for (const nobody of [refunded, disputed, elsewhere]) expect(await mine(nobody)).toEqual([]);
    const rest = await t.rest('GET', `/tracking/status/${arabic.id}`, undefined, arabic.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([{ _id: update.id, donationId: gifts.arabic, newStatus: 'ongoing', applicantName: 'Bilal Hassan', updateMessage: 'The visa was issued today.', createdAt: expect.any(String) }]);

    // Email: one to each, in their language; the Urdu donor left tracking updates and is not sent one.
    expect(await settledUpdates(english.email)).toMatchObject([{ status: 'sent', language: 'en', data: { donationId: gifts.englishLatest, journey: { firstName: 'Bilal', travelType: 'Hajj' } } }]);
    expect(await settledUpdates(arabic.email)).toMatchObject([{ status: 'sent', language: 'ar' }]);
    expect(await settledUpdates(urdu.email)).toMatchObject([{ status: 'suppressed', language: 'ur', last_error: 'not sent: unsubscribed from tracking updates' }]);
    for (const nobody of [refunded, disputed, elsewhere]) expect(await settledUpdates(nobody.email)).toEqual([]);

    const [inEnglish] = smtp.to(english.email).filter((mail) => mail.parsed.subject === 'News of the journey you support');
    expect(smtp.to(english.email).filter((mail) => mail.parsed.subject === 'News of the journey you support')).toHaveLength(1);
    expect(inEnglish!.parsed.text).toContain('This news is about Bilal’s Hajj journey, which you support.');
    expect(inEnglish!.parsed.text).toContain('The journey you support is now: Under way.');
    expect(inEnglish!.parsed.text).toContain('A message for you: The visa was issued today.');
    expect(inEnglish!.parsed.text).toMatch(/\/mail\/unsubscribe\?token=/);
    const inArabic = smtp.to(arabic.email).filter((mail) => mail.parsed.subject === 'أخبار الرحلة التي تدعمها');
    expect(inArabic).toHaveLength(1);
    expect(inArabic[0]!.parsed.text).toMatch(/هذا الخبر عن .*Bilal.* في رحلة .*الحج/);
    expect(inArabic[0]!.parsed.text).toContain('The visa was issued today.');
    expect(smtp.to(urdu.email).filter((mail) => /سفر/.test(mail.parsed.subject ?? ''))).toEqual([]);
  });

  it('refuses non-admins, an unknown or unapproved journey, and an empty or too long message, writing and sending nothing', async () => {
    const input = { applicationId: journey, newStatus: 'COMPLETED', updateMessage: 'Home safely.' };
    const pending = await submitApplication(t, (await account(t, 'seeker')).token);
    const rejected = await submitApplication(t, (await account(t, 'seeker')).token);
    await decideApplication(t, admin.token, rejected, 'rejected');
    const before = await written();

    expect(refusal(await t.graphql(POST, { input }, english.token))?.code).toBe('FORBIDDEN');
    expect(refusal(await t.graphql(POST, { input }, seeker.token))?.code).toBe('FORBIDDEN');
    expect(refusal(await t.graphql(POST, { input }))?.code).toBe('UNAUTHENTICATED');
    for (const applicationId of ['00000000-0000-4000-8000-000000000000', 'not-a-journey', pending, rejected, gifts.englishLatest]) {
      expect(refusal(await t.graphql(POST, { input: { ...input, applicationId } }, admin.token))).toMatchObject({ code: 'NOT_FOUND', reason: 'JOURNEY_NOT_FOUND' });
    }
    expect(refusal(await t.graphql(POST, { input: { ...input, updateMessage: '   ' } }, admin.token))).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'FIELD_REQUIRED', field: 'updateMessage' });
    expect(refusal(await t.graphql(POST, { input: { ...input, updateMessage: 'x'.repeat(1001) } }, admin.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'FIELD_TOO_LONG',
      field: 'updateMessage',
      values: expect.objectContaining({ maximum: 1000 }),
    });
    expect(refusal(await t.graphql(POST, { input: { ...input, newStatus: 'LOST' } }, admin.token))?.code).toBe('BAD_USER_INPUT');

    expect(await written()).toEqual(before);
    for (const donor of [english, arabic]) expect((await mine(donor)).map((u) => u.updateMessage)).not.toContain('Home safely.');
  });
});

describe("SPEC §7's POST /tracking/updatestatus, through one gift", () => {
  it("keeps its answer and reaches every donor of that gift's journey: each one's status read shows it, each is emailed", async () => {
    const before = await written();
    const answer = await t.rest('POST', '/tracking/updatestatus', { donationId: gifts.arabic, newStatus: 'completed', updateMessage: 'Hajj performed. Alhamdulillah.', donorId: english.id }, admin.token);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Status updated successfully',
      update: { _id: expect.any(String), donationId: gifts.arabic, newStatus: 'completed', applicantName: 'Bilal Hassan', updateMessage: 'Hajj performed. Alhamdulillah.', createdAt: expect.any(String) },
    });
    const id = answer.body.update._id;
    expect(await written()).toEqual({ updates: before.updates + 1, audit: before.audit + 1, mail: before.mail + 3, statuses: before.statuses });

    for (const [donor, gift] of [[english, gifts.englishLatest], [arabic, gifts.arabic], [urdu, gifts.urdu]] as const) {
      const status = await t.rest('GET', `/tracking/status/${donor.id}`, undefined, donor.token);
      expect(status.status).toBe(200);
      expect(status.body.map((u: { _id: string; newStatus: string }) => u.newStatus)).toEqual(['completed', 'ongoing']);
      expect(status.body[0]).toMatchObject({ _id: id, donationId: gift, updateMessage: 'Hajj performed. Alhamdulillah.' });
    }
    for (const nobody of [refunded, disputed, elsewhere]) expect((await t.rest('GET', `/tracking/status/${nobody.id}`, undefined, nobody.token)).body).toEqual([]);
    expect((await settledUpdates(english.email)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect((await settledUpdates(arabic.email)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect((await settledUpdates(urdu.email)).map((row) => row.status)).toEqual(['suppressed', 'suppressed']);

    // GraphQL's postTrackingUpdate is the same path.
    const graphql = await t.graphql(TRACK, { input: { donationId: gifts.englishFirst, newStatus: 'COMPLETED', updateMessage: 'Back home.' } }, admin.token);
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.postTrackingUpdate).toMatchObject({ update: { donationId: gifts.englishFirst, applicationId: journey }, donation: { id: gifts.englishFirst, trackingStatus: 'COMPLETED' } });
    // Posted through their first gift, the English donor reads it named by that gift; the others by theirs.
    expect((await mine(english))[0]).toMatchObject({ updateMessage: 'Back home.', donationId: gifts.englishFirst });
    expect((await mine(arabic))[0]).toMatchObject({ updateMessage: 'Back home.', donationId: gifts.arabic });
  });

  it('refuses a gift the journey no longer keeps (409), writing nothing', async () => {
    const before = await written();
    const answer = await t.rest('POST', '/tracking/updatestatus', { donationId: gifts.refunded, newStatus: 'ongoing', updateMessage: 'x' }, admin.token);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Only donations whose money the journey keeps can receive progress updates.');
    expect(await written()).toEqual(before);
  });
});

describe('a donor who gives after an update', () => {
  it("reads the journey's earlier updates as theirs, and is emailed only the next ones", async () => {
    const late = await donorIn('ur', 'Late Donor');
    await give(t, late.token, journey, 5);
    expect((await mine(late)).map((u) => u.updateMessage)).toEqual(['Back home.', 'Hajj performed. Alhamdulillah.', 'The visa was issued today.']);
    expect(await settledUpdates(late.email)).toEqual([]);
    const answer = await t.graphql(POST, { input: { applicationId: journey, newStatus: 'COMPLETED', updateMessage: 'Thank you all.' } }, admin.token);
    expect(answer.body.data.postJourneyUpdate.donorsReached).toBe(4);
    expect(await settledUpdates(late.email)).toMatchObject([{ status: 'sent', language: 'ur' }]);
    const inUrdu = smtp.to(late.email).filter((mail) => mail.parsed.subject === 'آپ کے مدد کردہ سفر کی خبر');
    expect(inUrdu).toHaveLength(1);
    expect(inUrdu[0]!.parsed.text).toMatch(/یہ خبر .*Bilal.* کے سفرِ .*حج/);
  });
});

describe('an update and a whole refund at once', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

  async function waitingOnLocks(n: number): Promise<void> {
    for (;;) {
      const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
      if (row.n >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("meet on the journey's lock: the refunded donor's gift status and email go together, the others are reached, the books balance", async () => {
    const raced = await approvedApplication(t, admin.token, 1000, 'Race Journey');
    const stays = await donorIn('en', 'Stays Donor');
    const leaves = await donorIn('ar', 'Leaves Donor');
    await give(t, stays.token, raced, 10);
    const gift = (await give(t, leaves.token, raced, 10)).donation.id;

    // On PostgreSQL a third connection holds the journey's row until both are waiting on it, so
    // they really meet; on PGlite the transactions queue and the same must come out.
    const holder = onPostgres ? t.db.dataSource.createQueryRunner() : null;
    if (holder) {
      await holder.startTransaction();
      await holder.query('SELECT id FROM application WHERE id = $1 FOR NO KEY UPDATE', [raced]);
    }
    const both = Promise.all([
      t.graphql(POST, { input: { applicationId: raced, newStatus: 'ONGOING', updateMessage: 'Raced.' } }, admin.token),
      t.graphql(REFUND, { input: { donationId: gift, amount: 10, note: 'Asked by the donor' } }, admin.token),
    ]);
    if (holder) {
      await waitingOnLocks(2);
      await holder.commitTransaction();
      await holder.release();
    }
    const [update, refund] = await both;
    expect(update.body.errors).toBeUndefined();
    expect(refund.body.errors).toBeUndefined();
    await settleRefunds(t);

    const [row] = await t.db.dataSource.query('SELECT tracking_status FROM donation WHERE id = $1', [gift]);
    const mailed = (await settledUpdates(leaves.email)).length;
    expect(mailed).toBe(row.tracking_status === 'ongoing' ? 1 : 0);
    expect(update.body.data.postJourneyUpdate.donorsReached).toBe(1 + mailed);
    expect(await settledUpdates(stays.email)).toMatchObject([{ status: 'sent' }]);
    // Given back, the gift no longer makes its donor one of the journey's: the update is not theirs to read.
    expect(await mine(leaves)).toEqual([]);
    expect((await mine(stays)).map((u) => u.updateMessage)).toEqual(['Raced.']);
    await expectBooksBalanced(t);
  });
});

import exifr from 'exifr';
import { account, approvedApplication, brokenInvariants, decideApplication, give, submitApplication } from '../../test/giving';
import { elfBytes, jpegBytes, pdfBytes, sixMegabytePng } from '../../test/fixtures';
import { photoWithGps } from '../../test/media-fixtures';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import { UnsubscribeTokens } from '../mail/unsubscribe-tokens';
import { keysNoRowNeeds } from '../retention/stored-file-references';
import type { MailLanguage } from '../mail/templates/mail-texts';

/**
 * Issue 30: a stage move's proof document (private, admins only, sniffed, limited, stripped of
 * metadata, known to retention), and the pilgrim's thank-you after travelling (moderated, then read
 * by the journey's donors and emailed once in their language, first name only). Refusals change nothing.
 */

const MOVE = `mutation Move($input: MoveJourneyStageInput!, $proof: Upload) {
  moveJourneyStage(input: $input, proof: $proof) { stage history { id toStage proofDocumentType proofDocumentUrl } }
}`;
const JOURNEY = `query J($id: ID!) { journey(applicationId: $id) { stage history { toStage proofDocumentType proofDocumentUrl } thanks { id firstName message photoUrl status rejectReason } } }`;
const SUPPORTED = `{ mySupportedJourneys { applicationId applicantName thanks { id firstName message photoUrl status rejectReason } } }`;
const THANKS_FIELDS = 'id applicationId firstName message photoUrl status rejectReason decidedAt';
const POST_THANKS = `mutation T($input: PostJourneyThanksInput!, $photo: Upload) { postJourneyThanks(input: $input, photo: $photo) { ${THANKS_FIELDS} } }`;
const MODERATE = `mutation M($input: ModerateJourneyThanksInput!) { moderateJourneyThanks(input: $input) { ${THANKS_FIELDS} } }`;
const TO_MODERATE = `{ journeyThanksToModerate { ${THANKS_FIELDS} } }`;

type Answer = { status: number; body: any };
type Person = { id: string; token: string; email: string };

let t: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let serial = 0;

const reason = (answer: Answer) => answer.body.errors?.[0]?.extensions?.reason ?? answer.body.reason;

/** A GraphQL multipart request: `variable` (proof or photo) carries the file when there is one. */
async function multipart(query: string, variables: Record<string, unknown>, variable: string, file: { bytes: Buffer; name: string } | null, token: string): Promise<Answer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, [variable]: null } }));
  form.append('map', JSON.stringify(file ? { 0: [`variables.${variable}`] } : {}));
  if (file) form.append('0', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
  return { status: response.status, body: await response.json() };
}

const move = (input: Record<string, unknown>, file: { bytes: Buffer; name: string } | null = null, token = admin.token) => multipart(MOVE, { input }, 'proof', file, token);
const thank = (input: Record<string, unknown>, file: { bytes: Buffer; name: string } | null, token: string) => multipart(POST_THANKS, { input }, 'photo', file, token);

async function donorIn(language: MailLanguage, fullname: string): Promise<Person> {
  serial += 1;
  const email = `thanks-${language}-${serial}.${process.pid}@example.org`;
  const answer = await t.rest('POST', '/donor/register', { fullname, email, password: 'secret-pass', language });
  expect(answer.status).toBe(201);
  return { id: answer.body.donor._id, token: answer.body.token, email };
}

/** A funded journey of $100 and its seeker. */
async function fundedJourney(fullName = 'Bilal Hassan') {
  const seeker = await account(t, 'seeker', fullName);
  const applicationId = await submitApplication(t, seeker.token, { fullName, requestedAmount: '100' });
  await decideApplication(t, admin.token, applicationId, 'approved');
  await give(t, donor.token, applicationId, 100);
  return { applicationId, seeker };
}

const STEPS = [
  { fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'BK-1', operatorName: 'Al Noor Travel' },
  { fromStage: 'BOOKED', toStage: 'VISA_ISSUED', visaIssuedOn: '2026-10-01' },
  { fromStage: 'VISA_ISSUED', toStage: 'TRAVELLED', departedOn: '2026-10-10' },
];

/** Moves a journey through the first `count` steps (no documents). */
async function walk(applicationId: string, count: number) {
  for (const step of STEPS.slice(0, count)) expect((await move({ applicationId, ...step })).body.errors).toBeUndefined();
}

async function proofState() {
  return {
    changes: await t.count('journey_stage_change'),
    withProof: await t.count('journey_stage_change', 'proof_key IS NOT NULL'),
    audit: await t.count('audit_event', `action = 'journey.stage_change'`),
    files: t.storedFiles().length,
  };
}

async function thanksState() {
  return {
    thanks: await t.count('journey_thanks'),
    statuses: await t.db.dataSource.query(`SELECT status, count(*)::int AS n FROM journey_thanks GROUP BY status ORDER BY status`),
    audit: await t.count('audit_event', `action LIKE 'journey_thanks.%'`),
    mail: await t.count('mail_outbox', `template = 'journey_thanks'`),
    files: t.storedFiles().length,
  };
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApi({ webOrigin: 'https://sabil.example', mail: { smtpUrl: smtp.url, from: 'Sabil <notices@sabil.example>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 } });
  admin = await account(t, 'admin');
  donor = await account(t, 'donor');
});
afterAll(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  await t?.close();
  await smtp?.close();
});

describe('a stage move with its proof document', () => {
  it('stores the document privately, without its metadata, audited; admins alone see and fetch it, each view audited', async () => {
    const { applicationId, seeker } = await fundedJourney();
    const booked = await move({ applicationId, ...STEPS[0] }, { bytes: pdfBytes(), name: 'booking.pdf' });
    expect(booked.body.errors).toBeUndefined();
    const [change] = booked.body.data.moveJourneyStage.history;
    expect(change).toMatchObject({ toStage: 'BOOKED', proofDocumentType: 'application/pdf', proofDocumentUrl: `/journeys/${applicationId}/proofs/${change.id}` });
    const [audited] = await t.db.dataSource.query(`SELECT state_after AS after FROM audit_event WHERE action = 'journey.stage_change' AND subject_id = $1`, [applicationId]);
    expect(audited.after).toMatchObject({ stage: 'booked', proofDocument: { type: 'application/pdf' } });
    expect(JSON.stringify(audited.after)).not.toMatch(/key/i);

    const photo = await photoWithGps('jpeg');
    const visa = await move({ applicationId, ...STEPS[1] }, { bytes: photo, name: 'visa.jpg' });
    expect(visa.body.errors).toBeUndefined();
    const visaChange = visa.body.data.moveJourneyStage.history[1];
    const fetched = await fetch(`${t.url}${visaChange.proofDocumentUrl}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(fetched.headers.get('cache-control')).toBe('private, no-store');
    const stored = Buffer.from(await fetched.arrayBuffer());
    expect(await exifr.gps(stored)).toBeUndefined();
    expect(await t.count('audit_event', `action = 'journey_proof.view' AND subject_id = '${applicationId}'`)).toBe(1);

    // The seeker and the donors read the move, not the document.
    for (const token of [seeker.token, donor.token]) {
      const journey = (await t.graphql(JOURNEY, { id: applicationId }, token)).body.data.journey;
      expect(journey.history.map((c: any) => [c.proofDocumentType, c.proofDocumentUrl])).toEqual([[null, null], [null, null]]);
    }
    // Refused: a non-admin download (403), without a token (401), another journey's move (404).
    expect((await fetch(`${t.url}${visaChange.proofDocumentUrl}`, { headers: { authorization: `Bearer ${donor.token}` } })).status).toBe(403);
    expect((await fetch(`${t.url}${visaChange.proofDocumentUrl}`, { headers: { authorization: `Bearer ${seeker.token}` } })).status).toBe(403);
    expect((await fetch(`${t.url}${visaChange.proofDocumentUrl}`)).status).toBe(401);
    const other = await fundedJourney('Amina Yusuf');
    expect(await t.rest('GET', `/journeys/${other.applicationId}/proofs/${visaChange.id}`, undefined, admin.token)).toMatchObject({ status: 404, body: { reason: 'JOURNEY_PROOF_NOT_FOUND' } });
    expect(await t.rest('GET', `/journeys/${applicationId}/proofs/not-an-id`, undefined, admin.token)).toMatchObject({ status: 404, body: { reason: 'JOURNEY_PROOF_NOT_FOUND' } });
    expect(await t.count('audit_event', `action = 'journey_proof.view'`)).toBe(1);

    // Retention knows of the files: the orphan sweep's question says both are still needed.
    const keys: Array<{ proof_key: string }> = await t.db.dataSource.query('SELECT proof_key FROM journey_stage_change WHERE application_id = $1 AND proof_key IS NOT NULL', [applicationId]);
    expect(keys).toHaveLength(2);
    expect(await keysNoRowNeeds(t.db.dataSource.manager, [...keys.map((k) => k.proof_key), 'nobody-needs-this'])).toEqual(['nobody-needs-this']);
  });

  it('refuses a renamed executable, a file too big, a wrong type, a name that lies, and a move refused anyway: nothing is kept', async () => {
    const { applicationId } = await fundedJourney();
    const before = await proofState();
    const step = { applicationId, ...STEPS[0] };
    expect(reason(await move(step, { bytes: elfBytes(), name: 'booking.pdf' }))).toBe('JOURNEY_PROOF_TYPE_REFUSED');
    expect(reason(await move(step, { bytes: Buffer.from('<html>not a visa</html>'), name: 'visa.html' }))).toBe('JOURNEY_PROOF_TYPE_REFUSED');
    const tooBig = await move(step, { bytes: sixMegabytePng(), name: 'pass.png' });
    expect(reason(tooBig)).toBe('JOURNEY_PROOF_TOO_LARGE');
    expect(reason(await move(step, { bytes: pdfBytes(), name: 'booking.exe' }))).toBe('JOURNEY_PROOF_NAME_DISAGREES');
    expect(reason(await move(step, { bytes: jpegBytes(), name: 'broken.jpg' }))).toBe('JOURNEY_PROOF_UNREADABLE');
    // A move refused for its own reasons stores no document.
    expect(reason(await move({ applicationId, fromStage: 'FUNDED', toStage: 'TRAVELLED', departedOn: '2026-10-10' }, { bytes: pdfBytes(), name: 'pass.pdf' }))).toBe('JOURNEY_STAGE_ORDER');
    expect(reason(await move({ applicationId, fromStage: 'FUNDED', toStage: 'BOOKED' }, { bytes: pdfBytes(), name: 'pass.pdf' }))).toBe('JOURNEY_PROOF_REQUIRED');
    // Only admins move journeys, with or without a document.
    expect(reason(await move(step, { bytes: pdfBytes(), name: 'pass.pdf' }, donor.token))).toBe('ROLE_NOT_ALLOWED');
    expect(await proofState()).toEqual(before);
  });
});

describe("the pilgrim's thank-you", () => {
  it('is posted once after travelling, moderated, then read by the donors (first name only) and emailed once in their language', async () => {
    const seeker = await account(t, 'seeker', 'Amina Yusuf Khan');
    const applicationId = await submitApplication(t, seeker.token, { fullName: 'Amina Yusuf Khan', requestedAmount: '100' });
    await decideApplication(t, admin.token, applicationId, 'approved');
    const english = await donorIn('en', 'Yusuf Rahman');
    const arabic = await donorIn('ar', 'عائشة الحربي');
    const urdu = await donorIn('ur', 'مریم صدیقی');
    const elsewhere = await donorIn('en', 'Elsewhere Donor');
    await give(t, english.token, applicationId, 40);
    await give(t, arabic.token, applicationId, 30);
    await give(t, urdu.token, applicationId, 30);
    await give(t, elsewhere.token, await approvedApplication(t, admin.token, 500, 'Other Pilgrim'), 10);
    // The Urdu donor left the journey news: the thank-you is of that topic and is not emailed to them.
    const link = new UnsubscribeTokens(t.config.jwtSecret).sign(urdu.id, 'tracking_updates');
    expect((await fetch(`${t.url}/mail/unsubscribe?token=${encodeURIComponent(link)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);

    // Not yet travelled: refused, at funded and at visa issued.
    let before = await thanksState();
    expect(reason(await thank({ applicationId, message: 'Thank you' }, null, seeker.token))).toBe('JOURNEY_THANKS_NOT_YET');
    await walk(applicationId, 2);
    const early = await thank({ applicationId, message: 'Thank you' }, { bytes: await photoWithGps('png'), name: 'us.png' }, seeker.token);
    expect(early.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'JOURNEY_THANKS_NOT_YET' });
    expect(await thanksState()).toEqual(before);
    expect((await move({ applicationId, ...STEPS[2] })).body.errors).toBeUndefined();

    // Refused: another seeker's journey, words too long or missing, a bad photo.
    const stranger = await account(t, 'seeker', 'Someone Else');
    expect(reason(await thank({ applicationId, message: 'Thanks' }, null, stranger.token))).toBe('NOT_YOUR_JOURNEY');
    expect(reason(await thank({ applicationId, message: 'x'.repeat(1001) }, null, seeker.token))).toBe('FIELD_TOO_LONG');
    expect(reason(await thank({ applicationId, message: '   ' }, null, seeker.token))).toBe('FIELD_REQUIRED');
    expect(reason(await thank({ applicationId, message: 'Thanks' }, { bytes: elfBytes(), name: 'us.jpg' }, seeker.token))).toBe('JOURNEY_THANKS_PHOTO_TYPE_REFUSED');
    expect(reason(await thank({ applicationId, message: 'Thanks' }, { bytes: pdfBytes(), name: 'us.pdf' }, seeker.token))).toBe('JOURNEY_THANKS_PHOTO_TYPE_REFUSED');
    expect(reason(await thank({ applicationId, message: 'Thanks' }, { bytes: Buffer.concat([sixMegabytePng(), Buffer.alloc(5 * 1024 * 1024)]), name: 'us.png' }, seeker.token))).toBe('JOURNEY_THANKS_PHOTO_TOO_LARGE');
    expect(reason(await thank({ applicationId, message: 'Thanks' }, { bytes: await photoWithGps('jpeg'), name: 'us.png' }, seeker.token))).toBe('JOURNEY_THANKS_PHOTO_NAME_DISAGREES');
    expect(reason(await thank({ applicationId, message: 'Thanks' }, null, donor.token))).toBe('ROLE_NOT_ALLOWED');
    expect(await thanksState()).toEqual(before);

    // Posted: pending, the photo without where it was taken; the donors do not read it yet.
    const posted = await thank({ applicationId, message: ' Thank you all. We prayed for you at the Kaaba. ' }, { bytes: await photoWithGps('jpeg'), name: 'at-the-haram.jpg' }, seeker.token);
    expect(posted.body.errors).toBeUndefined();
    const thanks = posted.body.data.postJourneyThanks;
    expect(thanks).toMatchObject({ applicationId, firstName: 'Amina', message: 'Thank you all. We prayed for you at the Kaaba.', status: 'PENDING', photoUrl: `/journeys/${applicationId}/thanks/photo` });
    const photo = await fetch(`${t.url}${thanks.photoUrl}`, { headers: { authorization: `Bearer ${seeker.token}` } });
    expect(photo.status).toBe(200);
    expect(await exifr.gps(Buffer.from(await photo.arrayBuffer()))).toBeUndefined();
    expect((await fetch(`${t.url}${thanks.photoUrl}`, { headers: { authorization: `Bearer ${english.token}` } })).status).toBe(404);
    const pendingForDonor = (await t.graphql(SUPPORTED, {}, english.token)).body.data.mySupportedJourneys.find((j: any) => j.applicationId === applicationId);
    expect(pendingForDonor.thanks).toBeNull();
    expect(await t.count('audit_event', `action = 'journey_thanks.posted' AND subject_id = '${thanks.id}'`)).toBe(1);

    // A second thank-you is refused.
    before = await thanksState();
    expect(reason(await thank({ applicationId, message: 'Again' }, null, seeker.token))).toBe('JOURNEY_THANKS_ALREADY_POSTED');
    // Moderation: only admins; a rejection needs a reason.
    expect(reason(await t.graphql(MODERATE, { input: { thanksId: thanks.id, publish: true } }, donor.token))).toBe('ROLE_NOT_ALLOWED');
    expect(reason(await t.graphql(MODERATE, { input: { thanksId: thanks.id, publish: false, reason: ' ' } }, admin.token))).toBe('JOURNEY_THANKS_REASON_REQUIRED');
    expect(reason(await t.graphql(MODERATE, { input: { thanksId: '00000000-0000-4000-8000-000000000000', publish: true } }, admin.token))).toBe('JOURNEY_THANKS_NOT_FOUND');
    expect(await thanksState()).toEqual(before);
    expect((await t.graphql(TO_MODERATE, {}, admin.token)).body.data.journeyThanksToModerate.map((x: any) => x.id)).toContain(thanks.id);

    // Published: each donor reads it beside the journey and is emailed once in their language.
    const published = await t.graphql(MODERATE, { input: { thanksId: thanks.id, publish: true } }, admin.token);
    expect(published.body.data.moderateJourneyThanks).toMatchObject({ status: 'PUBLISHED' });
    expect(reason(await t.graphql(MODERATE, { input: { thanksId: thanks.id, publish: false, reason: 'changed my mind' } }, admin.token))).toBe('JOURNEY_THANKS_ALREADY_DECIDED');
    expect((await t.graphql(TO_MODERATE, {}, admin.token)).body.data.journeyThanksToModerate.map((x: any) => x.id)).not.toContain(thanks.id);
    for (const reader of [english, arabic, urdu]) {
      const journey = (await t.graphql(SUPPORTED, {}, reader.token)).body.data.mySupportedJourneys.find((j: any) => j.applicationId === applicationId);
      expect(journey.thanks).toMatchObject({ firstName: 'Amina', status: 'PUBLISHED', rejectReason: null });
      expect(JSON.stringify(journey.thanks)).not.toMatch(/Yusuf Khan/);
      expect((await fetch(`${t.url}${thanks.photoUrl}`, { headers: { authorization: `Bearer ${reader.token}` } })).status).toBe(200);
    }
    expect((await fetch(`${t.url}${thanks.photoUrl}`, { headers: { authorization: `Bearer ${elsewhere.token}` } })).status).toBe(404);
    await t.api.services.mailWorker.whenIdle();
    const outbox = async () => t.db.dataSource.query(`SELECT recipient, language, status, last_error FROM mail_outbox WHERE template = 'journey_thanks' ORDER BY recipient`);
    for (let i = 0; i < 100 && (await outbox()).some((row: any) => row.status === 'pending'); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await outbox();
    expect(rows.filter((row: any) => row.recipient === english.email)).toMatchObject([{ language: 'en', status: 'sent' }]);
    expect(rows.filter((row: any) => row.recipient === arabic.email)).toMatchObject([{ language: 'ar', status: 'sent' }]);
    expect(rows.filter((row: any) => row.recipient === urdu.email)).toMatchObject([{ language: 'ur', status: 'suppressed', last_error: 'not sent: unsubscribed from tracking updates' }]);
    expect(rows.filter((row: any) => row.recipient === elsewhere.email)).toEqual([]);
    const [inEnglish] = smtp.to(english.email).filter((mail) => mail.parsed.subject === 'Amina thanks you');
    expect(inEnglish!.parsed.text).toMatch(/We prayed for you at the Kaaba/);
    expect(inEnglish!.parsed.text).not.toMatch(/Yusuf Khan/);
    // In Arabic the Latin first name is isolated left to right inside the sentence.
    const inArabic = smtp.to(arabic.email).filter((mail) => /Amina.*يشكرك/.test(mail.parsed.subject ?? ''));
    expect(inArabic).toHaveLength(1);
    expect(inArabic[0]!.parsed.text).toMatch(/سافر/);
  });

  it('rejected, it stays with its seeker and the admins, with the reason; the donors never read it', async () => {
    const { applicationId, seeker } = await fundedJourney('Khalid Omar');
    await walk(applicationId, 3);
    const posted = (await thank({ applicationId, message: 'Shukran' }, null, seeker.token)).body.data.postJourneyThanks;
    const rejected = await t.graphql(MODERATE, { input: { thanksId: posted.id, publish: false, reason: 'Please leave out the phone number.' } }, admin.token);
    expect(rejected.body.data.moderateJourneyThanks).toMatchObject({ status: 'REJECTED', rejectReason: 'Please leave out the phone number.' });
    expect((await t.graphql(JOURNEY, { id: applicationId }, seeker.token)).body.data.journey.thanks).toMatchObject({ status: 'REJECTED', rejectReason: 'Please leave out the phone number.' });
    expect((await t.graphql(JOURNEY, { id: applicationId }, donor.token)).body.data.journey.thanks).toBeNull();
    expect(await t.count('mail_outbox', `template = 'journey_thanks' AND data->>'message' = 'Shukran'`)).toBe(0);

    // The pilgrim writes again, as the rejection asked, with a photo: the new one stands (pending, then published); a third is refused.
    const again = await thank({ applicationId, message: 'Shukran, without the number' }, { bytes: await photoWithGps('jpeg'), name: 'us.jpg' }, seeker.token);
    expect(again.body.errors).toBeUndefined();
    const second = again.body.data.postJourneyThanks;
    expect(second).toMatchObject({ status: 'PENDING', message: 'Shukran, without the number' });
    expect((await t.graphql(JOURNEY, { id: applicationId }, seeker.token)).body.data.journey.thanks).toMatchObject({ id: second.id, status: 'PENDING', rejectReason: null });
    const third = await thank({ applicationId, message: 'Once more' }, null, seeker.token);
    expect(third.body.errors[0].extensions.reason).toBe('JOURNEY_THANKS_ALREADY_POSTED');
    expect((await t.graphql(MODERATE, { input: { thanksId: second.id, publish: true } }, admin.token)).body.errors).toBeUndefined();
    const seen = (await t.graphql(JOURNEY, { id: applicationId }, donor.token)).body.data.journey.thanks;
    expect(seen).toMatchObject({ id: second.id, status: 'PUBLISHED', message: 'Shukran, without the number', firstName: 'Khalid' });
    const photo = await fetch(`${t.url}${seen.photoUrl}`, { headers: { authorization: `Bearer ${donor.token}` } });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await t.count('journey_thanks', `application_id = '${applicationId}'`)).toBe(2);
  });
});

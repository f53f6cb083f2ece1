import { MAX_ECARDS_PER_DONOR, MAX_SUPPORT_MESSAGE_LENGTH } from '@sabil/contracts';
import { operationCatalogue } from '../../operations/catalogue';
import { account, approvedApplication, brokenInvariants, decideApplication, pressPay, submitApplication, testProviderBalance, VERIFY } from '../../test/giving';
import { startReceiver } from '../../test/webhook-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import { MODULES } from '../index';
import { renderMail } from '../mail/templates/render-mail';

/**
 * Issue 31, the gift itself: anonymous gifts, words of support (moderated, shown once paid) and
 * dedications with their e-card — every refusal with nothing written, and who sees the donor:
 * the public, the seeker, an API key, a webhook, the donor, and admins (audited).
 */

const CHECKOUT = `mutation Create($applicationId: ID!, $amount: Float!, $recurring: Recurrence!, $anonymous: Boolean, $supportMessage: String,
  $dedicationKind: DedicationKind, $dedicationName: String, $ecardEmail: String, $ecardLanguage: CheckoutLocale) {
  createCheckoutSession(applicationId: $applicationId, amount: $amount, recurring: $recurring, anonymous: $anonymous, supportMessage: $supportMessage,
    dedicationKind: $dedicationKind, dedicationName: $dedicationName, ecardEmail: $ecardEmail, ecardLanguage: $ecardLanguage) { id url }
}`;
const PUBLIC = `query Words($applicationId: ID!) { supportMessages(applicationId: $applicationId) { nodes { id message anonymous donorFirstName createdAt } } }`;
const PENDING = `query { pendingSupportMessages(first: 100) { nodes { id message status anonymous donorName applicationId applicantFirstName } } }`;
const MODERATE = `mutation M($id: ID!, $decision: SupportMessageDecision!) { moderateSupportMessage(id: $id, decision: $decision) { id status } }`;
const HISTORY = `query { myDonationHistory(first: 100) { nodes { id anonymous supportMessage supportMessageStatus dedication { kind name } donorName } } }`;
const DONATIONS = `query D($applicationId: ID) { donations(applicationId: $applicationId, first: 100) { nodes { id anonymous donorName donorEmail } } }`;

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };

async function written() {
  return { checkouts: await t.count('checkout'), donations: await t.count('donation'), mail: await t.count('mail_outbox') };
}

/** A gift with details, paid on the test checkout and verified. */
async function giveWith(token: string, applicationId: string, details: Record<string, unknown>, amount = 20, recurring = 'ONE_TIME') {
  const answer = await t.graphql(CHECKOUT, { applicationId, amount, recurring, ...details }, token);
  expect(answer.body.errors).toBeUndefined();
  const session = answer.body.data.createCheckoutSession as { id: string; url: string };
  await pressPay(session.url);
  const verified = await t.graphql(VERIFY, { sessionId: session.id }, token);
  expect(verified.body.errors).toBeUndefined();
  return { session, donationId: verified.body.data.verifyCheckoutSession.donation.id as string };
}

async function auditReads(subjectId: string): Promise<number> {
  return t.count('audit_event', `action = 'donor_identity.view' AND subject_id = '${subjectId}'`);
}

beforeAll(async () => {
  t = await startTestApi({ webhooks: { timeoutMs: 8000, pollIntervalMs: 3_600_000, allowPrivate: true, retentionDays: 30 } });
  admin = await account(t, 'admin', 'Admin Aisha');
  donor = await account(t, 'donor', 'Khadija Hiddenname');
});
afterEach(async () => {
  expect(await brokenInvariants(t)).toEqual([]);
  expect(await testProviderBalance(t)).toMatchObject({ balanced: true });
});
afterAll(async () => {
  await t.close();
});

describe('the refusals of the gift details', () => {
  it.each([
    ['anonymous that is not true or false', { anonymous: 'yes' }, 'anonymous', 'FIELD_NOT_BOOLEAN', 'anonymous must be true or false'],
    ['words of support over the limit', { supportMessage: 'x'.repeat(MAX_SUPPORT_MESSAGE_LENGTH + 1) }, 'supportMessage', 'FIELD_TOO_LONG', 'Words of support must be at most 280 characters'],
    ['a dedication of an unknown kind', { dedicationKind: 'for_fun', dedicationName: 'Ali' }, 'dedicationKind', 'CHOICE_INVALID', 'dedicationKind must be one of: on_behalf_of, in_memory_of'],
    ['a dedication without a name', { dedicationKind: 'in_memory_of' }, 'dedicationName', 'FIELD_REQUIRED', 'Name of the person is required'],
    ['a name without a dedication', { dedicationName: 'Ali' }, 'dedicationKind', 'FIELD_REQUIRED', 'dedicationKind is required'],
    ['a name over 80 characters', { dedicationKind: 'on_behalf_of', dedicationName: 'n'.repeat(81) }, 'dedicationName', 'FIELD_TOO_LONG', 'Name of the person must be at most 80 characters'],
    ['an e-card to an address that is not one', { dedicationKind: 'on_behalf_of', dedicationName: 'Ali', ecardEmail: 'not-an-address', ecardLanguage: 'ar' }, 'ecardEmail', 'EMAIL_INVALID', 'Please enter a valid email address'],
    ['an e-card without a dedication', { ecardEmail: 'fatima@example.org', ecardLanguage: 'ar' }, 'ecardEmail', 'ECARD_NEEDS_DEDICATION', expect.stringContaining('An e-card is sent only')],
    ['an e-card without its language', { dedicationKind: 'on_behalf_of', dedicationName: 'Ali', ecardEmail: 'fatima@example.org' }, 'ecardLanguage', 'FIELD_REQUIRED', 'ecardLanguage is required'],
    ['an e-card in a language Sabil does not write', { dedicationKind: 'on_behalf_of', dedicationName: 'Ali', ecardEmail: 'fatima@example.org', ecardLanguage: 'fr' }, 'ecardLanguage', 'CHOICE_INVALID', 'ecardLanguage must be one of: en, ar, ur'],
  ])('refuses %s with 400 on REST, and writes nothing', async (_label, change, param, reason, message) => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const before = await written();
    const answer = await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 20, recurring: 'one_time', ...change }, donor.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toEqual(expect.objectContaining({ param, reason, msg: message }));
    expect(await written()).toEqual(before);
  });

  it('refuses the same on GraphQL, with the reason and field', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const before = await written();
    const answer = await t.graphql(CHECKOUT, { applicationId, amount: 20, recurring: 'ONE_TIME', supportMessage: 'y'.repeat(281) }, donor.token);
    expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(answer.body.errors[0].extensions)).toContain('FIELD_TOO_LONG');
    const ecard = await t.graphql(CHECKOUT, { applicationId, amount: 20, recurring: 'ONE_TIME', ecardEmail: 'a@example.org', ecardLanguage: 'UR' }, donor.token);
    expect(JSON.stringify(ecard.body.errors[0].extensions)).toContain('ECARD_NEEDS_DEDICATION');
    expect(await written()).toEqual(before);
  });

  it(`allows ${MAX_ECARDS_PER_DONOR} e-cards per donor in 24 hours, then refuses with 429 TOO_MANY_ECARDS (also when asked at once)`, async () => {
    const sender = await account(t, 'donor', 'Ecard Sender');
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const body = { applicationId, amount: 1, recurring: 'one_time', dedicationKind: 'on_behalf_of', dedicationName: 'My mother', ecardEmail: 'family@example.org', ecardLanguage: 'en' };
    // Eight one after the other, then four at once: exactly two of those four pass.
    for (let i = 0; i < MAX_ECARDS_PER_DONOR - 2; i++) expect((await t.rest('POST', '/api/donations/create-checkout-session', body, sender.token)).status).toBe(200);
    const racing = await Promise.all([1, 2, 3, 4].map(() => t.rest('POST', '/api/donations/create-checkout-session', body, sender.token)));
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429]);
    const before = await written();
    const refused = await t.rest('POST', '/api/donations/create-checkout-session', body, sender.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(`You have asked for ${MAX_ECARDS_PER_DONOR} e-cards in the last 24 hours, the most one donor may send. Give without an e-card, or try again later.`);
    expect(await written()).toEqual(before);
    // A gift without an e-card is still welcome.
    expect((await t.rest('POST', '/api/donations/create-checkout-session', { applicationId, amount: 1, recurring: 'one_time' }, sender.token)).status).toBe(200);
    expect(await t.count('checkout', `donor_id = '${sender.id}' AND ecard_email IS NOT NULL`)).toBe(MAX_ECARDS_PER_DONOR);
  });
});

describe('who sees an anonymous donor', () => {
  it('hides the name from the public, the seeker, API keys and webhooks; the donor reads "anonymous"; admins see it, audited', async () => {
    const seeker = await account(t, 'seeker', 'Amina Yusuf');
    const receiver = await startReceiver([], 200);
    const endpoint = await t.graphql(
      'mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url: receiver.url, events: ['DONATION_COMPLETED'], description: 'Books' } },
      admin.token,
    );
    expect(endpoint.body.errors).toBeUndefined();
    const applicationId = await submitApplication(t, seeker.token, { fullName: 'Amina Yusuf', requestedAmount: '4000' });
    await decideApplication(t, admin.token, applicationId, 'approved');
    const named = await account(t, 'donor', 'Bilal Openhand');

    const hidden = await giveWith(donor.token, applicationId, { anonymous: true, supportMessage: 'May your Hajj be accepted.', dedicationKind: 'IN_MEMORY_OF', dedicationName: 'My late father' });
    const open = await giveWith(named.token, applicationId, { supportMessage: 'Labbaik, sister!' });
    // Words of a checkout that was never paid never show, not even to admins for moderation.
    const unpaid = await t.graphql(CHECKOUT, { applicationId, amount: 5, recurring: 'ONE_TIME', supportMessage: 'Never paid for' }, named.token);
    expect(unpaid.body.errors).toBeUndefined();

    // Nothing shows before an admin approves.
    expect((await t.graphql(PUBLIC, { applicationId })).body.data.supportMessages.nodes).toEqual([]);

    // Admins moderate: the anonymous donor's name is there, and that read is audited.
    const pending = await t.graphql(PENDING, {}, admin.token);
    expect(pending.body.errors).toBeUndefined();
    const rows = pending.body.data.pendingSupportMessages.nodes.filter((row: { applicationId: string }) => row.applicationId === applicationId);
    expect(rows).toEqual([
      expect.objectContaining({ id: hidden.session.id ? expect.any(String) : '', message: 'May your Hajj be accepted.', anonymous: true, donorName: 'Khadija Hiddenname', applicantFirstName: 'Amina', status: 'PENDING' }),
      expect.objectContaining({ message: 'Labbaik, sister!', anonymous: false, donorName: 'Bilal Openhand' }),
    ]);
    expect(await auditReads(rows[0].id)).toBe(1);
    expect(await auditReads(rows[1].id)).toBe(0);
    for (const row of rows) expect((await t.graphql(MODERATE, { id: row.id, decision: 'APPROVE' }, admin.token)).body.data.moderateSupportMessage.status).toBe('APPROVED');
    expect(await t.count('audit_event', `action = 'support_message.approve' AND subject_id = '${rows[0].id}'`)).toBe(1);

    // The public (no token) and the seeker: first name, or nothing for the anonymous gift.
    const expected = [
      expect.objectContaining({ message: 'Labbaik, sister!', anonymous: false, donorFirstName: 'Bilal' }),
      expect.objectContaining({ message: 'May your Hajj be accepted.', anonymous: true, donorFirstName: null }),
    ];
    for (const token of [undefined, seeker.token]) {
      const answer = await t.graphql(PUBLIC, { applicationId }, token);
      expect(answer.body.data.supportMessages.nodes).toEqual(expected);
      expect(JSON.stringify(answer.body)).not.toMatch(/Khadija|Hiddenname|Never paid/);
    }
    // The seeker cannot read the donations themselves.
    expect((await t.graphql(DONATIONS, { applicationId }, seeker.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    // An API key with every scope: the same words, never the anonymous donor.
    const scopes = operationCatalogue(MODULES).apiKeyScopes.map((scope) => scope.name);
    expect(scopes).toContain('SUPPORT_MESSAGES_READ');
    const created = await t.graphql('mutation C($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', { input: { name: 'Gift details', scopes } }, admin.token);
    const key = created.body.data.createApiKey.secret as string;
    const byKey = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: PUBLIC, variables: { applicationId } }),
    });
    const keyAnswer = (await byKey.json()) as { data: { supportMessages: { nodes: unknown[] } } };
    expect(keyAnswer.data.supportMessages.nodes).toEqual(expected);
    const totals = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ donationTotals(first: 100) { nodes { id donorCount } } publicJourneyLedger(applicationId: "' + applicationId + '") { lines { kind amount } } }' }),
    });
    const totalsAnswer = JSON.stringify(await totals.json());
    expect(totalsAnswer).toContain(applicationId);
    expect(totalsAnswer).not.toMatch(/Khadija|Hiddenname|errors/);

    // The webhook event of the anonymous gift carries no donor.
    const [event] = await t.db.dataSource.query(`SELECT body FROM webhook_event WHERE body::text LIKE $1`, [`%${hidden.donationId}%`]);
    expect(JSON.stringify(event.body)).toContain('donation.completed');
    expect(JSON.stringify(event.body)).not.toMatch(/Khadija|Hiddenname|May your Hajj|late father|donor/i);
    await receiver.close();

    // The donor's own history: "anonymous", the words and the dedication.
    const history = await t.graphql(HISTORY, {}, donor.token);
    expect(history.body.data.myDonationHistory.nodes).toContainEqual(
      expect.objectContaining({ id: hidden.donationId, anonymous: true, supportMessage: 'May your Hajj be accepted.', supportMessageStatus: 'APPROVED', dedication: { kind: 'IN_MEMORY_OF', name: 'My late father' } }),
    );

    // Admins' list, receipt and the REST list: the name, each read of it audited.
    const before = await auditReads(hidden.donationId);
    const list = await t.graphql(DONATIONS, { applicationId }, admin.token);
    expect(list.body.data.donations.nodes).toContainEqual(expect.objectContaining({ id: hidden.donationId, anonymous: true, donorName: 'Khadija Hiddenname' }));
    expect(await auditReads(hidden.donationId)).toBe(before + 1);
    expect(await auditReads(open.donationId)).toBe(0);
    const receipt = await t.graphql('query R($id: ID!) { donationReceipt(id: $id) { donorName anonymous } }', { id: hidden.donationId }, admin.token);
    expect(receipt.body.data.donationReceipt).toEqual({ donorName: 'Khadija Hiddenname', anonymous: true });
    expect(await auditReads(hidden.donationId)).toBe(before + 2);
    const all = await t.rest('GET', '/api/donations/all', undefined, admin.token);
    expect(all.body).toContainEqual(expect.objectContaining({ _id: hidden.donationId, anonymous: true, donorName: 'Khadija Hiddenname' }));
    expect(await auditReads(hidden.donationId)).toBe(before + 3);
    const ledger = await t.graphql('query L($id: ID!) { journeyLedger(applicationId: $id) { lines { donationId donorName anonymous } } }', { id: applicationId }, admin.token);
    expect(ledger.body.data.journeyLedger.lines).toContainEqual({ donationId: hidden.donationId, donorName: 'Khadija Hiddenname', anonymous: true });
    expect(ledger.body.data.journeyLedger.lines).toContainEqual({ donationId: open.donationId, donorName: 'Bilal Openhand', anonymous: false });
    expect(await auditReads(hidden.donationId)).toBe(before + 4);
    expect(await auditReads(open.donationId)).toBe(0);
    const publicLedger = await t.graphql('query P($id: ID!) { publicJourneyLedger(applicationId: $id) { lines { kind amount } } }', { id: applicationId });
    expect(JSON.stringify(publicLedger.body)).not.toMatch(/Khadija|Hiddenname|Bilal/);
    // The donor reading their own receipt is no admin read.
    await t.graphql('query R($id: ID!) { donationReceipt(id: $id) { donorName anonymous } }', { id: hidden.donationId }, donor.token);
    expect(await auditReads(hidden.donationId)).toBe(before + 4);
  });
});

describe('moderation', () => {
  it('refuses an unknown id, a decided one, non-admins, and shows rejected words nowhere', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    await giveWith(donor.token, applicationId, { supportMessage: 'Rejected words' });
    const [row] = await t.db.dataSource.query(`SELECT id FROM checkout WHERE support_message = 'Rejected words'`);
    for (const token of [donor.token, undefined]) {
      const refused = await t.graphql(MODERATE, { id: row.id, decision: 'APPROVE' }, token);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refused.body.errors[0].extensions.code);
      expect((await t.graphql(PENDING, {}, token)).body.errors[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    const unknown = await t.graphql(MODERATE, { id: '00000000-0000-4000-8000-000000000000', decision: 'APPROVE' }, admin.token);
    expect(unknown.body.errors[0]).toMatchObject({ message: 'No words of support of a paid gift have this id.', extensions: { code: 'NOT_FOUND' } });
    expect((await t.graphql(MODERATE, { id: row.id, decision: 'REJECT' }, admin.token)).body.data.moderateSupportMessage.status).toBe('REJECTED');
    const again = await t.graphql(MODERATE, { id: row.id, decision: 'APPROVE' }, admin.token);
    expect(again.body.errors[0]).toMatchObject({ message: 'These words of support are already rejected; only pending ones can be approved or rejected.', extensions: { code: 'CONFLICT' } });
    expect((await t.graphql(PUBLIC, { applicationId })).body.data.supportMessages.nodes).toEqual([]);
    const [stored] = await t.db.dataSource.query('SELECT support_status FROM checkout WHERE id = $1', [row.id]);
    expect(stored.support_status).toBe('rejected');
    const badId = await t.graphql(PUBLIC, { applicationId: 'nope' });
    expect(badId.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('dedications and e-cards', () => {
  it.each(['en', 'ar', 'ur'] as const)('queues the receipt with the dedication and one e-card in %s once paid, never the amount', async (language) => {
    const applicationId = await approvedApplication(t, admin.token, 4000, 'Maryam Saleh');
    const email = `ecard-${language}@example.org`;
    const unpaid = await t.graphql(CHECKOUT, { applicationId, amount: 37, recurring: 'ONE_TIME', dedicationKind: 'ON_BEHALF_OF', dedicationName: 'Umm Salma', ecardEmail: email, ecardLanguage: language.toUpperCase() }, donor.token);
    expect(unpaid.body.errors).toBeUndefined();
    expect(await t.count('mail_outbox', `recipient = '${email}'`)).toBe(0);
    const { session, donationId } = await giveWith(donor.token, applicationId, { anonymous: language === 'ar', dedicationKind: 'ON_BEHALF_OF', dedicationName: 'Umm Salma', ecardEmail: email, ecardLanguage: language.toUpperCase() }, 37);
    // Verified twice: still one e-card.
    await t.graphql(VERIFY, { sessionId: session.id }, donor.token);
    const cards = await t.db.dataSource.query(`SELECT language, template, data, recipient_name, account_id FROM mail_outbox WHERE recipient = $1`, [email]);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ language, template: 'gift_ecard', account_id: null });
    const data = typeof cards[0].data === 'string' ? JSON.parse(cards[0].data) : cards[0].data;
    expect(data).toEqual({ dedicationKind: 'on_behalf_of', dedicationName: 'Umm Salma', donorFirstName: language === 'ar' ? null : 'Khadija', journey: { firstName: 'Maryam', travelType: 'Hajj' } });
    const mail = await renderMail('gift_ecard', data, { language, name: '', webOrigin: 'https://sabil.example' });
    expect(mail.html).toContain('Umm Salma');
    expect(mail.text).not.toMatch(/37|\$|US/);
    expect(mail.html).not.toMatch(/\$|37\b/);
    if (language === 'ar') {
      expect(mail.subject).toContain('نيابةً عن');
      expect(mail.text).toContain('مجهول الاسم');
      expect(mail.text).not.toContain('Khadija');
    }
    if (language === 'ur') expect(mail.subject).toContain('کی طرف سے');
    if (language === 'en') {
      expect(mail.subject).toBe('A gift on behalf of Umm Salma');
      expect(mail.text).toContain('Khadija gave it and wanted you to know.');
    }
    const [receipt] = await t.db.dataSource.query(`SELECT data FROM mail_outbox WHERE template = 'gift_receipt' AND dedupe_key = $1`, [`gift_receipt:${donationId}`]);
    const receiptData = typeof receipt.data === 'string' ? JSON.parse(receipt.data) : receipt.data;
    expect(receiptData.dedication).toEqual({ kind: 'on_behalf_of', name: 'Umm Salma' });
    const rendered = await renderMail('gift_receipt', receiptData, { language: 'en', name: 'Khadija', webOrigin: 'https://sabil.example' });
    expect(rendered.text).toContain('You gave this gift on behalf of Umm Salma.');
  });

  it('sends a monthly gift’s e-card once, with its first month', async () => {
    const applicationId = await approvedApplication(t, admin.token, 4000);
    const email = 'monthly-card@example.org';
    await giveWith(donor.token, applicationId, { dedicationKind: 'IN_MEMORY_OF', dedicationName: 'Abu Bakr', ecardEmail: email, ecardLanguage: 'EN', anonymous: true }, 10, 'MONTHLY');
    expect(await t.count('mail_outbox', `recipient = '${email}' AND template = 'gift_ecard'`)).toBe(1);
    const history = await t.graphql(HISTORY, {}, donor.token);
    expect(history.body.data.myDonationHistory.nodes[0]).toMatchObject({ anonymous: true, dedication: { kind: 'IN_MEMORY_OF', name: 'Abu Bakr' } });
  });
});

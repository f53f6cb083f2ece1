import { createLogger } from '../../logging/logger';
import { account } from '../../test/giving';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import { ContactMessagesService } from './contact-messages.service';

/**
 * The contact form (issue 28): messages are stored, listed to admins (newest first, handled or
 * not) and mailed to CONTACT_EMAIL through a real SMTP server; each refusal changes nothing; a
 * filled spam trap is answered as received and kept nowhere; one client address is limited.
 */
let t: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: { id: string; token: string };
const INBOX = 'hello@charity.example';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApi({
    trustProxy: ['loopback'],
    mail: { smtpUrl: smtp.url, from: 'Sabil <no-reply@sabil.example>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 },
    contact: { contactEmail: INBOX, limit: { windowSeconds: 3600, messagesPerIp: 3, signupsPerIp: 3 } },
  });
  admin = await account(t, 'admin');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let nextAddress = 1;
/** Each test writes from its own client address (X-Forwarded-For from a trusted loopback), so the limit is its own. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function post(body: unknown, from: string) {
  const response = await fetch(`${t.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const SEND = `mutation Send($input: SendContactMessageInput!) { sendContactMessage(input: $input) { received } }`;
const LIST = `query List($first: Int, $after: String) { contactMessages(first: $first, after: $after) { nodes { id name email subject message language handledAt } pageInfo { endCursor hasNextPage } unhandled } }`;
const HANDLED = `mutation Handled($id: ID!, $handled: Boolean!) { setContactMessageHandled(id: $id, handled: $handled) { id handledAt } }`;

const EVENTS = `query Events($filter: AuditEventFilter) { auditEvents(filter: $filter, first: 10) { nodes { action actorId actorRole subjectType subjectId fromState toState } } }`;

const message = (subject: string) => ({ name: 'Maryam <b>Yusuf</b>', email: 'Maryam@Example.org', subject, message: 'Salaam,\nCan I volunteer at the airport?' });

describe('a contact message', () => {
  it('is stored, listed to admins newest first, mailed to CONTACT_EMAIL through SMTP, and can be marked handled', async () => {
    const from = freshAddress();
    expect(await post({ ...message('First question'), language: 'ar' }, from)).toMatchObject({ status: 202, body: { message: 'Message received' } });
    const answer = await t.graphql(SEND, { input: message('Second question') });
    expect(answer.body).toEqual({ data: { sendContactMessage: { received: true } } });

    const list = (await t.graphql(LIST, { first: 1 }, admin.token)).body.data.contactMessages;
    expect(list.nodes).toEqual([expect.objectContaining({ subject: 'Second question', email: 'maryam@example.org', language: 'EN', handledAt: null })]);
    expect(list.pageInfo.hasNextPage).toBe(true);
    const rest = (await t.graphql(LIST, { first: 5, after: list.pageInfo.endCursor }, admin.token)).body.data.contactMessages;
    expect(rest.nodes.map((n: any) => [n.subject, n.language])).toEqual([['First question', 'AR']]);
    const unhandledBefore = list.unhandled;

    const handled = await t.graphql(HANDLED, { id: list.nodes[0].id, handled: true }, admin.token);
    expect(handled.body.data.setContactMessageHandled.handledAt).toEqual(expect.any(String));
    expect((await t.graphql(LIST, {}, admin.token)).body.data.contactMessages.unhandled).toBe(unhandledBefore - 1);
    const again = await t.graphql(HANDLED, { id: list.nodes[0].id, handled: false }, admin.token);
    expect(again.body.data.setContactMessageHandled.handledAt).toBeNull();
    // Marking it as it already is changes nothing and records nothing.
    await t.graphql(HANDLED, { id: list.nodes[0].id, handled: false }, admin.token);

    // Both changes are in the admins' audit trail (newest first), and in its CSV export.
    const events = (await t.graphql(EVENTS, { filter: { subjectType: 'contact_message', subjectId: list.nodes[0].id } }, admin.token)).body.data.auditEvents.nodes;
    const by = { actorId: admin.id, actorRole: 'ADMIN', subjectType: 'contact_message', subjectId: list.nodes[0].id };
    expect(events).toEqual([
      { ...by, action: 'contact_message.reopened', fromState: 'handled', toState: 'waiting' },
      { ...by, action: 'contact_message.handled', fromState: 'waiting', toState: 'handled' },
    ]);
    const exported = await fetch(`${t.url}/admin/exports/audit-events.csv?action=contact_message.handled`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(list.nodes[0].id);

    await smtp.waitFor(2);
    const mails = smtp.to(INBOX);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.parsed.subject === 'Contact form: Second question')!;
    expect(second.parsed.text).toContain('From: Maryam <b>Yusuf</b> (maryam@example.org)');
    expect(second.parsed.text).toContain('Can I volunteer at the airport?');
    expect(second.parsed.html).toContain('Maryam &lt;b&gt;Yusuf&lt;/b&gt;');
    expect(second.parsed.html).not.toContain('<b>Yusuf</b>');
  });

  it('refuses missing, non-text, too long and badly addressed fields with their reasons, and keeps nothing', async () => {
    const before = await t.count('contact_message');
    const from = freshAddress();
    const refused = await post({ name: '', email: 'not-an-address', subject: 42, message: 'x'.repeat(5001) }, from);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: any) => [e.param, e.reason])).toEqual([
      ['name', 'FIELD_REQUIRED'],
      ['email', 'EMAIL_INVALID'],
      ['subject', 'FIELD_NOT_TEXT'],
      ['message', 'FIELD_TOO_LONG'],
    ]);
    expect((await post([1, 2], from)).body.reason).toBe('BODY_NOT_AN_OBJECT');
    const graphql = await t.graphql(SEND, { input: { ...message('x'), email: 'nope' } });
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'EMAIL_INVALID', field: 'email' });
    expect(await t.count('contact_message')).toBe(before);
  });

  it('answers a filled spam trap as received, and keeps and mails nothing', async () => {
    const before = await t.count('contact_message');
    const mailsBefore = await t.count('mail_outbox');
    expect(await post({ ...message('Cheap watches'), website: 'https://spam.example' }, freshAddress())).toMatchObject({ status: 202, body: { message: 'Message received' } });
    expect((await t.graphql(SEND, { input: { ...message('Cheap watches'), website: 'x' } })).body).toEqual({ data: { sendContactMessage: { received: true } } });
    expect(await t.count('contact_message')).toBe(before);
    expect(await t.count('mail_outbox')).toBe(mailsBefore);
  });

  it('limits one client address (429 with a reason and Retry-After), whatever the others do', async () => {
    const from = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await post(message(`Try ${i}`), from)).status).toBe(202);
    const before = await t.count('contact_message');
    const refused = await post(message('One too many'), from);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_CONTACT_MESSAGES' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.count('contact_message')).toBe(before);
    expect((await post(message('Another address'), freshAddress())).status).toBe(202);
  });

  it('is for admins to list and mark: others are refused, an unknown id is 404', async () => {
    const donor = await account(t, 'donor');
    expect((await t.graphql(LIST, {}, donor.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.graphql(LIST, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(HANDLED, { id: '00000000-0000-4000-8000-000000000000', handled: true }, admin.token)).body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'CONTACT_MESSAGE_NOT_FOUND' });
    expect((await t.graphql(HANDLED, { id: 'nope', handled: true }, admin.token)).body.errors[0].extensions.reason).toBe('CONTACT_MESSAGE_NOT_FOUND');
  });

  it('without CONTACT_EMAIL is stored and listed, and mails nobody', async () => {
    const service = new ContactMessagesService(t.db.dataSource, t.api.services.mailOutbox, { consume: async () => undefined } as never, undefined, createLogger('silent'), t.api.services.audit);
    const mailsBefore = await t.count('mail_outbox');
    await service.send(message('No inbox configured'), '203.0.113.9');
    expect((await t.graphql(LIST, {}, admin.token)).body.data.contactMessages.nodes[0].subject).toBe('No inbox configured');
    expect(await t.count('mail_outbox')).toBe(mailsBefore);
  });
});

import { account, approvedApplication, give } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * The embedded default: without SMTP_URL (outside production) nothing leaves the API, and every
 * message is readable in the development mailbox. Also the admins' mail log and a person's language.
 */
let t: TestApi;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi({ mail: { smtpUrl: undefined, from: 'Sabil <no-reply@localhost>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 } });
  admin = await account(t, 'admin');
});

afterAll(() => t?.close());

const ME = 'query { me { id language } }';
const SET_LANGUAGE = 'mutation Set($language: AccountLanguage!) { setMyLanguage(language: $language) { id language } }';
const MAIL_LOG = `query Log($first: Int, $after: String) {
  mailLog(first: $first, after: $after) { nodes { id recipient template language status attempts lastError lastAttemptAt nextAttemptAt sentAt createdAt } pageInfo { endCursor hasNextPage } }
}`;

async function mailboxFor(email: string, count = 1): Promise<any[]> {
  for (let i = 0; i < 200; i += 1) {
    const answer = await fetch(`${t.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await answer.json()) as { messages: any[] };
    if (messages.filter((m) => m.status === 'sent').length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${email} in the mailbox`);
}

describe('the development mailbox', () => {
  it("keeps a donor's receipt, in the language they chose after registering, readable as JSON, as a list and as the message itself", async () => {
    const donor = await account(t, 'donor', 'Fatima Zahra');
    const [{ email }] = await t.db.dataSource.query('SELECT email FROM account WHERE id = $1', [donor.id]);
    expect((await t.graphql(ME, {}, donor.token)).body.data.me.language).toBe('EN');
    expect((await t.graphql(SET_LANGUAGE, { language: 'UR' }, donor.token)).body.data.setMyLanguage).toEqual({ id: donor.id, language: 'UR' });

    const applicationId = await approvedApplication(t, admin.token, 1000);
    const { donation } = await give(t, donor.token, applicationId, 25);
    const [message] = await mailboxFor(email);
    expect(message).toMatchObject({ to: email, name: 'Fatima Zahra', language: 'ur', template: 'gift_receipt', status: 'sent' });
    expect(message.subject).toContain('آپ کے عطیے کی رسید');
    expect(message.html).toContain('<html lang="ur" dir="rtl"');
    expect(message.text).toContain(`/donor/receipt/${donation.id}`);

    const list = await fetch(`${t.url}/dev/mailbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    const listed = await list.text();
    expect(listed).toContain(`href="/dev/mailbox/${message.id}"`);
    expect(listed).toContain(email);

    const shown = await fetch(`${t.url}/dev/mailbox/${message.id}`);
    expect(shown.status).toBe(200);
    const page = await shown.text();
    // The HTML part in a sandboxed frame (no scripts), the text part beside it.
    expect(page).toMatch(/<iframe sandbox title="The message as HTML" srcdoc="&lt;!doctype html&gt;/);
    expect(page).toContain(`/donor/receipt/${donation.id}`);
    expect((await fetch(`${t.url}/dev/mailbox/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('lists the newest first', async () => {
    const { messages } = (await (await fetch(`${t.url}/dev/mailbox.json`)).json()) as { messages: Array<{ createdAt: string }> };
    const times = messages.map((m) => new Date(m.createdAt).getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('takes a language at registration, and refuses one it does not know', async () => {
    const email = `lang.${process.pid}@example.org`;
    const refused = await t.rest('POST', '/donor/register', { fullname: 'Amir', email, password: 'secret-pass', language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ param: 'language', reason: 'CHOICE_INVALID' });
    expect(await t.count('account', `email = '${email}'`)).toBe(0);
    const registered = await t.graphql(
      'mutation R($input: RegisterInput!) { register(role: DONOR, input: $input) { account { id language } } }',
      { input: { fullname: 'Amir', email, password: 'secret-pass', language: 'AR' } },
    );
    expect(registered.body.data.register.account.language).toBe('AR');
  });

  it('refuses setMyLanguage without a sign-in', async () => {
    const answer = await t.graphql(SET_LANGUAGE, { language: 'AR' });
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('mailLog', () => {
  it('shows admins every message, newest first and paged, with outcomes but never the words', async () => {
    const first = await t.graphql(MAIL_LOG, { first: 1 }, admin.token);
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data.mailLog;
    expect(page.nodes).toHaveLength(1);
    expect(page.nodes[0]).toMatchObject({ template: 'GIFT_RECEIPT', language: 'UR', status: 'SENT', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(page.pageInfo.hasNextPage).toBe(true);
    // Before the receipt, the seeker's messages about the application the gift went to.
    const rest = (await t.graphql(MAIL_LOG, { first: 10, after: page.pageInfo.endCursor }, admin.token)).body.data.mailLog;
    expect(rest.nodes.map((node: { template: string }) => node.template)).toEqual(['APPLICATION_APPROVED', 'APPLICATION_RECEIVED']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const bodies = await t.graphql('query { mailLog { nodes { id subject } } }', {}, admin.token);
    expect(bodies.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses donors with FORBIDDEN', async () => {
    const donor = await account(t, 'donor');
    const answer = await t.graphql(MAIL_LOG, {}, donor.token);
    expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(answer.body.data).toBeNull();
  });
});

describe('in production', () => {
  it('serves no development mailbox', async () => {
    const production = await startTestApi({ nodeEnv: 'production', mail: { smtpUrl: undefined, from: 'Sabil <no-reply@localhost>', disabled: true, pollIntervalMs: 200, timeoutMs: 5000 } });
    try {
      for (const path of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
        expect([path, (await fetch(`${production.url}${path}`)).status]).toEqual([path, 404]);
      }
      // The unsubscribe links in sent mail keep working there.
      expect((await fetch(`${production.url}/mail/unsubscribe?token=x`)).status).toBe(400);
    } finally {
      await production.close();
    }
  });
});

import { createHash } from 'node:crypto';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 19: "Forgot password?" on the embedded default (the development mailbox). One answer for
 * every address; a single-use link valid 30 minutes, kept only as a hash; the reset ends every
 * session and is an audit event; every bad link is 400 and changes nothing; requests are limited.
 */
let t: TestApi;
let serial = 0;

beforeAll(async () => {
  t = await startTestApi({ mail: { smtpUrl: undefined, from: 'Sabil <no-reply@localhost>', disabled: false, pollIntervalMs: 100, timeoutMs: 5000 } });
});
afterAll(() => t?.close());

const ME = '{ me { id } }';
const address = (role: string) => `reset-${role}-${++serial}.${process.pid}@example.org`;

async function registered(role: 'seeker' | 'donor' | 'admin', email: string, password: string): Promise<string> {
  const answer = await t.rest('POST', `/${role}/register`, { fullname: 'Amina Yusuf', email, password, language: 'ar' });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.token;
}

/** The reset link mailed to `email` (waits for the worker to put it in the development mailbox). */
async function resetLinkFor(email: string, count = 1): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const { messages } = (await (await fetch(`${t.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: any[] };
    const resets = messages.filter((m) => m.template === 'password_reset' && m.status === 'sent');
    if (resets.length >= count) return /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(resets[0].text)![0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${email}`);
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('forgot password', () => {
  it('mails a link in the person’s language; the link sets a new password once, ends every session, and is audited', async () => {
    const email = address('donor');
    const before = await registered('donor', email, 'old-secret');
    const other = (await t.rest('POST', '/donor/login', { email, password: 'old-secret' })).body.token;

    const asked = await t.rest('POST', '/donor/forgot-password', { email: email.toUpperCase() });
    expect(asked.status).toBe(202);
    const link = await resetLinkFor(email);
    expect(link).toMatch(/\/donor\/reset-password\?token=/);
    const { messages } = (await (await fetch(`${t.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: any[] };
    expect(messages[0]).toMatchObject({ language: 'ar' });
    // Only the token's hash is kept.
    const token = tokenOf(link);
    expect(await t.count('password_reset', `token_hash = '${createHash('sha256').update(token).digest('hex')}'`)).toBe(1);
    expect(await t.count('password_reset', `token_hash = '${token}'`)).toBe(0);

    const reset = await t.rest('POST', '/reset-password', { token, password: 'new-secret-1' });
    expect(reset.status).toBe(200);
    expect(reset.body.role).toBe('donor');
    for (const old of [before, other]) {
      const me = await t.graphql(ME, {}, old);
      expect(me.status).toBe(401);
      expect(me.body.errors[0].extensions.reason).toBe('SESSION_ENDED');
    }
    expect((await t.rest('POST', '/donor/login', { email, password: 'old-secret' })).status).toBe(401);
    expect((await t.rest('POST', '/donor/login', { email, password: 'new-secret-1' })).status).toBe(200);
    expect(await t.count('audit_event', `action = 'account.password_reset'`)).toBeGreaterThanOrEqual(1);

    // Once only.
    const again = await t.rest('POST', '/reset-password', { token, password: 'another-secret' });
    expect(again.status).toBe(400);
    expect(again.body.reason).toBe('RESET_LINK_INVALID');
    expect((await t.rest('POST', '/donor/login', { email, password: 'new-secret-1' })).status).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const rows = await t.count('password_reset');
    const unknown = await t.rest('POST', '/seeker/forgot-password', { email: address('nobody') });
    const email = address('seeker');
    await registered('seeker', email, 'secret-pass');
    const known = await t.rest('POST', '/seeker/forgot-password', { email });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    // Links are written by the queue, after the answer.
    await t.api.services.passwordReset.settled();
    expect(await t.count('password_reset')).toBe(rows + 1);
    // Another role's address is another account: nothing for a donor account of a seeker's address.
    expect((await t.rest('POST', '/donor/forgot-password', { email })).status).toBe(202);
    await t.api.services.passwordReset.settled();
    expect(await t.count('password_reset')).toBe(rows + 1);
  });

  it.each([
    ['an expired link', async (token: string) => (await t.db.dataSource.query(`UPDATE password_reset SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [createHash('sha256').update(token).digest('hex')]), token)],
    ['a tampered link', async (token: string) => `${token.slice(0, -2)}xy`],
    ['an unknown link', async () => 'A'.repeat(43)],
    ['a link far too long', async (token: string) => token.repeat(5)],
    ['no link at all', async () => ''],
  ])('refuses %s with 400 and changes nothing', async (_label, spoil) => {
    const email = address('seeker');
    const session = await registered('seeker', email, 'secret-pass');
    await t.rest('POST', '/seeker/forgot-password', { email });
    const token = await spoil(tokenOf(await resetLinkFor(email)));
    const answer = await t.rest('POST', '/reset-password', { token, password: 'changed-pass' });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('RESET_LINK_INVALID');
    expect((await t.graphql(ME, {}, session)).status).toBe(200);
    expect((await t.rest('POST', '/seeker/login', { email, password: 'secret-pass' })).status).toBe(200);
  });

  it("keeps the role's password rule (an admin's is 10 characters) and the link unspent when the password is refused", async () => {
    const email = address('admin');
    const first = await t.rest('POST', '/admin/register', { fullname: 'First', email: address('first-admin'), password: 'admin-password' });
    const adminToken = first.status === 201 ? first.body.token : undefined;
    const registeredAdmin = await t.rest('POST', '/admin/register', { fullname: 'Khadija', email, password: 'admin-password' }, adminToken);
    expect(registeredAdmin.status).toBe(201);
    await t.rest('POST', '/admin/forgot-password', { email });
    const token = tokenOf(await resetLinkFor(email));
    const short = await t.rest('POST', '/reset-password', { token, password: 'short-pw' });
    expect(short.status).toBe(400);
    expect(short.body.reason).toBe('PASSWORD_TOO_SHORT');
    // Through GraphQL this time: the role of the sign-in page that comes next.
    const done = await t.graphql('mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }', { token, password: 'a-longer-admin-password' });
    expect(done.body).toEqual({ data: { resetPassword: 'ADMIN' } });
  });

  describe('earlier links are spent (issue 28)', () => {
    const ask = (email: string) => t.rest('POST', '/donor/forgot-password', { email });
    const use = (token: string, password: string) => t.rest('POST', '/reset-password', { token, password });

    it('by a password change: a link mailed before it no longer works', async () => {
      const email = address('donor');
      const session = await registered('donor', email, 'old-secret');
      await ask(email);
      const token = tokenOf(await resetLinkFor(email));
      const changed = await t.rest('POST', '/donor/change-password', { currentPassword: 'old-secret', newPassword: 'changed-secret' }, session);
      expect(changed.status).toBe(200);
      const answer = await use(token, 'attacker-secret');
      expect(answer.status).toBe(400);
      expect(answer.body.reason).toBe('RESET_LINK_INVALID');
      expect((await t.rest('POST', '/donor/login', { email, password: 'changed-secret' })).status).toBe(200);
    });

    it('by a completed reset: no link mailed before it works afterwards, even one never used', async () => {
      const email = address('donor');
      await registered('donor', email, 'old-secret');
      await ask(email);
      const first = tokenOf(await resetLinkFor(email));
      expect((await use(first, 'first-new-secret')).status).toBe(200);
      // A link made before the reset, still unspent in the table (as a request racing the reset could leave it).
      const racing = 'R'.repeat(43);
      await t.db.dataSource.query(
        `INSERT INTO password_reset (account_id, token_hash, expires_at, token_version)
         SELECT id, $2, now() + interval '30 minutes', token_version - 1 FROM account WHERE role = 'donor' AND email = $1`,
        [email, createHash('sha256').update(racing).digest('hex')],
      );
      const answer = await use(racing, 'attacker-secret');
      expect(answer.status).toBe(400);
      expect(answer.body.reason).toBe('RESET_LINK_INVALID');
      expect((await t.rest('POST', '/donor/login', { email, password: 'first-new-secret' })).status).toBe(200);
    });

    it('by a newer request: only the newest link works', async () => {
      const email = address('donor');
      await registered('donor', email, 'old-secret');
      await ask(email);
      const older = tokenOf(await resetLinkFor(email));
      await ask(email);
      await resetLinkFor(email, 2);
      const { messages } = (await (await fetch(`${t.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: any[] };
      const newer = messages.map((m) => tokenOf(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(m.text)![0])).find((token) => token !== older)!;
      const stale = await use(older, 'attacker-secret');
      expect(stale.status).toBe(400);
      expect(stale.body.reason).toBe('RESET_LINK_INVALID');
      expect((await use(newer, 'newest-secret')).status).toBe(200);
    });
  });

  it('limits requests for one address (5 an hour) with 429, and answers GraphQL true', async () => {
    const email = address('donor');
    await registered('donor', email, 'secret-pass');
    const REQUEST = 'mutation Ask($email: String!) { requestPasswordReset(role: DONOR, email: $email) }';
    for (let i = 0; i < 5; i += 1) expect((await t.graphql(REQUEST, { email })).body).toEqual({ data: { requestPasswordReset: true } });
    const limited = await t.rest('POST', '/donor/forgot-password', { email });
    expect(limited.status).toBe(429);
    expect(limited.body.reason).toBe('TOO_MANY_RESET_REQUESTS');
    const bad = await t.rest('POST', '/donor/forgot-password', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
  });
});

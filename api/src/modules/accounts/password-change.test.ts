import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 19: a password changed while signed in (each role). The current password must be right;
 * every other session ends at once; this one goes on with the token answered; an audit event. A
 * wrong current password, a short new one or a stranger's token change nothing.
 */
let t: TestApi;
let serial = 0;

beforeAll(async () => {
  t = await startTestApi({ adminInviteCode: 'invite-code-0123456789' });
});
afterAll(() => t?.close());

const ME = '{ me { id email } }';
const CHANGE = 'mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { token step } }';
const reason = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.reason ?? answer.body.reason;

async function person(role: 'seeker' | 'donor' | 'admin', password: string) {
  const email = `change-${role}-${++serial}.${process.pid}@example.org`;
  const registered = await t.rest('POST', `/${role}/register`, { fullname: 'Hafsa Karim', email, password, inviteCode: 'invite-code-0123456789' });
  if (registered.status !== 201) throw new Error(JSON.stringify(registered.body));
  const other = (await t.rest('POST', `/${role}/login`, { email, password })).body.token as string;
  return { email, token: registered.body.token as string, other };
}

describe.each(['seeker', 'donor', 'admin'] as const)('a %s changes their password', (role) => {
  const old = role === 'admin' ? 'old-admin-password' : 'old-secret';

  it('ends every other session, keeps this one with a new token, and is audited', async () => {
    const { email, token, other } = await person(role, old);
    const changed = await t.graphql(CHANGE, { currentPassword: old, newPassword: 'the-new-password-1' }, token);
    expect(changed.body.errors).toBeUndefined();
    const fresh = changed.body.data.changePassword.token as string;
    for (const ended of [token, other]) {
      const me = await t.graphql(ME, {}, ended);
      expect(me.status).toBe(401);
      expect(reason(me)).toBe('SESSION_ENDED');
    }
    expect((await t.graphql(ME, {}, fresh)).body.data.me.email).toBe(email);
    expect((await t.rest('POST', `/${role}/login`, { email, password: old })).status).toBe(401);
    expect((await t.rest('POST', `/${role}/login`, { email, password: 'the-new-password-1' })).status).toBe(200);
    const [{ id }] = await t.db.dataSource.query('SELECT id FROM account WHERE email = $1', [email]);
    expect(await t.count('audit_event', `action = 'account.password_changed' AND subject_id = '${id}'`)).toBe(1);
  });

  it('refuses a wrong current password, a short new one and no session, and changes nothing', async () => {
    const { email, token } = await person(role, old);
    const wrong = await t.graphql(CHANGE, { currentPassword: 'not-it', newPassword: 'the-new-password-1' }, token);
    expect(reason(wrong)).toBe('CURRENT_PASSWORD_WRONG');
    expect(wrong.body.errors[0].extensions.field).toBe('currentPassword');
    const short = await t.rest('POST', `/${role}/change-password`, { currentPassword: old, newPassword: 'short' }, token);
    expect(short.status).toBe(400);
    expect(short.body.reason).toBe('PASSWORD_TOO_SHORT');
    expect((await t.rest('POST', `/${role}/change-password`, { currentPassword: old, newPassword: 'the-new-password-1' })).status).toBe(401);
    expect((await t.rest('POST', `/${role}/change-password`, { currentPassword: 1, newPassword: ['x'] }, token)).status).toBe(400);
    // Nothing changed: the session and the old password still work.
    expect((await t.graphql(ME, {}, token)).body.data.me.email).toBe(email);
    expect((await t.rest('POST', `/${role}/login`, { email, password: old })).status).toBe(200);
  });
});

it("answers another role's path 403 and stops guessing after the sign-in limit", async () => {
  const donor = await person('donor', 'donor-secret');
  expect((await t.rest('POST', '/seeker/change-password', { currentPassword: 'donor-secret', newPassword: 'whatever-1' }, donor.token)).status).toBe(403);
  const limit = t.config.rateLimit.perAccount;
  for (let i = 0; i < limit; i += 1) {
    expect(reason(await t.graphql(CHANGE, { currentPassword: `guess-${i}`, newPassword: 'the-new-password-1' }, donor.token))).toBe('CURRENT_PASSWORD_WRONG');
  }
  expect(reason(await t.graphql(CHANGE, { currentPassword: 'donor-secret', newPassword: 'the-new-password-1' }, donor.token))).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
});

import jwt from 'jsonwebtoken';
import { generate } from 'otplib';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 28: adding or removing a second factor and renewing the recovery codes need a fresh proof
 * — the password or a code from the authenticator app, within the last 5 minutes — not only a
 * session. A session older than that is refused (403 REAUTHENTICATION_REQUIRED) until
 * `reauthenticate` answers a new one.
 */
let t: TestApi;
let serial = 0;

beforeAll(async () => {
  t = await startTestApi({ adminSecondFactorRequired: false, adminInviteCode: 'invite-code-0123456789' });
});
afterAll(() => t?.close());

const PASSWORD = 'admin-password-123';
const START_TOTP = 'mutation { startTotpEnrolment { factorId secret } }';
const CONFIRM_TOTP = 'mutation ($factorId: ID!, $code: String!) { confirmTotpEnrolment(factorId: $factorId, code: $code) { factor { id } recoveryCodes } }';
const REMOVE = 'mutation ($id: ID!) { removeSecondFactor(id: $id) }';
const RENEW = 'mutation { renewRecoveryCodes }';
const REAUTH = 'mutation ($password: String, $code: String) { reauthenticate(password: $password, code: $code) { token step } }';
const reason = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.reason;

async function admin(): Promise<{ id: string; email: string; token: string }> {
  const email = `reauth-${++serial}.${process.pid}@example.org`;
  const answer = await t.rest('POST', '/admin/register', { fullname: 'Bilal Admin', email, password: PASSWORD, inviteCode: 'invite-code-0123456789' });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return { id: answer.body.admin._id, email, token: answer.body.token };
}

/** The same session, as if its last proof was `minutes` ago. */
async function provedAgo(id: string, minutes: number): Promise<string> {
  const [{ version }] = await t.db.dataSource.query('SELECT token_version AS version FROM account WHERE id = $1', [id]);
  const authTime = Math.floor(Date.now() / 1000) - minutes * 60;
  return jwt.sign({ role: 'admin', ver: version, auth_time: authTime }, t.config.jwtSecret, { algorithm: 'HS256', subject: id, issuer: 'sabil', expiresIn: 3600 });
}

async function withTotp(token: string) {
  const started = (await t.graphql(START_TOTP, {}, token)).body.data.startTotpEnrolment;
  const confirmed = await t.graphql(CONFIRM_TOTP, { factorId: started.factorId, code: await generate({ secret: started.secret }) }, token);
  expect(confirmed.body.errors).toBeUndefined();
  return { secret: started.secret as string, factorId: confirmed.body.data.confirmTotpEnrolment.factor.id as string };
}

describe('second-factor changes need a fresh proof', () => {
  it('refuses a session whose last proof is older than 5 minutes, for each change, and changes nothing', async () => {
    const { id, token } = await admin();
    const { factorId } = await withTotp(token);
    const stale = await provedAgo(id, 6);
    const pending = (await t.graphql(START_TOTP, {}, token)).body.data.startTotpEnrolment;
    for (const [query, variables] of [
      [START_TOTP, {}],
      [CONFIRM_TOTP, { factorId: pending.factorId, code: await generate({ secret: pending.secret }) }],
      ['mutation { startPasskeyEnrolment }', {}],
      [REMOVE, { id: factorId }],
      [RENEW, {}],
    ] as const) {
      const refused = await t.graphql(query, variables, stale);
      expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(reason(refused)).toBe('REAUTHENTICATION_REQUIRED');
    }
    expect(await t.count('second_factor', `account_id = '${id}' AND confirmed_at IS NOT NULL`)).toBe(1);
    // Reading the factors is no change: the security screen lists them (and offers the changes) to a stale session too.
    const listed = await t.graphql('{ mySecondFactors { factors { id kind } recoveryCodesLeft } }', {}, stale);
    expect(listed.body).toEqual({ data: { mySecondFactors: { factors: [{ id: factorId, kind: 'TOTP' }], recoveryCodesLeft: 10 } } });
    // A session proved 4 minutes ago may.
    expect((await t.graphql(RENEW, {}, await provedAgo(id, 4))).body.data.renewRecoveryCodes).toHaveLength(10);
  });

  it('answers a fresh session for the password or a code from the app; a wrong one is refused', async () => {
    const { id, token } = await admin();
    const { secret, factorId } = await withTotp(token);
    const stale = await provedAgo(id, 30);

    for (const wrong of [{ password: 'not-my-password' }, { code: '000000' }, {}, { password: PASSWORD, code: '123456' }]) {
      const refused = await t.graphql(REAUTH, wrong, stale);
      expect(reason(refused)).toBe('REAUTHENTICATION_WRONG');
    }
    const byPassword = await t.graphql(REAUTH, { password: PASSWORD }, stale);
    expect(byPassword.body.data.reauthenticate.step).toBe('COMPLETE');
    expect((await t.graphql(RENEW, {}, byPassword.body.data.reauthenticate.token)).body.data.renewRecoveryCodes).toHaveLength(10);

    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const byCode = await t.graphql(REAUTH, { code }, stale);
    expect(byCode.body.errors).toBeUndefined();
    expect((await t.graphql(REMOVE, { id: factorId }, byCode.body.data.reauthenticate.token)).body.data.removeSecondFactor).toBe(true);
    // Not for anyone without a session.
    expect(reason(await t.graphql(REAUTH, { password: PASSWORD }))).toBe('SIGN_IN_REQUIRED');
  });
});

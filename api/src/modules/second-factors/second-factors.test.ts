import { generate } from 'otplib';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 19: admins' second factor over GraphQL and REST, on a real database: authenticator apps
 * (codes computed here from the secret), passkeys (a software authenticator answering as a
 * browser would), recovery codes, and ADMIN_2FA=required.
 */
const WEB = 'http://localhost:3000';
const MAILBOX = { smtpUrl: undefined, from: 'Sabil <no-reply@localhost>', disabled: false, pollIntervalMs: 100, timeoutMs: 5000 };
let t: TestApi;
let serial = 0;

beforeAll(async () => {
  t = await startTestApi({ webOrigin: WEB, adminSecondFactorRequired: false, adminInviteCode: 'invite-code-0123456789', mail: MAILBOX });
});
afterAll(() => t?.close());

const ME = '{ me { id email } }';
const STATUS = '{ mySecondFactors { factors { id kind label lastUsedAt } recoveryCodesLeft required } }';
const START_TOTP = 'mutation { startTotpEnrolment { factorId secret uri qrSvg } }';
const CONFIRM_TOTP = `mutation ($factorId: ID!, $code: String!, $label: String) {
  confirmTotpEnrolment(factorId: $factorId, code: $code, label: $label) { factor { id kind label } recoveryCodes session { token step } }
}`;
const START_PASSKEY = 'mutation { startPasskeyEnrolment }';
const FINISH_PASSKEY = `mutation ($response: String!, $label: String) {
  finishPasskeyEnrolment(response: $response, label: $label) { factor { id kind label } recoveryCodes session { token step } }
}`;
const LOGIN = 'mutation ($email: String!, $password: String!) { login(role: ADMIN, input: { email: $email, password: $password }) { token step factorKinds } }';
const VERIFY = 'mutation ($input: SecondFactorInput!) { verifySecondFactor(input: $input) { token step account { email } } }';
const PASSWORD = 'admin-password-123';

async function admin(api: TestApi = t): Promise<{ email: string; token: string; step: string }> {
  const email = `admin-${++serial}.${process.pid}@example.org`;
  const answer = await api.rest('POST', '/admin/register', { fullname: 'Bilal Admin', email, password: PASSWORD, inviteCode: 'invite-code-0123456789', language: 'ur' });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return { email, token: answer.body.token, step: answer.body.step ?? 'complete' };
}

const reason = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.reason ?? answer.body.reason;

async function login(email: string, api: TestApi = t) {
  const answer = await api.graphql(LOGIN, { email, password: PASSWORD });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.login as { token: string; step: string; factorKinds: string[] };
}

async function enrolTotp(token: string, api: TestApi = t) {
  const started = (await api.graphql(START_TOTP, {}, token)).body.data.startTotpEnrolment;
  const code = await generate({ secret: started.secret });
  const confirmed = await api.graphql(CONFIRM_TOTP, { factorId: started.factorId, code, label: 'Phone' }, token);
  expect(confirmed.body.errors).toBeUndefined();
  return { secret: started.secret as string, ...confirmed.body.data.confirmTotpEnrolment };
}

async function enrolPasskey(token: string, key: SoftwareAuthenticator, api: TestApi = t) {
  const options = JSON.parse((await api.graphql(START_PASSKEY, {}, token)).body.data.startPasskeyEnrolment);
  const finished = await api.graphql(FINISH_PASSKEY, { response: JSON.stringify(key.register(options)), label: 'YubiKey' }, token);
  expect(finished.body.errors).toBeUndefined();
  return finished.body.data.finishPasskeyEnrolment;
}

/** A TOTP code of the next 30-second step: the current one was spent at enrolment. */
async function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

describe('authenticator apps and recovery codes', () => {
  it('enrols an app with a code from it, then asks for a code after the password; each code and recovery code works once; all of it audited', async () => {
    const { email, token } = await admin();
    expect((await login(email)).step).toBe('COMPLETE');

    const started = (await t.graphql(START_TOTP, {}, token)).body.data.startTotpEnrolment;
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/Sabil:.+secret=/);
    expect(started.qrSvg).toMatch(/^<svg/);
    // Not in use until confirmed: sign-in is unchanged, and a wrong code confirms nothing.
    expect((await login(email)).step).toBe('COMPLETE');
    const wrong = await t.graphql(CONFIRM_TOTP, { factorId: started.factorId, code: '000000' }, token);
    expect(reason(wrong)).toBe('ENROLMENT_CODE_WRONG');
    expect(reason(await t.graphql(CONFIRM_TOTP, { factorId: started.factorId, code: 'abcdef' }, token))).toBe('ENROLMENT_CODE_WRONG');
    expect(reason(await t.graphql(CONFIRM_TOTP, { factorId: 'not-an-id', code: '123456' }, token))).toBe('ENROLMENT_NOT_FOUND');
    const longName = await t.graphql(CONFIRM_TOTP, { factorId: started.factorId, code: '123456', label: 'x'.repeat(61) }, token);
    expect(reason(longName)).toBe('FACTOR_LABEL_INVALID');
    expect(longName.body.errors[0].extensions.field).toBe('label');
    const confirmed = await t.graphql(CONFIRM_TOTP, { factorId: started.factorId, code: await generate({ secret: started.secret }), label: 'Phone' }, token);
    const enrolled = confirmed.body.data.confirmTotpEnrolment;
    expect(enrolled.factor).toMatchObject({ kind: 'TOTP', label: 'Phone' });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    expect(enrolled.session).toBeNull();
    // The secret is sealed at rest, and codes are kept only as digests.
    expect(await t.count('second_factor', `totp_secret LIKE '%${started.secret}%'`)).toBe(0);
    expect(await t.count('recovery_code', `code_hash = '${enrolled.recoveryCodes[0]}'`)).toBe(0);
    expect((await t.graphql(STATUS, {}, token)).body.data.mySecondFactors).toMatchObject({ factors: [{ kind: 'TOTP', label: 'Phone' }], recoveryCodesLeft: 10, required: false });

    // After the password: a token for the second step only.
    const pending = await login(email);
    expect(pending).toMatchObject({ step: 'SECOND_FACTOR', factorKinds: ['TOTP'] });
    const refused = await t.graphql(ME, {}, pending.token);
    expect(refused.status).toBe(401);
    expect(reason(refused)).toBe('SECOND_FACTOR_REQUIRED');
    expect((await t.rest('GET', '/application/all', undefined, pending.token)).status).toBe(401);
    expect(reason(await t.graphql(START_TOTP, {}, pending.token))).toBe('SECOND_FACTOR_REQUIRED');

    expect(reason(await t.graphql(VERIFY, { input: { code: '123456' } }, pending.token))).toBe('SECOND_FACTOR_WRONG');
    expect(reason(await t.graphql(VERIFY, { input: {} }, pending.token))).toBe('SECOND_FACTOR_ANSWER_REQUIRED');
    expect(reason(await t.graphql(VERIFY, { input: { code: '123456', recoveryCode: 'x' } }, pending.token))).toBe('SECOND_FACTOR_ANSWER_REQUIRED');
    const code = await nextCode(started.secret);
    const verified = await t.graphql(VERIFY, { input: { code } }, pending.token);
    expect(verified.body.data.verifySecondFactor).toMatchObject({ step: 'COMPLETE', account: { email } });
    expect((await t.graphql(ME, {}, verified.body.data.verifySecondFactor.token)).body.data.me.email).toBe(email);
    // The same code again, on a new sign-in: refused.
    const again = await login(email);
    expect(reason(await t.graphql(VERIFY, { input: { code } }, again.token))).toBe('SECOND_FACTOR_WRONG');

    // A recovery code, written as a person might copy it: works once.
    const recovery = enrolled.recoveryCodes[3].toUpperCase().replace('-', ' ');
    const byRecovery = await t.rest('POST', '/admin/second-factor', { recoveryCode: recovery }, again.token);
    expect(byRecovery.status).toBe(200);
    expect(byRecovery.body).toMatchObject({ message: 'Login successful', admin: { email } });
    const third = await login(email);
    const reused = await t.rest('POST', '/admin/second-factor', { recoveryCode: recovery }, third.token);
    expect(reused.status).toBe(401);
    expect(reused.body.reason).toBe('SECOND_FACTOR_WRONG');
    expect((await t.graphql(STATUS, {}, byRecovery.body.token)).body.data.mySecondFactors.recoveryCodesLeft).toBe(9);

    const [{ id }] = (await t.db.dataSource.query('SELECT id FROM account WHERE email = $1', [email])) as { id: string }[];
    const actions = ((await t.db.dataSource.query('SELECT action FROM audit_event WHERE subject_id = $1 ORDER BY created_at', [id])) as { action: string }[]).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['account.second_factor_enrolled', 'account.recovery_code_used', 'account.sign_in']));
  });

  it('stops guessing: ten wrong answers in 15 minutes, then 429 even for the right code', async () => {
    const { email, token } = await admin();
    const { secret } = await enrolTotp(token);
    const pending = await login(email);
    for (let i = 0; i < 10; i += 1) expect(reason(await t.graphql(VERIFY, { input: { code: String(100000 + i) } }, pending.token))).toBe('SECOND_FACTOR_WRONG');
    const limited = await t.graphql(VERIFY, { input: { code: await nextCode(secret) } }, pending.token);
    expect(reason(limited)).toBe('TOO_MANY_SECOND_FACTOR_ATTEMPTS');
  });

  it('lets an admin remove a factor (optional here) and renew the recovery codes; others cannot touch them', async () => {
    const { email, token } = await admin();
    const { factor, recoveryCodes } = await enrolTotp(token);
    const renewed = (await t.graphql('mutation { renewRecoveryCodes }', {}, token)).body.data.renewRecoveryCodes as string[];
    expect(renewed).toHaveLength(10);
    const pending = await login(email);
    expect(reason(await t.graphql(VERIFY, { input: { recoveryCode: recoveryCodes[0] } }, pending.token))).toBe('SECOND_FACTOR_WRONG');

    const other = await admin();
    expect(reason(await t.graphql('mutation ($id: ID!) { removeSecondFactor(id: $id) }', { id: factor.id }, other.token))).toBe('FACTOR_NOT_FOUND');
    expect(reason(await t.graphql('mutation ($id: ID!) { removeSecondFactor(id: $id) }', { id: 'not-a-uuid' }, token))).toBe('FACTOR_NOT_FOUND');
    const donor = (await t.rest('POST', '/donor/register', { fullname: 'Donor', email: `donor-${serial}@example.org`, password: 'donor-pass' })).body.token;
    expect(reason(await t.graphql(START_TOTP, {}, donor))).toBe('ROLE_NOT_ALLOWED');
    expect(reason(await t.graphql(START_TOTP, {}))).toBe('SIGN_IN_REQUIRED');
    expect(reason(await t.graphql(VERIFY, { input: { code: '123456' } }, donor))).toBe('ENROLMENT_NOT_FOUND');

    expect((await t.graphql('mutation ($id: ID!) { removeSecondFactor(id: $id) }', { id: factor.id }, token)).body.data.removeSecondFactor).toBe(true);
    expect((await t.graphql(STATUS, {}, token)).body.data.mySecondFactors).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
    expect((await login(email)).step).toBe('COMPLETE');
    expect(reason(await t.graphql('mutation { renewRecoveryCodes }', {}, token))).toBe('NO_SECOND_FACTOR');
  });
});

describe('passkeys', () => {
  it('enrols a passkey and signs in with it over REST; a replayed, foreign or forged answer is refused', async () => {
    const { email, token } = await admin();
    const key = new SoftwareAuthenticator(WEB, 'localhost');
    const enrolled = await enrolPasskey(token, key);
    expect(enrolled.factor).toMatchObject({ kind: 'PASSKEY', label: 'YubiKey' });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    // The same authenticator twice is refused (its options exclude it; a forced answer adds nothing).
    const options = JSON.parse((await t.graphql(START_PASSKEY, {}, token)).body.data.startPasskeyEnrolment);
    expect(options.excludeCredentials).toHaveLength(1);
    expect(reason(await t.graphql(FINISH_PASSKEY, { response: JSON.stringify(key.register(options)) }, token))).toBe('PASSKEY_NOT_VERIFIED');
    expect(reason(await t.graphql(FINISH_PASSKEY, { response: '{not json' }, token))).toBe('PASSKEY_NOT_VERIFIED');

    const pending = await t.rest('POST', '/admin/login', { email, password: PASSWORD });
    expect(pending.body).toMatchObject({ step: 'second_factor', factorKinds: ['passkey'] });
    const request = await t.rest('POST', '/admin/second-factor/passkey-options', {}, pending.body.token);
    expect(request.status).toBe(200);
    expect(request.body.allowCredentials).toHaveLength(1);
    // Signed for another site: refused, and that challenge is spent.
    const foreign = await t.rest('POST', '/admin/second-factor', { passkeyResponse: key.authenticate(request.body, 'https://evil.example') }, pending.body.token);
    expect(foreign.status).toBe(401);
    const fresh = (await t.rest('POST', '/admin/second-factor/passkey-options', {}, pending.body.token)).body;
    const answer = key.authenticate(fresh);
    const forged = { ...answer, response: { ...answer.response, signature: Buffer.from('forged').toString('base64url') } };
    expect((await t.rest('POST', '/admin/second-factor', { passkeyResponse: forged }, pending.body.token)).status).toBe(401);
    const again = (await t.rest('POST', '/admin/second-factor/passkey-options', {}, pending.body.token)).body;
    const good = key.authenticate(again);
    const signedIn = await t.rest('POST', '/admin/second-factor', { passkeyResponse: good }, pending.body.token);
    expect(signedIn.status).toBe(200);
    expect((await t.graphql(ME, {}, signedIn.body.token)).body.data.me.email).toBe(email);
    // The same answer again: its challenge was spent.
    const next = await t.rest('POST', '/admin/login', { email, password: PASSWORD });
    expect((await t.rest('POST', '/admin/second-factor', { passkeyResponse: good }, next.body.token)).status).toBe(401);
    // Another admin's passkey does not open this account.
    const other = await admin();
    const otherKey = new SoftwareAuthenticator(WEB, 'localhost');
    await enrolPasskey(other.token, otherKey);
    const options2 = (await t.rest('POST', '/admin/second-factor/passkey-options', {}, next.body.token)).body;
    expect((await t.rest('POST', '/admin/second-factor', { passkeyResponse: otherKey.authenticate(options2) }, next.body.token)).status).toBe(401);
    // Bad bodies are 400, never 500.
    expect((await t.rest('POST', '/admin/second-factor', { passkeyResponse: 'x', code: '1' }, next.body.token)).status).toBe(400);
    expect((await t.rest('POST', '/admin/second-factor', [], next.body.token)).status).toBe(400);
  });
});

describe('ADMIN_2FA=required', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startTestApi({ webOrigin: WEB, adminSecondFactorRequired: true, adminInviteCode: 'invite-code-0123456789', mail: MAILBOX });
  });
  afterAll(() => strict?.close());

  it('sends an admin without a factor to enrolment and nowhere else; enrolling finishes the sign-in; the last factor stays', async () => {
    const registered = await admin(strict);
    expect(registered.step).toBe('enrol');
    const refused = await strict.graphql(ME, {}, registered.token);
    expect(refused.status).toBe(401);
    expect(reason(refused)).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await strict.rest('GET', '/application/all', undefined, registered.token)).body.reason).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect(reason(await strict.graphql(VERIFY, { input: { code: '123456' } }, registered.token))).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect(reason(await strict.graphql('mutation { renewRecoveryCodes }', {}, registered.token))).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');

    const login1 = await login(registered.email, strict);
    expect(login1.step).toBe('ENROL');
    expect((await strict.graphql(STATUS, {}, login1.token)).body.data.mySecondFactors).toMatchObject({ factors: [], required: true });
    const enrolled = await enrolTotp(login1.token, strict);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(enrolled.session.step).toBe('COMPLETE');
    const session = enrolled.session.token;
    expect((await strict.graphql(ME, {}, session)).body.data.me.email).toBe(registered.email);

    const remove = 'mutation ($id: ID!) { removeSecondFactor(id: $id) }';
    expect(reason(await strict.graphql(remove, { id: enrolled.factor.id }, session))).toBe('LAST_SECOND_FACTOR');
    const key = new SoftwareAuthenticator(WEB, 'localhost');
    const passkey = await enrolPasskey(session, key, strict);
    expect(passkey.recoveryCodes).toEqual([]);
    expect((await strict.graphql(remove, { id: enrolled.factor.id }, session)).body.data.removeSecondFactor).toBe(true);
    expect((await login(registered.email, strict)).factorKinds).toEqual(['PASSKEY']);
  });

  it('takes an enrolment sign-in token once, and only while the account has no factor (issue 28: a replay enrolled an attacker)', async () => {
    const registered = await admin(strict);
    const stolen = (await login(registered.email, strict)).token;
    const enrolled = await enrolTotp(registered.token, strict);
    expect(enrolled.session.step).toBe('COMPLETE');
    // The token that finished the sign-in, and another one given before the factor existed, open nothing more.
    for (const token of [registered.token, stolen]) {
      for (const operation of [START_TOTP, START_PASSKEY, STATUS]) {
        const replayed = await strict.graphql(operation, {}, token);
        expect(replayed.status).toBe(401);
        expect(reason(replayed)).toBe('ENROLMENT_SIGN_IN_SPENT');
      }
    }
    // Half-way enrolments made before the first factor was confirmed cannot be finished either.
    const racer = await admin(strict);
    const first = (await strict.graphql(START_TOTP, {}, racer.token)).body.data.startTotpEnrolment;
    const otherToken = (await login(racer.email, strict)).token;
    const key = new SoftwareAuthenticator(WEB, 'localhost');
    const options = JSON.parse((await strict.graphql(START_PASSKEY, {}, otherToken)).body.data.startPasskeyEnrolment);
    const confirmed = await strict.graphql(CONFIRM_TOTP, { factorId: first.factorId, code: await generate({ secret: first.secret }) }, racer.token);
    expect(confirmed.body.data.confirmTotpEnrolment.session.step).toBe('COMPLETE');
    const late = await strict.graphql(FINISH_PASSKEY, { response: JSON.stringify(key.register(options)) }, otherToken);
    expect(reason(late)).toBe('ENROLMENT_SIGN_IN_SPENT');
    const factors = await strict.db.dataSource.query('SELECT count(*)::int AS n FROM second_factor f JOIN account a ON a.id = f.account_id WHERE a.email = $1', [racer.email]);
    expect(factors[0].n).toBe(1);
  });
});

describe('a new sign-in to an admin account', () => {
  it('is mailed in the admin’s language when it comes from an address new to the account, not from a known one', async () => {
    const { email } = await admin();
    const [row] = (await t.db.dataSource.query('SELECT id FROM account WHERE email = $1', [email])) as { id: string }[];
    const account = (await t.api.services.accounts.findById(row!.id))!;
    await t.api.services.accounts.finishSignIn(account, '203.0.113.9');
    await t.api.services.accounts.finishSignIn(account, '203.0.113.9');
    await login(email);
    let notices: any[] = [];
    for (let i = 0; i < 100 && notices.length === 0; i += 1) {
      const { messages } = (await (await fetch(`${t.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: any[] };
      notices = messages.filter((m) => m.template === 'admin_sign_in' && m.status === 'sent');
      if (notices.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ language: 'ur' });
    expect(notices[0].text).toContain('203.0.113.9');
  });
});

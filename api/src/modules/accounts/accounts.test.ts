import jwt from 'jsonwebtoken';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../test/test-api';

const REGISTER = `mutation Register($role: Role!, $input: RegisterInput!) {
  register(role: $role, input: $input) { token account { id fullname email role createdAt } }
}`;
const LOGIN = `mutation Login($role: Role!, $input: LoginInput!) {
  login(role: $role, input: $input) { token account { id fullname email role } }
}`;
const ME = `query Me { me { id fullname email role } }`;

const ROLES = ['seeker', 'donor', 'admin'] as const;
type RoleName = (typeof ROLES)[number];
const gqlRole = (role: RoleName) => role.toUpperCase();
const strongPassword = 'correct horse battery';

let t: TestApi;
let serial = 0;
/** The first admin's token (registered by the admin sign-in tests), to register other admins with. */
let firstAdminToken: string | undefined;
/** A fresh address per test, so tests do not depend on each other's accounts. */
const email = (label: string) => `${label}.${++serial}@example.org`;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.close();
});

describe.each(ROLES)('%s sign-in', (role) => {
  // The first admin may register freely; later ones need the first admin's token.
  let adminToken: string | undefined;
  beforeAll(async () => {
    if (role !== 'admin') return;
    const first = await t.rest('POST', '/admin/register', { fullname: 'First Admin', email: email('first-admin'), password: strongPassword });
    adminToken = first.body.token;
    firstAdminToken = adminToken;
  });

  it('registers and logs in through GraphQL, and the token identifies the account', async () => {
    const address = email(`${role}-gql`);
    const registered = await t.graphql(
      REGISTER,
      { role: gqlRole(role), input: { fullname: 'Amina Yusuf', email: address.toUpperCase(), password: strongPassword } },
      adminToken,
    );
    expect(registered.status).toBe(200);
    expect(registered.body.errors).toBeUndefined();
    expect(registered.body.data.register.account).toMatchObject({ fullname: 'Amina Yusuf', email: address, role: gqlRole(role) });

    const loggedIn = await t.graphql(LOGIN, { role: gqlRole(role), input: { email: address, password: strongPassword } });
    expect(loggedIn.body.errors).toBeUndefined();
    const { token, account } = loggedIn.body.data.login;
    expect(account.id).toBe(registered.body.data.register.account.id);

    const claims = jwt.decode(token, { complete: true })!;
    expect(claims.header.alg).toBe('HS256');
    expect(claims.payload).toMatchObject({ sub: account.id, role });
    expect((claims.payload as jwt.JwtPayload).exp).toBeGreaterThan(Date.now() / 1000);

    const me = await t.graphql(ME, {}, token);
    expect(me.body.data.me).toEqual({ id: account.id, fullname: 'Amina Yusuf', email: address, role: gqlRole(role) });
  });

  it(`registers and logs in through REST at /${role}/register and /${role}/login`, async () => {
    const address = email(`${role}-rest`);
    const registered = await t.rest('POST', `/${role}/register`, { fullname: 'Bilal Khan', email: address, password: strongPassword }, adminToken);
    expect(registered.status).toBe(201);
    expect(registered.body.token).toEqual(expect.any(String));
    expect(registered.body[role]).toEqual({ _id: expect.any(String), fullname: 'Bilal Khan', name: 'Bilal Khan', email: address, role });
    expect(JSON.stringify(registered.body)).not.toMatch(/argon2|password/i);

    const loggedIn = await t.rest('POST', `/${role}/login`, { email: ` ${address.toUpperCase()} `, password: strongPassword });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body[role]._id).toBe(registered.body[role]._id);
    if (role === 'admin') expect(loggedIn.body.message).toEqual(expect.any(String));
    const me = await t.graphql(ME, {}, loggedIn.body.token);
    expect(me.body.data.me.email).toBe(address);
  });

  it('refuses a duplicate email (any case) with 409 and writes nothing', async () => {
    const address = email(`${role}-dup`);
    await t.rest('POST', `/${role}/register`, { fullname: 'Once', email: address, password: strongPassword }, adminToken);
    const before = await t.count('account');

    const again = await t.rest('POST', `/${role}/register`, { fullname: 'Twice', email: address.toUpperCase(), password: strongPassword }, adminToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);

    const viaGraphql = await t.graphql(REGISTER, { role: gqlRole(role), input: { fullname: 'Twice', email: address, password: strongPassword } }, adminToken);
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: expect.stringMatching(/already exists/), extensions: { code: 'CONFLICT' } });
    expect(await t.count('account')).toBe(before);
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const address = email(`${role}-wrong`);
    await t.rest('POST', `/${role}/register`, { fullname: 'Careful', email: address, password: strongPassword }, adminToken);
    const rest = await t.rest('POST', `/${role}/login`, { email: address, password: 'not the password' });
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe('Invalid email or password');
    expect(rest.body.token).toBeUndefined();

    const gql = await t.graphql(LOGIN, { role: gqlRole(role), input: { email: address, password: 'not the password' } });
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    expect(gql.body.data).toBeNull();
  });

  it('refuses an unknown email with the same 401 as a wrong password', async () => {
    const rest = await t.rest('POST', `/${role}/login`, { email: email('nobody'), password: strongPassword });
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe('Invalid email or password');
  });
});

describe('registration input', () => {
  const validFor = (role: RoleName) => ({ fullname: 'Valid Name', email: email(`${role}-input`), password: strongPassword });

  it.each(['seeker', 'donor'] as const)('refuses a %s password shorter than 6 characters and writes nothing', async (role) => {
    const before = await t.count('account');
    const rest = await t.rest('POST', `/${role}/register`, { ...validFor(role), password: '12345' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({
      message: 'Password must be at least 6 characters',
      code: 'BAD_USER_INPUT',
      reason: 'PASSWORD_TOO_SHORT',
      values: { minimum: 6 },
      errors: [{ msg: 'Password must be at least 6 characters', param: 'password', reason: 'PASSWORD_TOO_SHORT', values: { minimum: 6 } }],
    });
    const gql = await t.graphql(REGISTER, { role: gqlRole(role), input: { ...validFor(role), password: '12345' } });
    expect(gql.body.errors[0]).toMatchObject({
      message: 'Password must be at least 6 characters',
      extensions: { code: 'BAD_USER_INPUT', reason: 'PASSWORD_TOO_SHORT', field: 'password', values: { minimum: 6 } },
    });
    expect(await t.count('account')).toBe(before);
  });

  it('accepts a 6-character seeker password', async () => {
    const rest = await t.rest('POST', '/seeker/register', { ...validFor('seeker'), password: '123456' });
    expect(rest.status).toBe(201);
  });

  it('refuses an admin password shorter than 10 characters (admins see every ID document)', async () => {
    const before = await t.count('account');
    const rest = await t.rest('POST', '/admin/register', { ...validFor('admin'), password: '123456789' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('Password must be at least 10 characters');
    expect(await t.count('account')).toBe(before);
  });

  it.each([
    ['fullname', { fullname: '' }, 'Full name is required'],
    ['fullname', { fullname: '   ' }, 'Full name is required'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: 'a b@example.org' }, 'Please enter a valid email address'],
    ['email', { email: 42 }, 'Email must be text'],
    ['password', { password: null }, 'Password is required'],
    ['password', { password: ['secret123'] }, 'Password must be text'],
    ['password', { password: 'x'.repeat(201) }, 'Password must be at most 200 characters'],
    ['fullname', { fullname: 'n'.repeat(121) }, 'Full name must be at most 120 characters'],
  ])('refuses a bad %s (%j) with 400 "%s" and writes nothing', async (param, change, message) => {
    const before = await t.count('account');
    const answer = await t.rest('POST', '/donor/register', { ...validFor('donor'), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ msg: message, param, reason: expect.stringMatching(/^[A-Z_]+$/) }));
    expect(await t.count('account')).toBe(before);
  });

  it('lists every missing field at once', async () => {
    const answer = await t.rest('POST', '/seeker/register', {});
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { param: string }) => e.param)).toEqual(['fullname', 'email', 'password']);
  });

  it('refuses a body that is not JSON, or not an object, with 400', async () => {
    const broken = await t.rest('POST', '/seeker/login', '{"email": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/not valid JSON/);
    const array = await t.rest('POST', '/seeker/login', [1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.message).toMatch(/JSON object/);
  });

  it('refuses wrong GraphQL types before any resolver runs', async () => {
    const answer = await t.graphql(REGISTER, { role: 'OWNER', input: { fullname: 'x', email: 'x@example.org', password: 7 } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('roles are separate', () => {
  it('does not let a donor sign in at the seeker login (401)', async () => {
    const address = email('donor-only');
    await t.rest('POST', '/donor/register', { fullname: 'Donor Only', email: address, password: strongPassword });
    const answer = await t.rest('POST', '/seeker/login', { email: address, password: strongPassword });
    expect(answer.status).toBe(401);
  });

  it('lets one email hold a seeker and a donor account', async () => {
    const address = email('both');
    expect((await t.rest('POST', '/seeker/register', { fullname: 'Both', email: address, password: strongPassword })).status).toBe(201);
    expect((await t.rest('POST', '/donor/register', { fullname: 'Both', email: address, password: strongPassword })).status).toBe(201);
  });
});

describe('tokens', () => {
  let seeker: { token: string; id: string };
  beforeAll(async () => {
    const answer = await t.rest('POST', '/seeker/register', { fullname: 'Token Holder', email: email('token'), password: strongPassword });
    seeker = { token: answer.body.token, id: answer.body.seeker._id };
  });

  const forged = () => ({
    'signed with another secret': jwt.sign({ role: 'admin' }, 'another-secret-another-secret-another-secret', {
      subject: seeker.id,
      issuer: 'sabil',
    }),
    expired: jwt.sign({ role: 'seeker', exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, { subject: seeker.id, issuer: 'sabil' }),
    'alg none': jwt.sign({ role: 'admin', iss: 'sabil', sub: seeker.id }, '', { algorithm: 'none' }),
    'HS512 with our secret': jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { algorithm: 'HS512', subject: seeker.id, issuer: 'sabil' }),
    'an unknown role': jwt.sign({ role: 'owner' }, TEST_JWT_SECRET, { subject: seeker.id, issuer: 'sabil' }),
    garbage: 'not.a.token',
  });

  it.each(['signed with another secret', 'expired', 'alg none', 'HS512 with our secret', 'an unknown role', 'garbage'])(
    'refuses a token %s with 401 on GraphQL and REST',
    async (kind) => {
      const token = forged()[kind as keyof ReturnType<typeof forged>];
      const gql = await t.graphql(ME, {}, token);
      expect(gql.status).toBe(401);
      expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(gql.body.errors[0].message).toMatch(kind === 'expired' ? /expired/ : /not valid/);
      const reason = kind === 'expired' ? 'SESSION_EXPIRED' : 'TOKEN_INVALID';
      expect(gql.body.errors[0].extensions.reason).toBe(reason);

      const before = await t.count('account');
      const rest = await t.rest('POST', '/admin/register', { fullname: 'Intruder', email: email('intruder'), password: strongPassword }, token);
      expect(rest.status).toBe(401);
      expect(rest.body).toMatchObject({ code: 'UNAUTHENTICATED', reason, message: expect.any(String) });
      expect(await t.count('account')).toBe(before);
    },
  );

  it('refuses a malformed Authorization header with 401', async () => {
    const answer = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${seeker.token}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(answer.status).toBe(401);
    const body = (await answer.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'AUTHORIZATION_HEADER_MALFORMED' });
  });

  it('asks for a sign-in when `me` is called without a token', async () => {
    const answer = await t.graphql(ME);
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0]).toMatchObject({ message: 'Please sign in first.', extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' } });
  });
});

describe('signing out everywhere (issue 19)', () => {
  const OUT = 'mutation { signOutEverywhere }';

  it.each(ROLES)('ends every %s session at once, on GraphQL and REST, the shared list included; a new sign-in works', async (role) => {
    const address = email(`${role}-everywhere`);
    const first = role === 'admin'
      ? await t.rest('POST', '/admin/register', { fullname: 'Everywhere', email: address, password: strongPassword }, firstAdminToken)
      : await t.rest('POST', `/${role}/register`, { fullname: 'Everywhere', email: address, password: strongPassword });
    expect(first.status).toBe(201);
    const phone = first.body.token as string;
    const laptop = (await t.rest('POST', `/${role}/login`, { email: address, password: strongPassword })).body.token as string;
    // Both sessions work, and the donor's shared list has been answered (and cached) for this token.
    for (const token of [phone, laptop]) expect((await t.graphql(ME, {}, token)).body.data.me.email).toBe(address);
    if (role === 'donor') expect((await t.graphql('{ approvedApplications(first: 5) { nodes { id } } }', {}, laptop)).status).toBe(200);
    const events = await t.count('audit_event', `action = 'account.signed_out_everywhere'`);

    const out = await t.graphql(OUT, {}, phone);
    expect(out.body).toEqual({ data: { signOutEverywhere: true } });

    for (const token of [phone, laptop]) {
      const gql = await t.graphql(ME, {}, token);
      expect(gql.status).toBe(401);
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
      if (role === 'donor') {
        const cached = await t.graphql('{ approvedApplications(first: 5) { nodes { id } } }', {}, token);
        expect(cached.status).toBe(401);
        const rest = await t.rest('GET', `/api/donations/gethistory/${first.body.donor._id}`, undefined, token);
        expect(rest.status).toBe(401);
        expect(rest.body.reason).toBe('SESSION_ENDED');
      }
    }
    expect(await t.count('audit_event', `action = 'account.signed_out_everywhere'`)).toBe(events + 1);
    const again = (await t.rest('POST', `/${role}/login`, { email: address, password: strongPassword })).body.token as string;
    expect((await t.graphql(ME, {}, again)).body.data.me.email).toBe(address);
    // Signing out again ends that one too.
    expect((await t.graphql(OUT, {}, again)).body.data.signOutEverywhere).toBe(true);
    expect((await t.graphql(ME, {}, again)).status).toBe(401);
  });

  it('needs a signed-in caller (401) and changes nothing', async () => {
    const events = await t.count('audit_event');
    const anonymous = await t.graphql(OUT);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.reason).toBe('SIGN_IN_REQUIRED');
    expect(await t.count('audit_event')).toBe(events);
  });

  it('refuses a token that claims a version the account never had', async () => {
    const answer = await t.rest('POST', '/seeker/register', { fullname: 'Future', email: email('future'), password: strongPassword });
    const future = jwt.sign({ role: 'seeker', ver: 7 }, TEST_JWT_SECRET, { subject: answer.body.seeker._id, issuer: 'sabil' });
    expect((await t.graphql(ME, {}, future)).body.errors[0].extensions.reason).toBe('SESSION_ENDED');
    const negative = jwt.sign({ role: 'seeker', ver: -1 }, TEST_JWT_SECRET, { subject: answer.body.seeker._id, issuer: 'sabil' });
    expect((await t.graphql(ME, {}, negative)).body.errors[0].extensions.reason).toBe('TOKEN_INVALID');
  });
});

describe('admin registration (DESIGN §4)', () => {
  // A separate API with an invite code and its own empty database, so "no admin yet" is true.
  let a: TestApi;
  const inviteCode = 'invite-code-for-tests-only';
  beforeAll(async () => {
    a = await startTestApi({ adminInviteCode: inviteCode });
  });
  afterAll(async () => {
    await a.close();
  });
  const admin = (label: string) => ({ fullname: 'Admin Person', email: email(label), password: strongPassword });

  it('is open while no admin exists, then closed with 403 and a message; nothing is written', async () => {
    const first = await a.rest('POST', '/admin/register', admin('admin-first'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: expect.any(String), token: expect.any(String), admin: { role: 'admin' } });

    const closed = await a.rest('POST', '/admin/register', admin('admin-second'));
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/Admin registration is closed/);

    const wrongCode = await a.rest('POST', '/admin/register', { ...admin('admin-wrong-code'), inviteCode: 'guess-guess-guess' });
    expect(wrongCode.status).toBe(403);

    const viaGraphql = await a.graphql(REGISTER, { role: 'ADMIN', input: admin('admin-gql') });
    expect(viaGraphql.body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/closed/) });
    expect(await a.count('account', `role = 'admin'`)).toBe(1);
  });

  it('refuses a seeker or donor token (wrong role) with 403', async () => {
    const donor = await a.rest('POST', '/donor/register', { fullname: 'Donor', email: email('donor-tries-admin'), password: strongPassword });
    const answer = await a.rest('POST', '/admin/register', admin('admin-by-donor'), donor.body.token);
    expect(answer.status).toBe(403);
    expect(await a.count('account', `role = 'admin'`)).toBe(1);
  });

  it('accepts the invite code', async () => {
    const answer = await a.rest('POST', '/admin/register', { ...admin('admin-invited'), inviteCode });
    expect(answer.status).toBe(201);
  });

  it("accepts an admin's token", async () => {
    const login = await a.graphql(REGISTER, { role: 'ADMIN', input: admin('admin-by-admin') }, await adminToken(a));
    expect(login.body.errors).toBeUndefined();
    expect(login.body.data.register.account.role).toBe('ADMIN');
  });

  it('lets only one of two simultaneous "first admin" registrations through', async () => {
    const fresh = await startTestApi();
    try {
      const answers = await Promise.all([
        fresh.rest('POST', '/admin/register', admin('race-a')),
        fresh.rest('POST', '/admin/register', admin('race-b')),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 403]);
      expect(await fresh.count('account', `role = 'admin'`)).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  async function adminToken(api: TestApi) {
    const rows = await api.db.dataSource.query(`SELECT email FROM account WHERE role = 'admin' ORDER BY created_at LIMIT 1`);
    const answer = await api.rest('POST', '/admin/login', { email: rows[0].email, password: strongPassword });
    return answer.body.token as string;
  }
});

describe('rate limits on sign-in and registration', () => {
  it('locks one account after repeated failed logins with 429, even with the right password', async () => {
    const limited = await startTestApi({ rateLimit: { windowSeconds: 600, perIp: 100, perAccount: 3 } });
    try {
      const address = email('locked');
      await limited.rest('POST', '/donor/register', { fullname: 'Locked', email: address, password: strongPassword });
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.rest('POST', '/donor/login', { email: address, password: 'wrong-password' })).status).toBe(401);
      }
      const locked = await limited.rest('POST', '/donor/login', { email: address, password: strongPassword });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many attempts/);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

      const gql = await limited.graphql(LOGIN, { role: 'DONOR', input: { email: address, password: strongPassword } });
      expect(gql.status).toBe(429);
      expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

      // Another account from the same address is not locked.
      const other = email('not-locked');
      await limited.rest('POST', '/donor/register', { fullname: 'Free', email: other, password: strongPassword });
      expect((await limited.rest('POST', '/donor/login', { email: other, password: strongPassword })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts parallel guesses before checking them: of 30 at once, only the limit are checked', async () => {
    const limited = await startTestApi({ rateLimit: { windowSeconds: 600, perIp: 1000, perAccount: 5 } });
    try {
      const address = email('raced');
      await limited.rest('POST', '/donor/register', { fullname: 'Raced', email: address, password: strongPassword });
      const answers = await Promise.all(Array.from({ length: 30 }, () => limited.rest('POST', '/donor/login', { email: address, password: 'wrong-password' })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      expect((await limited.rest('POST', '/donor/login', { email: address, password: strongPassword })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts and locks an account whose email is as long as allowed (254 characters)', async () => {
    const limited = await startTestApi({ rateLimit: { windowSeconds: 600, perIp: 1000, perAccount: 2 } });
    try {
      const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`;
      expect(address).toHaveLength(254);
      expect((await limited.rest('POST', '/donor/register', { fullname: 'Long', email: address, password: strongPassword })).status).toBe(201);
      for (let i = 0; i < 2; i += 1) expect((await limited.rest('POST', '/donor/login', { email: address, password: 'wrong-password' })).status).toBe(401);
      expect((await limited.rest('POST', '/donor/login', { email: address, password: strongPassword })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('clears the count when a sign-in succeeds', async () => {
    const limited = await startTestApi({ rateLimit: { windowSeconds: 600, perIp: 1000, perAccount: 3 } });
    try {
      const address = email('forgetful');
      await limited.rest('POST', '/donor/register', { fullname: 'Forgetful', email: address, password: strongPassword });
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 2; i += 1) expect((await limited.rest('POST', '/donor/login', { email: address, password: 'wrong-password' })).status).toBe(401);
        expect((await limited.rest('POST', '/donor/login', { email: address, password: strongPassword })).status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per IP address with 429 and writes nothing once limited', async () => {
    const limited = await startTestApi({ rateLimit: { windowSeconds: 600, perIp: 4, perAccount: 100 } });
    try {
      for (let i = 0; i < 4; i += 1) {
        const answer = await limited.rest('POST', '/seeker/register', { fullname: 'Many', email: email('many'), password: strongPassword });
        expect(answer.status).toBe(201);
      }
      const before = await limited.count('account');
      const refused = await limited.rest('POST', '/seeker/register', { fullname: 'Many', email: email('many'), password: strongPassword });
      expect(refused.status).toBe(429);
      expect(await limited.count('account')).toBe(before);
      expect((await limited.rest('POST', '/seeker/login', { email: 'x@example.org', password: strongPassword })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

import { loadConfig } from '../config/config';
import { account } from '../test/giving';
import { startTestApi, type TestApi } from '../test/test-api';
import { rateLimitAddress } from './client-address';

/**
 * Limits a client cannot step around (issue 16): an owner is not locked out by strangers guessing
 * their password from elsewhere, while guessing from many addresses stays bounded and its lockouts
 * grow; an IPv6 client is counted by its /64; only the proxies named in TRUST_PROXY are believed;
 * unknown API keys are refused per address before any lookup; a production deployment's first admin
 * needs a code. Addresses are played through X-Forwarded-For from loopback, which the API is told
 * to trust, as it would trust its own proxy.
 */

const PASSWORD = 'correct-horse-battery';

async function post(t: TestApi, path: string, body: unknown, from?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

let serial = 0;
const email = (label: string) => `${label}.${process.pid}.${(serial += 1)}@example.org`;

describe('rateLimitAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('counts %s as %s', (address, expected) => {
    expect(rateLimitAddress(address)).toBe(expected);
  });
});

describe('signing in while strangers guess the password', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ trustProxy: ['loopback'], rateLimit: { windowSeconds: 600, perIp: 1000, perAccount: 5 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the owner in from an address they signed in from, after 20 wrong guesses from 20 other addresses', async () => {
    const owner = email('owner');
    expect((await post(t, '/admin/register', { fullname: 'Owner', email: owner, password: PASSWORD }, '198.51.100.7')).status).toBe(201);
    const answers = [];
    for (let i = 1; i <= 20; i += 1) answers.push((await post(t, '/admin/login', { email: owner, password: 'wrong-guess' }, `203.0.113.${i}`)).status);
    // Five guesses from new addresses are checked, then the account is closed to new addresses.
    expect(answers.filter((status) => status === 401)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(15);
    const fromStranger = await post(t, '/admin/login', { email: owner, password: PASSWORD }, '203.0.113.99');
    expect(fromStranger.status).toBe(429);
    expect(Number(fromStranger.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner's own address is not affected.
    expect((await post(t, '/admin/login', { email: owner, password: PASSWORD }, '198.51.100.7')).status).toBe(200);
  });

  it('still stops a guesser at the owner\'s own address after the limit (the strict per-address count)', async () => {
    const owner = email('shared-address');
    await post(t, '/donor/register', { fullname: 'Owner', email: owner, password: PASSWORD }, '198.51.100.8');
    for (let i = 0; i < 5; i += 1) expect((await post(t, '/donor/login', { email: owner, password: 'wrong-guess' }, '198.51.100.8')).status).toBe(401);
    expect((await post(t, '/donor/login', { email: owner, password: PASSWORD }, '198.51.100.8')).status).toBe(429);
  });

  it('lets an owner in from a new address when nobody is guessing, and remembers that address', async () => {
    const owner = email('travelling');
    await post(t, '/donor/register', { fullname: 'Traveller', email: owner, password: PASSWORD }, '198.51.100.9');
    expect((await post(t, '/donor/login', { email: owner, password: PASSWORD }, '192.0.2.44')).status).toBe(200);
  });
});

describe('lockouts from new addresses grow', () => {
  it('closes the account to new addresses for the window, then for twice the window', async () => {
    const t = await startTestApi({ trustProxy: ['loopback'], rateLimit: { windowSeconds: 2, perIp: 1000, perAccount: 2 } });
    try {
      const owner = email('growing');
      await post(t, '/donor/register', { fullname: 'Owner', email: owner, password: PASSWORD }, '198.51.100.20');
      const guess = (i: number) => post(t, '/donor/login', { email: owner, password: 'wrong-guess' }, `203.0.113.${i}`);
      expect([(await guess(1)).status, (await guess(2)).status]).toEqual([401, 401]);
      const first = await guess(3);
      expect(first.status).toBe(429);
      expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 2200));
      expect([(await guess(4)).status, (await guess(5)).status]).toEqual([401, 401]);
      const second = await guess(6);
      expect(second.status).toBe(429);
      // The second lockout lasts the window doubled: more than one window is left of it.
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(2);
    } finally {
      await t.close();
    }
  });
});

describe('per-address limits and IPv6', () => {
  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const t = await startTestApi({ trustProxy: ['loopback'], rateLimit: { windowSeconds: 600, perIp: 3, perAccount: 100 } });
    try {
      const register = (from: string) => post(t, '/seeker/register', { fullname: 'Many', email: email('v6'), password: PASSWORD }, from);
      expect((await register('2001:db8:1:2::1')).status).toBe(201);
      expect((await register('2001:db8:1:2::2')).status).toBe(201);
      expect((await register('2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(201);
      expect((await register('2001:db8:1:2::abcd')).status).toBe(429);
      expect((await register('2001:db8:1:3::1')).status).toBe(201);
      expect((await register('::ffff:192.0.2.1')).status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('counts stories per client address too, so new seeker accounts from one /64 do not reset it', async () => {
    const t = await startTestApi({ trustProxy: ['loopback'], storyLimit: { windowSeconds: 600, perSeeker: 100, perIp: 2 } });
    try {
      const share = async (from: string) => {
        const seeker = await account(t, 'seeker');
        const form = new FormData();
        form.set('title', 'Our Umrah');
        form.set('description', 'We walked together.');
        const answer = await fetch(`${t.url}/stories/submit`, { method: 'POST', headers: { authorization: `Bearer ${seeker.token}`, 'x-forwarded-for': from }, body: form });
        return { status: answer.status, reason: ((await answer.json()) as { reason?: string }).reason };
      };
      expect((await share('2001:db8:5:6::1')).status).toBe(201);
      expect((await share('2001:db8:5:6::2')).status).toBe(201);
      expect(await share('2001:db8:5:6:abcd::9')).toEqual({ status: 429, reason: 'TOO_MANY_STORIES' });
      expect(await t.count('story')).toBe(2);
      expect((await share('2001:db8:5:7::1')).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('refuses "true" (believe anything), and takes a hop count or proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe any address/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16, loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', 'loopback', 'fd00::/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const bad of ['10.0.0.2/33', 'proxy.example', '11', '10.0.0.0/8/1']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('with TRUST_PROXY=1 (one proxy), believes only the address that proxy saw: a client cannot choose its own', async () => {
    const t = await startTestApi({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy, rateLimit: { windowSeconds: 600, perIp: 3, perAccount: 100 } });
    try {
      const statuses = [];
      // The client writes a fresh address each time at the front; the proxy appends the real one.
      for (let i = 1; i <= 4; i += 1) {
        statuses.push((await post(t, '/seeker/register', { fullname: 'Spoof', email: email('spoof'), password: PASSWORD }, `10.9.9.${i}, 203.0.113.50`)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('unknown API keys', () => {
  it('are refused per address before any lookup once too many came from it; other addresses are not', async () => {
    const t = await startTestApi({ trustProxy: ['loopback'], apiKeyLimit: { windowSeconds: 60, perKey: 1000, invalidPerIp: 3 } });
    try {
      const admin = await account(t, 'admin');
      const created = await t.graphql(`mutation { createApiKey(input: { name: "Limits", scopes: [STORIES_READ] }) { secret } }`, {}, admin.token);
      const key = created.body.data.createApiKey.secret as string;
      const query = (credential: string, from: string) =>
        post(t, '/graphql', { query: '{ errorReasons { reason } }' }, from, { authorization: `Bearer ${credential}` });
      const forged = `sabil_key_00000000_${'0'.repeat(64)}`;
      for (let i = 0; i < 3; i += 1) expect((await query(forged, '203.0.113.70')).status).toBe(401);
      const refused = await query(forged, '203.0.113.70');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((refused.body.errors as { extensions: { reason: string } }[])[0]!.extensions.reason).toBe('TOO_MANY_INVALID_API_KEYS');
      // Not even a real key is looked up from that address for a while...
      expect((await query(key, '203.0.113.70')).status).toBe(429);
      // ...while the same key from elsewhere works.
      expect((await query(key, '203.0.113.71')).status).toBe(200);
      const rest = await fetch(`${t.url}/stories/approved`, { headers: { authorization: `Bearer ${forged}`, 'x-forwarded-for': '203.0.113.70' } });
      expect(rest.status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('the first admin of a production deployment', () => {
  it('needs the bootstrap code printed at the first start (once), or the invite code', async () => {
    const t = await startTestApi({ nodeEnv: 'production' });
    try {
      // The first start made the code and kept its hash; a later start makes none.
      expect(await t.count('admin_bootstrap')).toBe(1);
      expect(await t.api.services.accounts.prepareBootstrapCode()).toBeUndefined();
      // Made again here, as a first start would, so the test knows it.
      await t.db.dataSource.query('DELETE FROM admin_bootstrap');
      const code = (await t.api.services.accounts.prepareBootstrapCode())!;
      expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);

      const admin = { fullname: 'First Admin', email: email('first-admin'), password: 'long-admin-password' };
      const none = await post(t, '/admin/register', admin);
      expect(none.status).toBe(403);
      expect(none.body.reason).toBe('ADMIN_BOOTSTRAP_CODE_REQUIRED');
      expect((await post(t, '/admin/register', { ...admin, inviteCode: 'not-the-bootstrap-code' })).status).toBe(403);
      expect(await t.count('account', `role = 'admin'`)).toBe(0);
      expect((await post(t, '/admin/register', { ...admin, inviteCode: code })).status).toBe(201);
      expect(await t.count('admin_bootstrap')).toBe(0);
      const [event] = await t.db.dataSource.query(`SELECT state_after FROM audit_event WHERE action = 'account.admin_registered'`);
      expect(event.state_after).toMatchObject({ admittedBy: 'bootstrap_code' });
      // Used once: the next admin needs an admin or the invite code.
      const second = await post(t, '/admin/register', { ...admin, email: email('second-admin'), inviteCode: code });
      expect(second.body.reason).toBe('ADMIN_REGISTRATION_CLOSED');
    } finally {
      await t.close();
    }
  });

  it('in development, the first admin still registers freely (npm start)', async () => {
    const t = await startTestApi();
    try {
      expect(await t.count('admin_bootstrap')).toBe(0);
      expect((await post(t, '/admin/register', { fullname: 'Dev Admin', email: email('dev-admin'), password: 'long-admin-password' })).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});

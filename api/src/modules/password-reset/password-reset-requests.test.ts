import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 28: who can ask for someone's reset link, and how often. Requests count per client address
 * and per (email, client address): a stranger cannot block the owner's reset. Past the cap per email
 * the answer is the same 202 and nothing more is sent, except to the addresses the owner signs in
 * from. Clients are played through X-Forwarded-For from loopback, which the API is told to trust.
 */
let t: TestApi;
let serial = 0;

beforeAll(async () => {
  t = await startTestApi({
    trustProxy: ['loopback'],
    rateLimit: { windowSeconds: 900, perIp: 12, perAccount: 10 },
    mail: { smtpUrl: undefined, from: 'Sabil <no-reply@localhost>', disabled: false, pollIntervalMs: 100, timeoutMs: 5000 },
  });
});
afterAll(() => t?.close());

const address = (label: string) => `reset-${label}-${++serial}.${process.pid}@example.org`;

async function post(path: string, body: unknown, from: string) {
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Reset mails queued for `email`, once every request asked for so far has been dealt with. */
async function resetMails(email: string): Promise<number> {
  await t.api.services.passwordReset.settled();
  return t.count('mail_outbox', `template = 'password_reset' AND recipient = '${email}'`);
}

describe('asking for a reset link', () => {
  it("lets the owner ask from their own address after strangers asked for their email from many addresses", async () => {
    const email = address('owner');
    const OWNER = '198.51.100.7';
    expect((await post('/donor/register', { fullname: 'Amina Yusuf', email, password: 'owner-secret' }, OWNER)).status).toBe(201);

    // Eight strangers, one request each: the same answer every time; five links go out, then no more.
    for (let i = 1; i <= 8; i += 1) {
      const answer = await post('/donor/forgot-password', { email }, `203.0.113.${i}`);
      expect(answer.status).toBe(202);
    }
    expect(await resetMails(email)).toBe(5);

    // One stranger asking again and again is stopped at its own address.
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await post('/donor/forgot-password', { email }, '203.0.113.1')).status);
    expect(answers).toEqual([202, 202, 202, 202, 429]);

    // The owner, at an address they signed in from, still gets a link.
    const own = await post('/donor/forgot-password', { email }, OWNER);
    expect(own.status).toBe(202);
    expect(await resetMails(email)).toBe(6);
  });

  it('limits one client address across emails', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < 12; i += 1) expect((await post('/seeker/forgot-password', { email: address('any') }, from)).status).toBe(202);
    const last = await post('/seeker/forgot-password', { email: address('any') }, from);
    expect(last.status).toBe(429);
    expect(last.body.reason).toBe('TOO_MANY_RESET_REQUESTS');
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { Role } from '../../auth/role';
import { createLogger } from '../../logging/logger';
import { startTestApi, type TestApi } from '../../test/test-api';
import { PasswordResetQueue } from './password-reset-queue';

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

describe('the same work for every email', () => {
  /** The SQL text of every statement sent to the database inside `work` (its parameters aside). */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const recording = new AsyncLocalStorage<string[]>();
    const pool = (t.db.dataSource.driver as PostgresDriver).master as Pool & { Client: { prototype: { query: (...args: unknown[]) => unknown } } };
    const prototype = pool.Client.prototype;
    const query = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      recording.getStore()?.push(String(text).replace(/\s+/g, ' ').trim());
      return query.apply(this, args);
    };
    const seen: string[] = [];
    try {
      await recording.run(seen, work);
    } finally {
      prototype.query = query;
    }
    return seen;
  }

  it('runs the same statements for an email with an account and one without, and mails only the account', async () => {
    const known = address('known');
    expect((await post('/donor/register', { fullname: 'Amina Yusuf', email: known, password: 'owner-secret' }, '198.51.100.20')).status).toBe(201);
    const unknown = address('unknown');
    const ask = (email: string) => () => t.api.services.passwordReset.request(Role.DONOR, { email }, '192.0.2.21');
    // The queue waits meanwhile: only the request path's own statements are recorded.
    const queue = t.api.services.passwordResetQueue;
    // Requests left by the tests before are dealt with first (on PGlite the queue is slower to get to them).
    await t.api.services.passwordReset.settled();
    await queue.stop();
    const forUnknown = await statementsOf(ask(unknown));
    const forKnown = await statementsOf(ask(known));
    expect(await t.count('password_reset_request')).toBe(2);
    await queue.start();
    expect(forUnknown.length).toBeGreaterThan(0);
    expect(forKnown).toEqual(forUnknown);
    // Neither looks the account up or writes a link on the request path.
    expect(forKnown.join('\n')).not.toMatch(/FROM "?account"?|password_reset\b(?!_request)|mail_outbox|audit_event/);

    expect(await resetMails(known)).toBe(1);
    expect(await resetMails(unknown)).toBe(0);
    expect(await t.count('password_reset_request')).toBe(0);
  });
});

describe('the queue', () => {
  it('sets aside a request it cannot handle and goes on with the others', async () => {
    const queue = t.api.services.passwordResetQueue;
    // Requests left by the tests before are dealt with first (on PGlite the queue is slower to get to them).
    await t.api.services.passwordReset.settled();
    await queue.stop();
    const handled: string[] = [];
    const logged: string[] = [];
    const isolated = new PasswordResetQueue(
      t.db.dataSource,
      async (_manager, request) => {
        if (request.email.startsWith('poison')) throw new Error('cannot handle this one');
        handled.push(request.email);
        return false;
      },
      () => undefined,
      createLogger('error', (line) => logged.push(line)),
      60_000,
    );
    const poison = `poison-${process.pid}@example.org`;
    const good = address('after-poison');
    await t.db.dataSource.query(`INSERT INTO password_reset_request (role, email, requested_at) VALUES ('donor', $1, now() - interval '1 minute'), ('donor', $2, now())`, [poison, good]);
    expect(await isolated.sweep()).toBe(1);
    expect(handled).toEqual([good]);
    expect(logged.join('\n')).toContain('cannot handle this one');
    // Kept, behind the requests that came after it, for the next run.
    expect(await t.count('password_reset_request', `email = '${poison}' AND requested_at > now() - interval '10 seconds'`)).toBe(1);
    await t.db.dataSource.query('DELETE FROM password_reset_request WHERE email = $1', [poison]);
    await queue.start();
  });
});

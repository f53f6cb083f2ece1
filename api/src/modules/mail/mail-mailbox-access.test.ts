import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { loadConfig } from '../../config/config';
import { startTestApi, type TestApi } from '../../test/test-api';
import { mailDestination } from './mail.module';

/**
 * Issue 28 §1: the development mailbox shows every message the API wrote — reset links included —
 * to whoever reaches it. It is mounted only when mail really stays in it (no SMTP_URL, outside
 * production), and answers only clients on this machine (loopback, and no forwarded address from
 * elsewhere) unless DEV_MAILBOX_ALLOW_REMOTE=true. Elsewhere it is 404, as an address that does not exist.
 */
const MAIL = { from: 'Sabil <no-reply@localhost>', disabled: false, pollIntervalMs: 100, timeoutMs: 2000 };
const MAILBOX_PATHS = ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/00000000-0000-4000-8000-000000000000'];
let serial = 0;

/** Registers a donor and asks for a reset link: a message with a link is written to the outbox. */
async function resetMailFor(t: TestApi): Promise<{ email: string; id: string }> {
  const email = `mailbox-${++serial}.${process.pid}@example.org`;
  expect((await t.rest('POST', '/donor/register', { fullname: 'Amina', email, password: 'secret-pass' })).status).toBe(201);
  expect((await t.rest('POST', '/donor/forgot-password', { email })).status).toBe(202);
  for (let i = 0; i < 100; i += 1) {
    const [row] = await t.db.dataSource.query("SELECT id FROM mail_outbox WHERE recipient = $1 AND template = 'password_reset'", [email]);
    if (row) return { email, id: row.id };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reset message was written');
}

/** GET `path` on the API through a socket whose far end is `from` (this machine's own non-loopback address). */
async function getFrom(t: TestApi, from: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const relay = net.createServer((socket) => t.api.httpServer.emit('connection', socket));
  await new Promise<void>((resolve) => relay.listen(0, from, resolve));
  const { port } = relay.address() as net.AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const request = http.get({ host: from, port, path, headers: { ...headers, connection: 'close' }, localAddress: from }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
    });
  } finally {
    relay.close();
  }
}

const nonLoopback = Object.values(os.networkInterfaces())
  .flat()
  .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;
const withRemoteAddress = nonLoopback ? it : it.skip;

describe('with SMTP_URL set (outside production)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ mail: { ...MAIL, smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t?.close());

  it('is not mounted: every mailbox path is 404 and no reset link is shown', async () => {
    const { email, id } = await resetMailFor(t);
    for (const path of [...MAILBOX_PATHS, `/dev/mailbox.json?to=${encodeURIComponent(email)}`, `/dev/mailbox/${id}`]) {
      const answer = await fetch(t.url + path);
      const text = await answer.text();
      expect([path, answer.status]).toEqual([path, 404]);
      expect(text).not.toContain('reset-password');
    }
  });
});

describe('without SMTP_URL (the development mailbox)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ mail: { ...MAIL, smtpUrl: undefined }, trustProxy: ['loopback'] });
  });
  afterAll(() => t?.close());

  it('answers loopback clients, and refuses one forwarded from elsewhere', async () => {
    const { email } = await resetMailFor(t);
    const json = `/dev/mailbox.json?to=${encodeURIComponent(email)}`;
    expect((await fetch(t.url + json)).status).toBe(200);
    expect((await fetch(t.url + json, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    for (const forwarded of [{ 'x-forwarded-for': '203.0.113.9' }, { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }, { forwarded: 'for=203.0.113.9' }]) {
      for (const path of [...MAILBOX_PATHS, json]) {
        const answer = await fetch(t.url + path, { headers: forwarded });
        expect([path, forwarded, answer.status]).toEqual([path, forwarded, 404]);
        expect(await answer.text()).not.toContain(email);
      }
    }
  });

  withRemoteAddress('refuses a client on another address (404)', async () => {
    const { email } = await resetMailFor(t);
    for (const path of [...MAILBOX_PATHS, `/dev/mailbox.json?to=${encodeURIComponent(email)}`]) {
      const answer = await getFrom(t, nonLoopback!, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).not.toContain(email);
    }
  });
});

describe('with DEV_MAILBOX_ALLOW_REMOTE=true', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ mail: { ...MAIL, smtpUrl: undefined, mailboxAllowRemote: true } });
  });
  afterAll(() => t?.close());

  withRemoteAddress('answers a client on another address', async () => {
    const { email } = await resetMailFor(t);
    const answer = await getFrom(t, nonLoopback!, `/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).messages[0].to).toBe(email);
  });
});

describe('where mail goes, as the API says at start', () => {
  const mail = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', ...env }).mail;

  it('names the SMTP server (never its password), the loopback-only mailbox, the open one, or none', () => {
    expect(mailDestination(mail({ SMTP_URL: 'smtp://user:s3cret@mail.example.org:587' }), 'development')).toEqual({
      mail: 'smtp',
      server: 'mail.example.org:587',
      mailbox: 'not mounted',
    });
    expect(JSON.stringify(mailDestination(mail({ SMTP_URL: 'smtp://user:s3cret@mail.example.org:587' }), 'development'))).not.toContain('s3cret');
    expect(mailDestination(mail({}), 'development')).toEqual({ mail: 'development mailbox', mailbox: '/dev/mailbox, loopback clients only' });
    expect(mailDestination(mail({ DEV_MAILBOX_ALLOW_REMOTE: 'true' }), 'development')).toEqual({ mail: 'development mailbox', mailbox: '/dev/mailbox, any client (DEV_MAILBOX_ALLOW_REMOTE)' });
    expect(mailDestination(mail({ MAIL_DISABLED: 'true' }), 'development')).toEqual({ mail: 'disabled (MAIL_DISABLED)', mailbox: 'not mounted' });
  });
});

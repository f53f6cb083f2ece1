import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../db/data-source';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ENTITIES } from '../modules/index';
import { account, approvedApplication, CREATE_CHECKOUT } from '../test/giving';
import { startTestApi, type TestApi } from '../test/test-api';

/**
 * Issue 29: PostgreSQL stopped under load. The API stays up and answers every request it cannot
 * serve with 503, Retry-After and DATABASE_UNAVAILABLE (GraphQL and REST alike) — never 500 — and
 * serves again once the database is back, with everything it said it saved still there. The test
 * runs a PostgreSQL server of its own (initdb, pg_ctl) so that it can stop it; it needs the
 * server's binaries, which every machine running the PostgreSQL suite has.
 */
const binaries = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`).find((dir) => fs.existsSync(`${dir}/pg_ctl`)) : undefined;
const onOwnPostgres = process.env.TEST_DATABASE_URL && binaries ? describe : describe.skip;

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres account. */
function asServerOwner(command: string, args: string[]) {
  const runAs = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', `${binaries}/${command}`, ...args]] as const : [`${binaries}/${command}`, args] as const;
  execFileSync(runAs[0], runAs[1], { stdio: 'pipe' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

class OwnPostgres {
  private constructor(
    readonly directory: string,
    readonly port: number,
  ) {}

  static async create(): Promise<OwnPostgres> {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-outage-'));
    fs.chmodSync(directory, 0o777);
    const server = new OwnPostgres(directory, await freePort());
    asServerOwner('initdb', ['-D', server.dataDirectory, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
    server.start();
    const client = new Client({ connectionString: server.url('postgres') });
    await client.connect();
    await client.query('CREATE DATABASE sabil');
    await client.end();
    return server;
  }

  get dataDirectory() {
    return path.join(this.directory, 'data');
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start() {
    const options = `-p ${this.port} -k ${this.directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
    asServerOwner('pg_ctl', ['-D', this.dataDirectory, '-o', options, '-l', path.join(this.directory, 'server.log'), '-w', 'start']);
  }

  /** As an operator would: sessions are ended, the server goes away. */
  stop() {
    asServerOwner('pg_ctl', ['-D', this.dataDirectory, '-m', 'fast', '-w', 'stop']);
  }

  remove() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    fs.rmSync(this.directory, { recursive: true, force: true });
  }
}

interface Answer {
  phase: 'before' | 'down' | 'after';
  what: string;
  status: number;
  retryAfter: string | null;
  reason?: string;
  email?: string;
  /** Kept for answers a test failure should show. */
  body?: unknown;
}

onOwnPostgres('PostgreSQL stopped under load', () => {
  let server: OwnPostgres;
  let t: TestApi;

  beforeAll(async () => {
    server = await OwnPostgres.create();
    t = await startTestApi({}, {}, await openDatabase({ entities: ENTITIES, url: server.url('sabil') }));
  });

  afterAll(async () => {
    await t?.close();
    server?.remove();
  });

  it('answers 503 with Retry-After and DATABASE_UNAVAILABLE while it is down, never 500, and serves again with nothing lost', async () => {
    const admin = await account(t, 'admin');
    const donor = await account(t, 'donor');
    const applicationId = await approvedApplication(t, admin.token, 5000);
    let phase: Answer['phase'] = 'before';
    const answers: Answer[] = [];
    let serial = 0;

    // Four clients, each doing what donors do: sign up, read who they are, browse, start a checkout.
    const requests: Array<() => Promise<Answer>> = [
      async () => {
        serial += 1;
        const email = `outage${serial}@example.org`;
        const started = phase;
        const answer = await t.rest('POST', '/donor/register', { fullname: 'Outage Donor', email, password: 'secret-pass' });
        return { phase: started, what: 'REST register', status: answer.status, retryAfter: answer.headers.get('retry-after'), reason: answer.body?.reason, email, body: answer.body };
      },
      async () => {
        const started = phase;
        const answer = await t.graphql('{ me { id email } }', {}, donor.token);
        return { phase: started, what: 'GraphQL me', status: answer.status, retryAfter: answer.headers.get('retry-after'), reason: answer.body?.errors?.[0]?.extensions?.reason, body: answer.body };
      },
      async () => {
        const started = phase;
        const answer = await t.rest('GET', '/application/approved', undefined, donor.token);
        return { phase: started, what: 'REST approved', status: answer.status, retryAfter: answer.headers.get('retry-after'), reason: answer.body?.reason, body: answer.body };
      },
      async () => {
        const started = phase;
        const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 25, recurring: 'ONE_TIME' }, donor.token);
        return { phase: started, what: 'GraphQL checkout', status: answer.status, retryAfter: answer.headers.get('retry-after'), reason: answer.body?.errors?.[0]?.extensions?.reason, body: answer.body };
      },
    ];
    let running = true;
    const clients = requests.map(async (request) => {
      while (running) answers.push(await request());
    });

    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await wait(1000);
    phase = 'down';
    server.stop();
    await wait(3000);
    const readyWhileDown = await fetch(`${t.url}/readyz`);
    server.start();
    phase = 'after';
    // Back within a few seconds of the database's return (a generous bound for a loaded machine).
    for (let i = 0; i < 100 && (await fetch(`${t.url}/readyz`)).status !== 200; i += 1) await wait(100);
    await wait(1500);
    running = false;
    await Promise.all(clients);

    expect(readyWhileDown.status).toBe(503);
    const unexpected = answers.filter((answer) => ![200, 201, 503].includes(answer.status));
    expect(unexpected.map(({ what, status, body }) => ({ what, status, body }))).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toMatchObject({ retryAfter: '5', reason: 'DATABASE_UNAVAILABLE' });
    }
    // Every kind of request met the outage and said so the same way.
    expect(new Set(refused.map((answer) => answer.what))).toEqual(new Set(['REST register', 'GraphQL me', 'REST approved', 'GraphQL checkout']));
    // Once it was back, the last answer of each kind was a success.
    for (const what of ['REST register', 'GraphQL me', 'REST approved', 'GraphQL checkout']) {
      const last = answers.filter((answer) => answer.what === what).at(-1)!;
      expect([200, 201]).toContain(last.status);
    }
    // Nothing it said it saved is missing.
    const registered = answers.filter((answer) => answer.what === 'REST register' && answer.status === 201).map((answer) => answer.email!);
    const kept = await t.db.dataSource.query(`SELECT email FROM account WHERE email = ANY($1)`, [registered]);
    expect(kept).toHaveLength(registered.length);
  });
});

describe('what counts as the database being unreachable', () => {
  it('is a lost or refused connection, never a wrong query', () => {
    const wrapped = (driverError: object) => Object.assign(new Error('query failed'), { name: 'QueryFailedError', driverError });
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006', message: 'connection failure' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '42601', message: 'syntax error at or near "SELEC"' }))).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'duplicate key value violates unique constraint' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config/config';
import type { Database } from '../db/data-source';
import { createApi, type Api, type ApiOptions } from '../composition-root';
import { createLogger } from '../logging/logger';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface HttpAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestApi {
  url: string;
  api: Api;
  db: Database;
  config: Config & { jwtSecret: string };
  /** POSTs a GraphQL operation the way the web client does. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<HttpAnswer<{ data?: T; errors?: any }>>;
  rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<HttpAnswer<T>>;
  /** How many rows a table holds, for "nothing was written" checks. */
  count(table: string, where?: string): Promise<number>;
  /** The files in storage (DATA_DIR/uploads), partial ones included. */
  storedFiles(): string[];
  close(): Promise<void>;
}

/**
 * A real API on a random loopback port over a fresh database; one per test file. `database` is one
 * the caller opened instead (close() still closes it).
 */
export async function startTestApi(overrides: Partial<Config> = {}, options: ApiOptions = {}, database?: Database): Promise<TestApi> {
  const db = database ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL,
      DATA_DIR: dataDir,
      // Tests give often, from one address; the limits have their own test.
      CHECKOUT_RATE_LIMIT_PER_DONOR: '100000',
      CHECKOUT_RATE_LIMIT_PER_IP: '100000',
      VERIFY_RATE_LIMIT_PER_DONOR: '100000',
      STORY_RATE_LIMIT_PER_SEEKER: '100000',
      STORY_RATE_LIMIT_PER_IP: '100000',
      // Every operation of the suite runs compiled, as a document used twice does in production;
      // graphql/compiled-executor.test.ts checks the interpreted first use against it.
      GRAPHQL_COMPILE_AFTER: process.env.GRAPHQL_COMPILE_AFTER ?? '0',
      // Thousands of sign-ups and sign-ins: 2 ms a hash instead of 300 (auth/passwords.ts).
      PASSWORD_HASHING: 'fast',
    }),
    jwtSecret: TEST_JWT_SECRET,
    ...overrides,
  };
  const api = await createApi(config, db, createLogger(config.logLevel), options);
  // The tests' fetch and this server share one event loop, which PGlite (and a test building a
  // 50 MB file) can block for seconds. fetch then reuses a keep-alive socket idle past the server's
  // 5 s in the very turn the server's timer closes it: ECONNRESET mid-request (seen on stories.test.ts's
  // 50 MB refusals on a loaded machine). A real client does not share the server's loop; here idle
  // sockets are kept longer than any such pause.
  api.httpServer.keepAliveTimeout = 120_000;
  const port = await api.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;

  const send = async (method: string, path: string, body: unknown, token?: string): Promise<HttpAnswer> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(url + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };

  return {
    url,
    api,
    db,
    config,
    graphql: (query, variables, token) => send('POST', '/graphql', { query, variables }, token),
    rest: (method, path, body, token) => send(method, path, body, token),
    async count(table, where = 'true') {
      const rows = await db.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
      return rows[0].n;
    },
    storedFiles() {
      const uploads = path.join(config.dataDir, 'uploads');
      if (!fs.existsSync(uploads)) return [];
      return fs.readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    },
    async close() {
      await api.stop();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

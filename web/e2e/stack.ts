import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Stack {
  webUrl: string;
  apiUrl: string;
  /** The API's DATA_DIR (PGlite, uploads): measurements read staged uploads' sizes there. */
  dataDir: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the system picks it), so two stacks never collide. */
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

async function waitFor(url: string, child: { exitCode: number | null }, seconds: number) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the PostgreSQL server named by TEST_DATABASE_URL (as the API tests use it),
 * or none: the embedded PGlite then. On PostgreSQL the journeys take about half the CPU — PGlite runs
 * the database as WebAssembly inside the API's own process (measured in .ci/run's comment).
 */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  const name = `sabil_e2e_${process.pid}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The product as `npm start` runs it, in a fresh temporary DATA_DIR on free ports, with `env` on top —
 * on the embedded PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL names a server;
 * stop() ends it (by its process group id) and removes the directory and the database.
 */
export async function startStack(env: NodeJS.ProcessEnv, seconds = 240): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-e2e-'));
  const database = await freshDatabase();
  const apiPort = await freePort();
  const webPort = await freePort();
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(dataDir, 'data'),
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    LOG_LEVEL: 'warn',
    // The journeys sign up and in hundreds of times: about 2 ms a password hash instead of 300.
    PASSWORD_HASHING: 'fast',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.MIGRATION_DATABASE_URL;
  if (database.url) childEnv.DATABASE_URL = database.url;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: childEnv, detached: true, stdio: ['ignore', log, log] });
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/readyz`, child, seconds);
    await waitFor(`http://127.0.0.1:${webPort}/`, child, 30);
  } catch (error) {
    process.stderr.write(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    await stop();
    throw error;
  }
  return { webUrl: `http://localhost:${webPort}`, apiUrl: `http://localhost:${apiPort}`, dataDir: childEnv.DATA_DIR!, stop };
}

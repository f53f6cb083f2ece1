import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

/**
 * Starts the product as `npm start` does, on the embedded PGlite in a fresh temporary DATA_DIR and
 * on free ports; stops it (by its process group id) and removes the directory afterwards.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-e2e-'));
  const apiPort = 15000 + Math.floor(Math.random() * 500);
  const webPort = 15500 + Math.floor(Math.random() * 500);
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(dataDir, 'data'),
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    AUTH_RATE_LIMIT_PER_IP: '10000',
    // Every journey's seekers share stories from this one address.
    STORY_RATE_LIMIT_PER_IP: '10000',
    // Spec files share one database: whichever registers the first admin, the others register theirs
    // with this code (E2E_ADMIN_INVITE_CODE).
    ADMIN_INVITE_CODE: 'e2e-invite-code-0123',
    LOG_LEVEL: 'warn',
    // webhooks.spec.ts's receiver listens on loopback over http.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, detached: true, stdio: ['ignore', log, log] });
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/readyz`, child, 240);
    await waitFor(`http://127.0.0.1:${webPort}/`, child, 30);
  } catch (error) {
    process.stderr.write(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  process.env.E2E_WEB_URL = `http://localhost:${webPort}`;
  process.env.E2E_API_URL = `http://localhost:${apiPort}`;
  process.env.E2E_ADMIN_INVITE_CODE = env.ADMIN_INVITE_CODE;

  return async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, isProductionWebBuild } from '../../../scripts/start.mjs';

/**
 * Issue 8: `npm start` builds the web app for production whatever NODE_ENV says, and does not serve
 * a development build as if it were current. The bundles are real Vite builds of the app.
 */

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const developersShell = { ...process.env, NODE_ENV: 'development' };
let tmp;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-build-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The bundling step of `npm run build -w web` into `outDir`, with `env`. */
function viteBuild(outDir, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: web, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}: ${output}`))));
  });
}

const scripts = (dist) =>
  fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dist, 'assets', file), 'utf8'))
    .join('\n');

// Strings only React's development build carries, and one only its production build does.
const DEVELOPMENT_ONLY = ['jsxDEV', 'react-stack-top-frame', 'unique "key" prop'];
const PRODUCTION_ONLY = 'Minified React error';

it('builds React’s production bundle from a shell with NODE_ENV=development, where a plain build is the development one', async () => {
  const calls = [];
  buildWeb({ env: developersShell, run: (command, args, options) => calls.push({ command, args, options }) });
  expect(calls).toHaveLength(1);
  expect([calls[0].command, ...calls[0].args]).toEqual(['npm', 'run', 'build', '-w', 'web']);
  expect(calls[0].options.env.NODE_ENV).toBe('production');
  expect(calls[0].options.env.PATH).toBe(process.env.PATH);
  expect(developersShell.NODE_ENV).toBe('development');

  // The bundle made with the environment `npm start` gives its build, beside one made with the shell's.
  const ours = path.join(tmp, 'start');
  const plain = path.join(tmp, 'plain');
  await Promise.all([viteBuild(ours, calls[0].options.env), viteBuild(plain, developersShell)]);

  const production = scripts(ours);
  for (const marker of DEVELOPMENT_ONLY) expect(production).not.toContain(marker);
  expect(production).toContain(PRODUCTION_ONLY);
  expect(isProductionWebBuild(ours)).toBe(true);

  const development = scripts(plain);
  for (const marker of DEVELOPMENT_ONLY) expect(development).toContain(marker);
  expect(JSON.parse(fs.readFileSync(path.join(plain, 'build-info.json'), 'utf8'))).toEqual({ nodeEnv: 'development' });
  expect(isProductionWebBuild(plain)).toBe(false);
}, 120_000);

it('takes a build without a record of its mode for one to build again', () => {
  const dist = fs.mkdtempSync(path.join(tmp, 'old-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  expect(isProductionWebBuild(dist)).toBe(false);
  fs.writeFileSync(path.join(dist, 'build-info.json'), 'not json');
  expect(isProductionWebBuild(dist)).toBe(false);
  fs.writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify({ nodeEnv: 'production' }));
  expect(isProductionWebBuild(dist)).toBe(true);
});

// `npm start`: builds what is missing or stale, then runs the API (API_PORT, default 4000) and the
// web app (WEB_PORT, default 3000) on the embedded defaults unless the environment says otherwise.
// `npm run dev`: the same with the Vite dev server and the API rebuilt on change.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebServer } from '../web/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const env = {
  ...process.env,
  API_PORT: String(apiPort),
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
  // Relative to where `npm start` was run (npm runs scripts from the root).
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
};
const apiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

function buildIfStale(workspace, sources, output) {
  const outputTime = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const sourceTime = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (outputTime > sourceTime) return;
  console.log(`building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`building ${workspace} failed`);
    process.exit(result.status ?? 1);
  }
}

const children = [];
let exiting = false;
function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (exiting) return;
    console.error(`${command} ${args.join(' ')} stopped (${signal ?? code}); stopping the rest`);
    shutdown(code ?? 1);
  });
  return child;
}

let webServer;
function shutdown(code) {
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  webServer?.close();
  let pending = children.filter((c) => c.exitCode === null).length;
  if (pending === 0) process.exit(code);
  for (const child of children) child.on('exit', () => --pending === 0 && process.exit(code));
  setTimeout(() => process.exit(code), 15_000).unref();
}
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));

if (dev) {
  // The shared input rules too: the API loads them from contracts/dist (Vite reads their source).
  run('npx', ['tsc', '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: path.join(root, 'contracts') });
  run('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: path.join(root, 'api') });
  buildIfStale('api', ['api/src', 'contracts/src'], path.join(root, 'api/dist/main.js'));
  run(process.execPath, ['--watch', 'dist/main.js'], { cwd: path.join(root, 'api') });
  run('npx', ['vite', '--port', String(webPort), '--strictPort'], { cwd: path.join(root, 'web') });
} else {
  buildIfStale('api', ['api/src', 'api/package.json', 'contracts/src'], path.join(root, 'api/dist/main.js'));
  buildIfStale('web', ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'contracts/src'], path.join(root, 'web/dist/index.html'));
  run(process.execPath, ['dist/main.js'], { cwd: path.join(root, 'api') });
  webServer = createWebServer({ distDir: path.join(root, 'web/dist'), apiUrl });
  webServer.listen(webPort, () => {
    console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'web listening', url: `http://localhost:${webPort}`, apiUrl }));
  });
}

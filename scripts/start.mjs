// `npm start`: builds what is missing or stale, then runs the API (API_PORT, default 4000) and the
// web app (WEB_PORT, default 3000) on the embedded defaults unless the environment says otherwise.
// The web app is always built and served for production, whatever NODE_ENV says (see buildWeb).
// `npm run dev`: the same with the Vite dev server and the API rebuilt on change.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebServer } from '../web/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'web/dist');

/**
 * `npm run build -w web`, for production. Vite bundles React's development build (and every screen
 * then runs React's development checks) when NODE_ENV=development is in the environment — the API's
 * default, and common in developers' shells — so this build gets NODE_ENV=production of its own;
 * the API keeps the caller's NODE_ENV. `run` is spawnSync (the tests look at what it is given).
 */
export function buildWeb({ env = process.env, run = spawnSync } = {}) {
  return run('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
}

/**
 * Whether a web build is one `npm start` may serve: web/vite.config.ts records in build-info.json
 * which NODE_ENV each build bundled for, and a development build (or one from before that record
 * existed) is built again rather than served as if it were current.
 */
export function isProductionWebBuild(distDir = webDist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'build-info.json'), 'utf8')).nodeEnv === 'production';
  } catch {
    return false;
  }
}

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

/** Runs `build` when `output` is older than any of `sources` or is not `current()`; exits if it fails. */
function buildIfStale(workspace, sources, output, build, current = () => true) {
  const outputTime = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const sourceTime = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (outputTime > sourceTime && current()) return;
  console.log(`building ${workspace}…`);
  const result = build();
  if (result.status !== 0) {
    console.error(`building ${workspace} failed`);
    process.exit(result.status ?? 1);
  }
}

function main() {
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
  const buildApi = () => spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit', env });

  const children = [];
  let exiting = false;
  let webServer;
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
    buildIfStale('api', ['api/src', 'contracts/src'], path.join(root, 'api/dist/main.js'), buildApi);
    run(process.execPath, ['--watch', 'dist/main.js'], { cwd: path.join(root, 'api') });
    run('npx', ['vite', '--port', String(webPort), '--strictPort'], { cwd: path.join(root, 'web') });
  } else {
    buildIfStale('api', ['api/src', 'api/package.json', 'contracts/src'], path.join(root, 'api/dist/main.js'), buildApi);
    buildIfStale(
      'web',
      ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/scripts/prerender.mjs', 'web/package.json', 'contracts/src'],
      path.join(webDist, 'index.html'),
      () => buildWeb({ env }),
      () => isProductionWebBuild(webDist),
    );
    run(process.execPath, ['dist/main.js'], { cwd: path.join(root, 'api') });
    webServer = createWebServer({ distDir: webDist, apiUrl });
    webServer.listen(webPort, () => {
      console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'web listening', url: `http://localhost:${webPort}`, apiUrl }));
    });
  }
}

// Imported by the tests for buildWeb and isProductionWebBuild; run by `npm start` and `npm run dev`.
if (process.argv[1] && fs.realpathSync(path.resolve(process.argv[1])) === fileURLToPath(import.meta.url)) main();

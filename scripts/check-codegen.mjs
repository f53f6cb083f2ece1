// `npm run check:codegen`: fails when web/src/graphql/generated differs from what codegen produces
// now from schema.graphql and the web's operations. Codegen runs into a temporary directory, so the
// check never changes the working tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'web/src/graphql/generated');
const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-codegen-'));

function listFiles(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

try {
  const bin = path.join(root, 'node_modules/@graphql-codegen/cli/esm/bin.js');
  const run = spawnSync(process.execPath, [bin, '--config', 'codegen.ts', '--silent'], {
    cwd: root,
    env: { ...process.env, CODEGEN_OUT: fresh + path.sep },
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    console.error('check:codegen: codegen failed (see above)');
    process.exit(1);
  }

  const names = [...new Set([...listFiles(committed), ...listFiles(fresh)])].sort();
  const problems = [];
  for (const name of names) {
    const a = path.join(committed, name);
    const b = path.join(fresh, name);
    if (!fs.existsSync(a)) problems.push(`missing: web/src/graphql/generated/${name}`);
    else if (!fs.existsSync(b)) problems.push(`stale extra file: web/src/graphql/generated/${name}`);
    else if (fs.readFileSync(a, 'utf8') !== fs.readFileSync(b, 'utf8')) problems.push(`differs: web/src/graphql/generated/${name}`);
  }
  if (problems.length) {
    console.error(`check:codegen: the generated client is out of date:\n  ${problems.join('\n  ')}\nRun \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`check:codegen: web/src/graphql/generated is current (${names.length} files)`);
} finally {
  fs.rmSync(fresh, { recursive: true, force: true });
}

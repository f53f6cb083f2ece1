// The module boundaries' lint, run through the repository's real ESLint config on fixtures placed
// (by path) inside a module: what crosses a boundary fails, what keeps to it passes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { tablesByModule } from './module-boundaries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const modules = path.join(root, 'api/src/modules');
const eslint = new ESLint({ cwd: root });

async function lintAs(fixture, file) {
  const [result] = await eslint.lintText(readFileSync(path.join(here, 'fixtures', fixture), 'utf8'), { filePath: path.join(modules, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

test('a deep import into another module and SQL naming its tables fail lint', async () => {
  const messages = await lintAs('crossing.ts', 'tracking/crossing.ts');
  assert.equal(messages.filter((m) => m.startsWith('import-x/no-restricted-paths') && m.includes("through its index.ts ('../donations')")).length, 1, messages.join('\n'));
  assert.ok(messages.some((m) => m.startsWith('sabil-modules/own-tables-only') && m.includes('names donation, a table of modules/donations')), messages.join('\n'));
  assert.ok(messages.some((m) => m.startsWith('sabil-modules/own-tables-only') && m.includes('names account, a table of modules/accounts')), messages.join('\n'));
});

test("importing another module's index.ts and querying one's own tables pass", async () => {
  const messages = await lintAs('within.ts', 'tracking/within.ts');
  assert.deepEqual(messages, []);
});

test('the owner itself may name its tables', async () => {
  const messages = await lintAs('crossing.ts', 'donations/crossing.ts');
  assert.deepEqual(messages.filter((m) => m.includes('names donation,')), []);
});

test('every module has a public index.ts and declares its tables, each table owned once', () => {
  const names = readdirSync(modules, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const name of names) {
    assert.ok(existsSync(path.join(modules, name, 'index.ts')), `modules/${name}/index.ts`);
    assert.ok(existsSync(path.join(modules, name, 'tables.ts')), `modules/${name}/tables.ts`);
  }
  const declared = names.flatMap((name) => [.../TABLES\s*=\s*\[([^\]]*)\]/.exec(readFileSync(path.join(modules, name, 'tables.ts'), 'utf8'))[1].matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]));
  assert.equal(new Set(declared).size, declared.length, `a table declared twice: ${declared.join(', ')}`);
  assert.equal(tablesByModule().get('donation'), 'donations');
});

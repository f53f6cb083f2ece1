import { readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/data-source';
import { createEmptyDatabase } from '../test/test-database';

/**
 * Lint keeps a module's SQL to the tables its tables.ts lists (eslint sabil-modules/own-tables-only):
 * that only holds if every table the migrations make is listed by exactly one module, or is the
 * platform's own (outside api/src/modules). Checked on the migrated database itself.
 */
const PLATFORM_TABLES = [
  'migrations',
  // auth/rate-limiter.ts, uploads/upload-ledger.ts
  'rate_limit',
  'stored_upload',
  // The test checkout (payments/test-checkout), the payment provider of development and tests.
  'test_checkout_dispute',
  'test_checkout_event',
  'test_checkout_invoice',
  'test_checkout_refund',
  'test_checkout_session',
  'test_checkout_subscription',
];

function declaredTables(): Map<string, string[]> {
  const byTable = new Map<string, string[]>();
  for (const entry of readdirSync(__dirname, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { TABLES } = require(path.join(__dirname, entry.name, 'tables')) as { TABLES: readonly string[] };
    for (const table of TABLES) byTable.set(table, [...(byTable.get(table) ?? []), entry.name]);
  }
  return byTable;
}

it("lists every migrated table as one module's or the platform's", async () => {
  const server = process.env.TEST_DATABASE_URL;
  const empty = server ? await createEmptyDatabase(server) : undefined;
  const db = await openDatabase(empty ? { url: empty.url } : {});
  try {
    const rows: Array<{ tablename: string }> = await db.dataSource.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
    const declared = declaredTables();
    const unowned = rows.map((row) => row.tablename).filter((table) => !declared.has(table) && !PLATFORM_TABLES.includes(table));
    expect(unowned).toEqual([]);
    expect([...declared].filter(([, owners]) => owners.length > 1)).toEqual([]);
    const existing = new Set(rows.map((row) => row.tablename));
    expect([...declared.keys()].filter((table) => !existing.has(table))).toEqual([]);
  } finally {
    await db.close();
    await empty?.drop();
  }
});

import { openTestDatabase } from '../test/test-database';
import type { Database } from './data-source';
import { inMoneyTransaction, isRetryableTransactionError } from './money-transaction';

/**
 * The retry every path that moves money runs in (DESIGN §7): a transaction PostgreSQL picks as a
 * deadlock's victim runs again from the start, and the caller never sees 40P01. Forced here with
 * two transactions that lock two rows in opposite orders — the circle the old fulfilment made with
 * renewals — on a real server (PGlite runs one transaction at a time, so it cannot deadlock).
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('inMoneyTransaction on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.dataSource.query('CREATE TABLE lock_probe (id int PRIMARY KEY, touched int NOT NULL DEFAULT 0)');
    await db.dataSource.query('INSERT INTO lock_probe (id) VALUES (1), (2)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs the deadlock victim again, so both transactions commit and the caller sees no error', async () => {
    const retries: unknown[] = [];
    // Each first attempt waits until the other holds its first row, so the circle is certain.
    let arrived = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    const lockInOrder = (first: number, second: number) => {
      let attempt = 0;
      return inMoneyTransaction(
        db.dataSource,
        async (manager) => {
          attempt += 1;
          await manager.query('UPDATE lock_probe SET touched = touched + 1 WHERE id = $1', [first]);
          if (attempt === 1) {
            arrived += 1;
            if (arrived === 2) release();
            await bothHoldOne;
          }
          await manager.query('UPDATE lock_probe SET touched = touched + 1 WHERE id = $1', [second]);
          return attempt;
        },
        { onRetry: (_attempt, error) => retries.push(error) },
      );
    };
    const attempts = await Promise.all([lockInOrder(1, 2), lockInOrder(2, 1)]);
    expect(retries).toHaveLength(1);
    expect(isRetryableTransactionError(retries[0])).toBe(true);
    expect(attempts.sort()).toEqual([1, 2]);
    // Each transaction's two updates landed exactly once: the victim's first attempt left nothing.
    expect(await db.dataSource.query('SELECT id, touched FROM lock_probe ORDER BY id')).toEqual([
      { id: 1, touched: 2 },
      { id: 2, touched: 2 },
    ]);
  });

  it('does not retry other errors, and gives up after its attempts', async () => {
    let runs = 0;
    await expect(
      inMoneyTransaction(db.dataSource, async (manager) => {
        runs += 1;
        await manager.query('SELECT 1/0');
      }),
    ).rejects.toThrow(/division by zero/);
    expect(runs).toBe(1);
    let deadlocks = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(
      inMoneyTransaction(
        db.dataSource,
        async () => {
          deadlocks += 1;
          throw deadlock;
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
    ).rejects.toBe(deadlock);
    expect(deadlocks).toBe(3);
  });
});

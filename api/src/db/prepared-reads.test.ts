import type { Database } from './data-source';
import { openTestDatabase } from '../test/test-database';
import { PreparedReads } from './prepared-reads';

describe('PreparedReads', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('answers as TypeORM does, again and again, for each of several texts on the same connections', async () => {
    const reads = new PreparedReads(db.dataSource);
    const texts = ['SELECT $1::int + 1 AS n, now() > $2::timestamptz AS later', 'SELECT $1::int * 2 AS n, $2::text AS word'];
    for (let round = 0; round < 8; round++) {
      for (const [index, text] of texts.entries()) {
        const values = index === 0 ? [round, '2000-01-01T00:00:00Z'] : [round, `w${round}`];
        expect(await reads.rows(text, values)).toEqual(await db.dataSource.query(text, values));
      }
    }
  });

  it('tells TypeORM’s logger of every statement, as the bench and slow-query logs count on', async () => {
    const seen: string[] = [];
    const logger = db.dataSource.logger;
    const counting = Object.create(logger) as typeof logger;
    counting.logQuery = (query: string) => void seen.push(query);
    (db.dataSource as unknown as { logger: typeof logger }).logger = counting;
    try {
      await new PreparedReads(db.dataSource).rows('SELECT 1 AS one', []);
    } finally {
      (db.dataSource as unknown as { logger: typeof logger }).logger = logger;
    }
    expect(seen).toEqual(['SELECT 1 AS one']);
  });

  it('lets a refused statement fail its own request only', async () => {
    const reads = new PreparedReads(db.dataSource);
    await expect(reads.rows('SELECT 1 / $1::int AS n', [0])).rejects.toThrow(/division by zero/);
    expect(await reads.rows('SELECT 1 / $1::int AS n', [1])).toEqual([{ n: 1 }]);
  });
});

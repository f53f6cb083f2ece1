import type { Database } from '../db/data-source';

/** The bench's GraphQL client: an answer's data or errors. */
export interface Graphql {
  (query: string, variables: Record<string, unknown>, token?: string): Promise<{ data?: unknown; errors?: unknown[] }>;
}

/**
 * `count` one-time $25 gifts (with their checkouts) straight into the tables, spread over every
 * approved journey (newest first) and every donor, each a minute older than the last. In batches:
 * one statement for 100,000 rows (triggers and all) outlasts the data source's query timeout on a
 * busy machine. The callers set what the gifts change (tallies, journeys' money) themselves.
 */
export async function insertGifts(db: Database, count: number, tag: string): Promise<void> {
  for (let made = 0; made < count; made += 10_000) {
    await db.dataSource.query(
      `WITH pools AS (
         SELECT (SELECT array_agg(id ORDER BY submitted_at DESC) FROM application WHERE status = 'approved') AS apps,
                (SELECT array_agg(id) FROM account WHERE role = 'donor') AS donors),
       made AS (
         INSERT INTO checkout (donor_id, application_id, recurring, amount_cents, currency, provider, provider_session_id, status, completed_at, created_at)
         SELECT donors[1 + g % cardinality(donors)], apps[1 + g % cardinality(apps)], 'one_time', 2500, 'usd', 'test',
                'cs_' || $2 || '_' || md5(random()::text || g), 'completed', now(), now() - ((g + $3) || ' minutes')::interval
         FROM pools, generate_series(1, $1) g
         RETURNING id, donor_id, application_id, provider_session_id, created_at)
       INSERT INTO donation (checkout_id, donor_id, application_id, payment_key, amount_cents, kept_cents, currency, recurring, status, test_mode, receipt_number, created_at, completed_at)
       SELECT id, donor_id, application_id, 'session:' || provider_session_id, 2500, 2500, 'usd', 'one_time', 'completed', true,
              'SBL-' || upper($2) || '-' || nextval('donation_receipt_seq'), created_at, created_at
       FROM made`,
      [Math.min(10_000, count - made), tag, made],
    );
  }
}

/** Statements per request, and the median and 95th percentile of `runs` sequential requests (after a warm-up; `beforeEach` runs before each). */
export async function measureQuery(
  graphql: Graphql,
  statements: () => number,
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
  { runs = 200, warmUp = 20, beforeEach = () => {} }: { runs?: number; warmUp?: number; beforeEach?: () => void } = {},
) {
  for (let i = 0; i < warmUp; i += 1) await graphql(query, variables, token);
  beforeEach();
  const before = statements();
  const answer = await graphql(query, variables, token);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const perRequest = statements() - before;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    beforeEach();
    const started = process.hrtime.bigint();
    await graphql(query, variables, token);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { perRequest, median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}

export type QueryFigure = Awaited<ReturnType<typeof measureQuery>>;

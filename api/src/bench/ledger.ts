import type { Database } from '../db/data-source';
import { insertGifts, measureQuery, type Graphql, type QueryFigure } from './bench-kit';

/**
 * Issue 30's bench: the ledgers anyone can read, and the admins' one, at 100 and at 100,000
 * donations over 10,000 approved journeys, each with payouts paid out of it. Target: the same
 * statements at both sizes, and time ≤ 2×. Figures only, no assertions.
 */

const TOTALS = 'givenCents refundedCents keptCents paidOutCents heldCents';
const LINE = 'kind at amountCents balanceCents purpose payee operatorName';
export const PUBLIC_LEDGERS_QUERY = `query Ledgers($first: Int) { publicJourneyLedgers(first: $first) { nodes { applicationId firstName city stage ${TOTALS} lines { ${LINE} } } pageInfo { hasNextPage endCursor } } }`;
export const PUBLIC_LEDGER_QUERY = `query Ledger($id: ID!) { publicJourneyLedger(applicationId: $id) { applicationId stage ${TOTALS} lines { ${LINE} } } }`;
export const TRANSPARENCY_QUERY = `{ transparency { givenCents refundedCents paidOutCents heldCents journeys stages { stage journeys } months { month givenCents refundedCents paidOutCents } } }`;
export const ADMIN_LEDGER_QUERY = `query AdminLedger($id: ID!) { journeyLedger(applicationId: $id) { applicationId fullName stage ${TOTALS} lines { id ${LINE} donorName reference transferReference } } }`;

/** Seekers with approved applications in bulk, one operator, and a paid payout of $100 on each journey. */
export async function seedJourneys(db: Database, count: number, admins: { proposer: string; approver: string }): Promise<void> {
  await db.dataSource.query(
    `WITH seekers AS (
       INSERT INTO account (role, fullname, email, password_hash)
       SELECT 'seeker', 'Pilgrim ' || g, 'pilgrim-' || g || '-' || md5(random()::text) || '@bench.example', 'not-a-hash'
       FROM generate_series(1, $1) g
       RETURNING id)
     INSERT INTO application (seeker_id, full_name, email, phone, address, city, country, hajj_reason, family_size, income_bracket,
       travel_type, requested_amount_cents, collected_amount_cents, donor_count, reference_name, reference_phone,
       reference_relation, id_file_key, id_file_type, id_file_size, status, submitted_at, reviewed_at)
     SELECT id, 'Pilgrim ' || n || ' Bench', 'pilgrim' || n || '@bench.example', '+1 555 0100', n || ' Bench Street', 'Springfield',
       'Country ' || (n % 18), 'A reason to travel.', '2', '500-1000', (ARRAY['Hajj','Umrah'])[1 + n % 2], 5000000, 0, 0,
       'Reference ' || n, '+1 555 0199', 'Friend', md5(n::text || random()::text), 'image/png', 1024, 'approved',
       now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
     FROM (SELECT id, row_number() OVER () AS n FROM seekers) s`,
    [count],
  );
  const [operator] = await db.dataSource.query(
    `INSERT INTO operator (name, country, licence_number, contact) VALUES ('Bench Hajj Travel', 'United Kingdom', 'ATOL BENCH', 'bench@travel.example') RETURNING id`,
  );
  await db.dataSource.query(
    `INSERT INTO payout (application_id, payee, operator_id, amount_cents, purpose, status, document_key, document_type, document_size,
       proposed_by, approved_by, approved_at, paid_by, paid_at, transfer_reference, transferred_on)
     SELECT id, 'operator', $1, 10000, 'package', 'paid', md5(id::text), 'application/pdf', 1024, $2, $3, now(), $3, now(), 'TR-' || left(md5(id::text), 8), current_date
     FROM application WHERE status = 'approved'`,
    [operator.id, admins.proposer, admins.approver],
  );
  await db.dataSource.query('ANALYZE account; ANALYZE application; ANALYZE payout');
}

/** One-time $25 gifts until the journeys hold `total` donations, spread over every journey, newest first. */
export async function seedGifts(db: Database, total: number): Promise<number> {
  const [{ n: existing }] = await db.dataSource.query('SELECT count(*)::int AS n FROM donation');
  if (total > existing) await insertGifts(db, total - existing, 'ledger');
  if (total > existing) {
    await db.dataSource.query(
      `UPDATE application a SET collected_amount_cents = g.kept, donor_count = g.donors
       FROM (SELECT application_id, sum(kept_cents)::int AS kept, count(DISTINCT donor_id)::int AS donors FROM donation GROUP BY 1) g
       WHERE a.id = g.application_id`,
    );
    await db.dataSource.query('ANALYZE checkout; ANALYZE donation; ANALYZE application');
  }
  return Math.max(total, existing);
}

type Figure = QueryFigure;
export interface LedgerFigures {
  donations: number;
  journeys: number;
  figures: Record<string, Figure>;
}

/**
 * Fills the gifts up to `total`, then measures the public ledgers' first page (20 journeys), the
 * busiest journey's public ledger, the same journey's admin ledger, and the transparency page's
 * summary of every ledger (recounted, and from its cache). The busiest journey is the
 * newest (gifts are dealt out newest first), so at 100,000 gifts over 10,000 journeys it has 10 lines
 * or more, and at 100 gifts one.
 */
export async function ledgerScreensAt(db: Database, graphql: Graphql, statements: () => number, adminToken: string, total: number, forgetSummary: () => void): Promise<LedgerFigures> {
  const donations = await seedGifts(db, total);
  const [{ n: journeys }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM application WHERE status = 'approved'`);
  const [{ id: busiest }] = await db.dataSource.query(`SELECT id FROM application WHERE status = 'approved' ORDER BY submitted_at DESC LIMIT 1`);
  return {
    donations,
    journeys,
    figures: {
      'publicJourneyLedgers(20)': await measureQuery(graphql, statements, PUBLIC_LEDGERS_QUERY, { first: 20 }, undefined),
      publicJourneyLedger: await measureQuery(graphql, statements, PUBLIC_LEDGER_QUERY, { id: busiest }, undefined),
      'journeyLedger (admins)': await measureQuery(graphql, statements, ADMIN_LEDGER_QUERY, { id: busiest }, adminToken),
      // The page's summary, counted again for each request (its cache forgotten, as after a gift), then as cached.
      'transparency (recounted)': await measureQuery(graphql, statements, TRANSPARENCY_QUERY, {}, undefined, { runs: 100, beforeEach: forgetSummary }),
      'transparency (cached)': await measureQuery(graphql, statements, TRANSPARENCY_QUERY, {}, undefined),
    },
  };
}

export function ledgerLines(small: LedgerFigures, large: LedgerFigures): string[] {
  const lines = [
    `ledgers over ${large.journeys.toLocaleString('en-US')} journeys with a paid payout each, at ${small.donations.toLocaleString('en-US')} / ${large.donations.toLocaleString('en-US')} donations (200 sequential requests each, 100 for a recount; target: same statements, time ≤ 2×)`,
  ];
  for (const [label, s] of Object.entries(small.figures)) {
    const l = large.figures[label]!;
    lines.push(
      `  ${label.padEnd(26)} statements ${s.perRequest} / ${l.perRequest}   median ${s.median.toFixed(2)} / ${l.median.toFixed(2)} ms (×${(l.median / s.median).toFixed(2)})   p95 ${s.p95.toFixed(2)} / ${l.p95.toFixed(2)} ms`,
    );
  }
  return lines;
}

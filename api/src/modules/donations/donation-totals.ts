import type { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../validation/pagination';
import type { DonationTotal } from './dto/donation-total.types';

/**
 * Donation totals per approved request, for integrators' bookkeeping (DONATION_TOTALS_READ): one
 * query, the count read from the index of donations whose money is kept; no donor's id, name or email.
 */
export class DonationTotals {
  constructor(private readonly dataSource: DataSource) {}

  /** For the public figures: the money kept (after refunds) and how many donors gave it. */
  async given(): Promise<{ keptCents: number; donors: number }> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(kept_cents), 0)::bigint AS "keptCents", count(DISTINCT donor_id)::int AS "donors"
       FROM donation WHERE kept_cents > 0`,
    );
    return { keptCents: Number(row.keptCents), donors: row.donors };
  }

  async page(first: number | null | undefined, after: string | null | undefined): Promise<Page<DonationTotal>> {
    return totalsPage(this.dataSource, first, after);
  }
}

async function totalsPage(dataSource: DataSource, first: number | null | undefined, after: string | null | undefined): Promise<Page<DonationTotal>> {
  const size = pageSize(first);
  const cursor = decodeCursor(after);
  const params: unknown[] = [size + 1];
  let where = `a.status = 'approved'`;
  if (cursor) {
    params.push(cursor.at, cursor.id);
    where += ' AND (a.submitted_at, a.id) < ($2, $3)';
  }
  const rows: Record<string, unknown>[] = await dataSource.query(
    `SELECT a.id, a.submitted_at, a.requested_amount_cents, a.collected_amount_cents, a.donor_count,
            (SELECT count(*) FROM donation d WHERE d.application_id = a.id AND d.kept_cents > 0)::int AS completed_donations
     FROM application a WHERE ${where} ORDER BY a.submitted_at DESC, a.id DESC LIMIT $1`,
    params,
  );
  const totals = rows.map((row) => ({
    submittedAt: row.submitted_at as Date,
    total: {
      id: String(row.id),
      requestedAmount: Number(row.requested_amount_cents) / 100,
      collectedAmount: Number(row.collected_amount_cents) / 100,
      donorCount: Number(row.donor_count),
      completedDonationCount: Number(row.completed_donations),
    },
  }));
  const page = pageOf(totals, size, (row) => encodeCursor(row.submittedAt, row.total.id));
  return { ...page, nodes: page.nodes.map((row) => row.total) };
}

import type { DataSource, EntityManager } from 'typeorm';
import { fundingTallies, type FundingTally } from '../applications';

/**
 * What a reconciliation row says is wrong: the donations against the journey's tallies (DESIGN §3,
 * §7), or the journey's own ledger (issue 30): what it keeps is not what is paid out plus what it
 * holds, or its approved and paid payouts take more than it keeps.
 */
export type ReconciliationKind = 'donations' | 'ledger_balance' | 'payouts_over_kept' | 'commitments' | 'transfers' | 'zakat';

/** A further check of the books, declared by the module that owns it (the ledger), run in the same snapshot. */
export interface BooksCheck {
  differences(manager: EntityManager, tallies: readonly FundingTally[]): Promise<ReconciliationRow[]>;
}

/**
 * An application whose books do not add up: its collected amount or donor count is not what its
 * donations keep, it keeps more than its goal, or a donation's refunds do not add up to what it
 * says went back.
 */
export interface ReconciliationRow {
  kind: ReconciliationKind;
  applicationId: string;
  fullName: string;
  collectedCents: number;
  requestedCents: number;
  completedCents: number;
  donorCount: number;
  completedDonors: number;
  /** What the provider says lost disputes withheld, less what our books wrote off for them. */
  providerGapCents: number;
  /** The journey's ledger (ledger_balance and payouts_over_kept rows; null on donations rows), in cents. */
  ledger?: { keptCents: number; paidOutCents: number; approvedCents: number; heldCents: number };
}

interface DonationSums {
  completedCents: number;
  completedDonors: number;
  zakatKeptCents: number;
  unaccountedCents: number;
  refundsUnaccountedCents: number;
  providerGapCents: number;
}

const NO_DONATIONS: DonationSums = { completedCents: 0, completedDonors: 0, zakatKeptCents: 0, unaccountedCents: 0, refundsUnaccountedCents: 0, providerGapCents: 0 };

/**
 * DESIGN §3 and §7's invariants, checked: collectedAmount = Σ kept = Σ (amount − refunded) over the
 * money that arrived and is not disputed, collectedAmount ≤ requestedAmount, donorCount = donors
 * who keep something in it, refunded = Σ refunds. The donations' side is read here; the journeys'
 * side through the applications module's read model, in the same REPEATABLE READ snapshot so a
 * donation completing meanwhile cannot show as a difference.
 */
export class BooksReconciliation {
  private readonly checks: BooksCheck[] = [];

  constructor(private readonly dataSource: DataSource) {}

  /** Adds a check another module owns (the ledger's), run with these in the same snapshot. */
  include(check: BooksCheck): void {
    this.checks.push(check);
  }

  /** The applications that break any of the invariants, newest submitted first; empty when the books are right. */
  async reconciliation(): Promise<ReconciliationRow[]> {
    const [tallies, sums, further] = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const journeys = await fundingTallies(manager);
      const rows: Array<Record<string, unknown>> = await manager.query(`
        SELECT d.application_id,
               coalesce(sum(d.kept_cents), 0)::bigint AS completed_cents,
               count(DISTINCT d.donor_id) FILTER (WHERE d.kept_cents > 0)::int AS completed_donors,
               coalesce(sum(d.kept_cents) FILTER (WHERE d.zakat), 0)::bigint AS zakat_kept_cents,
               coalesce(sum(d.amount_cents - d.refunded_cents) FILTER (WHERE d.status IN ('completed', 'partially_refunded', 'refunded')), 0)::bigint
                 - coalesce(sum(d.kept_cents), 0)::bigint AS unaccounted_cents,
               coalesce(sum(d.refunded_cents), 0)::bigint - coalesce((SELECT sum(r.amount_cents) FROM donation_refund r JOIN donation rd ON rd.id = r.donation_id
                 WHERE rd.application_id = d.application_id AND r.status <> 'canceled'), 0)::bigint AS refunds_unaccounted_cents,
               coalesce(sum(gap.cents), 0)::bigint AS provider_gap_cents
        FROM donation d
        -- A lost dispute: the provider's figure for what the bank withheld against the DISPUTE_LOST refunds we recorded.
        LEFT JOIN LATERAL (
          SELECT d.dispute_withheld_cents - coalesce(sum(r.amount_cents), 0) AS cents FROM donation_refund r
          WHERE r.donation_id = d.id AND r.reason = 'dispute_lost' AND r.status <> 'canceled'
        ) gap ON d.dispute_status = 'lost' AND d.dispute_withheld_cents IS NOT NULL
        GROUP BY d.application_id`);
      const byApplication = new Map<string, DonationSums>(
        rows.map((row) => [
          String(row.application_id),
          {
            completedCents: Number(row.completed_cents),
            completedDonors: Number(row.completed_donors),
            zakatKeptCents: Number(row.zakat_kept_cents),
            unaccountedCents: Number(row.unaccounted_cents),
            refundsUnaccountedCents: Number(row.refunds_unaccounted_cents),
            providerGapCents: Number(row.provider_gap_cents),
          },
        ]),
      );
      const more: ReconciliationRow[] = [];
      for (const check of this.checks) more.push(...(await check.differences(manager, journeys)));
      return [journeys, byApplication, more] as const;
    });
    const differences = tallies.flatMap((journey): ReconciliationRow[] => {
      const donations = sums.get(journey.applicationId) ?? NO_DONATIONS;
      const broken =
        journey.collectedCents !== donations.completedCents ||
        journey.donorCount !== donations.completedDonors ||
        journey.collectedCents > journey.requestedCents ||
        donations.unaccountedCents !== 0 ||
        donations.refundsUnaccountedCents !== 0 ||
        donations.providerGapCents !== 0;
      const { unaccountedCents: _unaccounted, refundsUnaccountedCents: _refunds, zakatKeptCents: _zakat, ...shown } = donations;
      const rows: ReconciliationRow[] = broken ? [{ kind: 'donations', ...journey, ...shown }] : [];
      // Issue 31: the journey's zakat is what its zakat gifts keep, and one that is not zakat-eligible holds none unpaid.
      if (journey.zakatCollectedCents !== donations.zakatKeptCents || (!journey.zakatCategory && journey.zakatCollectedCents !== journey.zakatPaidCents)) {
        rows.push({ kind: 'zakat', ...journey, ...shown });
      }
      return rows;
    });
    return [...differences, ...further];
  }
}

import type { EntityManager } from 'typeorm';

/** Concurrent transactions spread their tally updates over this many rows (see the migration). */
const TALLY_SHARDS = 8;

interface TallyChange {
  /** Donation rows (failed renewals included). */
  donations: number;
  /** Donations whose money is (still) kept: completed or partially refunded. */
  completed: number;
  /** Cents kept. */
  cents: number;
}

/**
 * What one transaction changes in the admin's tallies, written once at its end: every row it
 * touches is of one shard, days in ascending order, then the total — the same order in every
 * transaction, so two of them never wait on each other's tally rows in a circle. A refund counts
 * against the day its donation completed, so "given in the last 30 days" stays what was kept of
 * the gifts of those days.
 */
export class TallyChanges {
  private readonly byDay = new Map<string | null, TallyChange>();

  /** `day` as 'YYYY-MM-DD', or null for today. */
  add(day: string | null, change: Partial<TallyChange>): void {
    const current = this.byDay.get(day) ?? { donations: 0, completed: 0, cents: 0 };
    this.byDay.set(day, {
      donations: current.donations + (change.donations ?? 0),
      completed: current.completed + (change.completed ?? 0),
      cents: current.cents + (change.cents ?? 0),
    });
  }

  async write(manager: EntityManager): Promise<void> {
    const changes = [...this.byDay.entries()].filter(([, c]) => c.donations !== 0 || c.completed !== 0 || c.cents !== 0);
    if (!changes.length) return;
    // Older days in order, then today (null): every transaction meets the rows in the same order.
    changes.sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1));
    const shard = Math.floor(Math.random() * TALLY_SHARDS);
    const total: TallyChange = { donations: 0, completed: 0, cents: 0 };
    for (const [day, change] of changes) {
      total.donations += change.donations;
      total.completed += change.completed;
      total.cents += change.cents;
      await manager.query(
        `INSERT INTO donation_tally (day, shard, donations, completed, completed_cents) VALUES (coalesce($1::date, current_date), $2, $3, $4, $5)
         ON CONFLICT (day, shard) DO UPDATE SET donations = donation_tally.donations + EXCLUDED.donations,
           completed = donation_tally.completed + EXCLUDED.completed, completed_cents = donation_tally.completed_cents + EXCLUDED.completed_cents`,
        [day, shard, change.donations, change.completed, change.cents],
      );
    }
    await manager.query(
      `INSERT INTO donation_total (shard, donations, completed, completed_cents) VALUES ($1, $2, $3, $4)
       ON CONFLICT (shard) DO UPDATE SET donations = donation_total.donations + EXCLUDED.donations,
         completed = donation_total.completed + EXCLUDED.completed, completed_cents = donation_total.completed_cents + EXCLUDED.completed_cents`,
      [shard, total.donations, total.completed, total.cents],
    );
  }
}

import type { EntityManager } from 'typeorm';
import { updateReturning } from '../../db/update-returning';

/** A journey's money as its lock found it. Cents throughout. */
export interface Funding {
  applicationId: string;
  status: string;
  requestedCents: number;
  collectedCents: number;
  donorCount: number;
  /** What its payouts approved or paid have taken (issue 30): an admin's refund may not go below it. */
  committedCents: number;
  /** Its journey was cancelled (issue 30): it takes no more money, whatever its goal says. */
  closed: boolean;
  /** Live holds of every checkout but the one the lock was taken for. */
  othersHeldCents: number;
  /** The live hold of the checkout the lock was taken for (0 when it has none, or it lapsed). */
  ownHeldCents: number;
  /** When the last of the others' live holds lapses: "it frees up within N minutes". */
  othersHeldUntil: Date | null;
  /** Its category of At-Tawbah 9:60 when an admin marked it zakat-eligible (issue 31); null otherwise. */
  zakatCategory: string | null;
  /** Of collected, what zakat gifts keep. */
  zakatCollectedCents: number;
  /** Of committed, the zakat part of its payouts approved or paid. */
  zakatCommittedCents: number;
  /** Of that, the zakat part of its payouts paid. */
  zakatPaidCents: number;
  /** Live holds of zakat checkouts, its own included. */
  zakatHeldCents: number;
}

/** Zakat the journey holds and has not paid out: collected but not yet paid, and live zakat holds (issue 31). */
export function zakatUnpaid(funding: Funding): number {
  return funding.zakatCollectedCents - funding.zakatPaidCents + funding.zakatHeldCents;
}

/** What may still be promised or kept: the goal less what is collected and what others hold. */
export function room(funding: Funding): number {
  if (funding.closed) return 0;
  return Math.max(0, funding.requestedCents - funding.collectedCents - funding.othersHeldCents);
}

/** The invariant broke: a caller asked for more than the journey may take. The transaction rolls back. */
export class FundingInvariantError extends Error {}

/**
 * A journey's money, and the only code that writes it (DESIGN §3, §7): `collected_amount_cents`,
 * `donor_count` and the holds of started checkouts. Donations, refunds, disputes and the closer
 * all come through here, inside their own transaction, after `lock` — which every path that moves
 * money takes first (the application, then the checkout or gift, then the donation), so that no two
 * of them can wait on each other in a circle. What it keeps true, whatever the interleaving:
 * `collected + live holds ≤ requested` (a hold is only granted within room, and money is only kept
 * within room plus its own hold), and collected never goes below 0.
 */
export class ApplicationFunding {
  /**
   * Locks the application's row for this transaction (FOR NO KEY UPDATE: rows that merely refer to
   * it — a new donation's foreign key — are not blocked) and reads its money, with `holderId`'s
   * own hold apart from everyone else's.
   */
  async lock(manager: EntityManager, applicationId: string, holderId: string | null = null): Promise<Funding | undefined> {
    // Two statements on purpose: under READ COMMITTED a statement reads the snapshot it started
    // with, so holds read in the statement that waited for the lock would miss those committed
    // while it waited (five donors would all be granted the last $100). Read after the lock.
    const [locked] = await manager.query('SELECT id FROM application WHERE id = $1 FOR NO KEY UPDATE', [applicationId]);
    if (!locked) return undefined;
    const [row] = await manager.query(
      `SELECT a.id, a.status, a.requested_amount_cents, a.collected_amount_cents, a.donor_count, a.committed_cents, a.funding_closed,
              a.zakat_category, a.zakat_collected_cents, a.zakat_committed_cents, a.zakat_paid_cents,
              coalesce(sum(h.amount_cents) FILTER (WHERE h.holder_id IS DISTINCT FROM $2), 0)::bigint AS others_held,
              coalesce(sum(h.amount_cents) FILTER (WHERE h.holder_id = $2), 0)::bigint AS own_held,
              coalesce(sum(h.amount_cents) FILTER (WHERE h.zakat), 0)::bigint AS zakat_held,
              max(h.expires_at) FILTER (WHERE h.holder_id IS DISTINCT FROM $2) AS others_until
       FROM application a
       LEFT JOIN application_hold h ON h.application_id = a.id AND h.expires_at > now()
       WHERE a.id = $1
       GROUP BY a.id, a.status, a.requested_amount_cents, a.collected_amount_cents, a.donor_count, a.committed_cents, a.funding_closed,
                a.zakat_category, a.zakat_collected_cents, a.zakat_committed_cents, a.zakat_paid_cents`,
      [applicationId, holderId],
    );
    if (!row) return undefined;
    return {
      applicationId: row.id,
      status: row.status,
      requestedCents: row.requested_amount_cents,
      collectedCents: row.collected_amount_cents,
      donorCount: row.donor_count,
      committedCents: Number(row.committed_cents),
      closed: row.funding_closed === true,
      othersHeldCents: Number(row.others_held),
      ownHeldCents: Number(row.own_held),
      othersHeldUntil: row.others_until ? new Date(row.others_until) : null,
      zakatCategory: row.zakat_category ?? null,
      zakatCollectedCents: Number(row.zakat_collected_cents),
      zakatCommittedCents: Number(row.zakat_committed_cents),
      zakatPaidCents: Number(row.zakat_paid_cents),
      zakatHeldCents: Number(row.zakat_held),
    };
  }

  /** Holds `cents` for `holderId` until `expiresAt`; the caller has checked there is room. */
  async hold(manager: EntityManager, funding: Funding, holderId: string, cents: number, expiresAt: Date, zakat = false): Promise<void> {
    if (cents > room(funding)) throw new FundingInvariantError(`hold of ${cents} over the room of ${room(funding)} on ${funding.applicationId}`);
    if (zakat && !funding.zakatCategory) throw new FundingInvariantError(`zakat hold on ${funding.applicationId}, which is not zakat-eligible`);
    await manager.query(
      `INSERT INTO application_hold (holder_id, application_id, amount_cents, expires_at, zakat) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (holder_id) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, expires_at = EXCLUDED.expires_at, zakat = EXCLUDED.zakat`,
      [holderId, funding.applicationId, cents, expiresAt, zakat],
    );
    funding.ownHeldCents = cents;
    if (zakat) funding.zakatHeldCents += cents;
  }

  /** The holder completed, failed or lapsed: its hold no longer counts. */
  async release(manager: EntityManager, funding: Funding, holderId: string): Promise<void> {
    const gone: Array<{ amount_cents: number; live_zakat: boolean }> = await updateReturning(
      manager,
      'DELETE FROM application_hold WHERE holder_id = $1 RETURNING amount_cents, (zakat AND expires_at > now()) AS live_zakat',
      [holderId],
    );
    for (const hold of gone) if (hold.live_zakat) funding.zakatHeldCents = Math.max(0, funding.zakatHeldCents - hold.amount_cents);
    funding.ownHeldCents = 0;
  }

  /**
   * Removes up to 1000 holds whose time is up (rows being written are skipped, for the next round);
   * returns how many went. Holds lapse with time alone, so the caller tells the donors' lists.
   */
  async clearLapsedHolds(manager: EntityManager): Promise<number> {
    const rows = await updateReturning(
      manager,
      `DELETE FROM application_hold WHERE holder_id IN (
         SELECT holder_id FROM application_hold WHERE expires_at <= now() LIMIT 1000 FOR UPDATE SKIP LOCKED) RETURNING holder_id`,
      [],
    );
    return rows.length;
  }

  /**
   * Money arrived for `holderId` (or for no hold: a renewal): of `cents`, keeps what the journey may
   * take — its own hold, and room beyond it — and releases the hold. Returns what was kept; the
   * rest is the caller's to give back.
   */
  async receive(manager: EntityManager, funding: Funding, holderId: string | null, cents: number, newDonor: boolean, zakat = false): Promise<number> {
    // A cancelled journey keeps nothing more, not even what a checkout held: it all goes back.
    // Zakat is kept only by a zakat-eligible journey (issue 31): otherwise it all goes back too.
    const kept = zakat && !funding.zakatCategory ? 0 : Math.min(cents, room(funding) + (funding.closed ? 0 : funding.ownHeldCents));
    if (holderId) await this.release(manager, funding, holderId);
    if (kept > 0) await this.change(manager, funding, kept, newDonor ? 1 : 0, zakat);
    return kept;
  }

  /** Money kept by the journey went back (a refund, a dispute): `donorLeft` when it was that donor's last; `zakat` when it was a zakat gift's. */
  async giveBack(manager: EntityManager, funding: Funding, cents: number, donorLeft: boolean, zakat = false): Promise<void> {
    if (cents > funding.collectedCents) throw new FundingInvariantError(`give back ${cents} of ${funding.collectedCents} on ${funding.applicationId}`);
    if (zakat && funding.zakatCollectedCents - cents < funding.zakatCommittedCents) {
      throw new FundingInvariantError(`give back ${cents} of zakat ${funding.zakatCollectedCents} (committed ${funding.zakatCommittedCents}) on ${funding.applicationId}`);
    }
    if (cents > 0 || donorLeft) await this.change(manager, funding, -cents, donorLeft ? -1 : 0, zakat);
  }

  /**
   * The journey was cancelled (issue 30), under the lock the caller holds: from now on it takes no
   * money (room 0), and the holds of its open checkouts go, so nothing more lands in it.
   */
  async close(manager: EntityManager, funding: Funding): Promise<void> {
    await manager.query('UPDATE application SET funding_closed = true WHERE id = $1', [funding.applicationId]);
    await manager.query('DELETE FROM application_hold WHERE application_id = $1', [funding.applicationId]);
    funding.zakatHeldCents = 0;
    funding.closed = true;
    funding.othersHeldCents = 0;
    funding.ownHeldCents = 0;
  }

  /**
   * A payout was approved (`cents` > 0) or an approved one cancelled (< 0): what the journey has
   * committed to its operator or pilgrim, under the journey's lock the caller holds.
   */
  async commit(manager: EntityManager, funding: Funding, cents: number, zakatCents = 0): Promise<void> {
    const committed = funding.committedCents + cents;
    if (committed < 0) throw new FundingInvariantError(`committed would be ${committed} on ${funding.applicationId}`);
    const zakatCommitted = funding.zakatCommittedCents + zakatCents;
    if (zakatCommitted < funding.zakatPaidCents || zakatCommitted > funding.zakatCollectedCents || Math.abs(zakatCents) > Math.abs(cents)) {
      throw new FundingInvariantError(`zakat committed would be ${zakatCommitted} of ${funding.zakatCollectedCents} on ${funding.applicationId}`);
    }
    if (zakatCents > 0 && !funding.zakatCategory) throw new FundingInvariantError(`zakat committed on ${funding.applicationId}, which is not zakat-eligible`);
    await manager.query('UPDATE application SET committed_cents = committed_cents + $2, zakat_committed_cents = zakat_committed_cents + $3 WHERE id = $1', [
      funding.applicationId,
      cents,
      zakatCents,
    ]);
    funding.committedCents = committed;
    funding.zakatCommittedCents = zakatCommitted;
  }

  /**
   * The zakat part a payout approved now takes (issue 31): zakat is paid out first, and only by a
   * zakat-eligible journey — what zakat it holds and has not committed, up to the payout.
   */
  zakatPartOf(funding: Funding, cents: number): number {
    if (!funding.zakatCategory) return 0;
    return Math.max(0, Math.min(cents, funding.zakatCollectedCents - funding.zakatCommittedCents));
  }

  /** A payout was paid: its zakat part counts as paid out (issue 31), under the journey's lock. */
  async paid(manager: EntityManager, funding: Funding, zakatCents: number): Promise<void> {
    if (zakatCents <= 0) return;
    if (funding.zakatPaidCents + zakatCents > funding.zakatCommittedCents) throw new FundingInvariantError(`zakat paid over committed on ${funding.applicationId}`);
    await manager.query('UPDATE application SET zakat_paid_cents = zakat_paid_cents + $2 WHERE id = $1', [funding.applicationId, zakatCents]);
    funding.zakatPaidCents += zakatCents;
  }

  private async change(manager: EntityManager, funding: Funding, cents: number, donors: number, zakat: boolean): Promise<void> {
    const collected = funding.collectedCents + cents;
    if (collected < 0 || collected > funding.requestedCents) {
      throw new FundingInvariantError(`collected would be ${collected} of ${funding.requestedCents} on ${funding.applicationId}`);
    }
    const zakatCents = zakat ? cents : 0;
    if (funding.zakatCollectedCents + zakatCents < 0) throw new FundingInvariantError(`zakat collected would be below 0 on ${funding.applicationId}`);
    const [row] = await updateReturning<{ collected_amount_cents: number; donor_count: number; zakat_collected_cents: number }>(
      manager,
      `UPDATE application SET collected_amount_cents = collected_amount_cents + $2, donor_count = donor_count + $3, zakat_collected_cents = zakat_collected_cents + $4
       WHERE id = $1 RETURNING collected_amount_cents, donor_count, zakat_collected_cents`,
      [funding.applicationId, cents, donors, zakatCents],
    );
    funding.collectedCents = row!.collected_amount_cents;
    funding.donorCount = row!.donor_count;
    funding.zakatCollectedCents = row!.zakat_collected_cents;
  }
}

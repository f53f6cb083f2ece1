import type { EntityManager } from 'typeorm';
import { updateReturning } from '../../db/update-returning';

/** A donation as a progress update needs it, read under its lock. */
export interface TrackedDonation {
  id: string;
  donor_id: string;
  application_id: string;
  status: string;
  kept_cents: number;
  tracking_status: string | null;
}

/**
 * A gift its journey keeps: not failed, and not wholly given back (refunded, or lost in a dispute).
 * Its donor is one of the journey's donors: they read its updates and are emailed them (issue 28 §5, 30).
 */
export const KEPT_GIFT = `d.status <> 'failed' AND d.refunded_cents < d.amount_cents`;

/** A gift of the journey's that an update reached. */
export interface ReachedGift {
  id: string;
  donor_id: string;
}

/**
 * The donation's progress columns (`tracking_status`, `tracking_message`, `tracking_updated_at`),
 * owned here with the rest of the donation's row; the tracking module writes them only through
 * this, inside its own transaction.
 */
export class DonationProgress {
  /** Locks the donation for this transaction (FOR NO KEY UPDATE) and reads what an update needs. */
  async lock(manager: EntityManager, donationId: string): Promise<TrackedDonation | undefined> {
    const [donation] = await manager.query(
      'SELECT id, donor_id, application_id, status, kept_cents, tracking_status FROM donation WHERE id = $1 FOR NO KEY UPDATE',
      [donationId],
    );
    return donation;
  }

  /** The journey a donation went to (unlocked: the caller locks the journey first, then the donation). */
  async journeyOf(manager: EntityManager, donationId: string): Promise<string | undefined> {
    const [row] = await manager.query('SELECT application_id FROM donation WHERE id = $1', [donationId]);
    return row?.application_id;
  }

  /**
   * A journey update's progress on every gift the journey keeps, as of `at`; the caller holds the
   * journey's lock, so no refund changes which gifts those are meanwhile. Each donor's latest gift first.
   */
  async setForJourney(manager: EntityManager, applicationId: string, status: string, message: string, at: Date): Promise<ReachedGift[]> {
    const rows = await updateReturning<ReachedGift & { created_at: Date }>(
      manager,
      `UPDATE donation d SET tracking_status = $2, tracking_message = $3, tracking_updated_at = $4
       WHERE d.application_id = $1 AND ${KEPT_GIFT} RETURNING d.id, d.donor_id, d.created_at`,
      [applicationId, status, message, at],
    );
    return rows
      .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || (a.id < b.id ? 1 : -1))
      .map(({ id, donor_id }) => ({ id, donor_id }));
  }

  /** The donation's latest progress, as of the update written at `at`. */
  async set(manager: EntityManager, donationId: string, status: string, message: string, at: Date): Promise<void> {
    await manager.query('UPDATE donation SET tracking_status = $2, tracking_message = $3, tracking_updated_at = $4 WHERE id = $1', [donationId, status, message, at]);
  }
}

import type { EntityManager } from 'typeorm';

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

  /** The donation's latest progress, as of the update written at `at`. */
  async set(manager: EntityManager, donationId: string, status: string, message: string, at: Date): Promise<void> {
    await manager.query('UPDATE donation SET tracking_status = $2, tracking_message = $3, tracking_updated_at = $4 WHERE id = $1', [donationId, status, message, at]);
  }
}

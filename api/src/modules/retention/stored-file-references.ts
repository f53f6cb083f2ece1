import type { EntityManager } from 'typeorm';

/**
 * Every column that holds a storage key, with the condition under which its row still needs the
 * file. A file named by none of them is an orphan. A new column that keeps a storage key must be
 * added here, or the orphan sweep would delete its files once they pass the grace period.
 */
const STORAGE_KEY_COLUMNS: { table: string; column: string; stillNeeded?: string }[] = [
  // After the retention job marked it, the document is no longer wanted (a crash may have kept it).
  { table: 'application', column: 'id_file_key', stillNeeded: 'id_document_deleted_at IS NULL' },
  // Likewise a rejected or withdrawn story's media once the job marked it (stories/story-media-expiry.ts).
  { table: 'story', column: 'media_key', stillNeeded: 'media_deleted_at IS NULL' },
  // A finished resumable upload waiting for its submission; when it expires unused, its key goes
  // back to the ledger (resumable-uploads.service.ts `sweep`).
  { table: 'resumable_upload', column: 'stored_key' },
  // A payout's invoice or quote (issue 30): a financial record, kept as long as the payout.
  { table: 'payout', column: 'document_key' },
  // What proved a journey's step (issue 30): kept as long as the move it proves, like the payouts'.
  { table: 'journey_stage_change', column: 'proof_key' },
  // A pilgrim's thank-you photo (issue 30): kept while its thank-you is.
  { table: 'journey_thanks', column: 'photo_key' },
];

/** The keys among `keys` that no row needs: one statement for the whole batch. */
export async function keysNoRowNeeds(manager: Pick<EntityManager, 'query'>, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const conditions = STORAGE_KEY_COLUMNS.map(
    ({ table, column, stillNeeded }) => `NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.${column} = k${stillNeeded ? ` AND t.${stillNeeded}` : ''})`,
  );
  const rows: { key: string }[] = await manager.query(`SELECT k AS key FROM unnest($1::varchar[]) AS k WHERE ${conditions.join(' AND ')}`, [keys]);
  return rows.map((row) => row.key);
}

import type { DataSource, EntityManager } from 'typeorm';

/**
 * The ledger of files that may need removing (migration 1764900000000-upload-ledger): written
 * before an upload's bytes are stored, forgotten when the upload is refused or discarded, read by
 * the retention job's orphan sweep once its grace period has passed.
 */
export interface UploadLedger {
  /** Committed at once, before the bytes are stored: a process killed after leaves a trace. */
  record(key: string): Promise<void>;
  /** The upload was refused or its row could not be written, and its file was removed. */
  forget(key: string): Promise<void>;
}

export class PostgresUploadLedger implements UploadLedger {
  constructor(private readonly dataSource: DataSource) {}

  async record(key: string): Promise<void> {
    await this.dataSource.query('INSERT INTO stored_upload (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key]);
  }

  async forget(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM stored_upload WHERE key = $1', [key]);
  }
}

/** For a file about to be deleted by a job (an expired ID document): in the job's transaction. */
export async function recordForRemoval(manager: Pick<EntityManager, 'query'>, keys: string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await manager.query('INSERT INTO stored_upload (key, stored_at) SELECT k, $2 FROM unnest($1::varchar[]) AS k ON CONFLICT (key) DO NOTHING', [keys, at]);
}

/** The ledger's keys written before `before`, oldest first, a batch at a time, leaving out `except` (kept for later). */
export async function ledgerKeysBefore(manager: Pick<EntityManager, 'query'>, before: Date, limit: number, except: readonly string[] = []): Promise<string[]> {
  const rows: { key: string }[] = await manager.query(
    'SELECT key FROM stored_upload WHERE stored_at < $1 AND NOT (key = ANY($3::varchar[])) ORDER BY stored_at, key LIMIT $2',
    [before, limit, except],
  );
  return rows.map((row) => row.key);
}

export async function forgetKeys(manager: Pick<EntityManager, 'query'>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await manager.query('DELETE FROM stored_upload WHERE key = ANY($1::varchar[])', [keys]);
}

/** A ledger that keeps nothing (unit tests of the intake on a bare folder). */
export const NO_UPLOAD_LEDGER: UploadLedger = { record: async () => undefined, forget: async () => undefined };

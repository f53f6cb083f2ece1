import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The files this API may have to remove: every upload is written here (committed on its own)
 * before its bytes go to storage, and every ID document due for deletion when it is marked. The
 * retention job's orphan sweep works from this ledger alone, never from a listing of the storage,
 * so a bucket or folder shared with anything else — another deployment pointed at it, a backup —
 * can never lose a file this API did not write (review of issue 10).
 */
export class UploadLedger1764900000000 implements MigrationInterface {
  name = 'UploadLedger1764900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE stored_upload (
        key varchar(80) PRIMARY KEY,
        stored_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX stored_upload_stored_at ON stored_upload (stored_at, key)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE stored_upload');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Resumable (tus) uploads (issue 20): who started each one, for what, how long it is, when it last
 * received bytes, and — once its bytes were sniffed, stripped and stored — the stored file. A row is
 * written before the upload's first byte, so the retention job can remove what an upload never
 * finished; a submission that uses a finished upload deletes its row in the same transaction.
 */
export class ResumableUploads1766800000000 implements MigrationInterface {
  name = 'ResumableUploads1766800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE resumable_upload (
        id varchar(64) PRIMARY KEY,
        account_id uuid NOT NULL,
        kind varchar(32) NOT NULL,
        filename varchar(255) NOT NULL DEFAULT '',
        length integer NOT NULL CHECK (length >= 0),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        touched_at timestamptz(3) NOT NULL DEFAULT now(),
        finished_at timestamptz(3),
        stored_key varchar(80),
        stored_type varchar(100),
        stored_size integer
      )`);
    await runner.query('CREATE INDEX resumable_upload_touched_at ON resumable_upload (touched_at)');
    await runner.query('CREATE INDEX resumable_upload_account ON resumable_upload (account_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE resumable_upload');
  }
}

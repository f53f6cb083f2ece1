import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first admin of a production deployment (issue 16): without ADMIN_INVITE_CODE, the API makes a
 * one-time bootstrap code at its first start, prints it once and keeps only its SHA-256 here; the
 * first admin registers with it, which deletes the row. At most one row.
 */
export class AdminBootstrap1765900000000 implements MigrationInterface {
  name = 'AdminBootstrap1765900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE admin_bootstrap (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        code_hash varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE admin_bootstrap');
  }
}

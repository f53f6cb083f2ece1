import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: a reset link is good only at the token version its account had when it was made. A
 * password change, a completed reset (and anything else that ends every session) moves the version
 * on, so every link mailed before stops working with the sessions. Links made before this column
 * existed are spent: they are at most 30 minutes old, and a new one is a click away.
 */
export class ResetLinkVersion1766930000000 implements MigrationInterface {
  name = 'ResetLinkVersion1766930000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`UPDATE password_reset SET used_at = now() WHERE used_at IS NULL`);
    await runner.query(`ALTER TABLE password_reset ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    await runner.query(`ALTER TABLE password_reset ALTER COLUMN token_version DROP DEFAULT`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE password_reset DROP COLUMN token_version');
  }
}

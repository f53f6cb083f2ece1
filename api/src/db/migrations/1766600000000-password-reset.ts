import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: "Forgot password?". A reset link's token is kept only as its SHA-256 (the link itself
 * is in the person's mailbox alone), works once, for PASSWORD_RESET_MINUTES.
 */
export class PasswordReset1766600000000 implements MigrationInterface {
  name = 'PasswordReset1766600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE password_reset (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await runner.query('CREATE INDEX password_reset_account ON password_reset (account_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE password_reset');
  }
}

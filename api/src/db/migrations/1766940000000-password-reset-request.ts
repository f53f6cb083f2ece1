import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: "Forgot password?" does the same work for every email. The request only writes a row
 * here, whatever the email; a background job takes each row, finds out whether the email has an
 * account and mails the link if it has, then deletes the row (an email of no account is kept
 * only until then, seconds).
 */
export class PasswordResetRequest1766940000000 implements MigrationInterface {
  name = 'PasswordResetRequest1766940000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE password_reset_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        role account_role NOT NULL,
        email varchar(254) NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX password_reset_request_order ON password_reset_request (requested_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE password_reset_request');
  }
}

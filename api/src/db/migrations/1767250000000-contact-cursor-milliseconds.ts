import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: the contact messages' and newsletter subscribers' lists page by (created_at, id) with
 * cursors of millisecond precision, like every other list, but these two columns kept microseconds:
 * `after` a row, the rows of the same millisecond (three signups in one statement, say) were skipped.
 * Milliseconds, like the cursors and every other list's column.
 */
export class ContactCursorMilliseconds1767250000000 implements MigrationInterface {
  name = 'ContactCursorMilliseconds1767250000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE contact_message ALTER COLUMN created_at TYPE timestamptz(3)`);
    await runner.query(`ALTER TABLE newsletter_subscriber ALTER COLUMN created_at TYPE timestamptz(3)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE contact_message ALTER COLUMN created_at TYPE timestamptz`);
    await runner.query(`ALTER TABLE newsletter_subscriber ALTER COLUMN created_at TYPE timestamptz`);
  }
}

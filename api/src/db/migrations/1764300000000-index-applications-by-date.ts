import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every application, newest first, without a status filter (the REST list `GET /application/all`
 * streamed in batches, and the admin's list of all applications): keyset pages on this index read
 * only their own rows. Without it each batch sorted the whole table, and streaming 100,000 rows took
 * 26 times as long as 10,000.
 */
export class IndexApplicationsByDate1764300000000 implements MigrationInterface {
  name = 'IndexApplicationsByDate1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE INDEX application_submitted ON application (submitted_at DESC, id DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX application_submitted');
  }
}

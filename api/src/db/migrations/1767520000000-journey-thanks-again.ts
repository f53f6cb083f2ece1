import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: a rejected thank-you no longer takes the journey's one place — its pilgrim may write
 * another (the rejection said why). One thank-you per journey that is pending or published; the
 * rejected ones stay as the record of the decision.
 */
export class JourneyThanksAgain1767520000000 implements MigrationInterface {
  name = 'JourneyThanksAgain1767520000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE journey_thanks DROP CONSTRAINT journey_thanks_application_id_key');
    await runner.query(`CREATE UNIQUE INDEX journey_thanks_one_standing ON journey_thanks (application_id) WHERE status <> 'rejected'`);
    await runner.query('CREATE INDEX journey_thanks_application ON journey_thanks (application_id, created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX journey_thanks_application');
    await runner.query('DROP INDEX journey_thanks_one_standing');
    // Only the newest thank-you of each journey is kept, as the older schema allows one.
    await runner.query(`DELETE FROM journey_thanks t WHERE EXISTS (SELECT 1 FROM journey_thanks n WHERE n.application_id = t.application_id AND (n.created_at, n.id) > (t.created_at, t.id))`);
    await runner.query('ALTER TABLE journey_thanks ADD CONSTRAINT journey_thanks_application_id_key UNIQUE (application_id)');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: what a journey has promised or paid to its operator or pilgrim (payouts approved or
 * paid), kept on the application's row beside the money it keeps, so that the one lock every money
 * path takes also guards it: an admin's refund may not take the journey below what it has paid out
 * or approved (ApplicationFunding.commit, RefundsService).
 */
export class PayoutCommitments1767410000000 implements MigrationInterface {
  name = 'PayoutCommitments1767410000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE application ADD COLUMN committed_cents integer NOT NULL DEFAULT 0 CHECK (committed_cents >= 0)');
    await runner.query(`
      UPDATE application a SET committed_cents = p.cents
      FROM (SELECT application_id, sum(amount_cents) AS cents FROM payout WHERE status IN ('approved', 'paid') GROUP BY application_id) p
      WHERE p.application_id = a.id`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE application DROP COLUMN committed_cents');
  }
}

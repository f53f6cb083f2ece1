import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the provider says a lost dispute withheld, in the donation's dollars (issue 28): a bank may
 * dispute part of a gift, and the books write off that much, not the whole gift. Kept beside the
 * DISPUTE_LOST refund so the reconciliation can show a gap between the provider's figure and ours.
 */
export class DisputeWithheld1766912800000 implements MigrationInterface {
  name = 'DisputeWithheld1766912800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE donation ADD COLUMN dispute_withheld_cents integer');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE donation DROP COLUMN dispute_withheld_cents');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, the gift itself: on the checkout (one per gift, a monthly gift's months included) the
 * donor's choice to give anonymously, their words of support with the moderation's state (pending →
 * approved or rejected, by whom and when), a dedication (on someone's behalf or in someone's
 * memory, and the person's name) and an optional e-card to an address in its reader's language,
 * with when it was queued.
 */
export class GiftDetails1767600000000 implements MigrationInterface {
  name = 'GiftDetails1767600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE checkout ADD COLUMN anonymous boolean NOT NULL DEFAULT false');
    await runner.query('ALTER TABLE checkout ADD COLUMN support_message varchar(280)');
    await runner.query(`ALTER TABLE checkout ADD COLUMN support_status varchar(10) CHECK (support_status IN ('pending', 'approved', 'rejected'))`);
    await runner.query('ALTER TABLE checkout ADD COLUMN support_decided_by uuid REFERENCES account(id) ON DELETE SET NULL');
    await runner.query('ALTER TABLE checkout ADD COLUMN support_decided_at timestamptz(3)');
    await runner.query(`ALTER TABLE checkout ADD COLUMN dedication_kind varchar(16) CHECK (dedication_kind IN ('on_behalf_of', 'in_memory_of'))`);
    await runner.query('ALTER TABLE checkout ADD COLUMN dedication_name varchar(80)');
    await runner.query('ALTER TABLE checkout ADD COLUMN ecard_email varchar(254)');
    await runner.query(`ALTER TABLE checkout ADD COLUMN ecard_language varchar(2) CHECK (ecard_language IN ('en', 'ar', 'ur'))`);
    await runner.query('ALTER TABLE checkout ADD COLUMN ecard_queued_at timestamptz(3)');
    await runner.query('CREATE INDEX checkout_support_status ON checkout (support_status, created_at, id) WHERE support_status IS NOT NULL');
    await runner.query('CREATE INDEX checkout_donor_ecards ON checkout (donor_id, created_at) WHERE ecard_email IS NOT NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX checkout_donor_ecards');
    await runner.query('DROP INDEX checkout_support_status');
    for (const column of ['ecard_queued_at', 'ecard_language', 'ecard_email', 'dedication_name', 'dedication_kind', 'support_decided_at', 'support_decided_by', 'support_message', 'support_status', 'anonymous']) {
      await runner.query(`ALTER TABLE checkout DROP COLUMN ${column}`);
    }
  }
}

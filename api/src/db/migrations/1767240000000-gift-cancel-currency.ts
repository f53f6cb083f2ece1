import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 28 §5: a monthly gift charged in a currency Sabil cannot count ends, with its own reason. */
export class GiftCancelCurrency1767240000000 implements MigrationInterface {
  name = 'GiftCancelCurrency1767240000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE checkout DROP CONSTRAINT checkout_cancel_reason_check`);
    await runner.query(`ALTER TABLE checkout ADD CONSTRAINT checkout_cancel_reason_check CHECK (cancel_reason IN ('donor', 'goal_reached', 'provider', 'currency'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE checkout DROP CONSTRAINT checkout_cancel_reason_check`);
    await runner.query(`ALTER TABLE checkout ADD CONSTRAINT checkout_cancel_reason_check CHECK (cancel_reason IN ('donor', 'goal_reached', 'provider'))`);
  }
}

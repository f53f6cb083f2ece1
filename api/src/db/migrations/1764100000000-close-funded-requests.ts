import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closing a fully funded request must survive a crash or a provider outage: a gift's pending
 * cancellation is its cancel_reason on an active subscription (written in the transaction that
 * reached the goal), and attempts are stamped so that one instance at a time retries them. Open
 * checkouts of a funded request are expired at the provider ('expired').
 */
export class CloseFundedRequests1764100000000 implements MigrationInterface {
  name = 'CloseFundedRequests1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE checkout ADD COLUMN closing_attempted_at timestamptz`);
    await runner.query(`ALTER TABLE checkout DROP CONSTRAINT checkout_status_check`);
    await runner.query(`ALTER TABLE checkout ADD CONSTRAINT checkout_status_check CHECK (status IN ('creating', 'open', 'processing', 'completed', 'failed', 'expired'))`);
    await runner.query(`CREATE INDEX checkout_gifts_ending ON checkout (id) WHERE subscription_status = 'active' AND cancel_reason IS NOT NULL`);
    await runner.query(`CREATE INDEX checkout_open ON checkout (application_id) WHERE status = 'open'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX checkout_open`);
    await runner.query(`DROP INDEX checkout_gifts_ending`);
    await runner.query(`UPDATE checkout SET status = 'failed' WHERE status = 'expired'`);
    await runner.query(`ALTER TABLE checkout DROP CONSTRAINT checkout_status_check`);
    await runner.query(`ALTER TABLE checkout ADD CONSTRAINT checkout_status_check CHECK (status IN ('creating', 'open', 'processing', 'completed', 'failed'))`);
    await runner.query(`ALTER TABLE checkout DROP COLUMN closing_attempted_at`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin refund's idempotency key (issue 28): the same refundDonation request sent twice — a
 * double click, a retry after a timeout — answers the first refund instead of making a second.
 * Unique, so even a path that forgot to look first cannot record one key twice.
 */
export class RefundRequestKey1766912900000 implements MigrationInterface {
  name = 'RefundRequestKey1766912900000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE donation_refund ADD COLUMN request_key varchar(100)');
    await runner.query('CREATE UNIQUE INDEX donation_refund_request_key ON donation_refund (request_key) WHERE request_key IS NOT NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX donation_refund_request_key');
    await runner.query('ALTER TABLE donation_refund DROP COLUMN request_key');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox's upkeep (issue 16): a delivery counts the attempts of its current schedule apart from
 * all its attempts, so that an admin's redelivery of a failed one starts the backoff again from a
 * minute; an event's deliveries go with it when the worker prunes it (WEBHOOK_RETENTION_DAYS after
 * its last attempt), found by its age.
 */
export class WebhookOutboxUpkeep1765350000000 implements MigrationInterface {
  name = 'WebhookOutboxUpkeep1765350000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE webhook_delivery ADD COLUMN schedule_attempts integer NOT NULL DEFAULT 0');
    await runner.query('UPDATE webhook_delivery SET schedule_attempts = attempts');
    await runner.query('ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_event_id_fkey');
    await runner.query('ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_event_id_fkey FOREIGN KEY (event_id) REFERENCES webhook_event(id) ON DELETE CASCADE');
    await runner.query('CREATE INDEX webhook_event_created ON webhook_event (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX webhook_event_created');
    await runner.query('ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_event_id_fkey');
    await runner.query('ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_event_id_fkey FOREIGN KEY (event_id) REFERENCES webhook_event(id)');
    await runner.query('ALTER TABLE webhook_delivery DROP COLUMN schedule_attempts');
  }
}

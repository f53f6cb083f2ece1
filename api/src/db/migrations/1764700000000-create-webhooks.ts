import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks (issue 10): the endpoints admins register, the outbox of events written in the
 * same transaction as the change they report, and one delivery row per (event, endpoint) that the
 * delivery worker claims with FOR UPDATE SKIP LOCKED and a lease (locked_until).
 */
export class CreateWebhooks1764700000000 implements MigrationInterface {
  name = 'CreateWebhooks1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE webhook_endpoint (
        id uuid PRIMARY KEY,
        url varchar(2048) NOT NULL,
        description varchar(500),
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        -- AES-256-GCM under a key derived from JWT_SECRET: a database dump alone does not reveal it.
        secret_ciphertext text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_by uuid REFERENCES account(id),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE webhook_event (
        id uuid PRIMARY KEY,
        type varchar(60) NOT NULL,
        -- The exact JSON sent: every attempt signs and sends the same bytes.
        body text NOT NULL,
        created_at timestamptz(3) NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE webhook_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES webhook_event(id),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoint(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3),
        -- Retries stop (status failed) after a failure at or after this time.
        retry_until timestamptz(3) NOT NULL,
        -- A worker's claim: another instance may take the row once the lease has passed.
        locked_until timestamptz(3),
        claim uuid,
        last_attempt_at timestamptz(3),
        last_status_code integer,
        last_error varchar(500),
        delivered_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        UNIQUE (event_id, endpoint_id),
        CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
      )`);
    await runner.query(`CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE status = 'pending'`);
    await runner.query('CREATE INDEX webhook_delivery_newest ON webhook_delivery (created_at DESC, id DESC)');
    await runner.query('CREATE INDEX webhook_delivery_endpoint ON webhook_delivery (endpoint_id, created_at DESC, id DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE webhook_delivery');
    await runner.query('DROP TABLE webhook_event');
    await runner.query('DROP TABLE webhook_endpoint');
  }
}

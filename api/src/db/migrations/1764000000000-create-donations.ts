import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Giving (DESIGN §3, §7): checkouts (one per "Donate" press; a monthly one is also the gift the donor
 * can cancel), donations (one per paid session or paid month), the provider events already
 * handled, tracking updates, and tallies that keep the admin's totals O(1) however many donations.
 */
export class CreateDonations1764000000000 implements MigrationInterface {
  name = 'CreateDonations1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE checkout (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        donor_id uuid NOT NULL REFERENCES account(id),
        application_id uuid NOT NULL REFERENCES application(id),
        recurring varchar(8) NOT NULL CHECK (recurring IN ('one_time', 'monthly')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL DEFAULT 'usd',
        provider varchar(10) NOT NULL CHECK (provider IN ('stripe', 'test')),
        provider_session_id varchar(255) UNIQUE,
        url text,
        status varchar(12) NOT NULL DEFAULT 'creating'
          CHECK (status IN ('creating', 'open', 'processing', 'completed', 'failed')),
        subscription_id varchar(255) UNIQUE,
        subscription_status varchar(10) CHECK (subscription_status IN ('active', 'canceled')),
        canceled_at timestamptz,
        cancel_reason varchar(20) CHECK (cancel_reason IN ('donor', 'goal_reached', 'provider')),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    // Reaching the goal cancels the application's active monthly gifts.
    await runner.query(`CREATE INDEX checkout_active_gifts ON checkout (application_id) WHERE subscription_status = 'active'`);

    await runner.query(`CREATE SEQUENCE donation_receipt_seq`);
    await runner.query(`
      CREATE TABLE donation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checkout_id uuid NOT NULL REFERENCES checkout(id),
        donor_id uuid NOT NULL REFERENCES account(id),
        application_id uuid NOT NULL REFERENCES application(id),
        -- 'session:<id>' for a one-time gift, 'invoice:<id>' for a month: money is recorded once.
        payment_key varchar(300) NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL,
        recurring varchar(8) NOT NULL CHECK (recurring IN ('one_time', 'monthly')),
        status varchar(10) NOT NULL CHECK (status IN ('completed', 'failed')),
        period_start timestamptz,
        test_mode boolean NOT NULL,
        receipt_number varchar(30) UNIQUE,
        exceeded_goal boolean NOT NULL DEFAULT false,
        tracking_status varchar(10) NOT NULL DEFAULT 'pending' CHECK (tracking_status IN ('pending', 'ongoing', 'completed')),
        tracking_message text,
        tracking_updated_at timestamptz,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CHECK ((status = 'completed') = (receipt_number IS NOT NULL))
      )`);
    await runner.query(`CREATE INDEX donation_created ON donation (created_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX donation_status_created ON donation (status, created_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX donation_application_created ON donation (application_id, created_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX donation_donor_created ON donation (donor_id, created_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX donation_checkout ON donation (checkout_id)`);
    // donorCount counts distinct donors: "has this donor given to this application before?"
    await runner.query(`CREATE INDEX donation_application_donor ON donation (application_id, donor_id) WHERE status = 'completed'`);

    await runner.query(`
      CREATE TABLE payment_event (
        id varchar(255) PRIMARY KEY,
        provider varchar(10) NOT NULL,
        type varchar(80) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await runner.query(`
      CREATE TABLE tracking_update (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        donation_id uuid NOT NULL REFERENCES donation(id),
        donor_id uuid NOT NULL REFERENCES account(id),
        application_id uuid NOT NULL REFERENCES application(id),
        admin_id uuid NOT NULL REFERENCES account(id),
        new_status varchar(10) NOT NULL CHECK (new_status IN ('pending', 'ongoing', 'completed')),
        update_message text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX tracking_update_donor_created ON tracking_update (donor_id, created_at DESC, id DESC)`);

    // Tallies for the admin's stat cards: a few rows however many donations. Sharded so concurrent
    // completions do not all wait for one row lock.
    await runner.query(`
      CREATE TABLE donation_tally (
        day date NOT NULL,
        shard smallint NOT NULL,
        donations integer NOT NULL DEFAULT 0,
        completed integer NOT NULL DEFAULT 0,
        completed_cents bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (day, shard)
      )`);
    await runner.query(`
      CREATE TABLE donation_total (
        shard smallint PRIMARY KEY,
        donations integer NOT NULL DEFAULT 0,
        completed integer NOT NULL DEFAULT 0,
        completed_cents bigint NOT NULL DEFAULT 0
      )`);

    // The audit trail also records donation completions (actor: the donor) and tracking updates.
    await runner.query(`ALTER TABLE audit_event ALTER COLUMN from_state TYPE varchar(40), ALTER COLUMN to_state TYPE varchar(40)`);

    // The built-in test checkout's own records: it plays an outside provider, so it keeps its books apart.
    await runner.query(`
      CREATE TABLE test_checkout_session (
        id varchar(64) PRIMARY KEY,
        idempotency_key varchar(255) NOT NULL UNIQUE,
        checkout_id uuid NOT NULL,
        mode varchar(12) NOT NULL CHECK (mode IN ('payment', 'subscription')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL,
        applicant_name varchar(120) NOT NULL,
        journey varchar(5) NOT NULL CHECK (journey IN ('Hajj', 'Umrah')),
        locale varchar(5) NOT NULL,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
        payment_status varchar(10) NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
        subscription_id varchar(64),
        invoice_id varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE test_checkout_subscription (
        id varchar(64) PRIMARY KEY,
        session_id varchar(64) NOT NULL REFERENCES test_checkout_session(id),
        checkout_id uuid NOT NULL,
        amount_cents integer NOT NULL,
        currency varchar(3) NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('active', 'canceled')),
        current_period_start timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE test_checkout_invoice (
        id varchar(64) PRIMARY KEY,
        subscription_id varchar(64) NOT NULL REFERENCES test_checkout_subscription(id),
        amount_cents integer NOT NULL,
        currency varchar(3) NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('paid', 'failed')),
        period_start timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE test_checkout_invoice');
    await runner.query('DROP TABLE test_checkout_subscription');
    await runner.query('DROP TABLE test_checkout_session');
    await runner.query(`DELETE FROM audit_event WHERE action IN ('donation.completed', 'tracking.update', 'monthly_gift.cancel')`);
    await runner.query(`ALTER TABLE audit_event ALTER COLUMN from_state TYPE varchar(20), ALTER COLUMN to_state TYPE varchar(20)`);
    await runner.query('DROP TABLE donation_total');
    await runner.query('DROP TABLE donation_tally');
    await runner.query('DROP TABLE tracking_update');
    await runner.query('DROP TABLE payment_event');
    await runner.query('DROP TABLE donation');
    await runner.query('DROP SEQUENCE donation_receipt_seq');
    await runner.query('DROP TABLE checkout');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money that is always right (issue 15, DESIGN §7's invariants):
 * - application_hold (the applications domain): what started checkouts will charge, held against
 *   the journey until they complete or lapse, so that collected + live holds never pass the goal;
 * - donations keep what was charged, what was refunded and what is kept (collectedAmount is the sum
 *   of kept), a dispute's state, and the provider's payment id (refunds and disputes name it);
 * - donation_refund: every refund — beyond the goal, by an admin, by the provider, a lost dispute —
 *   with its own number, and whether the provider has carried it out;
 * - checkouts expire (30 minutes at the provider) and are re-checked by the payment sweep;
 * - the test checkout keeps an outbox it redelivers from (as Stripe does), and its refunds and
 *   disputes.
 */
export class MoneyAlwaysRight1765000000000 implements MigrationInterface {
  name = 'MoneyAlwaysRight1765000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE application_hold (
        holder_id uuid PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES application(id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX application_hold_live ON application_hold (application_id, expires_at)');

    await runner.query(`ALTER TABLE checkout ADD COLUMN expires_at timestamptz, ADD COLUMN provider_checked_at timestamptz`);
    await runner.query(`CREATE INDEX checkout_unsettled ON checkout (expires_at) WHERE status IN ('creating', 'open', 'processing')`);

    await runner.query(`
      ALTER TABLE donation
        ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0,
        ADD COLUMN kept_cents integer NOT NULL DEFAULT 0,
        ADD COLUMN charged_amount_cents integer,
        ADD COLUMN charged_currency varchar(3),
        ADD COLUMN provider_payment_id varchar(255),
        ADD COLUMN dispute_status varchar(10) CHECK (dispute_status IN ('open', 'won', 'lost')),
        ADD COLUMN dispute_id varchar(255),
        ADD COLUMN provider_checked_at timestamptz`);
    await runner.query(`UPDATE donation SET kept_cents = amount_cents WHERE status = 'completed'`);
    await runner.query(`ALTER TABLE donation DROP CONSTRAINT donation_status_check`);
    await runner.query(`ALTER TABLE donation ALTER COLUMN status TYPE varchar(20)`);
    await runner.query(
      `ALTER TABLE donation ADD CONSTRAINT donation_status_check CHECK (status IN ('completed', 'partially_refunded', 'refunded', 'disputed', 'failed'))`,
    );
    await runner.query(`ALTER TABLE donation DROP CONSTRAINT donation_check`);
    // Money that arrived has a receipt, whatever happened to it after; a failed renewal has none.
    await runner.query(`ALTER TABLE donation ADD CONSTRAINT donation_receipt_when_paid CHECK ((status = 'failed') = (receipt_number IS NULL))`);
    await runner.query(`
      ALTER TABLE donation ADD CONSTRAINT donation_money_adds_up CHECK (
        refunded_cents >= 0 AND refunded_cents <= amount_cents AND kept_cents >= 0 AND
        kept_cents = CASE WHEN status IN ('completed', 'partially_refunded', 'refunded') THEN amount_cents - refunded_cents ELSE 0 END AND
        (status <> 'completed' OR refunded_cents = 0) AND
        (status <> 'refunded' OR refunded_cents = amount_cents) AND
        (status <> 'partially_refunded' OR (refunded_cents > 0 AND refunded_cents < amount_cents)))`);
    await runner.query('CREATE INDEX donation_provider_payment ON donation (provider_payment_id) WHERE provider_payment_id IS NOT NULL');
    await runner.query(`CREATE INDEX donation_failed_recent ON donation (created_at) WHERE status = 'failed'`);
    // donorCount counts donors with something kept: the old partial index looked at status alone.
    await runner.query('DROP INDEX donation_application_donor');
    await runner.query('CREATE INDEX donation_application_donor ON donation (application_id, donor_id) WHERE kept_cents > 0');

    await runner.query('CREATE SEQUENCE donation_refund_seq');
    await runner.query(`
      CREATE TABLE donation_refund (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        donation_id uuid NOT NULL REFERENCES donation(id),
        refund_number varchar(30) NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        reason varchar(20) NOT NULL CHECK (reason IN ('over_goal', 'admin', 'provider', 'dispute_lost', 'currency')),
        note text,
        requested_by uuid REFERENCES account(id),
        status varchar(10) NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled')),
        provider_refund_id varchar(255) UNIQUE,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`);
    await runner.query('CREATE INDEX donation_refund_donation ON donation_refund (donation_id, created_at)');
    await runner.query(`CREATE INDEX donation_refund_pending ON donation_refund (next_attempt_at) WHERE status = 'pending'`);

    // The test checkout, standing in for a provider: its outbox of events, refunds and disputes.
    await runner.query(`ALTER TABLE test_checkout_session ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0`);
    await runner.query(`ALTER TABLE test_checkout_invoice ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0`);
    await runner.query(`
      CREATE TABLE test_checkout_refund (
        id varchar(64) PRIMARY KEY,
        payment_id varchar(64) NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL,
        idempotency_key varchar(255) UNIQUE,
        sabil_refund_id uuid,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX test_checkout_refund_payment ON test_checkout_refund (payment_id, created_at)');
    await runner.query(`
      CREATE TABLE test_checkout_dispute (
        id varchar(64) PRIMARY KEY,
        payment_id varchar(64) NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status varchar(20) NOT NULL CHECK (status IN ('needs_response', 'won', 'lost')),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await runner.query(`
      CREATE TABLE test_checkout_event (
        id varchar(64) PRIMARY KEY,
        type varchar(40) NOT NULL,
        payload text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_until timestamptz,
        delivered_at timestamptz,
        last_error text
      )`);
    await runner.query('CREATE INDEX test_checkout_event_due ON test_checkout_event (next_attempt_at) WHERE delivered_at IS NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE test_checkout_event');
    await runner.query('DROP TABLE test_checkout_dispute');
    await runner.query('DROP TABLE test_checkout_refund');
    await runner.query('ALTER TABLE test_checkout_invoice DROP COLUMN refunded_cents');
    await runner.query('ALTER TABLE test_checkout_session DROP COLUMN refunded_cents');
    await runner.query('DROP TABLE donation_refund');
    await runner.query('DROP SEQUENCE donation_refund_seq');
    await runner.query('DROP INDEX donation_application_donor');
    await runner.query(`CREATE INDEX donation_application_donor ON donation (application_id, donor_id) WHERE status = 'completed'`);
    await runner.query('DROP INDEX donation_failed_recent');
    await runner.query('DROP INDEX donation_provider_payment');
    await runner.query('ALTER TABLE donation DROP CONSTRAINT donation_money_adds_up');
    await runner.query('ALTER TABLE donation DROP CONSTRAINT donation_receipt_when_paid');
    // What was refunded or disputed cannot be told apart any more: it was money received.
    await runner.query(`UPDATE donation SET status = 'completed' WHERE status IN ('partially_refunded', 'refunded', 'disputed')`);
    await runner.query(`ALTER TABLE donation DROP CONSTRAINT donation_status_check`);
    await runner.query(`ALTER TABLE donation ALTER COLUMN status TYPE varchar(10)`);
    await runner.query(`ALTER TABLE donation ADD CONSTRAINT donation_status_check CHECK (status IN ('completed', 'failed'))`);
    await runner.query(`ALTER TABLE donation ADD CONSTRAINT donation_check CHECK ((status = 'completed') = (receipt_number IS NOT NULL))`);
    await runner.query(`
      ALTER TABLE donation DROP COLUMN provider_checked_at, DROP COLUMN dispute_id, DROP COLUMN dispute_status, DROP COLUMN provider_payment_id,
        DROP COLUMN charged_currency, DROP COLUMN charged_amount_cents, DROP COLUMN kept_cents, DROP COLUMN refunded_cents`);
    await runner.query('DROP INDEX checkout_unsettled');
    await runner.query('ALTER TABLE checkout DROP COLUMN provider_checked_at, DROP COLUMN expires_at');
    await runner.query('DROP TABLE application_hold');
  }
}

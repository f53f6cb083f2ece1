import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30, cancelled journeys. A cancelled journey takes no more money (`application.funding_closed`,
 * read under the journey's lock by every money path: checkouts refused, money arriving late goes
 * back); its monthly gifts end (`journey_cancelled`); each donor who keeps money in it gets one
 * `cancellation_choice`: their part of what it still holds, refunded or moved to another open
 * journey. A move is a refund row of reason `moved` (carried out at once, no provider) out of the
 * cancelled journey and a donation into the other one that names it (`moved_from_refund_id`), so
 * both journeys' books keep their invariants. `cancellation_setting` holds the admins' default,
 * applied to choices unanswered for 30 days.
 */
export class JourneyCancellations1767500000000 implements MigrationInterface {
  name = 'JourneyCancellations1767500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE application ADD COLUMN funding_closed boolean NOT NULL DEFAULT false');
    await runner.query('ALTER TABLE checkout DROP CONSTRAINT checkout_cancel_reason_check');
    await runner.query(`ALTER TABLE checkout ADD CONSTRAINT checkout_cancel_reason_check CHECK (cancel_reason IN ('donor', 'goal_reached', 'provider', 'currency', 'journey_cancelled'))`);
    await runner.query('ALTER TABLE donation_refund DROP CONSTRAINT donation_refund_reason_check');
    await runner.query(`ALTER TABLE donation_refund ADD CONSTRAINT donation_refund_reason_check
      CHECK (reason IN ('over_goal', 'admin', 'provider', 'dispute_lost', 'currency', 'journey_cancelled', 'moved'))`);
    await runner.query('ALTER TABLE donation ADD COLUMN moved_from_refund_id uuid UNIQUE REFERENCES donation_refund(id)');
    await runner.query(`
      CREATE TABLE cancellation_choice (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES application(id),
        donor_id uuid NOT NULL REFERENCES account(id),
        -- What the donor kept in the journey when it was cancelled, and their part of what it still held.
        kept_cents integer NOT NULL CHECK (kept_cents > 0),
        refundable_cents integer NOT NULL CHECK (refundable_cents >= 0 AND refundable_cents <= kept_cents),
        opened_at timestamptz(3) NOT NULL,
        deadline_at timestamptz(3) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunded', 'moved')),
        decided_by varchar(10) CHECK (decided_by IN ('donor', 'default')),
        target_application_id uuid REFERENCES application(id),
        -- What the answer refunded or moved (its part, less what the journey no longer held).
        applied_cents integer CHECK (applied_cents >= 0),
        decided_at timestamptz(3),
        UNIQUE (application_id, donor_id),
        CHECK ((status = 'open') = (decided_at IS NULL) AND (status = 'open') = (applied_cents IS NULL)),
        CHECK ((status = 'moved') = (target_application_id IS NOT NULL))
      )`);
    await runner.query(`CREATE INDEX cancellation_choice_open ON cancellation_choice (deadline_at) WHERE status = 'open'`);
    await runner.query('CREATE INDEX cancellation_choice_donor ON cancellation_choice (donor_id)');
    await runner.query(`
      CREATE TABLE cancellation_setting (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        default_choice varchar(10) NOT NULL CHECK (default_choice IN ('refund', 'move')),
        updated_by uuid REFERENCES account(id),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query(`INSERT INTO cancellation_setting (id, default_choice) VALUES (true, 'refund')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE cancellation_setting');
    await runner.query('DROP TABLE cancellation_choice');
    await runner.query('ALTER TABLE donation DROP COLUMN moved_from_refund_id');
    await runner.query('ALTER TABLE donation_refund DROP CONSTRAINT donation_refund_reason_check');
    await runner.query(`ALTER TABLE donation_refund ADD CONSTRAINT donation_refund_reason_check CHECK (reason IN ('over_goal', 'admin', 'provider', 'dispute_lost', 'currency'))`);
    await runner.query('ALTER TABLE checkout DROP CONSTRAINT checkout_cancel_reason_check');
    await runner.query(`ALTER TABLE checkout ADD CONSTRAINT checkout_cancel_reason_check CHECK (cancel_reason IN ('donor', 'goal_reached', 'provider', 'currency'))`);
    await runner.query('ALTER TABLE application DROP COLUMN funding_closed');
  }
}

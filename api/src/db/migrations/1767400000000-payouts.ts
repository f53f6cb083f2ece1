import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30, payouts approved by two: the licensed operators admins pay, and each payout of a
 * journey (an approved application) from its proposal to paid or cancelled. Money in integer
 * cents. A payout's invoice or quote is a private file (its key, type and size). Who proposed,
 * approved, paid and cancelled it is kept on the row; the audit trail has every step too.
 */
export class Payouts1767400000000 implements MigrationInterface {
  name = 'Payouts1767400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE operator (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(120) NOT NULL,
        country varchar(80) NOT NULL,
        licence_number varchar(60) NOT NULL,
        contact varchar(200) NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // One licence number per country: the same operator entered twice would split its payouts.
    await runner.query('CREATE UNIQUE INDEX operator_licence ON operator (lower(country), lower(licence_number))');
    await runner.query('CREATE INDEX operator_name ON operator (lower(name), id)');
    await runner.query(`
      CREATE TABLE payout (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES application(id) ON DELETE RESTRICT,
        payee varchar(8) NOT NULL CHECK (payee IN ('operator', 'pilgrim')),
        operator_id uuid REFERENCES operator(id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL DEFAULT 'usd',
        purpose varchar(8) NOT NULL CHECK (purpose IN ('package', 'visa', 'flights', 'other')),
        note varchar(500),
        status varchar(9) NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'approved', 'paid', 'cancelled')),
        document_key varchar(64) NOT NULL,
        document_type varchar(40) NOT NULL,
        document_size integer NOT NULL,
        proposed_by uuid REFERENCES account(id) ON DELETE SET NULL,
        proposed_at timestamptz(3) NOT NULL DEFAULT now(),
        approved_by uuid REFERENCES account(id) ON DELETE SET NULL,
        approved_at timestamptz(3),
        paid_by uuid REFERENCES account(id) ON DELETE SET NULL,
        paid_at timestamptz(3),
        transfer_reference varchar(80),
        transferred_on date,
        cancelled_by uuid REFERENCES account(id) ON DELETE SET NULL,
        cancelled_at timestamptz(3),
        cancel_reason varchar(500),
        CHECK ((payee = 'operator') = (operator_id IS NOT NULL)),
        -- Two admins, always: the one who approves is not the one who proposed.
        CHECK (approved_by IS NULL OR proposed_by IS NULL OR approved_by <> proposed_by),
        CHECK (status <> 'approved' OR approved_at IS NOT NULL),
        CHECK (status <> 'paid' OR (approved_at IS NOT NULL AND paid_at IS NOT NULL AND transfer_reference IS NOT NULL AND transferred_on IS NOT NULL)),
        CHECK (status <> 'cancelled' OR (cancelled_at IS NOT NULL AND cancel_reason IS NOT NULL))
      )`);
    await runner.query('CREATE INDEX payout_journey ON payout (application_id, proposed_at, id)');
    await runner.query('CREATE INDEX payout_status ON payout (status, proposed_at, id)');
    await runner.query('CREATE INDEX payout_list ON payout (proposed_at, id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE payout');
    await runner.query('DROP TABLE operator');
  }
}

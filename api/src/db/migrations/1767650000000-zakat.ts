import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, zakat kept apart. An approved application (a journey) may be marked zakat-eligible by an
 * admin with its category of At-Tawbah 9:60 and the basis (`application.zakat_*`); a gift may be
 * zakat (`checkout.zakat`, copied to each `donation.zakat`, and to the hold of its checkout). The
 * journey's money keeps its zakat part apart, written with the rest by ApplicationFunding under
 * the journey's lock: `zakat_collected_cents` (of collected), `zakat_committed_cents` (of what its
 * approved or paid payouts took), `zakat_paid_cents` (of what they paid); each payout records its
 * zakat part. `zakat_setting` holds the nisab admins set for the calculator.
 */
export class Zakat1767650000000 implements MigrationInterface {
  name = 'Zakat1767650000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE application
      ADD COLUMN zakat_category varchar(20) CHECK (zakat_category IN ('fuqara', 'masakin', 'amilin', 'muallafat_al_qulub', 'riqab', 'gharimin', 'fi_sabilillah', 'ibn_al_sabil')),
      ADD COLUMN zakat_basis text CHECK (char_length(zakat_basis) <= 500),
      ADD COLUMN zakat_marked_at timestamptz(3),
      ADD COLUMN zakat_collected_cents integer NOT NULL DEFAULT 0,
      ADD COLUMN zakat_committed_cents integer NOT NULL DEFAULT 0,
      ADD COLUMN zakat_paid_cents integer NOT NULL DEFAULT 0,
      ADD CONSTRAINT application_zakat_marked_check CHECK ((zakat_category IS NULL) = (zakat_basis IS NULL)),
      ADD CONSTRAINT application_zakat_money_check CHECK (
        zakat_paid_cents >= 0 AND zakat_paid_cents <= zakat_committed_cents AND zakat_committed_cents <= zakat_collected_cents
        AND zakat_collected_cents <= collected_amount_cents AND zakat_committed_cents <= committed_cents)`);
    await runner.query('ALTER TABLE application_hold ADD COLUMN zakat boolean NOT NULL DEFAULT false');
    await runner.query('ALTER TABLE donation_refund DROP CONSTRAINT donation_refund_reason_check');
    await runner.query(`ALTER TABLE donation_refund ADD CONSTRAINT donation_refund_reason_check
      CHECK (reason IN ('over_goal', 'admin', 'provider', 'dispute_lost', 'currency', 'journey_cancelled', 'moved', 'zakat_not_eligible'))`);
    await runner.query('ALTER TABLE checkout ADD COLUMN zakat boolean NOT NULL DEFAULT false');
    await runner.query('ALTER TABLE donation ADD COLUMN zakat boolean NOT NULL DEFAULT false');
    await runner.query('ALTER TABLE payout ADD COLUMN zakat_cents integer NOT NULL DEFAULT 0 CHECK (zakat_cents >= 0 AND zakat_cents <= amount_cents)');
    await runner.query(`
      CREATE TABLE zakat_setting (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        nisab_cents integer NOT NULL CHECK (nisab_cents > 0),
        nisab_set_on date NOT NULL,
        updated_by uuid REFERENCES account(id),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // A starting figure (about 595 g of silver at the end of 2026); admins set theirs.
    await runner.query(`INSERT INTO zakat_setting (id, nisab_cents, nisab_set_on) VALUES (true, 60000, '2026-11-29')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE zakat_setting');
    await runner.query('ALTER TABLE payout DROP COLUMN zakat_cents');
    await runner.query('ALTER TABLE donation DROP COLUMN zakat');
    await runner.query('ALTER TABLE donation_refund DROP CONSTRAINT donation_refund_reason_check');
    await runner.query(`ALTER TABLE donation_refund ADD CONSTRAINT donation_refund_reason_check
      CHECK (reason IN ('over_goal', 'admin', 'provider', 'dispute_lost', 'currency', 'journey_cancelled', 'moved'))`);
    await runner.query('ALTER TABLE checkout DROP COLUMN zakat');
    await runner.query('ALTER TABLE application_hold DROP COLUMN zakat');
    await runner.query(`ALTER TABLE application DROP CONSTRAINT application_zakat_money_check, DROP CONSTRAINT application_zakat_marked_check,
      DROP COLUMN zakat_category, DROP COLUMN zakat_basis, DROP COLUMN zakat_marked_at, DROP COLUMN zakat_collected_cents, DROP COLUMN zakat_committed_cents, DROP COLUMN zakat_paid_cents`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: progress updates per journey, not per donation. An update is one row of
 * journey_update for its journey (an approved application); every donor with a gift the journey
 * keeps reads it, and is emailed it when it is posted. SPEC §7's POST /tracking/updatestatus posts
 * through one gift (`donation_id`) and reaches the journey's donors the same way.
 *
 * The per-donation updates written before this (tracking_update) were each for one donor: they
 * are kept as such (`donor_id` set), so nobody reads another donor's message, and the old table goes.
 */
export class JourneyUpdates1767310000000 implements MigrationInterface {
  name = 'JourneyUpdates1767310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journey_update (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES application(id),
        admin_id uuid NOT NULL REFERENCES account(id),
        -- The gift it was posted through (POST /tracking/updatestatus); null when posted to the journey.
        donation_id uuid REFERENCES donation(id),
        -- Only the updates written before issue 30, each for one donor; null: every donor of the journey.
        donor_id uuid REFERENCES account(id),
        new_status varchar(10) NOT NULL CHECK (new_status IN ('pending', 'ongoing', 'completed')),
        update_message text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK (donor_id IS NULL OR donation_id IS NOT NULL)
      )`);
    await runner.query('CREATE INDEX journey_update_journey_created ON journey_update (application_id, created_at DESC, id DESC)');
    await runner.query(`
      INSERT INTO journey_update (id, application_id, admin_id, donation_id, donor_id, new_status, update_message, created_at)
      SELECT id, application_id, admin_id, donation_id, donor_id, new_status, update_message, created_at FROM tracking_update`);
    await runner.query('DROP TABLE tracking_update');
  }

  async down(runner: QueryRunner): Promise<void> {
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
    // One donor's updates go back as they were; a journey's to each of its donors, on their latest gift it keeps (the old shape).
    await runner.query(`
      INSERT INTO tracking_update (id, donation_id, donor_id, application_id, admin_id, new_status, update_message, created_at)
      SELECT id, donation_id, donor_id, application_id, admin_id, new_status, update_message, created_at FROM journey_update WHERE donor_id IS NOT NULL`);
    await runner.query(`
      INSERT INTO tracking_update (donation_id, donor_id, application_id, admin_id, new_status, update_message, created_at)
      SELECT DISTINCT ON (u.id, d.donor_id) d.id, d.donor_id, u.application_id, u.admin_id, u.new_status, u.update_message, u.created_at
      FROM journey_update u JOIN donation d ON d.application_id = u.application_id AND d.status <> 'failed' AND d.refunded_cents < d.amount_cents
      WHERE u.donor_id IS NULL
      ORDER BY u.id, d.donor_id, d.created_at DESC, d.id DESC`);
    await runner.query('DROP TABLE journey_update');
  }
}

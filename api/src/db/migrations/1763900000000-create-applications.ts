import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateApplications1763900000000 implements MigrationInterface {
  name = 'CreateApplications1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE application (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seeker_id uuid NOT NULL REFERENCES account(id),
        full_name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30) NOT NULL,
        address varchar(300) NOT NULL,
        hajj_reason text NOT NULL,
        family_size varchar(2) NOT NULL CHECK (family_size IN ('1', '2', '3', '4', '5', '6+')),
        income_bracket varchar(12) NOT NULL
          CHECK (income_bracket IN ('under-500', '500-1000', '1000-2000', '2000-3000', 'over-3000')),
        travel_type varchar(5) NOT NULL CHECK (travel_type IN ('Hajj', 'Umrah')),
        requested_amount_cents integer NOT NULL CHECK (requested_amount_cents > 0),
        collected_amount_cents integer NOT NULL DEFAULT 0 CHECK (collected_amount_cents >= 0),
        donor_count integer NOT NULL DEFAULT 0 CHECK (donor_count >= 0),
        reference_name varchar(120) NOT NULL,
        reference_phone varchar(30) NOT NULL,
        reference_relation varchar(60) NOT NULL,
        id_file_key varchar(80) NOT NULL,
        id_file_type varchar(40) NOT NULL,
        id_file_size integer NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        submitted_at timestamptz(3) NOT NULL DEFAULT now(), -- milliseconds, like the cursors
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES account(id)
      )`);
    // A seeker has at most one application that is pending or approved (DESIGN §4).
    await runner.query(`
      CREATE UNIQUE INDEX application_one_open_per_seeker ON application (seeker_id)
      WHERE status IN ('pending', 'approved')`);
    // Lists are per status, newest first, paged by (submitted_at, id).
    await runner.query(`CREATE INDEX application_status_submitted ON application (status, submitted_at DESC, id DESC)`);
    await runner.query(`
      CREATE TABLE audit_event (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid NOT NULL REFERENCES account(id),
        action varchar(60) NOT NULL,
        subject_type varchar(40) NOT NULL,
        subject_id uuid NOT NULL,
        from_state varchar(20),
        to_state varchar(20),
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX audit_event_created ON audit_event (created_at DESC, id DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE audit_event');
    await runner.query('DROP TABLE application');
  }
}

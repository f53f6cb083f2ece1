import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: an approved application's journey. Only the stages admins decide are stored (booked
 * on); fundraising and funded are read from the application's money. Every move is a row of
 * journey_stage_change with who, when, from, to and what proved it.
 */
export class JourneyStages1767300000000 implements MigrationInterface {
  name = 'JourneyStages1767300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE journey (
        application_id uuid PRIMARY KEY REFERENCES application(id) ON DELETE CASCADE,
        stage varchar(12) NOT NULL CHECK (stage IN ('booked', 'visa_issued', 'travelled', 'completed', 'cancelled')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE journey_stage_change (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES application(id) ON DELETE CASCADE,
        from_stage varchar(12) NOT NULL,
        to_stage varchar(12) NOT NULL,
        actor_id uuid REFERENCES account(id) ON DELETE SET NULL,
        booking_reference varchar(80),
        operator_name varchar(120),
        visa_issued_on date,
        departed_on date,
        returned_on date,
        reason varchar(500),
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX journey_stage_change_journey ON journey_stage_change (application_id, created_at, id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE journey_stage_change');
    await runner.query('DROP TABLE journey');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: a stage move may carry a proof document (a booking confirmation, a visa, a boarding
 * pass), a private file like ID documents: its random key, type and size on the change's row. And
 * after travelling the pilgrim may thank the journey's donors once: words and an optional photo,
 * moderated by admins (pending → published or rejected) before donors read it.
 */
export class JourneyProofAndThanks1767450000000 implements MigrationInterface {
  name = 'JourneyProofAndThanks1767450000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE journey_stage_change ADD COLUMN proof_key varchar(64)');
    await runner.query('ALTER TABLE journey_stage_change ADD COLUMN proof_type varchar(40)');
    await runner.query('ALTER TABLE journey_stage_change ADD COLUMN proof_size integer');
    await runner.query(`
      CREATE TABLE journey_thanks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL UNIQUE REFERENCES application(id) ON DELETE CASCADE,
        seeker_id uuid REFERENCES account(id) ON DELETE SET NULL,
        message varchar(1000) NOT NULL,
        photo_key varchar(64),
        photo_type varchar(40),
        photo_size integer,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
        reject_reason varchar(500),
        decided_by uuid REFERENCES account(id) ON DELETE SET NULL,
        decided_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX journey_thanks_status ON journey_thanks (status, created_at, id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE journey_thanks');
    await runner.query('ALTER TABLE journey_stage_change DROP COLUMN proof_size');
    await runner.query('ALTER TABLE journey_stage_change DROP COLUMN proof_type');
    await runner.query('ALTER TABLE journey_stage_change DROP COLUMN proof_key');
  }
}

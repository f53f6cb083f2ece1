import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Community stories (SPEC §3): a seeker's text and optional media, pending until an admin decides. */
export class CreateStories1764400000000 implements MigrationInterface {
  name = 'CreateStories1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE story (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seeker_id uuid NOT NULL REFERENCES account(id),
        title varchar(120) NOT NULL,
        description text NOT NULL CHECK (char_length(description) <= 5000),
        location varchar(100),
        media_key varchar(80),
        media_type varchar(40),
        media_size integer,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        created_at timestamptz(3) NOT NULL DEFAULT now(), -- milliseconds, like the cursors
        moderated_at timestamptz,
        moderated_by uuid REFERENCES account(id),
        -- Media is all there (key, type, size) or not at all.
        CHECK ((media_key IS NULL) = (media_type IS NULL) AND (media_key IS NULL) = (media_size IS NULL))
      )`);
    // The public list (approved) and the moderation queue (pending), newest first, paged by (created_at, id).
    await runner.query('CREATE INDEX story_status_created ON story (status, created_at DESC, id DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE story');
  }
}

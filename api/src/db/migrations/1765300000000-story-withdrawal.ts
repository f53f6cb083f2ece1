import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16: an admin can withdraw a published story (status withdrawn, when and by whom), and the
 * media of rejected and withdrawn stories is deleted from storage on the ID documents' schedule
 * (the row keeps the decision and says when its media went). The partial index holds only the
 * stories whose media is still stored and waits for that schedule, so the retention job finds the
 * due ones without reading the table; a seeker reads their own stories (myStories) by an index too.
 */
export class StoryWithdrawal1765300000000 implements MigrationInterface {
  name = 'StoryWithdrawal1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE story DROP CONSTRAINT story_status_check');
    await runner.query(`ALTER TABLE story ADD CONSTRAINT story_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn'))`);
    await runner.query(`
      ALTER TABLE story
        ADD COLUMN withdrawn_at timestamptz,
        ADD COLUMN withdrawn_by uuid REFERENCES account(id),
        ADD COLUMN media_deleted_at timestamptz,
        ADD CONSTRAINT story_withdrawn_when CHECK ((status = 'withdrawn') = (withdrawn_at IS NOT NULL))`);
    await runner.query(`
      CREATE INDEX story_media_due ON story ((coalesce(withdrawn_at, moderated_at)), id)
      WHERE media_deleted_at IS NULL AND media_key IS NOT NULL AND status IN ('rejected', 'withdrawn')`);
    // A seeker's own stories (myStories), newest first, paged by (created_at, id).
    await runner.query('CREATE INDEX story_seeker_created ON story (seeker_id, created_at DESC, id DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX story_seeker_created');
    await runner.query('DROP INDEX story_media_due');
    await runner.query('ALTER TABLE story DROP CONSTRAINT story_withdrawn_when');
    // Without the column that says so, a story whose media was deleted has no media.
    await runner.query('UPDATE story SET media_key = NULL, media_type = NULL, media_size = NULL WHERE media_deleted_at IS NOT NULL');
    // A withdrawn story was refused publication after all: never public again, as a rejected one.
    await runner.query(`UPDATE story SET status = 'rejected' WHERE status = 'withdrawn'`);
    await runner.query('ALTER TABLE story DROP COLUMN media_deleted_at, DROP COLUMN withdrawn_by, DROP COLUMN withdrawn_at');
    await runner.query('ALTER TABLE story DROP CONSTRAINT story_status_check');
    await runner.query(`ALTER TABLE story ADD CONSTRAINT story_status_check CHECK (status IN ('pending', 'approved', 'rejected'))`);
  }
}

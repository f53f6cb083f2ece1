import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ID documents are deleted from storage ID_DOCUMENT_RETENTION_DAYS after the decision (issue 10).
 * The row keeps the decision (status, reviewed_at, reviewed_by) and says when its document went.
 * The partial index holds only the decided applications whose document is still stored, so the
 * retention job finds the due ones without reading the table; the key indexes let its orphan sweep
 * ask "does any row still point at these files?" without a scan per file.
 */
export class IdDocumentRetention1764800000000 implements MigrationInterface {
  name = 'IdDocumentRetention1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE application ADD COLUMN id_document_deleted_at timestamptz');
    await runner.query(`
      CREATE INDEX application_id_document_due ON application (reviewed_at, id)
      WHERE id_document_deleted_at IS NULL AND status <> 'pending'`);
    await runner.query('CREATE INDEX application_id_file_key ON application (id_file_key)');
    await runner.query('CREATE INDEX story_media_key ON story (media_key) WHERE media_key IS NOT NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX story_media_key');
    await runner.query('DROP INDEX application_id_file_key');
    await runner.query('DROP INDEX application_id_document_due');
    await runner.query('ALTER TABLE application DROP COLUMN id_document_deleted_at');
  }
}

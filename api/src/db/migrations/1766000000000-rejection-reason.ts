import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: a rejection may say why — one of the reasons the seeker reads in their own language,
 * and the reviewer's note beside it. Only a rejected application has either.
 */
export class RejectionReason1766000000000 implements MigrationInterface {
  name = 'RejectionReason1766000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE application
        ADD COLUMN rejection_reason varchar(40),
        ADD COLUMN rejection_note text,
        ADD CONSTRAINT application_rejection_reason_check
          CHECK (rejection_reason IN ('id-document-unreadable', 'details-incomplete', 'not-eligible', 'duplicate', 'other')),
        ADD CONSTRAINT application_rejection_note_length CHECK (char_length(rejection_note) <= 500),
        ADD CONSTRAINT application_rejection_details_rejected_only
          CHECK (status = 'rejected' OR (rejection_reason IS NULL AND rejection_note IS NULL))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE application
        DROP CONSTRAINT application_rejection_details_rejected_only,
        DROP CONSTRAINT application_rejection_note_length,
        DROP CONSTRAINT application_rejection_reason_check,
        DROP COLUMN rejection_note,
        DROP COLUMN rejection_reason`);
  }
}

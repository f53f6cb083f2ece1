import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail grows from admin decisions to every admin action and sensitive read (issue 10):
 * who acted in which role (a system job or a failed sign-in has no account), from which address,
 * and the subject's relevant fields before and after. The table becomes append-only in the
 * database itself: UPDATE, DELETE and TRUNCATE are refused by triggers, whatever the code does.
 */
export class AuditTrail1764500000000 implements MigrationInterface {
  name = 'AuditTrail1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE audit_event
        ALTER COLUMN actor_id DROP NOT NULL,
        ALTER COLUMN subject_id DROP NOT NULL,
        ADD COLUMN actor_role varchar(20),
        ADD COLUMN state_before jsonb,
        ADD COLUMN state_after jsonb,
        ADD COLUMN ip varchar(64)`);
    await runner.query(`UPDATE audit_event e SET actor_role = a.role FROM account a WHERE a.id = e.actor_id`);
    // The filters of auditEvents, each newest first.
    await runner.query(`CREATE INDEX audit_event_action ON audit_event (action, created_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX audit_event_actor ON audit_event (actor_id, created_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX audit_event_subject ON audit_event (subject_type, subject_id, created_at DESC, id DESC)`);
    await runner.query(`
      CREATE FUNCTION audit_event_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_event is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await runner.query(`CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON audit_event FOR EACH ROW EXECUTE FUNCTION audit_event_refuse_change()`);
    await runner.query(`CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event FOR EACH STATEMENT EXECUTE FUNCTION audit_event_refuse_change()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER audit_event_no_truncate ON audit_event');
    await runner.query('DROP TRIGGER audit_event_append_only ON audit_event');
    await runner.query('DROP FUNCTION audit_event_refuse_change()');
    await runner.query('DROP INDEX audit_event_subject');
    await runner.query('DROP INDEX audit_event_actor');
    await runner.query('DROP INDEX audit_event_action');
    await runner.query('ALTER TABLE audit_event DROP COLUMN ip, DROP COLUMN state_after, DROP COLUMN state_before, DROP COLUMN actor_role');
  }
}

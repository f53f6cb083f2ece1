import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change of a refund's status is on the audit trail (issue 28): pending → succeeded, a refund
 * the provider fails after carrying it out (succeeded → failed), refused, canceled. Many paths move
 * a refund (the refund executor, the provider's events, disputes, the sweep), so the database
 * records it, in the transaction of the change: no path can forget it. Actor: the system.
 */
export class RefundStatusAudit1766913000000 implements MigrationInterface {
  name = 'RefundStatusAudit1766913000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION donation_refund_audit_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO audit_event (actor_role, action, subject_type, subject_id, from_state, to_state, state_after)
        VALUES ('system', 'donation.refund_status', 'donation', NEW.donation_id, OLD.status, NEW.status,
                jsonb_build_object('refundId', NEW.id, 'refundNumber', NEW.refund_number, 'amountCents', NEW.amount_cents, 'reason', NEW.reason, 'lastError', NEW.last_error));
        RETURN NULL;
      END
      $$`);
    await runner.query(`
      CREATE TRIGGER donation_refund_status_audited AFTER UPDATE OF status ON donation_refund
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION donation_refund_audit_status()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER donation_refund_status_audited ON donation_refund');
    await runner.query('DROP FUNCTION donation_refund_audit_status()');
  }
}

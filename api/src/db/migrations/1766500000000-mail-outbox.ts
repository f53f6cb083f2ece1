import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email (issue 19). Every account speaks a language ('en', 'ar', 'ur'), the one its mail is written
 * in. The outbox holds each message from the transaction of the change it reports until it is
 * sent: the template and its data, rendered at the first attempt (and kept, so that every retry
 * sends the same words); the worker claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (locked_until, by the database's clock). Addresses that bounced are suppressed for good; a
 * donor's one-click unsubscribe stops one topic (tracking updates), never receipts.
 */
export class MailOutbox1766500000000 implements MigrationInterface {
  name = 'MailOutbox1766500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE account ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar', 'ur'))`);
    await runner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient varchar(254) NOT NULL,
        recipient_name varchar(200),
        account_id uuid REFERENCES account(id) ON DELETE SET NULL,
        language varchar(2) NOT NULL CHECK (language IN ('en', 'ar', 'ur')),
        template varchar(40) NOT NULL,
        data jsonb NOT NULL,
        -- Written once per change it reports (e.g. gift_receipt:<donation id>): a second enqueue is a no-op.
        dedupe_key varchar(200) UNIQUE,
        subject text,
        text_body text,
        html_body text,
        headers jsonb,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'bounced', 'suppressed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3),
        locked_until timestamptz(3),
        claim uuid,
        last_attempt_at timestamptz(3),
        last_error varchar(500),
        sent_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
      )`);
    await runner.query(`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);
    await runner.query('CREATE INDEX mail_outbox_newest ON mail_outbox (created_at DESC, id DESC)');
    await runner.query('CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient, created_at DESC)');
    await runner.query(`
      CREATE TABLE mail_suppression (
        -- Lower-cased.
        email varchar(254) PRIMARY KEY,
        reason varchar(20) NOT NULL CHECK (reason IN ('bounced')),
        detail varchar(500),
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE mail_unsubscribe (
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        topic varchar(30) NOT NULL CHECK (topic IN ('tracking_updates')),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, topic)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE mail_unsubscribe');
    await runner.query('DROP TABLE mail_suppression');
    await runner.query('DROP TABLE mail_outbox');
    await runner.query('ALTER TABLE account DROP COLUMN language');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: the contact form's messages, kept for the admins' Messages tab (newest first, handled
 * or not), and the newsletter's subscribers (double opt-in: pending until the link in the
 * confirmation email is used; only the confirmation token's SHA-256 is kept).
 */
export class ContactMessages1767230000000 implements MigrationInterface {
  name = 'ContactMessages1767230000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE contact_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        language varchar(2) NOT NULL DEFAULT 'en',
        created_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        handled_by uuid REFERENCES account(id) ON DELETE SET NULL
      )`);
    await runner.query('CREATE INDEX contact_message_newest ON contact_message (created_at DESC, id DESC)');
    await runner.query(`
      CREATE TABLE newsletter_subscriber (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL UNIQUE,
        language varchar(2) NOT NULL DEFAULT 'en',
        status varchar(12) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_token_hash char(64) UNIQUE,
        confirm_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz
      )`);
    await runner.query('CREATE INDEX newsletter_subscriber_newest ON newsletter_subscriber (created_at DESC, id DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE newsletter_subscriber');
    await runner.query('DROP TABLE contact_message');
  }
}

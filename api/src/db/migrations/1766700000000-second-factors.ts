import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: a second factor for admins. A factor is a passkey (its credential's public key and
 * signature counter) or an authenticator app (its TOTP secret, sealed with a key derived from
 * JWT_SECRET, and the last time step used, so a code works once). A factor is only in use once
 * confirmed; an enrolment left half-way is deleted at the next one. Recovery codes are kept as
 * SHA-256 digests and each works once. WebAuthn challenges are single-use and short-lived.
 */
export class SecondFactors1766700000000 implements MigrationInterface {
  name = 'SecondFactors1766700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE second_factor (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('passkey', 'totp')),
        label text NOT NULL,
        credential_id text UNIQUE,
        public_key bytea,
        sign_count bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        totp_secret text,
        totp_last_step bigint NOT NULL DEFAULT 0,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CHECK ((kind = 'passkey' AND credential_id IS NOT NULL AND public_key IS NOT NULL) OR (kind = 'totp' AND totp_secret IS NOT NULL))
      )`);
    await runner.query('CREATE INDEX second_factor_account ON second_factor (account_id)');
    await runner.query(`
      CREATE TABLE recovery_code (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        UNIQUE (account_id, code_hash)
      )`);
    await runner.query(`
      CREATE TABLE webauthn_challenge (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
        challenge text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX webauthn_challenge_account ON webauthn_challenge (account_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE webauthn_challenge');
    await runner.query('DROP TABLE recovery_code');
    await runner.query('DROP TABLE second_factor');
  }
}

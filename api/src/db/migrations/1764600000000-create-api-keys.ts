import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integrators' API keys (issue 10): read-only, scoped, revocable. Only the SHA-256 of a key is kept
 * (the key has 256 random bits, so a fast hash is enough); the prefix tells keys apart in lists.
 */
export class CreateApiKeys1764600000000 implements MigrationInterface {
  name = 'CreateApiKeys1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        prefix varchar(32) NOT NULL,
        secret_hash char(64) NOT NULL UNIQUE,
        scopes varchar(40)[] NOT NULL CHECK (cardinality(scopes) > 0),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        created_by uuid NOT NULL REFERENCES account(id),
        last_used_at timestamptz,
        revoked_at timestamptz,
        revoked_by uuid REFERENCES account(id),
        CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
      )`);
    // The admin's list, newest first.
    await runner.query('CREATE INDEX api_key_created ON api_key (created_at DESC, id DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE api_key');
  }
}

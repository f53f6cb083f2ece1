import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: every token carries its account's token version; signing out everywhere (and, later, a
 * password reset) moves the version on, and every token signed before fails at once. Tokens signed
 * before this column existed carry no version and count as version 0, the default.
 */
export class TokenVersions1766100000000 implements MigrationInterface {
  name = 'TokenVersions1766100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE account ADD COLUMN token_version integer NOT NULL DEFAULT 0 CHECK (token_version >= 0)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE account DROP COLUMN token_version');
  }
}

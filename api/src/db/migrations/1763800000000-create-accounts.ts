import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccounts1763800000000 implements MigrationInterface {
  name = 'CreateAccounts1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TYPE account_role AS ENUM ('seeker', 'donor', 'admin')`);
    await runner.query(`
      CREATE TABLE account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        role account_role NOT NULL,
        fullname varchar(120) NOT NULL,
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT account_role_email_unique UNIQUE (role, email)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE account');
    await runner.query('DROP TYPE account_role');
  }
}

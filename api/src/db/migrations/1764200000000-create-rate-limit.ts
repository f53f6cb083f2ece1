import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every API instance on one PostgreSQL database (rate-limiter-flexible's
 * own layout: key, points used, and when the window ends, in epoch milliseconds).
 */
export class CreateRateLimit1764200000000 implements MigrationInterface {
  name = 'CreateRateLimit1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE rate_limit (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE rate_limit');
  }
}

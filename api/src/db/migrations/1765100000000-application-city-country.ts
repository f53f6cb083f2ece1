import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications gain a structured city and country (issue 16): integrators' keys read those, never
 * the street address. Nullable: applications sent before the form asked have neither, and nothing
 * can be inferred from a free-text address without guessing.
 */
export class ApplicationCityCountry1765100000000 implements MigrationInterface {
  name = 'ApplicationCityCountry1765100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE application ADD COLUMN city varchar(100), ADD COLUMN country varchar(60)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE application DROP COLUMN country, DROP COLUMN city');
  }
}

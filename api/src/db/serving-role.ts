import type { DataSource, EntityManager } from 'typeorm';
import { JOB_SCHEMA } from './job-schema';

/**
 * Tables the API may read and add to, never change: the audit trail. The owner's triggers refuse
 * changes as well, but a role that owns the table could disable them; the API's role has no grant.
 */
export const APPEND_ONLY_TABLES = ['audit_event'];

/** TypeORM's record of the migrations run: the owner's business, not the API's. */
const MIGRATIONS_TABLE = 'migrations';

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * With MIGRATION_DATABASE_URL the tables belong to the migrations' role, and the role the API
 * serves as (DATABASE_URL's) gets exactly what it needs: rows of every table in `public` (read,
 * add, change, remove), the append-only tables only read and added to, the sequences' next values,
 * and nothing on the migrations' record — no TRUNCATE, no TRIGGER, no REFERENCES. Run by the owner
 * after every migration, in one transaction (other instances keep the old grants until it commits),
 * so a table a later migration adds is covered at the next start without a grant of its own.
 */
export async function grantServingRole(owner: DataSource, role: string): Promise<void> {
  const to = quoted(role);
  await owner.transaction(async (manager: EntityManager) => {
    // A warning, not an error, where the owner may not grant it (a schema someone else owns).
    await manager.query(`GRANT USAGE ON SCHEMA public TO ${to}`);
    await manager.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${to}`);
    await manager.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${to}`);
    await manager.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${to}`);
    await manager.query(`REVOKE ALL ON ${quoted(MIGRATIONS_TABLE)} FROM ${to}`);
    for (const table of APPEND_ONLY_TABLES) await manager.query(`REVOKE UPDATE, DELETE ON ${quoted(table)} FROM ${to}`);
    await manager.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${to}`);
    // The job queue's schema (db/job-schema.ts): its rows, its functions (create_queue), never its DDL.
    await manager.query(`GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO ${to}`);
    await manager.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} TO ${to}`);
    await manager.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${JOB_SCHEMA} TO ${to}`);
    await manager.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${JOB_SCHEMA} TO ${to}`);
  });
}

/** The role a connection works as. */
export async function currentRole(dataSource: DataSource): Promise<string> {
  const [{ role }] = (await dataSource.query('SELECT current_user AS role')) as { role: string }[];
  return role;
}

/**
 * Refuses to serve as a role that could undo the separation: a superuser (it can do anything), a
 * role that may create roles (before PostgreSQL 16 it could grant itself the owner's), or one that
 * is — or inherits from — the owner of the database, of the schema or of any table in it.
 */
export async function assertServingRoleOwnsNothing(serving: DataSource): Promise<void> {
  const [row] = (await serving.query(`
    SELECT r.rolname AS role, r.rolsuper AS superuser, r.rolcreaterole AS createrole,
           (SELECT pg_has_role(r.oid, d.datdba, 'MEMBER') FROM pg_database d WHERE d.datname = current_database()) AS database_owner,
           (SELECT pg_has_role(r.oid, n.nspowner, 'MEMBER') FROM pg_namespace n WHERE n.nspname = 'public') AS schema_owner,
           (SELECT string_agg(c.relname, ', ' ORDER BY c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND pg_has_role(r.oid, c.relowner, 'MEMBER')) AS owned
    FROM pg_roles r WHERE r.rolname = current_user`)) as {
    role: string;
    superuser: boolean;
    createrole: boolean;
    database_owner: boolean;
    schema_owner: boolean;
    owned: string | null;
  }[];
  const reason = row!.superuser
    ? 'is a superuser'
    : row!.createrole
      ? 'may create roles'
      : row!.database_owner
        ? 'owns the database'
        : row!.schema_owner
          ? 'owns the schema public'
          : row!.owned
            ? `owns ${row!.owned}`
            : undefined;
  if (reason) {
    throw new ServingRoleError(
      `DATABASE_URL's role "${row!.role}" ${reason}: with MIGRATION_DATABASE_URL the API must serve as a role that owns nothing (see "On a real PostgreSQL" in docs/running.md)`,
    );
  }
}

/** DATABASE_URL names a role that could change what it must not (main.ts prints it and exits). */
export class ServingRoleError extends Error {}

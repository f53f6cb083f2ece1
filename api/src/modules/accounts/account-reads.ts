import type { EntityManager } from 'typeorm';

/*
 * The accounts module's read model for the other domains (issue 29: a domain reads another's
 * tables only through what that domain exports). Reads only.
 */

/** Full names by account id (who moved a journey, who decided); unknown ids are left out. */
export async function accountNames(manager: EntityManager, accountIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return new Map();
  const rows: Array<{ id: string; fullname: string }> = await manager.query('SELECT id, fullname FROM account WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((row) => [String(row.id), row.fullname]));
}

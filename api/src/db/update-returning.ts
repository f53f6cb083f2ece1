/**
 * TypeORM answers a raw UPDATE or DELETE with `[rows, rowCount]` (other statements with the rows
 * alone): this returns the RETURNING rows either way.
 */
export async function updateReturning<T>(runner: { query(sql: string, params?: unknown[]): Promise<unknown> }, sql: string, params: unknown[]): Promise<T[]> {
  const result = await runner.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

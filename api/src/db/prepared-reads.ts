import { createHash } from 'node:crypto';
import { types, type CustomTypesConfig, type Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Data sources whose statements stay unnamed: the embedded PGlite answers a statement that fails
 * while it runs without confirming its parse, so pg would parse the name again on the next use and
 * be told it exists. Speed there is no concern (development and tests).
 */
const UNNAMED = new WeakSet<DataSource>();

/** Statements kept named per PreparedReads (and so per connection of its pool). */
const MAX_NAMED = 100;

const TIMESTAMPTZ = 1184;
const parseTimestamptz = types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date;

/** pg's own parsers, except that timestamptz columns stay as PostgreSQL wrote them (see `parseTimestamp`). */
const TIMESTAMPS_AS_TEXT: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === TIMESTAMPTZ ? String : types.getTypeParser(oid, format))) as CustomTypesConfig['getTypeParser'],
};

/** A timestamptz read with `timestampsAsText`, as pg would have parsed it. */
export function parseTimestamp(text: string): Date {
  return parseTimestamptz(text);
}

export function keepStatementsUnnamed(dataSource: DataSource): void {
  UNNAMED.add(dataSource);
}

/**
 * Reads that lists run on every request, as named prepared statements on the pool's connections.
 *
 * PostgreSQL parses and plans an unnamed statement anew each time: for the donors' list (a page of
 * applications with their live holds) that was more of the server's CPU than running it, on a
 * machine whose cores the API shares with it. A named statement is parsed once per connection and,
 * after a few runs, keeps a generic plan. TypeORM's `query` cannot name a statement, and builds a
 * query runner around each one; these reads go to the same pool (its timeouts, its connections),
 * are logged through TypeORM's logger as every other statement is, and never run in a transaction —
 * use the transaction's manager for reads that must see its writes.
 */
export class PreparedReads {
  private readonly names = new Map<string, string>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * `text` is built from fixed fragments only (values go in `values`): each text is one statement
   * kept on every connection. `timestampsAsText` leaves timestamptz columns as text, for a list
   * that sends few of them (parsing one is a few microseconds, fifty are a visible part of a page).
   */
  async rows<T = Record<string, unknown>>(text: string, values: unknown[], { timestampsAsText = false } = {}): Promise<T[]> {
    this.dataSource.logger.logQuery(text, values);
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const name = UNNAMED.has(this.dataSource) ? undefined : this.nameOf(text);
    const result = await pool.query(timestampsAsText ? { name, text, values, types: TIMESTAMPS_AS_TEXT } : { name, text, values });
    return result.rows as T[];
  }

  /**
   * One name per text: a connection refuses a name it already holds for another text. Each named
   * statement stays on every connection, so past MAX_NAMED texts (callers' choices of columns, say)
   * the rest run unnamed.
   */
  private nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (!name && this.names.size < MAX_NAMED) {
      name = `read_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return name;
  }
}

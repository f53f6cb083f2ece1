import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/** An entity's columns for a hand-written SELECT, and its rows made into entities. */
export interface EntityRows<T> {
  /** `"id" AS "id", "seeker_id" AS "seekerId", …`: every column of the entity, for a SELECT from its one table. */
  columns: string;
  /** A row of that SELECT as the entity, its values prepared by the driver as TypeORM's own hydration does. */
  hydrate(row: Record<string, unknown>): T;
  /** The property names of the entity's columns (all of them, not only this selection's). */
  properties: ReadonlySet<string>;
  /**
   * The same for some of the columns, named by property: the entity then has only those (a list
   * whose caller asked for a few fields). Unknown names are ignored; each set is built once.
   */
  only(properties: ReadonlySet<string>): EntityRows<T>;
}

/**
 * TypeORM's query builder rebuilds its SQL and walks its generic hydration (aliases, grouping by
 * primary key, joins, embeddeds) for every page it reads: for a page of 50 applications that was a
 * sixth of the admin list's CPU time. A list that reads one table with no relations can take its
 * columns and hydration from the same metadata once, and run its SQL as it is.
 */
export function entityRows<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>): EntityRows<T> {
  const metadata = dataSource.getMetadata(target);
  if (metadata.relations.length > 0 || metadata.embeddeds.length > 0) throw new Error(`entityRows reads flat entities; ${metadata.name} has relations or embeddeds`);
  const all: ColumnMetadata[] = metadata.columns.filter((column) => !column.isVirtual && !column.isVirtualProperty);
  const driver = dataSource.driver;
  const subsets = new Map<string, EntityRows<T>>();
  const properties: ReadonlySet<string> = new Set(all.map((column) => column.propertyName));
  const rowsOf = (columns: ColumnMetadata[]): EntityRows<T> => {
    // Columns whose values the driver may change on the way in (dates, booleans, JSON, transformers…);
    // strings and integers come from pg as they are kept.
    const prepared = columns.filter((column) => column.transformer || !AS_READ.has(typeof column.type === 'string' ? column.type : (column.type as { name?: string }).name ?? ''));
    return {
      // Selected under their property names, each row is the entity's values in one copy.
      columns: columns.map((column) => `${driver.escape(column.databaseName)} AS ${driver.escape(column.propertyName)}`).join(', '),
      hydrate(row) {
        const entity = Object.assign(metadata.create() as T, row) as Record<string, unknown>;
        for (const column of prepared) {
          const value = entity[column.propertyName];
          if (value !== undefined) entity[column.propertyName] = driver.prepareHydratedValue(value, column);
        }
        return entity as T;
      },
      properties,
      only(wanted) {
        const chosen = all.filter((column) => wanted.has(column.propertyName));
        const key = chosen.map((column) => column.propertyName).join(',');
        let subset = subsets.get(key);
        if (!subset) {
          subset = rowsOf(chosen);
          // Callers choose the sets: past a few hundred, they are made each time and not kept.
          if (subsets.size < MAX_SUBSETS) subsets.set(key, subset);
        }
        return subset;
      },
    };
  };
  return rowsOf(all);
}

const MAX_SUBSETS = 200;

/** Column types that PostgreSQL's driver hydrates as pg reads them. */
const AS_READ = new Set(['varchar', 'character varying', 'text', 'uuid', 'integer', 'int', 'int4', 'smallint', 'String']);

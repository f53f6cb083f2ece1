import { Field, ObjectType } from 'type-graphql';
import { UUID_PATTERN } from '@sabil/contracts';
import { AppError } from '../errors/app-error';
import { PaginationErrors } from './pagination.errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

@ObjectType({ description: 'Where a page starts and ends, and whether other pages come before or after it.' })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;

  @Field({ description: 'True when another page follows.' })
  hasNextPage!: boolean;

  @Field({
    description:
      'True when this page was asked for with `after`: it starts right after the row that cursor names. False on the first page. Lists page forward only, with `first` and `after`.',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: "The first row's cursor on this page (null when the page is empty)." })
  startCursor!: string | null;
}

/** `first` is clamped to MAX_PAGE_SIZE; a negative or zero `first` is a mistake worth saying. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1) {
    throw new AppError(PaginationErrors.PAGE_SIZE_INVALID, { field: 'first', values: { field: 'first' } });
  }
  return Math.min(first, MAX_PAGE_SIZE);
}

/** Keyset cursors over (timestamp, id), newest first: stable while rows are added. */
export interface Cursor {
  at: Date;
  id: string;
}

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  // Only what encodeCursor gives out: a real UUID and a time PostgreSQL can hold (years 1970–9999).
  const year = date.getUTCFullYear();
  if (extra !== undefined || !id || Number.isNaN(date.getTime()) || year < 1970 || year > 9999 || !UUID_PATTERN.test(id)) {
    throw new AppError(PaginationErrors.CURSOR_INVALID, { field: 'after', values: { field: 'after' } });
  }
  return { at: date, id };
}

/** One page of a keyset list, as services hand it to resolvers and REST routes. */
export interface Page<T> {
  nodes: T[];
  endCursor: string | null;
  hasNextPage: boolean;
  /**
   * The cursor of the page's row at `index`, the same kind endCursor is: `after` it, the list continues
   * right after that row. By position, so a page whose rows are mapped to other objects keeps it.
   */
  cursorAt: (index: number) => string;
}

/** Every row of a keyset list, read page by page (`page(after)`): REST lists of any length in flat memory. */
export async function* everyRow<T>(page: (after: string | null) => Promise<Page<T>>): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const current: Page<T> = await page(after);
    yield* current.nodes;
    if (!current.hasNextPage) return;
    after = current.endCursor;
  }
}

/** A page from `size + 1` rows read: the extra row only says that another page follows. */
export function pageOf<T>(rows: T[], size: number, cursorOf: (row: T) => string): Page<T> {
  const hasNextPage = rows.length > size;
  const nodes = hasNextPage ? rows.slice(0, size) : rows;
  return { nodes, hasNextPage, endCursor: nodes.length ? cursorOf(nodes[nodes.length - 1]!) : null, cursorAt: (index) => cursorOf(nodes[index]!) };
}

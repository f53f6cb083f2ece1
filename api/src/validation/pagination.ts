import { Field, ObjectType } from 'type-graphql';
import { AppError } from '../http/app-error';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

@ObjectType({ description: 'Where a page ends and whether another follows.' })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;

  @Field({ description: 'True when another page follows.' })
  hasNextPage!: boolean;
}

/** `first` is clamped to MAX_PAGE_SIZE; a negative or zero `first` is a mistake worth saying. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1) {
    throw new AppError('BAD_USER_INPUT', 'first must be a whole number of at least 1', { problems: [{ field: 'first', message: 'first must be at least 1' }] });
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
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError('BAD_USER_INPUT', 'after is not a cursor this API gave out', { problems: [{ field: 'after', message: 'Invalid cursor' }] });
  }
  return { at: date, id };
}

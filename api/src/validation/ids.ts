import { AppError } from '../http/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is "not found" rather than a database error. */
export function assertId(id: unknown, what: string): asserts id is string {
  if (typeof id !== 'string' || !UUID.test(id)) throw new AppError('NOT_FOUND', `${what} not found`);
}

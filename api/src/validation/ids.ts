import { UUID_PATTERN } from '@sabil/contracts';
import { AppError, type ErrorDefinition } from '../errors/app-error';

/** Ids are UUIDs; anything else cannot name a row, so it is "not found" rather than a database error. */
export function assertId(id: unknown, notFound: ErrorDefinition): asserts id is string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new AppError(notFound);
}

import { defineErrors } from '../errors/app-error';

/** Paging through lists, in GraphQL (`first`, `after`) and REST (`limit`, `after`). */
export const PaginationErrors = defineErrors('pagination', {
  PAGE_SIZE_INVALID: { code: 'BAD_USER_INPUT', message: '{field} must be a whole number of at least 1' },
  CURSOR_INVALID: { code: 'BAD_USER_INPUT', message: '{field} is not a cursor this API gave out' },
});

import type { AppError } from './app-error';

/**
 * A refusal's GraphQL extensions: `code` (the category, as GraphQL clients expect), `reason` (the
 * stable machine code), the values its sentence was made from, and for input, each field's problem.
 */
export function appErrorExtensions(error: AppError): Record<string, unknown> {
  return {
    code: error.code,
    reason: error.reason,
    ...(Object.keys(error.values).length ? { values: error.values } : {}),
    ...(error.problems[0] ? { field: error.problems[0].field, problems: error.problems } : {}),
  };
}

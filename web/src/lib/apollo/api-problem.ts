import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What went wrong with a request, in the terms the screens use. */
export interface ApiProblem {
  /** The GraphQL `extensions.code` (UNAUTHENTICATED, BAD_USER_INPUT, CONFLICT, …), if any. */
  code?: string;
  /** The server's human-readable message, when it wrote one for people to read. */
  message?: string;
  /** The stable machine code of the refusal (`extensions.reason`): what the screens translate. */
  reason?: string;
  /** The values the refusal's sentence needs (`extensions.values`). */
  values?: Record<string, unknown>;
  /** The input field the problem is about (BAD_USER_INPUT, CONFLICT on email). */
  field?: string;
  /** The HTTP status, when the answer was not 2xx. */
  status?: number;
}

/** Codes whose messages the API writes for people (DESIGN §5); others are technical or masked. */
const READABLE_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'NOT_FOUND',
  'PAYMENT_ERROR',
  'PAYLOAD_TOO_LARGE',
  'GONE',
  'SERVICE_UNAVAILABLE',
]);

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; reason?: unknown; values?: unknown; field?: unknown };
}

function fromGraphQLError(error: GraphQLErrorShape | undefined, status?: number): ApiProblem {
  if (!error) return { status };
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const field = typeof error.extensions?.field === 'string' ? error.extensions.field : undefined;
  const reason = typeof error.extensions?.reason === 'string' ? error.extensions.reason : undefined;
  const values = error.extensions?.values && typeof error.extensions.values === 'object' ? (error.extensions.values as Record<string, unknown>) : undefined;
  const message = code && READABLE_CODES.has(code) && typeof error.message === 'string' && error.message.trim() ? error.message : undefined;
  return { code, reason, values, message, field, status };
}

export function readApiProblem(error: unknown): ApiProblem {
  // A resumable upload's refusal (lib/uploads/resumable-upload.ts) carries its problem already.
  if (error instanceof Error && error.name === 'ResumableUploadError' && 'problem' in error) return error.problem as ApiProblem;
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLError(error.errors[0]);
  if (ServerError.is(error)) {
    // A non-2xx answer sent as plain JSON: the GraphQL errors are still in the body.
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLErrorShape[] };
      return fromGraphQLError(body.errors?.[0], error.statusCode);
    } catch {
      return { status: error.statusCode };
    }
  }
  return {};
}

/** True when the answer says the token is missing, expired or forged. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

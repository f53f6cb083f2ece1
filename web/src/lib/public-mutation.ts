import { useCallback, useState } from 'react';
import type { ApiProblem } from './apollo/api-problem';
import { graphqlUrl } from './config/api-url';

/** A refusal (or a failure to reach the API) of a public mutation, as the screens read problems. */
export class PublicMutationError extends Error {
  constructor(readonly problem: ApiProblem) {
    super(problem.message ?? problem.reason ?? 'request failed');
    this.name = 'PublicMutationError';
  }
}

/**
 * One GraphQL mutation sent with fetch, for the static public pages (home, contact) that load no
 * GraphQL client (routes.tsx; their JavaScript stays small). Resolves with `data`, or throws a
 * PublicMutationError carrying the refusal's code, reason, values and field.
 */
export async function sendPublicMutation<T>(operationName: string, query: string, variables: Record<string, unknown>): Promise<T> {
  let body: { data?: T | null; errors?: Array<{ message?: string; extensions?: Record<string, unknown> }> };
  let status: number;
  try {
    const response = await fetch(graphqlUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName, query, variables }) });
    status = response.status;
    body = (await response.json()) as typeof body;
  } catch {
    throw new PublicMutationError({});
  }
  const [error] = body.errors ?? [];
  if (error || !body.data) {
    const extensions = error?.extensions ?? {};
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    throw new PublicMutationError({
      status,
      code: text(extensions.code),
      reason: text(extensions.reason),
      field: text(extensions.field),
      values: extensions.values && typeof extensions.values === 'object' ? (extensions.values as Record<string, unknown>) : undefined,
    });
  }
  return body.data;
}

/** sendPublicMutation as a hook: the function, and whether a request is on its way. */
export function usePublicMutation<T>(operationName: string, query: string) {
  const [loading, setLoading] = useState(false);
  const run = useCallback(
    async (variables: Record<string, unknown>) => {
      setLoading(true);
      try {
        return await sendPublicMutation<T>(operationName, query, variables);
      } finally {
        setLoading(false);
      }
    },
    [operationName, query],
  );
  return [run, { loading }] as const;
}

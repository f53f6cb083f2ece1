import { GraphQLError, Kind, parse, type ExecutionResult } from 'graphql';
import { reportAuthFailure } from '../../lib/auth/auth-failure';
import { getToken } from '../../lib/auth/session';
import { graphqlUrl } from '../../lib/config/api-url';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * GraphiQL's fetcher: one JSON POST to the API with the admin's token, read at each call so a
 * fresh sign-in in another tab is used. A 401 is the same story as anywhere else in the admin
 * area (SPEC §8): the authorization-failed message, then the admin login.
 */
export function createAdminGraphQLFetcher(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return (request: GraphQLRequest) => adminGraphQLFetch(request, fetchImpl);
}

async function adminGraphQLFetch(request: GraphQLRequest, fetchImpl: typeof fetch): Promise<ExecutionResult> {
  const token = getToken('admin');
  const response = await fetchImpl(graphqlUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: request.query, variables: request.variables ?? undefined, operationName: operationNameIn(request) }),
  });
  if (response.status === 401) reportAuthFailure('admin');
  const text = await response.text();
  try {
    return JSON.parse(text) as ExecutionResult;
  } catch {
    // Not GraphQL's JSON (a proxy's page, say): show what came back rather than a parse error.
    return { errors: [new GraphQLError(`HTTP ${response.status}: ${text.slice(0, 500)}`)] };
  }
}

/**
 * The operation to run. GraphiQL 4 keeps the previous tab's operation name after a switch to
 * another example tab (graphql/graphiql#3632), which the API answers with "Unknown operation
 * named". A name the document does not define is dropped when the document holds one operation;
 * otherwise it is sent as given and the API says what is wrong.
 */
export function operationNameIn(request: GraphQLRequest): string | undefined {
  const name = request.operationName ?? undefined;
  if (!name) return undefined;
  let names: Array<string | undefined>;
  try {
    names = parse(request.query).definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value] : []));
  } catch {
    return name;
  }
  return names.includes(name) || names.length !== 1 ? name : undefined;
}

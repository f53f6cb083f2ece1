import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ResolverData } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { AuthErrors } from '../auth/auth.errors';
import { describeErrorReasons } from '../errors/error-catalog';
import { ErrorReasonsResolver } from './error-reasons.resolver';
import { plainFieldResolvers } from './plain-fields';
import { ValidationErrors } from '../errors/validation.errors';
import { MODULES } from '../modules/index';
import { describeApiKeyScopes } from '../operations/api-key-scopes';
import { operationCatalogue } from '../operations/catalogue';
import { HttpErrors } from '../rest/http.errors';
import { DatabaseErrors } from '../db/database-unavailable';
import { UploadErrors } from '../uploads/uploads.errors';
import { PaginationErrors } from '../validation/pagination.errors';
import type { GraphQLContext } from './context';

/** The refusals of the shared parts (auth, HTTP, input, uploads, pages), then every module's. */
export const ERROR_CATALOG = [AuthErrors, HttpErrors, ValidationErrors, PaginationErrors, ...MODULES.flatMap((module) => module.errors), UploadErrors, DatabaseErrors];

/** Resolvers that belong to no module (they need no services). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ResolverClass = Function;

const CORE_RESOLVERS = [ErrorReasonsResolver];

export const RESOLVERS = [...MODULES.flatMap((module) => module.resolvers.map((binding) => binding.type)), ...CORE_RESOLVERS] as [ResolverClass, ...ResolverClass[]];

let cached: Promise<GraphQLSchema> | undefined;

/**
 * The schema is the same for every API instance in a process, so it is built once; each request's
 * resolvers come from its instance's container (GraphQLContext.resolvers), built with the services they use.
 */
export function getSchema(): Promise<GraphQLSchema> {
  describeErrorReasons(ERROR_CATALOG);
  describeApiKeyScopes(operationCatalogue(MODULES).apiKeyScopes);
  cached ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    container: ({ context }: ResolverData<GraphQLContext>) => context.resolvers,
    validate: false,
    // No globalMiddlewares: plainFieldResolvers would skip them.
  }).then((schema) => describeRoots(plainFieldResolvers(schema, authChecker)));
  return cached;
}

/** type-graphql has no place for the root types' descriptions; integrators read them in GraphiQL first. */
function describeRoots(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = 'What can be read. Each field says who may read it: a public one needs no token, an integrator reads with an API key of the right scope. See docs/INTEGRATORS.md.';
  if (mutation) mutation.description = 'What can be changed, each by the roles it names. API keys are read-only: every mutation refuses them with FORBIDDEN.';
  return schema;
}

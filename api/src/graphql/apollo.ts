import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { Kind, type FragmentDefinitionNode, type GraphQLError, type GraphQLFormattedError, type ValidationContext } from 'graphql';
import { AppError } from '../errors/app-error';
import { databaseUnavailableRefusal } from '../db/database-unavailable';
import { appErrorExtensions } from '../errors/app-error-extensions';
import type { Logger } from '../logging/logger';
import { toGraphQLError } from '../errors/to-graphql-error';
import type { GraphQLContext } from './context';
import { CompiledExecutor } from './compiled-executor';
import { getSchema } from './schema';

// Depth counts introspection too (deep `ofType` chains are the classic depth attack on a schema
// without cycles); GraphiQL's own introspection query is 21 levels deep. Cost: the admins' Tracking
// tab asks for its list with each card's and dialog's fragments (data masking: every component names
// the fields it reads), 5,272.5 with Apollo's __typename — 6000 leaves it room.
export const QUERY_LIMITS = { maxDepth: 24, maxAliases: 15, maxCost: 6000 };

/** Apollo's own codes for requests that are malformed; their messages are safe to show. */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  // Our own refusals of a whole request before any resolver runs: an API key's scope or rate limit.
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  // The database was unreachable while the request's caller was identified (our sentence, with Retry-After).
  'SERVICE_UNAVAILABLE',
]);

/** The armor rules throw by default, which Apollo answers with 500; reported, they are a 400. */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** The limits every request is checked against before it runs (the web's own documents included: web-documents-limits.test.ts). */
export function queryLimitRules() {
  return [
    maxDepthRule({ n: QUERY_LIMITS.maxDepth, ignoreIntrospection: false, ...reportAsValidationError }),
    maxAliasesRule({ n: QUERY_LIMITS.maxAliases, ...reportAsValidationError }),
    costLimitRule({ maxCost: QUERY_LIMITS.maxCost, ...reportAsValidationError }),
  ];
}

export async function createApolloServer(options: { httpServer: Server; introspection: boolean; logger: Logger; compileQueriesAfter: number }) {
  const { logger } = options;
  return new ApolloServer<GraphQLContext>({
    gateway: new CompiledExecutor(await getSchema(), options.compileQueriesAfter).gateway(),
    introspection: options.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT (drain HTTP, then close the database); Apollo's own handlers
    // would stop the server a second time and hang the shutdown.
    stopOnTerminationSignals: false,
    validationRules: queryLimitRules(),
    formatError: (formatted, error) => formatGraphQLError(formatted, error, logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // We send no cache-control hints, and the plugin wraps every field resolver (≈8 % of a list's CPU).
      ApolloServerPluginCacheControlDisabled(),
      appErrorStatusPlugin,
      apiKeyAccessPlugin,
    ],
  });
}

/**
 * Our refusals keep their message, code and field; anything unexpected becomes a bare
 * "Internal server error" (no stack, no SQL) and is logged in full.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  if (original instanceof AppError) return { ...base, message: original.message, extensions: appErrorExtensions(original) };
  const unavailable = databaseUnavailableRefusal(original);
  if (unavailable) {
    logger.warn('database unavailable', { error: original instanceof Error ? original : String(original), path: formatted.path });
    return { ...base, message: unavailable.message, extensions: appErrorExtensions(unavailable) };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
    // A refusal made into a GraphQLError of ours (a bad token, before any resolver runs) keeps its
    // reason and values; Apollo's own (parse, validation) have none.
    const { reason, values, field, problems } = formatted.extensions ?? {};
    return { ...base, extensions: { code, ...(typeof reason === 'string' ? { reason, values, field, problems } : {}) } };
  }
  logger.error('graphql internal error', { error: original instanceof Error ? original : String(original), path: formatted.path });
  return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * Sign-in problems, rate limits and an unreachable database are told through the HTTP status too
 * (401, 429 and 503 with Retry-After); other refusals inside an operation stay 200 with their code,
 * as GraphQL expects.
 */
const errorStatusListener: GraphQLRequestListener<GraphQLContext> = {
  async willSendResponse({ errors, response }) {
    for (const error of errors ?? []) {
      const unwrapped = unwrapResolverError(error);
      const original = unwrapped instanceof AppError ? unwrapped : databaseUnavailableRefusal(unwrapped);
      if (!original) continue;
      if (original.code === 'UNAUTHENTICATED' || original.code === 'TOO_MANY_REQUESTS' || original.code === 'SERVICE_UNAVAILABLE') {
        response.http.status = original.status;
        if (original.retryAfter) response.http.headers.set('retry-after', String(original.retryAfter));
      }
    }
  },
};

// Its listener keeps nothing of a request, so every request shares it.
const appErrorStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return errorStatusListener;
  },
};

/** Refuses what a key may not do once the operation is known (the key gate's checkOperation), before any resolver runs. */
const apiKeyAccessListener: GraphQLRequestListener<GraphQLContext> = {
  async didResolveOperation({ contextValue, operation, document }) {
    const caller = contextValue.apiKey;
    if (!caller || !operation) return;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    try {
      contextValue.keys.checkOperation(caller, operation, fragments);
    } catch (error) {
      if (error instanceof AppError) throw toGraphQLError(error);
      throw error;
    }
  },
};

// The context is made before a request's plugins start: only requests with a key are listened to.
const apiKeyAccessPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    return contextValue.apiKey ? apiKeyAccessListener : undefined;
  },
};

import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Compiled operations kept (the web app has about sixty); past that, the least recently used goes. */
const MAX_COMPILED = 500;
/** Operations whose uses are counted towards compiling them. */
const MAX_COUNTED = 5000;

/** One operation: its document as Apollo parsed and validated it, and Apollo's hash of the text. */
export interface Operation {
  key: string;
  document: DocumentNode;
  operationName: string | undefined;
  contextValue: unknown;
  variableValues: Record<string, unknown>;
}

/**
 * Operations run as compiled code (graphql-jit) once they have been used `compileAfter` times;
 * before that, and for any operation graphql-jit cannot compile, graphql-js interprets them.
 *
 * graphql-js interprets the document anew for every field of every row: a list of 50 rows with 19
 * fields is ~1,000 calls of `executeField`, each coercing its arguments and building an info object.
 * A compiled operation is one generated function that calls the same resolvers in a straight line.
 * Compiling costs more than running once, so an operation is compiled only when it comes back (the
 * web app's queries, an integrator's), not for each one-off query a caller invents, and a bounded
 * number are kept.
 */
export class CompiledExecutor {
  private readonly compiled = new Map<string, CompiledQuery | null>();
  private readonly uses = new Map<string, number>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly compileAfter: number,
  ) {}

  /** Apollo's seam for another executor (the "gateway" interface); parsing, validation, plugins and error formatting stay Apollo's. */
  gateway(): GatewayInterface {
    const executor: GatewayExecutor = async (request) => {
      const operationName = request.operationName ?? undefined;
      return this.run({
        key: `${request.queryHash}:${operationName ?? ''}`,
        document: request.document,
        operationName,
        contextValue: request.context,
        variableValues: request.request.variables ?? {},
      });
    };
    return {
      onSchemaLoadOrUpdate: (callback) => {
        callback({ apiSchema: this.schema, coreSupergraphSdl: printSchema(this.schema) });
        return () => undefined;
      },
      load: async () => ({ executor }),
      stop: async () => undefined,
    };
  }

  async run(operation: Operation): Promise<ExecutionResult> {
    const { document, operationName, contextValue, variableValues } = operation;
    const interpret = () => execute({ schema: this.schema, document, operationName, contextValue, variableValues });
    const compiled = this.compiledFor(operation);
    if (!compiled) return interpret();
    const result = await compiled.query(undefined, contextValue, variableValues);
    // No data: the variables were refused before anything ran. graphql-js says what is wrong with
    // them in the words Apollo recognises (400, BAD_USER_INPUT), still without running anything.
    if (result.data === undefined) return interpret();
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  }

  /** Whether this operation now runs compiled (tests). */
  isCompiled(key: string): boolean {
    return Boolean(this.compiled.get(key));
  }

  private compiledFor({ key, document, operationName }: Operation): CompiledQuery | null {
    const known = this.compiled.get(key);
    if (known !== undefined) {
      // Map order is insertion order: re-inserting keeps the most recently used last.
      this.compiled.delete(key);
      this.compiled.set(key, known);
      return known;
    }
    const uses = (this.uses.get(key) ?? 0) + 1;
    this.uses.delete(key);
    if (uses <= this.compileAfter) {
      remember(this.uses, key, uses, MAX_COUNTED);
      return null;
    }
    const result = compileQuery(this.schema, document, operationName, { disablingCapturingStackErrors: true });
    // An operation graphql-jit refuses is left to graphql-js, for good.
    const query = isCompiledQuery(result) ? result : null;
    remember(this.compiled, key, query, MAX_COMPILED);
    return query;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * graphql-jit's errors are its own, lighter objects: without `extensions` when the resolver's error
 * has none, which Apollo's error formatting reads. Each becomes graphql-js's own, as the interpreter
 * would have made it (same message, path, location and original error).
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const made = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions ?? undefined });
  // graphql-js works locations out from the document's nodes; graphql-jit hands them over worked out.
  (made as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return made;
}

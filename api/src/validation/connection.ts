import type { GraphQLResolveInfo } from 'graphql';
import { Field, ObjectType, type ClassType } from 'type-graphql';
import type { Page, PageInfo } from './pagination';
import { requestedFields } from './requested-fields';

/** One row of a connection with its cursor (Relay's edge), beside the connection's plain `nodes`. */
export interface Edge<T> {
  cursor: string;
  node: T;
}

/** What every `*Connection` type answers: `nodes`, `edges` and `pageInfo`. */
export interface Connection<T> {
  nodes: T[];
  edges: Edge<T>[];
  pageInfo: PageInfo;
}

/**
 * The GraphQL type `<name>Edge` of a `<name>Connection` whose rows are `node`, as GitHub's API and
 * Relay name them: `cursor: String!` and `node: <Node>!`.
 */
export function edgeType<T extends object>(name: string, node: ClassType<T>, row: string): ClassType<Edge<T>> {
  @ObjectType(`${name}Edge`, { description: `An edge of ${name}Connection: one ${row} and its cursor.` })
  class EdgeOf implements Edge<T> {
    @Field(() => String, { description: `This ${row}'s cursor: pass it as \`after\` to continue right after it.` })
    cursor!: string;

    @Field(() => node, { description: `The ${row}.` })
    node!: T;
  }
  return EdgeOf;
}

/**
 * A page as a connection. `edges` and `startCursor` are worked out only when read (graphql-js reads
 * a field only when the query selects it), from the page's own cursors; `extra` adds a connection's
 * other fields (counts).
 */
export function connection<T, Extra extends object = object>(page: Page<T>, after: string | null | undefined, extra?: Extra): Connection<T> & Extra {
  let edges: Edge<T>[] | undefined;
  const pageInfo: PageInfo = {
    endCursor: page.endCursor,
    hasNextPage: page.hasNextPage,
    // Forward paging only: a given `after` names a row of the list, and that row comes before this page.
    hasPreviousPage: Boolean(after),
    get startCursor() {
      return page.nodes.length > 0 ? page.cursorAt(0) : null;
    },
  };
  const answer = {
    nodes: page.nodes,
    get edges() {
      return (edges ??= page.nodes.map((node, index) => ({ cursor: page.cursorAt(index), node })));
    },
    pageInfo,
  };
  // Defined on the answer, not spread from it: a spread would read the `edges` getter.
  return Object.assign(answer, extra) as Connection<T> & Extra;
}

/** The fields a caller selected on a connection's rows, under `nodes` and under `edges { node }` alike. */
export function requestedNodeFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): ReadonlySet<string> {
  const nodes = requestedFields(info, ['nodes']);
  const edges = requestedFields(info, ['edges', 'node']);
  if (edges.size === 0) return nodes;
  if (nodes.size === 0) return edges;
  return new Set([...nodes, ...edges]);
}

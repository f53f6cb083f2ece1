import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, validate, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { queryLimitRules } from './apollo';

/**
 * Every query and mutation the web app sends must pass the API's request limits (depth, aliases,
 * cost) as Apollo Client sends it, with `__typename` in each selection: the admins' Tracking tab once
 * failed in the browser alone ("Could not fetch donations") when its fragments grew past the cost limit.
 */
const root = path.resolve(__dirname, '../../..');
const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
const generated = fs.readFileSync(path.join(root, 'web/src/graphql/generated/graphql.ts'), 'utf8');

/** The generated client's documents: one exported AST per operation, its fragments included. */
const documents = [...generated.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode/gm)].map(([, name, json]) => ({
  name: name!,
  document: JSON.parse(json!) as DocumentNode,
}));

/** Apollo Client asks for `__typename` in every selection set but the operation's root. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
      },
    },
  });
}

describe("the web app's GraphQL documents", () => {
  it('are all found in the generated client', () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it.each(documents.map(({ name, document }) => [name, document] as const))('%s passes the depth, alias and cost limits', (_name, document) => {
    expect(document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)).toBe(true);
    expect(validate(schema, withTypename(document), queryLimitRules()).map((error) => error.message)).toEqual([]);
  });
});

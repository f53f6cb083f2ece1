import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { requestedFields } from './requested-fields';

/** The info graphql-js would give the resolver of the operation's first root field. */
function infoFor(text: string) {
  const document = parse(text);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('requestedFields', () => {
  it('names the fields under a path through fragments, inline fragments and aliases, without __typename', () => {
    const info = infoFor(`
      fragment Card on Application { fullName ... on Application { status } ...More }
      fragment More on Application { idFileUrl ...Card }
      { applications { nodes { __typename id alias: email ...Card } pageInfo { endCursor } } }`);
    expect([...requestedFields(info, ['nodes'])].sort()).toEqual(['email', 'fullName', 'id', 'idFileUrl', 'status']);
    expect([...requestedFields(info, [])].sort()).toEqual(['nodes', 'pageInfo']);
  });

  it('counts fields under @skip and @include, and finds nothing under a path not asked', () => {
    const info = infoFor('query($no: Boolean!) { applications { nodes { id email @skip(if: $no) } } }');
    expect([...requestedFields(info, ['nodes'])].sort()).toEqual(['email', 'id']);
    expect(requestedFields(info, ['edges']).size).toBe(0);
  });

  it("works an operation's answer out once per path, and a field merged from several nodes each time", () => {
    const info = infoFor('{ applications { nodes { id status } } }');
    const first = requestedFields(info, ['nodes']);
    expect(requestedFields(info, ['nodes'])).toBe(first);
    expect([...requestedFields(info, [])]).toEqual(['nodes']);

    // `applications { nodes { id } } applications { nodes { email } }`: graphql-js hands over both nodes.
    const document = parse('{ applications { nodes { id } } applications { nodes { email } } }');
    const [one, two] = (document.definitions[0] as OperationDefinitionNode).selectionSet.selections as FieldNode[];
    expect([...requestedFields({ fieldNodes: [one!, two!], fragments: {} }, ['nodes'])].sort()).toEqual(['email', 'id']);
    expect([...requestedFields({ fieldNodes: [one!], fragments: {} }, ['nodes'])]).toEqual(['id']);
  });
});

import { buildSchema, GraphQLError, parse } from 'graphql';
import { approvedApplication } from '../test/giving';
import { startTestApi, type TestApi } from '../test/test-api';
import { CompiledExecutor, type Operation } from './compiled-executor';

/** A refusal as our resolvers throw it: an error with no GraphQL extensions of its own. */
class Refusal extends Error {}

const schema = buildSchema(`
  type Query { greeting(name: String!): String!, refused: String, list(n: Int!): [Item!]! }
  type Item { id: ID!, price: Float! }
`);
const root = {
  greeting: ({ name }: { name: string }) => `Salaam, ${name}`,
  refused: () => {
    throw new Refusal('not for you');
  },
  list: ({ n }: { n: number }) => Array.from({ length: n }, (_, i) => ({ id: String(i), price: i === 1 ? 'not a number' : i / 2 })),
};
// Resolvers on the schema, as type-graphql puts them (graphql-jit reads field resolvers, not a root value).
const fields = schema.getQueryType()!.getFields();
for (const [name, resolve] of Object.entries(root)) fields[name]!.resolve = (_source, args) => (resolve as (a: unknown) => unknown)(args);

/** An operation on the test schema; its key is its text, as Apollo's is the hash of the text. */
const operation = (text: string, variableValues: Record<string, unknown> = {}, operationName?: string): Operation => ({
  key: `${text}:${operationName ?? ''}`,
  document: parse(text),
  operationName,
  contextValue: {},
  variableValues,
});

describe('CompiledExecutor', () => {
  it('interprets a document its first `compileAfter` times, then runs it compiled, with the same answer', async () => {
    const executor = new CompiledExecutor(schema, 2);
    const greet = operation('query Greet($name: String!) { greeting(name: $name) }', { name: 'Amina' }, 'Greet');
    const answers = [];
    for (let use = 1; use <= 3; use++) {
      answers.push(await executor.run(greet));
      expect(executor.isCompiled(greet.key)).toBe(use > 2);
    }
    expect(answers).toEqual(Array(3).fill({ data: { greeting: 'Salaam, Amina' } }));
  });

  it('keeps at most 500 compiled operations, dropping the least recently used', async () => {
    const executor = new CompiledExecutor(schema, 0);
    const first = operation('{ greeting(name: "0") }');
    await executor.run(first);
    for (let n = 1; n <= 499; n++) await executor.run(operation(`{ greeting(name: "${n}") }`));
    await executor.run(first); // used again: now the most recent
    await executor.run(operation('{ greeting(name: "500") }'));
    expect(executor.isCompiled(first.key)).toBe(true);
    expect(executor.isCompiled(operation('{ greeting(name: "1") }').key)).toBe(false);
    expect(await executor.run(first)).toEqual({ data: { greeting: 'Salaam, 0' } });
  });

  it("gives compiled errors graphql-js's shape: extensions, path, locations and the resolver's own error", async () => {
    const executor = new CompiledExecutor(schema, 0);
    const refused = operation('{\n  refused\n}');
    const interpreted = await new CompiledExecutor(schema, 1000).run(refused);
    const compiled = await executor.run(refused);
    expect(executor.isCompiled(refused.key)).toBe(true);
    const [error] = compiled.errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error!.extensions).toEqual({});
    expect(error!.originalError).toBeInstanceOf(Refusal);
    expect(error!.toJSON()).toEqual(interpreted.errors![0]!.toJSON());
    expect(compiled.data).toEqual(interpreted.data);
  });

  it('answers refused variables as graphql-js does, and a bad value deep in a list as a null with its path', async () => {
    const executor = new CompiledExecutor(schema, 0);
    const refused = await executor.run(operation('query Greet($name: String!) { greeting(name: $name) }', { name: 42 }, 'Greet'));
    expect(refused.data).toBeUndefined();
    // graphql-js's own error, with the variable's node: Apollo answers it 400 BAD_USER_INPUT.
    expect(refused.errors![0]!.message).toMatch(/^Variable "\$name" got invalid value 42/);
    expect(refused.errors![0]!.nodes?.[0]?.kind).toBe('VariableDefinition');

    const list = operation('{ list(n: 3) { id price } }');
    const compiled = await executor.run(list);
    const interpreted = await new CompiledExecutor(schema, 1000).run(list);
    expect(compiled.data).toEqual(interpreted.data);
    expect(compiled.errors!.map((e) => e.toJSON())).toEqual(interpreted.errors!.map((e) => e.toJSON()));
  });
});

describe('compiled operations through the API', () => {
  let t: TestApi;
  let donor: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApi({ graphqlCompileAfter: 1 });
    t.api.services.sharedResponses.enabled = false;
    admin = (await t.rest('POST', '/admin/register', { fullname: 'Admin', email: 'admin@example.org', password: 'admin-password' })).body.token;
    donor = (await t.rest('POST', '/donor/register', { fullname: 'Donor', email: 'donor@example.org', password: 'donor-pass' })).body.token;
    await approvedApplication(t, admin, 900);
  });
  afterAll(() => t.close());

  const APPROVED = 'query Approved($first: Int) { approvedApplications(first: $first) { nodes { id fullName status fullyFunded } pageInfo { hasNextPage } } }';

  it.each([
    ['a list', APPROVED, { first: 5 }, () => donor],
    ['a refusal in a resolver (FORBIDDEN)', APPROVED, { first: 5 }, () => admin],
    ['a refused argument (BAD_USER_INPUT)', APPROVED, { first: 0 }, () => donor],
    ['a variable of the wrong type (400)', APPROVED, { first: 'many' }, () => donor],
  ])('answers %s the same, interpreted and then compiled', async (_name, query, variables, token) => {
    const interpreted = await t.graphql(query, variables, token());
    const compiled = await t.graphql(query, variables, token());
    expect(compiled.status).toBe(interpreted.status);
    expect(compiled.body).toEqual(interpreted.body);
    if (compiled.body.data) expect(compiled.body.data.approvedApplications.nodes).toHaveLength(1);
    expect(interpreted.status).toBeLessThan(500);
    expect(JSON.stringify(compiled.body)).not.toMatch(/INTERNAL_SERVER_ERROR/);
  });
});

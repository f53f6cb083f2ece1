import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLSchema } from 'graphql';
import { getSchema } from './schema';

/**
 * Every name an integrator can see in GraphiQL's documentation pane or in `schema.graphql`,
 * without a description: types, fields, arguments, input fields and enum values. Introspection's
 * own types and GraphQL's built-in scalars are described by the specification.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const said = (text: string | null | undefined) => typeof text === 'string' && text.trim().length > 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!said(type.description)) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!said(field.description)) missing.push(`field ${type.name}.${field.name}`);
        for (const arg of field.args) if (!said(arg.description)) missing.push(`argument ${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!said(field.description)) missing.push(`input field ${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!said(value.description)) missing.push(`enum value ${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('the schema’s descriptions', () => {
  it('describe every type, field, argument, input field and enum value', async () => {
    expect(undescribed(await getSchema())).toEqual([]);
  });

  it('are checked by this test: an undescribed enum value, argument and input field are named', async () => {
    const { buildSchema } = await import('graphql');
    const bare = buildSchema(`
      "A query." type Query { "A field." hello("" name: String, input: Greeting): Mood }
      "A mood." enum Mood { HAPPY "Sad." SAD }
      "A greeting." input Greeting { text: String }
    `);
    expect(undescribed(bare)).toEqual(['argument Query.hello(name)', 'argument Query.hello(input)', 'enum value Mood.HAPPY', 'input field Greeting.text']);
  });
});

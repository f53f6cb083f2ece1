import { isInputObjectType, isObjectType, isScalarType } from 'graphql';
import { getSchema } from './schema';

/** Integrators read the schema in GraphiQL: every type, field, and argument says what it is. */
describe('schema descriptions', () => {
  it('describes every type, field and argument', async () => {
    const schema = await getSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))) continue;
      const isRoot = ['Query', 'Mutation'].includes(type.name);
      if (!type.description && !isRoot) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description && arg.name !== 'input') missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

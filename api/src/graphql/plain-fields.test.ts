import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { Role } from '../auth/role';
import type { GraphQLContext } from './context';
import { getSchema } from './schema';

const caller = (role: Role) => ({ viewer: { id: '00000000-0000-4000-8000-000000000001', role }, apiKey: null, ip: '127.0.0.1' }) as unknown as GraphQLContext;

describe('plainFieldResolvers', () => {
  it('keeps a resolver on every @Authorized field of an object type', async () => {
    const schema = await getSchema();
    const unchecked: string[] = [];
    for (const objectType of getMetadataStorage().objectTypes) {
      const type = schema.getType(objectType.name);
      if (!isObjectType(type)) continue;
      for (const field of objectType.fields ?? []) {
        if (field.roles && !type.getFields()[field.schemaName]?.resolve) unchecked.push(`${objectType.name}.${field.schemaName}`);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it('leaves a plain field to graphql-js and refuses an @Authorized one at once to the wrong role', async () => {
    const application = (await getSchema()).getType('Application');
    if (!isObjectType(application)) throw new Error('Application is an object type');
    expect(application.getFields().fullName!.resolve).toBeUndefined();

    const resolve = application.getFields().idDocumentDeletedAt!.resolve!;
    const row = { idDocumentDeletedAt: new Date(0) };
    const info = {} as GraphQLResolveInfo;
    expect(() => resolve(row, {}, caller(Role.SEEKER), info)).toThrow(expect.objectContaining({ reason: 'ROLE_NOT_ALLOWED' }));
    expect(resolve(row, {}, caller(Role.ADMIN), info)).toBe(row.idDocumentDeletedAt);
  });
});

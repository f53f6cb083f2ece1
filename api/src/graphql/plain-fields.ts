import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { AuthenticationError, AuthorizationError, getMetadataStorage, type AuthChecker } from 'type-graphql';

/**
 * type-graphql gives every field of an object type a resolver of its own, even one that only reads
 * a property: an object and a closure per field and row, and `@Authorized` on a field makes that
 * resolver async (a promise per row, and graphql-js then waits for each row as a whole). On a list
 * of 50 rows that is most of what the uncached path spends in execution.
 *
 * After the schema is built this gives each object type's fields what they need and no more:
 * - a field that reads a property or getter and has no `@Authorized`, middleware or field resolver
 *   gets graphql-js's default resolver, as type-graphql's `simpleResolvers` would (property name and
 *   schema name must agree);
 * - such a field with `@Authorized` (and nothing else) gets a synchronous resolver that asks the
 *   same auth checker with the same roles, and refuses as type-graphql's own check does.
 * Everything else (root fields, field resolvers, middlewares) keeps type-graphql's resolver.
 * The schema's build must use no global middlewares (they would be skipped here): getSchema sets none.
 */
export function plainFieldResolvers<Context extends object, Role>(schema: GraphQLSchema, authChecker: AuthChecker<Context, Role>): GraphQLSchema {
  const storage = getMetadataStorage();
  // A field resolver for (class, property) anywhere, internal or in a resolver class: that field keeps its resolver.
  const hasFieldResolver = (targets: unknown[], name: string) =>
    storage.fieldResolvers.some((it) => it.methodName === name && (it.getObjectType === undefined || targets.includes(it.getObjectType())));
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const metadata of objectType.fields ?? []) {
      const field = fields[metadata.schemaName];
      if (!field || metadata.name !== metadata.schemaName) continue;
      if ((metadata.middlewares?.length ?? 0) > 0 || (metadata.params?.length ?? 0) > 0 || hasFieldResolver([objectType.target, metadata.target], metadata.name)) continue;
      if (metadata.roles) field.resolve = authorizedProperty(metadata.name, metadata.roles as Role[], authChecker);
      else field.resolve = undefined;
    }
  }
  return schema;
}

function authorizedProperty<Context extends object, Role>(name: string, roles: Role[], authChecker: AuthChecker<Context, Role>): GraphQLFieldResolver<Record<string, unknown>, Context> {
  if (authChecker.prototype) throw new Error('plainFieldResolvers takes an auth checker function, not a class');
  const check = authChecker as (data: { root: unknown; args: unknown; context: Context; info: unknown }, roles: Role[]) => boolean | Promise<boolean>;
  return (root, args, context, info) => {
    const granted = check({ root, args, context, info }, roles);
    if (typeof granted !== 'boolean') {
      return granted.then((yes) => {
        if (!yes) throw refusal(roles);
        return root[name];
      });
    }
    if (!granted) throw refusal(roles);
    return root[name];
  };
}

/** type-graphql's own refusals (its authMode "error"). */
function refusal(roles: unknown[]) {
  return roles.length === 0 ? new AuthenticationError() : new AuthorizationError();
}

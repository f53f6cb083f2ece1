import type { AuthChecker } from 'type-graphql';
import { assertRole, type ApiKeyCaller, type Caller } from './caller';
import type { Role } from './role';

/**
 * `@Authorized()` needs any signed-in account; `@Authorized(Role.ADMIN)` needs that role. An API key
 * passes only on a root query field its scopes reach (`checkKeyField` throws otherwise); the
 * operation was checked already, this is the second look, and nested `@Authorized` fields stay closed.
 */
export function authCheckerWith(checkKeyField: (caller: ApiKeyCaller, field: string, rootQuery: boolean) => void): AuthChecker<Caller, Role> {
  return ({ context, info }, roles) => {
    if (context.apiKey) {
      checkKeyField(context.apiKey, info.fieldName, info.parentType === info.schema.getQueryType());
      return true;
    }
    assertRole(context.viewer, roles, context.pending);
    return true;
  };
}

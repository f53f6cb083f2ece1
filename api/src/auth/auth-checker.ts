import type { AuthChecker } from 'type-graphql';
import { assertRole, type ApiKeyGate, type Caller } from './caller';
import type { Role } from './role';

/**
 * `@Authorized()` needs any signed-in account; `@Authorized(Role.ADMIN)` needs that role. An API key
 * passes only on a root query field its scopes reach (the context's key gate throws otherwise); the
 * operation was checked already, this is the second look, and nested `@Authorized` fields stay closed.
 */
export const authChecker: AuthChecker<Caller & { keys: ApiKeyGate }, Role> = ({ context, info }, roles) => {
  if (context.apiKey) {
    context.keys.checkField(context.apiKey, info.fieldName, info.parentType === info.schema.getQueryType());
    return true;
  }
  assertRole(context.viewer, roles, context.pending);
  return true;
};

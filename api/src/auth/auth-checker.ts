import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { AppError } from '../errors/app-error';
import type { Role } from './role';
import { AuthErrors } from './auth.errors';
import { apiKeyMayRead } from '../modules/api-keys/api-key-access';
import { ApiKeyErrors } from '../modules/api-keys/api-keys.errors';

/**
 * `@Authorized()` needs any signed-in account; `@Authorized(Role.ADMIN)` needs that role. An API key
 * passes only on a root query field its scopes reach (api-key-scope.ts); the operation was checked
 * already (api-key-access.ts), this is the second look, and nested `@Authorized` fields stay closed.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context, info }, roles) => {
  if (context.apiKey) {
    if (info.parentType === info.schema.getQueryType() && apiKeyMayRead(context.apiKey, info.fieldName)) return true;
    throw new AppError(ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED, { values: { field: info.fieldName } });
  }
  if (!context.viewer) throw new AppError(AuthErrors.SIGN_IN_REQUIRED);
  if (roles.length > 0 && !roles.includes(context.viewer.role)) {
    throw new AppError(AuthErrors.ROLE_NOT_ALLOWED, { values: { roles: roles.join(' or ') } });
  }
  return true;
};

import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { AppError } from '../errors/app-error';
import type { Role } from './role';
import { AuthErrors } from './auth.errors';

/** `@Authorized()` needs any signed-in account; `@Authorized(Role.ADMIN)` needs that role. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw new AppError(AuthErrors.SIGN_IN_REQUIRED);
  if (roles.length > 0 && !roles.includes(context.viewer.role)) {
    throw new AppError(AuthErrors.ROLE_NOT_ALLOWED, { values: { roles: roles.join(' or ') } });
  }
  return true;
};

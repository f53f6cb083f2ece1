import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { AppError } from '../http/app-error';
import type { Role } from './role';

/** `@Authorized()` needs any signed-in account; `@Authorized(Role.ADMIN)` needs that role. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  if (roles.length > 0 && !roles.includes(context.viewer.role)) {
    throw new AppError('FORBIDDEN', `Only ${roles.join(' or ')} accounts may do this.`);
  }
  return true;
};

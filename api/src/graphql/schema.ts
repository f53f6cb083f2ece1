import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { ApplicationsResolver } from '../modules/applications/applications.resolver';
import { ErrorReasonsResolver } from '../errors/error-reasons.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { DonationsResolver } from '../modules/donations/donations.resolver';
import { StoriesResolver } from '../modules/stories/stories.resolver';
import { TrackingResolver } from '../modules/tracking/tracking.resolver';

export const RESOLVERS = [AccountsResolver, ApplicationsResolver, AuditResolver, DonationsResolver, StoriesResolver, TrackingResolver, ErrorReasonsResolver] as const;

let cached: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every API instance in a process, so it is built once. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({ resolvers: RESOLVERS, authChecker, validate: false });
  return cached;
}

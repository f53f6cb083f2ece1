import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { ApiKeysResolver } from '../modules/api-keys/api-keys.resolver';
import { DonationTotalsResolver } from '../modules/donations/donation-totals.resolver';
import { ApplicationsResolver } from '../modules/applications/applications.resolver';
import { ErrorReasonsResolver } from '../errors/error-reasons.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { DonationsResolver } from '../modules/donations/donations.resolver';
import { StoriesResolver } from '../modules/stories/stories.resolver';
import { TrackingResolver } from '../modules/tracking/tracking.resolver';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';

export const RESOLVERS = [AccountsResolver, ApplicationsResolver, AuditResolver, DonationsResolver, StoriesResolver, TrackingResolver, WebhooksResolver, ErrorReasonsResolver, ApiKeysResolver, DonationTotalsResolver] as const;

let cached: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every API instance in a process, so it is built once. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({ resolvers: RESOLVERS, authChecker, validate: false }).then(describeRoots);
  return cached;
}

/** type-graphql has no place for the root types' descriptions; integrators read them in GraphiQL first. */
function describeRoots(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = 'What can be read. Each field says who may read it: a public one needs no token, an integrator reads with an API key of the right scope. See docs/INTEGRATORS.md.';
  if (mutation) mutation.description = 'What can be changed, each by the roles it names. API keys are read-only: every mutation refuses them with FORBIDDEN.';
  return schema;
}

import type { ApiKeyGate, Caller } from '../auth/caller';
import type { ResolverContainer } from './resolver-container';

/** What every request carries through GraphQL: who is calling, and its API instance's resolvers. */
export interface GraphQLContext extends Caller {
  resolvers: ResolverContainer;
  /** Checks what a request with an API key may read (the modules' declared scopes). */
  keys: ApiKeyGate;
}

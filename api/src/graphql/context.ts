import type { Viewer } from '../auth/tokens';
import type { ApiKeyCaller } from '../modules/api-keys/api-keys.service';
import type { Services } from '../services';

/** What every resolver receives. */
export interface GraphQLContext {
  viewer: Viewer | null;
  /** Set when the request bears an integrator's API key (viewer is then null): read-only, scoped. */
  apiKey?: ApiKeyCaller | null;
  /** The caller's address, for rate limits. */
  ip: string;
  services: Services;
}

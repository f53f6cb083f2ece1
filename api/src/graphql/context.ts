import type { Viewer } from '../auth/tokens';
import type { Services } from '../services';

/** What every resolver receives. */
export interface GraphQLContext {
  viewer: Viewer | null;
  /** The caller's address, for rate limits. */
  ip: string;
  services: Services;
}

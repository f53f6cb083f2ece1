import type { ApiKeyGate } from '../../auth/caller';
import { bindResolver, type ApiModule } from '../api-module';
import { apiKeyGate } from './api-key-access';
import { ApiKeyRow } from './api-key.entity';
import { ApiKeyErrors } from '../../auth/api-key.errors';
import { ApiKeysResolver } from './api-keys.resolver';
import { ApiKeysService } from './api-keys.service';

declare module '../api-module' {
  interface Provided {
    /** Integrators' API keys: issued and revoked by admins, admitted per request. */
    apiKeys: ApiKeysService;
    /** The keys' side of "who is calling and may they" (auth/caller.ts). */
    apiKeyGate: ApiKeyGate;
  }
}

/** Integrators' read-only API keys. */
export const apiKeysModule: ApiModule = {
  name: 'api-keys',
  entities: [ApiKeyRow],
  resolvers: [bindResolver(ApiKeysResolver, (s) => new ApiKeysResolver(s.apiKeys))],
  errors: [ApiKeyErrors],
  compose({ db, config, audit, limiter, operations, accounts }) {
    const { apiKeyLimit } = config;
    const apiKeys = new ApiKeysService(
      db.dataSource,
      audit,
      limiter('api-key', apiKeyLimit.perKey, apiKeyLimit.windowSeconds),
      apiKeyLimit.windowSeconds,
      limiter('api-key-invalid-ip', apiKeyLimit.invalidPerIp, 600),
      operations.apiKeyScopes.map((scope) => scope.name),
      accounts,
    );
    return { apiKeys, apiKeyGate: apiKeyGate(apiKeys, operations.apiKeyReach) };
  },
};

import type { Config } from './config/config';
import type { Database } from './db/data-source';
import { PasswordHasher } from './auth/passwords';
import { RateLimiter } from './auth/rate-limiter';
import { TokenService } from './auth/tokens';
import type { Logger } from './logging/logger';
import { AccountsService } from './modules/accounts/accounts.service';
import { ApplicationsService } from './modules/applications/applications.service';
import { AuditService } from './modules/audit/audit.service';
import path from 'node:path';
import { LocalDiskStorage } from './storage/local-disk-storage';
import { SharedResponseCache } from './graphql/shared-response-cache';
import { SHARED_ROOT_FIELDS } from './graphql/shared';

/** The domain services, made once per API instance and shared by GraphQL and the REST shim. */
export interface Services {
  tokens: TokenService;
  accounts: AccountsService;
  applications: ApplicationsService;
  audit: AuditService;
  /** Shared-list answers; services invalidate it on writes (graphql/shared-response-cache.ts). */
  sharedResponses: SharedResponseCache;
}

export function createServices(config: Config & { jwtSecret: string }, db: Database, _logger: Logger): Services {
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresInSeconds);
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const accounts = new AccountsService(
    db.dataSource,
    new PasswordHasher(),
    tokens,
    {
      perIp: new RateLimiter(config.rateLimit.perIp, windowMs),
      perAccount: new RateLimiter(config.rateLimit.perAccount, windowMs),
    },
    config.adminInviteCode,
  );
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const sharedResponses = new SharedResponseCache(SHARED_ROOT_FIELDS);
  const applications = new ApplicationsService(db.dataSource, storage, () => sharedResponses.invalidate());
  return { tokens, accounts, applications, audit: new AuditService(db.dataSource), sharedResponses };
}

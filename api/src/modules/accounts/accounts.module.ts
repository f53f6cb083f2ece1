import { createHmac, hkdfSync } from 'node:crypto';
import { PasswordHasher } from '../../auth/passwords';
import { bindResolver, type ApiModule } from '../api-module';
import { Account } from './account.entity';
import { AccountErrors } from './accounts.errors';
import { AccountsResolver } from './accounts.resolver';
import { accountsRouter } from './accounts.rest';
import { AccountsService } from './accounts.service';
import { accountPaths, ACCOUNT_SCHEMAS } from './accounts.openapi';

declare module '../api-module' {
  interface Provided {
    accounts: AccountsService;
  }
}

/** People's accounts: registration, sign-in and its limits, the first admin. */
export const accountsModule: ApiModule = {
  name: 'accounts',
  entities: [Account],
  resolvers: [bindResolver(AccountsResolver, (s) => new AccountsResolver(s.accounts))],
  errors: [AccountErrors],
  compose({ db, config, tokens, tokenVersions, limiter, audit }) {
    const { rateLimit } = config;
    const accounts = new AccountsService(
      db.dataSource,
      new PasswordHasher(config.passwordHashing),
      tokens,
      {
        perIp: limiter('sign-in-ip', rateLimit.perIp, rateLimit.windowSeconds),
        perAccountAddress: limiter('sign-in-account-address', rateLimit.perAccount, rateLimit.windowSeconds),
        perAccountNewAddresses: limiter('sign-in-account', rateLimit.perAccount, rateLimit.windowSeconds),
        lockouts: limiter('sign-in-lockouts', 1_000_000, 24 * 3600),
        knownAddresses: limiter('sign-in-known-address', 1_000_000, 90 * 24 * 3600),
      },
      config.adminInviteCode,
      audit,
      auditPseudonym(config.jwtSecret),
      config.nodeEnv === 'production',
      tokenVersions,
    );
    return { accounts };
  },
  routes: (route, s) => [accountsRouter(route, s)],
  openapi: { paths: accountPaths, schemas: ACCOUNT_SCHEMAS },
};

/** HMAC-SHA256 under a key derived from JWT_SECRET: the same address gives the same digest, and no list of addresses reverses it. */
function auditPseudonym(jwtSecret: string): (email: string) => string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sabil', 'audit-email-digest', 32));
  return (email) => createHmac('sha256', key).update(email.toLowerCase()).digest('hex').slice(0, 32);
}

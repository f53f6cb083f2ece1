import { bindResolver, type ApiModule } from '../api-module';
import { Passkeys } from './passkeys';
import { SecondFactorErrors } from './second-factors.errors';
import { secondFactorsPaths } from './second-factors.openapi';
import { SecondFactorsResolver } from './second-factors.resolver';
import { secondFactorsRouter } from './second-factors.rest';
import { SecondFactorsService } from './second-factors.service';
import { TotpSecrets } from './totp';

declare module '../api-module' {
  interface Provided {
    secondFactors: SecondFactorsService;
  }
}

/**
 * Admins' second factor (passkeys, authenticator apps, recovery codes): its own tables; it plugs
 * into the accounts module's sign-in, and writes the new-sign-in email through the mail outbox.
 */
export const secondFactorsModule: ApiModule = {
  name: 'second-factors',
  entities: [],
  resolvers: [bindResolver(SecondFactorsResolver, (s) => new SecondFactorsResolver(s.secondFactors))],
  errors: [SecondFactorErrors],
  compose: ({ db, config, accounts, audit, mailOutbox, limiter }) => {
    const web = new URL(config.webOrigin);
    const secondFactors = new SecondFactorsService(
      db.dataSource,
      accounts,
      audit,
      mailOutbox,
      new Passkeys({ id: web.hostname, name: 'Sabil', origin: web.origin }),
      new TotpSecrets(config.jwtSecret),
      limiter('second-factor', 10, 15 * 60),
      { required: config.adminSecondFactorRequired },
    );
    accounts.useAdminSignInGate(secondFactors);
    return { secondFactors };
  },
  routes: (route, s) => [secondFactorsRouter(route, s)],
  openapi: { paths: secondFactorsPaths },
};

import { bindResolver, type ApiModule } from '../api-module';
import { PasswordResetQueue } from './password-reset-queue';
import { PasswordResetErrors } from './password-reset.errors';
import { passwordResetPaths } from './password-reset.openapi';
import { PasswordResetResolver } from './password-reset.resolver';
import { passwordResetRouter } from './password-reset.rest';
import { PasswordResetService } from './password-reset.service';

/** Links one email gets in an hour from strangers, and requests one client makes for one email. */
const RESET_REQUESTS_PER_HOUR = 5;

declare module '../api-module' {
  interface Provided {
    passwordReset: PasswordResetService;
    /** Takes "Forgot password?" requests after they were answered (started and stopped with the API). */
    passwordResetQueue: PasswordResetQueue;
  }
}

/** "Forgot password?": reset links by email, their own table; the password itself stays the accounts module's. */
export const passwordResetModule: ApiModule = {
  name: 'password-reset',
  entities: [],
  resolvers: [bindResolver(PasswordResetResolver, (s) => new PasswordResetResolver(s.passwordReset))],
  errors: [PasswordResetErrors],
  compose: ({ db, config, accounts, audit, mailOutbox, limiter, logger, jobs }) => {
    const queue: PasswordResetQueue = new PasswordResetQueue(
      db.dataSource,
      (manager, request) => passwordReset.mailLink(manager, request),
      () => mailOutbox.committed(),
      logger,
      config.mail.pollIntervalMs,
      jobs,
    );
    const passwordReset = new PasswordResetService(
      db.dataSource,
      accounts,
      audit,
      mailOutbox,
      {
        perClient: limiter('password-reset-client', config.rateLimit.perIp, config.rateLimit.windowSeconds),
        perEmailAndClient: limiter('password-reset-email-client', RESET_REQUESTS_PER_HOUR, 3600),
        perEmail: limiter('password-reset-address', RESET_REQUESTS_PER_HOUR, 3600),
      },
      config.webOrigin,
      queue,
    );
    return { passwordReset, passwordResetQueue: queue };
  },
  jobs: (s) => [s.passwordResetQueue],
  routes: (route, s) => [passwordResetRouter(route, s)],
  openapi: { paths: passwordResetPaths },
};

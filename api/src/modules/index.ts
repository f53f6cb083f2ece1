import type { ApiModule } from './api-module';
import { accountsModule } from './accounts/accounts.module';
import { apiKeysModule } from './api-keys/api-keys.module';
import { applicationsModule } from './applications/applications.module';
import { auditModule } from './audit/audit.module';
import { backgroundJobsModule } from './background-jobs/background-jobs.module';
import { contactModule } from './contact/contact.module';
import { donationsModule } from './donations/donations.module';
import { figuresModule } from './figures/figures.module';
import { journeysModule } from './journeys/journeys.module';
import { ledgerModule } from './ledger/ledger.module';
import { mailModule } from './mail/mail.module';
import { payoutsModule } from './payouts/payouts.module';
import { passwordResetModule } from './password-reset/password-reset.module';
import { secondFactorsModule } from './second-factors/second-factors.module';
import { resumableUploadsModule } from './resumable-uploads/resumable-uploads.module';
import { retentionModule } from './retention/retention.module';
import { storiesModule } from './stories/stories.module';
import { trackingModule } from './tracking/tracking.module';
import { webhooksModule } from './webhooks/webhooks.module';

/**
 * Every domain of the API, each one folder with its `<domain>.module.ts`. The schema, the data
 * source, the error catalogue, the HTTP app and the composition root read this list; a new domain
 * is one line here. Composed in this order: a module's `compose` reads the services of those above it.
 */
export const MODULES: readonly ApiModule[] = [
  auditModule,
  webhooksModule,
  accountsModule,
  mailModule,
  passwordResetModule,
  secondFactorsModule,
  apiKeysModule,
  resumableUploadsModule,
  applicationsModule,
  storiesModule,
  donationsModule,
  trackingModule,
  retentionModule,
  figuresModule,
  journeysModule,
  payoutsModule,
  ledgerModule,
  contactModule,
  backgroundJobsModule,
];

/** The modules' TypeORM entities, for the data source. */
export const ENTITIES = MODULES.flatMap((module) => module.entities);

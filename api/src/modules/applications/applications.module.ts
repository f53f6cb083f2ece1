import { bindResolver, type ApiModule } from '../api-module';
import { ApplicationFunding } from './application-funding';
import { Application } from './application.entity';
import { ApplicationErrors } from './applications.errors';
import { APPLICATION_OPERATIONS } from './applications.operations';
import { ApplicationsResolver } from './applications.resolver';
import { ApplicationsService } from './applications.service';
import { APPLICATION_SCHEMAS } from './applications.openapi';
import { ZAKAT_SCHEMAS } from './zakat.openapi';
import { ZAKAT_OPERATIONS } from './zakat.operations';
import { ZakatResolver } from './zakat.resolver';
import { ZakatService } from './zakat.service';

declare module '../api-module' {
  interface Provided {
    applications: ApplicationsService;
    /** The one way other modules change an application's money columns. */
    funding: ApplicationFunding;
    /** Journeys' zakat eligibility and the nisab (issue 31). */
    zakat: ZakatService;
  }
}

/** Seekers' applications: submitted, reviewed, shown to donors once approved, funded. */
export const applicationsModule: ApiModule = {
  name: 'applications',
  entities: [Application],
  resolvers: [bindResolver(ApplicationsResolver, (s) => new ApplicationsResolver(s.applications, s.uploads)), bindResolver(ZakatResolver, (s) => new ZakatResolver(s.zakat))],
  errors: [ApplicationErrors],
  operations: [...Object.values(APPLICATION_OPERATIONS), ...Object.values(ZAKAT_OPERATIONS)],
  compose: ({ db, uploads, storage, audit, lists, webhookOutbox, mailOutbox, resumableUploads }) => {
    const funding = new ApplicationFunding();
    return {
      applications: new ApplicationsService(db.dataSource, uploads, storage, audit, lists, webhookOutbox, mailOutbox, resumableUploads),
      funding,
      zakat: new ZakatService(db.dataSource, funding, audit, lists),
    };
  },
  openapi: { schemas: { ...APPLICATION_SCHEMAS, ...ZAKAT_SCHEMAS } },
};

import { bindResolver, type ApiModule } from '../api-module';
import { ApplicationFunding } from './application-funding';
import { Application } from './application.entity';
import { ApplicationErrors } from './applications.errors';
import { APPLICATION_OPERATIONS } from './applications.operations';
import { ApplicationsResolver } from './applications.resolver';
import { ApplicationsService } from './applications.service';
import { APPLICATION_SCHEMAS } from './applications.openapi';

declare module '../api-module' {
  interface Provided {
    applications: ApplicationsService;
    /** The one way other modules change an application's money columns. */
    funding: ApplicationFunding;
  }
}

/** Seekers' applications: submitted, reviewed, shown to donors once approved, funded. */
export const applicationsModule: ApiModule = {
  name: 'applications',
  entities: [Application],
  resolvers: [bindResolver(ApplicationsResolver, (s) => new ApplicationsResolver(s.applications, s.uploads))],
  errors: [ApplicationErrors],
  operations: Object.values(APPLICATION_OPERATIONS),
  compose: ({ db, uploads, storage, audit, lists, webhookOutbox, mailOutbox, resumableUploads }) => ({
    applications: new ApplicationsService(db.dataSource, uploads, storage, audit, lists, webhookOutbox, mailOutbox, resumableUploads),
    funding: new ApplicationFunding(),
  }),
  openapi: { schemas: APPLICATION_SCHEMAS },
};

import type { ApiModule } from '../api-module';
import { RetentionJob } from './retention.job';

declare module '../api-module' {
  interface Provided {
    /** Deletes ID documents on schedule and stored files no row refers to (started with the API). */
    retention: RetentionJob;
  }
}

/** What is kept how long: ID documents, story media, files no row refers to. */
export const retentionModule: ApiModule = {
  name: 'retention',
  entities: [],
  resolvers: [],
  errors: [],
  compose: ({ db, storage, audit, logger, config, resumableUploads, jobs }) => ({ retention: new RetentionJob({ db, storage, audit, logger, config: config.retention, resumableUploads, jobs }) }),
  jobs: (s) => [s.retention],
};

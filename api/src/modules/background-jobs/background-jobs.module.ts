import { bindResolver, type ApiModule } from '../api-module';
import { BackgroundJobErrors } from './background-jobs.errors';
import { BACKGROUND_JOB_OPERATIONS } from './background-jobs.operations';
import { BackgroundJobsResolver } from './background-jobs.resolver';
import { BackgroundJobsService } from './background-jobs.service';

declare module '../api-module' {
  interface Provided {
    backgroundJobs: BackgroundJobsService;
  }
}

/**
 * Issue 29, the job queue's dead letters for admins: every background worker runs on the platform's
 * job queue (jobs/job-queue.ts, pg-boss); a run that failed on every attempt is kept, and admins
 * list those (failedJobs) and queue one again (retryFailedJob). Owns no table: pg-boss's are in its
 * own schema, read through the JobQueue.
 */
export const backgroundJobsModule: ApiModule = {
  name: 'background-jobs',
  entities: [],
  resolvers: [bindResolver(BackgroundJobsResolver, (s) => new BackgroundJobsResolver(s.backgroundJobs))],
  errors: [BackgroundJobErrors],
  operations: Object.values(BACKGROUND_JOB_OPERATIONS),
  compose: ({ db, jobs, audit }) => ({ backgroundJobs: new BackgroundJobsService(db.dataSource, jobs, audit) }),
};

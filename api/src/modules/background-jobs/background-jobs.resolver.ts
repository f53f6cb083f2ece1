import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Allowed } from '../../operations/operation';
import { BACKGROUND_JOB_OPERATIONS } from './background-jobs.operations';
import type { BackgroundJobsService } from './background-jobs.service';
import { BackgroundJobQueue, FailedJob } from './background-jobs.types';

/** The admins' view of the job queue's failed runs (the dashboard's "Failed jobs" tab). */
@Resolver()
export class BackgroundJobsResolver {
  constructor(private readonly jobs: BackgroundJobsService) {}

  @Allowed(BACKGROUND_JOB_OPERATIONS.failedJobs)
  @Query(() => [FailedJob], { description: 'The background runs that failed on every attempt, newest first (admins). Kept 3 days.' })
  failedJobs(
    @Arg('queue', () => BackgroundJobQueue, { nullable: true, description: "One worker's failed runs; every worker's without it." }) queue?: BackgroundJobQueue | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many, at most 100 (default 20).' }) first?: number | null,
  ): Promise<FailedJob[]> {
    return this.jobs.failed(queue ?? null, first);
  }

  @Allowed(BACKGROUND_JOB_OPERATIONS.retryFailedJob)
  @Mutation(() => FailedJob, {
    description: 'Queues a failed run again now (admins), with a fresh round of retries; answers the job as it was. Audited as job.retry.',
  })
  retryFailedJob(@Arg('id', () => ID, { description: 'The failed job.' }) id: string, @Ctx() { viewer }: Caller): Promise<FailedJob> {
    return this.jobs.retry(viewer!, id);
  }
}

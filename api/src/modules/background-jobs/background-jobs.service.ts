import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import type { FailedJob as QueuedFailedJob, JobQueue } from '../../jobs/job-queue';
import { QUEUES, queueKeyOf } from '../../jobs/queues';
import { assertId } from '../../validation/ids';
import { pageSize } from '../../validation/pagination';
import type { AuditService } from '../audit';
import { BackgroundJobErrors } from './background-jobs.errors';
import { BackgroundJobQueue, type FailedJob } from './background-jobs.types';

/**
 * The job queue's dead letters for admins: the runs of this API's workers that failed on every
 * attempt. A retry queues the job again through pg-boss (a fresh round of retries) and is audited;
 * the worker's rows (mails, deliveries, refunds) are the durable record, so a retried sweep only
 * takes up again what is still due.
 */
export class BackgroundJobsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
  ) {}

  async failed(queue: BackgroundJobQueue | null, first: number | null | undefined): Promise<FailedJob[]> {
    const limit = pageSize(first);
    const names = queue ? [QUEUES[queue]] : Object.values(QUEUES);
    return (await this.queue.failedJobs(limit, names)).flatMap((job) => shown(job));
  }

  async retry(viewer: Viewer, id: string): Promise<FailedJob> {
    // pg-boss's ids are UUIDs: anything else names no job.
    assertId(id, BackgroundJobErrors.FAILED_JOB_NOT_FOUND);
    const retried = await this.queue.retryFailed(id, Object.values(QUEUES));
    const [job] = retried ? shown(retried) : [];
    if (!job) throw new AppError(BackgroundJobErrors.FAILED_JOB_NOT_FOUND);
    await this.audit.record(this.dataSource.manager, {
      actorId: viewer.id,
      actorRole: viewer.role,
      action: 'job.retry',
      subjectType: 'background_job',
      subjectId: job.id,
      fromState: 'failed',
      toState: 'retry',
      before: { queue: job.queue, attempts: job.attempts, error: job.error },
    });
    return job;
  }
}

function shown(job: QueuedFailedJob): FailedJob[] {
  const key = queueKeyOf(job.queue);
  if (!key) return [];
  return [{ id: job.id, queue: BackgroundJobQueue[key], attempts: job.attempts, error: job.error, createdAt: job.createdAt, failedAt: job.failedAt }];
}

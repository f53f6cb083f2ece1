import type { Database } from '../db/data-source';
import type { Logger } from '../logging/logger';
import { Drain, EMBEDDED_POLL_SECONDS, POLL_SECONDS, type DrainOptions } from './drain';
import { JOB_SCHEMA, loadPgBoss, poolDb, type PgBoss } from '../db/job-schema';
import { withoutPersonalData } from './queues';

/**
 * The API's one job queue: pg-boss on the API's database (its schema `pgboss`, made by
 * installJobSchema with the migrations). Every background worker is a Drain of it. Started when the
 * API listens, before the modules' jobs, and stopped, gracefully, after them: stop waits for the jobs under way.
 */
export class JobQueue {
  private boss: PgBoss | undefined;
  private readonly drains: Drain[] = [];

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** A drain run on this queue (see Drain), worked from its start() (the API's modules' jobs) until its stop(). */
  drain(name: string, run: () => Promise<unknown>, options: DrainOptions): Drain {
    const drain = new Drain(name, run, options, this.logger, () => this.boss, this.db.embedded ? EMBEDDED_POLL_SECONDS : POLL_SECONDS);
    this.drains.push(drain);
    return drain;
  }

  get started(): boolean {
    return this.boss !== undefined;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const { PgBoss } = await loadPgBoss();
    const boss = new PgBoss({
      db: poolDb(this.db.dataSource),
      schema: JOB_SCHEMA,
      backend: this.db.embedded ? 'pglite' : 'postgres',
      // The schema is the migrations' (installJobSchema), as the tables' owner.
      migrate: false,
      createSchema: false,
      // Completed and failed jobs are pruned, and active ones that outlived their expiry are retried, this often.
      superviseIntervalSeconds: 60,
      maintenanceIntervalSeconds: 3600,
      // Cron is judged once a minute by the database's clock; a skew warning is no concern of ours.
      clockMonitorIntervalSeconds: 600,
    });
    boss.on('error', (error) => this.logger.error('the job queue failed; it tries again', { error }));
    await boss.start();
    this.boss = boss;
  }

  /** Graceful: no new job is taken, and the ones under way finish (up to 30 s) before this resolves. */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    for (const drain of this.drains) await drain.stop();
    this.boss = undefined;
    await boss.stop({ graceful: true, close: false, timeout: 30_000 });
  }

  /**
   * The jobs that failed for good (retries spent) of the queues named, newest first: what an admin
   * looks at (modules/background-jobs). Kept 3 days (FINISHED_JOBS_KEPT_SECONDS).
   */
  async failedJobs(limit: number, queues: readonly string[]): Promise<FailedJob[]> {
    const rows: FailedRow[] = await this.db.dataSource.query(
      `SELECT id, name, retry_count, output, created_on, completed_on FROM ${JOB_SCHEMA}.job
       WHERE state = 'failed' AND name = ANY($2::text[]) ORDER BY completed_on DESC NULLS LAST, id LIMIT $1`,
      [limit, queues],
    );
    return rows.map(failedJobOf);
  }

  /**
   * Queues a failed job of one of `queues` again (pg-boss's retry: state `retry`, due now, a fresh
   * round of retries), and answers it as it was; undefined when no such job has failed.
   */
  async retryFailed(id: string, queues: readonly string[]): Promise<FailedJob | undefined> {
    const boss = this.boss;
    if (!boss) throw new Error('the job queue is not started');
    const [row]: FailedRow[] = await this.db.dataSource.query(
      `SELECT id, name, retry_count, output, created_on, completed_on FROM ${JOB_SCHEMA}.job WHERE id = $1 AND state = 'failed' AND name = ANY($2::text[])`,
      [id, queues],
    );
    if (!row) return undefined;
    await boss.retry(row.name, id);
    // This instance's worker of that queue takes it now (the others at their next poll).
    for (const drain of this.drains) if (drain.name === row.name) drain.wake();
    return failedJobOf(row);
  }
}

interface FailedRow {
  id: string;
  name: string;
  retry_count: number;
  output: unknown;
  created_on: Date;
  completed_on: Date | null;
}

function failedJobOf(row: FailedRow): FailedJob {
  return { id: row.id, queue: row.name, attempts: row.retry_count + 1, error: errorText(row.output), createdAt: row.created_on, failedAt: row.completed_on };
}

export interface FailedJob {
  id: string;
  queue: string;
  attempts: number;
  error: string | null;
  createdAt: Date;
  failedAt: Date | null;
}

/**
 * pg-boss keeps a failed job's error in `output`: the drains throw only the message without
 * personal data (jobs/queues.ts), and it is cleaned again here for a job failed some other way
 * (expired: pg-boss's own words).
 */
function errorText(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') return withoutPersonalData(output.message);
  return withoutPersonalData(JSON.stringify(output));
}

/** A drain of `jobs`; without a queue (a worker a test builds to call its run directly), one never worked. */
export function drainOn(jobs: JobQueue | undefined, name: string, run: () => Promise<unknown>, options: DrainOptions, logger: Logger): Drain {
  return jobs ? jobs.drain(name, run, options) : new Drain(name, run, options, logger, () => undefined);
}

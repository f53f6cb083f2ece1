import type { Logger } from '../logging/logger';
import { JOB_SCHEMA, type PgBoss } from '../db/job-schema';
import { withoutPersonalData } from './queues';

export interface DrainOptions {
  /** Logged when a run fails (pg-boss then retries it with backoff). */
  failure: string;
  /** Scheduled by pg-boss (shared by every instance, judged once a minute): the sweeps. */
  cron?: string;
  /** Nudged this often by each instance, for work that comes due with time alone (retries), when finer than cron. */
  everyMs?: number;
  /** A run longer than this is taken as abandoned (its instance died) and retried. */
  expireInSeconds?: number;
  /** Retries of a failed run (backoff from 5 s, doubling, up to 10 min) before it is kept as failed; 5 by default. */
  retryLimit?: number;
  /**
   * One run at a time across every instance (pg-boss's `stately` policy: one job active, one
   * waiting), for the sweeps. Its job carries a heartbeat: a run whose instance died is failed and
   * retried once HEARTBEAT_SECONDS pass without one, not held until it expires.
   */
  singleton?: boolean;
}

/** How long the queue keeps a finished job (a failed one included): three days. */
export const FINISHED_JOBS_KEPT_SECONDS = 3 * 86_400;

/** A singleton run's heartbeat (pg-boss refreshes it every half of this while the run goes on). */
export const HEARTBEAT_SECONDS = 20;

/**
 * How often a worker looks for a job another instance queued, a retry or a cron job that came due
 * (this instance's own nudges wake it at once): on PostgreSQL. On the embedded PGlite — one
 * instance, one connection, the database in the API's own process — every poll is the API's own
 * work, so it polls every EMBEDDED_POLL_SECONDS.
 */
export const POLL_SECONDS = 2;
export const EMBEDDED_POLL_SECONDS = 10;

/**
 * One background worker on the job queue: `run` drains whatever is due (the rows it works on are
 * the durable record, each claimed with FOR UPDATE SKIP LOCKED and a lease), and a job of queue
 * `name` asks for a run. `nudge()` queues one — the queue's `short` policy keeps at most one
 * waiting, so nudges coalesce and a nudge during a run runs once more after it; the schedule
 * (cron, or `everyMs`) queues the others. A failed run is retried by pg-boss with backoff and,
 * its retries spent, kept as a failed job for admins to see. Each instance runs one at a time.
 * The outboxes' drains (mail, webhooks) run on several instances together, which the row claims
 * make safe and which shares their load; the sweeps are `singleton` (one run across instances,
 * with a heartbeat so that a SIGKILLed instance's run is taken up again within seconds).
 */
export class Drain {
  private boss: PgBoss | undefined;
  private workerId: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** When this drain last sent a job that no run here has started since (see nudge()). */
  private sentAt: number | undefined;
  /** A nudge held back by that job, sent when it could have been taken elsewhere (see nudge()). */
  private heldBack: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly sends = new Set<Promise<unknown>>();
  /** A start() under way: whenIdle() waits for it (a caller may start and ask at once). */
  private attaching: Promise<void> | undefined;
  /** The database's time when this drain was attached: jobs active since are this run's or a live instance's. */
  private attachedAt: string | undefined;

  constructor(
    readonly name: string,
    private readonly run: () => Promise<unknown>,
    private readonly options: DrainOptions,
    private readonly logger: Logger,
    private readonly queueBoss: () => PgBoss | undefined,
    private readonly pollSeconds = POLL_SECONDS,
  ) {}

  /** True while the queue works this drain: a run in hand may stop early when it turns false. */
  get active(): boolean {
    return this.boss !== undefined;
  }

  /** Worked from now on (the API starts its modules' jobs once the queue has started); ignored without a started queue. */
  start(): Promise<void> {
    const boss = this.queueBoss();
    if (!boss) return Promise.resolve();
    const attaching = this.attach(boss).finally(() => {
      if (this.attaching === attaching) this.attaching = undefined;
    });
    this.attaching = attaching;
    return attaching;
  }

  /**
   * A start() under way finishes first: stopped in between, it would ask a queue stopped meanwhile
   * for a worker ("Workers are disabled", seen in the gate when an API stopped right after it started).
   */
  async stop(): Promise<void> {
    await this.attaching?.catch(() => undefined);
    return this.detach();
  }

  private async attach(boss: PgBoss): Promise<void> {
    if (this.boss) return;
    await boss.createQueue(this.name, {
      policy: this.options.singleton ? 'stately' : 'short',
      ...(this.options.singleton ? { heartbeatSeconds: HEARTBEAT_SECONDS } : {}),
      retryLimit: this.options.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: this.options.expireInSeconds ?? 900,
      // Finished jobs (completed, failed) are deleted this long after they finished: failed ones are
      // what admins read; completed ones, a few per minute and instance, are not worth more.
      deleteAfterSeconds: FINISHED_JOBS_KEPT_SECONDS,
    });
    const { rows } = await boss.getDb().executeSql('SELECT now()::text AS now');
    this.attachedAt = rows[0].now;
    if (this.options.cron) await boss.schedule(this.name, this.options.cron, {}, { tz: 'UTC' });
    this.workerId = await boss.work(this.name, { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: this.pollSeconds }, async () => {
      // This run starts after every commit nudged so far: it sees their rows.
      this.sentAt = undefined;
      clearTimeout(this.heldBack);
      this.heldBack = undefined;
      const run = this.run();
      this.running = run;
      try {
        await run;
      } catch (error) {
        this.logger.error(this.options.failure, { error, queue: this.name });
        // pg-boss keeps what is thrown as the job's output, for admins: the message alone, without personal data.
        throw new JobFailure(withoutPersonalData(error));
      } finally {
        if (this.running === run) this.running = undefined;
      }
    });
    this.boss = boss;
    if (this.options.everyMs) {
      this.timer = setInterval(() => this.nudge(true), this.options.everyMs);
      this.timer.unref();
    }
    // As the loops did: a run at start, for what is due already.
    this.nudge();
  }

  /** No new run is taken; the one under way finishes before this resolves. */
  private async detach(): Promise<void> {
    const boss = this.boss;
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.heldBack);
    this.heldBack = undefined;
    this.sentAt = undefined;
    this.boss = undefined;
    await Promise.allSettled([...this.sends]);
    if (boss) await boss.offWork(this.name, { wait: true });
    await this.running?.catch(() => undefined);
  }

  /** Looks for a due job now rather than at the next poll (a job queued by other means: an admin's retry). */
  wake(): void {
    if (this.workerId && this.boss) this.boss.notifyWorker(this.workerId);
  }

  /**
   * Queues a run (now; or after the one under way). Ignored while the queue is not working this drain.
   * Commits nudge in bursts (fulfilment: the outboxes, the closer, the refunds, at each payment):
   * while a job this drain sent has not started here, it will run after this commit and see its rows,
   * so no statement is sent for it — unless the job may have been taken by another instance (sent
   * more than a poll ago): then one nudge is held back until then, and sent. The schedule's
   * nudges (`everyMs`) always send.
   */
  nudge(always = false): void {
    const boss = this.boss;
    if (!boss) return;
    if (!always && this.sentAt !== undefined) {
      const wait = this.sentAt + this.pollSeconds * 1000 - Date.now();
      if (wait > 0) {
        this.heldBack ??= setTimeout(() => {
          this.heldBack = undefined;
          this.nudge();
        }, wait);
        this.heldBack.unref();
        return;
      }
    }
    this.sentAt = Date.now();
    const send = boss
      .send(this.name, {})
      .then(() => {
        if (this.workerId && this.boss) boss.notifyWorker(this.workerId);
      })
      .catch((error) => this.logger.error(this.options.failure, { error, queue: this.name }))
      .finally(() => this.sends.delete(send));
    this.sends.add(send);
  }

  /**
   * Resolves when no run is under way here and no job of this queue is due (queued, or active since
   * this drain was attached): tests, after what they nudged. Not waited for: a failed run's retry,
   * later, nor a job a killed instance left active (pg-boss retries it once it expires).
   */
  async whenIdle(): Promise<void> {
    await this.attaching?.catch(() => undefined);
    for (;;) {
      if (this.sends.size) await Promise.allSettled([...this.sends]);
      if (this.heldBack) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      if (this.running) {
        await this.running.catch(() => undefined);
        continue;
      }
      const boss = this.boss;
      if (!boss) return;
      const { rows } = await boss.getDb().executeSql(
        `SELECT count(*)::int AS due FROM ${JOB_SCHEMA}.job
         WHERE name = $1 AND ((state IN ('created', 'retry') AND start_after <= now()) OR (state = 'active' AND started_on >= $2::timestamptz))`,
        [this.name, this.attachedAt],
      );
      if (!rows[0].due) return;
      if (this.workerId) boss.notifyWorker(this.workerId);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** A cron expression for a round every `seconds` (a minute at least: cron's grain); undefined below a minute. */
export function cronEvery(seconds: number): string | undefined {
  if (seconds < 60) return undefined;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  return '0 0 * * *';
}

/** A failed run as the job queue records it: its message, no stack (the log has the whole error). */
class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobFailure';
    this.stack = undefined;
  }
}

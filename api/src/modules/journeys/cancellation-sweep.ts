import { cronEvery, type Drain } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import type { CancellationsService } from './cancellations.service';

/**
 * Applies the admins' default to cancelled journeys' choices left unanswered past their 30 days
 * (issue 30), on the job queue's cron (every `intervalMs`, once across instances) and at start, as the closer runs: the
 * deadline is in the database, so a stopped API only delays it. Each choice is applied under the
 * journeys' locks and its own row, so a donor answering at the same moment wins or loses whole —
 * never both — and several API instances sweeping at once apply each choice once.
 */
export class CancellationSweep {
  private readonly loop: Drain;

  constructor(
    private readonly cancellations: CancellationsService,
    logger: Logger,
    intervalMs = 15 * 60_000,
    jobs?: JobQueue,
  ) {
    const cron = cronEvery(intervalMs / 1000);
    this.loop = drainOn(jobs, QUEUES.CANCELLATION_SWEEP, () => this.sweep(), { cron, everyMs: cron ? undefined : intervalMs, singleton: true, failure: 'applying cancelled journeys’ defaults failed' }, logger);
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Applies every default due now, batch by batch; how many were applied. */
  async sweep(): Promise<number> {
    let total = 0;
    for (let round = 0; round < 20; round += 1) {
      const applied = await this.cancellations.applyDefaults();
      total += applied;
      if (applied === 0) break;
    }
    return total;
  }
}

import type { DataSource, EntityManager } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { Drain } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import type { Role } from '../../auth/role';

/** A request as the request path wrote it: any email, with an account or not. */
export interface QueuedResetRequest {
  role: Role;
  email: string;
}

/**
 * Deals with "Forgot password?" requests after the answer went out (issue 28): the request path
 * only writes a row, the same for every email, so neither its timing nor its writes tell whether
 * the email has an account. Each row is taken (FOR UPDATE SKIP LOCKED: two instances never take
 * one), handled and deleted in one transaction: a crash before the commit leaves it for the next
 * run, and a link is never mailed twice for one request. A drain of the job queue: nudged after each
 * request, and every `intervalMs`.
 */
export class PasswordResetQueue {
  private readonly loop: Drain;

  constructor(
    private readonly dataSource: DataSource,
    /** Finds the account and, if there is one, writes its link and queues its mail, in `manager`'s transaction; true when mail was queued. */
    private readonly handle: (manager: EntityManager, request: QueuedResetRequest) => Promise<boolean>,
    /** After a commit that queued mail. */
    private readonly mailCommitted: () => void,
    private readonly logger: Logger,
    intervalMs: number,
    jobs?: JobQueue,
  ) {
    this.loop = drainOn(jobs, QUEUES.PASSWORD_RESET, () => this.sweep(), { everyMs: intervalMs, failure: 'password reset requests failed' }, logger);
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  nudge(): void {
    this.loop.nudge();
  }

  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /**
   * Handles every request waiting when the run starts, one transaction each; resolves with how many
   * were handled. A request whose handling fails is logged and set behind the others (its time moved
   * on), so one that cannot be handled never holds up the rest; the next run tries it again.
   */
  async sweep(): Promise<number> {
    // Kept as the database's text: a JavaScript Date drops the microseconds, and a request made in the
    // same millisecond as this run's start then read as later than it (seen in CI).
    const [{ started }] = (await this.dataSource.query('SELECT now()::text AS started')) as { started: string }[];
    let handled = 0;
    for (;;) {
      let taken: string | undefined;
      let took: { mailed: boolean } | undefined;
      try {
        took = await this.dataSource.transaction(async (manager) => {
          const [row] = await updateReturning<QueuedResetRequest & { id: string }>(
            manager,
            `DELETE FROM password_reset_request WHERE id = (
               SELECT id FROM password_reset_request WHERE requested_at <= $1::timestamptz ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
             RETURNING id, role, email`,
            [started],
          );
          if (!row) return undefined;
          taken = row.id;
          return { mailed: await this.handle(manager, { role: row.role, email: row.email }) };
        });
      } catch (error) {
        if (!taken) throw error;
        this.logger.error('password reset request failed; set behind the others', { error });
        await this.dataSource.query('UPDATE password_reset_request SET requested_at = now() WHERE id = $1', [taken]);
        continue;
      }
      if (!took) return handled;
      handled += 1;
      if (took.mailed) this.mailCommitted();
      if (!this.loop.active) return handled;
    }
  }
}

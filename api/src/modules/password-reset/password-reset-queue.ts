import type { DataSource, EntityManager } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import { BackgroundLoop } from '../../jobs/background-loop';
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
 * run, and a link is never mailed twice for one request. Polls every `intervalMs`, and is nudged
 * after each request.
 */
export class PasswordResetQueue {
  private readonly loop: BackgroundLoop;

  constructor(
    private readonly dataSource: DataSource,
    /** Finds the account and, if there is one, writes its link and queues its mail, in `manager`'s transaction; true when mail was queued. */
    private readonly handle: (manager: EntityManager, request: QueuedResetRequest) => Promise<boolean>,
    /** After a commit that queued mail. */
    private readonly mailCommitted: () => void,
    logger: Logger,
    intervalMs: number,
  ) {
    this.loop = new BackgroundLoop(() => this.sweep(), { intervalMs, logger, failure: 'password reset requests failed' });
  }

  start(): void {
    this.loop.start();
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

  /** Handles every request waiting, one transaction each; resolves with how many. */
  async sweep(): Promise<number> {
    let handled = 0;
    for (;;) {
      const took = await this.dataSource.transaction(async (manager) => {
        const [row] = await updateReturning<QueuedResetRequest>(
          manager,
          `DELETE FROM password_reset_request WHERE id = (
             SELECT id FROM password_reset_request ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING role, email`,
          [],
        );
        if (!row) return undefined;
        return { mailed: await this.handle(manager, row) };
      });
      if (!took) return handled;
      handled += 1;
      if (took.mailed) this.mailCommitted();
      if (!this.loop.active) return handled;
    }
  }
}

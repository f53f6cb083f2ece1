import os from 'node:os';
import type { RetentionConfig } from '../../config/config';
import type { Database } from '../../db/data-source';
import type { Drain } from '../../jobs/drain';
import { cronEvery } from '../../jobs/drain';
import { drainOn, type JobQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logging/logger';
import type { FileStorage } from '../../storage/file-storage';
import type { AuditService } from '../audit/audit.service';
import { expireStoryMedia } from '../stories/story-media-expiry';
import { expireIdDocuments } from '../applications/id-document-expiry';
import { onOneInstance } from './job-lock';
import { sweepOrphanFiles } from './orphan-file-sweep';
import { removeStaleSpools } from './stale-upload-spools';

/** Any fixed number, distinct from the migrations' (db/data-source.ts). */
export const RETENTION_LOCK = 746_281_306;

export interface RetentionSweep {
  /** ID documents deleted on schedule. */
  idDocuments: number;
  /** Media of rejected and withdrawn stories deleted on the same schedule. */
  storyMedia: number;
  /** Stored files no row refers to, past the grace period. */
  orphans: number;
  /** Partial files and incomplete uploads that crashes left. */
  leftovers: number;
  /** Upload spools in this host's temporary directory that crashes left. */
  spools: number;
}

export interface RetentionParts {
  db: Database;
  storage: FileStorage;
  audit: AuditService;
  logger: Logger;
  config: RetentionConfig;
  /** The clock the job judges ages by (tests move it). */
  now?: () => Date;
  /** Where this process spools uploads (default: the temporary directory). */
  spoolDirectory?: () => string;
  /** Resumable uploads that received nothing within the grace period (issue 20). */
  resumableUploads?: { sweep(before: Date): Promise<number> };
  /** The job queue that schedules it (cron); absent, only `sweep()` is called (tests). */
  jobs?: JobQueue;
}

/**
 * What storage may keep, and for how long (DESIGN §8, issues 10 and 16): ID documents, and the
 * media of rejected and withdrawn stories, are deleted ID_DOCUMENT_RETENTION_DAYS after the
 * decision, and files no row refers to (uploads whose request died before its commit) once they are older than ORPHAN_FILE_GRACE_MINUTES. A job
 * of the queue, scheduled by cron (RETENTION_JOB_INTERVAL_SECONDS rounded to cron's minutes, hours
 * or days); an advisory lock makes one instance do the shared work each round. Started and stopped
 * with the API, like the FundedRequestCloser.
 */
export class RetentionJob {
  private readonly loop: Drain;
  private readonly now: () => Date;
  private spoolTimer: NodeJS.Timeout | undefined;

  constructor(private readonly parts: RetentionParts) {
    this.now = parts.now ?? (() => new Date());
    const seconds = parts.config.intervalSeconds;
    // On cron (once a minute at the finest); a shorter interval (tests) is nudged by each instance.
    const cron = cronEvery(seconds);
    this.loop = drainOn(parts.jobs, QUEUES.RETENTION, () => this.sweep(), { cron, everyMs: cron ? undefined : seconds * 1000, singleton: true, failure: 'the retention job failed; it is retried' }, parts.logger);
  }

  async start(): Promise<void> {
    await this.loop.start();
    // A queued round runs on one instance; each host's own spools are its own to sweep.
    this.spoolTimer = setInterval(() => {
      void this.sweepSpools().catch((error) => this.parts.logger.error('sweeping upload spools failed', { error }));
    }, this.parts.config.intervalSeconds * 1000);
    this.spoolTimer.unref();
  }

  stop(): Promise<void> {
    clearInterval(this.spoolTimer);
    return this.loop.stop();
  }

  /** Runs a sweep now, or once more after the one under way. */
  nudge(): void {
    this.loop.nudge();
  }

  /** Resolves when no sweep is under way (tests, and a graceful stop). */
  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /**
   * One round. Undefined when another instance holds the lock and does the shared part (documents,
   * storage); this host's own spools are swept either way.
   */
  async sweep(): Promise<RetentionSweep | undefined> {
    const { db, storage, audit, logger, config } = this.parts;
    const now = this.now();
    const shared = await onOneInstance(db, RETENTION_LOCK, async () => {
      const idDocuments = await expireIdDocuments({ dataSource: db.dataSource, storage, audit, logger }, now, config.idDocumentDays);
      const storyMedia = await expireStoryMedia({ dataSource: db.dataSource, storage, audit, logger }, now, config.idDocumentDays);
      // First the resumable uploads left unfinished or unused: a finished one's file then goes as an orphan, this round.
      const resumable = (await this.parts.resumableUploads?.sweep(new Date(now.getTime() - config.orphanGraceMinutes * 60_000))) ?? 0;
      const { orphans, leftovers } = await sweepOrphanFiles({ dataSource: db.dataSource, storage, audit, logger }, now, config.orphanGraceMinutes);
      return { idDocuments, storyMedia, orphans, leftovers: leftovers + resumable };
    });
    const spools = await this.sweepSpools(now);
    if (!shared) return undefined;
    if (shared.idDocuments || shared.storyMedia || shared.orphans || shared.leftovers) logger.info('retention job deleted files', { ...shared, retentionDays: config.idDocumentDays });
    return { ...shared, spools };
  }

  /** This host's upload spools that crashes left, past the grace period. */
  private async sweepSpools(now = this.now()): Promise<number> {
    const spoolDirectory = (this.parts.spoolDirectory ?? os.tmpdir)();
    const spools = await removeStaleSpools(spoolDirectory, new Date(now.getTime() - this.parts.config.orphanGraceMinutes * 60_000));
    if (spools) this.parts.logger.info('retention job removed upload spools a crash left', { spools, directory: spoolDirectory });
    return spools;
  }
}

import os from 'node:os';
import type { RetentionConfig } from '../../config/config';
import type { Database } from '../../db/data-source';
import { BackgroundLoop } from '../../jobs/background-loop';
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
}

/**
 * What storage may keep, and for how long (DESIGN §8, issues 10 and 16): ID documents, and the
 * media of rejected and withdrawn stories, are deleted ID_DOCUMENT_RETENTION_DAYS after the
 * decision, and files no row refers to (uploads whose request died before its commit) once they are older than ORPHAN_FILE_GRACE_MINUTES. Every instance runs
 * it on a timer; an advisory lock makes one of them do the work each round. Started and stopped
 * with the API, like the FundedRequestCloser.
 */
export class RetentionJob {
  private readonly loop: BackgroundLoop;
  private readonly now: () => Date;

  constructor(private readonly parts: RetentionParts) {
    this.now = parts.now ?? (() => new Date());
    this.loop = new BackgroundLoop(() => this.sweep(), {
      intervalMs: parts.config.intervalSeconds * 1000,
      logger: parts.logger,
      failure: 'the retention job failed; it runs again next round',
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
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
    const spoolDirectory = (this.parts.spoolDirectory ?? os.tmpdir)();
    const spools = await removeStaleSpools(spoolDirectory, new Date(now.getTime() - config.orphanGraceMinutes * 60_000));
    if (spools) logger.info('retention job removed upload spools a crash left', { spools, directory: spoolDirectory });
    if (!shared) return undefined;
    if (shared.idDocuments || shared.storyMedia || shared.orphans || shared.leftovers) logger.info('retention job deleted files', { ...shared, retentionDays: config.idDocumentDays });
    return { ...shared, spools };
  }
}

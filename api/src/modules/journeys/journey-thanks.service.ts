import type { Readable } from 'node:stream';
import { JOURNEY_THANKS_LABELS, MODERATE_JOURNEY_THANKS_LABELS, UUID_PATTERN, journeyThanksSchema, moderateJourneyThanksSchema } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '../../auth/role';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import type { IncomingUpload, StoredUpload, UploadIntake } from '../../uploads/upload-intake';
import { parseInput } from '../../validation/parse-input';
import { approvedApplications } from '../applications';
import type { AuditService } from '../audit';
import { donorsKeptBy, journeysReachedBy, mailJourney } from '../donations';
import { NO_MAIL, type MailEvents } from '../mail';
import { JOURNEY_THANKS_PHOTO_UPLOAD } from './journey-files.upload';
import { JourneyStage } from './journey.enums';
import { JourneyThanks, JourneyThanksStatus } from './journey-thanks.types';
import { JourneyErrors } from './journeys.errors';

/** Who reads a thank-you decides what of it they see. */
export type ThanksReader = 'admin' | 'seeker' | 'donor';

/** The stages after which the pilgrim may thank: they have travelled. */
const THANKABLE = new Set<string>([JourneyStage.TRAVELLED, JourneyStage.COMPLETED]);

interface ThanksRow {
  id: string;
  application_id: string;
  message: string;
  photo_key: string | null;
  photo_type: string | null;
  photo_size: number | null;
  status: JourneyThanksStatus;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const THANKS_COLUMNS = 'id, application_id, message, photo_key, photo_type, photo_size, status, reject_reason, created_at, decided_at';

/** The first word of a full name: all of the pilgrim a donor reads. */
export function firstNameOf(fullName: string): string {
  return /\S+/.exec(fullName)?.[0] ?? '';
}

/** The thank-yous of some journeys, by application id, as `reader` may read them (donors: published only). */
export async function thanksOf(manager: Pick<EntityManager, 'query'>, applications: Array<{ id: string; fullName: string }>, reader: ThanksReader): Promise<Map<string, JourneyThanks>> {
  if (!applications.length) return new Map();
  const rows: ThanksRow[] = await manager.query(
    // Oldest first, so each journey's newest (the one standing; earlier ones were rejected) is the one kept.
    `SELECT ${THANKS_COLUMNS} FROM journey_thanks WHERE application_id = ANY($1::uuid[])${reader === 'donor' ? ` AND status = 'published'` : ''} ORDER BY created_at, id`,
    [applications.map((application) => application.id)],
  );
  const names = new Map(applications.map((application) => [application.id, application.fullName]));
  return new Map(rows.map((row) => [String(row.application_id), toThanks(row, names.get(String(row.application_id)) ?? '', reader)]));
}

function toThanks(row: ThanksRow, fullName: string, reader: ThanksReader): JourneyThanks {
  return Object.assign(new JourneyThanks(), {
    id: row.id,
    applicationId: String(row.application_id),
    firstName: firstNameOf(fullName),
    message: row.message,
    photoUrl: row.photo_key ? `/journeys/${row.application_id}/thanks/photo` : null,
    status: row.status,
    rejectReason: reader === 'donor' ? null : row.reject_reason,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
  });
}

/**
 * The pilgrim's thank-you (issue 30): once their journey has travelled, its seeker may thank its
 * donors once, in words and an optional photo (once more after a rejection). Admins moderate it like stories; once published it
 * reaches every donor with a gift the journey keeps — on their dashboard beside the journey, and by
 * one email in their language (the journey news topic: those who left it are not emailed). Donors
 * read the pilgrim's first name only.
 */
export class JourneyThanksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly uploads: UploadIntake,
    private readonly storage: FileStorage,
    private readonly mail: MailEvents = NO_MAIL,
  ) {}

  /** The seeker's thank-you: words checked first, then the journey, then the photo, then the row (pending). */
  async post(viewer: Viewer, input: { applicationId: string; message: unknown }, file: IncomingUpload | undefined): Promise<JourneyThanks> {
    const { message } = parseInput(journeyThanksSchema, { message: input.message }, JOURNEY_THANKS_LABELS);
    const applicationId = input.applicationId;
    if (typeof applicationId !== 'string' || !UUID_PATTERN.test(applicationId)) throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
    await this.dataSource.transaction((manager) => this.checkThankable(manager, viewer, applicationId, false));
    const stored: StoredUpload | undefined = file ? await this.uploads.store(file, JOURNEY_THANKS_PHOTO_UPLOAD) : undefined;
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        // Under the application's lock: a second thank-you sent at once reads the first one.
        await this.checkThankable(manager, viewer, applicationId, true);
        const [row] = await manager.query(
          `INSERT INTO journey_thanks (application_id, seeker_id, message, photo_key, photo_type, photo_size) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [applicationId, viewer.id, message, stored?.key ?? null, stored?.type ?? null, stored?.size ?? null],
        );
        await this.audit.record(manager, {
          actorId: viewer.id,
          actorRole: viewer.role,
          action: 'journey_thanks.posted',
          subjectType: 'journey_thanks',
          subjectId: row.id,
          toState: JourneyThanksStatus.PENDING,
          after: { applicationId, message, photoType: stored?.type ?? null },
        });
        return String(row.id);
      });
      return (await this.byId(id, 'seeker'))!;
    } catch (error) {
      if (stored) await this.uploads.discard(stored.key).catch(() => undefined);
      throw error;
    }
  }

  /** The seeker's own journey, travelled or completed, without a thank-you yet. */
  private async checkThankable(manager: EntityManager, viewer: Viewer, applicationId: string, lock: boolean): Promise<void> {
    const [application] = await approvedApplications(manager, { ids: [applicationId] }, { lock });
    // Not theirs: the same answer whether or not it exists.
    if (!application || application.seekerId !== viewer.id) throw new AppError(JourneyErrors.NOT_YOUR_JOURNEY);
    const [journey] = await manager.query('SELECT stage FROM journey WHERE application_id = $1', [applicationId]);
    const stage = journey?.stage ?? (application.collectedCents >= application.requestedCents ? JourneyStage.FUNDED : JourneyStage.FUNDRAISING);
    if (!THANKABLE.has(stage)) throw new AppError(JourneyErrors.JOURNEY_THANKS_NOT_YET, { values: { stage } });
    // A rejected one does not count: the pilgrim may write again, saying it as the rejection asked.
    const [existing] = await manager.query(`SELECT 1 FROM journey_thanks WHERE application_id = $1 AND status <> 'rejected'`, [applicationId]);
    if (existing) throw new AppError(JourneyErrors.JOURNEY_THANKS_ALREADY_POSTED);
  }

  /**
   * An admin publishes or rejects a pending thank-you. Publishing queues one email to each donor
   * with a gift the journey keeps, in the decision's transaction (a retry sends none twice).
   */
  async moderate(viewer: Viewer, input: { thanksId: string; publish: boolean; reason?: string | null }): Promise<JourneyThanks> {
    const { reason } = parseInput(moderateJourneyThanksSchema, { reason: input.reason }, MODERATE_JOURNEY_THANKS_LABELS);
    if (!input.publish && !reason) throw new AppError(JourneyErrors.JOURNEY_THANKS_REASON_REQUIRED, { field: 'reason' });
    if (typeof input.thanksId !== 'string' || !UUID_PATTERN.test(input.thanksId)) throw new AppError(JourneyErrors.JOURNEY_THANKS_NOT_FOUND);
    const to = input.publish ? JourneyThanksStatus.PUBLISHED : JourneyThanksStatus.REJECTED;
    await this.dataSource.transaction(async (manager) => {
      const [row]: ThanksRow[] = await manager.query(`SELECT ${THANKS_COLUMNS} FROM journey_thanks WHERE id = $1 FOR UPDATE`, [input.thanksId]);
      if (!row) throw new AppError(JourneyErrors.JOURNEY_THANKS_NOT_FOUND);
      if (row.status !== JourneyThanksStatus.PENDING) throw new AppError(JourneyErrors.JOURNEY_THANKS_ALREADY_DECIDED, { values: { status: row.status } });
      await manager.query('UPDATE journey_thanks SET status = $2, reject_reason = $3, decided_by = $4, decided_at = now() WHERE id = $1', [
        row.id,
        to,
        input.publish ? null : reason,
        viewer.id,
      ]);
      let donorsReached = 0;
      if (input.publish) {
        const journey = await mailJourney(manager, String(row.application_id));
        const donors = journey ? await donorsKeptBy(manager, String(row.application_id)) : [];
        for (const donorId of donors) {
          await this.mail.enqueue(manager, {
            to: { accountId: donorId },
            template: 'journey_thanks',
            data: { message: row.message, journey: journey! },
            dedupeKey: `journey_thanks:${row.id}:${donorId}`,
          });
        }
        donorsReached = donors.length;
      }
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'journey_thanks.moderate',
        subjectType: 'journey_thanks',
        subjectId: row.id,
        fromState: row.status,
        toState: to,
        before: { status: row.status },
        after: { status: to, reason: input.publish ? null : reason, ...(input.publish ? { donorsReached } : {}) },
      });
    });
    this.mail.committed();
    return (await this.byId(input.thanksId, 'admin'))!;
  }

  /** Thank-yous waiting for an admin, oldest first. */
  async pending(): Promise<JourneyThanks[]> {
    const rows: ThanksRow[] = await this.dataSource.query(`SELECT ${THANKS_COLUMNS} FROM journey_thanks WHERE status = 'pending' ORDER BY created_at, id LIMIT 100`);
    return this.named(rows, 'admin');
  }

  /**
   * A thank-you's photo: admins and the journey's seeker always, the journey's donors once it is
   * published. Anyone else is answered as if there were none.
   */
  async photo(viewer: Viewer, applicationId: string): Promise<{ stream: Readable; type: string; size: number }> {
    if (typeof applicationId !== 'string' || !UUID_PATTERN.test(applicationId)) throw new AppError(JourneyErrors.JOURNEY_THANKS_PHOTO_NOT_FOUND);
    const manager = this.dataSource.manager;
    // The journey's newest thank-you (an earlier one was rejected) is the one whose photo is shown.
    const [row]: ThanksRow[] = await manager.query(`SELECT ${THANKS_COLUMNS} FROM journey_thanks WHERE application_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [applicationId]);
    if (!row?.photo_key) throw new AppError(JourneyErrors.JOURNEY_THANKS_PHOTO_NOT_FOUND);
    if (!(await this.mayRead(viewer, applicationId, row.status))) throw new AppError(JourneyErrors.JOURNEY_THANKS_PHOTO_NOT_FOUND);
    try {
      return { stream: await this.storage.get(row.photo_key!), type: row.photo_type!, size: row.photo_size! };
    } catch {
      throw new AppError(JourneyErrors.JOURNEY_THANKS_PHOTO_NOT_FOUND);
    }
  }

  private async mayRead(viewer: Viewer, applicationId: string, status: JourneyThanksStatus): Promise<boolean> {
    if (viewer.role === Role.ADMIN) return true;
    const [application] = await approvedApplications(this.dataSource.manager, { ids: [applicationId] });
    if (application?.seekerId === viewer.id) return true;
    return status === JourneyThanksStatus.PUBLISHED && (await journeysReachedBy(this.dataSource.manager, viewer.id)).includes(applicationId);
  }

  private async byId(id: string, reader: ThanksReader): Promise<JourneyThanks | null> {
    const rows: ThanksRow[] = await this.dataSource.query(`SELECT ${THANKS_COLUMNS} FROM journey_thanks WHERE id = $1`, [id]);
    return (await this.named(rows, reader))[0] ?? null;
  }

  private async named(rows: ThanksRow[], reader: ThanksReader): Promise<JourneyThanks[]> {
    const ids = [...new Set(rows.map((row) => String(row.application_id)))];
    const applications = ids.length ? await approvedApplications(this.dataSource.manager, { ids }) : [];
    const names = new Map(applications.map((application) => [application.id, application.fullName]));
    return rows.map((row) => toThanks(row, names.get(String(row.application_id)) ?? '', reader));
  }
}

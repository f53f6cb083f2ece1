import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { UUID_PATTERN } from '@sabil/contracts';
import { Role } from '../../auth/role';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import type { IncomingUpload, StoredUpload, UploadIntake } from '../../uploads/upload-intake';
import { accountNames } from '../accounts';
import { approvedApplications, type ApprovedApplication } from '../applications';
import type { AuditService } from '../audit';
import { journeysReachedBy } from '../donations';
import { NO_WEBHOOK_EVENTS, WebhookEventType, type WebhookEvents } from '../webhooks';
import type { CancellationsService } from './cancellations.service';
import { checkMove, readProof, type StageProof } from './journey-rules';
import { JOURNEY_PROOF_UPLOAD } from './journey-files.upload';
import { thanksOf } from './journey-thanks.service';
import { JourneyStage } from './journey.enums';
import { Journey, JourneyStageChange, type MoveJourneyStageInput } from './journey.types';
import { JourneyErrors } from './journeys.errors';

/** Who reads a journey decides what of its proof they see. */
type Reader = 'admin' | 'seeker' | 'donor';

/**
 * fundraising and funded are not stored: they are read from the money the applications module
 * keeps (collected against requested, the same test that closes a funded request's checkouts), so
 * a refund below the goal reopens the journey with no second copy of the rule. From booked on, the
 * stage is an admin's decision, stored in `journey`.
 */
export function stageOf(application: Pick<ApprovedApplication, 'collectedCents' | 'requestedCents'>, stored: JourneyStage | undefined): JourneyStage {
  if (stored) return stored;
  return application.collectedCents >= application.requestedCents ? JourneyStage.FUNDED : JourneyStage.FUNDRAISING;
}

/**
 * A refusal another domain puts on cancelling a journey, run in the cancelling transaction under the
 * journey's lock (payouts: none may be proposed or approved and unpaid). Registered at composition,
 * so this module names no later domain.
 */
export type CancellationCheck = (manager: EntityManager, applicationId: string) => Promise<void>;

export class JourneysService {
  private readonly cancellationChecks: CancellationCheck[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS,
    /** Takes a move's proof document in (and disposes of what arrives, refused or not). */
    private readonly uploads?: UploadIntake,
    /** Where proof documents are read back from. */
    private readonly storage?: FileStorage,
    /** Opens a cancelled journey's donors' choices, in the move's transaction. */
    private readonly cancellations?: CancellationsService,
  ) {}

  /** `check` may refuse a cancellation (see CancellationCheck). */
  checkBeforeCancelling(check: CancellationCheck): void {
    this.cancellationChecks.push(check);
  }

  /**
   * An admin moves a journey one step forward, or cancels it; the stage the admin saw must still be
   * the stage. A proof document (optional) is stored only once the move's other refusals passed,
   * and removed again if the move is refused under the lock after all.
   */
  async move(viewer: Viewer, input: MoveJourneyStageInput, file?: IncomingUpload): Promise<Journey> {
    const applicationId = input.applicationId;
    if (!UUID_PATTERN.test(applicationId)) throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
    let stored: StoredUpload | undefined;
    if (file) {
      // Refusals that need no file come before it is stored: an unknown journey, a step out of order, missing proof.
      await this.dataSource.transaction((manager) => this.checked(manager, input, false));
      if (!this.uploads) throw new Error('JourneysService: no upload intake to store a proof document');
      stored = await this.uploads.store(file, JOURNEY_PROOF_UPLOAD);
    }
    try {
      await this.dataSource.transaction(async (manager) => {
        const { current, proof } = await this.checked(manager, input, true);
        await this.store(manager, viewer, applicationId, current, input.toStage, proof, stored);
        // Cancelled: in this transaction it stops taking money and each of its donors gets a choice.
        if (input.toStage === JourneyStage.CANCELLED) {
          for (const check of this.cancellationChecks) await check(manager, applicationId);
          await this.cancellations?.open(manager, viewer, applicationId);
        }
      });
    } catch (error) {
      if (stored) await this.uploads!.discard(stored.key).catch(() => undefined);
      throw error;
    }
    this.webhookEvents.committed();
    if (input.toStage === JourneyStage.CANCELLED) this.cancellations?.opened();
    return (await this.read(applicationId, 'admin'))!;
  }

  /** The move's refusals, read under the application's lock when `lock`. */
  private async checked(manager: EntityManager, input: MoveJourneyStageInput, lock: boolean): Promise<{ current: JourneyStage; proof: StageProof }> {
    const applicationId = input.applicationId;
    // The application's row is the lock every money path takes first, so a refund and a move
    // are in order, and so are two admins: the second one reads the first one's stage.
    const [application] = await approvedApplications(manager, { ids: [applicationId] }, { lock });
    if (!application) throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
    const current = stageOf(application, (await this.storedStages(manager, [applicationId])).get(applicationId));
    if (current !== input.fromStage) throw new AppError(JourneyErrors.JOURNEY_STAGE_CHANGED, { values: { stage: current } });
    checkMove(current, input.toStage);
    return { current, proof: readProof(input.toStage, input) };
  }

  /** A stage move's proof document, for admins, of that journey only; each view is on the audit trail. */
  async proofDocument(viewer: Viewer, applicationId: string, changeId: string): Promise<{ stream: Readable; type: string; size: number }> {
    if (!UUID_PATTERN.test(applicationId) || !UUID_PATTERN.test(changeId)) throw new AppError(JourneyErrors.JOURNEY_PROOF_NOT_FOUND);
    const [row] = await this.dataSource.query(
      'SELECT id, proof_key, proof_type, proof_size FROM journey_stage_change WHERE id = $1 AND application_id = $2 AND proof_key IS NOT NULL',
      [changeId, applicationId],
    );
    if (!row) throw new AppError(JourneyErrors.JOURNEY_PROOF_NOT_FOUND);
    let stream: Readable;
    try {
      stream = await this.storage!.get(row.proof_key);
    } catch {
      throw new AppError(JourneyErrors.JOURNEY_PROOF_MISSING);
    }
    try {
      await this.audit.record(this.audit.manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'journey_proof.view',
        subjectType: 'application',
        subjectId: applicationId,
        after: { changeId: row.id },
      });
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return { stream, type: row.proof_type, size: row.proof_size };
  }

  private async store(manager: EntityManager, viewer: Viewer, applicationId: string, from: JourneyStage, to: JourneyStage, proof: StageProof, document?: StoredUpload): Promise<void> {
    await manager.query(
      `INSERT INTO journey (application_id, stage, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (application_id) DO UPDATE SET stage = EXCLUDED.stage, updated_at = now()`,
      [applicationId, to],
    );
    const [change] = await manager.query(
      `INSERT INTO journey_stage_change (application_id, from_stage, to_stage, actor_id, booking_reference, operator_name, visa_issued_on, departed_on, returned_on, reason,
                                         proof_key, proof_type, proof_size)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id, created_at`,
      [
        applicationId, from, to, viewer.id, proof.bookingReference ?? null, proof.operatorName ?? null, proof.visaIssuedOn ?? null, proof.departedOn ?? null,
        proof.returnedOn ?? null, proof.reason ?? null, document?.key ?? null, document?.type ?? null, document?.size ?? null,
      ],
    );
    await this.audit.record(manager, {
      actorId: viewer.id,
      actorRole: viewer.role,
      action: 'journey.stage_change',
      subjectType: 'application',
      subjectId: applicationId,
      fromState: from,
      toState: to,
      before: { stage: from },
      // The document's type and size, never its key: the trail says a proof came, not where it lies.
      after: { stage: to, ...proof, ...(document ? { proofDocument: { type: document.type, size: document.size } } : {}) },
    });
    // Ids, stages and the operator only: the booking reference and the reason stay inside Sabil.
    await this.webhookEvents.emit(manager, WebhookEventType.JOURNEY_STAGE_CHANGED, {
      applicationId,
      changeId: change.id,
      fromStage: from,
      toStage: to,
      changedAt: new Date(change.created_at).toISOString(),
    });
  }

  /** Whether the journey was cancelled, read with `manager` (payouts ask it under the application's lock). */
  async isCancelled(manager: EntityManager, applicationId: string): Promise<boolean> {
    const [row] = await manager.query(`SELECT 1 FROM journey WHERE application_id = $1 AND stage = 'cancelled'`, [applicationId]);
    return Boolean(row);
  }

  /** The journey of one application, as `viewer` may read it; refuses those who are not its admins, seeker or donors. */
  async forViewer(viewer: Viewer, applicationId: string): Promise<Journey> {
    if (!UUID_PATTERN.test(applicationId)) throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
    const manager = this.dataSource.manager;
    const [application] = await approvedApplications(manager, { ids: [applicationId] });
    if (viewer.role === Role.ADMIN) {
      if (!application) throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
      return (await this.withHistory([application], 'admin'))[0]!;
    }
    // Neither the journey's seeker nor one of its donors: the same answer whether or not it exists.
    if (application?.seekerId === viewer.id) return (await this.withHistory([application], 'seeker'))[0]!;
    if (application && (await journeysReachedBy(manager, viewer.id)).includes(applicationId)) return (await this.withHistory([application], 'donor'))[0]!;
    throw new AppError(JourneyErrors.NOT_YOUR_JOURNEY);
  }

  /** The signed-in seeker's approved application's journey, if they have one. */
  async forSeeker(seekerId: string): Promise<Journey | null> {
    const [application] = await approvedApplications(this.dataSource.manager, { seekerId });
    return application ? (await this.withHistory([application], 'seeker'))[0]! : null;
  }

  /** Every journey the donor's money reached, newest application first. */
  async forDonor(donorId: string): Promise<Journey[]> {
    const manager = this.dataSource.manager;
    const reached = await journeysReachedBy(manager, donorId);
    return this.withHistory(reached.length ? await approvedApplications(manager, { ids: reached }) : [], 'donor');
  }

  private async read(applicationId: string, reader: Reader): Promise<Journey | null> {
    const applications = await approvedApplications(this.dataSource.manager, { ids: [applicationId] });
    const [journey] = await this.withHistory(applications, reader);
    return journey ?? null;
  }

  /** The stages admins stored (booked on), by application id. */
  private async storedStages(manager: EntityManager, applicationIds: readonly string[]): Promise<Map<string, JourneyStage>> {
    const rows: Array<{ application_id: string; stage: JourneyStage }> = await manager.query(
      'SELECT application_id, stage FROM journey WHERE application_id = ANY($1::uuid[])',
      [[...applicationIds]],
    );
    return new Map(rows.map((row) => [String(row.application_id), row.stage]));
  }

  private async withHistory(applications: ApprovedApplication[], reader: Reader): Promise<Journey[]> {
    if (!applications.length) return [];
    const manager = this.dataSource.manager;
    const ids = applications.map((application) => application.id);
    const stages = await this.storedStages(manager, ids);
    const changes: ChangeRow[] = await manager.query(
      `SELECT c.id, c.application_id, c.from_stage, c.to_stage, c.created_at, c.actor_id, c.booking_reference, c.operator_name,
              to_char(c.visa_issued_on, 'YYYY-MM-DD') AS visa_issued_on, to_char(c.departed_on, 'YYYY-MM-DD') AS departed_on,
              to_char(c.returned_on, 'YYYY-MM-DD') AS returned_on, c.reason, c.proof_type
       FROM journey_stage_change c WHERE c.application_id = ANY($1::uuid[]) ORDER BY c.created_at, c.id`,
      [ids],
    );
    // Only admins read who moved a journey: nobody else's reads ask for the names.
    const names = reader === 'admin' ? await accountNames(manager, changes.flatMap((change) => (change.actor_id ? [change.actor_id] : []))) : new Map<string, string>();
    const thanks = await thanksOf(manager, applications, reader);
    return applications.map((application) =>
      Object.assign(new Journey(), {
        id: application.id,
        applicationId: application.id,
        applicantName: application.fullName,
        stage: stageOf(application, stages.get(application.id)),
        history: changes
          .filter((change) => change.application_id === application.id)
          .map((change) => toChange({ ...change, actor_name: change.actor_id ? (names.get(change.actor_id) ?? null) : null }, reader)),
        thanks: thanks.get(application.id) ?? null,
      }),
    );
  }
}

interface ChangeRow {
  id: string;
  application_id: string;
  from_stage: JourneyStage;
  to_stage: JourneyStage;
  created_at: Date;
  actor_id: string | null;
  actor_name?: string | null;
  booking_reference: string | null;
  operator_name: string | null;
  visa_issued_on: string | null;
  departed_on: string | null;
  returned_on: string | null;
  reason: string | null;
  proof_type: string | null;
}

/** Donors read the stage, dates and operator; the booking reference, the reason and the admin's name are not theirs. */
function toChange(row: ChangeRow, reader: Reader): JourneyStageChange {
  const donor = reader === 'donor';
  return Object.assign(new JourneyStageChange(), {
    id: row.id,
    fromStage: row.from_stage,
    toStage: row.to_stage,
    changedAt: new Date(row.created_at),
    changedByName: reader === 'admin' ? (row.actor_name ?? null) : null,
    bookingReference: donor ? null : row.booking_reference,
    operatorName: row.operator_name,
    visaIssuedOn: row.visa_issued_on,
    departedOn: row.departed_on,
    returnedOn: row.returned_on,
    reason: donor ? null : row.reason,
    // The proof is a private file like ID documents: only admins learn it is there and fetch it.
    proofDocumentType: reader === 'admin' ? row.proof_type : null,
    proofDocumentUrl: reader === 'admin' && row.proof_type ? `/journeys/${row.application_id}/proofs/${row.id}` : null,
  });
}

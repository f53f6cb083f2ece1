import type { Readable } from 'node:stream';
import {
  cancelPayoutSchema,
  markPayoutPaidSchema,
  PAYOUT_LABELS,
  proposePayoutSchema,
  toCents,
  UUID_PATTERN,
} from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import type { Viewer } from '../../auth/tokens';
import { inMoneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import type { IncomingUpload, UploadIntake } from '../../uploads/upload-intake';
import { parseInput } from '../../validation/parse-input';
import { decodeCursor, encodeCursor, everyRow, pageOf, pageSize, type Page } from '../../validation/pagination';
import { accountNames } from '../accounts';
import { applicantNames, approvedApplications, type ApplicationFunding } from '../applications';
import type { AuditService } from '../audit';
import { JourneyErrors, type JourneysService } from '../journeys';
import { NO_WEBHOOK_EVENTS, WebhookEventType, type WebhookEvents } from '../webhooks';
import { OPERATOR_COLUMNS, toOperator } from './operators.service';
import { PAYOUT_DOCUMENT_UPLOAD } from './payout-document.upload';
import { PayoutPayee, type PayoutPurpose, PayoutStatus } from './payout.enums';
import { JourneyPayouts, Payout } from './payout.types';
import { PayoutErrors } from './payouts.errors';

/** What proving again who one is asks of an admin (the second-factors module's rule). */
export interface FreshProof {
  requireFreshProof(caller: Caller): Viewer;
}

/** A journey's money under its lock: what it keeps and what its payouts take, in cents. */
export interface Holding {
  keptCents: number;
  paidCents: number;
  approvedCents: number;
  proposedCents: number;
}

/** What a new payout may still take: kept − paid − approved − proposed (reserved from the proposal on). */
export function available(holding: Holding): number {
  return holding.keptCents - holding.paidCents - holding.approvedCents - holding.proposedCents;
}

interface PayoutRow {
  id: string;
  application_id: string;
  applicant_name: string;
  payee: PayoutPayee;
  operator_id: string | null;
  amount_cents: number;
  zakat_cents: number;
  currency: string;
  purpose: PayoutPurpose;
  note: string | null;
  status: PayoutStatus;
  document_key: string;
  document_type: string;
  document_size: number;
  proposed_by: string | null;
  proposed_by_name: string | null;
  proposed_at: Date;
  approved_by_name: string | null;
  approved_at: Date | null;
  paid_by_name: string | null;
  paid_at: Date | null;
  transfer_reference: string | null;
  transferred_on: string | null;
  cancelled_by_name: string | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  // The operator's columns, prefixed (null for the pilgrim).
  o_id: string | null;
  o_name: string | null;
  o_country: string | null;
  o_licence_number: string | null;
  o_contact: string | null;
  o_created_at: Date | null;
  o_updated_at: Date | null;
}

/** The payout's own columns and its operator's; the names (applicant, admins) come from their modules (named()). */
const PAYOUT_SELECT = `
  SELECT p.id, p.application_id, p.payee, p.operator_id, p.amount_cents, p.zakat_cents, p.currency, p.purpose, p.note, p.status,
         p.document_key, p.document_type, p.document_size, p.proposed_by, p.proposed_at, p.approved_by, p.approved_at,
         p.paid_by, p.paid_at, p.transfer_reference, to_char(p.transferred_on, 'YYYY-MM-DD') AS transferred_on,
         p.cancelled_by, p.cancelled_at, p.cancel_reason,
         ${OPERATOR_COLUMNS.split(', ')
           .map((column) => `${column} AS o_${column.slice(2)}`)
           .join(', ')}
  FROM payout p
  LEFT JOIN operator o ON o.id = p.operator_id`;

type SelectedRow = Omit<PayoutRow, 'applicant_name' | 'proposed_by_name' | 'approved_by_name' | 'paid_by_name' | 'cancelled_by_name'> & {
  approved_by: string | null;
  paid_by: string | null;
  cancelled_by: string | null;
};

/** Payouts as PAYOUT_SELECT `rest` finds them, each with its applicant's and admins' names (read through their modules). */
async function selectPayouts(manager: EntityManager, rest: string, params: unknown[]): Promise<PayoutRow[]> {
  const rows: SelectedRow[] = await manager.query(`${PAYOUT_SELECT} ${rest}`, params);
  if (!rows.length) return [];
  const applicants = await applicantNames(manager, rows.map((row) => row.application_id));
  const admins = await accountNames(
    manager,
    rows.flatMap((row) => [row.proposed_by, row.approved_by, row.paid_by, row.cancelled_by].filter((id): id is string => id !== null)),
  );
  const name = (id: string | null) => (id ? (admins.get(id) ?? null) : null);
  return rows.map((row) => ({
    ...row,
    applicant_name: applicants.get(row.application_id) ?? '',
    proposed_by_name: name(row.proposed_by),
    approved_by_name: name(row.approved_by),
    paid_by_name: name(row.paid_by),
    cancelled_by_name: name(row.cancelled_by),
  }));
}

function toPayout(row: PayoutRow): Payout {
  const operator = row.o_id
    ? toOperator({
        id: row.o_id,
        name: row.o_name!,
        country: row.o_country!,
        licence_number: row.o_licence_number!,
        contact: row.o_contact!,
        created_at: row.o_created_at!,
        updated_at: row.o_updated_at!,
      })
    : null;
  return Object.assign(new Payout(), {
    id: row.id,
    applicationId: row.application_id,
    applicantName: row.applicant_name,
    payee: row.payee,
    operator,
    payeeName: operator ? operator.name : row.applicant_name,
    amountCents: row.amount_cents,
    amount: row.amount_cents / 100,
    zakatAmount: row.zakat_cents / 100,
    currency: row.currency,
    purpose: row.purpose,
    note: row.note,
    status: row.status,
    documentType: row.document_type,
    documentUrl: `/payouts/${row.id}/document`,
    proposedById: row.proposed_by,
    proposedByName: row.proposed_by_name,
    proposedAt: new Date(row.proposed_at),
    approvedByName: row.approved_by_name,
    approvedAt: row.approved_at && new Date(row.approved_at),
    paidByName: row.paid_by_name,
    paidAt: row.paid_at && new Date(row.paid_at),
    transferReference: row.transfer_reference,
    transferredOn: row.transferred_on,
    cancelledByName: row.cancelled_by_name,
    cancelledAt: row.cancelled_at && new Date(row.cancelled_at),
    cancelReason: row.cancel_reason,
  });
}

/** A payout of one journey: ids that are not UUIDs are simply not found. */
export interface PayoutRef {
  applicationId: string;
  payoutId: string;
}

/**
 * Payouts approved by two (issue 30). A payout reserves the journey's money from its proposal on:
 * what a journey may still pay out is what its donations keep (collected less refunded) less what
 * is paid, approved and proposed. Every step that reserves money — a proposal, an approval — takes
 * the application's row lock first (ApplicationFunding.lock, the lock every money path takes, so
 * refunds and payouts are in order too), reads the holding after it, and writes in the same
 * transaction: two proposals or approvals racing queue on the lock and the second one sees the first.
 */
export class PayoutsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly funding: ApplicationFunding,
    private readonly journeys: Pick<JourneysService, 'isCancelled'>,
    private readonly freshProof: FreshProof,
    private readonly uploads: UploadIntake,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS,
  ) {}

  /** One admin proposes: fields first, then the operator and journey, then the document, then the row under the journey's lock. */
  async propose(viewer: Viewer, input: Record<string, unknown>, file: IncomingUpload | undefined): Promise<Payout> {
    const fields = parseInput(proposePayoutSchema, input, PAYOUT_LABELS);
    const payee = fields.payee as PayoutPayee;
    if (payee === PayoutPayee.OPERATOR && !fields.operatorId) throw new AppError(PayoutErrors.PAYOUT_OPERATOR_REQUIRED, { field: 'operatorId' });
    if (payee === PayoutPayee.PILGRIM && fields.operatorId) throw new AppError(PayoutErrors.PAYOUT_OPERATOR_NOT_ALLOWED, { field: 'operatorId' });
    if (fields.operatorId) await this.assertOperator(fields.operatorId);
    const amountCents = toCents(fields.amount);
    // Refusals that need no file come before it is stored: an unknown or cancelled journey, too much.
    await this.dataSource.transaction((manager) => this.lockedHolding(manager, fields.applicationId, amountCents, null));

    const stored = await this.uploads.store(file, PAYOUT_DOCUMENT_UPLOAD);
    try {
      const id = await inMoneyTransaction(this.dataSource, async (manager) => {
        await this.lockedHolding(manager, fields.applicationId, amountCents, null);
        const [row] = await manager.query(
          `INSERT INTO payout (application_id, payee, operator_id, amount_cents, purpose, note, document_key, document_type, document_size, proposed_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [fields.applicationId, payee, fields.operatorId, amountCents, fields.purpose, fields.note, stored.key, stored.type, stored.size, viewer.id],
        );
        await this.audit.record(manager, {
          actorId: viewer.id,
          actorRole: viewer.role,
          action: 'payout.proposed',
          subjectType: 'payout',
          subjectId: row.id,
          toState: PayoutStatus.PROPOSED,
          after: { applicationId: fields.applicationId, payee, operatorId: fields.operatorId, amountCents, purpose: fields.purpose, note: fields.note, documentType: stored.type },
        });
        return row.id as string;
      });
      return (await this.read(this.dataSource.manager, id))!;
    } catch (error) {
      await this.uploads.discard(stored.key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * A different admin approves, with a fresh proof of who they are (REAUTHENTICATION_REQUIRED
   * otherwise). The payout's money was reserved at its proposal; the holding is checked again
   * (kept − paid − approved), since a refund may have taken the journey below its promises meanwhile.
   */
  async approve(caller: Caller, ref: PayoutRef): Promise<Payout> {
    const approved = await inMoneyTransaction(this.dataSource, async (manager) => {
      const payout = await this.lockedPayout(manager, ref);
      if (payout.proposed_by === caller.viewer?.id) throw new AppError(PayoutErrors.PAYOUT_SAME_ADMIN);
      if (payout.status !== PayoutStatus.PROPOSED) throw new AppError(PayoutErrors.PAYOUT_NOT_PROPOSED, { values: { status: payout.status } });
      const viewer = this.freshProof.requireFreshProof(caller);
      // Its own reservation is given back for the check: the question is whether it still fits.
      await this.lockedHolding(manager, ref.applicationId, payout.amount_cents, payout.id);
      // Promised from now on: an admin's refund may no longer take the journey below it. Its zakat
      // part (issue 31) is the zakat the journey holds and has not committed, paid out first — and
      // only by a zakat-eligible journey; it is recorded on the payout.
      const funding = (await this.funding.lock(manager, ref.applicationId))!;
      const zakatCents = this.funding.zakatPartOf(funding, payout.amount_cents);
      await manager.query(`UPDATE payout SET status = 'approved', approved_by = $2, approved_at = now(), zakat_cents = $3 WHERE id = $1`, [payout.id, viewer.id, zakatCents]);
      await this.funding.commit(manager, funding, payout.amount_cents, zakatCents);
      const after = (await this.read(manager, payout.id))!;
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'payout.approved',
        subjectType: 'payout',
        subjectId: payout.id,
        fromState: PayoutStatus.PROPOSED,
        toState: PayoutStatus.APPROVED,
        after: { applicationId: ref.applicationId, amountCents: payout.amount_cents, zakatCents },
      });
      await this.webhookEvents.emit(manager, WebhookEventType.PAYOUT_APPROVED, {
        ...webhookData(after),
        approvedAt: after.approvedAt!.toISOString(),
      });
      return after;
    });
    this.webhookEvents.committed();
    return approved;
  }

  /** An approved payout was transferred: its reference and day. Any admin may record it. */
  async markPaid(viewer: Viewer, ref: PayoutRef, input: Record<string, unknown>): Promise<Payout> {
    const fields = parseInput(markPayoutPaidSchema, input, PAYOUT_LABELS);
    const paid = await inMoneyTransaction(this.dataSource, async (manager) => {
      const payout = await this.lockedPayout(manager, ref);
      if (payout.status !== PayoutStatus.APPROVED) throw new AppError(PayoutErrors.PAYOUT_NOT_APPROVED, { values: { status: payout.status } });
      // Its zakat part is paid out now (issue 31): only then may the journey be unmarked.
      await this.funding.paid(manager, (await this.funding.lock(manager, ref.applicationId))!, payout.zakat_cents);
      await manager.query(
        `UPDATE payout SET status = 'paid', paid_by = $2, paid_at = now(), transfer_reference = $3, transferred_on = $4 WHERE id = $1`,
        [payout.id, viewer.id, fields.transferReference, fields.transferredOn],
      );
      const after = (await this.read(manager, payout.id))!;
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'payout.paid',
        subjectType: 'payout',
        subjectId: payout.id,
        fromState: PayoutStatus.APPROVED,
        toState: PayoutStatus.PAID,
        after: { applicationId: ref.applicationId, amountCents: payout.amount_cents, transferReference: fields.transferReference, transferredOn: fields.transferredOn },
      });
      // The transfer's reference stays inside Sabil, as a booking reference does.
      await this.webhookEvents.emit(manager, WebhookEventType.PAYOUT_PAID, {
        ...webhookData(after),
        paidAt: after.paidAt!.toISOString(),
        transferredOn: fields.transferredOn,
      });
      return after;
    });
    this.webhookEvents.committed();
    return paid;
  }

  /**
   * A journey is cancelled only once none of its payouts is proposed or approved and unpaid
   * (JourneysService.checkBeforeCancelling, in the cancelling transaction under the journey's lock,
   * which every payout step takes first): its donors are then offered exactly what it still holds,
   * and no payout cancelled later frees money nobody was offered.
   */
  async assertSettled(manager: EntityManager, applicationId: string): Promise<void> {
    const [row] = await manager.query(`SELECT count(*)::int AS n FROM payout WHERE application_id = $1 AND status IN ('proposed', 'approved')`, [applicationId]);
    if (row.n > 0) throw new AppError(JourneyErrors.JOURNEY_PAYOUTS_UNSETTLED, { values: { count: row.n } });
  }

  /** A proposed or approved payout will not be made: its money is free again. */
  async cancel(viewer: Viewer, ref: PayoutRef, input: Record<string, unknown>): Promise<Payout> {
    const fields = parseInput(cancelPayoutSchema, input, PAYOUT_LABELS);
    return inMoneyTransaction(this.dataSource, async (manager) => {
      const payout = await this.lockedPayout(manager, ref);
      if (payout.status !== PayoutStatus.PROPOSED && payout.status !== PayoutStatus.APPROVED) {
        throw new AppError(PayoutErrors.PAYOUT_ALREADY_FINAL, { values: { status: payout.status } });
      }
      if (payout.status === PayoutStatus.APPROVED) {
        await this.funding.commit(manager, (await this.funding.lock(manager, ref.applicationId))!, -payout.amount_cents, -payout.zakat_cents);
      }
      await manager.query(`UPDATE payout SET status = 'cancelled', cancelled_by = $2, cancelled_at = now(), cancel_reason = $3, zakat_cents = 0 WHERE id = $1`, [
        payout.id,
        viewer.id,
        fields.reason,
      ]);
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'payout.cancelled',
        subjectType: 'payout',
        subjectId: payout.id,
        fromState: payout.status,
        toState: PayoutStatus.CANCELLED,
        after: { applicationId: ref.applicationId, amountCents: payout.amount_cents, reason: fields.reason },
      });
      return (await this.read(manager, payout.id))!;
    });
  }

  /** A journey's holding and its payouts, newest first. */
  async forJourney(applicationId: string): Promise<JourneyPayouts> {
    if (!UUID_PATTERN.test(applicationId)) throw new AppError(PayoutErrors.PAYOUT_JOURNEY_NOT_FOUND);
    const manager = this.dataSource.manager;
    const [journey] = await approvedApplications(manager, { ids: [applicationId] });
    if (!journey) throw new AppError(PayoutErrors.PAYOUT_JOURNEY_NOT_FOUND);
    const holding = await this.holdingOf(manager, applicationId, journey.collectedCents, null);
    const rows = await selectPayouts(manager, 'WHERE p.application_id = $1 ORDER BY p.proposed_at DESC, p.id DESC', [applicationId]);
    return Object.assign(new JourneyPayouts(), {
      id: applicationId,
      applicationId,
      currency: 'usd',
      ...holding,
      availableCents: available(holding),
      payouts: rows.map(toPayout),
    });
  }

  /** A page of every journey's payouts (of one status), newest first. */
  async list(status: PayoutStatus | undefined, first: number | null | undefined, after: string | null | undefined, batch?: number): Promise<Page<Payout>> {
    if (status !== undefined && !Object.values(PayoutStatus).includes(status)) {
      throw new AppError(PayoutErrors.PAYOUT_STATUS_FILTER_INVALID, { field: 'status', values: { choices: Object.values(PayoutStatus).join(', ') } });
    }
    const size = batch ?? pageSize(first);
    const cursor = decodeCursor(after);
    const params: unknown[] = [size + 1];
    const where: string[] = [];
    if (status) where.push(`p.status = $${params.push(status)}`);
    if (cursor) where.push(`(p.proposed_at, p.id) < ($${params.push(cursor.at)}, $${params.push(cursor.id)})`);
    const rows = await selectPayouts(this.dataSource.manager, `${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY p.proposed_at DESC, p.id DESC LIMIT $1`, params);
    return pageOf(rows.map(toPayout), size, (payout) => encodeCursor(payout.proposedAt, payout.id));
  }

  /** Every payout (of one status), newest first, `batch` rows at a time: the CSV export. */
  every(status: PayoutStatus | undefined, batch = 500): AsyncGenerator<Payout> {
    return everyRow((after) => this.list(status, null, after, batch));
  }

  /** The invoice or quote's bytes, for admins; each view is on the audit trail. */
  async document(viewer: Viewer, payoutId: string): Promise<{ stream: Readable; type: string; size: number }> {
    if (!UUID_PATTERN.test(payoutId)) throw new AppError(PayoutErrors.PAYOUT_NOT_FOUND);
    const [row] = await this.dataSource.query('SELECT id, document_key, document_type, document_size FROM payout WHERE id = $1', [payoutId]);
    if (!row) throw new AppError(PayoutErrors.PAYOUT_NOT_FOUND);
    let stream: Readable;
    try {
      stream = await this.storage.get(row.document_key);
    } catch {
      throw new AppError(PayoutErrors.PAYOUT_DOCUMENT_MISSING);
    }
    try {
      await this.audit.record(this.audit.manager, { actorId: viewer.id, actorRole: viewer.role, action: 'payout_document.view', subjectType: 'payout', subjectId: row.id });
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return { stream, type: row.document_type, size: row.document_size };
  }

  private async assertOperator(id: string): Promise<void> {
    if (!UUID_PATTERN.test(id)) throw new AppError(PayoutErrors.OPERATOR_NOT_FOUND, { field: 'operatorId' });
    const [row] = await this.dataSource.query('SELECT 1 FROM operator WHERE id = $1', [id]);
    if (!row) throw new AppError(PayoutErrors.OPERATOR_NOT_FOUND, { field: 'operatorId' });
  }

  /**
   * Locks the journey (the application's row, as every money path does first), then reads its
   * holding in a statement of its own — after the lock, so it sees what the transaction it waited
   * for committed — and refuses `amountCents` when it does not fit: a proposal within kept − paid −
   * approved − proposed, the approval of `approving` (its own reservation left out) within kept −
   * paid − approved, so that what is approved and paid never exceeds what the journey keeps.
   */
  private async lockedHolding(manager: EntityManager, applicationId: string, amountCents: number, approving: string | null): Promise<Holding> {
    if (!UUID_PATTERN.test(applicationId)) throw new AppError(PayoutErrors.PAYOUT_JOURNEY_NOT_FOUND);
    const funding = await this.funding.lock(manager, applicationId);
    if (!funding || funding.status !== 'approved') throw new AppError(PayoutErrors.PAYOUT_JOURNEY_NOT_FOUND);
    if (await this.journeys.isCancelled(manager, applicationId)) throw new AppError(PayoutErrors.PAYOUT_JOURNEY_CANCELLED);
    const holding = await this.holdingOf(manager, applicationId, funding.collectedCents, approving);
    // A proposal must fit beside every other promise; an approval beside what is paid and approved
    // (the other proposals wait for their own approval, which checks the same again).
    const free = approving ? holding.keptCents - holding.paidCents - holding.approvedCents : available(holding);
    if (amountCents > free) {
      throw new AppError(PayoutErrors.PAYOUT_OVER_HOLDING, { field: 'amount', values: { available: (Math.max(0, free) / 100).toFixed(2), amount: (amountCents / 100).toFixed(2) } });
    }
    return holding;
  }

  private async holdingOf(manager: EntityManager, applicationId: string, keptCents: number, except: string | null): Promise<Holding> {
    const [row] = await manager.query(
      `SELECT coalesce(sum(amount_cents) FILTER (WHERE status = 'paid'), 0)::bigint AS paid,
              coalesce(sum(amount_cents) FILTER (WHERE status = 'approved'), 0)::bigint AS approved,
              coalesce(sum(amount_cents) FILTER (WHERE status = 'proposed'), 0)::bigint AS proposed
       FROM payout WHERE application_id = $1 AND id IS DISTINCT FROM $2`,
      [applicationId, except],
    );
    return { keptCents, paidCents: Number(row.paid), approvedCents: Number(row.approved), proposedCents: Number(row.proposed) };
  }

  /**
   * The journey's lock, then the payout's row (in that order, as every money path: no two wait on
   * each other in a circle). A payout of another journey, or an id that is none, is not found.
   */
  private async lockedPayout(manager: EntityManager, ref: PayoutRef): Promise<PayoutRow> {
    if (!UUID_PATTERN.test(ref.applicationId) || !UUID_PATTERN.test(ref.payoutId)) throw new AppError(PayoutErrors.PAYOUT_NOT_FOUND);
    const funding = await this.funding.lock(manager, ref.applicationId);
    if (!funding) throw new AppError(PayoutErrors.PAYOUT_NOT_FOUND);
    const [locked] = await manager.query('SELECT id FROM payout WHERE id = $1 AND application_id = $2 FOR UPDATE', [ref.payoutId, ref.applicationId]);
    if (!locked) throw new AppError(PayoutErrors.PAYOUT_NOT_FOUND);
    const [row] = await selectPayouts(manager, 'WHERE p.id = $1', [ref.payoutId]);
    return row!;
  }

  private async read(manager: EntityManager, id: string): Promise<Payout | null> {
    const [row] = await selectPayouts(manager, 'WHERE p.id = $1', [id]);
    return row ? toPayout(row) : null;
  }
}

/** What a webhook receiver learns of a payout: ids, amounts, purpose and payee kind; never a name, a document or a transfer reference. */
function webhookData(payout: Payout) {
  return {
    payoutId: payout.id,
    applicationId: payout.applicationId,
    amount: payout.amountCents / 100,
    currency: payout.currency,
    purpose: payout.purpose,
    payee: payout.payee,
    operatorId: payout.operator?.id ?? null,
  };
}

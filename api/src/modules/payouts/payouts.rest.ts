import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import { sendCsv } from '../../rest/csv-stream';
import { sendJsonArray } from '../../rest/json-stream';
import { jsonBody } from '../../rest/rest-route';
import type { UploadIntake } from '../../uploads/upload-intake';
import { PaginationErrors } from '../../validation/pagination.errors';
import { AuditErrors } from '../audit';
import type { AuditService } from '../audit';
import type { OperatorsService } from './operators.service';
import { PAYOUT_DOCUMENT_UPLOAD } from './payout-document.upload';
import type { PayoutStatus } from './payout.enums';
import type { JourneyPayouts, Operator, Payout } from './payout.types';
import type { PayoutsService } from './payouts.service';

export function operatorRecord(o: Operator) {
  return { _id: o.id, name: o.name, country: o.country, licenceNumber: o.licenceNumber, contact: o.contact, createdAt: o.createdAt, updatedAt: o.updatedAt };
}

export function payoutRecord(p: Payout) {
  return {
    _id: p.id,
    applicationId: p.applicationId,
    applicantName: p.applicantName,
    payee: p.payee,
    operator: p.operator && operatorRecord(p.operator),
    payeeName: p.payeeName,
    amount: p.amount,
    zakatAmount: p.zakatAmount,
    amountCents: p.amountCents,
    currency: p.currency,
    purpose: p.purpose,
    note: p.note,
    status: p.status,
    documentType: p.documentType,
    documentUrl: p.documentUrl,
    proposedById: p.proposedById,
    proposedByName: p.proposedByName,
    proposedAt: p.proposedAt,
    approvedByName: p.approvedByName,
    approvedAt: p.approvedAt,
    paidByName: p.paidByName,
    paidAt: p.paidAt,
    transferReference: p.transferReference,
    transferredOn: p.transferredOn,
    cancelledByName: p.cancelledByName,
    cancelledAt: p.cancelledAt,
    cancelReason: p.cancelReason,
  };
}

function journeyRecord(j: JourneyPayouts) {
  return {
    applicationId: j.applicationId,
    currency: j.currency,
    keptCents: j.keptCents,
    paidCents: j.paidCents,
    approvedCents: j.approvedCents,
    proposedCents: j.proposedCents,
    availableCents: j.availableCents,
    payouts: j.payouts.map(payoutRecord),
  };
}

const PAYOUT_COLUMNS = [
  ['id', (p) => p.id],
  ['proposed_at', (p) => p.proposedAt],
  ['application_id', (p) => p.applicationId],
  ['applicant_name', (p) => p.applicantName],
  ['payee', (p) => p.payee],
  ['operator_id', (p) => p.operator?.id],
  ['operator_name', (p) => p.operator?.name],
  ['operator_licence', (p) => p.operator?.licenceNumber],
  ['amount', (p) => (p.amountCents / 100).toFixed(2)],
  ['currency', (p) => p.currency],
  ['purpose', (p) => p.purpose],
  ['status', (p) => p.status],
  ['proposed_by', (p) => p.proposedByName],
  ['approved_by', (p) => p.approvedByName],
  ['approved_at', (p) => p.approvedAt],
  ['paid_at', (p) => p.paidAt],
  ['transfer_reference', (p) => p.transferReference],
  ['transferred_on', (p) => p.transferredOn],
  ['cancelled_at', (p) => p.cancelledAt],
  ['cancel_reason', (p) => p.cancelReason],
] as const satisfies ReadonlyArray<readonly [string, (p: Payout) => unknown]>;

async function* mapped<T, U>(rows: AsyncIterable<T>, to: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield to(row);
}

function ref(req: Request) {
  return { applicationId: String(req.params.applicationId), payoutId: String(req.params.id) };
}

/** `?status=` given once as text, or nothing; the service judges its value. */
function statusOf(req: Request, known: string[]): PayoutStatus | undefined {
  for (const field of Object.keys(req.query)) {
    if (!known.includes(field)) throw new AppError(AuditErrors.EXPORT_PARAMETER_UNKNOWN, { field, values: { field, known: known.join(', ') } });
  }
  const status = req.query.status;
  if (status === undefined || status === '') return undefined;
  if (typeof status !== 'string') throw new AppError(AuditErrors.EXPORT_PARAMETER_INVALID, { field: 'status', values: { field: 'status' } });
  return status as PayoutStatus;
}

function paging(query: Record<string, unknown>): { limit: number; after: string | undefined } | undefined {
  if (query.limit === undefined && query.after === undefined) return undefined;
  const limit = query.limit === undefined ? 100 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new AppError(PaginationErrors.PAGE_SIZE_INVALID, { field: 'limit', values: { field: 'limit' } });
  return { limit, after: typeof query.after === 'string' ? query.after : undefined };
}

type Services = { payouts: PayoutsService; operators: OperatorsService; uploads: UploadIntake; audit: AuditService };
type Handler = (req: Request, caller: Caller, res: Response, services: Services) => Promise<void>;

/** The payouts paths' handlers (issue 30); payouts.operations.ts declares who may call each and where. */
export const PAYOUT_HANDLERS = {
  async operators(_req, _caller, res, { operators }) {
    res.json((await operators.list()).map(operatorRecord));
  },

  async createOperator(req, { viewer }, res, { operators }) {
    res.status(201).json(operatorRecord(await operators.create(viewer!, jsonBody(req))));
  },

  async updateOperator(req, { viewer }, res, { operators }) {
    res.json(operatorRecord(await operators.update(viewer!, String(req.params.id), jsonBody(req))));
  },

  async payouts(req, _caller, res, { payouts }) {
    const status = statusOf(req, ['status', 'limit', 'after']);
    const page = paging(req.query);
    if (!page) {
      // The first page is read here, so a status that is none is refused before the answer starts.
      await payouts.list(status, 1, null);
      await sendJsonArray(res, mapped(payouts.every(status), payoutRecord));
      return;
    }
    const result = await payouts.list(status, page.limit, page.after);
    if (result.endCursor && result.hasNextPage) res.setHeader('X-Next-Cursor', result.endCursor);
    res.json(result.nodes.map(payoutRecord));
  },

  async journeyPayouts(req, _caller, res, { payouts }) {
    res.json(journeyRecord(await payouts.forJourney(String(req.params.applicationId))));
  },

  async propose(req, { viewer }, res, { payouts, uploads }) {
    const payout = await uploads.fromMultipart(req, PAYOUT_DOCUMENT_UPLOAD, (fields, file) =>
      payouts.propose(viewer!, { ...fields, applicationId: String(req.params.applicationId) }, file),
    );
    res.status(201).json(payoutRecord(payout));
  },

  async approve(req, caller, res, { payouts }) {
    res.json(payoutRecord(await payouts.approve(caller, ref(req))));
  },

  async paid(req, { viewer }, res, { payouts }) {
    res.json(payoutRecord(await payouts.markPaid(viewer!, ref(req), jsonBody(req))));
  },

  async cancel(req, { viewer }, res, { payouts }) {
    res.json(payoutRecord(await payouts.cancel(viewer!, ref(req), jsonBody(req))));
  },

  async document(req, { viewer }, res, { payouts }) {
    const document = await payouts.document(viewer!, String(req.params.id));
    res.setHeader('Content-Type', document.type);
    res.setHeader('Content-Length', String(document.size));
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox");
    await pipeline(document.stream, res).catch(() => res.destroy());
  },

  async export(req, { viewer }, res, { payouts, audit }) {
    const status = statusOf(req, ['status']);
    // Read first: a status that is none is refused before anything is recorded.
    await payouts.list(status, 1, null);
    await recordExport(audit, viewer!, { ...(status ? { status } : {}) });
    await sendCsv(res, `sabil-payouts-${new Date().toISOString().slice(0, 10)}.csv`, PAYOUT_COLUMNS, payouts.every(status));
  },
} satisfies Record<string, Handler>;

async function recordExport(audit: AuditService, viewer: Viewer, filter: Record<string, unknown>) {
  await audit.record(audit.manager, { actorId: viewer.id, actorRole: viewer.role, action: 'export.payouts', subjectType: 'export', subjectId: null, after: { filter } });
}

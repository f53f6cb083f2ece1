import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { ApplicationErrors } from './applications.errors';
import { PaginationErrors } from '../../validation/pagination.errors';
import { sendJsonArray } from '../../rest/json-stream';
import { jsonBody } from '../../rest/rest-route';
import type { Application } from './application.entity';
import { ApplicationStatus, ReviewDecision } from './application.enums';
import type { FundraisingRequest } from './fundraising-request.type';
import { ID_DOCUMENT_UPLOAD } from './id-document.upload';
import type { ApplicationsService } from './applications.service';
import type { UploadIntake } from '../../uploads/upload-intake';

/** The application as REST clients read it: SPEC §3's names plus `_id`. */
export function applicationRecord(a: Application) {
  return {
    _id: a.id,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    address: a.address,
    city: a.city,
    country: a.country,
    hajjReason: a.hajjReason,
    familySize: a.familySize,
    incomeBracket: a.incomeBracket,
    travelType: a.travelType,
    requestedAmount: a.requestedAmount,
    collectedAmount: a.collectedAmount,
    donorCount: a.donorCount,
    referenceName: a.referenceName,
    referencePhone: a.referencePhone,
    referenceRelation: a.referenceRelation,
    idFile: a.idFileUrl,
    status: a.status,
    rejectionReason: a.rejectionReason,
    rejectionNote: a.rejectionNote,
    submittedAt: a.submittedAt,
  };
}

export function fundraisingRecord(r: FundraisingRequest) {
  // submittedAt may be a getter on the row's class, which a spread leaves out.
  const { id, ...rest } = r;
  return { _id: id, ...rest, submittedAt: r.submittedAt };
}

/**
 * REST lists are arrays of every matching row (SPEC §7), streamed from the database in batches.
 * An integrator may page instead: `?limit=` (at most 100) and `?after=<X-Next-Cursor>`.
 */
function paging(query: Record<string, unknown>): { limit: number; after: string | undefined } | undefined {
  if (query.limit === undefined && query.after === undefined) return undefined;
  const limit = query.limit === undefined ? 100 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new AppError(PaginationErrors.PAGE_SIZE_INVALID, { field: 'limit', values: { field: 'limit' } });
  return { limit, after: typeof query.after === 'string' ? query.after : undefined };
}

async function* mapped<T, U>(rows: AsyncIterable<T>, to: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield to(row);
}

type Handler = (req: Request, caller: Caller, res: Response, services: { applications: ApplicationsService; uploads: UploadIntake }) => Promise<void>;

/** SPEC §7's application paths' handlers; applications.operations.ts declares who may call each and where. */
export const APPLICATION_HANDLERS = {
  async submit(req, { viewer }, res, { applications, uploads }) {
    // A multipart form carries the document (or names a finished upload in `idUploadId`); a JSON body names one.
    const application = req.is('multipart/form-data')
      ? await uploads.fromMultipart(req, ID_DOCUMENT_UPLOAD, ({ idUploadId, ...fields }, file) => applications.submit(viewer!, fields, file, idUploadId))
      : await uploads.fromJsonNamingUpload(jsonBody(req), 'idUploadId', (body, uploadId) => applications.submit(viewer!, body, undefined, uploadId));
    res.status(201).json({ message: 'Application submitted successfully', application: applicationRecord(application) });
  },

  async all(req, _caller, res, { applications }) {
    const status = req.query.status;
    if (status !== undefined && !Object.values(ApplicationStatus).includes(status as ApplicationStatus)) {
      throw new AppError(ApplicationErrors.STATUS_FILTER_INVALID, { field: 'status', values: { choices: 'pending, approved or rejected' } });
    }
    const page = paging(req.query);
    if (!page) {
      await sendJsonArray(res, mapped(applications.streamAll(status as ApplicationStatus | undefined), applicationRecord));
      return;
    }
    const result = await applications.list(status as ApplicationStatus | undefined, page.limit, page.after);
    if (result.endCursor && result.hasNextPage) res.setHeader('X-Next-Cursor', result.endCursor);
    res.json(result.nodes.map(applicationRecord));
  },

  async approved(req, _caller, res, { applications }) {
    const page = paging(req.query);
    if (!page) {
      await sendJsonArray(res, mapped(applications.streamApproved(), fundraisingRecord));
      return;
    }
    const result = await applications.approved(page.limit, page.after);
    if (result.endCursor && result.hasNextPage) res.setHeader('X-Next-Cursor', result.endCursor);
    res.json(result.nodes.map(fundraisingRecord));
  },

  async file(req, { viewer }, res, { applications }) {
    const document = await applications.idDocument(viewer!, String(req.params.id));
    res.setHeader('Content-Type', document.type);
    res.setHeader('Content-Length', String(document.size));
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox");
    // pipeline, not pipe: a read error mid-way ends this response instead of the process.
    await pipeline(document.stream, res).catch(() => res.destroy());
  },

  async update(req, { viewer }, res, { applications }) {
    const { status, reason, note } = jsonBody(req);
    if (status !== ReviewDecision.APPROVE && status !== ReviewDecision.REJECT) {
      throw new AppError(ApplicationErrors.REVIEW_DECISION_INVALID, { field: 'status' });
    }
    const { application } = await applications.review(viewer!, String(req.params.id), status, { reason, note });
    res.json({
      message: status === ReviewDecision.APPROVE ? 'Application approved successfully' : 'Application has been rejected',
      application: applicationRecord(application),
    });
  },
} satisfies Record<string, Handler>;

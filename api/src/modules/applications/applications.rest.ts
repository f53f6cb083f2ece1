import { pipeline } from 'node:stream/promises';
import fs from 'node:fs';
import { Router } from 'express';
import { Role } from '../../auth/role';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';
import { jsonBody, route } from '../../http/rest-route';
import type { Services } from '../../services';
import type { Application } from './application.entity';
import { ApplicationStatus, ReviewDecision } from './application.enums';
import { ID_DOCUMENT_MAX_BYTES } from './applications.service';
import type { FundraisingRequest } from './fundraising-request.type';

/** The application as REST clients read it: SPEC §3's names plus `_id`. */
export function applicationRecord(a: Application) {
  return {
    _id: a.id,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    address: a.address,
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
    submittedAt: a.submittedAt,
  };
}

export function fundraisingRecord(r: FundraisingRequest) {
  const { id, ...rest } = r;
  return { _id: id, ...rest };
}

/** REST lists are arrays (SPEC §7); they page with ?limit (at most 100) and ?after=<cursor>. */
function listArgs(query: Record<string, unknown>) {
  const limit = query.limit === undefined ? 100 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) throw AppError.invalid([{ field: 'limit', message: 'limit must be a whole number of at least 1' }]);
  const after = typeof query.after === 'string' ? query.after : undefined;
  return { limit, after };
}

export function applicationsRouter(services: Services): Router {
  const router = Router();

  router.post(
    '/application/submit',
    route(services, [Role.SEEKER], async (req, { viewer }, res) => {
      const form = await readMultipart(req, {
        fileField: 'idUpload',
        maxFileBytes: ID_DOCUMENT_MAX_BYTES,
        tooLargeMessage: 'The ID document must be at most 5 MB',
      });
      // Read through a descriptor opened now: the spool can then be removed whenever the request
      // ends, even while a reader that was never consumed (a refused form) is still around.
      let handle: fs.promises.FileHandle | undefined;
      let stream: fs.ReadStream | undefined;
      try {
        handle = form.file ? await fs.promises.open(form.file.path) : undefined;
        stream = handle?.createReadStream();
        const file = form.file && stream && { filename: form.file.filename, stream };
        const application = await services.applications.submit(viewer!, form.fields, file);
        res.status(201).json({ message: 'Application submitted successfully', application: applicationRecord(application) });
      } finally {
        stream?.destroy();
        await handle?.close().catch(() => undefined);
        await form.cleanup();
      }
    }),
  );

  router.get(
    '/application/all',
    route(services, [Role.ADMIN], async (req, _ctx, res) => {
      const status = req.query.status;
      if (status !== undefined && !Object.values(ApplicationStatus).includes(status as ApplicationStatus)) {
        throw AppError.invalid([{ field: 'status', message: 'status must be pending, approved or rejected' }]);
      }
      const { limit, after } = listArgs(req.query);
      const result = await services.applications.list(status as ApplicationStatus | undefined, limit, after);
      if (result.endCursor && result.hasNextPage) res.setHeader('X-Next-Cursor', result.endCursor);
      res.json(result.nodes.map(applicationRecord));
    }),
  );

  router.get(
    '/application/approved',
    route(services, [Role.DONOR], async (req, _ctx, res) => {
      const { limit, after } = listArgs(req.query);
      const result = await services.applications.approved(limit, after);
      if (result.endCursor && result.hasNextPage) res.setHeader('X-Next-Cursor', result.endCursor);
      res.json(result.nodes.map(fundraisingRecord));
    }),
  );

  router.get(
    '/application/file/:id',
    route(services, [Role.ADMIN], async (req, _ctx, res) => {
      const document = await services.applications.idDocument(String(req.params.id));
      res.setHeader('Content-Type', document.type);
      res.setHeader('Content-Length', String(document.size));
      res.setHeader('Content-Disposition', 'inline');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox");
      // pipeline, not pipe: a read error mid-way ends this response instead of the process.
      await pipeline(document.stream, res).catch(() => res.destroy());
    }),
  );

  router.put(
    '/application/update/:id',
    route(services, [Role.ADMIN], async (req, { viewer }, res) => {
      const status = jsonBody(req).status;
      if (status !== ReviewDecision.APPROVE && status !== ReviewDecision.REJECT) {
        throw AppError.invalid([{ field: 'status', message: 'status must be approved or rejected' }]);
      }
      const { application } = await services.applications.review(viewer!, String(req.params.id), status);
      res.json({
        message: status === ReviewDecision.APPROVE ? 'Application approved successfully' : 'Application has been rejected',
        application: applicationRecord(application),
      });
    }),
  );

  return router;
}

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { announceSharedListsChanged } from '../../graphql/shared-lists-channel';
import { AppError } from '../../http/app-error';
import { FileTooLargeError, type FileStorage } from '../../storage/file-storage';
import { sniff } from '../../storage/sniff';
import { assertId } from '../../validation/ids';
import { decodeCursor, encodeCursor, pageSize } from '../../validation/pagination';
import type { Body } from '../../validation/fields';
import { AuditEvent } from '../audit/audit-event.entity';
import { ApplicationCounts } from './application-counts.type';
import { Application } from './application.entity';
import { ApplicationStatus, type ReviewDecision } from './application.enums';
import { readApplication } from './application-input.validation';
import type { FundraisingRequest } from './fundraising-request.type';

/** SPEC §9: jpg, jpeg, png, pdf, at most 5 MB — judged by the bytes, not the name. */
export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ID_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** An uploaded file as it arrives, from GraphQL multipart or the REST form. */
export interface IncomingFile {
  filename: string;
  stream: Readable;
}

export interface Page<T> {
  nodes: T[];
  endCursor: string | null;
  hasNextPage: boolean;
}

const UNIQUE_VIOLATION = '23505';
const ALREADY_OPEN = 'You already have an application that is pending or approved.';

export class ApplicationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    /** Called after every write that changes what donors' shared lists show. */
    private readonly sharedListsChanged: () => void = () => undefined,
  ) {}

  /**
   * A seeker's application: fields checked first, then the document streamed to storage, then the
   * row. A refusal at any step leaves neither a file nor a row.
   */
  async submit(viewer: Viewer, body: Body, file: IncomingFile | undefined): Promise<Application> {
    let fields;
    try {
      fields = readApplication(body);
      if (!file) throw AppError.invalid([{ field: 'idUpload', message: 'ID or passport file is required' }]);
      if (await this.openApplicationOf(viewer.id)) throw new AppError('CONFLICT', ALREADY_OPEN);
    } catch (error) {
      file?.stream.resume(); // drain what the client still sends; nothing is kept
      throw error;
    }

    const key = randomUUID();
    const stored = await this.storeIdDocument(key, file);
    try {
      const repository = this.dataSource.getRepository(Application);
      return await repository.save(
        repository.create({ ...fields, seekerId: viewer.id, idFileKey: key, idFileType: stored.type, idFileSize: stored.size }),
      );
    } catch (error) {
      await this.storage.delete(key);
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', ALREADY_OPEN);
      throw error;
    }
  }

  /** The seeker's most recent application, whatever its status, or null. */
  async latestOf(seekerId: string): Promise<Application | null> {
    return this.dataSource.getRepository(Application).findOne({ where: { seekerId }, order: { submittedAt: 'DESC' } });
  }

  async list(status: ApplicationStatus | undefined, first: number | null | undefined, after: string | null | undefined): Promise<Page<Application>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const query = this.dataSource.getRepository(Application).createQueryBuilder('a');
    if (status) query.andWhere('a.status = :status', { status });
    if (cursor) query.andWhere('(a.submitted_at, a.id) < (:at, :id)', cursor);
    const rows = await query.orderBy('a.submitted_at', 'DESC').addOrderBy('a.id', 'DESC').limit(size + 1).getMany();
    return page(rows, size, (a) => encodeCursor(a.submittedAt, a.id));
  }

  /** One statement: the dashboard's badges and stat cards, trends included. */
  async counts(): Promise<ApplicationCounts> {
    const [row] = await this.dataSource.query(`
      SELECT
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'approved')::int AS approved,
        count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
        count(*) FILTER (WHERE submitted_at > now() - interval '7 days')::int AS "submittedThisWeek",
        count(*) FILTER (WHERE status = 'approved' AND reviewed_at > now() - interval '30 days')::int AS "approvedThisMonth",
        count(*) FILTER (WHERE status = 'rejected' AND reviewed_at > now() - interval '30 days')::int AS "rejectedThisMonth"
      FROM application`);
    return Object.assign(new ApplicationCounts(), row);
  }

  /** pending → approved or pending → rejected, once, with an audit event in the same transaction. */
  async review(viewer: Viewer, id: string, decision: ReviewDecision): Promise<{ application: Application; counts: ApplicationCounts }> {
    assertId(id, 'Application');
    const application = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(Application, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new AppError('NOT_FOUND', 'Application not found');
      if (current.status !== ApplicationStatus.PENDING) {
        throw new AppError(
          'CONFLICT',
          `This application is already ${current.status}; only pending applications can be approved or rejected.`,
        );
      }
      const from = current.status;
      current.status = decision as unknown as ApplicationStatus;
      current.reviewedAt = new Date();
      current.reviewedBy = viewer.id;
      await manager.save(current);
      await manager.insert(AuditEvent, {
        actorId: viewer.id,
        action: 'application.review',
        subjectType: 'application',
        subjectId: id,
        fromState: from,
        toState: current.status,
      });
      await announceSharedListsChanged(manager);
      return current;
    });
    this.sharedListsChanged();
    return { application, counts: await this.counts() };
  }

  /** Donors' list: approved only, donor-safe columns only, one lean query. */
  async approved(first: number | null | undefined, after: string | null | undefined): Promise<Page<FundraisingRequest>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const params: unknown[] = [size + 1];
    let where = `status = 'approved'`;
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where += ' AND (submitted_at, id) < ($2, $3)';
    }
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, full_name, address, hajj_reason, travel_type, family_size, requested_amount_cents,
              collected_amount_cents, donor_count, submitted_at
       FROM application WHERE ${where} ORDER BY submitted_at DESC, id DESC LIMIT $1`,
      params,
    );
    return page(rows.map(toFundraisingRequest), size, (r) => encodeCursor(r.submittedAt, r.id));
  }

  /** Totals over every approved request, for the donor dashboard's summary cards. */
  async fundraisingSummary(): Promise<{ activeRequests: number; totalNeededCents: number; totalRaisedCents: number }> {
    const [row] = await this.dataSource.query(`
      SELECT count(*)::int AS "activeRequests",
             coalesce(sum(requested_amount_cents), 0)::bigint AS "totalNeededCents",
             coalesce(sum(collected_amount_cents), 0)::bigint AS "totalRaisedCents"
      FROM application WHERE status = 'approved'`);
    return { activeRequests: row.activeRequests, totalNeededCents: Number(row.totalNeededCents), totalRaisedCents: Number(row.totalRaisedCents) };
  }

  /** The ID document's bytes, for admins only (the caller checks the role). */
  async idDocument(id: string): Promise<{ stream: Readable; type: string; size: number }> {
    assertId(id, 'Application');
    const application = await this.dataSource.getRepository(Application).findOne({ where: { id } });
    if (!application) throw new AppError('NOT_FOUND', 'Application not found');
    try {
      return { stream: await this.storage.get(application.idFileKey), type: application.idFileType, size: application.idFileSize };
    } catch {
      throw new AppError('NOT_FOUND', 'The ID document of this application is missing from storage');
    }
  }

  private async openApplicationOf(seekerId: string): Promise<boolean> {
    return this.dataSource.getRepository(Application).exists({
      where: [
        { seekerId, status: ApplicationStatus.PENDING },
        { seekerId, status: ApplicationStatus.APPROVED },
      ],
    });
  }

  private async storeIdDocument(key: string, file: IncomingFile): Promise<{ type: string; size: number }> {
    const refuse = (message: string, code: 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' = 'BAD_USER_INPUT') =>
      new AppError(code, message, { problems: [{ field: 'idUpload', message }] });
    let sniffed;
    try {
      sniffed = await sniff(file.stream);
    } catch (error) {
      throw uploadError(error, refuse);
    }
    if (!sniffed.type || !(ID_DOCUMENT_TYPES as readonly string[]).includes(sniffed.type)) {
      // Unpipe first: writing into the destroyed copy would pause the upload for good.
      file.stream.unpipe(sniffed.stream);
      sniffed.stream.destroy();
      file.stream.resume();
      throw refuse('The ID document must be a JPG, PNG or PDF file');
    }
    try {
      const { size } = await this.storage.put(key, sniffed.stream, { maxBytes: ID_DOCUMENT_MAX_BYTES });
      if (size === 0) throw refuse('The ID document is empty');
      return { type: sniffed.type, size };
    } catch (error) {
      throw uploadError(error, refuse);
    }
  }
}

/** A file over a limit (ours, or the multipart parser's) is 413; other stream failures are the client's too. */
function uploadError(error: unknown, refuse: (message: string, code?: 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE') => AppError): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { status?: number }).status;
  if (error instanceof FileTooLargeError || status === 413) return refuse('The ID document must be at most 5 MB', 'PAYLOAD_TOO_LARGE');
  if (typeof status === 'number' && status >= 400 && status < 500) return refuse('The upload did not arrive completely; please try again');
  return error;
}

function page<T>(rows: T[], size: number, cursorOf: (row: T) => string): Page<T> {
  const hasNextPage = rows.length > size;
  const nodes = hasNextPage ? rows.slice(0, size) : rows;
  return { nodes, hasNextPage, endCursor: nodes.length ? cursorOf(nodes[nodes.length - 1]!) : null };
}

function toFundraisingRequest(row: Record<string, unknown>): FundraisingRequest {
  const requested = row.requested_amount_cents as number;
  const collected = row.collected_amount_cents as number;
  return {
    id: row.id as string,
    fullName: row.full_name as string,
    address: row.address as string,
    hajjReason: row.hajj_reason as string,
    travelType: row.travel_type as FundraisingRequest['travelType'],
    familySize: row.family_size as FundraisingRequest['familySize'],
    requestedAmount: requested / 100,
    collectedAmount: collected / 100,
    donorCount: row.donor_count as number,
    status: ApplicationStatus.APPROVED,
    fullyFunded: collected >= requested,
    submittedAt: row.submitted_at as Date,
  };
}

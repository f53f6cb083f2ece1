import type { Readable } from 'node:stream';
import { REVIEW_LABELS, reviewDetailsSchema } from '@sabil/contracts';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import type { IncomingUpload, StoredUpload, UploadIntake } from '../../uploads/upload-intake';
import { entityRows, type EntityRows } from '../../db/entity-rows';
import { parseTimestamp, PreparedReads } from '../../db/prepared-reads';
import { assertId } from '../../validation/ids';
import { parseInput } from '../../validation/parse-input';
import { decodeCursor, encodeCursor, everyRow, pageOf as page, pageSize, type Page } from '../../validation/pagination';
import type { Body } from '../../validation/body';
import type { AuditService } from '../audit';
import { NO_MAIL, type MailEvents } from '../mail';
import { ResumableUploadErrors } from '../resumable-uploads';
import type { FinishedUpload, ResumableUploads } from '../resumable-uploads';
import { applicationDecided, NO_WEBHOOK_EVENTS, type WebhookEvents } from '../webhooks';
import { ApplicationCounts } from './application-counts.type';
import { ApplicationErrors } from './applications.errors';
import { Application } from './application.entity';
import { ApplicationStatus, type RejectionReason, ReviewDecision } from './application.enums';
import { readApplication } from './application-input.validation';
import { ID_DOCUMENT_UPLOAD } from './id-document.upload';
import type { FundraisingRequest } from './fundraising-request.type';
import type { PublicFundraisingRequest } from './public-fundraising-request.type';

const UNIQUE_VIOLATION = '23505';

export class ApplicationsService {
  constructor(
    private readonly dataSource: DataSource,
    /** Takes ID documents in (and disposes of what arrives, refused or not). */
    private readonly uploads: UploadIntake,
    /** Where stored ID documents are read back from. */
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    /** Told of every write that changes what donors' shared lists show. */
    private readonly lists: SharedListsChanges,
    /** Where changes are reported to webhook subscribers. */
    private readonly webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS,
    /** The seeker's email (received, decided): queued in the change's transaction. */
    private readonly mail: MailEvents = NO_MAIL,
    /** ID documents sent beforehand with tus, which a submission names by id (issue 20). */
    private readonly resumable?: ResumableUploads,
  ) {}

  /** The lists read on every request: named statements, parsed and planned once per connection. */
  private readonly reads = new PreparedReads(this.dataSource);

  /** The admin's list reads its rows with plain SQL (db/entity-rows.ts); made on first use, once the data source knows its entities. */
  private rows: EntityRows<Application> | undefined;
  private get applicationRows(): EntityRows<Application> {
    return (this.rows ??= entityRows(this.dataSource, Application));
  }

  /**
   * A seeker's application: fields checked first, then the document — streamed to storage, or a
   * finished resumable upload of the seeker's named by `uploadId` — then the row. A refusal at any
   * step leaves neither a file nor a row (a named upload stays usable for another try).
   */
  async submit(viewer: Viewer, body: Body, file: IncomingUpload | undefined, uploadId?: string | null): Promise<Application> {
    const fields = readApplication(body);
    if (file && uploadId) throw new AppError(ResumableUploadErrors.UPLOAD_AND_FILE, { field: ID_DOCUMENT_UPLOAD.field });
    if (!file && !uploadId) throw new AppError(ApplicationErrors.ID_DOCUMENT_REQUIRED, { field: ID_DOCUMENT_UPLOAD.field });
    if (await this.openApplicationOf(viewer.id)) throw new AppError(ApplicationErrors.APPLICATION_ALREADY_OPEN);

    let claimed: FinishedUpload | undefined;
    if (uploadId) {
      if (!this.resumable) throw new AppError(ResumableUploadErrors.UPLOAD_NOT_FOUND, { field: 'idUploadId' });
      claimed = await this.resumable.claim(viewer, uploadId, 'id-document');
    }
    const stored: StoredUpload = claimed ?? (await this.uploads.store(file, ID_DOCUMENT_UPLOAD));
    try {
      const application = await this.dataSource.transaction(async (manager) => {
        if (claimed) await this.resumable!.consume(manager, claimed);
        const saved = await manager.save(
          manager.create(Application, { ...fields, seekerId: viewer.id, idFileKey: stored.key, idFileType: stored.type, idFileSize: stored.size }),
        );
        await this.mail.enqueue(manager, { to: { accountId: viewer.id }, template: 'application_received', data: {}, dedupeKey: `application_received:${saved.id}` });
        return saved;
      });
      this.mail.committed();
      return application;
    } catch (error) {
      // A named upload stays the seeker's (its row was not consumed); a streamed one goes.
      if (!claimed) await this.uploads.discard(stored.key);
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError(ApplicationErrors.APPLICATION_ALREADY_OPEN);
      throw error;
    }
  }

  /** The seeker's most recent application, whatever its status, or null. */
  async latestOf(seekerId: string): Promise<Application | null> {
    return this.dataSource.getRepository(Application).findOne({ where: { seekerId }, order: { submittedAt: 'DESC' } });
  }

  /** A page of applications, newest first; `batch` (internal callers) reads more than a client may ask for. */
  async list(
    status: ApplicationStatus | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
    batch?: number,
    /** The GraphQL fields the caller asked for: only their columns are read. All when absent. */
    fields?: ReadonlySet<string>,
  ): Promise<Page<Application>> {
    const size = batch ?? pageSize(first);
    const cursor = decodeCursor(after);
    const params: unknown[] = [size + 1];
    const where: string[] = [];
    if (status) where.push(`status = $${params.push(status)}`);
    if (cursor) where.push(`(submitted_at, id) < ($${params.push(cursor.at)}, $${params.push(cursor.id)})`);
    const rows = this.applicationRows;
    const chosen = fields ? columnsFor(fields, rows) : rows;
    const found = await this.reads.rows(
      `SELECT ${chosen.columns} FROM application ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY submitted_at DESC, id DESC LIMIT $1`,
      params,
    );
    return page(found.map((row) => chosen.hydrate(row)), size, (a) => encodeCursor(a.submittedAt, a.id));
  }

  /** Every application (of one status), newest first, read `batch` rows at a time: REST lists of any length. */
  streamAll(status: ApplicationStatus | undefined, batch = 500): AsyncGenerator<Application> {
    return everyRow((after) => this.list(status, null, after, batch));
  }

  /** Every approved request, donor-safe fields only, `batch` rows at a time. */
  streamApproved(batch = 500): AsyncGenerator<FundraisingRequest> {
    return everyRow((after) => this.approved(null, after, { batch }));
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

  /**
   * pending → approved or pending → rejected, exactly once: the row is locked, any other status is
   * refused (409), and the decision, its audit event, the shared lists' announcement and the
   * webhook event commit together; this instance's list cache forgets after. A rejection may say
   * why (a reason the seeker reads translated, a note as written): kept on the row and in the audit
   * event; an approval with either is refused.
   */
  async review(
    viewer: Viewer,
    id: string,
    decision: ReviewDecision,
    details: { reason?: unknown; note?: unknown } = {},
  ): Promise<{ application: Application; counts: ApplicationCounts }> {
    assertId(id, ApplicationErrors.APPLICATION_NOT_FOUND);
    const { reason, note } = parseInput(reviewDetailsSchema, details, REVIEW_LABELS);
    if (decision === ReviewDecision.APPROVE && (reason !== null || note !== null)) throw new AppError(ApplicationErrors.REJECTION_DETAILS_WITH_APPROVAL);
    const application = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(Application, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new AppError(ApplicationErrors.APPLICATION_NOT_FOUND);
      const from = current.status;
      if (from !== ApplicationStatus.PENDING) throw new AppError(ApplicationErrors.APPLICATION_ALREADY_REVIEWED, { values: { status: from } });
      current.status = decision as unknown as ApplicationStatus;
      current.reviewedAt = new Date();
      current.reviewedBy = viewer.id;
      current.rejectionReason = reason as RejectionReason | null;
      current.rejectionNote = note;
      await manager.save(Application, current);
      const said = decision === ReviewDecision.REJECT ? { rejectionReason: reason, rejectionNote: note } : undefined;
      await this.audit.recordDecision(manager, viewer, { action: 'application.review', subjectType: 'application', subjectId: id, from, to: current.status, details: said });
      await this.lists.announce(manager);
      const event = applicationDecided(current);
      await this.webhookEvents.emit(manager, event.type, event.data);
      // An application is decided once: its id names the message.
      if (decision === ReviewDecision.APPROVE) {
        await this.mail.enqueue(manager, { to: { accountId: current.seekerId }, template: 'application_approved', data: {}, dedupeKey: `application_decided:${id}` });
      } else {
        await this.mail.enqueue(manager, {
          to: { accountId: current.seekerId },
          template: 'application_rejected',
          data: { reason, note },
          dedupeKey: `application_decided:${id}`,
        });
      }
      return current;
    });
    this.lists.committed();
    this.webhookEvents.committed();
    this.mail.committed();
    return { application, counts: await this.counts() };
  }

  /** One application as admins see it (after a change elsewhere, e.g. a refund, for the client's cache). */
  byId(id: string): Promise<Application | null> {
    return this.dataSource.getRepository(Application).findOne({ where: { id } });
  }

  /**
   * Donors' list: approved only, donor-safe columns only (no street address: issue 28), one lean query. The live holds are summed
   * only when `withHeld` (a caller that did not ask for heldAmount skips that work; its rows then
   * carry NaN there, which GraphQL refuses to send rather than sending a wrong figure).
   */
  async approved(
    first: number | null | undefined,
    after: string | null | undefined,
    { batch, withHeld = true, zakatEligible }: { batch?: number; withHeld?: boolean; zakatEligible?: boolean | null } = {},
  ): Promise<Page<FundraisingRequest>> {
    const size = batch ?? pageSize(first);
    const cursor = decodeCursor(after);
    const params: unknown[] = [size + 1];
    let where = `status = 'approved'`;
    // Issue 31: donors may ask for the zakat-eligible journeys only (or only the others).
    if (zakatEligible === true) where += ' AND zakat_category IS NOT NULL';
    if (zakatEligible === false) where += ' AND zakat_category IS NULL';
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where += ' AND (submitted_at, id) < ($2, $3)';
    }
    const approvedPage = `SELECT id, full_name, city, country, hajj_reason, travel_type, family_size, requested_amount_cents,
              collected_amount_cents, donor_count, submitted_at, zakat_category
       FROM application WHERE ${where} ORDER BY submitted_at DESC, id DESC LIMIT $1`;
    const rows = await this.reads.rows(withHeld ? withLiveHolds(approvedPage) : approvedPage, params, { timestampsAsText: true });
    return page(rows.map((row) => new FundraisingRow(row)), size, (r) => encodeCursor(r.submittedAt, r.id));
  }

  /**
   * Integrators' list (API keys, APPLICATIONS_READ): approved only, and only the columns the public
   * may see — the first word of the name is cut in the database, so the rest never leaves it. Live
   * holds are summed only `withHeld`, as in `approved`.
   */
  async publicPage(first: number | null | undefined, after: string | null | undefined, { withHeld = true }: { withHeld?: boolean } = {}): Promise<Page<PublicFundraisingRequest>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const params: unknown[] = [size + 1];
    let where = `status = 'approved'`;
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where += ' AND (submitted_at, id) < ($2, $3)';
    }
    const publicPage = `SELECT id, (regexp_match(full_name, '\\S+'))[1] AS first_name, city, country, travel_type, requested_amount_cents,
              collected_amount_cents, donor_count, submitted_at
       FROM application WHERE ${where} ORDER BY submitted_at DESC, id DESC LIMIT $1`;
    const rows = await this.reads.rows(withHeld ? withLiveHolds(publicPage) : publicPage, params, { timestampsAsText: true });
    return page(rows.map((row) => new PublicFundraisingRow(row)), size, (r) => encodeCursor(r.submittedAt, r.id));
  }

  /** Totals over every approved request, for the donor dashboard's summary cards. */
  async fundraisingSummary(): Promise<{ activeRequests: number; totalNeededCents: number; totalRaisedCents: number; openRequests: number; stillNeededCents: number }> {
    const [row] = await this.dataSource.query(`
      SELECT count(*)::int AS "activeRequests",
             coalesce(sum(requested_amount_cents), 0)::bigint AS "totalNeededCents",
             coalesce(sum(collected_amount_cents), 0)::bigint AS "totalRaisedCents",
             count(*) FILTER (WHERE collected_amount_cents < requested_amount_cents)::int AS "openRequests",
             coalesce(sum(greatest(requested_amount_cents - collected_amount_cents, 0)), 0)::bigint AS "stillNeededCents"
      FROM application WHERE status = 'approved'`);
    return {
      activeRequests: row.activeRequests,
      totalNeededCents: Number(row.totalNeededCents),
      totalRaisedCents: Number(row.totalRaisedCents),
      openRequests: row.openRequests,
      stillNeededCents: Number(row.stillNeededCents),
    };
  }

  /**
   * For the public figures: journeys whose goal is met (approved and fully collected) and how many
   * countries the approved seekers come from (those who named one; older applications did not).
   */
  async fundedJourneys(): Promise<{ journeysFunded: number; countries: number }> {
    const [row] = await this.dataSource.query(`
      SELECT count(*) FILTER (WHERE collected_amount_cents >= requested_amount_cents)::int AS "journeysFunded",
             count(DISTINCT lower(trim(country))) FILTER (WHERE trim(country) <> '')::int AS "countries"
      FROM application WHERE status = 'approved'`);
    return { journeysFunded: row.journeysFunded, countries: row.countries };
  }

  /** The ID document's bytes, for admins only (the caller checks the role); each view is on the audit trail. */
  async idDocument(viewer: Viewer, id: string): Promise<{ stream: Readable; type: string; size: number }> {
    assertId(id, ApplicationErrors.APPLICATION_NOT_FOUND);
    const application = await this.dataSource.getRepository(Application).findOne({ where: { id } });
    if (!application) throw new AppError(ApplicationErrors.APPLICATION_NOT_FOUND);
    refuseDeletedIdDocument(application);
    let stream: Readable;
    try {
      stream = await this.storage.get(application.idFileKey);
    } catch {
      // The retention job may have deleted it since the row was read: say so rather than "missing".
      const current = await this.dataSource.getRepository(Application).findOne({ where: { id } });
      if (current) refuseDeletedIdDocument(current);
      throw new AppError(ApplicationErrors.ID_DOCUMENT_MISSING);
    }
    try {
      await this.audit.record(this.dataSource.manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'id_document.view',
        subjectType: 'application',
        subjectId: application.id,
      });
    } catch (error) {
      // No view goes unrecorded: without its audit event the document is not shown.
      stream.destroy();
      throw error;
    }
    return { stream, type: application.idFileType, size: application.idFileSize };
  }

  private async openApplicationOf(seekerId: string): Promise<boolean> {
    return this.dataSource.getRepository(Application).exists({
      where: [
        { seekerId, status: ApplicationStatus.PENDING },
        { seekerId, status: ApplicationStatus.APPROVED },
      ],
    });
  }
}

/** 410 once the retention job deleted the document: the decision stays, the scan is gone for good. */
function refuseDeletedIdDocument(application: Application): void {
  const deletedAt = application.idDocumentDeletedAt;
  if (!deletedAt) return;
  const days = application.reviewedAt ? Math.floor((deletedAt.getTime() - application.reviewedAt.getTime()) / 86_400_000) : 0;
  throw new AppError(ApplicationErrors.ID_DOCUMENT_DELETED, { values: { deletedOn: deletedAt.toISOString().slice(0, 10), days } });
}

/** Application fields that are no column of their own, and the columns they are worked out from. */
const DERIVED_FIELDS = new Map<string, string[]>([
  ['requestedAmount', ['requestedAmountCents']],
  ['collectedAmount', ['collectedAmountCents']],
  ['idFileUrl', ['id']],
]);

/**
 * The columns that answer `fields` of the Application type, with the page's cursor (id, submittedAt):
 * every column when a field is neither a column nor one of DERIVED_FIELDS (a field added later
 * reads everything until it is listed here).
 */
function columnsFor(fields: ReadonlySet<string>, rows: EntityRows<Application>): EntityRows<Application> {
  const properties = new Set(['id', 'submittedAt']);
  for (const field of fields) {
    const derived = DERIVED_FIELDS.get(field);
    if (derived) for (const property of derived) properties.add(property);
    else if (rows.properties.has(field)) properties.add(field);
    else return rows;
  }
  return rows.only(properties);
}

/**
 * A page of applications (a SELECT of `id` and `submitted_at` among its columns) with the dollars
 * their live holds keep, as `held_cents`: the live holds are few (checkouts of the last half hour),
 * so they are summed once and joined, rather than looked up again for every row of the page.
 */
function withLiveHolds(page: string): string {
  return `WITH page AS (${page})
    SELECT page.*, coalesce(held.cents, 0)::int AS held_cents
    FROM page LEFT JOIN (
      SELECT application_id, sum(amount_cents) AS cents FROM application_hold WHERE expires_at > now() GROUP BY application_id
    ) held ON held.application_id = page.id
    ORDER BY page.submitted_at DESC, page.id DESC`;
}

/** A row's held dollars; NaN when its holds were not summed, which GraphQL refuses to send. */
function heldDollars(row: Record<string, unknown>): number {
  return row.held_cents === undefined ? Number.NaN : (row.held_cents as number) / 100;
}

/**
 * What donors' and integrators' rows share, read with the timestamp as text (see `approved`):
 * the amounts, and `submittedAt` parsed when read — the page's cursor, a caller who asks for the
 * field — not for every row of every page. Classes, so the getter is one on the prototype rather
 * than a closure made for every row.
 */
abstract class ApprovedRow {
  readonly requestedAmount: number;
  readonly collectedAmount: number;
  readonly heldAmount: number;
  readonly donorCount: number;
  readonly fullyFunded: boolean;
  readonly #submitted: string;

  constructor(row: Record<string, unknown>) {
    const requested = row.requested_amount_cents as number;
    const collected = row.collected_amount_cents as number;
    this.requestedAmount = requested / 100;
    this.collectedAmount = collected / 100;
    this.heldAmount = heldDollars(row);
    this.donorCount = row.donor_count as number;
    this.fullyFunded = collected >= requested;
    this.#submitted = row.submitted_at as string;
  }

  get submittedAt(): Date {
    return parseTimestamp(this.#submitted);
  }
}

/** A donor-safe row of the donors' list. */
class FundraisingRow extends ApprovedRow implements FundraisingRequest {
  readonly id: string;
  readonly fullName: string;
  readonly city: string | null;
  readonly country: string | null;
  readonly hajjReason: string;
  readonly travelType: FundraisingRequest['travelType'];
  readonly familySize: FundraisingRequest['familySize'];
  readonly zakatCategory: FundraisingRequest['zakatCategory'];
  readonly status = ApplicationStatus.APPROVED;

  constructor(row: Record<string, unknown>) {
    super(row);
    this.id = row.id as string;
    this.fullName = row.full_name as string;
    this.city = (row.city as string | null) ?? null;
    this.country = (row.country as string | null) ?? null;
    this.hajjReason = row.hajj_reason as string;
    this.travelType = row.travel_type as FundraisingRequest['travelType'];
    this.familySize = row.family_size as FundraisingRequest['familySize'];
    this.zakatCategory = (row.zakat_category as FundraisingRequest['zakatCategory']) ?? null;
  }
}

/** The integrators' public row: first name, place, journey and amounts. */
class PublicFundraisingRow extends ApprovedRow implements PublicFundraisingRequest {
  readonly id: string;
  readonly firstName: string;
  readonly city: string | null;
  readonly country: string | null;
  readonly travelType: PublicFundraisingRequest['travelType'];

  constructor(row: Record<string, unknown>) {
    super(row);
    this.id = row.id as string;
    this.firstName = (row.first_name as string | null) ?? '';
    this.city = (row.city as string | null) ?? null;
    this.country = (row.country as string | null) ?? null;
    this.travelType = row.travel_type as PublicFundraisingRequest['travelType'];
  }
}

import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '../../auth/role';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import { UUID_PATTERN } from '@sabil/contracts';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../validation/pagination';
import { accountNames } from '../accounts';
import { applicantNames } from '../applications';
import type { AuditService } from '../audit';
import type { MailEvents, MailJourney } from '../mail';
import { DedicationKind, SupportMessageDecision, SupportMessageStatus } from './donation.enums';
import { DonationErrors } from './donations.errors';
import { SupportMessage, SupportMessageReview } from './dto/gift-details.types';

/** The first word of a full name: all the public and the seeker learn of a donor who did not give anonymously. */
export function firstNameOf(fullName: string | undefined): string | null {
  return /\S+/.exec(fullName ?? '')?.[0] ?? null;
}

/** A checkout's gift details (issue 31), as fulfilment reads them with the payment. */
export interface CheckoutGiftDetails {
  anonymous: boolean;
  dedication: { kind: DedicationKind; name: string } | null;
  ecard: { email: string; language: 'en' | 'ar' | 'ur' } | null;
  ecardQueued: boolean;
}

export async function giftDetailsOf(manager: EntityManager, checkoutId: string): Promise<CheckoutGiftDetails> {
  const [row] = await manager.query(
    'SELECT anonymous, dedication_kind, dedication_name, ecard_email, ecard_language, ecard_queued_at FROM checkout WHERE id = $1',
    [checkoutId],
  );
  return {
    anonymous: row?.anonymous === true,
    dedication: row?.dedication_kind && row.dedication_name ? { kind: row.dedication_kind, name: row.dedication_name } : null,
    ecard: row?.ecard_email && row.ecard_language ? { email: row.ecard_email, language: row.ecard_language } : null,
    ecardQueued: Boolean(row?.ecard_queued_at),
  };
}

/**
 * The e-card of a paid gift, queued once (a monthly gift's first paid month; later months find it
 * queued): to the address the donor gave, in its reader's language, naming the dedication, the
 * journey and the donor's first name unless the gift is anonymous — never the amount.
 */
export async function queueECard(
  mail: MailEvents,
  manager: EntityManager,
  checkout: { id: string; donorId: string },
  details: CheckoutGiftDetails,
  journey: MailJourney | null,
): Promise<boolean> {
  if (!details.ecard || !details.dedication || details.ecardQueued) return false;
  const claimed = updatedRows(await manager.query('UPDATE checkout SET ecard_queued_at = now() WHERE id = $1 AND ecard_queued_at IS NULL RETURNING id', [checkout.id]));
  if (!claimed.length) return false;
  const donorFirstName = details.anonymous ? null : firstNameOf((await accountNames(manager, [checkout.donorId])).get(checkout.donorId));
  await mail.enqueue(manager, {
    to: { email: details.ecard.email, name: '', language: details.ecard.language },
    template: 'gift_ecard',
    data: { dedicationKind: details.dedication.kind, dedicationName: details.dedication.name, donorFirstName, journey },
    dedupeKey: `gift_ecard:${checkout.id}`,
  });
  return true;
}

/** TypeORM answers an UPDATE … RETURNING on PostgreSQL with [rows, count]. */
function updatedRows<T = Record<string, unknown>>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}

interface MessageRow {
  id: string;
  donor_id: string;
  application_id: string;
  anonymous: boolean;
  support_message: string;
  support_status: SupportMessageStatus;
  created_at: Date;
}

// A gift is paid once its checkout completed: a message of an unpaid or expired checkout never shows.
const PAID = `status = 'completed' AND support_message IS NOT NULL`;

/**
 * Words of support (issue 31): written with a gift, moderated by admins as stories are (pending →
 * approved or rejected), shown once the gift is paid and approved on the journey's page and to its
 * seeker, with the donor's first name or, for an anonymous gift, none. Admins see the full name;
 * their reads of an anonymous donor's name are on the audit trail.
 */
export class SupportMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** A journey's approved words of support, newest first (anyone). */
  async approved(applicationId: string, first: number | null | undefined, after: string | null | undefined): Promise<Page<SupportMessage>> {
    if (!UUID_PATTERN.test(applicationId)) throw new AppError(DonationErrors.REQUEST_NOT_FOUND);
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const values: unknown[] = [applicationId];
    let condition = `application_id = $1 AND support_status = 'approved' AND ${PAID}`;
    if (cursor) {
      values.push(cursor.at, cursor.id);
      condition += ` AND (created_at, id) < ($2, $3)`;
    }
    values.push(size + 1);
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT id, donor_id, application_id, anonymous, support_message, support_status, created_at FROM checkout WHERE ${condition}
       ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
      values,
    );
    // Only the names of donors who did not give anonymously are read at all.
    const names = await accountNames(this.dataSource.manager, rows.filter((row) => !row.anonymous).map((row) => String(row.donor_id)));
    const nodes = rows.map((row) =>
      Object.assign(new SupportMessage(), {
        id: row.id,
        message: row.support_message,
        anonymous: row.anonymous,
        donorFirstName: row.anonymous ? null : firstNameOf(names.get(String(row.donor_id))),
        createdAt: row.created_at,
      }),
    );
    return pageOf(nodes, size, (node) => encodeCursor(node.createdAt, node.id));
  }

  /** Words of support of paid gifts waiting for an admin, oldest first. */
  async pending(viewer: Viewer, first: number | null | undefined, after: string | null | undefined): Promise<Page<SupportMessageReview>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const values: unknown[] = [];
    let condition = `support_status = 'pending' AND ${PAID}`;
    if (cursor) {
      values.push(cursor.at, cursor.id);
      condition += ` AND (created_at, id) > ($1, $2)`;
    }
    values.push(size + 1);
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT id, donor_id, application_id, anonymous, support_message, support_status, created_at FROM checkout WHERE ${condition}
       ORDER BY created_at, id LIMIT $${values.length}`,
      values,
    );
    const page = pageOf(rows, size, (row) => encodeCursor(row.created_at, row.id));
    return { ...page, nodes: await this.reviews(viewer, page.nodes) };
  }

  /** An admin approves or rejects pending words of support (audited, as a story's decision is). */
  async moderate(viewer: Viewer, id: string, decision: SupportMessageDecision): Promise<SupportMessageReview> {
    if (!UUID_PATTERN.test(id)) throw new AppError(DonationErrors.SUPPORT_MESSAGE_NOT_FOUND);
    if (!Object.values(SupportMessageDecision).includes(decision)) throw new AppError(DonationErrors.SUPPORT_DECISION_INVALID);
    const row = await this.dataSource.transaction(async (manager) => {
      const [current] = await manager.query(`SELECT id, support_status FROM checkout WHERE id = $1 AND ${PAID} FOR UPDATE`, [id]);
      if (!current) throw new AppError(DonationErrors.SUPPORT_MESSAGE_NOT_FOUND);
      if (current.support_status !== SupportMessageStatus.PENDING) {
        throw new AppError(DonationErrors.SUPPORT_MESSAGE_ALREADY_MODERATED, { values: { status: current.support_status } });
      }
      const [updated] = updatedRows<MessageRow>(await manager.query(
        `UPDATE checkout SET support_status = $2, support_decided_by = $3, support_decided_at = now() WHERE id = $1
         RETURNING id, donor_id, application_id, anonymous, support_message, support_status, created_at`,
        [id, decision, viewer.id],
      ));
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: `support_message.${decision === SupportMessageDecision.APPROVE ? 'approve' : 'reject'}`,
        subjectType: 'support_message',
        subjectId: id,
        fromState: SupportMessageStatus.PENDING,
        toState: decision,
      });
      return updated!;
    });
    return (await this.reviews(viewer, [row]))[0]!;
  }

  /** How many wait for an admin (the moderation tab's badge). */
  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS count FROM checkout WHERE support_status = 'pending' AND ${PAID}`);
    return row.count;
  }

  /** Rows as admins read them, with the donor's full name: each anonymous donor's name read is audited. */
  private async reviews(viewer: Viewer, rows: MessageRow[]): Promise<SupportMessageReview[]> {
    const manager = this.dataSource.manager;
    const donors = await accountNames(manager, rows.map((row) => String(row.donor_id)));
    const applicants = await applicantNames(manager, rows.map((row) => String(row.application_id)));
    await auditAnonymousReads(this.audit, viewer, rows.filter((row) => row.anonymous).map((row) => ({ subjectType: 'support_message', subjectId: row.id })));
    return rows.map((row) =>
      Object.assign(new SupportMessageReview(), {
        id: row.id,
        message: row.support_message,
        status: row.support_status,
        anonymous: row.anonymous,
        donorName: donors.get(String(row.donor_id)) ?? '',
        applicationId: row.application_id,
        applicantFirstName: firstNameOf(applicants.get(String(row.application_id))) ?? '',
        createdAt: row.created_at,
      }),
    );
  }
}

/**
 * An admin read the donor's identity of anonymous gifts: one audit event per gift (issue 31), as
 * other admin reads of personal data are (a proof document's view, a payout's document).
 */
export async function auditAnonymousReads(audit: AuditService, viewer: Viewer, subjects: Array<{ subjectType: string; subjectId: string }>): Promise<void> {
  if (viewer.role !== Role.ADMIN) return;
  for (const subject of subjects) {
    await audit.record(audit.manager, { actorId: viewer.id, actorRole: viewer.role, action: 'donor_identity.view', subjectType: subject.subjectType, subjectId: subject.subjectId });
  }
}

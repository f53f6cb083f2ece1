import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { TRACKING_LABELS, trackingUpdateSchema } from '@sabil/contracts';
import { AppError } from '../../errors/app-error';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';
import { decodeCursor, encodeCursor, pageSize } from '../../validation/pagination';
import type { AuditService } from '../audit/audit.service';
import { NO_MAIL, type MailEvents } from '../mail/mail-outbox';
import { NO_WEBHOOK_EVENTS, type WebhookEvents } from '../webhooks/webhook-outbox';
import { trackingUpdated } from '../webhooks/webhook-event-data';
import { WebhookEventType } from '../webhooks/webhook.enums';
import { DONATION_COLUMNS, DONATION_FROM, toDonation, type TestRenewalUrl } from '../donations/donation-rows';
import { TrackingStatus } from '../donations/donation.enums';
import type { DonationProgress } from '../donations/donation-progress';
import type { Donation } from '../donations/dto/donation.types';
import { TrackingUpdate } from './tracking-update.type';
import { TrackingErrors } from './tracking.errors';


/**
 * Progress updates (SPEC §2 tracking tab): an admin tells a donor what their donation is doing.
 * The donor, the applicant and the admin come from the donation and the token, never the request.
 */
export class TrackingService {

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    /** The donation's progress columns belong to the donations module. */
    private readonly progress: DonationProgress,
    private readonly testRenewalUrl: TestRenewalUrl,
    /** Where changes are reported to webhook subscribers. */
    private readonly webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS,
    /** The donor's email of the update (a topic they may leave: the mail worker skips those who did). */
    private readonly mail: MailEvents = NO_MAIL,
  ) {}

  async post(viewer: Viewer, body: Body): Promise<{ update: TrackingUpdate; donation: Donation }> {
    const { donationId, newStatus, updateMessage } = parseInput(trackingUpdateSchema, body, TRACKING_LABELS);

    const updateId = await this.dataSource.transaction(async (manager) => {
      const donation = await this.progress.lock(manager, donationId);
      if (!donation) throw new AppError(TrackingErrors.TRACKED_DONATION_NOT_FOUND);
      // Progress is reported on money the journey keeps (a partly refunded gift still helps it).
      if (donation.kept_cents <= 0) throw new AppError(TrackingErrors.DONATION_NOT_COMPLETED);
      const [update] = await manager.query(
        `INSERT INTO tracking_update (donation_id, donor_id, application_id, admin_id, new_status, update_message)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
        [donation.id, donation.donor_id, donation.application_id, viewer.id, newStatus, updateMessage],
      );
      await this.progress.set(manager, donation.id, newStatus, updateMessage, update.created_at);
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'tracking.update',
        subjectType: 'donation',
        subjectId: donation.id,
        fromState: donation.tracking_status,
        toState: newStatus,
        before: { trackingStatus: donation.tracking_status },
        after: { trackingStatus: newStatus, updateMessage },
      });
      await this.webhookEvents.emit(
        manager,
        WebhookEventType.TRACKING_UPDATED,
        trackingUpdated({ donationId: donation.id, applicationId: donation.application_id, status: newStatus }),
      );
      await this.mail.enqueue(manager, {
        to: { accountId: donation.donor_id },
        template: 'tracking_update',
        data: { donationId: donation.id, status: newStatus, message: updateMessage },
        dedupeKey: `tracking_update:${update.id}`,
      });
      return update.id as string;
    });
    this.webhookEvents.committed();
    this.mail.committed();
    const [row] = await this.dataSource.query(`SELECT ${DONATION_COLUMNS} FROM ${DONATION_FROM} WHERE d.id = $1`, [donationId]);
    const [update] = await this.dataSource.query(`${UPDATE_SELECT} WHERE t.id = $1`, [updateId]);
    return { update: toUpdate(update), donation: toDonation(row, this.testRenewalUrl) };
  }

  /** The donor's own updates, newest first. */
  async forDonor(donorId: string, first: number | null | undefined, after: string | null | undefined) {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const params: unknown[] = [donorId, size + 1];
    let where = 't.donor_id = $1';
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where += ' AND (t.created_at, t.id) < ($3, $4)';
    }
    const rows: UpdateRow[] = await this.dataSource.query(`${UPDATE_SELECT} WHERE ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT $2`, params);
    const nodes = rows.slice(0, size).map(toUpdate);
    const last = nodes[nodes.length - 1];
    return { nodes, pageInfo: { hasNextPage: rows.length > size, endCursor: last ? encodeCursor(last.createdAt, last.id) : null } };
  }
}

const UPDATE_SELECT = `
  SELECT t.id, t.donation_id, t.new_status, t.update_message, t.created_at, a.full_name AS applicant_name
  FROM tracking_update t JOIN application a ON a.id = t.application_id`;

interface UpdateRow {
  id: string;
  donation_id: string;
  new_status: TrackingStatus;
  update_message: string;
  created_at: Date;
  applicant_name: string;
}

function toUpdate(row: UpdateRow): TrackingUpdate {
  return Object.assign(new TrackingUpdate(), {
    id: row.id,
    donationId: row.donation_id,
    newStatus: row.new_status,
    applicantName: row.applicant_name,
    updateMessage: row.update_message,
    createdAt: row.created_at,
  });
}

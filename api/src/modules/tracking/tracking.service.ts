import type { DataSource, EntityManager } from 'typeorm';
import { JOURNEY_UPDATE_LABELS, TRACKING_LABELS, UUID_PATTERN, journeyUpdateSchema, trackingUpdateSchema } from '@sabil/contracts';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';
import { decodeCursor, encodeCursor, pageOf, pageSize } from '../../validation/pagination';
import { applicantNames, type ApplicationFunding } from '../applications';
import type { AuditService } from '../audit';
import { keptGiftsOf, mailJourney, type Donation, type DonationProgress, type DonationsService, type TrackingStatus } from '../donations';
import { JourneyErrors } from '../journeys';
import { NO_MAIL, type MailEvents } from '../mail';
import { NO_WEBHOOK_EVENTS, trackingUpdated, WebhookEventType, type WebhookEvents } from '../webhooks';
import { JourneyUpdate, TrackingUpdate } from './tracking-update.type';
import { TrackingErrors } from './tracking.errors';

/** What writing an update did: its row, and how many donors it reached. */
interface Written {
  id: string;
  donorsReached: number;
}

/**
 * Progress updates (SPEC §2 tracking tab, issue 30): an admin tells a journey's donors how it is
 * going. An update is stored once for its journey (journey_update) and every donor with a gift the
 * journey keeps reads it and is emailed it, in their language — whether it was posted to the
 * journey (postJourneyUpdate) or through one of its gifts (SPEC §7's POST /tracking/updatestatus).
 * The admin comes from the token, the donors from the journey's gifts, never from the request.
 */
export class TrackingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    /** The donation's progress columns belong to the donations module. */
    private readonly progress: DonationProgress,
    /** The journey's lock (the application's row) belongs to the applications module. */
    private readonly funding: ApplicationFunding,
    /** The donation an update was posted through, as the answer carries it. */
    private readonly donations: DonationsService,
    /** Where changes are reported to webhook subscribers. */
    private readonly webhookEvents: WebhookEvents = NO_WEBHOOK_EVENTS,
    /** The donors' emails of the update (a topic they may leave: the mail worker skips those who did). */
    private readonly mail: MailEvents = NO_MAIL,
  ) {}

  /** SPEC §7: an update posted through one of the journey's gifts; it reaches every donor of that journey. */
  async post(viewer: Viewer, body: Body): Promise<{ update: TrackingUpdate; donation: Donation }> {
    const { donationId, newStatus, updateMessage } = parseInput(trackingUpdateSchema, body, TRACKING_LABELS);

    const written = await this.dataSource.transaction(async (manager) => {
      // The journey first, then the gift: the order every money path locks in, so a refund waits
      // for the update (or the update for the refund) and the donors reached are those it keeps.
      const applicationId = await this.progress.journeyOf(manager, donationId);
      if (!applicationId) throw new AppError(TrackingErrors.TRACKED_DONATION_NOT_FOUND);
      await this.funding.lock(manager, applicationId);
      const donation = await this.progress.lock(manager, donationId);
      if (!donation) throw new AppError(TrackingErrors.TRACKED_DONATION_NOT_FOUND);
      // Progress is reported on money the journey keeps (a partly refunded gift still helps it).
      if (donation.kept_cents <= 0) throw new AppError(TrackingErrors.DONATION_NOT_COMPLETED);
      const written = await this.write(manager, viewer, applicationId, donation.id, newStatus, updateMessage);
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'tracking.update',
        subjectType: 'donation',
        subjectId: donation.id,
        fromState: donation.tracking_status,
        toState: newStatus,
        before: { trackingStatus: donation.tracking_status },
        after: { trackingStatus: newStatus, updateMessage, journeyUpdateId: written.id, applicationId, donorsReached: written.donorsReached },
      });
      return written;
    });
    this.webhookEvents.committed();
    this.mail.committed();
    const [update] = await this.named(await this.dataSource.query(`${UPDATE_SELECT} WHERE u.id = $1`, [written.id]));
    return { update: toUpdate(update!, donationId), donation: await this.donations.byId(donationId) };
  }

  /** Issue 30: one update to a journey (an approved application), for every donor with a gift it keeps. */
  async postToJourney(viewer: Viewer, applicationId: string, body: Body): Promise<{ update: JourneyUpdate; donorsReached: number }> {
    const { newStatus, updateMessage } = parseInput(journeyUpdateSchema, body, JOURNEY_UPDATE_LABELS);
    if (typeof applicationId !== 'string' || !UUID_PATTERN.test(applicationId)) throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
    const written = await this.dataSource.transaction(async (manager) => {
      const journey = await this.funding.lock(manager, applicationId);
      if (!journey || journey.status !== 'approved') throw new AppError(JourneyErrors.JOURNEY_NOT_FOUND);
      const written = await this.write(manager, viewer, applicationId, null, newStatus, updateMessage);
      await this.audit.record(manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'journey.update',
        subjectType: 'application',
        subjectId: applicationId,
        toState: newStatus,
        after: { trackingStatus: newStatus, updateMessage, journeyUpdateId: written.id, donorsReached: written.donorsReached },
      });
      return written;
    });
    this.webhookEvents.committed();
    this.mail.committed();
    const [update] = await this.named(await this.dataSource.query(`${UPDATE_SELECT} WHERE u.id = $1`, [written.id]));
    return { update: toJourneyUpdate(update!), donorsReached: written.donorsReached };
  }

  /**
   * Stores the update once for its journey, under the journey's lock, and takes it to the journey's
   * donors: each gift it keeps gets the new status (and a tracking.updated webhook), each donor one
   * email in their own language (queued in this transaction), naming their latest gift kept.
   */
  private async write(manager: EntityManager, viewer: Viewer, applicationId: string, via: string | null, status: `${TrackingStatus}`, message: string): Promise<Written> {
    const [update] = await manager.query(
      `INSERT INTO journey_update (application_id, admin_id, donation_id, new_status, update_message) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
      [applicationId, viewer.id, via, status, message],
    );
    const gifts = await this.progress.setForJourney(manager, applicationId, status, message, update.created_at);
    for (const gift of gifts) {
      await this.webhookEvents.emit(manager, WebhookEventType.TRACKING_UPDATED, trackingUpdated({ donationId: gift.id, applicationId, status }));
    }
    const donors = new Map<string, string>();
    for (const gift of gifts) if (!donors.has(gift.donor_id)) donors.set(gift.donor_id, gift.id);
    const journey = donors.size ? await mailJourney(manager, applicationId) : null;
    for (const [donorId, donationId] of donors) {
      await this.mail.enqueue(manager, {
        to: { accountId: donorId },
        template: 'tracking_update',
        data: { donationId, status, message, journey },
        dedupeKey: `tracking_update:${update.id}:${donorId}`,
      });
    }
    return { id: update.id, donorsReached: donors.size };
  }

  /**
   * The donor's own updates, newest first: those of the journeys they still support — some gift of
   * theirs to it not wholly given back (refunded, or lost in a dispute; a partly refunded gift, or
   * one disputed and not yet decided, still counts). A donor whose gifts to a journey were all
   * refunded no longer reads its progress as theirs (issue 28 §5); the updates come back, the
   * earlier ones with them, if they give again. Each update once, however many gifts they gave it,
   * named by their own gift (the one it was posted through, or their latest kept). The updates
   * written before issue 30 were each for one donor and stay theirs only.
   */
  async forDonor(donorId: string, first: number | null | undefined, after: string | null | undefined) {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    // The donor's kept gifts, newest first: which journeys they support, and which gift names each update.
    const gifts = await keptGiftsOf(this.dataSource.manager, donorId);
    const params: unknown[] = [donorId, size + 1, [...new Set(gifts.map((gift) => gift.applicationId))]];
    let where = 'u.application_id = ANY($3::uuid[]) AND (u.donor_id IS NULL OR u.donor_id = $1)';
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where += ' AND (u.created_at, u.id) < ($4, $5)';
    }
    const rows = await this.named(await this.dataSource.query(`${UPDATE_SELECT} WHERE ${where} ORDER BY u.created_at DESC, u.id DESC LIMIT $2`, params));
    const updates = rows.map((row) => {
      // The gift it was posted through when that is one of theirs still kept, else their latest kept gift to the journey.
      const own = gifts.find((gift) => gift.id === row.donation_id) ?? gifts.find((gift) => gift.applicationId === row.application_id);
      return toUpdate(row, own!.id);
    });
    return pageOf(updates, size, (update) => encodeCursor(update.createdAt, update.id));
  }

  /** The updates, each with its applicant's name from the applications module's read model. */
  private async named(rows: Array<Omit<UpdateRow, 'applicant_name'>>): Promise<UpdateRow[]> {
    const names = await applicantNames(this.dataSource.manager, rows.map((row) => row.application_id));
    return rows.map((row) => ({ ...row, applicant_name: names.get(row.application_id) ?? '' }));
  }
}

const UPDATE_SELECT = `
  SELECT u.id, u.application_id, u.donation_id, u.new_status, u.update_message, u.created_at
  FROM journey_update u`;

interface UpdateRow {
  id: string;
  application_id: string;
  donation_id: string | null;
  new_status: TrackingStatus;
  update_message: string;
  created_at: Date;
  applicant_name: string;
}

function toUpdate(row: UpdateRow, donationId: string): TrackingUpdate {
  return Object.assign(new TrackingUpdate(), {
    id: row.id,
    donationId,
    applicationId: row.application_id,
    newStatus: row.new_status,
    applicantName: row.applicant_name,
    updateMessage: row.update_message,
    createdAt: row.created_at,
  });
}

function toJourneyUpdate(row: UpdateRow): JourneyUpdate {
  return Object.assign(new JourneyUpdate(), {
    id: row.id,
    applicationId: row.application_id,
    newStatus: row.new_status,
    applicantName: row.applicant_name,
    updateMessage: row.update_message,
    createdAt: row.created_at,
  });
}

import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { sendJsonArray } from '../../rest/json-stream';
import { jsonBody } from '../../rest/rest-route';
import { DonationErrors } from './donations.errors';
import type { Donation } from './dto/donation.types';
import type { DonationsService } from './donations.service';

/** A donation as REST clients read it: SPEC §3's names plus `_id`. */
export function donationRecord(d: Donation) {
  return {
    _id: d.id,
    applicationId: d.applicationId,
    applicantName: d.applicantName,
    donorName: d.donorName,
    amount: d.amount,
    keptAmount: d.keptAmount,
    refundedAmount: d.refundedAmount,
    currency: d.currency,
    status: d.status,
    refunds: d.refunds.map((r) => ({ _id: r.id, refundNumber: r.refundNumber, amount: r.amount, reason: r.reason, status: r.status, createdAt: r.createdAt })),
    recurring: d.recurring,
    createdAt: d.createdAt,
    periodStart: d.periodStart,
    receiptNumber: d.receiptNumber,
    testMode: d.testMode,
    zakat: d.zakat,
    trackingStatus: d.trackingStatus,
    monthlyGift: d.monthlyGift && { _id: d.monthlyGift.id, status: d.monthlyGift.status, canceledAt: d.monthlyGift.canceledAt },
    anonymous: d.anonymous,
    supportMessage: d.supportMessage,
    supportMessageStatus: d.supportMessageStatus,
    dedication: d.dedication && { kind: d.dedication.kind, name: d.dedication.name },
  };
}

async function* records(rows: AsyncIterable<Donation>) {
  for await (const row of rows) yield donationRecord(row);
}

type Handler = (req: Request, caller: Caller, res: Response, services: { donations: DonationsService }) => Promise<void>;

/**
 * The SPEC §7 donation paths' handlers, with DESIGN §6's answers; donations.operations.ts declares
 * who may call each and where. A donor's id in a path or body must be their own.
 */
export const DONATION_HANDLERS = {
  async checkout(req, { viewer, ip }, res, { donations }) {
    const body = jsonBody(req);
    if (body.donorId !== undefined && body.donorId !== viewer!.id) throw new AppError(DonationErrors.DONOR_NOT_CALLER);
    const created = await donations.startCheckout(viewer!, body, ip);
    res.json({ url: created.url, sessionId: created.sessionId });
  },

  async verify(req, { viewer }, res, { donations }) {
    const verification = await donations.verify(viewer!, req.query.session_id);
    res.json({ success: verification.success, status: verification.status, donation: verification.donation && donationRecord(verification.donation) });
  },

  async history(req, { viewer }, res, { donations }) {
    if (req.params.donorId !== viewer!.id) throw new AppError(DonationErrors.NOT_YOUR_HISTORY);
    await sendJsonArray(res, records(donations.stream({ donorId: viewer!.id }, viewer!)), 'history');
  },

  async all(_req, { viewer }, res, { donations }) {
    await sendJsonArray(res, records(donations.stream({}, viewer!)));
  },
} satisfies Record<string, Handler>;

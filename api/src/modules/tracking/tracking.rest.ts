import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { jsonBody } from '../../rest/rest-route';
import type { TrackingUpdate } from './tracking-update.type';
import { TrackingErrors } from './tracking.errors';
import type { TrackingService } from './tracking.service';

function updateRecord(u: TrackingUpdate) {
  return { _id: u.id, donationId: u.donationId, newStatus: u.newStatus, applicantName: u.applicantName, updateMessage: u.updateMessage, createdAt: u.createdAt };
}

type Handler = (req: Request, caller: Caller, res: Response, services: { tracking: TrackingService }) => Promise<void>;

/**
 * SPEC §7's tracking paths' handlers; tracking.operations.ts declares who may call each and where.
 * donorId, adminId and applicantName in a body are ignored: they come from the donation and the token.
 */
export const TRACKING_HANDLERS = {
  async post(req, { viewer }, res, { tracking }) {
    const { donationId, newStatus, updateMessage } = jsonBody(req);
    const { update } = await tracking.post(viewer!, { donationId, newStatus, updateMessage });
    res.status(201).json({ message: 'Status updated successfully', update: updateRecord(update) });
  },

  async forDonor(req, { viewer }, res, { tracking }) {
    if (req.params.donorId !== viewer!.id) throw new AppError(TrackingErrors.NOT_YOUR_UPDATES);
    const updates = [];
    let after: string | null = null;
    // A donor's updates are few; read them all, a page at a time.
    for (;;) {
      const page: Awaited<ReturnType<TrackingService['forDonor']>> = await tracking.forDonor(viewer!.id, 100, after);
      updates.push(...page.nodes.map(updateRecord));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    res.json(updates);
  },
} satisfies Record<string, Handler>;

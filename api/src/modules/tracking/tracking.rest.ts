import { Router } from 'express';
import { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import { jsonBody, type Route } from '../../rest/rest-route';
import type { TrackingUpdate } from './tracking-update.type';
import { TrackingErrors } from './tracking.errors';
import type { TrackingService } from './tracking.service';

function updateRecord(u: TrackingUpdate) {
  return { _id: u.id, donationId: u.donationId, newStatus: u.newStatus, applicantName: u.applicantName, updateMessage: u.updateMessage, createdAt: u.createdAt };
}

/** SPEC §7's tracking paths. donorId, adminId and applicantName in a body are ignored: they come from the donation and the token. */
export function trackingRouter(route: Route, { tracking }: { tracking: TrackingService }): Router {
  const router = Router();

  router.post(
    '/tracking/updatestatus',
    route([Role.ADMIN], async (req, { viewer }, res) => {
      const { donationId, newStatus, updateMessage } = jsonBody(req);
      const { update } = await tracking.post(viewer!, { donationId, newStatus, updateMessage });
      res.status(201).json({ message: 'Status updated successfully', update: updateRecord(update) });
    }),
  );

  router.get(
    '/tracking/status/:donorId',
    route([Role.DONOR], async (req, { viewer }, res) => {
      if (req.params.donorId !== viewer!.id) throw new AppError(TrackingErrors.NOT_YOUR_UPDATES);
      const updates = [];
      let after: string | null = null;
      // A donor's updates are few; read them all, a page at a time.
      for (;;) {
        const page: Awaited<ReturnType<TrackingService['forDonor']>> = await tracking.forDonor(viewer!.id, 100, after);
        updates.push(...page.nodes.map(updateRecord));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      res.json(updates);
    }),
  );

  return router;
}

import { Router } from 'express';
import { Role } from '../../auth/role';
import type { Route } from '../../rest/rest-route';
import { RESUMABLE_UPLOADS_PATH, type ResumableUploads } from './resumable-uploads.service';

/**
 * The tus endpoints (https://tus.io/protocols/resumable-upload): POST /uploads starts an upload,
 * HEAD /uploads/{id} says how much of it the server has, PATCH sends more from there, DELETE ends
 * it. Seekers only (a bearer token, as every REST path), and each upload only by its own account.
 */
export function resumableUploadsRouter(route: Route, { resumableUploads }: { resumableUploads: ResumableUploads }): Router {
  const router = Router();
  router.post(
    RESUMABLE_UPLOADS_PATH,
    route([Role.SEEKER], (req, { viewer }, res) => resumableUploads.create(viewer!, req, res)),
  );
  const resume = route([Role.SEEKER], (req, { viewer }, res) => resumableUploads.resume(viewer!, String(req.params.id), req, res));
  router.head(`${RESUMABLE_UPLOADS_PATH}/:id`, resume);
  router.patch(`${RESUMABLE_UPLOADS_PATH}/:id`, resume);
  router.delete(`${RESUMABLE_UPLOADS_PATH}/:id`, resume);
  return router;
}

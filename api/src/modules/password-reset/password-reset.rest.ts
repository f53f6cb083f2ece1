import { Router } from 'express';
import { Role } from '../../auth/role';
import { jsonBody, type Route } from '../../rest/rest-route';
import type { PasswordResetService } from './password-reset.service';

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED = 'If an account with this email exists, a link to choose a new password is on its way. It works for 30 minutes.';

/** POST /{role}/forgot-password and POST /reset-password. */
export function passwordResetRouter(route: Route, { passwordReset }: { passwordReset: PasswordResetService }): Router {
  const router = Router();
  for (const role of Object.values(Role)) {
    router.post(
      `/${role}/forgot-password`,
      route('public', async (req, { ip }, res) => {
        await passwordReset.request(role, jsonBody(req), ip);
        res.status(202).json({ message: RESET_REQUESTED });
      }),
    );
  }
  router.post(
    '/reset-password',
    route('public', async (req, _caller, res) => {
      const { role } = await passwordReset.reset(jsonBody(req));
      res.status(200).json({ message: 'Password changed. Every session was signed out; sign in with the new password.', role });
    }),
  );
  return router;
}

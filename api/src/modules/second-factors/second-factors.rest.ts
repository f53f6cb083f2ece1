import { Router } from 'express';
import { jsonBody, type Route } from '../../rest/rest-route';
import { accountRecord } from '../accounts/accounts.rest';
import type { SecondFactorsService } from './second-factors.service';

/**
 * The second step of an admin's sign-in over REST, for scripts that sign in as an admin: the
 * token POST /admin/login answered (step "second_factor") goes in the Authorization header.
 */
export function secondFactorsRouter(route: Route, { secondFactors }: { secondFactors: SecondFactorsService }): Router {
  const router = Router();
  router.post(
    '/admin/second-factor',
    route('public', async (req, caller, res) => {
      const body = jsonBody(req);
      const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? undefined : String(value));
      const { token, account } = await secondFactors.verify(caller, { code: text(body.code), recoveryCode: text(body.recoveryCode), passkey: body.passkeyResponse ?? undefined });
      res.status(200).json({ message: 'Login successful', token, admin: accountRecord(account) });
    }),
  );
  router.post(
    '/admin/second-factor/passkey-options',
    route('public', async (_req, caller, res) => {
      res.status(200).json(await secondFactors.startPasskeySignIn(caller));
    }),
  );
  return router;
}

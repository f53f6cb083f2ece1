import { Router } from 'express';
import { Role } from '../../auth/role';
import { jsonBody, type Route } from '../../rest/rest-route';
import type { Account } from './account.entity';
import type { AccountsService, SignedIn } from './accounts.service';

/** An admin's sign-in that is not finished says what comes next (POST /admin/second-factor); a finished one says nothing more. */
export function nextStep(signedIn: SignedIn): { step?: string; factorKinds?: string[] } {
  return signedIn.step === 'complete' ? {} : { step: signedIn.step, factorKinds: signedIn.factorKinds ?? [] };
}

/** The account record as the REST clients read it: `_id`, and `name` beside `fullname`. */
export function accountRecord(account: Account) {
  return { _id: account.id, fullname: account.fullname, name: account.fullname, email: account.email, role: account.role };
}

/** POST /{seeker,donor,admin}/{register,login} — the SPEC §7 paths, with DESIGN §6's answers. */
export function accountsRouter(route: Route, { accounts }: { accounts: AccountsService }): Router {
  const router = Router();
  for (const role of Object.values(Role)) {
    router.post(
      `/${role}/register`,
      route('public', async (req, { ip, viewer }, res) => {
        const signedIn = await accounts.register(role, jsonBody(req), { ip, viewer });
        res.status(201).json({ message: 'Registration successful', token: signedIn.token, [role]: accountRecord(signedIn.account), ...nextStep(signedIn) });
      }),
    );
    router.post(
      `/${role}/login`,
      route('public', async (req, { ip, viewer }, res) => {
        const signedIn = await accounts.login(role, jsonBody(req), { ip, viewer });
        if (signedIn.step !== 'complete') {
          res.status(200).json({ message: 'Password accepted; the second factor comes next', token: signedIn.token, [role]: accountRecord(signedIn.account), ...nextStep(signedIn) });
          return;
        }
        res.status(200).json({ message: 'Login successful', token: signedIn.token, [role]: accountRecord(signedIn.account) });
      }),
    );
    router.post(
      `/${role}/change-password`,
      route([role], async (req, { viewer }, res) => {
        const { token } = await accounts.changePassword(viewer!, jsonBody(req));
        res.status(200).json({ message: 'Password changed. Every other session was signed out.', token });
      }),
    );
  }
  return router;
}

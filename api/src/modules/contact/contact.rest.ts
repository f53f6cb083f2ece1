import { Router } from 'express';
import { jsonBody, type Route } from '../../rest/rest-route';
import type { ContactMessagesService } from './contact-messages.service';

/** The contact form for integrators (a charity's own site): POST /contact, no sign-in. */
export function contactRouter(route: Route, { contactMessages }: { contactMessages: ContactMessagesService }): Router {
  const router = Router();
  router.post(
    '/contact',
    route('public', async (req, { ip }, res) => {
      await contactMessages.send(jsonBody(req), ip);
      res.status(202).json({ message: 'Message received' });
    }),
  );
  return router;
}

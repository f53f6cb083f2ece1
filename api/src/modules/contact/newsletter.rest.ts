import { Router, type Request, type Response } from 'express';
import { jsonBody, type Route } from '../../rest/rest-route';
import { browserLanguage, page, pagePolicy } from '../mail/mail.rest';
import { mailText, type MailLanguage } from '../mail/templates/mail-texts';
import type { ContactTextKey } from '../mail/templates/contact-texts';
import { escapeHtml } from '../mail/templates/render-mail';
import type { NewsletterService } from './newsletter.service';

type Link = { email: string; language: MailLanguage } | undefined;

/**
 * The newsletter's doors: POST /newsletter/subscribe (JSON, no sign-in), and the pages its emails
 * link to. A link opened in a browser (or by a mail scanner) only shows a page with a button; the
 * button's POST confirms or unsubscribes. POST /newsletter/unsubscribe is also what a mail client's
 * one-click button sends (RFC 8058, List-Unsubscribe-Post).
 */
export function newsletterRouter(route: Route, { newsletter }: { newsletter: NewsletterService }, webOrigin: string): Router {
  const router = Router();

  router.post(
    '/newsletter/subscribe',
    route('public', async (req, { ip }, res) => {
      await newsletter.subscribe(jsonBody(req), ip);
      res.status(202).json({ message: 'If this address is not subscribed yet, a confirmation link is on its way' });
    }),
  );

  const say = (language: MailLanguage, key: ContactTextKey, values?: Record<string, string>) => escapeHtml(mailText(language, key, values));
  const back = (language: MailLanguage) => `<p><a href="${escapeHtml(webOrigin)}/">${say(language, 'newsletter_page_back')}</a></p>`;
  const invalid = (req: Request, res: Response) => {
    const language = browserLanguage(req);
    page(res, 400, language, mailText(language, 'newsletter_page_invalid'), `<div class="card"><h1>${say(language, 'newsletter_page_invalid')}</h1>${back(language)}</div>`, pagePolicy);
  };
  const askPage = (res: Response, req: Request, action: string, link: NonNullable<Link>, keys: { title: ContactTextKey; explain: ContactTextKey; button: ContactTextKey }) => {
    const { language } = link;
    const target = `${action}?token=${encodeURIComponent(String(req.query.token))}`;
    page(
      res,
      200,
      language,
      mailText(language, keys.title),
      `<div class="card"><h1>${say(language, keys.title)}</h1><p>${say(language, keys.explain, { email: link.email })}</p>
      <form method="post" action="${escapeHtml(target)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${say(language, keys.button)}</button></form></div>`,
      pagePolicy,
    );
  };
  const donePage = (res: Response, language: MailLanguage, title: ContactTextKey, body: ContactTextKey) =>
    page(res, 200, language, mailText(language, title), `<div class="card"><h1>${say(language, title)}</h1><p>${say(language, body)}</p>${back(language)}</div>`, pagePolicy);

  router.get('/newsletter/confirm', async (req, res, next) => {
    try {
      const link = await newsletter.confirmLink(req.query.token);
      if (!link) return invalid(req, res);
      askPage(res, req, '/newsletter/confirm', link, { title: 'newsletter_page_confirm_title', explain: 'newsletter_page_confirm_explain', button: 'newsletter_page_confirm_button' });
    } catch (error) {
      next(error);
    }
  });

  router.post('/newsletter/confirm', async (req, res, next) => {
    try {
      const done = await newsletter.confirm(req.query.token);
      if (!done) return invalid(req, res);
      donePage(res, done.language, 'newsletter_page_confirmed_title', 'newsletter_page_confirmed_body');
    } catch (error) {
      next(error);
    }
  });

  router.get('/newsletter/unsubscribe', async (req, res, next) => {
    try {
      const link = await newsletter.unsubscribeLink(req.query.token);
      if (!link) return invalid(req, res);
      askPage(res, req, '/newsletter/unsubscribe', link, { title: 'newsletter_page_unsubscribe_title', explain: 'newsletter_page_unsubscribe_explain', button: 'newsletter_page_unsubscribe_button' });
    } catch (error) {
      next(error);
    }
  });

  router.post('/newsletter/unsubscribe', async (req, res, next) => {
    try {
      const done = await newsletter.unsubscribe(req.query.token);
      if (!done) return invalid(req, res);
      donePage(res, done.language, 'newsletter_page_unsubscribed_title', 'newsletter_page_unsubscribed_body');
    } catch (error) {
      next(error);
    }
  });

  return router;
}

import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { UUID_PATTERN } from '@sabil/contracts';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { MailboxMessage, MailService } from './mail.service';
import { isRightToLeft, mailText, MAIL_LANGUAGES, type MailLanguage } from './templates/mail-texts';
import { escapeHtml, MAIL_FONTS } from './templates/render-mail';

const STYLE = `
  body { margin: 0; background: #f4f1ea; color: #1d2b28; font-family: FONTS; line-height: 1.6; }
  main { max-inline-size: 40rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / .12); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  button { font: inherit; font-weight: 600; border-radius: .5rem; padding: .7rem 1.2rem; cursor: pointer; background: #1f6f5b; color: #fff; border: 0; }
  button:focus-visible, a:focus-visible { outline: 3px solid #b7791f; outline-offset: 2px; }
  table { inline-size: 100%; border-collapse: collapse; }
  th, td { text-align: start; padding: .4rem .3rem; border-block-end: 1px solid #e3ded3; vertical-align: top; }
  pre { white-space: pre-wrap; background: #f8f6f1; padding: 1rem; border-radius: .5rem; }
  iframe { inline-size: 100%; block-size: 70vh; border: 1px solid #e3ded3; border-radius: .5rem; background: #fff; }
  .muted { color: #4a5855; font-size: .9rem; }`;

/** A small HTML page about an email's link (unsubscribe, confirm), in `language`, under its own CSP. */
export function page(res: Response, status: number, language: MailLanguage, title: string, body: string, policy: (nonce: string) => string): void {
  const nonce = randomBytes(16).toString('base64');
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Security-Policy', policy(nonce));
  res.send(`<!doctype html>
<html lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE.replace('FONTS', MAIL_FONTS[language])}</style></head>
<body><main>${body}</main></body></html>`);
}

/** The CSP of those pages: their own style, and forms that post back here. */
export const pagePolicy = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** The language a page about a link speaks when the link names no account: the browser's, else English. */
export function browserLanguage(req: Request): MailLanguage {
  const accepted = req.acceptsLanguages(...MAIL_LANGUAGES);
  return typeof accepted === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(accepted) ? (accepted as MailLanguage) : 'en';
}

/**
 * One-click unsubscribe (RFC 8058), open to anyone holding a link from an email: POST
 * /mail/unsubscribe?token= is what a mail client's button sends (List-Unsubscribe-Post), and what
 * the confirm page's button sends; GET shows that page (a link opened in a browser, or by a mail
 * scanner, changes nothing). In production too; the development mailbox is mounted only outside it.
 */
export function mailRouter(mail: MailService, options: { mailbox: boolean; mailboxAllowRemote?: boolean }): Router {
  const router = Router();

  router.get('/mail/unsubscribe', async (req, res, next) => {
    try {
      const link = await mail.unsubscribeLink(req.query.token);
      if (!link) {
        const language = browserLanguage(req);
        page(res, 400, language, mailText(language, 'unsubscribe_invalid'), `<div class="card"><h1>${escapeHtml(mailText(language, 'unsubscribe_invalid'))}</h1></div>`, pagePolicy);
        return;
      }
      const t = (key: Parameters<typeof mailText>[1]) => escapeHtml(mailText(link.language, key));
      const action = `/mail/unsubscribe?token=${encodeURIComponent(String(req.query.token))}`;
      page(
        res,
        200,
        link.language,
        mailText(link.language, 'unsubscribe_title'),
        `<div class="card"><h1>${t('unsubscribe_title')}</h1><p>${t('unsubscribe_explain')}</p>
        <form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t('unsubscribe_button')}</button></form></div>`,
        pagePolicy,
      );
    } catch (error) {
      next(error);
    }
  });

  router.post('/mail/unsubscribe', async (req, res, next) => {
    try {
      const done = await mail.unsubscribe(req.query.token);
      const language = done?.language ?? browserLanguage(req);
      const [status, title, text] = done
        ? [200, mailText(language, 'unsubscribed_title'), mailText(language, 'unsubscribed_body')]
        : [400, mailText(language, 'unsubscribe_invalid'), ''];
      page(res, status, language, title, `<div class="card"><h1>${escapeHtml(title)}</h1>${text ? `<p>${escapeHtml(text)}</p>` : ''}</div>`, pagePolicy);
    } catch (error) {
      next(error);
    }
  });

  if (options.mailbox) mountMailbox(router, mail, options.mailboxAllowRemote ?? false);
  return router;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
function isLoopback(address: string | undefined): boolean {
  const plain = address?.replace(/^::ffff:/i, '');
  if (!plain || !net.isIP(plain)) return false;
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
}

/**
 * A client on this machine: its connection comes from loopback, and so does every address a proxy
 * in front says it forwarded for (X-Forwarded-For, Forwarded) — a proxy on this machine relaying
 * someone else is not this machine.
 */
function fromThisMachine(req: Request): boolean {
  if (!isLoopback(req.socket.remoteAddress)) return false;
  const forwarded = [
    ...String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim()),
    ...[...String(req.headers.forwarded ?? '').matchAll(/for=("?)\[?([^\]",;]*)/gi)].map((match) => match[2]!.trim()),
  ].filter(Boolean);
  return forwarded.every((address) => isLoopback(address.replace(/:\d+$/, '')) || isLoopback(address));
}

/**
 * The development mailbox (no SMTP_URL, outside production): every message the API wrote, newest
 * first, readable as a person reads mail and as JSON for browser tests. Never mounted in production:
 * it shows every message to whoever reaches the API.
 */
function mountMailbox(router: Router, mail: MailService, allowRemote: boolean): void {
  // Others are answered as if it were not there (404 ROUTE_NOT_FOUND), unless DEV_MAILBOX_ALLOW_REMOTE.
  router.use(['/dev/mailbox', '/dev/mailbox.json'], (req: Request, _res: Response, next: NextFunction) => (allowRemote || fromThisMachine(req) ? next() : next('router')));
  const mailboxPolicy = (nonce: string) =>
    // The message itself is shown in a sandboxed frame (no scripts, no same origin), with its own inline styles.
    `default-src 'none'; style-src 'nonce-${nonce}' 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

  router.get('/dev/mailbox.json', async (req, res, next) => {
    try {
      const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to : undefined;
      const messages = await mail.mailbox(to);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ messages });
    } catch (error) {
      next(error);
    }
  });

  router.get('/dev/mailbox', async (_req, res, next) => {
    try {
      const messages = await mail.mailbox();
      const rows = messages
        .map(
          (m) => `<tr><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject ?? `(${m.template}, not rendered yet)`)}</a></td><td>${escapeHtml(m.to)}</td>
          <td>${escapeHtml(m.language)}</td><td>${escapeHtml(m.status)}</td><td class="muted">${escapeHtml(new Date(m.createdAt).toISOString())}</td></tr>`,
        )
        .join('');
      page(
        res,
        200,
        'en',
        'Development mailbox',
        `<h1>Development mailbox</h1><p class="muted">Messages the API would have sent (no SMTP_URL). Newest first; also as <a href="/dev/mailbox.json">JSON</a>.</p>
        <div class="card"><table><thead><tr><th>Subject</th><th>To</th><th>Language</th><th>Status</th><th>Queued</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table></div>`,
        mailboxPolicy,
      );
    } catch (error) {
      next(error);
    }
  });

  router.get('/dev/mailbox/:id', async (req, res, next) => {
    try {
      const id = String(req.params.id);
      const message: MailboxMessage | undefined = UUID_PATTERN.test(id) ? await mail.mailboxMessage(id) : undefined;
      if (!message) {
        page(res, 404, 'en', 'No such message', '<h1>No such message</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>', mailboxPolicy);
        return;
      }
      const headers = Object.entries(message.headers ?? {})
        .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('');
      page(
        res,
        200,
        'en',
        message.subject ?? message.template,
        `<p><a href="/dev/mailbox">← Mailbox</a></p>
        <div class="card"><table>
          <tr><th>To</th><td>${escapeHtml(message.name ?? '')} &lt;${escapeHtml(message.to)}&gt;</td></tr>
          <tr><th>Subject</th><td>${escapeHtml(message.subject ?? '(not rendered yet)')}</td></tr>
          <tr><th>Template</th><td>${escapeHtml(message.template)} (${escapeHtml(message.language)})</td></tr>
          <tr><th>Status</th><td>${escapeHtml(message.status)}${message.lastError ? ` — ${escapeHtml(message.lastError)}` : ''}</td></tr>${headers}
        </table></div>
        <h2>HTML</h2>${message.html ? `<iframe sandbox title="The message as HTML" srcdoc="${escapeHtml(message.html)}"></iframe>` : '<p class="muted">Not rendered yet.</p>'}
        <h2>Text</h2><pre>${escapeHtml(message.text ?? '')}</pre>`,
        mailboxPolicy,
      );
    } catch (error) {
      next(error);
    }
  });
}

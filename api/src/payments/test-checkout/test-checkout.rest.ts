import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { Logger } from '../../logging/logger';
import { PaymentProviderError } from '../payment-provider';
import type { CheckoutLanguage } from './test-checkout.messages';
import { CHECKOUT_FONT_FILES, isCheckoutLanguage, sessionPage, subscriptionPage } from './test-checkout.page';
import type { TestCheckoutProvider } from './test-checkout.provider';

const ID = /^(cs|sub)_test_[0-9a-f]{32}$/;
const SESSION_ID = /^cs_test_[0-9a-f]{32}$/;

/**
 * The test checkout's hosted pages (DESIGN §7). Like a provider's page they need no Sabil sign-in:
 * the session id in the address is the secret, 128 random bits. Forms post back here and are
 * redirected (303) to the success or cancel address the checkout was created with.
 */
export function testCheckoutRouter(provider: TestCheckoutProvider, options: { webOrigin: string; logger: Logger }): Router {
  const router = Router();

  const send = (res: Response, status: number, html: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; font-src 'self'; form-action 'self' ${options.webOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    );
    res.send(html(nonce));
  };
  /**
   * The language a page speaks: the one its address asks for (the web app's links and this page's
   * own forms and language links carry ?lang=, the donor's current language), then a `lang` cookie,
   * then the language the checkout was started in (the web sends it with the checkout), then the
   * browser's Accept-Language, then English.
   */
  const language = (req: Request, started?: CheckoutLanguage): CheckoutLanguage => {
    if (isCheckoutLanguage(req.query.lang)) return req.query.lang;
    const cookie = /(?:^|;\s*)lang=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
    if (isCheckoutLanguage(cookie)) return cookie;
    if (started) return started;
    const accepted = req.acceptsLanguages('en', 'ar', 'ur');
    return isCheckoutLanguage(accepted) ? accepted : 'en';
  };

  // The Arabic and Urdu faces the pages name (test-checkout.page.ts), from the fontsource packages the web app uses.
  router.get('/test-checkout/fonts/:file', (req, res, next) => {
    const file = String(req.params.file);
    if (!Object.hasOwn(CHECKOUT_FONT_FILES, file)) return next();
    const pkg = CHECKOUT_FONT_FILES[file as keyof typeof CHECKOUT_FONT_FILES];
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('font/woff2');
    res.sendFile(path.join(path.dirname(require.resolve(pkg)), 'files', file), (error) => error && next(error));
  });

  router.get('/test-checkout/subscriptions/:id', async (req, res, next) => {
    try {
      const id = String(req.params.id);
      const found = ID.test(id) ? await provider.subscription(id) : undefined;
      const lang = language(req, found?.subscription.locale);
      const notice = ['paid', 'failed', 'ended', 'delivery-failed'].includes(String(req.query.notice)) ? (String(req.query.notice) as 'paid') : undefined;
      send(res, found ? 200 : 404, (nonce) => subscriptionPage(lang, nonce, found, id, { webOrigin: options.webOrigin, notice }));
    } catch (error) {
      next(error);
    }
  });

  for (const [action, outcome] of [
    ['renew', 'paid'],
    ['fail', 'failed'],
  ] as const) {
    router.post(`/test-checkout/subscriptions/:id/${action}`, async (req, res, next) => {
      try {
        const id = String(req.params.id);
        const lang = language(req);
        let notice: string = outcome;
        // Charged but not yet recorded by Sabil: the event goes again, with backoff, as Stripe's would.
        const result = ID.test(id) ? await provider.renew(id, outcome) : 'ended';
        if (result === 'ended') notice = 'ended';
        else if (result === 'charged') notice = 'delivery-failed';
        res.redirect(303, `/test-checkout/subscriptions/${encodeURIComponent(id)}?lang=${lang}&notice=${notice}`);
      } catch (error) {
        next(error);
      }
    });
  }

  router.get('/test-checkout/:id', async (req, res, next) => {
    try {
      const id = String(req.params.id);
      const session = ID.test(id) ? await provider.session(id) : undefined;
      const lang = language(req, session?.locale);
      const ledger = session?.status === 'complete' ? await provider.ledgerOf(id) : undefined;
      const problem = typeof req.query.refused === 'string' ? req.query.refused.slice(0, 200) : undefined;
      send(res, session ? 200 : 404, (nonce) => sessionPage(lang, nonce, session, id, ledger, problem));
    } catch (error) {
      next(error);
    }
  });

  // What a provider's dashboard does (a refund, a bank dispute), for trying Sabil's side of it.
  const providerAction = (path: string, act: (id: string, req: Request) => Promise<unknown>) =>
    router.post(path, async (req, res, next) => {
      try {
        const id = String(req.params.id);
        const lang = language(req);
        let refused = '';
        try {
          if (!SESSION_ID.test(id)) throw new PaymentProviderError('No such checkout session.');
          await act(id, req);
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          refused = `&refused=${encodeURIComponent(error.message)}`;
        }
        res.redirect(303, `/test-checkout/${encodeURIComponent(id)}?lang=${lang}${refused}`);
      } catch (error) {
        next(error);
      }
    });
  providerAction('/test-checkout/:id/provider/refund', (id, req) => provider.refundAtProvider(id, req.query.amount === '100' ? 100 : undefined));
  providerAction('/test-checkout/:id/provider/dispute', (id) => provider.openDispute(id));
  providerAction('/test-checkout/:id/provider/dispute/:dispute/close', (_id, req) =>
    provider.closeDispute(String(req.params.dispute), req.query.outcome === 'won' ? 'won' : 'lost'),
  );

  router.post('/test-checkout/:id/pay', async (req, res, next) => {
    try {
      const id = String(req.params.id);
      const session = ID.test(id) ? await provider.pay(id) : undefined;
      if (session?.status === 'complete') {
        res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)));
        return;
      }
      // Unknown or expired: the page says so.
      res.redirect(303, `/test-checkout/${encodeURIComponent(id)}${isCheckoutLanguage(req.query.lang) ? `?lang=${req.query.lang}` : ''}`);
    } catch (error) {
      next(error);
    }
  });

  return router;
}

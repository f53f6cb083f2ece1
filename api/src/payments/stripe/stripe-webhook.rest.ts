import express, { Router } from 'express';
import type { Logger } from '../../logging/logger';
import type Stripe from 'stripe';
import type { PaymentEvent } from '../payment-provider';
import { WebhookSignatureError, type StripeProvider } from './stripe-provider';

/**
 * POST /webhooks/stripe (DESIGN §2, §7). The signature is checked against the raw bytes, so this
 * route reads its own body before any JSON parser can touch it. A bad signature, a stale timestamp
 * or a tampered body is 400 and changes nothing; an event type we do not act on is 200; an event we
 * could not record is 500, so Stripe delivers it again.
 */
export function stripeWebhookRouter(provider: StripeProvider, handle: (event: PaymentEvent) => Promise<unknown>, logger: Logger): Router {
  const router = Router();
  router.post('/webhooks/stripe', express.raw({ type: () => true, limit: '1mb' }), async (req, res, next) => {
    let verified: Stripe.Event;
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      verified = provider.verifyWebhook(body, req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        logger.warn('stripe webhook refused: signature did not verify', { reason: error.message });
        res.status(400).json({ message: 'The webhook signature did not verify.', code: 'BAD_USER_INPUT' });
        return;
      }
      next(error);
      return;
    }
    try {
      const event = await provider.toPaymentEvent(verified);
      if (event) await handle(event);
      res.json({ received: true });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

import Stripe from 'stripe';
import type { Logger } from '../../logging/logger';
import {
  PaymentProviderError,
  type CreatedCheckout,
  type InvoiceFacts,
  type NewCheckout,
  type PaymentEvent,
  type PaymentProvider,
  type SessionFacts,
} from '../payment-provider';

/** The API version the SDK speaks (and webhook endpoints should be created with). */
export const API_VERSION = Stripe.API_VERSION;

/** Webhook signatures older than this are refused (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The checkout id travels in the session's metadata and in the subscription's (DESIGN §7). */
const METADATA_KEY = 'sabil_checkout_id';

/** Stripe Checkout has no Arabic or Urdu page; "auto" follows the donor's browser. */
const STRIPE_LOCALE = { en: 'en', ar: 'auto', ur: 'auto' } as const;

/** The signature did not check out: wrong secret, stale timestamp or a tampered body. */
export class WebhookSignatureError extends Error {}

/**
 * Stripe Checkout through the official SDK. Amounts always come from Stripe's own objects
 * (`amount_total`, `amount_paid`), never from our request; every create call carries an
 * idempotency key derived from our checkout id, so a retried request cannot open two sessions.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;

  constructor(
    private readonly stripe: Stripe,
    secretKey: string,
    private readonly webhookSecret: string,
    private readonly logger?: Logger,
  ) {
    this.testMode = !secretKey.includes('_live_');
  }

  /** The SDK client for a key; `api` points it elsewhere (tests play Stripe on loopback). */
  static client(secretKey: string, api?: { host: string; port: number; protocol: 'http' | 'https' }): Stripe {
    return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(api ?? {}) });
  }

  async createCheckout(checkout: NewCheckout): Promise<CreatedCheckout> {
    const metadata = { [METADATA_KEY]: checkout.checkoutId };
    const monthly = checkout.recurring === 'monthly';
    const description = `${checkout.journey} journey for ${checkout.applicantName}`;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: monthly ? 'subscription' : 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: checkout.currency,
            unit_amount: checkout.amountCents,
            product_data: { name: description },
            ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
          },
        },
      ],
      metadata,
      client_reference_id: checkout.checkoutId,
      customer_email: checkout.donorEmail,
      locale: STRIPE_LOCALE[checkout.locale],
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
      ...(monthly ? { subscription_data: { metadata, description } } : { payment_intent_data: { metadata, description } }),
    };
    try {
      const session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: `sabil-checkout-${checkout.checkoutId}` });
      if (!session.url) throw new PaymentProviderError('Stripe answered without a checkout URL');
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      throw asProviderError(error, 'Stripe could not start the checkout');
    }
  }

  async retrieveSession(sessionId: string): Promise<SessionFacts> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['invoice'] });
      return sessionFacts(session);
    } catch (error) {
      throw asProviderError(error, 'Stripe could not find the checkout session');
    }
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Already canceled (or gone): the outcome we wanted.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || /cancel/i.test(error.message))) return;
      throw asProviderError(error, 'Stripe could not cancel the subscription');
    }
  }

  async expireSession(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Paid or expired already: it can no longer be paid either way.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw asProviderError(error, 'Stripe could not expire the checkout session');
    }
  }

  /**
   * Checks a webhook's signature against the raw body and reads what it says; undefined for event
   * types we do not act on. Throws WebhookSignatureError when the signature does not check out.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | undefined {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    // Stripe writes each event in the endpoint's API version; ours reads the SDK's (README: Giving).
    if (event.api_version && event.api_version !== API_VERSION) {
      this.logger?.warn('stripe webhook from an endpoint on another API version; set the endpoint to the SDK version', { eventApiVersion: event.api_version, expected: API_VERSION });
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { type: 'session.completed', eventId: event.id, session: sessionFacts(event.data.object) };
      case 'checkout.session.async_payment_failed':
        return { type: 'session.async_failed', eventId: event.id, session: sessionFacts(event.data.object) };
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = invoiceFacts(event.data.object);
        if (!invoice) return undefined; // not a subscription's invoice
        return { type: event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.failed', eventId: event.id, invoice };
      }
      case 'customer.subscription.deleted':
        return {
          type: 'subscription.ended',
          eventId: event.id,
          subscriptionId: event.data.object.id,
          checkoutId: event.data.object.metadata?.[METADATA_KEY],
        };
      default:
        return undefined;
    }
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function sessionFacts(session: Stripe.Checkout.Session): SessionFacts {
  // With Adaptive Pricing the donor may pay in their own currency; the source amount is ours (USD).
  const conversion = session.currency_conversion;
  const invoice = session.invoice && typeof session.invoice === 'object' ? invoiceFacts(session.invoice) : null;
  return {
    sessionId: session.id,
    checkoutId: session.metadata?.[METADATA_KEY] ?? session.client_reference_id ?? undefined,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    amountCents: conversion ? conversion.amount_total : session.amount_total,
    currency: conversion ? conversion.source_currency : session.currency,
    subscriptionId: idOf(session.subscription),
    firstInvoice: invoice,
  };
}

/**
 * Where an invoice names its subscription. Since API version 2025-03-31 that is
 * `parent.subscription_details`; a webhook endpoint created on an older version still sends the
 * subscription (and its metadata) at the top level, and a month must not be lost for that.
 */
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
}

/** A subscription invoice's facts, or null for an invoice that belongs to no subscription. */
export function invoiceFacts(invoice: Stripe.Invoice): InvoiceFacts | null {
  const legacy = invoice as unknown as LegacyInvoiceFields;
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription) ?? idOf(legacy.subscription);
  if (!subscriptionId || !invoice.id) return null;
  const metadata = details?.metadata ?? legacy.subscription_details?.metadata;
  const line = invoice.lines?.data?.[0];
  return {
    invoiceId: invoice.id,
    subscriptionId,
    checkoutId: metadata?.[METADATA_KEY] ?? undefined,
    paid: invoice.status === 'paid',
    amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    periodStart: new Date((line?.period?.start ?? invoice.created) * 1000),
  };
}

function asProviderError(error: unknown, message: string): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  return new PaymentProviderError(message, { cause: error });
}

import Stripe from 'stripe';
import type { Logger } from '../../logging/logger';
import {
  paidInDollars,
  PaymentProviderError,
  RefundDisputedError,
  RefundRefusedError,
  type CreatedCheckout,
  type PaidAmount,
  type RefundFacts,
  type RefundRequest,
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
/** Our refund's id, in the metadata of the refund we ask Stripe for: its events lead back to it. */
const REFUND_METADATA_KEY = 'sabil_refund_id';

/** The events Sabil acts on (the webhook endpoint should send these; the sweep reads them when undelivered). */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
  'charge.refunded',
  'refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.closed',
] as const;

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
      // Its amount is held against the journey until then (DESIGN §7).
      expires_at: Math.floor(checkout.expiresAt.getTime() / 1000),
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
      const session = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['invoice', 'invoice.payments'] });
      return sessionFacts(session);
    } catch (error) {
      throw asProviderError(error, 'Stripe could not find the checkout session');
    }
  }

  async retrieveInvoice(invoiceId: string): Promise<InvoiceFacts> {
    let invoice: Stripe.Invoice;
    try {
      invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    } catch (error) {
      throw asProviderError(error, 'Stripe could not find the invoice');
    }
    const facts = invoiceFacts(invoice);
    if (!facts) throw new PaymentProviderError(`invoice ${invoiceId} belongs to no subscription`);
    return facts;
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

  async expireSession(sessionId: string): Promise<SessionFacts> {
    try {
      const session = await this.stripe.checkout.sessions.expire(sessionId);
      if (session.status === 'expired') return sessionFacts(session);
    } catch (error) {
      // Paid or expired already: how it stands is asked below.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw asProviderError(error, 'Stripe could not expire the checkout session');
    }
    return this.retrieveSession(sessionId);
  }

  async refund(request: RefundRequest): Promise<{ providerRefundId: string; status: 'pending' | 'succeeded' }> {
    try {
      const paymentIntent = request.paymentId ?? (await this.paymentIntentOf(request.paymentKey));
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: request.chargedCents, metadata: { [REFUND_METADATA_KEY]: request.refundId } },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') throw new RefundRefusedError(`Stripe answered the refund with status ${refund.status}`);
      return { providerRefundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_disputed') {
        throw new RefundDisputedError('Stripe: the charge is disputed; the refund waits for the dispute to close', { cause: error });
      }
      // A refusal about the charge itself (already refunded, too much) will not change by asking again.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code !== 'idempotency_key_in_use') {
        throw new RefundRefusedError(`Stripe refused the refund: ${error.message}`, { cause: error });
      }
      throw asProviderError(error, 'Stripe could not carry out the refund');
    }
  }

  async paymentKeyOf(paymentId: string): Promise<string | undefined> {
    try {
      const sessions = await this.stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 });
      const session = sessions.data[0];
      if (session) return session.metadata?.[METADATA_KEY] ? `session:${session.id}` : undefined;
      const payments = await this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentId }, limit: 1 });
      const invoiceId = idOf(payments.data[0]?.invoice as string | { id: string } | undefined);
      if (!invoiceId) return undefined;
      // A Stripe account may bill other things too: only an invoice of one of our gifts is ours.
      const invoice = invoiceFacts(await this.stripe.invoices.retrieve(invoiceId));
      return invoice?.checkoutId ? `invoice:${invoiceId}` : undefined;
    } catch (error) {
      throw asProviderError(error, 'Stripe could not say which payment this is');
    }
  }

  async undeliveredEvents(since: Date): Promise<PaymentEvent[]> {
    let events: Stripe.Event[];
    try {
      events = await this.stripe.events
        .list({ delivery_success: false, created: { gte: Math.floor(since.getTime() / 1000) }, types: [...HANDLED_EVENTS], limit: 100 })
        .autoPagingToArray({ limit: 1000 });
    } catch (error) {
      throw asProviderError(error, 'Stripe could not list undelivered events');
    }
    const read: PaymentEvent[] = [];
    // Oldest first, as they happened.
    for (const event of events.reverse()) {
      const payment = await this.toPaymentEvent(event);
      if (payment) read.push(payment);
    }
    return read;
  }

  /**
   * Checks a webhook's signature against the raw body and reads what it says; undefined for event
   * types we do not act on. Throws WebhookSignatureError when the signature does not check out.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    // Stripe writes each event in the endpoint's API version; ours reads the SDK's (docs/features.md: Giving).
    if (event.api_version && event.api_version !== API_VERSION) {
      this.logger?.warn('stripe webhook from an endpoint on another API version; set the endpoint to the SDK version', { eventApiVersion: event.api_version, expected: API_VERSION });
    }
    return event;
  }

  /** A verified event in our terms; a charge's refunds are read from Stripe when the event does not list them. */
  async toPaymentEvent(event: Stripe.Event): Promise<PaymentEvent | undefined> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { type: 'session.completed', eventId: event.id, session: sessionFacts(event.data.object) };
      case 'checkout.session.async_payment_failed':
        return { type: 'session.async_failed', eventId: event.id, session: sessionFacts(event.data.object) };
      case 'checkout.session.expired':
        return { type: 'session.expired', eventId: event.id, session: sessionFacts(event.data.object) };
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
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentId = idOf(charge.payment_intent);
        if (!paymentId) return undefined;
        return { type: 'payment.refunded', eventId: event.id, payment: { paymentId }, refunds: (await this.refundsOf(charge)).map(refundFacts) };
      }
      case 'refund.updated':
      case 'refund.failed': {
        const refund = event.data.object;
        const paymentId = idOf(refund.payment_intent);
        if (!paymentId) return undefined;
        return { type: 'payment.refunded', eventId: event.id, payment: { paymentId }, refunds: [refundFacts(refund)] };
      }
      case 'charge.dispute.created':
      case 'charge.dispute.funds_withdrawn': {
        const dispute = event.data.object;
        // An inquiry (warning_*) takes no money; only a dispute that withdraws funds sets the gift aside.
        if (dispute.status.startsWith('warning_')) return undefined;
        const paymentId = idOf(dispute.payment_intent);
        return paymentId ? { type: 'dispute.opened', eventId: event.id, payment: { paymentId }, disputeId: dispute.id } : undefined;
      }
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        // An inquiry closed (warning_closed) was never a dispute: it withdrew nothing, and is no dispute won.
        if (dispute.status.startsWith('warning_')) return undefined;
        const paymentId = idOf(dispute.payment_intent);
        if (!paymentId) return undefined;
        return {
          type: 'dispute.closed', eventId: event.id, payment: { paymentId }, disputeId: dispute.id, outcome: dispute.status === 'lost' ? 'lost' : 'won',
          withheld: { cents: dispute.amount, currency: dispute.currency },
        };
      }
      default:
        return undefined;
    }
  }

  private async refundsOf(charge: Stripe.Charge): Promise<Stripe.Refund[]> {
    if (charge.refunds && !charge.refunds.has_more) return charge.refunds.data;
    try {
      return await this.stripe.refunds.list({ charge: charge.id, limit: 100 }).autoPagingToArray({ limit: 1000 });
    } catch (error) {
      throw asProviderError(error, "Stripe could not list the charge's refunds");
    }
  }

  /** The PaymentIntent behind one of our payment keys (a one-time session, or a month's invoice). */
  private async paymentIntentOf(paymentKey: string): Promise<string> {
    const [kind, id] = paymentKey.split(/:(.*)/s) as [string, string];
    if (kind === 'session') {
      const session = await this.stripe.checkout.sessions.retrieve(id);
      const paymentIntent = idOf(session.payment_intent);
      if (paymentIntent) return paymentIntent;
    } else {
      const payments = await this.stripe.invoicePayments.list({ invoice: id, status: 'paid', limit: 1 });
      const paymentIntent = idOf(payments.data[0]?.payment?.payment_intent);
      if (paymentIntent) return paymentIntent;
    }
    throw new RefundRefusedError(`Stripe names no payment for ${paymentKey}`);
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function sessionFacts(session: Stripe.Checkout.Session): SessionFacts {
  const invoice = session.invoice && typeof session.invoice === 'object' ? invoiceFacts(session.invoice) : null;
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return {
    sessionId: session.id,
    checkoutId: session.metadata?.[METADATA_KEY] ?? session.client_reference_id ?? undefined,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid,
    amount: paid && session.amount_total !== null && session.currency ? sessionAmount(session) : null,
    paymentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    firstInvoice: invoice,
  };
}

/**
 * With Adaptive Pricing the donor pays in their own currency: `amount_total` is what their card was
 * charged, and `currency_conversion` keeps ours (the dollars the journey counts).
 */
function sessionAmount(session: Stripe.Checkout.Session): PaidAmount {
  const charged = paidInDollars(session.amount_total!, session.currency!);
  const conversion = session.currency_conversion;
  if (conversion && conversion.source_currency.toLowerCase() === 'usd') return { ...charged, usdCents: conversion.amount_total };
  return charged;
}

function refundFacts(refund: Stripe.Refund): RefundFacts {
  const status = refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : refund.status === 'succeeded' ? 'succeeded' : 'pending';
  return { refundId: refund.id, sabilRefundId: refund.metadata?.[REFUND_METADATA_KEY], amountCents: refund.amount, currency: refund.currency, status };
}

/**
 * Where an invoice names its subscription. Since API version 2025-03-31 that is
 * `parent.subscription_details`; a webhook endpoint created on an older version still sends the
 * subscription (and its metadata) at the top level, and a month must not be lost for that.
 */
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
  payment_intent?: string | { id: string } | null;
}

/** A subscription invoice's facts, or null for an invoice that belongs to no subscription. */
export function invoiceFacts(invoice: Stripe.Invoice): InvoiceFacts | null {
  const legacy = invoice as unknown as LegacyInvoiceFields;
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription) ?? idOf(legacy.subscription);
  if (!subscriptionId || !invoice.id) return null;
  const metadata = details?.metadata ?? legacy.subscription_details?.metadata;
  const line = invoice.lines?.data?.[0];
  // The PaymentIntent: in `payments` when the invoice was read with it (API 2025-03-31 on), else the old field.
  const payment = invoice.payments?.data?.find((p) => p.status === 'paid') ?? invoice.payments?.data?.[0];
  const paid = invoice.status === 'paid';
  return {
    invoiceId: invoice.id,
    subscriptionId,
    checkoutId: metadata?.[METADATA_KEY] ?? undefined,
    paid,
    amount: paidInDollars(paid ? invoice.amount_paid : invoice.amount_due, invoice.currency),
    paymentId: idOf(payment?.payment?.payment_intent) ?? idOf(legacy.payment_intent),
    periodStart: new Date((line?.period?.start ?? invoice.created) * 1000),
  };
}

function asProviderError(error: unknown, message: string): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  return new PaymentProviderError(message, { cause: error });
}

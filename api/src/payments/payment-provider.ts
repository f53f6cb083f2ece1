/**
 * Where donors pay (DESIGN §7). Two implementations: Stripe Checkout (stripe/) and the built-in test
 * checkout (test-checkout/), chosen by configuration in services.ts. Both describe what happened in
 * the same normalized terms (PaymentEvent), and the donations module turns those into donations
 * exactly once, whichever path (webhook, verify call, retry) brings them.
 */
export type ProviderName = 'stripe' | 'test';

export type Recurrence = 'one_time' | 'monthly';

export interface NewCheckout {
  /** Our checkout id: in the provider's metadata, so every later event leads back to it. */
  checkoutId: string;
  recurring: Recurrence;
  amountCents: number;
  currency: 'usd';
  /** Whose journey the gift is for, and which: the provider's page names them. */
  applicantName: string;
  journey: 'Hajj' | 'Umrah';
  donorEmail: string;
  locale: 'en' | 'ar' | 'ur';
  /** With the provider's placeholder {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
}

/** A paid month (or a failed attempt at one) of a monthly gift. */
export interface InvoiceFacts {
  invoiceId: string;
  subscriptionId: string;
  /** From the subscription's metadata: known even when the invoice arrives before the session. */
  checkoutId: string | undefined;
  paid: boolean;
  amountCents: number;
  currency: string;
  /** The start of the month it pays for. */
  periodStart: Date;
}

/** A checkout session as the provider knows it now. */
export interface SessionFacts {
  sessionId: string;
  checkoutId: string | undefined;
  mode: 'payment' | 'subscription';
  /** open: not paid yet; complete: the donor finished; expired: abandoned. */
  status: 'open' | 'complete' | 'expired';
  /** A completed session can still be unpaid (delayed payment methods). */
  paid: boolean;
  /** What the provider charged, never what our request asked for. */
  amountCents: number | null;
  currency: string | null;
  subscriptionId: string | null;
  /** The first month's invoice of a subscription session, once complete. */
  firstInvoice: InvoiceFacts | null;
}

/**
 * What a webhook (or a verify call) tells us. `eventId` is the provider's event id when it came as
 * an event, so a redelivered event is recognised.
 */
export type PaymentEvent =
  | { type: 'session.completed'; eventId?: string; session: SessionFacts }
  | { type: 'session.async_failed'; eventId?: string; session: SessionFacts }
  | { type: 'invoice.paid'; eventId?: string; invoice: InvoiceFacts }
  | { type: 'invoice.failed'; eventId?: string; invoice: InvoiceFacts }
  | { type: 'subscription.ended'; eventId?: string; subscriptionId: string; checkoutId: string | undefined };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when no money moves (the test checkout, or Stripe with a test key). */
  readonly testMode: boolean;
  createCheckout(checkout: NewCheckout): Promise<CreatedCheckout>;
  retrieveSession(sessionId: string): Promise<SessionFacts>;
  /** Ends a monthly gift at the provider; already ended is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Closes an unpaid session so it can no longer be paid; already closed (or paid) is not an error. */
  expireSession(sessionId: string): Promise<void>;
  /** Test checkout only: the page where a subscription's renewals can be simulated. */
  testRenewalUrl?(subscriptionId: string): string;
}

/** The provider could not be reached or refused the request: nothing of ours changed. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

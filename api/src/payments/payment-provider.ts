/**
 * Where donors pay (DESIGN §7). Two implementations: Stripe Checkout (stripe/) and the built-in test
 * checkout (test-checkout/), chosen by configuration in the composition root. Both describe what
 * happened in the same normalized terms (PaymentEvent), and the donations module turns those into
 * donations, refunds and disputes exactly once, whichever path (webhook, verify call, the payment
 * sweep, a retry) brings them.
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
  /** When the session stops taking payment (its hold lapses a little after). */
  expiresAt: Date;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
}

/**
 * An amount as it reached us: what the donor's card was charged (in whatever currency) and what it
 * is worth in dollars, the journeys' currency. `usdCents` is null when the provider could not say
 * (a currency it converted at a rate we cannot learn): such money is given back, never guessed.
 */
export interface PaidAmount {
  chargedCents: number;
  chargedCurrency: string;
  usdCents: number | null;
}

/** A paid month (or a failed attempt at one) of a monthly gift. */
export interface InvoiceFacts {
  invoiceId: string;
  subscriptionId: string;
  /** From the subscription's metadata: known even when the invoice arrives before the session. */
  checkoutId: string | undefined;
  paid: boolean;
  /** What was asked (failed) or paid. */
  amount: PaidAmount;
  /** The provider's payment (Stripe: the PaymentIntent), when the invoice names it. */
  paymentId: string | null;
  /** The start of the month it pays for. */
  periodStart: Date;
}

/** A checkout session as the provider knows it now. */
export interface SessionFacts {
  sessionId: string;
  checkoutId: string | undefined;
  mode: 'payment' | 'subscription';
  /** open: not paid yet; complete: the donor finished; expired: abandoned or closed. */
  status: 'open' | 'complete' | 'expired';
  /** A completed session can still be unpaid (delayed payment methods). */
  paid: boolean;
  /** What the provider charged, never what our request asked for; null until paid. */
  amount: PaidAmount | null;
  /** One-time: the provider's payment (Stripe: the PaymentIntent). */
  paymentId: string | null;
  subscriptionId: string | null;
  /** The first month's invoice of a subscription session, once complete. */
  firstInvoice: InvoiceFacts | null;
}

/**
 * Which payment a refund or dispute is about: the provider's payment id, and our payment key
 * ('session:<id>' or 'invoice:<id>') when the provider could tell it.
 */
export interface PaymentRef {
  paymentId: string;
  paymentKey?: string;
}

/** A refund as the provider knows it. `sabilRefundId` is ours when we asked for it. */
export interface RefundFacts {
  refundId: string;
  sabilRefundId?: string;
  /** In the currency of the charge (the ledger turns it into the donation's dollars). */
  amountCents: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * What a webhook (or a verify call, or the sweep) tells us. `eventId` is the provider's event id
 * when it came as an event, so a redelivered event is recognised.
 */
export type PaymentEvent =
  | { type: 'session.completed'; eventId?: string; session: SessionFacts }
  | { type: 'session.async_failed'; eventId?: string; session: SessionFacts }
  | { type: 'session.expired'; eventId?: string; session: SessionFacts }
  | { type: 'invoice.paid'; eventId?: string; invoice: InvoiceFacts }
  | { type: 'invoice.failed'; eventId?: string; invoice: InvoiceFacts }
  | { type: 'subscription.ended'; eventId?: string; subscriptionId: string; checkoutId: string | undefined }
  /** Every refund the provider holds for one payment (ours, and those made at the provider). */
  | { type: 'payment.refunded'; eventId?: string; payment: PaymentRef; refunds: RefundFacts[] }
  | { type: 'dispute.opened'; eventId?: string; payment: PaymentRef; disputeId: string }
  /** `withheld`: what the dispute took, in cents of the charge (part of it, when the bank disputed part); none said means all that was left. */
  | { type: 'dispute.closed'; eventId?: string; payment: PaymentRef; disputeId: string; outcome: 'won' | 'lost'; withheld?: { cents: number; currency: string } };

/** A refund we ask the provider for; `idempotencyKey` makes a retried request the same refund. */
export interface RefundRequest {
  /** Our refund's id: in the provider's metadata, so its events lead back to it. */
  refundId: string;
  idempotencyKey: string;
  paymentKey: string;
  paymentId: string | null;
  /** In the currency the payment was charged in. */
  chargedCents: number;
  chargedCurrency: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when no money moves (the test checkout, or Stripe with a test key). */
  readonly testMode: boolean;
  createCheckout(checkout: NewCheckout): Promise<CreatedCheckout>;
  retrieveSession(sessionId: string): Promise<SessionFacts>;
  retrieveInvoice(invoiceId: string): Promise<InvoiceFacts>;
  /** Ends a monthly gift at the provider; already ended is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Closes a session so it can no longer be paid, and answers how it stands after: `complete` when
   * the donor paid first (the caller fulfils it then), `expired` otherwise.
   */
  expireSession(sessionId: string): Promise<SessionFacts>;
  /** Gives money back (idempotent on the request's key); a refusal that will not change is RefundRefusedError. */
  refund(request: RefundRequest): Promise<{ providerRefundId: string; status: 'pending' | 'succeeded' }>;
  /** Our payment key ('session:…' or 'invoice:…') of a provider payment id, when it is one of ours. */
  paymentKeyOf(paymentId: string): Promise<string | undefined>;
  /** Events of the last days the provider could not deliver to us (the sweep applies them). */
  undeliveredEvents(since: Date): Promise<PaymentEvent[]>;
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

/** The provider refused a refund for good (the charge is disputed, or cannot be refunded). */
export class RefundRefusedError extends PaymentProviderError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefundRefusedError';
  }
}

/** The charge is disputed right now: the refund must wait until the dispute closes (not a refusal). */
export class RefundDisputedError extends PaymentProviderError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefundDisputedError';
  }
}

/** A dollar amount needs no conversion; anything else only with the provider's own figure. */
export function paidInDollars(cents: number, currency: string): PaidAmount {
  return { chargedCents: cents, chargedCurrency: currency.toLowerCase(), usdCents: currency.toLowerCase() === 'usd' ? cents : null };
}

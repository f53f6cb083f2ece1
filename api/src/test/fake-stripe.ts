import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

/**
 * Plays the Stripe endpoints Sabil calls, on loopback, so the adapter's requests go through the
 * real `stripe` SDK (form encoding, idempotency keys, expansion, errors) to something that answers
 * like Stripe. It keeps sessions, subscriptions and invoices, and builds the events Stripe would send.
 */

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  expires_at: number | null;
  currency_conversion: null | { amount_total: number; amount_subtotal: number; source_currency: string; fx_rate: string };
  /** What the create call asked for, kept for assertions. */
  request: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  metadata: Record<string, string>;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'paid' | 'open';
  amount_paid: number;
  amount_due: number;
  currency: string;
  created: number;
  billing_reason: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  lines: { object: 'list'; data: { period: { start: number; end: number } }[] };
  /** Not part of Stripe's invoice unless expanded (`payments`): the fake keeps it apart. */
  payment_intent_id: string | null;
}

/** A charge as the fake keeps it: one per paid session or invoice (its PaymentIntent's). */
export interface FakeCharge {
  id: string;
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  disputed: boolean;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
  created: number;
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly disputes = new Map<string, FakeDispute>();
  /** Every event built, and whether its delivery succeeded (GET /v1/events?delivery_success=false reads it). */
  readonly events: { event: Record<string, unknown>; delivered: boolean }[] = [];
  /** When set, POST /v1/refunds answers with this error instead. */
  refuseRefunds?: { status: number; code: string; message: string };
  /** Every request as it arrived: method, path, idempotency key. */
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  /** While true every call answers 500 (Stripe unreachable or failing). */
  down = false;
  private readonly byIdempotencyKey = new Map<string, string>();
  private server?: http.Server;
  port = 0;

  constructor(readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** A Stripe client of the real SDK, pointed here. */
  client(secretKey = 'sk_test_fake'): Stripe {
    return new Stripe(secretKey, { host: '127.0.0.1', port: this.port, protocol: 'http', maxNetworkRetries: 0 });
  }

  /** The donor paid on Stripe's page: the session completes; a subscription starts with its first invoice paid. */
  completeSession(sessionId: string, options: { paid?: boolean; conversion?: { amount: number; currency: string } } = {}) {
    const session = this.sessions.get(sessionId)!;
    session.status = 'complete';
    session.payment_status = options.paid === false ? 'unpaid' : 'paid';
    if (options.conversion) {
      // Adaptive Pricing: the donor paid in their currency; Stripe keeps ours as the source.
      session.currency_conversion = { amount_total: session.amount_total, amount_subtotal: session.amount_total, source_currency: session.currency, fx_rate: '0.92' };
      session.amount_total = options.conversion.amount;
      session.currency = options.conversion.currency;
    }
    let invoice: FakeInvoice | undefined;
    if (session.mode === 'payment' && session.payment_status === 'paid') session.payment_intent = this.newCharge(session.amount_total, session.currency).payment_intent;
    if (session.mode === 'subscription' && session.payment_status === 'paid') {
      const subscription: FakeSubscription = { id: id('sub'), object: 'subscription', status: 'active', metadata: { ...(session.request.subscriptionMetadata ? JSON.parse(session.request.subscriptionMetadata) : {}) } };
      this.subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      invoice = this.newInvoice(subscription, session.amount_total, 'subscription_create', Math.floor(Date.now() / 1000));
      session.invoice = invoice.id;
    }
    return { session, invoice };
  }

  /** The next month of a subscription: an invoice, paid or not. */
  renew(subscriptionId: string, paid = true, monthsAfterStart = 1): FakeInvoice {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const first = [...this.invoices.values()].find((i) => i.parent.subscription_details.subscription === subscriptionId)!;
    const start = first.lines.data[0]!.period.start + monthsAfterStart * 30 * 24 * 3600;
    const invoice = this.newInvoice(subscription, first.amount_due, 'subscription_cycle', start);
    if (!paid) {
      invoice.status = 'open';
      invoice.amount_paid = 0;
      // Not collected: no charge stands behind it.
      this.charges.delete(this.chargeOf(invoice.payment_intent_id!).id);
      invoice.payment_intent_id = null;
    }
    return invoice;
  }

  /** Stripe collected an open invoice later (a retry of the card, or the donor updated it): paid, with a charge of its own. */
  collectInvoice(invoiceId: string): FakeInvoice {
    const invoice = this.invoices.get(invoiceId)!;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.payment_intent_id = this.newCharge(invoice.amount_due, invoice.currency).payment_intent;
    return invoice;
  }

  /** The session reached its `expires_at` unpaid: Stripe closes it (and sends checkout.session.expired). */
  expireSession(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId)!;
    session.status = 'expired';
    return session;
  }

  /** A session as Stripe's API (and its events) show it: without what the fake kept of the request. */
  sessionObject(session: FakeSession): Omit<FakeSession, 'request'> {
    const { request: _request, ...visible } = session;
    return visible;
  }

  /** The charge behind a paid session or invoice. */
  chargeOf(paymentIntent: string): FakeCharge {
    return [...this.charges.values()].find((c) => c.payment_intent === paymentIntent)!;
  }

  /** A refund made in Stripe's dashboard (not asked for by Sabil): the refund and its charge, for events. */
  refundInDashboard(paymentIntent: string, amount?: number): { refund: FakeRefund; charge: Record<string, unknown> } {
    const charge = this.chargeOf(paymentIntent);
    const refund = this.newRefund(charge, amount ?? charge.amount - charge.amount_refunded, {});
    return { refund, charge: this.chargeObject(charge) };
  }

  /**
   * A refund the card's bank could not take (a closed card): Stripe marks it failed, puts the money
   * back in the balance, and sends refund.failed with it.
   */
  failRefund(refundId: string): FakeRefund {
    const refund = this.refunds.get(refundId)!;
    if (refund.status !== 'failed') this.charges.get(refund.charge)!.amount_refunded -= refund.amount;
    refund.status = 'failed';
    return refund;
  }

  /**
   * The donor's bank disputes a payment: Stripe withdraws the funds, and refuses refunds of the
   * charge until the dispute is won. An inquiry (`warning_needs_response`) only asks questions: no
   * money moves, and the charge can still be refunded. `amount` (cents of the charge) disputes part
   * of it, as a bank may for part of a purchase.
   */
  openDispute(paymentIntent: string, options: { inquiry?: boolean; amount?: number } = {}): FakeDispute {
    const charge = this.chargeOf(paymentIntent);
    if (!options.inquiry) charge.disputed = true;
    const status = options.inquiry ? 'warning_needs_response' : 'needs_response';
    const amount = options.amount ?? charge.amount - charge.amount_refunded;
    const dispute: FakeDispute = { id: id('dp'), object: 'dispute', amount, currency: charge.currency, charge: charge.id, payment_intent: paymentIntent, status };
    this.disputes.set(dispute.id, dispute);
    return dispute;
  }

  /** `warning_closed`: an inquiry closed (it never withdrew anything). */
  closeDispute(disputeId: string, status: 'won' | 'lost' | 'warning_closed'): FakeDispute {
    const dispute = this.disputes.get(disputeId)!;
    dispute.status = status;
    if (status !== 'lost') this.charges.get(dispute.charge)!.disputed = false;
    return dispute;
  }

  /**
   * The charge as Stripe's API shows it: its refunds listed, as older API versions (and an expanded
   * `refunds`) give them; `withRefunds: false` as API versions since 2022-11-15 send it, without them.
   */
  chargeObject(charge: FakeCharge, options: { withRefunds?: boolean } = {}): Record<string, unknown> {
    const refunds = [...this.refunds.values()].filter((r) => r.charge === charge.id);
    const listed = options.withRefunds === false ? {} : { refunds: { object: 'list', data: refunds, has_more: false } };
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: charge.amount_refunded,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      refunded: charge.amount_refunded >= charge.amount,
      disputed: charge.disputed,
      ...listed,
    };
  }

  /**
   * Stripe's books against Sabil's: what it charged, less what it refunded and what disputes
   * withdrew (open or lost; an inquiry withdraws nothing), in cents of each currency.
   */
  balance(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const charge of this.charges.values()) out[charge.currency] = (out[charge.currency] ?? 0) + charge.amount - charge.amount_refunded;
    for (const dispute of this.disputes.values()) {
      if (dispute.status !== 'won' && !dispute.status.startsWith('warning_')) out[dispute.currency] = (out[dispute.currency] ?? 0) - dispute.amount;
    }
    return out;
  }

  private newCharge(amount: number, currency: string): FakeCharge {
    const charge: FakeCharge = { id: id('ch'), payment_intent: id('pi'), amount, amount_refunded: 0, currency, disputed: false };
    this.charges.set(charge.id, charge);
    return charge;
  }

  private newRefund(charge: FakeCharge, amount: number, metadata: Record<string, string>): FakeRefund {
    const refund: FakeRefund = { id: id('re'), object: 'refund', amount, currency: charge.currency, charge: charge.id, payment_intent: charge.payment_intent, status: 'succeeded', metadata, created: Math.floor(Date.now() / 1000) };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    return refund;
  }

  /** An event as Stripe sends it, its JSON body and a valid Stripe-Signature header for it. */
  event(type: string, object: unknown, options: { eventId?: string; timestamp?: number; secret?: string; delivered?: boolean } = {}) {
    const event = {
      id: options.eventId ?? id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    this.events.push({ event, delivered: options.delivered ?? true });
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? this.webhookSecret, timestamp: options.timestamp });
    return { payload, header };
  }

  private newInvoice(subscription: FakeSubscription, amount: number, reason: string, periodStart: number): FakeInvoice {
    const charge = this.newCharge(amount, 'usd');
    const invoice: FakeInvoice = {
      payment_intent_id: charge.payment_intent,
      id: id('in'),
      object: 'invoice',
      status: 'paid',
      amount_paid: amount,
      amount_due: amount,
      currency: 'usd',
      created: periodStart,
      billing_reason: reason,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: { object: 'list', data: [{ period: { start: periodStart, end: periodStart + 30 * 24 * 3600 } }] },
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  invoiceObject(invoice: FakeInvoice, withPayments = false): Record<string, unknown> {
    const visible = invoiceVisible(invoice);
    return withPayments ? { ...visible, payments: { object: 'list', data: invoice.payment_intent_id ? [this.invoicePayment(invoice)] : [], has_more: false } } : visible;
  }

  private invoicePayment(invoice: FakeInvoice) {
    return { id: id('inpay'), object: 'invoice_payment', invoice: invoice.id, status: 'paid', amount_paid: invoice.amount_paid, currency: invoice.currency, payment: { type: 'payment_intent', payment_intent: invoice.payment_intent_id } };
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (this.down) return send(500, { error: { type: 'api_error', message: 'Stripe is having a bad day' } });
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const known = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return send(200, this.sessions.get(known));
      const metadata = prefixed(form, 'metadata');
      const session: FakeSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: form.get('mode') === 'subscription' ? 'subscription' : 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        metadata,
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        locale: form.get('locale'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: null,
        subscription: null,
        invoice: null,
        payment_intent: null,
        expires_at: form.has('expires_at') ? Number(form.get('expires_at')) : null,
        currency_conversion: null,
        request: {
          ...Object.fromEntries(form.entries()),
          subscriptionMetadata: JSON.stringify(prefixed(form, 'subscription_data[metadata]')),
        },
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      this.sessions.set(session.id, session);
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, session.id);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sessionMatch) {
      const session = this.sessions.get(sessionMatch[1]!);
      if (!session) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
      const expand = [...url.searchParams.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      const { request: _request, ...visible } = session;
      const invoice = session.invoice ? this.invoices.get(session.invoice) : undefined;
      return send(200, { ...visible, invoice: expand.includes('invoice') && invoice ? this.invoiceObject(invoice, expand.includes('invoice.payments')) : session.invoice });
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expireMatch) {
      const session = this.sessions.get(expireMatch[1]!);
      if (!session) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
      if (session.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` } });
      session.status = 'expired';
      const { request: _request, ...visible } = session;
      return send(200, visible);
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const paymentIntent = url.searchParams.get('payment_intent');
      const data = [...this.sessions.values()].filter((session) => session.payment_intent === paymentIntent).map(({ request: _request, ...visible }) => visible);
      return send(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && invoiceMatch) {
      const invoice = this.invoices.get(invoiceMatch[1]!);
      if (!invoice) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such invoice' } });
      const expand = [...url.searchParams.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      return send(200, this.invoiceObject(invoice, expand.includes('payments')));
    }
    if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
      const invoiceId = url.searchParams.get('invoice');
      const paymentIntent = url.searchParams.get('payment[payment_intent]');
      const data = [...this.invoices.values()]
        .filter((invoice) => invoice.payment_intent_id && (invoice.id === invoiceId || invoice.payment_intent_id === paymentIntent))
        .map((invoice) => this.invoicePayment(invoice));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const known = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return send(200, this.refunds.get(known));
      if (this.refuseRefunds) return send(this.refuseRefunds.status, { error: { type: 'invalid_request_error', code: this.refuseRefunds.code, message: this.refuseRefunds.message } });
      const charge = this.chargeOf(form.get('payment_intent') ?? '');
      if (!charge) return send(400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      if (charge.disputed) return send(400, { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge is disputed and cannot be refunded.' } });
      const amount = form.has('amount') ? Number(form.get('amount')) : charge.amount - charge.amount_refunded;
      if (amount > charge.amount - charge.amount_refunded) {
        return send(400, { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount (${amount}) is greater than unrefunded amount on charge` } });
      }
      const refund = this.newRefund(charge, amount, prefixed(form, 'metadata'));
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, refund.id);
      return send(200, refund);
    }
    if (req.method === 'GET' && url.pathname === '/v1/refunds') {
      const chargeId = url.searchParams.get('charge');
      const data = [...this.refunds.values()].filter((refund) => refund.charge === chargeId);
      return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    if (req.method === 'GET' && url.pathname === '/v1/events') {
      const undelivered = url.searchParams.get('delivery_success') === 'false';
      const since = Number(url.searchParams.get('created[gte]') ?? 0);
      const types = [...url.searchParams.entries()].filter(([key]) => /^types\[\d*\]$/.test(key)).map(([, value]) => value);
      const data = this.events
        .filter((e) => (!undelivered || !e.delivered) && (e.event.created as number) >= since && (!types.length || types.includes(e.event.type as string)))
        .map((e) => e.event)
        .reverse();
      return send(200, { object: 'list', data, has_more: false, url: '/v1/events' });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } });
      subscription.status = 'canceled';
      return send(200, subscription);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }
}

/** An invoice as Stripe's API shows it; `payments` only when expanded. */
function invoiceVisible(invoice: FakeInvoice): Omit<FakeInvoice, 'payment_intent_id'> {
  const { payment_intent_id: _paymentIntent, ...visible } = invoice;
  return visible;
}

/** Stripe's form encoding of a hash: `metadata[key]=value` → { key: value }. */
function prefixed(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']') && !key.slice(prefix.length + 1, -1).includes('[')) out[key.slice(prefix.length + 1, -1)] = value;
  }
  return out;
}

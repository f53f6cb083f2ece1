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
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
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
    }
    return invoice;
  }

  /** An event as Stripe sends it, its JSON body and a valid Stripe-Signature header for it. */
  event(type: string, object: unknown, options: { eventId?: string; timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify({
      id: options.eventId ?? id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? this.webhookSecret, timestamp: options.timestamp });
    return { payload, header };
  }

  private newInvoice(subscription: FakeSubscription, amount: number, reason: string, periodStart: number): FakeInvoice {
    const invoice: FakeInvoice = {
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
      return send(200, { ...visible, invoice: expand.includes('invoice') && session.invoice ? this.invoices.get(session.invoice) : session.invoice });
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

/** Stripe's form encoding of a hash: `metadata[key]=value` → { key: value }. */
function prefixed(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']') && !key.slice(prefix.length + 1, -1).includes('[')) out[key.slice(prefix.length + 1, -1)] = value;
  }
  return out;
}

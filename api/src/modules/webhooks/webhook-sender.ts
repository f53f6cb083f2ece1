import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddress, type ResolvedAddress } from './webhook-address';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export type WebhookOutcome = { delivered: true; statusCode: number } | { delivered: false; statusCode: number | null; error: string };

/** What a receiver may answer beyond its status: read and dropped, never stored. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One POST to a receiver. The host is resolved and checked again here (a name that resolved to a
 * public address at registration may resolve to a private one now: DNS rebinding), and the socket
 * connects to the address that was checked. Redirects are not followed (a 3xx is a failure), and
 * the whole attempt — resolving the host, connecting, the answer and its body — must end within the
 * timeout, so an attempt cannot outlive the worker's lease on it (a slow resolver included).
 */
export class WebhookSender {
  constructor(private readonly options: { timeoutMs: number; allowPrivate: boolean }) {}

  async send(request: WebhookRequest): Promise<WebhookOutcome> {
    const url = new URL(request.url);
    const started = Date.now();
    const timedOut = { delivered: false as const, statusCode: null, error: `timed out after ${this.options.timeoutMs / 1000} s` };
    let deadline: NodeJS.Timeout | undefined;
    const check = await Promise.race([
      checkedAddress(url, this.options.allowPrivate),
      new Promise<undefined>((resolve) => (deadline = setTimeout(() => resolve(undefined), this.options.timeoutMs))),
    ]).finally(() => clearTimeout(deadline));
    if (!check) return { ...timedOut, error: `${timedOut.error} resolving ${url.hostname}` };
    if (!check.ok) {
      const error = check.problem === 'unresolvable' ? `could not resolve ${check.host}` : `refused: ${check.address} is not a public address`;
      return { delivered: false, statusCode: null, error };
    }
    return this.post(url, check.addresses, request, Math.max(1, this.options.timeoutMs - (Date.now() - started)));
  }

  private post(url: URL, addresses: ResolvedAddress[], request: WebhookRequest, timeoutMs: number): Promise<WebhookOutcome> {
    // Every checked address, for Node's "happy eyeballs" (a host with IPv6 and IPv4 addresses
    // whose IPv6 route is down); nothing the resolver says later is used.
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) (callback as unknown as (e: null, all: ResolvedAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: WebhookOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const req = client.request(url, {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        agent: false,
      });
      const timer = setTimeout(() => {
        finish({ delivered: false, statusCode: null, error: `timed out after ${this.options.timeoutMs / 1000} s` });
        req.destroy();
      }, timeoutMs);
      req.on('error', (error) => finish({ delivered: false, statusCode: null, error: `could not deliver: ${error.message}`.slice(0, 500) }));
      req.on('response', (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) res.destroy();
        });
        const status = res.statusCode ?? 0;
        const done = () => {
          if (status >= 200 && status < 300) finish({ delivered: true, statusCode: status });
          else if (status >= 300 && status < 400) finish({ delivered: false, statusCode: status, error: `answered ${status} (redirects are not followed)` });
          else finish({ delivered: false, statusCode: status, error: `answered ${status}` });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      req.end(request.body);
    });
  }
}

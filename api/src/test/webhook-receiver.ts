import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** 'hang' keeps the request open until release() (or the sender gives up). */
export type Answer = number | 'hang';

/**
 * A webhook receiver on loopback, as an integrator would run one: it records every POST and
 * answers from a script (`answers`, then `then` for the rest).
 */
export async function startReceiver(answers: Answer[] = [], then: Answer = 200) {
  const received: Received[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const hanging = new Set<http.ServerResponse>();
  const script = [...answers];
  let otherwise = then;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const waiter of waiting.filter((w) => received.length >= w.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
      const answer = script.length ? script.shift()! : otherwise;
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/sabil`,
    port,
    received,
    /** Changes what later requests are answered (after the scripted ones). */
    answerFromNowOn(answer: Answer) {
      otherwise = answer;
    },
    script(...answers: Answer[]) {
      script.push(...answers);
    },
    /** Resolves once `count` requests have arrived in all. */
    waitFor(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    release() {
      for (const res of hanging) res.destroy();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What an integrator's code does with `Sabil-Signature`: recompute and compare in constant time. */
export function signatureVerifies(secret: string, header: string | string[] | undefined, body: string): { ok: boolean; t: number } {
  const parts = Object.fromEntries(String(header).split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return { ok: given.length === expected.length && timingSafeEqual(given, expected), t };
}

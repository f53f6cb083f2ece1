import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../logging/logger';
import { sendJsonArray } from './json-stream';
import { requestLog } from '../http/request-log';

/** sendJsonArray behind a real HTTP server with the API's request log, read by a real client. */
describe('sendJsonArray', () => {
  let server: http.Server;
  let url: string;
  const logged: Record<string, unknown>[] = [];
  let source: () => AsyncGenerator<unknown>;

  beforeAll(async () => {
    const app = express();
    app.use(requestLog(createLogger('info', (line) => logged.push(JSON.parse(line)))));
    app.get('/list', async (_req, res, next) => {
      try {
        await sendJsonArray(res, source(), 'rows');
      } catch (error) {
        next(error);
      }
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/list`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    logged.length = 0;
  });

  it('answers every row as one JSON document', async () => {
    source = async function* () {
      for (let i = 0; i < 1200; i += 1) yield { i };
    };
    const body = (await (await fetch(url)).json()) as { rows: { i: number }[] };
    expect(body.rows).toHaveLength(1200);
    expect(body.rows[1199]).toEqual({ i: 1199 });
  });

  it('stops reading and closes the source when the client leaves while a batch is loading', async () => {
    let closed!: () => void;
    const sourceClosed = new Promise<void>((resolve) => (closed = resolve));
    let batchLoading!: () => void;
    const loading = new Promise<void>((resolve) => (batchLoading = resolve));
    source = async function* () {
      try {
        yield { first: true };
        batchLoading();
        // A slow batch: the client leaves meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 200));
        for (let i = 0; i < 1000; i += 1) yield { i };
      } finally {
        closed();
      }
    };
    const aborted = new AbortController();
    const response = await fetch(url, { signal: aborted.signal });
    expect(response.status).toBe(200);
    await loading;
    aborted.abort();
    await sourceClosed; // before, the writer waited for a 'drain' that never came (the test timed out)
    expect(logged.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('logs a failure after the first row with the request id, and cuts the connection', async () => {
    source = async function* () {
      yield { first: true };
      throw new Error('connection to the database lost');
    };
    // Cut before or after the headers reach the client: either way, no complete answer.
    const outcome = await fetch(url, { headers: { 'X-Request-Id': 'list-failure-1' } })
      .then((response) => response.text())
      .then(
        () => 'complete',
        () => 'cut',
      );
    expect(outcome).toBe('cut');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const failure = logged.find((line) => line.level === 'error');
    expect(failure).toMatchObject({ msg: 'list failed after its first row', err: { message: 'connection to the database lost' } });
    expect(JSON.stringify(failure)).toContain('list-failure-1');
  });
});

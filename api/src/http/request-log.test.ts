import type { AddressInfo } from 'node:net';
import express from 'express';
import { formatGraphQLError } from '../graphql/apollo';
import { createLogger } from '../logging/logger';
import { requestScope } from '../logging/request-scope';
import { errorHandler } from './error-handler';
import { requestLog } from './request-log';

describe('request ids in the logs', () => {
  const logged: Record<string, unknown>[] = [];
  const logger = createLogger('info', (line) => logged.push(JSON.parse(line)));

  beforeEach(() => {
    logged.length = 0;
  });

  it("gives every line logged while a request is served that request's id, the one its answer carries", async () => {
    const app = express();
    app.use(requestLog(logger));
    app.get('/boom', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5)); // the scope survives awaits
      throw new Error('the disk is full');
    });
    app.use(errorHandler(logger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const given = await fetch(`${base}/boom`, { headers: { 'X-Request-Id': 'support-ticket-42' } });
      expect(given.status).toBe(500);
      expect(await given.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
      expect(given.headers.get('x-request-id')).toBe('support-ticket-42');
      const made = await fetch(`${base}/boom`, { headers: { 'X-Request-Id': 'not a sensible id!' } });
      const madeId = made.headers.get('x-request-id');
      expect(madeId).toMatch(/^[0-9a-f-]{36}$/);

      await new Promise((resolve) => setTimeout(resolve, 20));
      const failures = logged.filter((line) => line.msg === 'request failed' && line.error);
      expect(failures.map((line) => line.requestId)).toEqual(['support-ticket-42', madeId]);
      expect(failures[0]!.error).toMatchObject({ message: 'the disk is full' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("names the request in GraphQL's internal-error line, and nowhere outside a request", () => {
    requestScope.run({ requestId: 'graphql-7' }, () => formatGraphQLError({ message: 'boom' }, new Error('boom'), logger));
    formatGraphQLError({ message: 'boom' }, new Error('boom'), logger);
    expect(logged.map((line) => line.requestId)).toEqual(['graphql-7', undefined]);
  });
});

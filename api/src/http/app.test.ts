import { getIntrospectionQuery } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { PUBLIC_OPERATIONS } from '../auth/public';
import { formatGraphQLError } from '../graphql/apollo';
import { getSchema } from '../graphql/schema';
import { createLogger } from '../logging/logger';
import { startTestApi, type TestApi } from '../test/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ webOrigin: 'http://localhost:3000' });
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    expect(await t.rest('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.rest('GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('answers 404 with a message for unknown paths', async () => {
    expect(await t.rest('GET', '/nowhere')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('GraphQL endpoint protections', () => {
  it('refuses a GET query without a preflight header (CSRF prevention) with 400', async () => {
    const answer = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/CSRF/i);
  });

  it('refuses batched operations', async () => {
    const answer = await t.rest('POST', '/graphql', [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(answer.status).toBe(400);
  });

  it('refuses a query nested deeper than the limit', async () => {
    const deep = `{ __schema { types { fields { type { ${'ofType { '.repeat(30)}name${' }'.repeat(30)} } } } } }`;
    const answer = await t.graphql(deep);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ');
    const answer = await t.graphql(`{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toMatch(/alias/i);
  });

  it('answers the full introspection query by default, for GraphiQL and integrators', async () => {
    const answer = await t.graphql(getIntrospectionQuery());
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.__schema.queryType.name).toBe('Query');
  });

  it('turns introspection off when configured', async () => {
    const closed = await startTestApi({ introspection: false });
    try {
      const answer = await closed.graphql('{ __schema { queryType { name } } }');
      expect(answer.status).toBe(400);
    } finally {
      await closed.close();
    }
  });

  it('allows only the web origin through CORS', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    const web = await preflight('http://localhost:3000');
    expect(web.status).toBe(204);
    expect(web.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(web.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const other = await preflight('http://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // Allowed, refused or absent, the answer varies with the Origin.
    expect(web.headers.get('vary')).toMatch(/Origin/);
    expect(other.headers.get('vary')).toMatch(/Origin/);
    expect((await fetch(`${t.url}/healthz`)).headers.get('vary')).toMatch(/Origin/);
  });
});

describe('errors', () => {
  it('masks unexpected errors: no stack, no SQL, whatever the environment', () => {
    const logged: string[] = [];
    const logger = createLogger('error', (line) => logged.push(line));
    const formatted = formatGraphQLError(
      { message: 'relation "account" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      new Error('relation "account" does not exist'),
      logger,
    );
    expect(formatted).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(logged.join('')).toMatch(/relation/);
  });
});

describe('every operation states who may call it', () => {
  it('is either @Authorized or @Public', async () => {
    await getSchema();
    const storage = getMetadataStorage();
    const operations = [...storage.queries, ...storage.mutations];
    expect(operations.length).toBeGreaterThan(0);
    const unguarded = operations
      .filter((op) => {
        const name = `${op.target.name}.${op.methodName}`;
        const authorized = storage.authorizedFields.some((a) => a.target === op.target && a.fieldName === op.methodName);
        return !authorized && !PUBLIC_OPERATIONS.has(name);
      })
      .map((op) => `${op.target.name}.${op.methodName}`);
    expect(unguarded).toEqual([]);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops accepting', async () => {
    const s = await startTestApi();
    // Stop once the server holds the request, not after a guessed delay: on a busy machine the
    // request may not have arrived yet, and a connection with no request in it is idle, which a
    // stopping server rightly closes.
    const received = new Promise((resolve) => s.api.httpServer.once('request', resolve));
    const inFlight = s.rest('POST', '/donor/register', { fullname: 'Late', email: 'late@example.org', password: 'long enough' });
    await received;
    const stopped = s.api.stop();
    expect((await inFlight).status).toBe(201);
    await stopped;
    await expect(fetch(`${s.url}/healthz`)).rejects.toThrow();
    expect(await s.count('account')).toBe(1);
    await s.close(); // stopping twice is harmless; this closes the database and removes DATA_DIR
  });
});

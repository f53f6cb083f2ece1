import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Express } from 'express';
import { MODULES } from '../../modules';
import { operationCatalogue } from '../../operations/catalogue';
import { startTestApi, type TestApi } from '../../test/test-api';
import { LICENSE, openApiDocument } from './openapi-document';
import { openApiRouter } from './openapi.rest';

/**
 * Routes on the express app that the document leaves out, and why. Everything else an integrator
 * can call is in it; a route added without documentation fails "every route is documented".
 */
const NOT_DOCUMENTED: Array<{ method: string; path: RegExp; why: string }> = [
  { method: 'POST', path: /^\/webhooks\/stripe$/, why: "Stripe's own deliveries, signed with Stripe's secret" },
  { method: 'GET', path: /^\/test-checkout\//, why: "the built-in test checkout's HTML pages stand in for a card provider's" },
  { method: 'POST', path: /^\/test-checkout\//, why: "the test checkout's Pay, renew and fail buttons" },
  { method: 'GET', path: /^\/mail\/unsubscribe$/, why: "an email's unsubscribe link: an HTML page for the person who opens it" },
  { method: 'POST', path: /^\/mail\/unsubscribe$/, why: "mail clients' one-click unsubscribe (RFC 8058) and that page's button" },
  { method: 'GET', path: /^\/dev\/mailbox/, why: 'the development mailbox, served only outside production' },
  { method: 'GET', path: /^\/newsletter\/(confirm|unsubscribe)$/, why: "a newsletter email's confirm or unsubscribe link: an HTML page with a button" },
  { method: 'POST', path: /^\/newsletter\/(confirm|unsubscribe)$/, why: "that page's button, and mail clients' one-click unsubscribe (RFC 8058)" },
];

/** Mounted middleware with its own path that answers requests: GraphQL is described by its schema. */
const MOUNTS_NOT_DOCUMENTED = ['/graphql'];

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
}

/** Every (method, path) an express app routes, found by walking its routers' stacks (express 5). */
function routesOf(app: Express): { routes: string[]; mounts: string[] } {
  const routes: string[] = [];
  const mounts: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const mountedAt = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods)) routes.push(`${method.toUpperCase()} ${prefix}${path}`);
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, prefix + mountedAt);
      } else if (mountedAt) {
        mounts.push(prefix + mountedAt);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return { routes, mounts };
}

const asOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

describe('GET /openapi.json', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ publicApiUrl: 'https://api.sabil.example' });
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const answer = await t.rest('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    const result = await new Validator().validate(answer.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(answer.body.openapi).toBe('3.1.0');
  });

  it('names the configured public address as its server, and is cacheable and readable by the web app', async () => {
    const answer = await fetch(`${t.url}/openapi.json`, { headers: { origin: t.config.webOrigin } });
    const body = (await answer.json()) as { servers: Array<{ url: string }> };
    expect(body.servers).toEqual([{ url: 'https://api.sabil.example', description: 'This API' }]);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('access-control-allow-origin')).toBe(t.config.webOrigin);
    expect(answer.headers.get('x-request-id')).toBeTruthy();
  });

  it('documents every route the API serves, and nothing it does not serve', () => {
    const app = t.api.httpServer.listeners('request')[0] as Express;
    const { routes, mounts } = routesOf(app);
    const documented = Object.entries(openApiDocument('http://localhost').paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

    const served = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !NOT_DOCUMENTED.some((skip) => skip.method === method && skip.path.test(path));
    });
    expect(served.length).toBeGreaterThan(10);
    const servedPaths = served.map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return `${method} ${asOpenApiPath(path)}`;
    });
    expect(servedPaths.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !servedPaths.includes(route))).toEqual([]);
    expect(mounts.filter((mount) => !MOUNTS_NOT_DOCUMENTED.includes(mount))).toEqual([]);
  });

  it('leaves out only routes that exist (the list of exceptions does not go stale)', () => {
    const app = t.api.httpServer.listeners('request')[0] as Express;
    const { routes } = routesOf(app);
    // The Stripe webhook is mounted only with Stripe keys; the test API uses the test checkout.
    for (const skip of NOT_DOCUMENTED.filter((s) => !s.path.test('/webhooks/stripe'))) {
      expect(routes.some((route) => route.startsWith(`${skip.method} `) && skip.path.test(route.slice(skip.method.length + 1)))).toBe(true);
    }
  });

  it('offers API keys exactly the paths the REST shim lets them read, each naming its scope and the refusal without it', () => {
    const document = openApiDocument('http://localhost');
    const forKeys: Record<string, string[]> = {};
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const requirement = operation.security.find((entry) => 'apiKey' in entry);
        if (!requirement) continue;
        forKeys[`${method.toUpperCase()} ${path}`] = requirement.apiKey!;
        const forbidden = JSON.stringify(operation.responses['403'] ?? {});
        expect([path, forbidden.includes('API_KEY_SCOPE_MISSING')]).toEqual([path, true]);
      }
    }
    expect(forKeys).toEqual(Object.fromEntries(Object.entries(operationCatalogue(MODULES).apiKeyReach.restPaths).map(([route, scope]) => [asOpenApiPath(route), [scope]])));
  });

  it('gives every operation an id, a summary, a description, security and a success answer', () => {
    const document = openApiDocument('http://localhost');
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect([where, operation.operationId && !ids.has(operation.operationId)]).toEqual([where, true]);
        ids.add(operation.operationId);
        expect([where, operation.summary.length > 0, operation.description.length > 0, operation.security.length > 0]).toEqual([where, true, true, true]);
        expect([where, Object.keys(operation.responses).some((status) => /^2/.test(status))]).toEqual([where, true]);
      }
    }
  });
});

/** Issue 29: what Redocly's recommended rules ask of the document (`npm run lint:openapi` runs them in CI). */
describe('the document, as integrators’ tools read it', () => {
  it('names a relative server when PUBLIC_API_URL is not set: the API that served it, never localhost', async () => {
    const app = express().use(openApiRouter(undefined));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const body = (await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json()) as { servers: Array<{ url: string }> };
      expect(body.servers).toEqual([{ url: '/', description: 'This API' }]);
    } finally {
      server.close();
    }
  });

  it('states the licence every package.json states', () => {
    const root = path.resolve(__dirname, '../../../..');
    const licences = ['package.json', 'api/package.json', 'contracts/package.json', 'web/package.json'].map(
      (file) => (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { license?: string }).license,
    );
    expect(licences).toEqual(licences.map(() => LICENSE));
    expect(openApiDocument().info.license).toEqual({ name: LICENSE });
  });

  it('lists no enum value twice and defines every property a schema requires', () => {
    const problems: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${at}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as { enum?: unknown[]; required?: string[]; properties?: Record<string, unknown>; additionalProperties?: unknown };
      if (Array.isArray(schema.enum) && new Set(schema.enum).size !== schema.enum.length) problems.push(`${at}: enum ${JSON.stringify(schema.enum)}`);
      if (Array.isArray(schema.required) && schema.properties) {
        for (const name of schema.required) if (!(name in schema.properties)) problems.push(`${at}: required ${name} undefined`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
    };
    visit(openApiDocument(), '#');
    expect(problems).toEqual([]);
  });
});

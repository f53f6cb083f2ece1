/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentSecurityPolicy, createWebServer } from '../serve.mjs';

/** The production web server over a real directory and a real port. */
let dist;
let server;
let base;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-serve-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>Sabil</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("sabil");\n'.repeat(200));
  fs.writeFileSync(path.join(dist, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = createWebServer({ distDir: dist, apiUrl: 'http://api.example.org' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http.get(base + pathname, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

it('gzips text assets for clients that accept it, and keeps them immutable', async () => {
  const plain = await get('/assets/app-abc123.js');
  const zipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('Accept-Encoding');
  expect(zipped.headers['cache-control']).toContain('immutable');
  expect(zipped.body.length).toBeLessThan(plain.body.length / 10);
  expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
});

it('sends images as they are', async () => {
  const image = await get('/assets/logo-abc123.png', { 'accept-encoding': 'gzip' });
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.headers['content-type']).toBe('image/png');
});

it('answers app routes with index.html and never caches it for long', async () => {
  const page = await get('/donor/login', { 'accept-encoding': 'gzip' });
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(zlib.gunzipSync(page.body).toString()).toContain('<div id="root">');
});

it('tells the app where the API is through /config.js', async () => {
  const config = await get('/config.js');
  expect(config.body.toString()).toContain('"apiUrl":"http://api.example.org"');
  expect(config.headers['cache-control']).toBe('no-store');
});

it('keeps requests inside the build directory', async () => {
  const escape = await get('/..%2f..%2fetc%2fpasswd');
  expect(escape.body.toString()).toContain('<div id="root">');
  expect((await get('/%E0%A4%A')).status).toBe(400);
});

/** The policy's directives by name. */
function directives(policy) {
  return Object.fromEntries(policy.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe('Content-Security-Policy', () => {
  it('runs only the site’s own scripts and styles on every page, talks only to the site and the API, and cannot be framed', async () => {
    const page = await get('/donor/login');
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{24}'$/)]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://api.example.org']);
    expect(policy['media-src']).toEqual(["'self'", 'http://api.example.org']);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://api.example.org']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('gives each page a nonce of its own, the same in the policy and in the page, gzipped or not', async () => {
    const nonceOf = (response) => /'nonce-([^']+)'/.exec(response.headers['content-security-policy'])[1];
    const plain = await get('/');
    const zipped = await get('/admin/graphiql', { 'accept-encoding': 'gzip' });
    const html = [plain.body.toString(), zlib.gunzipSync(zipped.body).toString()];
    expect(html[0]).toContain(`<meta property="csp-nonce" nonce="${nonceOf(plain)}">`);
    expect(html[1]).toContain(`<meta property="csp-nonce" nonce="${nonceOf(zipped)}">`);
    expect(nonceOf(plain)).not.toBe(nonceOf(zipped));
    expect(html.join('')).not.toContain('__CSP_NONCE__');
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(zipped.headers['cache-control']).toBe('no-cache');
  });

  it('sends the policy, without a nonce, with everything else too', async () => {
    for (const pathname of ['/assets/app-abc123.js', '/assets/logo-abc123.png', '/config.js']) {
      const policy = (await get(pathname)).headers['content-security-policy'];
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('nonce-');
    }
  });

  it('names only the origin of the API, and nothing for an address that is not http(s)', () => {
    expect(directives(contentSecurityPolicy({ apiUrl: 'https://api.sabil.example/v1/' }))['connect-src']).toEqual(["'self'", 'https://api.sabil.example']);
    expect(directives(contentSecurityPolicy({ apiUrl: '/api' }))['connect-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ apiUrl: 'javascript:alert(1)' }))['connect-src']).toEqual(["'self'"]);
  });
});

/**
 * @jest-environment node
 */
// Issue 28 §4: web/serve.mjs answers every address in the reader's language by the app's own rule
// (src/lib/i18n/language-rule.mjs), the app's screens with its shell in that language, and an
// address the app does not know with 404 and the not-found page in that language. A real server on
// a real port over a directory laid out as scripts/prerender.mjs writes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWebServer, NOT_FOUND_FILE, ROUTES_FILE, SHELL_FILE } from '../serve.mjs';

let dist;
let server;
let base;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-serve-languages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html lang="en"><div id="root"></div>');
  for (const locale of ['en', 'ar', 'ur']) {
    const dir = path.join(dist, 'prerendered', locale);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), `<html lang="${locale}" data-prerendered>home`);
    fs.writeFileSync(path.join(dir, SHELL_FILE), `<html lang="${locale}">shell`);
    fs.writeFileSync(path.join(dir, NOT_FOUND_FILE), `<html lang="${locale}" data-prerendered>not found`);
  }
  fs.writeFileSync(path.join(dist, 'prerendered', ROUTES_FILE), JSON.stringify(['/', '/donor/dashboard', '/donor/receipt/:id']));
  server = createWebServer({ distDir: dist, apiUrl: 'http://api.example.org' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

async function get(pathname, headers = {}) {
  const response = await fetch(base + pathname, { headers });
  return { status: response.status, language: response.headers.get('content-language'), vary: response.headers.get('vary'), html: await response.text() };
}

it('answers a signed-in screen with the app’s shell in the browser’s language, not English', async () => {
  const page = await get('/donor/dashboard', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' });
  expect(page).toMatchObject({ status: 200, language: 'ur', html: '<html lang="ur">shell' });
  expect(page.vary).toMatch(/Accept-Language/);
  expect((await get('/donor/receipt/abc-123', { 'accept-language': 'ar-EG' })).html).toBe('<html lang="ar">shell');
  expect((await get('/donor/dashboard/', { 'accept-language': 'de' })).html).toBe('<html lang="en">shell');
});

it('lets ?lang= win over the cookie and Accept-Language, and ignores one that names no language of ours', async () => {
  expect((await get('/donor/dashboard?lang=ar', { cookie: 'language=ur', 'accept-language': 'ur' })).html).toBe('<html lang="ar">shell');
  expect((await get('/?token=x&lang=ur', { 'accept-language': 'en' })).html).toBe('<html lang="ur" data-prerendered>home');
  expect((await get('/?lang=fr', { cookie: 'language=ar' })).html).toBe('<html lang="ar" data-prerendered>home');
});

it('answers an unknown address 404 with the not-found page in the reader’s language', async () => {
  const page = await get('/no/such/page', { 'accept-language': 'ar-SA,ar;q=0.9' });
  expect(page).toMatchObject({ status: 404, language: 'ar', html: '<html lang="ar" data-prerendered>not found' });
  expect((await get('/donor/receipt', { cookie: 'language=ur' })).status).toBe(404);
  expect((await get('/donor/receipt/a/b')).status).toBe(404);
  const head = await fetch(`${base}/missing`, { method: 'HEAD' });
  expect(head.status).toBe(404);
});

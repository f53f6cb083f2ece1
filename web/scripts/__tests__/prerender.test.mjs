/**
 * @jest-environment node
 */
// Issue 20: the public pages reach the reader already drawn, in their language. This builds the web app
// as `npm run build` does (client build, server build of the pre-rendering entry, scripts/prerender.mjs)
// into a temporary directory, serves it with web/serve.mjs, and reads the HTML as it arrives — no
// browser, so nothing here has run any script.
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages as ar } from '../../src/locales/ar/messages';
import { messages as en } from '../../src/locales/en/messages';
import { messages as ur } from '../../src/locales/ur/messages';
import { createWebServer, inlineStyleHashes } from '../../serve.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGS = { en, ar, ur };
const DIRECTION = { en: 'ltr', ar: 'rtl', ur: 'rtl' };

/** Each public page and the English of its <h1> (src/app/prerender/public-pages.ts). */
const PAGES = {
  '/': 'Help a believer answer the call to the Holy Cities',
  '/learn-more': 'About Sabil',
  '/contact': 'Contact us',
  '/terms': 'Terms and conditions',
  '/zakat': 'Zakat at Sabil',
  '/community': 'Community stories',
  '/seeker/login': 'Seeker sign in',
  '/donor/login': 'Donor sign in',
  '/admin/login': 'Admin sign in',
  '/seeker/register': 'Create a seeker account',
  '/donor/register': 'Create a donor account',
  '/admin/register': 'Create an admin account',
};

/** The sentence in `locale`, from the compiled catalog (ids are the macro's hashes of the English). */
function translated(locale, english) {
  const message = CATALOGS[locale][generateMessageId(english)];
  if (!message) throw new Error(`"${english}" is not in the ${locale} catalog`);
  return [].concat(message).join('');
}

/** A counted label's `other` form in a catalog (a plural compiles to [[name, 'plural', { other: [...] }]]). */
function pluralOther(locale, english) {
  const message = CATALOGS[locale][generateMessageId(english)];
  const forms = Array.isArray(message) ? message.find((part) => Array.isArray(part) && part[1] === 'plural')?.[2] : undefined;
  if (!forms?.other) throw new Error(`"${english}" is not a plural in the ${locale} catalog`);
  return [].concat(forms.other).join('');
}

const decode = (html) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

let tmp;
let server;
let base;

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: web, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' } });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

beforeAll(() => {
  // Under web/ so that the server build finds its packages (it imports react & co. from node_modules).
  const cache = path.join(web, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  tmp = fs.mkdtempSync(path.join(cache, 'sabil-prerender-'));
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const dist = path.join(tmp, 'dist');
  const ssr = path.join(tmp, 'ssr');
  run([vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error']);
  run([vite, 'build', '--ssr', 'src/app/prerender/render-page.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'error']);
  run(['scripts/prerender.mjs', '--dist', dist, '--ssr', ssr]);
  server = createWebServer({ distDir: dist, apiUrl: 'http://api.example.org' });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)).then(() => {
    base = `http://127.0.0.1:${server.address().port}`;
  });
}, 240_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve());
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function page(pathname, headers = {}) {
  const response = await fetch(base + pathname, { headers });
  return { response, html: await response.text() };
}

describe('pre-rendered public pages', () => {
  describe.each(Object.keys(CATALOGS))('in %s (language cookie)', (locale) => {
    it.each(Object.entries(PAGES))('%s arrives drawn, in the language and its direction', async (pathname, heading) => {
      const { response, html } = await page(pathname, { cookie: `theme=x; language=${locale}` });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBe(locale);
      expect(response.headers.get('vary')).toMatch(/Cookie/);
      expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="${DIRECTION[locale]}"`));
      const h1 = decode(/<h1\b[^>]*>([^<]*)</.exec(html)?.[1] ?? '');
      expect(h1).toBe(translated(locale, heading));
      // The page's own words, not a loading placeholder waiting for a script.
      expect(html).not.toMatch(/<div id="root"><\/div>/);
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title.startsWith(translated(locale, pathname === '/' ? 'Home' : heading))).toBe(true);
    });
  });

  it('draws the sign-in form itself, with its fields', async () => {
    const { html } = await page('/seeker/login', { cookie: 'language=ur' });
    expect(html).toMatch(/<form\b/);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
  });

  // Issue 28: what paints before the scripts has no invented figure or person either. The counted
  // figures arrive after hydration (publicFigures); until then the main area holds no number but the
  // home page's step numbers and SPEC's stated review time (2-3 business days).
  it.each(Object.keys(CATALOGS))('draws no invented figure, person or claim in %s', async (locale) => {
    const steps = { '/': ['1', '2', '3', '4', '2-3'], '/learn-more': [], '/community': [] };
    for (const [pathname, allowed] of Object.entries(steps)) {
      const { html } = await page(pathname, { cookie: `language=${locale}` });
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      expect(main.length).toBeGreaterThan(500);
      const text = decode(main.replace(/<[^>]+>/g, ' ')).replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
      const numbers = text.match(/\d+(?:[.,\u066B\u066C-]\d+)*/g) ?? [];
      expect([pathname, numbers.filter((number) => !allowed.includes(number))]).toEqual([pathname, []]);
      for (const invented of ['Amina', 'Kano', 'Toronto', '100%', 'Bank-level', pluralOther(locale, '{journeysFunded, plural, one {Journey funded} other {Journeys funded}}')]) {
        expect([pathname, invented, text.includes(invented)]).toEqual([pathname, invented, false]);
      }
    }
  });

  it('follows Accept-Language on a first visit, by preference, and English when it names none of ours', async () => {
    expect((await page('/', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' })).html).toContain('<html lang="ur" dir="rtl"');
    expect((await page('/learn-more', { 'accept-language': 'fr-FR, en;q=0.5, ar;q=0.8' })).html).toContain('<html lang="ar" dir="rtl"');
    expect((await page('/contact', { 'accept-language': 'de, fr;q=0.9' })).html).toContain('<html lang="en" dir="ltr"');
    expect((await page('/community', { 'accept-language': 'ar;q=0, en' })).html).toContain('<html lang="en" dir="ltr"');
    expect((await page('/')).html).toContain('<html lang="en" dir="ltr"');
  });

  it('lets the cookie win over Accept-Language, and ignores a cookie naming no language of ours', async () => {
    expect((await page('/', { cookie: 'language=ar', 'accept-language': 'ur' })).html).toContain('<html lang="ar"');
    expect((await page('/', { cookie: 'language=fr', 'accept-language': 'ur' })).html).toContain('<html lang="ur"');
  });

  it('keeps the CSP strict: no inline script but /config.js’s line, allowed by its hash; the inline CSS by its hash', async () => {
    const { response, html } = await page('/donor/register', { cookie: 'language=ar' });
    const csp = response.headers.get('content-security-policy');
    const scriptSrc = /script-src ([^;]+)/.exec(csp)[1];
    expect(scriptSrc).not.toContain('unsafe');
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inlineScripts).toEqual(['window.__SABIL_CONFIG__ = {"apiUrl":"http://api.example.org","site":{"charity":{},"social":[]}};\n']);
    expect(scriptSrc.split(' ')).toHaveLength(2); // 'self' and that line's hash
    const styleSrc = /style-src ([^;]+)/.exec(csp)[1];
    for (const hash of inlineStyleHashes(html)) expect(styleSrc).toContain(hash);
    expect(inlineStyleHashes(html)).toHaveLength(1);
  });

  // Issue 28 §4: the screens that are not pre-rendered arrive in the reader's language too.
  it.each(Object.keys(CATALOGS))('answers other screens with the app’s shell in %s: title, description and <noscript> in it', async (locale) => {
    const { response, html } = await page('/donor/dashboard', { 'accept-language': `${locale}-XX,${locale};q=0.9` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe(locale);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
    expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="${DIRECTION[locale]}">`));
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)[1])).toBe(translated(locale, 'Sabil'));
    const noscript = decode(/<noscript><p class="noscript">([^<]*)<\/p><\/noscript>/.exec(html)?.[1] ?? '');
    expect(noscript).toBe(translated(locale, 'This page needs JavaScript. Please turn JavaScript on in your browser’s settings, then reload the page.'));
  });

  it.each(Object.keys(CATALOGS))('describes every pre-rendered page in its language (%s)', async (locale) => {
    for (const pathname of ['/', '/learn-more', '/donor/login']) {
      const { html } = await page(pathname, { cookie: `language=${locale}` });
      const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => decode(m[1]));
      expect(descriptions).toEqual([translated(locale, 'Sabil connects donors with believers who cannot afford Hajj or Umrah.')]);
    }
  });

  it.each(Object.keys(CATALOGS))('answers an unknown address 404 with the not-found page drawn in %s', async (locale) => {
    const { response, html } = await page('/no/such/page', { 'accept-language': locale });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-language')).toBe(locale);
    expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="${DIRECTION[locale]}" data-prerendered`));
    expect(decode(/<h1\b[^>]*>([^<]*)</.exec(html)?.[1] ?? '')).toBe(translated(locale, 'Page not found'));
    expect(decode(html)).toContain(translated(locale, 'Go to the home page'));
    // A screen of the app is not unknown, with or without its id.
    expect((await page('/donor/receipt/123', { 'accept-language': locale })).response.status).toBe(200);
  });
});

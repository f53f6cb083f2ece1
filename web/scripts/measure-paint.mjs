// First paint on a weak mobile link (issue 20): serves the built web/dist with web/serve.mjs and loads
// pages in Debian's Chromium at 375 px with the cache disabled and the network throttled through the
// DevTools protocol, as Chrome's own "Fast 3G"/"Slow 3G" presets do. It builds nothing: run
// `npm run build -w web` first.
//
//   npm run measure:paint -w web [-- --runs 3] [-- --json]
//
// Prints, as the median of --runs loads (3 by default), each in a fresh browser context:
// - LCP (largest contentful paint) of `/` in English and in Urdu, of `/seeker/login`, and of
//   `/transparency` in English and in Arabic (issue 30), on fast 3G;
// - when the seeker sign-in form is usable: its e-mail field is on screen with React's handlers on it
//   (hydrated, or rendered by the client) and its submit button enabled, so typing and submitting work;
// - the home page's text paint (first contentful paint and LCP; the hero's title is the largest text)
//   on slow 3G, in English and in Urdu.
// No API runs: the static pages need none, and the figures the home page fetches say they could not be
// counted (PUBLIC_API_URL points at a closed port), as they would while the API is slow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createWebServer } from '../serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(here, '../dist');

/** Throughputs in bytes per second, latency in ms per request (what the DevTools protocol takes). */
export const PROFILES = {
  'fast 3G': { latency: 562, downloadThroughput: (1.4e6 / 8) * 1, uploadThroughput: 675e3 / 8 },
  'slow 3G': { latency: 2000, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8 },
};

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Runs in the page before any of its scripts (the DevTools protocol's init scripts are not held to the
// page's CSP): notes when the seeker form's e-mail field first carries React's props, i.e. handles input.
const FORM_READY_PROBE = `(() => {
  const check = () => {
    const input = document.querySelector('form input[type="email"], form input[name="email"]');
    const submit = document.querySelector('form button[type="submit"]');
    if (input && submit && !submit.disabled && Object.keys(input).some((key) => key.startsWith('__reactProps$'))) {
      window.__formUsableAt = performance.now();
      return;
    }
    setTimeout(check, 10);
  };
  check();
})();`;

/** One load of `pathname` in a fresh context; resolves to its paint timings in ms from navigation start. */
async function measure(browser, base, { pathname, locale, profile, formProbe = false }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
  try {
    if (locale !== 'en') {
      // The reader chose the language earlier: the switcher keeps it in localStorage and (issue 20)
      // a cookie that web/serve.mjs reads; before issue 20 only localStorage counted.
      await context.addCookies([{ name: 'language', value: locale, url: base }]);
      await context.addInitScript(`try { localStorage.setItem('language', ${JSON.stringify(locale)}); } catch {}`);
    }
    if (formProbe) await context.addInitScript(FORM_READY_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILES[profile] });
    await page.goto(base + pathname, { waitUntil: 'load', timeout: 120_000 });
    // LCP entries stop once nothing larger paints; give late fonts and chunks their time.
    if (formProbe) await page.waitForFunction(() => window.__formUsableAt !== undefined, null, { timeout: 60_000 });
    await page.waitForTimeout(profile === 'slow 3G' ? 6000 : 3000);
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const result = { lcp: null, fcp: null, lcpElement: null, formUsable: window.__formUsableAt ?? null };
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          if (paint) result.fcp = paint.startTime;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1];
            if (last) {
              result.lcp = last.startTime;
              const el = last.element;
              result.lcpElement = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : null;
            }
            resolve(result);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(result), 1000);
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

export const CASES = [
  { name: '/ (en) LCP, fast 3G', pathname: '/', locale: 'en', profile: 'fast 3G', metric: 'lcp', target: 1800 },
  { name: '/ (ur) LCP, fast 3G', pathname: '/', locale: 'ur', profile: 'fast 3G', metric: 'lcp', target: 1800 },
  { name: '/seeker/login LCP, fast 3G', pathname: '/seeker/login', locale: 'en', profile: 'fast 3G', metric: 'lcp', target: 1800, formProbe: true, also: 'formUsable' },
  { name: '/transparency (en) LCP, fast 3G', pathname: '/transparency', locale: 'en', profile: 'fast 3G', metric: 'lcp', target: 1800 },
  { name: '/transparency (ar) LCP, fast 3G', pathname: '/transparency', locale: 'ar', profile: 'fast 3G', metric: 'lcp', target: 1800 },
  { name: '/ (en) text paint, slow 3G', pathname: '/', locale: 'en', profile: 'slow 3G', metric: 'lcp', target: 5000 },
  { name: '/ (ur) text paint, slow 3G', pathname: '/', locale: 'ur', profile: 'slow 3G', metric: 'lcp', target: 5000 },
];

async function main() {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
  const json = process.argv.includes('--json');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} has no build: run npm run build -w web first`);
  const server = createWebServer({ distDir, apiUrl: 'http://127.0.0.1:65530' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://localhost:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const item of CASES) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, base, item));
      const row = {
        name: item.name,
        value: median(samples.map((s) => s[item.metric])),
        fcp: median(samples.map((s) => s.fcp)),
        target: item.target,
        element: samples.at(-1)?.lcpElement,
        samples: samples.map((s) => Math.round(s[item.metric] ?? NaN)),
      };
      const rows = [row];
      if (item.also === 'formUsable') {
        rows.push({ name: '/seeker/login form usable, fast 3G', value: median(samples.map((s) => s.formUsable)), target: 3500, samples: samples.map((s) => Math.round(s.formUsable ?? NaN)) });
      }
      results.push(...rows);
      if (!json) rows.forEach(printRow);
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (json) console.log(JSON.stringify(results, null, 2));
  else console.log(`\n${runs} run(s) each, median; ${os.cpus().length} cores, Chromium at 375 px, cache disabled.`);
}

function printRow(row) {
  const s = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
  const ok = row.value !== null && row.value <= row.target ? 'ok' : 'OVER';
  const extra = row.fcp !== undefined ? `  (FCP ${s(row.fcp)}${row.element ? `, LCP element ${row.element}` : ''})` : '';
  console.log(`${row.name.padEnd(38)} ${s(row.value).padStart(8)}  target ≤ ${s(row.target)}  ${ok}${extra}  runs: ${row.samples.join(', ')} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

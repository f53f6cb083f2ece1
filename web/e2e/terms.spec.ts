import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createWebServer } from '../serve.mjs';
import { readTermsFiles } from '../terms-files.mjs';
import { apiUrl, photograph, seriousAxeViolations, translator } from './support';

/**
 * Issue 28: /terms shows the charity's own text where the web server is given a file for the
 * language (TERMS_FILE_EN, TERMS_FILE_AR), and the built-in default in a language without one (ur).
 * A web server of its own over the built app (dist), as `node serve.mjs` runs with those variables,
 * beside the stack's API: the first answer already carries the text, hydration keeps it (no
 * console error: no mismatch, no CSP violation), markup in the file is shown as text, and switching language on the page shows
 * that language's text.
 */

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
let dir: string;
let server: Server;
let base: string;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-e2e-terms-'));
  const en = path.join(dir, 'terms-en.md');
  const ar = path.join(dir, 'terms-ar.txt');
  fs.writeFileSync(en, '# The Noor Trust terms\n\nEvery gift is kept for the journey it was given to.\nWe answer within a week.\n\n## Refunds\n\nWrite to us <b>first</b>.\n');
  fs.writeFileSync(ar, '# شروط صندوق النور\n\nكل تبرع يُحفظ للرحلة التي قُدِّم لها.\n');
  const terms = readTermsFiles({ TERMS_FILE_EN: en, TERMS_FILE_AR: ar });
  server = createWebServer({ distDir: DIST, apiUrl: apiUrl(), terms });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Console errors the page logs (React reports a hydration mismatch so). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens /terms in `lang` (the address names it, as an email's link does); answers the HTML served, once React has hydrated the page. */
async function openTerms(page: Page, lang: 'en' | 'ar' | 'ur') {
  const response = await page.goto(`${base}/terms?lang=${lang}`);
  const html = await response!.text();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
  return html;
}

test('shows the configured text in English and Arabic, hydrated as served, markup as text (1280 px)', async ({ page }) => {
  const errors = errorsOf(page);
  const html = await openTerms(page, 'en');
  // The first answer already has the text (no script needed), the default's words nowhere.
  expect(html).toContain('<h2 class="terms__title">The Noor Trust terms</h2>');
  expect(html).toContain('Write to us &lt;b&gt;first&lt;/b&gt;.');
  expect(html).not.toContain('What Sabil is');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'The Noor Trust terms' })).toBeVisible();
  await expect(main.getByText('Every gift is kept for the journey it was given to. We answer within a week.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Refunds' })).toBeVisible();
  await expect(main.getByText('Write to us <b>first</b>.')).toBeVisible();
  await expect(main.locator('b')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: translator('en')('What Sabil is') })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(page, `terms-configured-en-1280.png`, { fullPage: true });

  // Switching language on the page shows that language's own text, without a new page load.
  await page.locator('header select').first().selectOption('ar');
  await expect(main.getByRole('heading', { level: 2, name: 'شروط صندوق النور' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('shows the Arabic text to an Arabic reader, and the default in Urdu, which has no file (375 px)', async ({ page }) => {
  const errors = errorsOf(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const html = await openTerms(page, 'ar');
  expect(html).toContain('<h2 class="terms__title">شروط صندوق النور</h2>');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'شروط صندوق النور' })).toBeVisible();
  await expect(main.getByText('كل تبرع يُحفظ للرحلة التي قُدِّم لها.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(page, `terms-configured-ar-375.png`, { fullPage: true });

  const urdu = translator('ur');
  await openTerms(page, 'ur');
  await expect(main.getByRole('heading', { level: 2, name: urdu('What Sabil is') })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'شروط صندوق النور' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

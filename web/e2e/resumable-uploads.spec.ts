import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { apiUrl, noisePng, personIn, signedUp } from './support';

/**
 * Issue 20's "uploads that survive a dropped connection": the ID document goes with tus in pieces
 * (256 KB a request here, as a proxy with a body limit would have it); a connection dropped mid-way
 * and a reload mid-way both resume from the last byte the server has, the progress bar carries on,
 * and the application is submitted with a document stored as its bytes say (PNG).
 */

const CHUNK = 256 * 1024;

/** The image on disk, so that choosing it again after a reload is the same file (name, size, date). */
function documentOnDisk(): { file: string; bytes: Buffer } {
  // A real PNG followed by 1.5 MB of random bytes (still a PNG by its bytes): several pieces to send.
  const bytes = Buffer.concat([noisePng(400, 400), randomBytes(1_500_000)]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-e2e-')), 'passport.png');
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

/** /config.js as served, plus a chunk size, so the upload goes in several PATCH requests. */
async function smallChunks(page: Page) {
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    await route.fulfill({ response, body: `${text}window.__SABIL_CONFIG__.uploadChunkBytes = ${CHUNK};\n` });
  });
}

async function fillApplication(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`resume-${Date.now()}@example.org`);
  await page.getByLabel('Phone', { exact: true }).fill('+92 300 1234567');
  await page.getByLabel('Address').fill('House 4, Street 9, Lahore');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Country').fill('Pakistan');
  await page.getByLabel('Family size').selectOption('FOUR');
  await page.getByLabel('Monthly income').selectOption('UNDER_500');
  await page.getByLabel('Requested amount (US dollars)').fill('4500');
  await page.getByLabel('Reason for your request').fill('To perform Hajj with my mother, who has longed for it all her life.');
  await page.getByLabel('Reference name').fill('Imam Abdullah');
  await page.getByLabel('Reference phone').fill('+92 300 7654321');
  await page.getByLabel('Relationship to you').fill('Imam of our mosque');
}

/** Every value the progress bar shows, in order. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen[seen.length - 1] !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

/** The stored document, as an admin opens it: its type (from its bytes) and its bytes. */
async function storedDocumentOf(seekerToken: string): Promise<{ type: string | null; bytes: Buffer }> {
  const mine = await fetch(`${apiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seekerToken}` },
    body: JSON.stringify({ query: '{ myApplication { id } }' }),
  });
  const id = ((await mine.json()) as { data: { myApplication: { id: string } } }).data.myApplication.id;
  const admin = await signedUp('admin', 'Khadija Rahman');
  const document = await fetch(`${apiUrl()}/application/file/${id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(document.status).toBe(200);
  return { type: document.headers.get('content-type'), bytes: Buffer.from(await document.arrayBuffer()) };
}

const offsetOf = (route: Route) => Number(route.request().headers()['upload-offset']);

test('a connection dropped mid-upload resumes from the last byte the server has, to a stored PNG and a submitted application', async ({ browser }) => {
  test.setTimeout(90_000);
  const { file, bytes } = documentOnDisk();
  const session = await signedUp('seeker', 'Bilal Ahmed');
  const { context, page } = await personIn(browser, 'en', 'seeker', session);
  await smallChunks(page);
  await page.goto('/seeker-form');
  await fillApplication(page, 'Bilal Ahmed');
  await page.getByLabel('ID or passport').setInputFiles(file);
  await watchProgress(page);

  // The third piece never gets through: the connection drops as it starts.
  const patches: number[] = [];
  let dropped = false;
  await page.route('**/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches.push(offsetOf(route));
    if (!dropped && offsetOf(route) === 2 * CHUNK) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your application has been submitted.' })).toBeVisible({ timeout: 30_000 });
  expect(dropped).toBe(true);
  // Resumed where the server's copy ended: the dropped piece is sent again, nothing before it.
  const pieces = Math.ceil(bytes.length / CHUNK);
  expect(patches).toEqual([...Array.from({ length: pieces }, (_, i) => i * CHUNK).slice(0, 3), ...Array.from({ length: pieces - 2 }, (_, i) => (i + 2) * CHUNK)]);
  const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(progress, `progress: ${progress.join(', ')}`).toEqual([...progress].sort((a, b) => a - b));
  expect(progress).toContain(100);

  const stored = await storedDocumentOf(session.token);
  expect(stored.type).toBe('image/png');
  expect(stored.bytes.equals(bytes)).toBe(true);
  await context.close();
});

test('a reload mid-upload resumes from the last byte the server has once the same file is chosen again', async ({ browser }) => {
  test.setTimeout(90_000);
  const { file, bytes } = documentOnDisk();
  const session = await signedUp('seeker', 'Maryam Siddiqui');
  const { context, page } = await personIn(browser, 'en', 'seeker', session);
  await smallChunks(page);
  await page.goto('/seeker-form');
  await fillApplication(page, 'Maryam Siddiqui');
  await page.getByLabel('ID or passport').setInputFiles(file);
  await page.waitForFunction(() => sessionStorage.getItem('seeker:draft:application')?.includes('Imam of our mosque'));

  // The third piece hangs (a connection gone quiet); the seeker reloads the page.
  let held: Route | undefined;
  let hung: (() => void) | undefined;
  const third = new Promise<void>((resolve) => (hung = resolve));
  await page.route('**/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH' && offsetOf(route) === 2 * CHUNK && !held) {
      held = route;
      hung?.();
      return; // never answered: the reload cancels it
    }
    return route.continue();
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await third;
  await page.reload();
  await held!.abort().catch(() => undefined);

  // What was typed is back; the file is chosen again, and the upload goes on from 512 KB.
  await expect(page.getByLabel('Relationship to you')).toHaveValue('Imam of our mosque');
  await page.getByLabel('ID or passport').setInputFiles(file);
  const patches: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/uploads/')) patches.push(Number(request.headers()['upload-offset']));
  });
  await watchProgress(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your application has been submitted.' })).toBeVisible({ timeout: 30_000 });
  expect(patches[0]).toBe(2 * CHUNK);
  const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  // The bar goes from 0 straight to where the server's copy ends, and on from there.
  const resumedAt = Math.floor(((2 * CHUNK) / bytes.length) * 100);
  expect(progress.filter((value) => value > 0 && value < resumedAt), `progress: ${progress.join(', ')}`).toEqual([]);
  expect(progress).toContain(100);

  const stored = await storedDocumentOf(session.token);
  expect(stored.type).toBe('image/png');
  expect(stored.bytes.equals(bytes)).toBe(true);
  await context.close();
});

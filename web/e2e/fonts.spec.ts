import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHomeJs } from '../scripts/measure-home-js.mjs';
import { personIn, signedUp } from './support';

/**
 * Issue 8's Arabic and Urdu type: self-hosted Noto Naskh Arabic and Noto Nastaliq Urdu, fetched only
 * by pages in those languages, only their Arabic-script faces, with Latin text left on the system's
 * font. The measuring script (web/scripts/measure-home-js.mjs) reports what a browser downloads.
 */

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The fonts Chromium drew the text of the first element matching `selector` with (DevTools protocol). */
async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont, glyphCount }) => ({ familyName, isCustomFont, glyphCount }));
}

async function home(page: Page): Promise<string[]> {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(path.basename(new URL(response.url()).pathname));
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  return fonts;
}

const FACES = { ar: 'Noto Naskh Arabic', ur: 'Noto Nastaliq Urdu' } as const;

test('an English home page downloads no font', async ({ browser }) => {
  const { context, page } = await personIn(browser, 'en');
  expect(await home(page)).toEqual([]);
  expect(measureHomeJs(DIST).fonts.en.files).toEqual([]);
  await context.close();
});

for (const locale of ['ar', 'ur'] as const) {
  test(`a home page in ${locale} downloads its own face, in the two weights the measuring script reports, and draws its words with it`, async ({ browser }) => {
    const { context, page } = await personIn(browser, locale);
    const downloaded = await home(page);
    const measured = measureHomeJs(DIST).fonts[locale];
    expect([...new Set(downloaded)].sort()).toEqual(measured.files.map((font) => font.file).sort());
    expect(measured.files).toHaveLength(2);
    expect(downloaded.every((file) => file.startsWith(FACES[locale].toLowerCase().replaceAll(' ', '-') + '-arabic-') && file.endsWith('.woff2'))).toBe(true);

    // The heading (700) and the text (400) in the site's own face, not a font of the system's.
    for (const selector of ['main h1', 'main p']) {
      expect(await fontsDrawing(page, selector)).toContainEqual(expect.objectContaining({ familyName: FACES[locale], isCustomFont: true }));
    }
    await context.close();
  });
}

test('Latin letters on an Urdu page, a donor’s name and e-mail address, are in the system’s font, spaces included', async ({ browser }) => {
  const { context, page } = await personIn(browser, 'ur', 'donor', await signedUp('donor', 'Maryam Idris'));
  await page.goto('/donor/dashboard');
  await expect(page.getByTestId('account-name')).toHaveText('Maryam Idris');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every glyph, the word space too, in a font of the system's (the Nastaliq face's space made
  // "YusufRahman" of Latin names).
  for (const selector of ['[data-testid="account-name"]', '[data-testid="account-email"] bdi']) {
    const fonts = await fontsDrawing(page, selector);
    expect(fonts.filter((font) => !font.isCustomFont).reduce((sum, font) => sum + font.glyphCount, 0)).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.isCustomFont)).toEqual([]);
  }
  // Its Urdu words are in Nastaliq.
  expect(await fontsDrawing(page, 'main h1')).toContainEqual(expect.objectContaining({ familyName: FACES.ur, isCustomFont: true }));
  await context.close();
});

test('an Arabic name on an Urdu page is set in Naskh, not Nastaliq', async ({ browser }) => {
  const { context, page } = await personIn(browser, 'ur', 'donor', await signedUp('donor', 'مريم إدريس'));
  await page.goto('/donor/dashboard');
  const name = page.getByTestId('account-name');
  await expect(name).toHaveText('مريم إدريس');
  await expect(name).toHaveAttribute('lang', 'ar');
  await expect.poll(async () => (await fontsDrawing(page, '[data-testid="account-name"]')).map((font) => font.familyName)).toContain(FACES.ar);
  expect((await fontsDrawing(page, '[data-testid="account-name"]')).map((font) => font.familyName)).not.toContain(FACES.ur);
  await context.close();
});

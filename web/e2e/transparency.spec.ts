import { expect, test, type Page } from '@playwright/test';
import { apiUrl, approvedApplication, gave, overflow, personIn, photograph, seriousAxeViolations, signedUp, translator } from './support';

/**
 * Issue 30, /transparency: the page's totals are the API's summary, which is Σ of the journeys'
 * public ledgers; the monthly chart has its figures as a table under it; the page is pre-rendered
 * (its words are in the first answer), axe-clean, and in Arabic right-to-left with the months
 * mirrored. Screenshots (en 1280, ar and ur 375) go to SCREENS_DIR for a person to look at.
 */

interface Summary {
  given: number;
  refunded: number;
  paidOut: number;
  held: number;
  months: Array<{ month: string }>;
}

const TOTALS = { given: 'total-given', refunded: 'total-refunded', paidOut: 'total-paid-out', held: 'total-held' } as const;

async function summary(): Promise<Summary> {
  const response = await fetch(`${apiUrl()}/ledger/summary`);
  expect(response.status).toBe(200);
  return (await response.json()) as Summary;
}

/** Σ of every journey's public ledger (REST streams them all as one array). */
async function ledgerSums() {
  const ledgers = (await (await fetch(`${apiUrl()}/ledger/journeys`)).json()) as Array<Record<'givenCents' | 'refundedCents' | 'paidOutCents' | 'heldCents', number>>;
  const sum = (key: 'givenCents' | 'refundedCents' | 'paidOutCents' | 'heldCents') => ledgers.reduce((total, ledger) => total + ledger[key], 0) / 100;
  return { given: sum('givenCents'), refunded: sum('refundedCents'), paidOut: sum('paidOutCents'), held: sum('heldCents') };
}

/** A figure as shown, in whatever digits and currency sign the language uses, as a number. */
const shownNumber = (text: string) =>
  Number(
    text
      .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
      .replace(/\u066B/g, '.')
      .replace(/[^\d.]/g, ''),
  );

async function expectTotals(page: Page, figures: Summary) {
  for (const [key, testId] of Object.entries(TOTALS) as Array<[keyof typeof TOTALS, string]>) {
    const value = page.getByTestId(testId).locator('.stat-card__value');
    await expect(value).toBeVisible();
    expect({ key, shown: shownNumber((await value.textContent()) ?? '') }).toEqual({ key, shown: figures[key] });
  }
  const chart = page.getByTestId('money-chart');
  await expect(chart.locator('svg[role="img"]')).toBeVisible();
  await expect(chart.locator('table tbody tr')).toHaveCount(figures.months.length);
}

test.describe('the transparency page', () => {
  let figures: Summary;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const admin = await signedUp('admin', 'Ledger Keeper');
    const donor = await signedUp('donor', 'Open Books Donor');
    const journey = await approvedApplication(admin, 'Hafsa Transparent', 500);
    await gave(donor, journey, 40);
    // The summary is forgotten when a gift commits: the next read has it.
    figures = await summary();
    expect(figures.given).toBeGreaterThanOrEqual(40);
    expect({ given: figures.given, refunded: figures.refunded, paidOut: figures.paidOut, held: figures.held }).toEqual(await ledgerSums());
  });

  test('in English at 1280 and 375 px: the totals are the ledger’s, the chart’s table is under it, pre-rendered and axe-clean', async ({ browser }) => {
    const first = await (await browser.newContext()).request.get('/transparency', { headers: { 'accept-language': 'en' } });
    const html = await first.text();
    for (const words of ['Where the money stands', 'Journeys by stage', 'Money in and out, month by month', 'Each journey’s ledger']) expect(html).toContain(words);

    const { context, page } = await personIn(browser, 'en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/transparency');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectTotals(page, figures);
    await expect(page.getByTestId('journey-ledger').filter({ hasText: 'Hafsa' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' })).toHaveAttribute('href', '/transparency');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, `transparency-en-1280.png`, { fullPage: true });
    // And on a phone: no sideways scroll, axe-clean.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  // One test a language: each within its own minute on a busy machine (together they outran one in the gate).
  for (const locale of ['ar', 'ur'] as const) {
    test(`in ${locale === 'ar' ? 'Arabic' : 'Urdu'} at 375 and 1280 px: right to left, the months mirrored, the same totals`, async ({ browser }) => {
      const t = translator(locale);
      const { context, page } = await personIn(browser, locale);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/transparency');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: t('Transparency') })).toBeVisible();
      await expectTotals(page, figures);
      await expect(page.getByTestId('money-chart').locator('svg')).toHaveAttribute('data-direction', 'rtl');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await photograph(page, `transparency-${locale}-375.png`, { fullPage: true });
      await photograph(page.getByTestId('money-chart'), `transparency-${locale}-375-chart.png`);
      const ledger = page.getByTestId('journey-ledger').first();
      await ledger.locator('summary').first().click();
      await photograph(ledger, `transparency-${locale}-375-journey.png`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // And on a wide screen, the ledger open: axe-clean.
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await photograph(page, `transparency-${locale}-1280.png`, { fullPage: true });
      await context.close();
    });
  }
});

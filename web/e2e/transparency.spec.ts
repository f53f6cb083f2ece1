import { expect, test, type Page } from '@playwright/test';
import { apiUrl, approvedApplication, gave, personIn, seriousAxeViolations, signedUp, translator } from './support';

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

const SCREENS = process.env.SCREENS_DIR ?? '/tmp/sabil-screens';
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

  test('in English at 1280 px: the totals are the ledger’s, the chart’s table is under it, pre-rendered and axe-clean', async ({ browser }) => {
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
    await page.screenshot({ path: `${SCREENS}/transparency-en-1280.png`, fullPage: true });
    await context.close();
  });

  test('in Arabic and Urdu at 375 px: right to left, the months mirrored, the same totals', async ({ browser }) => {
    for (const locale of ['ar', 'ur'] as const) {
      const t = translator(locale);
      const { context, page } = await personIn(browser, locale);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/transparency');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: t('Transparency') })).toBeVisible();
      await expectTotals(page, figures);
      await expect(page.getByTestId('money-chart').locator('svg')).toHaveAttribute('data-direction', 'rtl');
      if (locale === 'ar') expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENS}/transparency-${locale}-375.png`, fullPage: true });
      await page.getByTestId('money-chart').screenshot({ path: `${SCREENS}/transparency-${locale}-375-chart.png` });
      await page.getByTestId('journey-ledger').first().locator('summary').first().click();
      await page.getByTestId('journey-ledger').first().screenshot({ path: `${SCREENS}/transparency-${locale}-375-journey.png` });
      await context.close();
    }
  });
});

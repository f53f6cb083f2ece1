import { expect, test, type Page } from '@playwright/test';
import { approvedApplication, personIn, photograph, seriousAxeViolations, type Session, signedUp, translator } from './support';

/**
 * Issue 31 in the browser: an admin marks a journey zakat-eligible; a donor reading Urdu on a phone
 * works out their zakat with the calculator, starts a zakat gift on that journey from its result,
 * pays through the test checkout and sees "zakat" in My Donations; the policy page and the
 * calculator fit a phone and a desktop in English and Arabic (right to left). axe-core clean
 * throughout. Screenshots go to /tmp/sabil-zakat-*.png for a person to look at; they are not compared.
 */

/** Nothing wider than the screen (no sideways scrolling on a phone). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    expect(await overflow(page), `${name} at ${width}px`).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page), `${name} at ${width}px`).toEqual([]);
    await photograph(page, `zakat-${name}-${width}.png`, { fullPage: true });
  }
}

test.describe('zakat, kept apart', () => {
  let admin: Session;

  test.beforeAll(async () => {
    admin = await signedUp('admin', 'Khadija Rahman');
  });

  test('an admin marks a journey eligible; an Urdu donor at 375 px calculates, gives zakat to it, pays, and sees zakat in their history', async ({ browser }) => {
    test.setTimeout(120_000);
    const applicant = `Bilal Hassan ${Math.random().toString(36).slice(2, 7)}`;
    await approvedApplication(admin, applicant, 4500);

    // The admin, on the Approved tab: the card's zakat eligibility, a category and the basis.
    const staff = await personIn(browser, 'en', 'admin', admin);
    await staff.page.setViewportSize({ width: 1280, height: 800 });
    await staff.page.goto('/admin/dashboard');
    await staff.page.getByRole('tab', { name: /Approved/ }).click();
    const card = staff.page.getByRole('tabpanel').getByRole('article', { name: applicant });
    const eligibility = card.getByTestId('zakat-eligibility');
    await eligibility.locator('summary').click();
    await eligibility.getByLabel('Category of At-Tawbah 9:60').selectOption('gharimin');
    await eligibility.getByLabel('Basis').fill('In debt after his father’s illness; assessed by the committee.');
    await eligibility.getByRole('button', { name: 'Mark zakat-eligible' }).click();
    await expect(eligibility.getByRole('status')).toHaveText('Marked zakat-eligible.');
    await expect(eligibility.locator('summary')).toContainText('Those in debt (al-gharimin)');
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await photograph(staff.page, 'zakat-admin-1280.png');
    await staff.context.close();

    // The donor, in Urdu on a phone: the calculator, in the browser only.
    const t = translator('ur');
    const { context, page } = await personIn(browser, 'ur', 'donor', await signedUp('donor', 'Maryam Idris', 'ur'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/zakat/calculator');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: t('Zakat calculator') })).toBeVisible();
    await expect(page.getByTestId('zakat-nisab')).toBeVisible();
    await page.getByLabel(t('Cash and bank balances')).fill('3000');
    await page.getByLabel(t('Gold'), { exact: true }).fill('1500');
    await page.getByLabel(t('Debts due now')).fill('500');
    // 3,000 + 1,500 − 500 = 4,000: 2.5 % is 100.
    await expect(page.getByTestId('zakat-due')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, 'zakat-ur-calculator-375.png', { fullPage: true });
    await page.getByTestId('zakat-result').getByRole('link').click();

    // The eligible journeys, the amount carried, as zakat.
    await page.waitForURL(/\/donor\/dashboard\?zakat=1&amount=100\.00/);
    await expect(page.getByTestId('zakat-filter')).toBeChecked();
    const journey = page.getByRole('article', { name: applicant });
    await expect(journey.getByTestId('zakat-badge')).toHaveText(t('Zakat-eligible'));
    await expect(journey.getByLabel(t('Amount in dollars'))).toHaveValue('100.00');
    await expect(journey.getByTestId('zakat-choice')).toBeChecked();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, 'zakat-ur-dashboard-375.png', { fullPage: true });
    await journey.getByRole('button', { name: t('Donate'), exact: true }).click();

    await page.waitForURL(/\/test-checkout\/cs_test_/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/donor\/success\?session_id=cs_test_/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/donor/dashboard?view=donations');
    const row = page.getByTestId('donation-history').getByTestId('donation-row').filter({ hasText: applicant });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('donation-kind')).toHaveText(t('Zakat'));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await photograph(page, 'zakat-ur-history-375.png', { fullPage: true });
    await context.close();
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`the policy page and the calculator in ${locale}, linked from the footer, at 375 and 1280 px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const t = translator(locale);
      const { context, page } = await personIn(browser, locale);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: t('Zakat policy') }).click();
      await page.waitForURL(/\/zakat$/);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 2, name: t('Scholars differ') })).toBeVisible();
      await atBothWidths(page, `${locale}-policy`);
      await page.getByRole('link', { name: t('Calculate your zakat') }).click();
      await page.waitForURL(/\/zakat\/calculator$/);
      await page.getByLabel(t('Cash and bank balances')).fill('200');
      await expect(page.getByTestId('zakat-result')).toContainText(t('Your zakatable wealth, {netText}, is below the nisab: no zakat is due.').split('{')[0]!.trim());
      await atBothWidths(page, `${locale}-calculator`);
      await context.close();
    });
  }
});

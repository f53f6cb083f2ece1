import { expect, test, type Page } from '@playwright/test';
import { approvedApplication, graphqlOperations, overflow, personIn, seriousAxeViolations, signedUp, translator, type Session, gave } from './support';

/**
 * Issue 15 in the browser, in English and in Arabic, through the built-in test checkout: a monthly
 * renewal that lands when the journey needs less than it keeps what the journey needs and gives
 * back the rest, and the donor sees that in My Donations and on the receipt (with the refund's own
 * number); an admin refunds part of a gift from the Tracking tab and the totals change through the
 * cache, with one request and no reload.
 */

/** A dollar figure as a card shows it, in Latin or Arabic digits and separators. */
async function dollarsIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).locator('.stat-card__value').textContent()) ?? '';
  const latin = text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf)).replace(/\u066B/g, '.');
  return Number(latin.replace(/[^\d.]/g, ''));
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`money that goes back (${locale})`, () => {
    const t = translator(locale);
    let admin: Session;

    test.beforeAll(async () => {
      admin = await signedUp('admin', 'Khadija Rahman');
    });

    test('a renewal that lands beyond the goal keeps what the journey needs; the donor sees the refund and its number', async ({ browser }) => {
      test.setTimeout(120_000);
      const applicant = `Idris Bello ${Math.random().toString(36).slice(2, 7)}`;
      const applicationId = await approvedApplication(admin, applicant, 100);
      const { context, page } = await personIn(browser, locale, 'donor', await signedUp('donor', 'Yusuf Ali'));
      await page.goto('/donor/dashboard');
      const card = page.getByRole('article', { name: applicant });
      await card.getByRole('checkbox', { name: t('Give monthly') }).check();
      await card.getByRole('radio').nth(2).check();
      await card.getByRole('button', { name: t('Donate'), exact: true }).click();
      await page.waitForURL(/\/test-checkout\/cs_test_/);
      await page.locator('form button[type=submit]').click();
      await expect(page.getByRole('heading', { level: 1, name: t('Payment Successful!') })).toBeVisible();

      // Another donor gives $50: the journey now needs $20, less than the next month's $30.
      await gave(await signedUp('donor', 'Maryam Idris'), applicationId, 50);

      await page.goto('/donor/dashboard?view=donations');
      const rows = page.getByTestId('donation-row').filter({ hasText: applicant });
      await rows.first().getByRole('link', { name: t('Simulate renewals (test mode)') }).click();
      await page.waitForURL(/\/test-checkout\/subscriptions\/sub_test_/);
      await page.locator('form[action*="/renew"] button').click();
      await page.waitForURL(/notice=paid/);
      // The provider's page shows what it gave back, once Sabil's refund (asked for just after the
      // renewal was recorded) has reached it.
      await expect
        .poll(async () => {
          await page.reload();
          return page.locator('table').textContent();
        })
        .toContain(locale === 'ar' ? 'استُرد' : 'refunded');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator('a.link-button').click();

      await expect(rows).toHaveCount(2);
      const renewal = rows.first();
      await expect(renewal.getByTestId('donation-status')).toHaveText(t('Partly refunded'));
      await expect(renewal.getByTestId('donation-refund')).toContainText(t('The journey needed less than this gift'));
      await expect(renewal.getByTestId('donation-refund')).toContainText(/10/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 800 });

      await renewal.getByRole('link', { name: t('Receipt') }).click();
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toContainText(/SBL-R-\d{4}-\d{6}/);
      await expect(receipt).toContainText(t('Amount kept'));
      await expect(receipt).toContainText(t('The journey needed less than this gift'));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });

    test('an admin refunds part of a gift from the Tracking tab: the row and the totals change at once, with one request', async ({ browser }) => {
      test.setTimeout(90_000);
      const applicant = `Halima Sani ${Math.random().toString(36).slice(2, 7)}`;
      const applicationId = await approvedApplication(admin, applicant, 1000);
      await gave(await signedUp('donor', 'Bilal Ahmed'), applicationId, 200);

      const { context, page } = await personIn(browser, locale, 'admin', admin);
      await page.goto('/admin/dashboard');
      await page.getByRole('tab', { name: new RegExp(t('Tracking')) }).click();
      const donation = page.getByTestId('tracked-donation').filter({ hasText: applicant });
      await expect(donation).toHaveCount(1);
      const before = await dollarsIn(page, 'stat-donations');
      expect(before).toBeGreaterThanOrEqual(200);

      await donation.getByRole('button', { name: t('Refund'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('Refund a donation') });
      await expect(dialog).toBeVisible();
      const amount = dialog.getByLabel(t('Refund amount (US dollars)'));
      await expect(amount).toHaveValue('200');
      await amount.fill('50');
      await dialog.getByLabel(t('Reason'), { exact: true }).fill(locale === 'ar' ? 'طلب المتبرع استرداد جزء من تبرعه.' : 'The donor asked for part of it back.');
      expect(await seriousAxeViolations(page)).toEqual([]);
      const operations = graphqlOperations(page);
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });
      await dialog.getByRole('button', { name: t('Confirm refund') }).click();
      await expect(dialog).toBeHidden();

      await expect(donation.getByTestId('donation-status')).toHaveText(t('Partly refunded'));
      await expect.poll(() => dollarsIn(page, 'stat-donations')).toBe(before - 50);
      await page.waitForTimeout(500);
      expect(operations).toEqual(['RefundDonation']);
      expect(reloaded).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  });
}

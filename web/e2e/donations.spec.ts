import { expect, test, type Page } from '@playwright/test';
import { approvedApplication, countIn, graphqlOperations, personIn, seriousAxeViolations, signedUp, translator, type Session } from './support';

/**
 * Issue 7's browser journeys, once in English and once in Arabic, through the built-in test
 * checkout (the embedded default): a $50 gift to its receipt; a monthly $20 gift, a renewal, and its
 * cancellation; the cancel path; an admin's progress update that the donor sees after Refresh.
 */

/** How many pages an A4 PDF of the page has (Chromium's print of what is on screen now). */
async function a4Pages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  return (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`giving (${locale})`, () => {
    const t = translator(locale);
    const dir = locale === 'ar' ? 'rtl' : 'ltr';
    let admin: Session;

    test.beforeAll(async () => {
      admin = await signedUp('admin', 'Khadija Rahman');
    });

    test(`a $50 gift through the test checkout, to the success page, My Donations and a one-page receipt`, async ({ browser }) => {
      test.setTimeout(90_000);
      const applicant = `Amina Yusuf ${Math.random().toString(36).slice(2, 7)}`;
      await approvedApplication(admin, applicant, 4500);
      const donorSession = await signedUp('donor', 'Maryam Idris');
      const { context, page } = await personIn(browser, locale, 'donor', donorSession);

      await page.goto('/donor/dashboard');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const card = page.getByRole('article', { name: applicant });
      const amount = card.getByLabel(t('Amount in dollars'));
      const donate = card.getByRole('button', { name: t('Donate'), exact: true });
      await expect(donate).toBeDisabled();
      await amount.fill('0');
      await expect(donate).toBeDisabled();
      await amount.fill('5000');
      await expect(card.getByText(t('This journey needs only {remainingText} more.').split('{')[0]!.trim())).toBeVisible();
      await expect(donate).toBeDisabled();
      await amount.fill('50');
      await expect(donate).toBeEnabled();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await donate.click();

      // The provider's page: the API's test checkout, in the donor's language, saying no money moves.
      await page.waitForURL(/\/test-checkout\/cs_test_/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('note')).toContainText(locale === 'ar' ? 'وضع تجريبي — لا تنتقل أي أموال' : 'Test mode — no money moves');
      await expect(page.getByText(applicant)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator('form button[type=submit]').click();

      await page.waitForURL(/\/donor\/success\?session_id=cs_test_/);
      await expect(page.getByRole('heading', { level: 1, name: t('Payment Successful!') })).toBeVisible();
      await expect(page.getByText(t('This was a test payment: no money moved.'))).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: t('View and print your receipt') }).click();
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toContainText(/SBL-\d{4}-\d{6}/);
      await expect(receipt).toContainText(t('One-time gift'));
      await expect(receipt).toContainText('Maryam Idris');
      await expect(receipt).toContainText(applicant);
      // The amount in the language's one currency display, isolated in the sentence: $50, 50 US$.
      await expect(receipt.locator('.receipt__amount dd')).toHaveText(locale === 'ar' ? /^\u2068\u200f?(50|٥٠)\s\u2066US\$\u2069\u2069$/ : '\u2068$50\u2069');
      await expect(receipt).toContainText(t('Test mode — no money moved. This receipt records a test payment only.'));
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await a4Pages(page)).toBe(1);

      await page.getByRole('link', { name: t('Back to My Donations') }).click();
      const history = page.getByTestId('donation-history');
      await expect.poll(() => countIn(page, 'history-total')).toBe(50);
      const row = history.getByTestId('donation-row').filter({ hasText: applicant });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('donation-status')).toHaveText(t('Completed'));
      await expect(row).toContainText(t('One-time'));
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Back on the dashboard the card counts the gift.
      await page.getByRole('button', { name: t('Back to requests') }).click();
      // One donor, through the plural (issue 28): «1 donor», Arabic «متبرع واحد» (the word for one, no digit).
      await expect(card.getByTestId('donor-count')).toContainText(/[1١۱]|واحد/);
      await context.close();
    });

    test('a monthly $20 gift: a renewal makes a second row, and cancelling stops it', async ({ browser }) => {
      test.setTimeout(90_000);
      const applicant = `Omar Farouk ${Math.random().toString(36).slice(2, 7)}`;
      await approvedApplication(admin, applicant, 4500);
      const { context, page } = await personIn(browser, locale, 'donor', await signedUp('donor', 'Yusuf Ali'));
      await page.goto('/donor/dashboard');
      const card = page.getByRole('article', { name: applicant });
      await card.getByLabel(t('Amount in dollars')).fill('35');
      await card.getByRole('checkbox', { name: t('Give monthly') }).check();
      // Monthly mode: the amount is cleared, three choices, quick donate off.
      await expect(card.getByLabel(t('Amount in dollars'))).toHaveCount(0);
      await expect(card.getByRole('radio')).toHaveCount(3);
      await expect(card.getByRole('button', { name: new RegExp(t('Quick donate {quick}').replace('{quick}', '.*')) })).toBeDisabled();
      await expect(card.getByRole('button', { name: t('Donate'), exact: true })).toBeDisabled();
      await card.getByRole('radio').nth(1).check();
      await card.getByRole('button', { name: t('Donate'), exact: true }).click();

      await page.waitForURL(/\/test-checkout\/cs_test_/);
      await page.locator('form button[type=submit]').click();
      await expect(page.getByRole('heading', { level: 1, name: t('Payment Successful!') })).toBeVisible();

      await page.goto('/donor/dashboard?view=donations');
      const rows = page.getByTestId('donation-row').filter({ hasText: applicant });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(t('Monthly'));

      // The test checkout bills the next month on demand.
      await rows.first().getByRole('link', { name: t('Simulate renewals (test mode)') }).click();
      await page.waitForURL(/\/test-checkout\/subscriptions\/sub_test_/);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator(`form[action*="/renew"] button`).click();
      await page.waitForURL(/notice=paid/);
      await page.locator('a.link-button').click();

      await expect(rows).toHaveCount(2);
      await expect(rows.getByTestId('donation-status')).toHaveText([t('Completed'), t('Completed')]);
      await expect.poll(() => countIn(page, 'history-total')).toBe(40);

      const operations = graphqlOperations(page);
      await rows.first().getByRole('button', { name: t('Cancel monthly gift') }).click();
      const dialog = page.getByRole('dialog', { name: t('Cancel this monthly gift?') });
      await expect(dialog).toBeVisible();
      // The safe answer has the focus; Esc closes without cancelling anything.
      await expect(dialog.getByRole('button', { name: t('Keep giving') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(operations).toEqual([]);
      await rows.first().getByRole('button', { name: t('Cancel monthly gift') }).click();
      await expect(dialog).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: t('Yes, cancel it') }).click();
      await expect(page.getByText(t('Your monthly gift has been cancelled. No further months will be charged.'))).toBeVisible();
      await expect(dialog).toBeHidden();
      // Both rows of the gift say so, from the one answer.
      for (const row of await rows.all()) await expect(row).toContainText(t('Cancelled'));
      await expect(rows.first().getByRole('button', { name: t('Cancel monthly gift') })).toHaveCount(0);
      expect(operations).toEqual(['CancelMonthlyGift']);
      await context.close();
    });

    test('the cancel path: the provider page sends the donor back, and nothing is recorded', async ({ browser }) => {
      const applicant = `Bilal Hassan ${Math.random().toString(36).slice(2, 7)}`;
      await approvedApplication(admin, applicant, 1000);
      const { context, page } = await personIn(browser, locale, 'donor', await signedUp('donor', 'Aisha Karim'));
      await page.goto('/donor/dashboard');
      await page.getByRole('article', { name: applicant }).getByRole('button', { name: new RegExp(t('Quick donate {quick}').replace('{quick}', '.*')) }).click();
      await page.waitForURL(/\/test-checkout\/cs_test_/);
      await page.locator('a.link-button').click();

      await page.waitForURL(/\/donor\/cancel$/);
      await expect(page.getByRole('heading', { level: 1, name: t('Payment Canceled') })).toBeVisible();
      await expect(page.getByText(t('Your payment was not completed. You can try again whenever you’re ready.'))).toBeVisible();
      await expect(page.getByTestId('payment-result').getByRole('listitem')).toHaveText([t('Reconsidering the amount'), t('Payment method needs adjustment'), t('Wanting more information'), t('Technical difficulties')]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: t('Back to your dashboard') }).click();
      await expect(page).toHaveURL(/\/donor\/dashboard$/);
      await page.getByRole('button', { name: t('My Donations') }).click();
      await expect(page.getByText(t('You have not made any donations yet. When you support a journey, your donations and their progress will be listed here.'))).toBeVisible();
      await context.close();
    });

    test("an admin's progress update shows in the grid at once, and the donor sees it after Refresh", async ({ browser }) => {
      test.setTimeout(90_000);
      const applicant = `Zainab Musa ${Math.random().toString(36).slice(2, 7)}`;
      await approvedApplication(admin, applicant, 3000);
      const donorSession = await signedUp('donor', 'Hamza Idris');
      const donor = await personIn(browser, locale, 'donor', donorSession);
      await donor.page.goto('/donor/dashboard');
      const card = donor.page.getByRole('article', { name: applicant });
      await card.getByLabel(t('Amount in dollars')).fill('75');
      await card.getByRole('button', { name: t('Donate'), exact: true }).click();
      await donor.page.waitForURL(/\/test-checkout\//);
      await donor.page.locator('form button[type=submit]').click();
      await expect(donor.page.getByRole('heading', { level: 1, name: t('Payment Successful!') })).toBeVisible();
      await donor.page.goto('/donor/dashboard');
      await expect(donor.page.getByText(t('No progress updates yet. When our team reports on a journey you gave to, it appears here.'))).toBeVisible();

      const { context, page } = await personIn(browser, locale, 'admin', admin);
      await page.goto('/admin/dashboard');
      const trackingBadge = await (async () => {
        await expect(page.getByTestId('tab-count-tracking')).not.toHaveText(/^[0٠]$/);
        return countIn(page, 'tab-count-tracking');
      })();
      expect(trackingBadge).toBeGreaterThan(0);
      await page.getByRole('tab', { name: new RegExp(t('Tracking')) }).click();
      const donation = page.getByTestId('tracked-donation').filter({ hasText: applicant });
      await expect(donation.getByTestId('tracking-status')).toHaveText(t('tracking status\u0004Pending'));
      expect(await seriousAxeViolations(page)).toEqual([]);

      const send = page.getByRole('button', { name: t('Send update') });
      await expect(send).toBeDisabled();
      await donation.getByRole('button', { name: t('Post an update') }).click();
      await page.getByLabel(t('Status'), { exact: true }).selectOption('ONGOING');
      const message = locale === 'ar' ? 'تم تقديم طلب التأشيرة وحجز الرحلة.' : 'Visa applied for; flights booked for 3 June.';
      await page.getByLabel(t('Progress message')).fill(message);
      const operations = graphqlOperations(page);
      await send.click();
      await expect(page.getByText(t('Status updated successfully!'))).toBeVisible();
      await expect(donation.getByTestId('tracking-status')).toHaveText(t('Ongoing'));
      await expect(donation).toContainText(message);
      await page.waitForTimeout(500);
      expect(operations).toEqual(['PostTrackingUpdate']);
      await context.close();

      await donor.page.getByRole('button', { name: t('Refresh') }).click();
      const update = donor.page.getByTestId('tracking-update').filter({ hasText: applicant });
      await expect(update).toContainText(message);
      await expect(update).toContainText(t('Ongoing'));
      await donor.context.close();
    });
  });
}

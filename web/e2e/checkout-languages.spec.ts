import { expect, test, type Page } from '@playwright/test';
import { apiUrl, approvedApplication, personIn, photograph, seriousAxeViolations, signedUp, translator, type Session } from './support';

/**
 * Issue 18 in the browser: money in an Urdu sentence keeps its sign where Urdu puts it (the amount
 * is one isolated run, U+2068 … U+2069), and the test checkout's pages (the payment page, a monthly
 * gift's renewals) speak Arabic and Urdu in their own type, fit a phone and a desktop, and pass axe.
 * Screenshots go to /tmp/sabil-checkout-*.png for a person to look at; they are not compared.
 */

const FSI = '\u2068';
const PDI = '\u2069';

/** Nothing wider than the screen (no sideways scrolling on a phone). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The face the browser drew an element's text in, as it was asked for (the first family that has loaded). */
async function loadedFamily(page: Page, family: string): Promise<boolean> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded');
  }, family);
}

/** A phone and a desktop: the page fits, is clean for axe, and is saved for a look. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    expect(await overflow(page), `${name} at ${width}px`).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page), `${name} at ${width}px`).toEqual([]);
    await photograph(page, `checkout-${name}-${width}.png`, { fullPage: true });
  }
  // Every language link is at least 44 px tall on the phone.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const link of await page.getByRole('navigation').getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test.describe('an Urdu donor’s money and test checkout', () => {
  const t = translator('ur');
  let admin: Session;

  test.beforeAll(async () => {
    admin = await signedUp('admin', 'Khadija Rahman');
  });

  test('quick donate names the amount isolated, the checkout is in Nastaliq, and the success page isolates the amount too', async ({ browser }) => {
    test.setTimeout(90_000);
    const applicant = `Amina Yusuf ${Math.random().toString(36).slice(2, 7)}`;
    await approvedApplication(admin, applicant, 4500);
    const { context, page } = await personIn(browser, 'ur', 'donor', await signedUp('donor', 'Maryam Idris'));
    await page.goto('/donor/dashboard');
    const quick = page.getByRole('article', { name: applicant }).getByRole('button', { name: new RegExp(t('Quick donate {quick}').replace('{quick}', '.*')) });
    // "$50" as one run inside the Urdu words: the sign stays before the number.
    expect(await quick.textContent()).toContain(`${FSI}$50${PDI}`);
    await quick.click();

    await page.waitForURL(/\/test-checkout\/cs_test_/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The banner names the button the page has.
    await expect(page.getByRole('note')).toContainText('«ادا کریں»');
    await expect(page.locator('form button[type=submit]')).toContainText('ادا کریں');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'اردو' })).toHaveAttribute('aria-current', 'page');
    expect(await loadedFamily(page, 'Noto Nastaliq Urdu')).toBe(true);
    await atBothWidths(page, 'ur-pay');
    await page.locator('form button[type=submit]').click();

    await page.waitForURL(/\/donor\/success\?session_id=cs_test_/);
    const thanks = page.getByTestId('payment-result').getByRole('status');
    await expect(thanks).toContainText(applicant);
    expect(await thanks.textContent()).toContain(`${FSI}$50${PDI}`);
    await context.close();
  });
});

for (const locale of ['ar', 'ur'] as const) {
  test(`a monthly gift’s renewals open in the donor’s current language (${locale}), in its own type, on a phone and a desktop`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = translator(locale);
    const admin = await signedUp('admin', 'Khadija Rahman');
    const applicant = `Omar Farouk ${Math.random().toString(36).slice(2, 7)}`;
    const applicationId = await approvedApplication(admin, applicant, 4500);
    const donor = await signedUp('donor', 'Yusuf Ali');
    // The gift began in English; the donor reads Sabil in Arabic or Urdu now.
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${donor.token}` };
    const started = await fetch(`${apiUrl()}/api/donations/create-checkout-session`, { method: 'POST', headers, body: JSON.stringify({ applicationId, amount: 20, recurring: 'monthly' }) });
    const { url, sessionId } = (await started.json()) as { url: string; sessionId: string };
    expect(started.status).toBe(200);

    const { context, page } = await personIn(browser, locale, 'donor', donor);
    // The payment page of a monthly gift asks for the amount "a month".
    await page.goto(`${url}?lang=${locale}`);
    await expect(page.locator('form button[type=submit]')).toContainText(locale === 'ar' ? 'شهريًا' : 'ماہانہ');
    expect(await loadedFamily(page, locale === 'ar' ? 'Noto Naskh Arabic' : 'Noto Nastaliq Urdu')).toBe(true);
    await atBothWidths(page, `${locale}-pay-monthly`);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(new RegExp(`/donor/success\\?session_id=${sessionId}`));

    await page.goto('/donor/dashboard?view=donations');
    const row = page.getByTestId('donation-row').filter({ hasText: applicant });
    await row.getByRole('link', { name: t('Simulate renewals (test mode)') }).click();
    await page.waitForURL(/\/test-checkout\/subscriptions\/sub_test_/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The banner names the renewal button, which the page has (and no Pay button, which it has not).
    const renew = page.locator('form[action*="/renew"] button');
    const named = /[«“]([^»”]+)[»”]/.exec((await page.getByRole('note').textContent()) ?? '')![1]!;
    await expect(renew).toHaveText(named);
    expect(await loadedFamily(page, locale === 'ar' ? 'Noto Naskh Arabic' : 'Noto Nastaliq Urdu')).toBe(true);
    await atBothWidths(page, `${locale}-renewals`);

    // A renewal keeps the language.
    await renew.click();
    await page.waitForURL(/notice=paid/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await context.close();
  });
}

import { expect, test, type Page } from '@playwright/test';
import { personIn, photograph, seriousAxeViolations, signedUp, translator, uniqueEmail } from './support';

/**
 * Issue 28 §4: every language followed. A browser that speaks Urdu (or Arabic) and never touches the
 * language switcher sees every screen in its language — the pre-rendered pages, the signed-in app after
 * registering, and the not-found page (with a 404) — by one rule on the server and in the browser;
 * `?lang=` (links in emails) opens a page in that language and is remembered.
 */

async function expectLanguage(page: Page, locale: 'en' | 'ar' | 'ur') {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'en' ? 'ltr' : 'rtl');
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await photograph(page, `${name}-${width}.png`, { fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an Urdu browser that never chose a language: home, sign up as a donor, dashboard and My Donations in Urdu', async ({ browser }) => {
  const t = translator('ur');
  const context = await browser.newContext({ locale: 'ur-PK' });
  const page = await context.newPage();

  const home = await page.goto('/');
  expect(home?.headers()['content-language']).toBe('ur');
  await expectLanguage(page, 'ur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Help a believer answer the call to the Holy Cities'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('Sabil connects donors with believers who cannot afford Hajj or Umrah.'));

  await page.goto('/donor/register');
  await expectLanguage(page, 'ur');
  await page.getByLabel(t('Full name')).fill('مریم صدیقی');
  await page.getByLabel(t('Email')).fill(uniqueEmail('urdu-donor'));
  await page.getByLabel(t('Password'), { exact: true }).fill('secret-pass');
  await page.getByLabel(t('Confirm password')).fill('secret-pass');
  await page.getByLabel(t('I agree to the terms and conditions')).check();
  await page.getByRole('button', { name: t('Create account') }).click();

  // Signed in by registering, and the signed-in app in Urdu too.
  await page.waitForURL(/\/donor\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: t('Donor dashboard') })).toBeVisible();
  await expectLanguage(page, 'ur');
  await expect(page.locator('.account-bar').getByRole('button', { name: t('Sign out'), exact: true })).toBeVisible();

  // A fresh load of a signed-in screen (client-rendered) follows the browser too.
  const dashboard = await page.reload();
  expect(dashboard?.headers()['content-language']).toBe('ur');
  await expect(page.getByRole('heading', { level: 1, name: t('Donor dashboard') })).toBeVisible();
  await expectLanguage(page, 'ur');
  await expect(page).toHaveTitle(new RegExp(t('Donor dashboard')));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'dashboard-ur');

  await page.getByRole('button', { name: t('My Donations') }).click();
  await expect(page.getByText(t('You have not made any donations yet. When you support a journey, your donations and their progress will be listed here.'))).toBeVisible();
  await expectLanguage(page, 'ur');
  await screenshots(page, 'my-donations-ur');

  // Nothing was chosen: the browser's language was followed, not stored as a choice.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  await context.close();
});

test('?lang=ar opens a page in Arabic in an English browser, and the choice is remembered', async ({ browser }) => {
  const t = translator('ar');
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();

  const login = await page.goto('/donor/login?lang=ar');
  expect(login?.headers()['content-language']).toBe('ar');
  await expectLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Donor sign in'));
  // The address loses its ?lang=; the choice stays, like the switcher's.
  await expect(page).toHaveURL('/donor/login');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

  await page.goto('/donor/forgot-password');
  await expectLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Reset your password');
  await context.close();
});

for (const locale of ['ar', 'ur'] as const) {
  test(`an unknown address answers 404 with the not-found page in ${locale === 'ar' ? 'Arabic' : 'Urdu'}`, async ({ browser }) => {
    const t = translator(locale);
    const context = await browser.newContext({ locale: locale === 'ar' ? 'ar-EG' : 'ur-PK' });
    const page = await context.newPage();

    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expectLanguage(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Page not found'));
    await expect(page.getByRole('main').getByRole('link', { name: t('Go to the home page') })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t('Page not found')));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, `not-found-${locale}`);
    await context.close();
  });
}

test('a signed-in screen without JavaScript says, in the page’s language, that JavaScript is needed', async ({ browser }) => {
  const t = translator('ar');
  const context = await browser.newContext({ locale: 'ar-SA', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/donor/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // (getByText does not look inside <noscript>; the paragraph is drawn all the same.)
  const notice = page.locator('p.noscript');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(t('This page needs JavaScript. Please turn JavaScript on in your browser’s settings, then reload the page.'));
  await context.close();
});

test('the Urdu application form at 375 px: “No file chosen” whole, not cut to “a file selected”', async ({ browser }) => {
  const t = translator('ur');
  const seeker = await signedUp('seeker', 'Urdu Seeker');
  const { context, page } = await personIn(browser, 'ur', 'seeker', seeker);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/seeker-form');
  const none = page.locator('.file-picker__name');
  await expect(none).toHaveText(t('No file chosen'));
  // Nothing of it hidden: the words wrap rather than end in an ellipsis.
  expect(await none.evaluate((span) => span.scrollWidth - span.clientWidth)).toBeLessThanOrEqual(0);
  await context.close();
});

test('the payment-cancel page is never blank (ar, 375 px)', async ({ browser }) => {
  const t = translator('ar');
  const donor = await signedUp('donor', 'Cancel Donor');
  const { context, page } = await personIn(browser, 'ar', 'donor', donor);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/donor/cancel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Payment Canceled'));
  await expect(page.getByRole('main').getByRole('link', { name: t('Back to your dashboard') })).toBeVisible();
  await context.close();
});

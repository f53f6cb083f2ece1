import { expect, test } from '@playwright/test';
import { personIn, photograph, seriousAxeViolations, signedUp, translator } from './support';

/**
 * The header knows a signed-in person (issue 18): a donor's Donate leads to their dashboard, not a
 * sign-in form again; one Sign out ends the session. In English and Arabic, on a phone and a desk.
 */
for (const locale of ['en', 'ar'] as const) {
  test(`a signed-in donor's header leads to their dashboard, and Sign out is one click (${locale})`, async ({ browser }) => {
    const tr = translator(locale);
    const donor = await signedUp('donor', 'Header Donor');
    const { context, page } = await personIn(browser, locale, 'donor', donor);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const nav = page.locator('#site-navigation');
      if (width === 375) await page.getByRole('button', { name: tr('Menu') }).click();
      await expect(nav.getByRole('link', { name: tr('My giving') })).toHaveAttribute('href', '/donor/dashboard');
      await expect(nav.getByRole('link', { name: tr('Donate'), exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await photograph(page, `header-${locale}-${width}.png`);
    }

    await page.locator('#site-navigation').getByRole('button', { name: tr('Sign out') }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('donorToken'))).toBeNull();
    await page.goto('/donor/dashboard');
    await expect(page).toHaveURL('/donor/login');
    await context.close();
  });
}

import { expect, test } from '@playwright/test';
import { approvedApplication, overflow, personIn, photograph, seriousAxeViolations, signedUp, spilledBoxes, translator } from './support';

/**
 * Issue 31, the gift itself: a donor gives anonymously in Arabic on a 375 px phone, with words of
 * support and a gift in memory of someone; an admin approves the words beside the stories; a visitor
 * reads them on the journey's public page (/transparency) under "Anonymous", never the donor's name.
 * Each screen axe-clean, photographed into $SCREENS_DIR.
 */


test('an anonymous gift in Arabic with words of support and a dedication; the admin approves the words; the journey page shows them without the donor', async ({ browser }) => {
  test.setTimeout(150_000);
  const t = translator('ar');
  const tag = Math.random().toString(36).slice(2, 7);
  const firstName = `Zaynab${tag}`;
  const admin = await signedUp('admin', 'Khadija Rahman');
  await approvedApplication(admin, `${firstName} Hassan`, 4000);
  const donorName = `Dawud Hiddenname${tag}`;
  const words = `Labbaik! May your Hajj be accepted ${tag}`;

  // —— The donor, in Arabic, on a phone ——
  const donor = await personIn(browser, 'ar', 'donor', await signedUp('donor', donorName));
  let page = donor.page;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/donor/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('article', { name: `${firstName} Hassan` });
  await card.getByLabel(t('Amount in dollars')).fill('25');
  await card.getByText(t('Add a personal touch')).click();
  await card.getByRole('checkbox', { name: t('Give anonymously') }).check();
  await card.getByLabel(t('Words of support (optional)')).fill(words);
  await card.getByLabel(t('Dedicate this gift')).selectOption('in_memory_of');
  // The name is asked for at once; Donate waits for it.
  await expect(card.getByRole('button', { name: t('Donate'), exact: true })).toBeDisabled();
  await card.getByLabel(t('The person’s name')).fill('والدي رحمه الله');
  await card.getByLabel(t('Their email address')).fill(`family-${tag}@example.org`);
  await card.getByLabel(t('The e-card’s language')).selectOption('ar');
  await expect(card.getByRole('button', { name: t('Donate'), exact: true })).toBeEnabled();
  await card.scrollIntoViewIfNeeded();
  expect(await overflow(page)).toBe(0);
  expect(await spilledBoxes(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(card, `gift-details-form-ar-375.png`);
  await card.getByRole('button', { name: t('Donate'), exact: true }).click();

  await page.waitForURL(/\/test-checkout\/cs_test_/);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('heading', { level: 1, name: t('Payment Successful!') })).toBeVisible();

  // My Donations: this gift says "Anonymous" and its dedication.
  await page.goto('/donor/dashboard?view=donations');
  const row = page.getByTestId('donation-row').filter({ hasText: firstName });
  await expect(row.getByTestId('donation-anonymous')).toHaveText(t('Anonymous'));
  await expect(row.getByTestId('donation-dedication')).toContainText('والدي رحمه الله');
  await expect(row).toContainText(t('Words of support: waiting for review'));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(page, `gift-details-history-ar-375.png`, { fullPage: true });
  await donor.context.close();

  // Nothing shows before an admin approves.
  const early = await personIn(browser, 'ar');
  await early.page.goto('/transparency');
  const earlyLedger = early.page.getByTestId('journey-ledger').filter({ hasText: firstName });
  await earlyLedger.getByTestId('support-messages-disclosure').locator('summary').click();
  await expect(earlyLedger.getByText(t('No words of support yet.'))).toBeVisible();
  await early.context.close();

  // —— The admin approves the words, beside the stories ——
  const moderator = await personIn(browser, 'ar', 'admin', admin);
  page = moderator.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: new RegExp(t('Stories')) }).click();
  const pending = page.getByTestId('pending-support-message').filter({ hasText: words });
  await expect(pending).toBeVisible();
  // Admins see who gave, marked as an anonymous gift.
  await expect(pending).toContainText(donorName);
  await expect(pending).toContainText(t('Anonymous gift: the name is not shown publicly'));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(page.getByTestId('support-messages-moderation'), `gift-details-moderation-ar-1280.png`);
  await pending.getByRole('button', { name: t('Approve') }).click();
  await expect(page.getByText(t('Words of support approved: they now show on the journey.'))).toBeVisible();
  await expect(page.getByTestId('pending-support-message').filter({ hasText: words })).toHaveCount(0);
  await moderator.context.close();

  // —— A visitor on the journey's public page ——
  const visitor = await personIn(browser, 'ar');
  page = visitor.page;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/transparency');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const ledger = page.getByTestId('journey-ledger').filter({ hasText: firstName });
  await ledger.getByTestId('support-messages-disclosure').locator('summary').click();
  const shown = ledger.getByTestId('support-message').filter({ hasText: words });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(t('Anonymous'));
  await expect(ledger).not.toContainText('Dawud');
  await expect(ledger).not.toContainText('Hiddenname');
  expect(await overflow(page)).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(ledger, `gift-details-journey-ar-375.png`);
  await visitor.context.close();
});

for (const locale of ['en', 'ar'] as const) {
  test(`the checkout form's gift details at 375 and 1280 px (${locale}): no sideways scroll, nothing spilling, axe clean`, async ({ browser }) => {
    test.setTimeout(60_000);
    const t = translator(locale);
    const admin = await signedUp('admin', 'Khadija Rahman');
    const applicant = `Ruqayyah${Math.random().toString(36).slice(2, 7)} Bello`;
    await approvedApplication(admin, applicant, 3000);
    const { context, page } = await personIn(browser, locale, 'donor', await signedUp('donor', 'Maryam Idris'));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/donor/dashboard');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const card = page.getByRole('article', { name: applicant });
      await card.getByText(t('Add a personal touch')).click();
      await card.getByLabel(t('Dedicate this gift')).selectOption('on_behalf_of');
      // The name is required once a dedication is chosen: said beside the field.
      await expect(card.getByLabel(t('The person’s name'))).toHaveAttribute('aria-invalid', 'true');
      await card.getByLabel(t('The person’s name')).fill(locale === 'ar' ? 'أمي' : 'My mother');
      await card.getByLabel(t('Words of support (optional)')).fill(locale === 'ar' ? 'لبيك اللهم لبيك' : 'Labbaik, may Allah accept it');
      expect(await overflow(page)).toBe(0);
      expect(await spilledBoxes(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await photograph(card, `gift-details-form-${locale}-${width}.png`);
    }
    await context.close();
  });
}

import { expect, test } from '@playwright/test';
import { apiUrl, approvedApplication, gave, overflow, personIn, photograph, seriousAxeViolations, signedUp, translator } from './support';

/**
 * Issue 30 in the browser: a journey is cancelled; its donor, in Arabic on a 375 px phone, sees
 * the notice on their dashboard — their part, the part already paid out, the deadline — and moves
 * the gift to another open journey. Axe-clean, no sideways scrolling.
 */


test('a donor in Arabic on a phone sees a cancelled journey’s notice and moves the gift to another journey', async ({ browser }) => {
  test.setTimeout(40_000);
  const t = translator('ar');
  const suffix = Math.random().toString(36).slice(2, 7);
  const admin = await signedUp('admin', 'Khadija Rahman');
  const cancelled = await approvedApplication(admin, `Hamza Idris ${suffix}`, 100);
  const open = await approvedApplication(admin, `Zainab Noor ${suffix}`, 500);
  const donor = await signedUp('donor', 'عائشة الحربي', 'ar');
  await gave(donor, cancelled, 40);
  const moved = await fetch(`${apiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({
      query: 'mutation M($input: MoveJourneyStageInput!) { moveJourneyStage(input: $input) { stage } }',
      variables: { input: { applicationId: cancelled, fromStage: 'FUNDRAISING', toStage: 'CANCELLED', reason: 'Visa refused' } },
    }),
  });
  expect(((await moved.json()) as { data?: { moveJourneyStage: { stage: string } } }).data?.moveJourneyStage.stage).toBe('CANCELLED');

  const { context, page } = await personIn(browser, 'ar', 'donor', donor);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/donor/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const notices = page.getByRole('region', { name: t('Cancelled journeys') });
  const notice = notices.getByTestId('cancellation-notice');
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('heading')).toContainText('Hamza');
  await expect(notice.getByRole('radio', { name: t('Refund it to my card') })).toBeEnabled();
  await notice.getByRole('radio', { name: t('Move it to another journey') }).check();
  await notice.getByRole('combobox', { name: t('Journey to support') }).selectOption(open);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await photograph(notices, `journey-cancellation-ar-375.png`);
  await notice.getByRole('button', { name: t('Confirm my choice') }).click();
  await expect(notice.getByRole('status')).toContainText('Zainab');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(notices, `journey-cancellation-ar-375-moved.png`);
  await context.close();
});

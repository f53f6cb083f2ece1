import { expect, test, type Page } from '@playwright/test';
import { apiUrl, approvedApplication, gave, openJourney, overflow, personIn, photograph, seriousAxeViolations, signedUp, translator, type Session } from './support';

/**
 * Issue 30 in the browser: one update per journey. An admin (English, 1280 px) posts one update from
 * the approved application's Journey panel; the journey's two donors — one in Arabic at 375 px, one
 * in Urdu at 1280 px — see it on their dashboards and find it in their own language in the
 * development mailbox. Axe-clean, no sideways scrolling.
 */


/** The sent tracking update to `email` in the development mailbox, once it is there. */
async function updateMail(email: string): Promise<{ language: string; subject: string; text: string; headers: Record<string, string> }> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await fetch(`${apiUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await answer.json()) as { messages: Array<{ template: string; status: string; language: string; subject: string; text: string; headers: Record<string, string> }> };
    const found = messages.filter((m) => m.template === 'tracking_update' && m.status === 'sent');
    if (found.length) {
      expect(found).toHaveLength(1);
      return found[0]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no tracking_update for ${email} in the development mailbox`);
}

async function donorSees(page: Page, locale: 'ar' | 'ur', message: string, width: number) {
  const t = translator(locale);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/donor/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const updates = page.getByRole('region', { name: t('Progress updates') });
  const update = updates.getByTestId('tracking-update').filter({ hasText: message });
  await expect(update).toHaveCount(1);
  await expect(update).toContainText(t('Ongoing'));
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await photograph(updates, `journey-update-donor-${locale}-${width}.png`);
}

test('an admin posts one update to a journey; its donors in Arabic and Urdu see it on their dashboards and in their email', async ({ browser }) => {
  test.setTimeout(180_000);
  const applicant = `Bilal Hassan ${Math.random().toString(36).slice(2, 7)}`;
  const message = `The visa was issued today ${Math.random().toString(36).slice(2, 7)}.`;
  const admin = await signedUp('admin', 'Khadija Rahman');
  const applicationId = await approvedApplication(admin, applicant, 100);
  const donors: Record<'ar' | 'ur', Session> = {
    ar: await signedUp('donor', 'عائشة الحربي', 'ar'),
    ur: await signedUp('donor', 'مریم صدیقی', 'ur'),
  };
  await gave(donors.ar, applicationId, 30);
  await gave(donors.ur, applicationId, 20);

  // The admin, in English at 1280 px: one update from the journey panel, to both donors.
  const adminView = await personIn(browser, 'en', 'admin', admin);
  const page = adminView.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: /Approved/ }).click();
  const card = page.getByRole('article', { name: applicant });
  await openJourney(card);
  const form = card.getByTestId('journey-update-form');
  await expect(form.getByRole('heading', { name: 'Post an update to all donors' })).toBeVisible();
  await form.getByRole('button', { name: 'Send to all donors' }).click();
  await expect(form.getByText('Message to the donors is required')).toBeVisible();
  await form.getByRole('combobox', { name: 'Status' }).selectOption('ONGOING');
  await form.getByRole('textbox', { name: 'Message to the donors' }).fill(message);
  await form.getByRole('button', { name: 'Send to all donors' }).click();
  await expect(form.getByRole('status')).toHaveText('The update is posted to 2 donors.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await photograph(card.getByTestId('journey-panel'), `journey-update-admin-en-1280.png`);
  await adminView.context.close();

  // Each donor on their dashboard: the Arabic one on a phone, the Urdu one on a wide screen.
  for (const [locale, width] of [['ar', 375], ['ur', 1280]] as const) {
    const view = await personIn(browser, locale, 'donor', donors[locale]);
    await donorSees(view.page, locale, message, width);
    await view.context.close();
  }

  // And in their email, in their own language, with the one-click way to stop such news.
  const arabic = await updateMail(donors.ar.record.email);
  expect(arabic).toMatchObject({ language: 'ar', subject: 'أخبار الرحلة التي تدعمها' });
  expect(arabic.text).toContain(message);
  expect(arabic.text).toContain('هذا الخبر عن');
  expect(arabic.headers['List-Unsubscribe']).toMatch(/\/mail\/unsubscribe\?token=/);
  const urdu = await updateMail(donors.ur.record.email);
  expect(urdu).toMatchObject({ language: 'ur', subject: 'آپ کے مدد کردہ سفر کی خبر' });
  expect(urdu.text).toContain(message);
  expect(urdu.text).toContain('یہ خبر');
});

import { expect, test } from '@playwright/test';
import { apiUrl, gave, noisePng, openJourney, overflow, personIn, photograph, seriousAxeViolations, signedUp, submittedApplication, translator } from './support';

/**
 * Issue 30 in the browser: an admin walks a funded journey through every stage from the approved
 * application's Journey panel — booked (the reference, refused first without it), visa issued (with
 * a proof document), travelled, completed; its seeker sees the stepper at Completed (with the
 * booking reference) and its donor sees Completed on their dashboard (never the reference). Admin
 * in English at 1280 px, seeker in Urdu and donor in Arabic at 375 px; axe-clean, no sideways
 * scrolling, screenshots kept. The update to every donor is journey-updates.spec.ts's.
 */


test('an admin walks a funded journey through every stage; its seeker (Urdu) and its donor (Arabic) see it', async ({ browser }) => {
  test.setTimeout(180_000);
  const en = translator('en');
  const ar = translator('ar');
  const ur = translator('ur');
  const applicant = `Amina Yusuf ${Math.random().toString(36).slice(2, 7)}`;
  const admin = await signedUp('admin', 'Khadija Rahman');
  const seeker = await signedUp('seeker', applicant);
  const donor = await signedUp('donor', 'Yusuf Ali');
  const applicationId = await submittedApplication(seeker, applicant, 100, { bytes: new Uint8Array(noisePng(2, 2)), filename: 'passport.png' });
  const reviewed = await fetch(`${apiUrl()}/application/update/${applicationId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(reviewed.status).toBe(200);
  await gave(donor, applicationId, 100);

  // The admin, in English at 1280 px.
  const adminView = await personIn(browser, 'en', 'admin', admin);
  const page = adminView.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: new RegExp(en('Approved')) }).click();
  const card = page.getByRole('article', { name: applicant });
  await openJourney(card);
  const panel = card.getByTestId('journey-panel');
  await expect(panel.getByTestId('journey-stage')).toHaveText(en('journey stage\u0004Funded'));
  await panel.getByRole('button', { name: `Move to ${en('journey stage\u0004Booked')}` }).click();
  await expect(panel.getByText('Booking reference is required for this step.')).toBeVisible();
  await panel.getByRole('textbox', { name: en('Booking reference') }).fill('BK-2207');
  await panel.getByRole('textbox', { name: en('Operator') }).fill('Al Noor Travel');
  await panel.getByRole('button', { name: `Move to ${en('journey stage\u0004Booked')}` }).click();
  await expect(panel.getByTestId('journey-stage')).toHaveText(en('journey stage\u0004Booked'));
  await expect(panel.getByTestId('journey-history')).toContainText('BK-2207');
  // Visa issued, with its proof; then travelled and completed, each the next step the form offers.
  await panel.getByLabel(en('Visa issue date')).fill('2026-10-01');
  await panel.getByLabel(en('Proof document')).setInputFiles({ name: 'visa.png', mimeType: 'image/png', buffer: noisePng(8, 8) });
  await panel.getByRole('button', { name: `Move to ${en('journey stage\u0004Visa issued')}` }).click();
  await expect(panel.getByTestId('journey-stage')).toHaveText(en('journey stage\u0004Visa issued'));
  await expect(panel.getByTestId('journey-history')).toContainText(en('Proof attached'));
  await panel.getByLabel(en('Departure date')).fill('2026-10-10');
  await panel.getByRole('button', { name: `Move to ${en('journey stage\u0004Travelled')}` }).click();
  await expect(panel.getByTestId('journey-stage')).toHaveText(en('journey stage\u0004Travelled'));
  await panel.getByLabel(en('Return date')).fill('2026-10-30');
  await panel.getByRole('button', { name: `Move to ${en('journey stage\u0004Completed')}` }).click();
  await expect(panel.getByTestId('journey-stage')).toHaveText(en('journey stage\u0004Completed'));
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await photograph(card, `journey-admin-en-1280.png`);
  await adminView.context.close();

  // The seeker, in Urdu at 375 px: the stepper at Completed, right to left.
  const seekerView = await personIn(browser, 'ur', 'seeker', seeker);
  await seekerView.page.setViewportSize({ width: 375, height: 800 });
  await seekerView.page.goto('/seeker-form');
  const stepper = seekerView.page.getByTestId('journey-stepper');
  await expect(stepper.locator('[aria-current="step"]')).toContainText(ur('journey stage\u0004Completed'));
  await expect(seekerView.page.getByTestId('journey-history')).toContainText('BK-2207');
  expect(await seekerView.page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await seriousAxeViolations(seekerView.page)).toEqual([]);
  expect(await overflow(seekerView.page)).toBeLessThanOrEqual(0);
  await photograph(seekerView.page, `journey-seeker-ur-375.png`, { fullPage: true });
  await seekerView.context.close();

  // The donor, in Arabic at 375 px: Completed, without the booking reference.
  const donorView = await personIn(browser, 'ar', 'donor', donor);
  await donorView.page.setViewportSize({ width: 375, height: 800 });
  await donorView.page.goto('/donor/dashboard');
  const supported = donorView.page.getByTestId('supported-journey').filter({ hasText: applicant });
  await expect(supported.getByTestId('supported-journey-stage')).toHaveText(ar('journey stage\u0004Completed'));
  await expect(donorView.page.getByTestId('supported-journeys')).not.toContainText('BK-2207');
  // Where the donor's money went (issue 30's ledger): all of the journey's $100 is theirs, nothing paid out yet.
  await expect(supported.getByTestId('journey-share')).toContainText(ar('Nothing has been paid out of this journey yet.'));
  expect(await seriousAxeViolations(donorView.page)).toEqual([]);
  expect(await overflow(donorView.page)).toBeLessThanOrEqual(0);
  await photograph(donorView.page.getByTestId('supported-journeys'), `journey-donor-ar-375.png`);
  await donorView.page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousAxeViolations(donorView.page)).toEqual([]);
  expect(await overflow(donorView.page)).toBeLessThanOrEqual(0);
  await donorView.context.close();
});

import { expect, test } from '@playwright/test';
import { apiUrl, gave, noisePng, openJourney, overflow, personIn, photograph, seriousAxeViolations, signedUp, submittedApplication, translator, type Session } from './support';

/**
 * Issue 30 in the browser, the pilgrim's thank-you: a journey that has travelled (its booking proved
 * by a document), its seeker in Urdu thanks the donors with words and a photo; an admin in English
 * sees "proof attached" in the history and publishes the thank-you from the Journey panel; the donor
 * in Arabic reads it beside the journey, first name only. Axe-clean, no sideways scrolling.
 */


async function graphql(token: string, query: string, variables: Record<string, unknown>, file?: { variable: string; bytes: Buffer; name: string; type: string }) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' };
  let body: BodyInit;
  if (file) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { ...variables, [file.variable]: null } }));
    form.append('map', JSON.stringify({ 0: [`variables.${file.variable}`] }));
    form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  }
  const answer = (await (await fetch(`${apiUrl()}/graphql`, { method: 'POST', headers, body })).json()) as { errors?: unknown };
  expect(answer.errors).toBeUndefined();
}

const MOVE = 'mutation M($input: MoveJourneyStageInput!, $proof: Upload) { moveJourneyStage(input: $input, proof: $proof) { stage } }';

test('a seeker in Urdu thanks the donors, an admin in English publishes it, the donor in Arabic reads it', async ({ browser }) => {
  test.setTimeout(60_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const applicant = `Amina Yusuf ${suffix}`;
  const message = `شکریہ، آپ کی مدد سے ہم نے عمرہ ادا کیا ${suffix}`;
  const admin = await signedUp('admin', 'Khadija Rahman');
  const seeker: Session = await signedUp('seeker', applicant, 'ur');
  const applicationId = await submittedApplication(seeker, applicant, 100, { bytes: new Uint8Array(noisePng(2, 2)), filename: 'passport.png' });
  const reviewed = await fetch(`${apiUrl()}/application/update/${applicationId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(reviewed.status).toBe(200);
  const donor = await signedUp('donor', 'عائشة الحربي', 'ar');
  await gave(donor, applicationId, 100);
  // Set-up an admin does in the panel (journey-stages.spec.ts drives it): booked with its proof, then travelled.
  await graphql(admin.token, MOVE, { input: { applicationId, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: 'BK-30', operatorName: 'Al Noor Travel' } }, { variable: 'proof', bytes: noisePng(8, 8), name: 'booking.png', type: 'image/png' });
  await graphql(admin.token, MOVE, { input: { applicationId, fromStage: 'BOOKED', toStage: 'VISA_ISSUED', visaIssuedOn: '2026-10-01' } });
  await graphql(admin.token, MOVE, { input: { applicationId, fromStage: 'VISA_ISSUED', toStage: 'TRAVELLED', departedOn: '2026-10-10' } });

  // The seeker, in Urdu on a phone: their thank-you with a photo, then waiting for review.
  const ur = translator('ur');
  const seekerView = await personIn(browser, 'ur', 'seeker', seeker);
  await seekerView.page.setViewportSize({ width: 375, height: 900 });
  await seekerView.page.goto('/seeker-form');
  const form = seekerView.page.getByTestId('journey-thanks-form');
  await expect(form.getByRole('heading', { name: ur('Thank your donors') })).toBeVisible();
  await form.getByRole('textbox', { name: ur('Your message') }).fill(message);
  await form.getByLabel(ur('Photo (optional)')).setInputFiles({ name: 'umrah.png', mimeType: 'image/png', buffer: noisePng(40, 30) });
  await form.getByRole('button', { name: ur('Send my thank-you') }).click();
  const mine = seekerView.page.getByTestId('my-journey');
  await expect(mine.getByText(ur('Waiting for an admin to review it.'))).toBeVisible();
  await expect(mine.getByTestId('journey-thanks').getByRole('img')).toBeVisible();
  expect(await seriousAxeViolations(seekerView.page)).toEqual([]);
  expect(await overflow(seekerView.page)).toBeLessThanOrEqual(0);
  await photograph(mine, `journey-thanks-seeker-ur-375.png`);
  await seekerView.context.close();

  // The admin, in English at 1280 px: the proof is attached to the booking; the thank-you is published.
  const adminView = await personIn(browser, 'en', 'admin', admin);
  const page = adminView.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: /Approved/ }).click();
  const card = page.getByRole('article', { name: applicant });
  await openJourney(card);
  const panel = card.getByTestId('journey-panel');
  await expect(panel.getByTestId('journey-proof')).toContainText('Proof attached');
  await expect(panel.getByTestId('journey-proof').getByRole('button', { name: 'Download the proof' })).toBeVisible();
  const moderation = panel.getByTestId('journey-thanks-moderation');
  await expect(moderation).toContainText(message);
  await moderation.getByRole('button', { name: 'Publish to the donors' }).click();
  await expect(moderation.getByTestId('journey-thanks-status')).toHaveText('Published to the donors.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await photograph(panel, `journey-thanks-admin-en-1280.png`);
  await adminView.context.close();

  // The donor, in Arabic on a phone: the thank-you beside the journey, the first name only.
  const ar = translator('ar');
  const donorView = await personIn(browser, 'ar', 'donor', donor);
  await donorView.page.setViewportSize({ width: 375, height: 900 });
  await donorView.page.goto('/donor/dashboard');
  await expect(donorView.page.locator('html')).toHaveAttribute('dir', 'rtl');
  const thanks = donorView.page.getByTestId('supported-journey').filter({ hasText: applicant }).getByTestId('journey-thanks');
  await expect(thanks).toContainText(message);
  await expect(thanks).toContainText(ar('A thank-you from {name}').replace('{name}', 'Amina'));
  await expect(thanks).not.toContainText(applicant);
  await expect(thanks.getByRole('img')).toBeVisible();
  expect(await seriousAxeViolations(donorView.page)).toEqual([]);
  expect(await overflow(donorView.page)).toBeLessThanOrEqual(0);
  await photograph(donorView.page.getByTestId('supported-journeys'), `journey-thanks-donor-ar-375.png`);
  await donorView.context.close();
});

import { expect, test } from '@playwright/test';
import { noisePng, personIn, seriousAxeViolations, signedUp, submittedApplication, translator } from './support';

/**
 * Issue 18: a rejection that says why. An admin reading Sabil in Arabic rejects through the dialog
 * with a reason and a note; the seeker, reading in Urdu, sees the reason in Urdu and the note as
 * it was written (in the Latin face). (The audit event that keeps both is tested in the API.)
 */
test('an admin rejects with a reason and a note; the seeker reads the reason in their own language', async ({ browser }) => {
  test.setTimeout(90_000);
  const ar = translator('ar');
  const ur = translator('ur');
  const admin = await signedUp('admin', 'Khadija Rahman');
  const seeker = await signedUp('seeker', 'Bilal Ahmed');
  const applicant = `Bilal Ahmed ${Math.random().toString(36).slice(2, 7)}`;
  await submittedApplication(seeker, applicant, 7_000, { bytes: new Uint8Array(noisePng(4, 4)), filename: 'passport.png' });
  const note = 'The photo page is cut off; please apply again with the whole page.';

  const reviewer = await personIn(browser, 'ar', 'admin', admin);
  await reviewer.page.goto('/admin/dashboard');
  const card = reviewer.page.getByRole('article', { name: applicant });
  await card.getByRole('button', { name: ar('Reject'), exact: true }).click();
  const dialog = reviewer.page.getByRole('dialog', { name: ar('Reject this application') });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(reviewer.page)).toEqual([]);
  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: ar('Cancel') }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: ar('Reject'), exact: true }).click();
  await dialog.getByLabel(ar('Reason (optional)')).selectOption({ label: ar('The ID document could not be read, or it does not match the application.') });
  await dialog.getByLabel(ar('Note to the seeker (optional)')).fill(note);
  await dialog.getByRole('button', { name: ar('Reject application') }).click();
  await expect(reviewer.page.getByTestId('dashboard-success')).toHaveText(ar('Application has been rejected.'));
  await expect(reviewer.page.getByRole('article', { name: applicant })).toHaveCount(0);
  await reviewer.context.close();

  const { context, page } = await personIn(browser, 'ur', 'seeker', seeker);
  await page.goto('/seeker-form');
  const why = page.getByTestId('rejection-reason');
  await expect(why).toContainText(ur('Why it was not approved'));
  await expect(why).toContainText(ur('The ID document could not be read, or it does not match the application.'));
  const written = why.getByText(note);
  await expect(written).toHaveClass(/text-latin/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

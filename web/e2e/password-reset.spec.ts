import { expect, test } from '@playwright/test';
import { apiUrl, personIn, seriousAxeViolations, signedUp, translator, uniqueEmail } from './support';

/**
 * Issue 19 in the browser, on the embedded default (the development mailbox): a person who forgot
 * their password asks for a link on the sign-in page, finds it in the mailbox, chooses a new
 * password; the sessions signed in before are refused, the new password signs in, and the link
 * works only once. A donor in English, a seeker in Urdu, an admin in Arabic; axe-clean, at 375 px.
 */

async function resetLink(email: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await fetch(`${apiUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await answer.json()) as { messages: { template: string; status: string; text: string }[] };
    const sent = messages.find((message) => message.template === 'password_reset' && message.status === 'sent');
    // The whole link, its language (`&lang=`) included.
    if (sent) return /https?:\/\/\S+\/reset-password\?token=[\w-]+(&lang=\w+)?/.exec(sent.text)![0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset link for ${email}`);
}

// Each role recovers its account from its own sign-in page, each in another language.
const JOURNEYS = [
  { locale: 'en', role: 'donor', home: /\/donor\/dashboard/ },
  { locale: 'ur', role: 'seeker', home: /\/seeker-form/ },
  { locale: 'ar', role: 'admin', home: /\/admin\/dashboard/ },
] as const;

for (const { locale, role, home } of JOURNEYS) {
  test(`forgot password (${role}, ${locale}): the mailbox, a new password, every old session refused, the link spent`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = translator(locale);
    // Registered in the journey's language, as the web's registration does: the email and its link speak it.
    const person = await signedUp(role, 'Maryam Idris', locale);
    const { context, page } = await personIn(browser, locale);
    await page.setViewportSize({ width: 375, height: 800 });

    await page.goto(`/${role}/login`);
    await page.getByRole('link', { name: t('Forgot password?') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Forgot your password?') })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel(t('Email')).fill(person.record.email);
    await page.getByRole('button', { name: t('Send the link') }).click();
    await expect(page.getByText(t('If an account with this email exists, a link to choose a new password is on its way. It works for 30 minutes. Check your spam folder too.'))).toBeVisible();

    const link = await resetLink(person.record.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t('Choose a new password') })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.getByLabel(t('New password'), { exact: true }).fill('a-new-secret');
    await page.getByRole('button', { name: t('Save the new password') }).click();

    await expect(page.getByTestId('password-changed')).toHaveText(t('Your password was changed and every device was signed out. Sign in with the new password.'));
    // The session signed in before the reset is refused everywhere.
    const old = await fetch(`${apiUrl()}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${person.token}` }, body: '{"query":"{ me { id } }"}' });
    expect(old.status).toBe(401);
    await page.getByLabel(t('Email')).fill(person.record.email);
    await page.getByLabel(t('Password'), { exact: true }).fill('a-new-secret');
    await page.getByRole('button', { name: t('Sign in') }).click();
    await page.waitForURL(home);

    // The link was spent.
    await page.goto(link);
    await page.getByLabel(t('New password'), { exact: true }).fill('yet-another-secret');
    await page.getByRole('button', { name: t('Save the new password') }).click();
    await expect(page.getByText(t('This reset link is not valid, was already used or has expired. Ask for a new one.'))).toBeVisible();
    await context.close();
  });
}

test('account settings (ur, 375 px): a new password ends every other session and this one carries on; the email language', async ({ browser }) => {
  test.setTimeout(90_000);
  const t = translator('ur');
  const donor = await signedUp('donor', 'Hafsa Karim');
  const { context, page } = await personIn(browser, 'ur', 'donor', donor);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto('/donor/dashboard');
  await page.getByRole('link', { name: t('Account settings') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('Account settings') })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  await page.getByLabel(t('Current password')).fill('not-my-password');
  await page.getByLabel(t('New password'), { exact: true }).fill('a-brand-new-secret');
  await page.getByRole('button', { name: t('Change password') }).click();
  await expect(page.getByText(t('The current password is not right.'))).toBeVisible();

  await page.getByLabel(t('Current password')).fill('secret-pass');
  await page.getByRole('button', { name: t('Change password') }).click();
  await expect(page.getByTestId('password-changed')).toHaveText(t('Your password was changed. Every other device was signed out.'));
  // The session the test signed in with is over; this page goes on with the new one.
  const old = await fetch(`${apiUrl()}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${donor.token}` }, body: '{"query":"{ me { id } }"}' });
  expect(old.status).toBe(401);
  await page.goto('/donor/dashboard');
  await expect(page.getByTestId('account-email')).toHaveText(donor.record.email);

  // The email language: English at registration through the REST shim; Urdu chosen here.
  await page.getByRole('link', { name: t('Account settings') }).click();
  const language = page.getByLabel(t('Receipts and updates are written in'));
  await expect(language).toHaveValue('EN');
  await language.selectOption('UR');
  await page.getByRole('button', { name: t('Save the email language') }).click();
  await expect(page.getByTestId('email-language-saved')).toHaveText(t('Saved. Your email will be written in this language.'));
  await page.reload();
  await expect(page.getByLabel(t('Receipts and updates are written in'))).toHaveValue('UR');
  await context.close();
});

test('a reset link from an Urdu email opens in Urdu on a device that never chose a language', async ({ browser }) => {
  const t = translator('ur');
  const email = uniqueEmail('donor');
  const post = (path: string, body: unknown) => fetch(`${apiUrl()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/donor/register', { fullname: 'Bilal Ahmed', email, password: 'secret-pass', language: 'ur' })).status).toBe(201);
  expect((await post('/donor/forgot-password', { email })).status).toBe(202);
  const link = await resetLink(email);
  expect(new URL(link).searchParams.get('lang')).toBe('ur');

  // An English browser that has never been to Sabil.
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: t('Choose a new password') })).toBeVisible();
  await context.close();
});

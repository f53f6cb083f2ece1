import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { startStack, type Stack } from './stack';
import { personIn, photograph, seriousAxeViolations, signedUp, spilledBoxes, translator } from './support';

/**
 * Issue 19 in the browser: an admin adds a passkey (Chromium's virtual authenticator stands in for
 * the key) and signs in with it; another adds an authenticator app (the code computed here from the
 * key the page shows) and signs in with a recovery code, in Arabic at 375 px. Each screen axe-clean,
 * nothing spilling out of its box. Then, on a second stack started with ADMIN_2FA=required, an admin
 * with a password alone reaches only enrolment, in Urdu.
 */

const PASSWORD = 'admin-password-long';

/** A platform passkey that says yes at once: what a phone's fingerprint reader does for a person. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

async function signInWithPassword(page: Page, t: (text: string) => string, email: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(t('Email')).fill(email);
  await page.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('Sign in') }).click();
}

async function logOut(page: Page, t: (text: string) => string): Promise<void> {
  await page.goto('/admin/dashboard');
  await page.locator('.account-bar').getByRole('button', { name: t('Sign out'), exact: true }).click();
  await page.waitForURL(/\/admin\/login/);
}

test('an admin adds a passkey, signs out, and signs in with it (en, 1280 px)', async ({ browser }) => {
  test.setTimeout(90_000);
  const t = translator('en');
  const admin = await signedUp('admin', 'Bilal Haddad');
  const { context, page } = await personIn(browser, 'en', 'admin', admin);
  await virtualAuthenticator(page);

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: t('Sign-in security') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('Sign-in security') })).toBeVisible();
  await expect(page.getByText(t('No second factor yet.'))).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel(t('Name (optional)')).first().fill('Laptop');
  await page.getByRole('button', { name: t('Add a passkey') }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t('I have saved them') }).click();
  await expect(page.getByTestId('second-factors')).toContainText('Laptop');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText(t('Recovery codes left: {0}').replace('{0}', '10'));
  await photograph(page, `sign-in-security-en-1280.png`, { fullPage: true });

  await logOut(page, t);
  await signInWithPassword(page, t, admin.record.email);
  await page.waitForURL(/\/admin\/verify/);
  await expect(page.getByRole('heading', { level: 1, name: t('Confirm it’s you') })).toBeVisible();
  // The password alone opened nothing: no session is stored yet.
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t('Use your passkey') }).click();
  await page.waitForURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: t('Admin dashboard') })).toBeVisible();
  await context.close();
});

test('an admin adds an authenticator app and signs in with a recovery code (ar, 375 px)', async ({ browser }) => {
  test.setTimeout(90_000);
  const t = translator('ar');
  const admin = await signedUp('admin', 'سارة الأنصاري');
  const { context, page } = await personIn(browser, 'ar', 'admin', admin);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto('/admin/security');
  await page.getByRole('button', { name: t('Add an authenticator app') }).click();
  await expect(page.getByRole('img', { name: t('QR code for your authenticator app') })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await spilledBoxes(page)).toEqual([]);
  await photograph(page, `totp-enrolment-ar-375.png`, { fullPage: true });
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  // Issue 28: at 375 px in Arabic the key wraps between its groups of four, never inside one.
  const groups = page.getByTestId('totp-secret').locator('.second-factor__key-group');
  expect(await groups.count()).toBe(Math.ceil(secret.length / 4));
  expect(await groups.evaluateAll((spans) => spans.filter((span) => span.getClientRects().length !== 1).map((span) => span.textContent))).toEqual([]);
  await page.getByLabel(t('Six-digit code')).fill('000000');
  await page.getByRole('button', { name: t('Confirm') }).click();
  await expect(page.getByText(t('That code does not match the new authenticator. Enter the six digits it shows now.'))).toBeVisible();
  await page.getByLabel(t('Six-digit code')).fill(await generate({ secret }));
  await page.getByRole('button', { name: t('Confirm') }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.nth(2).textContent()) ?? '').trim();
  expect(await spilledBoxes(page)).toEqual([]);
  await photograph(page, `recovery-codes-ar-375.png`, { fullPage: true });
  await page.getByRole('button', { name: t('I have saved them') }).click();
  await expect(page.getByTestId('second-factors')).toContainText(t('Authenticator app'));

  await logOut(page, t);
  await signInWithPassword(page, t, admin.record.email);
  await page.waitForURL(/\/admin\/verify/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await spilledBoxes(page)).toEqual([]);
  await page.getByLabel(t('Code from your authenticator app')).fill('123456');
  await page.getByRole('button', { name: t('Verify') }).click();
  await expect(page.getByText(t('That did not match. Check the code (it changes every 30 seconds) and try again, or use a recovery code.'))).toBeVisible();
  await photograph(page, `second-factor-ar-375.png`, { fullPage: true });
  await page.getByRole('button', { name: t('Use a recovery code instead') }).click();
  await page.getByLabel(t('Recovery code')).fill(recovery);
  await page.getByRole('button', { name: t('Use this recovery code') }).click();
  await page.waitForURL(/\/admin\/dashboard/);

  // The code was spent: the security page counts nine.
  await page.goto('/admin/security');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText(t('Recovery codes left: {0}').replace('{0}', '9'));
  await context.close();
});

test.describe('where ADMIN_2FA=required', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startStack({ ADMIN_2FA: 'required' });
  });
  test.afterAll(async () => stack?.stop());

  test('an admin with a password alone reaches only enrolment; the first factor opens the dashboard (ur, 375 px)', async ({ browser }) => {
    test.setTimeout(90_000);
    const t = translator('ur');
    const email = `required-admin-${Date.now()}@example.org`;
    const registered = await fetch(`${stack.apiUrl}/admin/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fullname: 'Zainab Qureshi', email, password: PASSWORD }),
    });
    const body = (await registered.json()) as { step?: string; token: string };
    expect(body.step).toBe('enrol');
    // The registration's token opens nothing but enrolment.
    const me = await fetch(`${stack.apiUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${body.token}` }, body: '{"query":"{ me { id } }"}' });
    expect(me.status).toBe(401);

    const context = await browser.newContext({ baseURL: stack.webUrl });
    await context.addInitScript(() => localStorage.setItem('language', 'ur'));
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithPassword(page, t, email);
    await page.waitForURL(/\/admin\/enrol/);
    await expect(page.getByRole('heading', { level: 1, name: t('Add a second factor') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await spilledBoxes(page)).toEqual([]);
    // The dashboard is out of reach: without a session the guard sends the admin back to sign in.
    await page.goto('/admin/dashboard');
    await page.waitForURL(/\/admin\/login/);

    await signInWithPassword(page, t, email);
    await page.waitForURL(/\/admin\/enrol/);
    await page.getByRole('button', { name: t('Add an authenticator app') }).click();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(t('Six-digit code')).fill(await generate({ secret }));
    await page.getByRole('button', { name: t('Confirm') }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await photograph(page, `enrol-codes-ur-375.png`, { fullPage: true });
    await page.getByRole('button', { name: t('Continue to the dashboard') }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: t('Admin dashboard') })).toBeVisible();
    await context.close();
  });
});

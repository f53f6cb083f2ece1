import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import jwt from 'jsonwebtoken';
import { generate } from 'otplib';
import { apiUrl, personIn, photograph, seriousAxeViolations, signedUp, spilledBoxes, translator } from './support';

/**
 * Issue 28 in the browser: an admin whose session was proved more than 5 minutes ago adds an
 * authenticator app. The API refuses (REAUTHENTICATION_REQUIRED); the security screen asks for the
 * password in a dialog, keeps the fresh session and goes on with the enrolment. In Arabic at 375 px
 * and in English at 1280 px; the dialog axe-clean, nothing spilling out of its box. An admin who
 * has an authenticator app may answer with a code from it instead, and renews the recovery codes so.
 */

const PASSWORD = 'admin-password-long';

/** The same session as if signed in `minutes` ago: re-signed with the stack's development secret. */
function provedAgo(token: string, minutes: number): string {
  const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'jwt-secret'), 'utf8').trim();
  const claims = jwt.decode(token) as { sub: string; role: string; ver: number };
  return jwt.sign({ role: claims.role, ver: claims.ver, auth_time: Math.floor(Date.now() / 1000) - minutes * 60 }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: 'sabil',
    expiresIn: 3600,
  });
}

/** Adds an authenticator app to the account through the API (with its fresh session); answers the app's secret. */
async function withAuthenticatorApp(token: string): Promise<string> {
  const graphql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${apiUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: T; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  type Started = { startTotpEnrolment: { factorId: string; secret: string } };
  const { factorId, secret } = (await graphql<Started>('mutation { startTotpEnrolment { factorId secret } }')).startTotpEnrolment;
  const code = await generate({ secret });
  await graphql('mutation Confirm($factorId: ID!, $code: String!) { confirmTotpEnrolment(factorId: $factorId, code: $code, label: "Phone") { recoveryCodes } }', { factorId, code });
  return secret;
}

for (const [locale, width] of [['ar', 375], ['en', 1280]] as const) {
  test(`an admin adds an authenticator app after giving the password again (${locale}, ${width} px)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = translator(locale);
    const admin = await signedUp('admin', locale === 'ar' ? 'يوسف الحسني' : 'Yusuf Hassani');
    const stale = { ...admin, token: provedAgo(admin.token, 10) };
    const { context, page } = await personIn(browser, locale, 'admin', stale);
    await page.setViewportSize({ width, height: 800 });

    await page.goto('/admin/security');
    await page.getByRole('button', { name: t('Add an authenticator app') }).click();
    const dialog = page.getByRole('dialog', { name: t('Confirm it is you') });
    await expect(dialog).toBeVisible();
    // Without an authenticator app the password is the only answer, its field focused.
    await expect(dialog.getByLabel(t('Password'))).toBeFocused();
    await expect(dialog.getByRole('button', { name: t('Use a code from your authenticator app instead') })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await spilledBoxes(page)).toEqual([]);
    await photograph(page, `reauthenticate-${locale}-${width}.png`);

    await dialog.getByLabel(t('Password')).fill('not-the-password');
    await dialog.getByRole('button', { name: t('Confirm') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('That is not right. Enter your current password, or the code your authenticator app shows now.'));
    await dialog.getByLabel(t('Password')).fill(PASSWORD);
    await dialog.getByRole('button', { name: t('Confirm') }).click();
    await expect(dialog).toBeHidden();

    // The enrolment goes on with the fresh session, which the page now keeps.
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBe(stale.token);
    await page.getByLabel(t('Six-digit code')).fill(await generate({ secret }));
    await page.getByRole('button', { name: t('Confirm') }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await context.close();
  });
}

for (const [locale, width] of [['ar', 375], ['en', 1280]] as const) {
  test(`an admin with an authenticator app renews the recovery codes after a code from it (${locale}, ${width} px)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = translator(locale);
    const admin = await signedUp('admin', locale === 'ar' ? 'مريم الزهراني' : 'Maryam Zahrani');
    const secret = await withAuthenticatorApp(admin.token);
    const stale = { ...admin, token: provedAgo(admin.token, 10) };
    const { context, page } = await personIn(browser, locale, 'admin', stale);
    await page.setViewportSize({ width, height: 800 });

    await page.goto('/admin/security');
    await page.getByRole('button', { name: t('Get new recovery codes') }).click();
    const dialog = page.getByRole('dialog', { name: t('Confirm it is you') });
    await expect(dialog).toBeVisible();
    // The password first (its field has the focus); the app's code is a choice away.
    await expect(dialog.getByLabel(t('Password'))).toBeFocused();
    await dialog.getByRole('button', { name: t('Use a code from your authenticator app instead') }).click();
    await expect(dialog.getByLabel(t('Six-digit code'))).toBeFocused();
    await expect(dialog.getByLabel(t('Password'))).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await spilledBoxes(page)).toEqual([]);
    await photograph(page, `reauthenticate-code-${locale}-${width}.png`);

    await dialog.getByLabel(t('Six-digit code')).fill('000000');
    await dialog.getByRole('button', { name: t('Confirm') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('That is not right. Enter your current password, or the code your authenticator app shows now.'));
    // The enrolment spent this 30 seconds' code: the next one (the API allows one step of drift).
    await dialog.getByLabel(t('Six-digit code')).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await dialog.getByRole('button', { name: t('Confirm') }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBe(stale.token);
    await context.close();
  });
}

import { expect, test } from '@playwright/test';
import { adminOnTab, apiUrl, photograph, seriousAxeViolations, translator } from './support';

/**
 * Issue 10's API keys, as an admin and an integrator meet them: the admin creates a key in the
 * dashboard's API keys tab and copies its secret from the dialog that shows it once; the
 * integrator reads published stories with it (and is refused what its scope does not cover); the
 * admin sees when it was last used and revokes it; the integrator's next request is 401. In English
 * and in Arabic, with screenshots of the Arabic tab at phone and desktop widths.
 */

async function graphqlWithKey(key: string, query: string): Promise<{ status: number; body: { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> } }> {
  const response = await fetch(`${apiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

for (const locale of ['en', 'ar'] as const) {
  test(`API keys (${locale}): create, copy the secret shown once, use it, see it used, revoke it`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = translator(locale);
    const name = `Mosque website ${Math.random().toString(36).slice(2, 8)}`;

    const admin = await adminOnTab(browser, locale, 'API keys');
    const { page, panel } = admin;
    await expect(panel.getByRole('heading', { name: t('Create an API key') })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Nothing is sent without a name and a scope.
    await panel.getByRole('button', { name: t('Create key') }).click();
    await expect(panel.getByText(t('Name is required'))).toBeVisible();
    await expect(panel.getByText(t('Choose at least one scope for the key.'))).toBeVisible();

    await panel.getByLabel(t('Name'), { exact: true }).fill(name);
    await panel.getByRole('checkbox', { name: new RegExp(t('Published stories')) }).check();
    await panel.getByRole('button', { name: t('Create key') }).click();

    const dialog = page.getByRole('dialog', { name: t('Your new API key') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t('Copy this key now. You will not see it again: only a fingerprint of it is kept.'));
    const secret = await dialog.getByLabel(t('API key')).inputValue();
    expect(secret).toMatch(/^sabil_key_[0-9a-f]{8}_[0-9a-f]{64}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('Copy key') }).click();
    await expect(dialog.getByRole('button', { name: t('Copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: t('I have stored it safely') }).click();
    await expect(dialog).toBeHidden();

    const row = panel.getByRole('article', { name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(secret.slice(0, 'sabil_key_'.length + 8));
    await expect(row).toContainText(t('Never'));
    // The secret is on no page but the dialog's.
    expect(await page.content()).not.toContain(secret);

    // —— The integrator reads with it ——
    const stories = await graphqlWithKey(secret, '{ approvedStories(first: 5) { nodes { id title } } }');
    expect(stories.status).toBe(200);
    expect(stories.body.errors).toBeUndefined();
    const outOfScope = await graphqlWithKey(secret, '{ publicFundraisingRequests { nodes { id } } }');
    expect(outOfScope.status).toBe(403);
    expect(outOfScope.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_SCOPE_MISSING' });
    // The donors' own list (street addresses, the seeker's words) is never a key's, whatever its scopes.
    const donorsList = await graphqlWithKey(secret, '{ approvedApplications { nodes { id } } }');
    expect(donorsList.status).toBe(403);
    expect(donorsList.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'API_KEY_FIELD_NOT_ALLOWED' });

    // —— The admin sees it used, and revokes it ——
    await page.reload();
    await page.getByRole('tab', { name: t('API keys') }).click();
    await expect(panel.getByRole('article', { name })).not.toContainText(t('Never'));

    if (locale === 'ar') {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await photograph(page, `api-keys-ar-${width}.png`, { fullPage: true });
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await panel.getByRole('article', { name }).getByRole('button', { name: t('Revoke') }).click();
    const confirm = page.getByRole('dialog', { name: t('Revoke this API key?') });
    await expect(confirm).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: t('Revoke key') }).click();
    await expect(page.getByTestId('dashboard-success')).toHaveText(t('The key "{keyName}" is revoked; it no longer works.').replace('{keyName}', name));
    await expect(panel.getByRole('article', { name }).getByRole('button', { name: t('Revoke') })).toHaveCount(0);

    const refused = await graphqlWithKey(secret, '{ approvedStories(first: 5) { nodes { id } } }');
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'API_KEY_REVOKED' });
    await admin.context.close();
  });
}

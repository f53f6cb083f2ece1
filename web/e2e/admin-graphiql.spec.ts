import { expect, test } from '@playwright/test';
import { signedUp } from './support';

/** DESIGN §2: the admins' GraphiQL, bundled into the web app, sending the admin's token. */

test('an admin opens the GraphQL explorer from the dashboard and runs a query as themselves', async ({ page }) => {
  const admin = await signedUp('admin', 'Explorer Admin');
  // Nothing may come from anywhere but the site and its API (no CDN).
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));

  // The session is stored on a public page, which asks for its counted figures without a token
  // (every public page does since issue 28): only what the admin's pages send counts.
  await page.goto('/learn-more');
  await page.evaluate((session) => {
    localStorage.setItem('adminToken', session.token);
    localStorage.setItem('adminData', JSON.stringify(session.record));
  }, admin);
  const graphqlRequests: string[] = [];
  page.on('request', (request) => {
    const fromAdminPage = new URL(request.frame().url()).pathname.startsWith('/admin/');
    if (fromAdminPage && request.url().endsWith('/graphql') && request.method() === 'POST') graphqlRequests.push(request.headers().authorization ?? '');
  });
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'GraphQL explorer' }).click();
  await expect(page).toHaveURL('/admin/graphiql');
  await expect(page.getByRole('heading', { level: 1, name: 'GraphQL explorer' })).toBeVisible();
  // The editor holds the default query only once GraphiQL is ready; Execute before that sends nothing.
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Me');

  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response');
  await expect(response).toContainText(admin.record.email);
  await expect(response).toContainText('"role": "ADMIN"');
  expect(graphqlRequests.length).toBeGreaterThan(0);
  expect(new Set(graphqlRequests)).toEqual(new Set([`Bearer ${admin.token}`]));
  const allowed = new Set([new URL(process.env.E2E_WEB_URL!).origin, new URL(process.env.E2E_API_URL!).origin]);
  expect([...origins].filter((origin) => !allowed.has(origin) && origin !== 'null')).toEqual([]);
});

test('the GraphQL explorer without an admin token sends the person to the admin login', async ({ page }) => {
  await page.goto('/admin/graphiql');
  await expect(page).toHaveURL('/admin/login');
});

test('the GraphQL explorer keeps a right-to-left page from scrolling sideways', async ({ page }) => {
  const admin = await signedUp('admin', 'Explorer Admin');
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('language', 'ar');
    localStorage.setItem('adminToken', session.token);
    localStorage.setItem('adminData', JSON.stringify(session.record));
  }, admin);
  await page.goto('/admin/graphiql');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: /Execute query/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the GraphQL explorer offers the admins' example queries, and the books' check comes back empty", async ({ page }) => {
  const admin = await signedUp('admin', 'Explorer Admin');
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('adminToken', session.token);
    localStorage.setItem('adminData', JSON.stringify(session.record));
  }, admin);
  await page.goto('/admin/graphiql');
  for (const name of ['Me', 'Reconciliation', 'TodaysDecisions', 'DonationsToOneApplication']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  // The editor restores its tabs once it has loaded; a click before that is overwritten by the
  // restore, so wait until it shows the first tab's query.
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Me');
  await page.getByRole('tab', { name: 'Reconciliation' }).click();
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Reconciliation');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"reconciliation": []');

  await page.getByRole('tab', { name: 'TodaysDecisions' }).click();
  await expect(page.locator('.graphiql-query-editor')).toContainText('query TodaysDecisions');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"auditEvents"');
  await expect(page.locator('.graphiql-response')).not.toContainText('"errors"');
});

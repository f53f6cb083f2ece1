import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminOnTab, approvedApplication, photograph, seriousAxeViolations, translator } from './support';

/**
 * Issue 10's outgoing webhooks as an admin meets them in the dashboard's Webhooks tab: a refused
 * URL said in words beside the field, an endpoint registered with its signing secret shown once, a
 * real delivery (an approved application) arriving at a loopback receiver with a signature that
 * verifies and showing in the delivery log, redelivery, disabling, rotating and deleting. In
 * English and in Arabic, with screenshots of the Arabic tab at phone and desktop widths.
 * global-setup starts the API with WEBHOOK_ALLOW_PRIVATE=true so http://127.0.0.1 is accepted.
 */

interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  verified: boolean;
}

/** A receiver on loopback: answers 200 and keeps what arrived, with whether its signature verifies with `secret()`. */
async function loopbackReceiver(secret: () => string) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['sabil-signature'] ?? '');
      const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
      const expected = createHmac('sha256', secret()).update(`${parts.t}.${raw}`).digest('hex');
      const body = JSON.parse(raw) as Omit<Received, 'verified'>;
      received.push({ ...body, verified: parts.v1 === expected });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sabil-hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

for (const locale of ['en', 'ar'] as const) {
  test(`Webhooks (${locale}): refusal in words, register, secret once, a signed delivery in the log, redeliver, disable, rotate, delete`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = translator(locale);
    let secret = '';
    const receiver = await loopbackReceiver(() => secret);

    const admin = await adminOnTab(browser, locale, 'Webhooks');
    const { page, panel, session: adminSession } = admin;
    await expect(panel.getByRole('heading', { name: t('Register a webhook endpoint') })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The API's refusal, beside the field, in the reader's language.
    const urlField = panel.getByLabel(t('Endpoint URL'), { exact: true });
    await urlField.fill('ftp://files.example.org/hook');
    await panel.getByRole('checkbox', { name: new RegExp(t('Request approved')) }).check();
    await panel.getByRole('button', { name: t('Register endpoint') }).click();
    await expect(urlField).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText(t('The webhook address must start with https://'))).toBeVisible();

    await urlField.fill(receiver.url);
    await panel.getByLabel(t('Description (optional)')).fill('Zakat fund books');
    await panel.getByRole('button', { name: t('Register endpoint') }).click();

    const dialog = page.getByRole('dialog', { name: t("Your webhook's signing secret") });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t('Copy this secret now. You will not see it again.'));
    await expect(dialog).toContainText('docs/INTEGRATORS.md');
    secret = await dialog.getByLabel(t('Signing secret')).inputValue();
    expect(secret.length).toBeGreaterThan(20);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('Copy secret') }).click();
    await expect(dialog.getByRole('button', { name: t('Copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: t('I have stored it safely') }).click();
    await expect(dialog).toBeHidden();
    expect(await page.content()).not.toContain(secret);

    const row = panel.getByRole('article', { name: receiver.url });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t('Enabled'));
    await expect(row).toContainText('Zakat fund books');

    // —— A real event: an approved application, delivered signed to the receiver ——
    const applicationId = await approvedApplication(adminSession, 'Yusuf Ibrahim', 3000);
    await expect.poll(() => receiver.received.find((event) => event.data.applicationId === applicationId), { timeout: 30_000 }).toBeTruthy();
    const arrived = receiver.received.find((event) => event.data.applicationId === applicationId)!;
    expect(arrived.type).toBe('application.approved');
    expect(arrived.verified).toBe(true);

    await row.getByRole('button', { name: t('Show delivery log') }).click();
    const log = row.getByRole('list', { name: t('Deliveries') });
    await expect(async () => {
      await row.getByRole('button', { name: t('Refresh log') }).click();
      await expect(log.getByTestId('webhook-delivery').first()).toContainText(t('webhook delivery\u0004Delivered'), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(log.getByTestId('webhook-delivery').first()).toContainText(t('Request approved'));
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Redelivery: the newest delivery's event again, under the id it already came with, signed again.
    // (Other journeys approve applications meanwhile and reach this endpoint too, so the newest
    // delivery may be another approval's, and other events may arrive before the redelivered one.)
    const before = receiver.received.length;
    const seen = new Set(receiver.received.map((event) => event.id));
    await log.getByTestId('webhook-delivery').first().getByRole('button', { name: t('Redeliver') }).click();
    await expect(page.getByTestId('dashboard-success')).toHaveText(t('The delivery is queued again; it will be attempted shortly.'));
    await expect.poll(() => receiver.received.slice(before).find((event) => seen.has(event.id)), { timeout: 30_000 }).toMatchObject({ verified: true });
    await expect(async () => {
      await row.getByRole('button', { name: t('Refresh log') }).click();
      await expect(log.getByTestId('webhook-delivery').first()).toContainText(t('webhook delivery\u0004Delivered'), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    if (locale === 'ar') {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await photograph(page, `webhooks-ar-${width}.png`, { fullPage: true });
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // —— Disable, rotate, delete ——
    await row.getByRole('button', { name: t('Disable') }).click();
    await expect(row).toContainText(t('Disabled'));
    await row.getByRole('button', { name: t('Enable') }).click();
    await expect(row).toContainText(t('Enabled'));

    await row.getByRole('button', { name: t('Rotate secret') }).click();
    const rotate = page.getByRole('dialog', { name: t("Rotate this endpoint's secret?") });
    await expect(rotate).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await rotate.getByRole('button', { name: t('Rotate secret') }).click();
    const rotated = page.getByRole('dialog', { name: t('The new signing secret') });
    await expect(rotated).toBeVisible();
    const newSecret = await rotated.getByLabel(t('Signing secret')).inputValue();
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: t('I have stored it safely') }).click();
    await expect(rotated).toBeHidden();
    await expect(row.getByRole('button', { name: t('Rotate secret') })).toBeFocused();

    await row.getByRole('button', { name: t('Delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('Delete this webhook endpoint?') });
    await expect(confirm).toContainText(t('This endpoint stops receiving events, and its delivery log goes too. This cannot be undone.'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: t('Delete endpoint') }).click();
    await expect(page.getByTestId('dashboard-success')).toHaveText(t('The endpoint and its delivery log are deleted.'));
    await expect(panel.getByRole('article', { name: receiver.url })).toHaveCount(0);

    await admin.context.close();
    await receiver.close();
  });
}

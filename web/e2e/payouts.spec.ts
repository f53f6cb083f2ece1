import { expect, test } from '@playwright/test';
import { apiUrl, approvedApplication, gave, openJourney, overflow, personIn, photograph, seriousAxeViolations, signedUp, translator } from './support';

/**
 * Issue 30 in the browser, payouts approved by two: one admin (English, 1280 px) proposes a payout
 * to an operator with its invoice from the approved application's Journey panel and is not offered
 * its approval; a second admin (Arabic, 375 px) approves it and marks it paid. Axe-clean, no
 * sideways scrolling, right to left in Arabic; screenshots kept.
 */

const INVOICE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('one admin proposes a payout, another approves it and marks it paid, in English and in Arabic', async ({ browser }) => {
  test.setTimeout(180_000);
  const en = translator('en');
  const ar = translator('ar');
  const applicant = `Bilal Hassan ${Math.random().toString(36).slice(2, 7)}`;
  const operatorName = `Al Noor Travel ${Math.random().toString(36).slice(2, 7)}`;
  const proposer = await signedUp('admin', 'Khadija Rahman');
  const approver = await signedUp('admin', 'Yusuf Ali');
  const applicationId = await approvedApplication(proposer, applicant, 1000);
  await gave(await signedUp('donor', 'Maryam Noor'), applicationId, 600);
  const operator = await fetch(`${apiUrl()}/operators`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${proposer.token}` },
    body: JSON.stringify({ name: operatorName, country: 'United Kingdom', licenceNumber: `ATOL ${Date.now()}`, contact: 'desk@alnoor.example' }),
  });
  expect(operator.status).toBe(201);

  // The proposer, in English at 1280 px.
  const first = await personIn(browser, 'en', 'admin', proposer);
  await first.page.setViewportSize({ width: 1280, height: 900 });
  await first.page.goto('/admin/dashboard');
  await first.page.getByRole('tab', { name: new RegExp(en('Approved')) }).click();
  await openJourney(first.page.getByRole('article', { name: applicant }));
  let payouts = first.page.getByRole('article', { name: applicant }).getByTestId('payouts-section');
  await expect(payouts.getByTestId('payouts-available')).toContainText('600.00');
  const form = payouts.getByRole('form', { name: en('Propose a payout') });
  await form.getByRole('combobox', { name: en('Operator') }).selectOption({ label: `${operatorName} (United Kingdom)` });
  await form.getByRole('textbox', { name: en('Amount (US dollars)') }).fill('450');
  await form.getByRole('combobox', { name: en('Purpose') }).selectOption('package');
  await form.getByLabel(en('Invoice or quote')).setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: INVOICE });
  await form.getByRole('button', { name: en('Propose the payout') }).click();
  let item = payouts.getByTestId('payout-item');
  await expect(item.getByTestId('payout-status')).toHaveText(en('payout status\u0004Proposed'));
  await expect(payouts.getByTestId('payouts-available')).toContainText('150.00');
  // Two admins are needed: the proposer is not offered the approval.
  await expect(item.getByRole('button', { name: en('Approve') })).toHaveCount(0);
  await expect(item).toContainText(en('You proposed this payout: another admin must approve it.'));
  expect(await seriousAxeViolations(first.page)).toEqual([]);
  expect(await overflow(first.page)).toBeLessThanOrEqual(0);
  await photograph(payouts, `payouts-proposer-en-1280.png`);
  await first.context.close();

  // The second admin, in Arabic at 375 px: approves, then records the transfer.
  const second = await personIn(browser, 'ar', 'admin', approver);
  await second.page.setViewportSize({ width: 375, height: 800 });
  await second.page.goto('/admin/dashboard');
  expect(await second.page.locator('html').getAttribute('dir')).toBe('rtl');
  await second.page.getByRole('tab', { name: new RegExp(ar('Approved')) }).click();
  await openJourney(second.page.getByRole('article', { name: applicant }));
  payouts = second.page.getByRole('article', { name: applicant }).getByTestId('payouts-section');
  item = payouts.getByTestId('payout-item');
  await item.getByRole('button', { name: ar('Approve') }).click();
  await expect(item.getByTestId('payout-status')).toHaveText(ar('payout status\u0004Approved'));
  await item.getByRole('button', { name: ar('Mark paid') }).click();
  await item.getByRole('textbox', { name: ar('Transfer reference') }).fill('TRF-2207');
  await item.getByLabel(ar('Transfer date')).fill('2026-11-29');
  await item.getByRole('button', { name: ar('Record the transfer') }).click();
  await expect(item.getByTestId('payout-status')).toHaveText(ar('payout status\u0004Paid'));
  await expect(item).toContainText('TRF-2207');
  await expect(payouts.getByTestId('payouts-available')).toContainText('150');
  expect(await seriousAxeViolations(second.page)).toEqual([]);
  expect(await overflow(second.page)).toBeLessThanOrEqual(0);
  await photograph(payouts, `payouts-approver-ar-375.png`);
  await second.context.close();
});

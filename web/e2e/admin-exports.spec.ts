import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { approvedApplication, personIn, seriousAxeViolations, signedUp, translator } from './support';

/** Issue 10: an admin downloads every donation and the audit trail as CSV files from the dashboard. */

for (const locale of ['en', 'ar'] as const) {
  test(`an admin downloads the audit trail and the donations as CSV (${locale})`, async ({ browser }) => {
    const t = translator(locale);
    const admin = await signedUp('admin', 'Export Admin');
    const applicationId = await approvedApplication(admin, 'Yusuf Karim', 2500);
    const { context, page } = await personIn(browser, locale, 'admin', admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('export-audit-events')).toHaveText(t('Download audit trail (CSV)'));
    expect(await seriousAxeViolations(page)).toEqual([]);

    const auditDownload = page.waitForEvent('download');
    await page.getByTestId('export-audit-events').click();
    const audit = await auditDownload;
    expect(audit.suggestedFilename()).toMatch(/^sabil-audit-events-\d{4}-\d{2}-\d{2}\.csv$/);
    const auditText = fs.readFileSync((await audit.path())!, 'utf8');
    expect(auditText.startsWith('\uFEFFid,created_at,actor_id,actor_role,action,')).toBe(true);
    // The review this test made is in it, under this admin's id.
    expect(auditText).toContain(`,${admin.record._id},admin,application.review,application,${applicationId},pending,approved,`);

    const donationsDownload = page.waitForEvent('download');
    await page.getByTestId('export-donations').click();
    const donations = await donationsDownload;
    expect(donations.suggestedFilename()).toMatch(/^sabil-donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const donationsText = fs.readFileSync((await donations.path())!, 'utf8');
    // Machines read it: plain figures, no direction isolates or marks from the screens' formatter.
    expect(donationsText).not.toMatch(/[\u2066-\u2069\u200e\u200f]/);
    expect(donationsText.split('\r\n')[0]).toBe(
      '\uFEFFid,created_at,application_id,applicant_name,donor_name,donor_email,amount,kept,refunded,currency,charged_amount,charged_currency,recurring,status,period_start,receipt_number,test_mode,exceeded_goal,dispute_status,tracking_status',
    );
    await expect(page.getByTestId('export-donations')).toBeEnabled();
    await context.close();
  });
}

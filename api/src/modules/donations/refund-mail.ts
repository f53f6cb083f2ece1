import type { EntityManager } from 'typeorm';
import type { MailEvents } from '../mail/mail-outbox';
import type { MailJourney } from '../mail/templates/mail-templates';
import { RefundReason } from './donation.enums';

/**
 * The donor's "refund" email, once a refund has been carried out (by our executor, or as the
 * provider's event says), queued in that transaction. Once per refund, whichever path marks it
 * first. A lost dispute is no refund of ours: the donor's own bank took the money back.
 */
export async function queueRefundMail(mail: MailEvents, manager: EntityManager, refundId: string): Promise<boolean> {
  const [row] = await manager.query(
    `SELECT r.refund_number, r.amount_cents, r.reason, d.id AS donation_id, d.donor_id, d.receipt_number, d.currency, d.test_mode, d.application_id
     FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE r.id = $1`,
    [refundId],
  );
  if (!row || row.reason === RefundReason.DISPUTE_LOST) return false;
  await mail.enqueue(manager, {
    to: { accountId: row.donor_id },
    template: 'refund',
    data: {
      donationId: row.donation_id, receiptNumber: row.receipt_number, refundNumber: row.refund_number, amountCents: row.amount_cents, currency: row.currency,
      testMode: row.test_mode === true, journey: await mailJourney(manager, row.application_id),
    },
    dedupeKey: `refund:${refundId}`,
  });
  return true;
}

/** The journey a gift went to, as donors see it (first name, travel type): receipts name it. */
export async function mailJourney(manager: EntityManager, applicationId: string): Promise<MailJourney | null> {
  const [row] = await manager.query(`SELECT (regexp_match(full_name, '\\S+'))[1] AS first_name, travel_type FROM application WHERE id = $1`, [applicationId]);
  return row?.first_name ? { firstName: row.first_name, travelType: row.travel_type } : null;
}

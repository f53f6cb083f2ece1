import type { EntityManager } from 'typeorm';
import type { MailEvents } from '../mail/mail-outbox';
import { RefundReason } from './donation.enums';

/**
 * The donor's "refund" email, once a refund has been carried out (by our executor, or as the
 * provider's event says), queued in that transaction. Once per refund, whichever path marks it
 * first. A lost dispute is no refund of ours: the donor's own bank took the money back.
 */
export async function queueRefundMail(mail: MailEvents, manager: EntityManager, refundId: string): Promise<boolean> {
  const [row] = await manager.query(
    `SELECT r.refund_number, r.amount_cents, r.reason, d.id AS donation_id, d.donor_id, d.receipt_number, d.currency
     FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE r.id = $1`,
    [refundId],
  );
  if (!row || row.reason === RefundReason.DISPUTE_LOST) return false;
  await mail.enqueue(manager, {
    to: { accountId: row.donor_id },
    template: 'refund',
    data: { donationId: row.donation_id, receiptNumber: row.receipt_number, refundNumber: row.refund_number, amountCents: row.amount_cents, currency: row.currency },
    dedupeKey: `refund:${refundId}`,
  });
  return true;
}

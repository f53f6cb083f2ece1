import type { EntityManager } from 'typeorm';
import { journeyOf } from '../applications';
import type { MailEvents, MailJourney } from '../mail';
import { RefundReason } from './donation.enums';

/**
 * The donor's "refund" email, once a refund has been carried out (by our executor, or as the
 * provider's event says), queued in that transaction. Once per refund, whichever path marks it
 * first. A lost dispute is no refund of ours: the donor's own bank took the money back.
 */
export function queueRefundMail(mail: MailEvents, manager: EntityManager, refundId: string): Promise<boolean> {
  return queueRefundNotice(mail, manager, refundId, 'refund');
}

/**
 * The donor's "refund failed" email (issue 28 §5), queued in the transaction that marks a refund
 * failed — refused by the provider, or failed after it had carried it out: the money is back with
 * the charity, owed to the donor, and admins see it among the payments needing attention. Once per
 * refund. A lost dispute's write-off is no refund of ours and never fails.
 */
export function queueRefundFailedMail(mail: MailEvents, manager: EntityManager, refundId: string): Promise<boolean> {
  return queueRefundNotice(mail, manager, refundId, 'refund_failed');
}

async function queueRefundNotice(mail: MailEvents, manager: EntityManager, refundId: string, template: 'refund' | 'refund_failed'): Promise<boolean> {
  const [row] = await manager.query(
    `SELECT r.refund_number, r.amount_cents, r.reason, d.id AS donation_id, d.donor_id, d.receipt_number, d.currency, d.test_mode, d.application_id
     FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE r.id = $1`,
    [refundId],
  );
  // A move is no refund: the money went to another journey, and the donor chose it (or was told of the default).
  if (!row || row.reason === RefundReason.DISPUTE_LOST || row.reason === RefundReason.MOVED) return false;
  await mail.enqueue(manager, {
    to: { accountId: row.donor_id },
    template,
    data: {
      donationId: row.donation_id, receiptNumber: row.receipt_number, refundNumber: row.refund_number, amountCents: row.amount_cents, currency: row.currency,
      testMode: row.test_mode === true, journey: await mailJourney(manager, row.application_id),
    },
    dedupeKey: `${template}:${refundId}`,
  });
  return true;
}

/** The journey a gift went to, as donors see it (first name, travel type): receipts name it. */
export async function mailJourney(manager: EntityManager, applicationId: string): Promise<MailJourney | null> {
  const journey = await journeyOf(manager, applicationId);
  const firstName = journey && /\S+/.exec(journey.fullName)?.[0];
  return journey && firstName ? { firstName, travelType: journey.travelType } : null;
}

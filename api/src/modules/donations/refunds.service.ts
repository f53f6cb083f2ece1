import { REFUND_LABELS, refundSchema, toCents } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { inMoneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../errors/app-error';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';
import type { ApplicationFunding } from '../applications';
import type { WebhookEvents } from '../webhooks';
import { dollarText } from './dollar-text';
import { type DonationLedger, MoneyTransaction } from './donation-ledger';
import { DonationStatus, RefundReason, RefundStatus } from './donation.enums';
import { DonationErrors } from './donations.errors';

/**
 * An admin gives money back (GraphQL refundDonation): a whole donation or part of it, with a note.
 * The books change at once, in one transaction under the usual locks (application, checkout,
 * donation); the provider carries the refund out just after (RefundExecutor, with an idempotency
 * key), and the journey, if it drops below its goal, takes gifts again.
 */
export class RefundsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly funding: ApplicationFunding,
    private readonly ledger: DonationLedger,
    private readonly webhookEvents: WebhookEvents,
    private readonly lists: SharedListsChanges,
    private readonly refundsNeeded: () => void,
  ) {}

  /** Returns the donation's id; the caller reads it back as the screens show it. */
  async refund(viewer: Viewer, body: Body): Promise<string> {
    const input = parseInput(refundSchema, body, REFUND_LABELS);
    const [ref] = await this.dataSource.query(
      'SELECT d.id, d.application_id, d.checkout_id, c.provider FROM donation d JOIN checkout c ON c.id = d.checkout_id WHERE d.id = $1',
      [input.donationId],
    );
    if (!ref) throw new AppError(DonationErrors.DONATION_NOT_FOUND);
    if (ref.provider !== this.provider.name) throw new AppError(DonationErrors.REFUND_OTHER_PROVIDER);

    const tx = await inMoneyTransaction(this.dataSource, async (manager) => {
      const tx = new MoneyTransaction(manager);
      const funding = (await this.funding.lock(manager, ref.application_id))!;
      await manager.query('SELECT 1 FROM checkout WHERE id = $1 FOR NO KEY UPDATE', [ref.checkout_id]);
      // Read under the journey's lock: a request with the same key that got there first has committed.
      if (input.idempotencyKey && (await this.alreadyRefunded(manager, input.idempotencyKey, ref.id))) return tx;
      const donation = (await this.ledger.donation(tx, ref.id))!;
      // Moved here from a cancelled journey: its charge is the other gift's, which the provider knows, not this row.
      if (donation.moved_from_refund_id) throw new AppError(DonationErrors.DONATION_MOVED_IN);
      if (donation.status === DonationStatus.DISPUTED) throw new AppError(DonationErrors.DONATION_UNDER_DISPUTE);
      // Lost in part: the rest is the journey's, but the charge is charged back and the provider refuses any refund of it.
      if (donation.dispute_status === 'lost') throw new AppError(DonationErrors.DONATION_CHARGED_BACK);
      const refundable = donation.status === DonationStatus.FAILED ? 0 : donation.amount_cents - donation.refunded_cents;
      if (refundable <= 0) throw new AppError(DonationErrors.NOTHING_TO_REFUND);
      const cents = input.amount === null ? refundable : toCents(input.amount);
      if (cents > refundable) throw new AppError(DonationErrors.REFUND_OVER_REFUNDABLE, { field: 'amount', values: { refundable: dollarText(refundable) } });
      // What it keeps back must stay at least what its payouts approved or paid have taken (issue 30):
      // that money has left, or is promised to the operator; a refund would be paid from others' gifts.
      if (funding.collectedCents - cents < funding.committedCents) {
        throw new AppError(DonationErrors.REFUND_OVER_PAID_OUT, {
          field: 'amount',
          values: { committed: dollarText(funding.committedCents), refundable: dollarText(Math.max(0, funding.collectedCents - funding.committedCents)) },
        });
      }
      // Issue 31: a zakat gift's refund comes from the journey's zakat, which its payouts take first.
      if (donation.zakat && funding.zakatCollectedCents - cents < funding.zakatCommittedCents) {
        throw new AppError(DonationErrors.REFUND_OVER_PAID_OUT, {
          field: 'amount',
          values: { committed: dollarText(funding.zakatCommittedCents), refundable: dollarText(Math.max(0, funding.zakatCollectedCents - funding.zakatCommittedCents)) },
        });
      }
      const refundId = await this.ledger.giveBack(tx, donation, funding, cents, RefundReason.ADMIN, {
        status: RefundStatus.PENDING,
        actor: { id: viewer.id, role: 'admin' },
        note: input.note,
      });
      if (input.idempotencyKey) await manager.query('UPDATE donation_refund SET request_key = $2 WHERE id = $1', [refundId, input.idempotencyKey]);
      await tx.finish();
      return tx;
    });
    if (tx.webhooks) this.webhookEvents.committed();
    if (tx.listsChanged) this.lists.committed();
    if (tx.refunds) this.refundsNeeded();
    return ref.id;
  }

  /** Whether a refund of this donation was made with this key; refused when the key made another donation's. */
  private async alreadyRefunded(manager: EntityManager, key: string, donationId: string): Promise<boolean> {
    const [earlier] = await manager.query('SELECT donation_id FROM donation_refund WHERE request_key = $1', [key]);
    if (!earlier) return false;
    if (earlier.donation_id !== donationId) throw new AppError(DonationErrors.REFUND_KEY_REUSED, { field: 'idempotencyKey' });
    return true;
  }
}

import type { DataSource, EntityManager } from 'typeorm';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { ApplicationFunding, Funding } from '../applications';
import type { MailEvents } from '../mail';
import type { WebhookEvents } from '../webhooks';
import { type Actor, type DonationLedger, MoneyTransaction } from './donation-ledger';
import { GiftCancelReason, RefundReason, RefundStatus } from './donation.enums';

/**
 * How long after a payment the card provider still takes a refund of it through its API. Stripe
 * refunds card payments long after (the card network may refuse beyond about 180 days), so Sabil
 * keeps to 180 days: past it, a cancelled journey's donor is offered the move only.
 */
export const PROVIDER_REFUND_WINDOW_DAYS = 180;

/** A donor's gift a cancelled journey keeps, as a refund or a move takes from it. */
export interface CancelledGift {
  id: string;
  checkoutId: string;
  keptCents: number;
  completedAt: Date;
  /** The provider may still refund it: paid through it within its window, not moved in, not charged back. */
  refundable: boolean;
  /** Issue 31: a zakat gift — it moves only to a zakat-eligible journey. */
  zakat: boolean;
}

/**
 * What of a donor's gifts a cancelled journey may still give back, by kind (issue 31): its zakat
 * and its sadaqah are each limited by what the journey holds of that kind and has not committed to
 * payouts (zakat is paid out first), so that taking money back never touches what was paid out.
 */
export function recoverable(funding: Funding, gifts: CancelledGift[], refundableOnly = false): { zakatCents: number; sadaqahCents: number } {
  const of = (zakat: boolean) => gifts.filter((gift) => gift.zakat === zakat && (!refundableOnly || gift.refundable)).reduce((sum, gift) => sum + gift.keptCents, 0);
  const zakatFree = Math.max(0, funding.zakatCollectedCents - funding.zakatCommittedCents);
  const sadaqahFree = Math.max(0, funding.collectedCents - funding.zakatCollectedCents - (funding.committedCents - funding.zakatCommittedCents));
  return { zakatCents: Math.min(of(true), zakatFree), sadaqahCents: Math.min(of(false), sadaqahFree) };
}

/** The order a refund or move takes gifts in: sadaqah first (newest first), then zakat, each up to what is recoverable of its kind. */
function takeOrder(funding: Funding, gifts: CancelledGift[], refundableOnly: boolean): Array<{ gift: CancelledGift; cap: number }> {
  const caps = recoverable(funding, gifts, refundableOnly);
  const left = { zakat: caps.zakatCents, sadaqah: caps.sadaqahCents };
  const order = [...gifts.filter((gift) => !gift.zakat), ...gifts.filter((gift) => gift.zakat)].filter((gift) => !refundableOnly || gift.refundable);
  return order.map((gift) => {
    const kind = gift.zakat ? 'zakat' : 'sadaqah';
    const cap = Math.min(gift.keptCents, left[kind]);
    left[kind] -= cap;
    return { gift, cap };
  });
}

/** What one donor keeps in a journey. */
export interface KeptShare {
  donorId: string;
  keptCents: number;
}

/** One money transaction's operations for a cancelled journey (issue 30), under the journeys' locks. */
export interface CancellationMoney {
  readonly manager: EntityManager;
  /** Locks the journeys' application rows (in id order: two moves between the same journeys never wait on each other in a circle). */
  lock(applicationIds: readonly string[]): Promise<Map<string, Funding>>;
  /** The donor's gifts the journey keeps, newest first, with whether the provider may still refund each at `now`. */
  gifts(applicationId: string, donorId: string, now: Date): Promise<CancelledGift[]>;
  /** Gives `cents` back through the provider, from the refundable gifts newest first (refunds of reason JOURNEY_CANCELLED, carried out after the commit). */
  refund(funding: Funding, gifts: CancelledGift[], cents: number, actor: Actor): Promise<void>;
  /** Moves `cents` of the gifts (newest first) to `to`: out as `moved` refunds, in as gifts naming them. */
  move(from: Funding, to: Funding, gifts: CancelledGift[], cents: number, actor: Actor): Promise<void>;
}

/**
 * The donations' side of a cancelled journey (issue 30): it stops taking money (its monthly gifts
 * end through the closer, as at a goal; its checkouts' holds go; money arriving late goes back),
 * and each donor's part is refunded or moved through the donations' ledger, so that the books keep
 * every invariant of DESIGN §3 and §7 on both journeys.
 */
export class CancelledJourneyMoney {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly funding: ApplicationFunding,
    private readonly ledger: DonationLedger,
    private readonly webhookEvents: WebhookEvents,
    private readonly lists: SharedListsChanges,
    private readonly mail: MailEvents,
    private readonly followUps: { closingNeeded(): void; refundsNeeded(): void },
  ) {}

  /**
   * In the transaction that cancels the journey, under its lock: it takes no more money and its
   * monthly gifts end (JOURNEY_CANCELLED, carried out by the closer after the commit — call
   * `closed()` then). Returns what it keeps, by donor, and its money as the lock read it.
   */
  async close(manager: EntityManager, applicationId: string): Promise<{ funding: Funding; shares: KeptShare[] }> {
    const funding = (await this.funding.lock(manager, applicationId))!;
    await this.funding.close(manager, funding);
    await manager.query(`UPDATE checkout SET cancel_reason = coalesce(cancel_reason, $2) WHERE application_id = $1 AND subscription_status = 'active'`, [
      applicationId,
      GiftCancelReason.JOURNEY_CANCELLED,
    ]);
    const rows: Array<{ donor_id: string; kept: string }> = await manager.query(
      'SELECT donor_id, sum(kept_cents)::bigint AS kept FROM donation WHERE application_id = $1 AND kept_cents > 0 GROUP BY donor_id ORDER BY donor_id',
      [applicationId],
    );
    return { funding, shares: rows.map((row) => ({ donorId: String(row.donor_id), keptCents: Number(row.kept) })) };
  }

  /** After the cancelling transaction committed: the closer ends the gifts and closes the sessions, the lists show it closed. */
  closed(): void {
    this.followUps.closingNeeded();
  }

  /** Runs `work` in one money transaction (retried on deadlocks), then wakes what it left work for. */
  async transaction<T>(work: (money: CancellationMoney) => Promise<T>): Promise<T> {
    const [result, tx] = await inMoneyTransaction(this.dataSource, async (manager) => {
      const tx = new MoneyTransaction(manager);
      const result = await work(this.operations(tx));
      await tx.finish();
      return [result, tx] as const;
    });
    if (tx.webhooks) this.webhookEvents.committed();
    if (tx.mail) this.mail.committed();
    if (tx.listsChanged) this.lists.committed();
    if (tx.closing) this.followUps.closingNeeded();
    if (tx.refunds) this.followUps.refundsNeeded();
    return result;
  }

  /** The donor's gifts the journey keeps, newest first, with whether the provider may still refund each at `now` (read with `manager`). */
  async gifts(manager: EntityManager, applicationId: string, donorId: string, now: Date): Promise<CancelledGift[]> {
    const rows: Array<Record<string, unknown>> = await manager.query(
      `SELECT d.id, d.checkout_id, d.kept_cents, d.completed_at,
              (c.provider = $3 AND d.currency = 'usd' AND d.moved_from_refund_id IS NULL AND d.dispute_status IS DISTINCT FROM 'lost'
               AND d.completed_at > $4::timestamptz - make_interval(days => $5)) AS refundable, d.zakat
       FROM donation d JOIN checkout c ON c.id = d.checkout_id
       WHERE d.application_id = $1 AND d.donor_id = $2 AND d.kept_cents > 0
       ORDER BY d.completed_at DESC, d.id DESC`,
      [applicationId, donorId, this.provider.name, now.toISOString(), PROVIDER_REFUND_WINDOW_DAYS],
    );
    return rows.map((row) => ({
      id: String(row.id),
      checkoutId: String(row.checkout_id),
      keptCents: Number(row.kept_cents),
      completedAt: new Date(row.completed_at as string),
      refundable: row.refundable === true,
      zakat: row.zakat === true,
    }));
  }

  private operations(tx: MoneyTransaction): CancellationMoney {
    const manager = tx.manager;
    return {
      manager,
      lock: async (applicationIds) => {
        const locked = new Map<string, Funding>();
        for (const id of [...new Set(applicationIds)].sort()) {
          const funding = await this.funding.lock(manager, id);
          if (funding) locked.set(id, funding);
        }
        return locked;
      },
      gifts: (applicationId, donorId, now) => this.gifts(manager, applicationId, donorId, now),
      refund: async (funding, gifts, cents, actor) => {
        let left = cents;
        for (const { gift, cap } of takeOrder(funding, gifts, true)) {
          if (left <= 0) break;
          const donation = await this.lockGift(tx, gift);
          const take = Math.min(left, donation.kept_cents, cap);
          if (take <= 0) continue;
          await this.ledger.giveBack(tx, donation, funding, take, RefundReason.JOURNEY_CANCELLED, { status: RefundStatus.PENDING, actor });
          left -= take;
        }
        if (left > 0) throw new Error(`refund of ${cents} short by ${left} on ${funding.applicationId}`);
      },
      move: async (from, to, gifts, cents, actor) => {
        let left = cents;
        for (const { gift, cap } of takeOrder(from, gifts, false)) {
          if (left <= 0) break;
          const donation = await this.lockGift(tx, gift);
          const take = Math.min(left, donation.kept_cents, cap);
          if (take <= 0) continue;
          // Carried out already: no provider moves it, and no refund email goes (it is no refund).
          const refundId = await this.ledger.giveBack(tx, donation, from, take, RefundReason.MOVED, { status: RefundStatus.SUCCEEDED, actor });
          await this.ledger.moveIn(tx, donation, to, take, refundId!, actor);
          left -= take;
        }
        if (left > 0) throw new Error(`move of ${cents} short by ${left} on ${from.applicationId}`);
      },
    };
  }

  /** The gift's checkout, then the gift (the order every money path takes after the journey). */
  private async lockGift(tx: MoneyTransaction, gift: CancelledGift) {
    await tx.manager.query('SELECT 1 FROM checkout WHERE id = $1 FOR NO KEY UPDATE', [gift.checkoutId]);
    return (await this.ledger.donation(tx, gift.id))!;
  }
}

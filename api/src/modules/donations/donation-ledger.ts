import type { EntityManager } from 'typeorm';
import { updateReturning } from '../../db/update-returning';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import type { Logger } from '../../logging/logger';
import type { PaidAmount } from '../../payments/payment-provider';
import { FundingInvariantError, type ApplicationFunding, type Funding } from '../applications';
import type { AuditService } from '../audit';
import { NO_MAIL, type MailEvents } from '../mail';
import { donationCompleted, donationDisputed, donationRefunded, WebhookEventType } from '../webhooks';
import type { WebhookEvents } from '../webhooks';
import { TallyChanges } from './donation-tallies';
import { DonationStatus, GiftCancelReason, Recurrence, RefundReason, RefundStatus } from './donation.enums';
import { mailJourney, queueRefundFailedMail, queueRefundMail } from './refund-mail';
import { giftDetailsOf, queueECard } from './gift-details';

/** Money the provider reports, to be recorded under `key` exactly once. */
export interface Payment {
  /** 'session:<id>' (one-time) or 'invoice:<id>' (a month of a monthly gift). */
  key: string;
  paid: boolean;
  amount: PaidAmount;
  /** The provider's payment id (refunds and disputes name it). */
  paymentId: string | null;
  periodStart: Date | null;
}

/** The checkout a payment belongs to, as its lock read it. */
export interface CheckoutRef {
  id: string;
  donorId: string;
  applicationId: string;
  recurring: Recurrence;
  /** Issue 31: the donor gives it as zakat. */
  zakat: boolean;
}

/** A donation row as the ledger reads it, under its lock. */
export interface DonationRecord {
  id: string;
  checkout_id: string;
  donor_id: string;
  application_id: string;
  payment_key: string;
  amount_cents: number;
  refunded_cents: number;
  kept_cents: number;
  currency: string;
  charged_amount_cents: number | null;
  charged_currency: string | null;
  status: DonationStatus;
  dispute_status: 'open' | 'won' | 'lost' | null;
  dispute_id: string | null;
  recurring: Recurrence;
  test_mode: boolean;
  completed_day: string | null;
  /** Moved here from a cancelled journey (issue 30): the refund row of reason `moved` it came from. */
  moved_from_refund_id: string | null;
  /** Issue 31: a zakat gift (kept only by a zakat-eligible journey, moved only to another). */
  zakat: boolean;
}

const DONATION_RECORD = `id, checkout_id, donor_id, application_id, payment_key, amount_cents, refunded_cents, kept_cents, currency,
  charged_amount_cents, charged_currency, status, dispute_status, dispute_id, recurring, test_mode, completed_at::date::text AS completed_day, moved_from_refund_id, zakat`;

/** Who decided a change: an admin, or the platform acting on the provider's word. */
export interface Actor {
  id: string | null;
  role: 'admin' | 'donor' | 'system';
}

/**
 * What a money transaction leaves for after its commit: nothing here calls the provider while
 * rows are locked.
 */
export class MoneyTransaction {
  readonly tallies = new TallyChanges();
  listsChanged = false;
  /** Gifts to end and sessions to close: a journey reached its goal. */
  closing = false;
  /** Refunds to carry out at the provider. */
  refunds = false;
  webhooks = false;
  /** Mail was queued: the mail worker is woken after the commit. */
  mail = false;
  /** Something was written (the sweep audits what it repaired). */
  changed = false;

  constructor(readonly manager: EntityManager) {}

  /** Written last, in one order for every transaction (see TallyChanges). */
  finish(): Promise<void> {
    return this.tallies.write(this.manager);
  }
}

/** completed, partially refunded or refunded, from what went back. */
function settledStatus(amountCents: number, refundedCents: number): DonationStatus {
  if (refundedCents <= 0) return DonationStatus.COMPLETED;
  return refundedCents >= amountCents ? DonationStatus.REFUNDED : DonationStatus.PARTIALLY_REFUNDED;
}

/** Money counts (and a donation counts as completed in the tallies) while some of it is kept. */
const counts = (keptCents: number) => (keptCents > 0 ? 1 : 0);

/**
 * The books of giving, written under the locks DonationFulfilment and RefundsService take
 * (application, checkout, donation — in that order): a payment becomes a donation that keeps only
 * what its journey may take and gives back the rest; a refund or a lost dispute gives money back;
 * an open dispute sets it aside. Every change moves the journey's money through ApplicationFunding,
 * the tallies, the audit trail, the webhook outbox and the donors' lists together, so that, after
 * every transaction: collectedAmount = Σ kept over the journey's donations, kept = amount − refunded
 * for money that arrived and is not disputed, and collectedAmount ≤ requestedAmount.
 */
export class DonationLedger {
  constructor(
    private readonly funding: ApplicationFunding,
    private readonly audit: AuditService,
    private readonly webhookEvents: WebhookEvents,
    private readonly lists: SharedListsChanges,
    private readonly testMode: boolean,
    private readonly logger: Logger,
    /** The donors' email (receipts, failed months, refunds): the mail module's outbox, written in this transaction (donations never touch its table). */
    private readonly mail: MailEvents = NO_MAIL,
  ) {}

  /** The donation recorded under a payment key, locked for this transaction. */
  async donationOfKey(tx: MoneyTransaction, key: string): Promise<DonationRecord | undefined> {
    const [row] = await tx.manager.query(`SELECT ${DONATION_RECORD} FROM donation WHERE payment_key = $1 FOR NO KEY UPDATE`, [key]);
    return row;
  }

  async donation(tx: MoneyTransaction, id: string): Promise<DonationRecord | undefined> {
    const [row] = await tx.manager.query(`SELECT ${DONATION_RECORD} FROM donation WHERE id = $1 FOR NO KEY UPDATE`, [id]);
    return row;
  }

  /**
   * Records money once under its key. Paid money keeps what the journey may take — the checkout's
   * own hold, and room beyond it — and what lands beyond the goal goes back (a refund to carry out
   * at the provider). A failed month is a row of its own; if the provider collects it later, that
   * row completes.
   */
  async receive(tx: MoneyTransaction, checkout: CheckoutRef, funding: Funding, payment: Payment): Promise<void> {
    const existing = await this.donationOfKey(tx, payment.key);
    if (existing && (existing.status !== DonationStatus.FAILED || !payment.paid)) return;
    const { chargedCents, chargedCurrency, usdCents } = payment.amount;
    if (!Number.isInteger(chargedCents) || chargedCents <= 0) {
      // Nothing was charged (a zero invoice): there is nothing to record or give back.
      this.logger.warn('payment without a positive amount; nothing recorded', { key: payment.key, chargedCents });
      return;
    }
    tx.changed = true;
    const manager = tx.manager;
    const charged = chargedCurrency === 'usd' ? { cents: null, currency: null } : { cents: chargedCents, currency: chargedCurrency };

    if (!payment.paid) {
      const [row] = await manager.query(
        `INSERT INTO donation (checkout_id, donor_id, application_id, payment_key, amount_cents, currency, recurring, status, period_start, test_mode,
           charged_amount_cents, charged_currency, provider_payment_id, zakat)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'failed', $8, $9, $10, $11, $12, $13) RETURNING id`,
        [checkout.id, checkout.donorId, checkout.applicationId, payment.key, usdCents ?? chargedCents, usdCents === null ? chargedCurrency : 'usd',
          checkout.recurring, payment.periodStart, this.testMode, charged.cents, charged.currency, payment.paymentId, checkout.zakat],
      );
      tx.tallies.add(null, { donations: 1 });
      await this.recordAudit(manager, { id: checkout.donorId, role: 'donor' }, row.id, 'donation.failed', null, DonationStatus.FAILED);
      // Once per failed month: the provider's retries of it find the row above and stop before this.
      await this.mail.enqueue(manager, {
        to: { accountId: checkout.donorId },
        template: 'renewal_failed',
        data: { amountCents: usdCents ?? chargedCents, currency: usdCents === null ? chargedCurrency : 'usd' },
        dedupeKey: `renewal_failed:${row.id}`,
      });
      tx.mail = true;
      return;
    }

    const receiptNumber = await this.nextNumber(manager, 'donation_receipt_seq', 'SBL');
    if (usdCents === null) {
      // A currency whose dollar value the provider could not tell: recorded as charged, and given
      // back whole rather than guessed into a dollar goal.
      await this.funding.release(manager, funding, checkout.id);
      const donationId = await this.writePaid(tx, existing, checkout, payment, {
        amountCents: chargedCents, currency: chargedCurrency, charged: { cents: null, currency: null }, keptCents: 0, refundedCents: chargedCents, receiptNumber,
      });
      tx.tallies.add(null, { donations: existing ? 0 : 1 });
      await this.recordAudit(manager, { id: checkout.donorId, role: 'donor' }, donationId, 'donation.completed', existing ? 'failed' : null, DonationStatus.REFUNDED);
      const record = await this.donation(tx, donationId);
      await this.addRefund(tx, record!, chargedCents, RefundReason.CURRENCY, { status: RefundStatus.PENDING, actor: { id: null, role: 'system' } });
      // A monthly gift in such a currency would be charged and refunded every month (issue 28 §5):
      // it ends, with its reason, decided with the money; the closer carries it out at the provider.
      if (checkout.recurring === Recurrence.MONTHLY) {
        const ending = await tx.manager.query(
          `UPDATE checkout SET cancel_reason = coalesce(cancel_reason, $2) WHERE id = $1 AND subscription_status = 'active' AND cancel_reason IS NULL RETURNING id`,
          [checkout.id, GiftCancelReason.CURRENCY],
        );
        if (ending.length) {
          await this.audit.record(manager, {
            actorId: null, actorRole: 'system', action: 'monthly_gift.cancel', subjectType: 'monthly_gift', subjectId: checkout.id,
            fromState: 'active', toState: 'ending', after: { reason: GiftCancelReason.CURRENCY, donationId },
          });
          tx.closing = true;
        }
      }
      return;
    }

    const newDonor = !(await this.keepsAnother(manager, checkout.applicationId, checkout.donorId, existing?.id ?? null));
    const keptCents = await this.funding.receive(manager, funding, checkout.id, usdCents, newDonor, checkout.zakat);
    const overflow = usdCents - keptCents;
    const donationId = await this.writePaid(tx, existing, checkout, payment, {
      amountCents: usdCents, currency: 'usd', charged, keptCents, refundedCents: overflow, receiptNumber,
    });
    tx.tallies.add(null, { donations: existing ? 0 : 1, completed: counts(keptCents), cents: keptCents });
    const status = settledStatus(usdCents, overflow);
    await this.recordAudit(manager, { id: checkout.donorId, role: 'donor' }, donationId, 'donation.completed', existing ? 'failed' : null, status, {
      amountCents: usdCents, keptCents, refundedCents: overflow,
    });
    await this.emit(tx, WebhookEventType.DONATION_COMPLETED,
      donationCompleted({ id: donationId, applicationId: checkout.applicationId, amountCents: usdCents, keptCents, recurring: checkout.recurring === Recurrence.MONTHLY, testMode: this.testMode }));
    // The receipt of a one-time gift or of this month of a monthly gift, once per donation: it names
    // the journey as donors see it and, like the web receipt, says when no money moved.
    // Issue 31: the receipt names the gift's dedication; its e-card goes once, with the first paid month.
    const details = await giftDetailsOf(manager, checkout.id);
    const journey = await mailJourney(manager, checkout.applicationId);
    await this.mail.enqueue(manager, {
      to: { accountId: checkout.donorId },
      template: 'gift_receipt',
      data: {
        donationId, receiptNumber, amountCents: usdCents, currency: 'usd', monthly: checkout.recurring === Recurrence.MONTHLY, refundedCents: overflow, paidAt: new Date().toISOString(),
        journeyCancelled: funding.closed, zakatNotEligible: !funding.closed && checkout.zakat && !funding.zakatCategory,
        testMode: this.testMode, journey, dedication: details.dedication,
        // Issue 31: the receipt says whether it was given as zakat or as sadaqah.
        zakat: checkout.zakat,
      },
      dedupeKey: `gift_receipt:${donationId}`,
    });
    await queueECard(this.mail, manager, checkout, details, journey);
    tx.mail = true;
    if (overflow > 0) {
      const record = await this.donation(tx, donationId);
      // Paid after its journey was cancelled (the provider's expiry of the checkout came too late): all of it goes back, and says why.
      // Zakat landing on a journey that is no longer zakat-eligible goes back whole, for that reason (issue 31).
      const reason = funding.closed ? RefundReason.JOURNEY_CANCELLED : checkout.zakat && !funding.zakatCategory ? RefundReason.ZAKAT_NOT_ELIGIBLE : RefundReason.OVER_GOAL;
      await this.addRefund(tx, record!, overflow, reason, { status: RefundStatus.PENDING, actor: { id: null, role: 'system' } });
    }
    await this.announce(tx);
    // DESIGN §7: reaching the goal stops the request's monthly gifts (a renewal after it, its own).
    // Decided here, with the money, so a crash or an outage after the commit loses nothing: the
    // closer carries it out, and retries until the provider has heard.
    await this.closeIfFunded(tx, funding, checkout.applicationId);
  }

  /**
   * Money moved out of a cancelled journey's gift (issue 30) lands in another journey: a gift of
   * its own there, naming the `moved` refund row it came from, kept whole (the caller checked the
   * room under this journey's lock; more than the room is a broken invariant and rolls back). Its
   * reference is the move's number. Returns the new gift's id.
   */
  async moveIn(tx: MoneyTransaction, source: DonationRecord, funding: Funding, cents: number, refundId: string, actor: Actor): Promise<string> {
    const manager = tx.manager;
    tx.changed = true;
    const newDonor = !(await this.keepsAnother(manager, funding.applicationId, source.donor_id, null));
    // A zakat gift stays zakat where it lands; receive keeps none of it in a journey that is not zakat-eligible (issue 31).
    const kept = await this.funding.receive(manager, funding, null, cents, newDonor, source.zakat);
    if (kept !== cents) throw new FundingInvariantError(`move of ${cents} into ${funding.applicationId} kept ${kept}`);
    const [refund] = await manager.query('SELECT refund_number FROM donation_refund WHERE id = $1', [refundId]);
    const [row] = await manager.query(
      `INSERT INTO donation (checkout_id, donor_id, application_id, payment_key, recurring, test_mode, amount_cents, currency, status, refunded_cents, kept_cents,
         receipt_number, completed_at, moved_from_refund_id, zakat)
       VALUES ($1, $2, $3, $4, 'one_time', $5, $6, 'usd', 'completed', 0, $6, $7, now(), $8, $9) RETURNING id`,
      [source.checkout_id, source.donor_id, funding.applicationId, `moved:${refundId}`, source.test_mode, cents, String(refund.refund_number).replace(/^SBL-R-/, 'SBL-M-'), refundId, source.zakat],
    );
    tx.tallies.add(null, { donations: 1, completed: 1, cents });
    await this.recordAudit(manager, actor, row.id, 'donation.moved_in', null, DonationStatus.COMPLETED, { fromDonationId: source.id, fromApplicationId: source.application_id, refundId, amountCents: cents });
    await this.announce(tx);
    await this.closeIfFunded(tx, funding, funding.applicationId);
    return row.id;
  }

  /** A journey at its goal: its monthly gifts end (GOAL_REACHED), the closer carries it out after the commit. */
  private async closeIfFunded(tx: MoneyTransaction, funding: Funding, applicationId: string): Promise<void> {
    if (funding.collectedCents < funding.requestedCents) return;
    await tx.manager.query(
      `UPDATE checkout SET cancel_reason = coalesce(cancel_reason, $2) WHERE application_id = $1 AND subscription_status = 'active'`,
      [applicationId, GiftCancelReason.GOAL_REACHED],
    );
    tx.closing = true;
  }

  /**
   * Gives `cents` of a donation back (at most what is left of it): out of the journey's collected
   * amount unless a dispute had already set it aside, with a refund of its own number. `status` is
   * PENDING when the provider has yet to carry it out (ours), SUCCEEDED when it already did.
   */
  async giveBack(
    tx: MoneyTransaction,
    donation: DonationRecord,
    funding: Funding,
    cents: number,
    reason: RefundReason,
    options: { status: RefundStatus; actor: Actor; note?: string | null; providerRefundId?: string | null },
  ): Promise<string | undefined> {
    const amount = Math.min(cents, donation.amount_cents - donation.refunded_cents);
    if (amount <= 0) return undefined;
    const from = await this.takeBack(tx, donation, funding, amount);
    return this.addRefund(tx, donation, amount, reason, options, from);
  }

  /**
   * The provider carried out a refund of ours for `providerCents`. Usually exactly what we asked;
   * more when a refund at the provider covered part of ours (or all: it was canceled here) while
   * ours was already on its way — then that much more went back, and the books take it back too.
   */
  async ourRefundCarriedOut(
    tx: MoneyTransaction,
    donation: DonationRecord,
    funding: Funding,
    refund: { id: string; amount_cents: number; status: RefundStatus },
    providerCents: number,
    providerRefundId: string,
  ): Promise<void> {
    const recorded = refund.status === RefundStatus.CANCELED ? 0 : refund.amount_cents;
    const extra = Math.min(Math.max(0, providerCents - recorded), donation.amount_cents - donation.refunded_cents);
    await tx.manager.query(
      `UPDATE donation_refund SET status = 'succeeded', amount_cents = $2, provider_refund_id = coalesce(provider_refund_id, $3), settled_at = coalesce(settled_at, now()),
         last_error = NULL WHERE id = $1`,
      [refund.id, recorded + extra, providerRefundId],
    );
    tx.changed = true;
    if (extra > 0) await this.takeBack(tx, donation, funding, extra);
    if (await queueRefundMail(this.mail, tx.manager, refund.id)) tx.mail = true;
  }

  /**
   * The provider failed a refund (refund.failed, after it had said it succeeded or while it was on
   * its way): the money is back with the charity, owed to the donor — it stays out of what the
   * journey keeps, and admins see it among the payments needing attention. The donor is told in
   * this transaction. Whether it changed anything.
   */
  async refundFailed(tx: MoneyTransaction, refundId: string, from: RefundStatus[]): Promise<boolean> {
    const failed = await updateReturning(
      tx.manager,
      `UPDATE donation_refund SET status = 'failed', settled_at = now(), last_error = 'the card provider could not carry it out' WHERE id = $1 AND status = ANY($2::varchar[]) RETURNING id`,
      [refundId, from],
    );
    if (!failed.length) return false;
    tx.changed = true;
    if (await queueRefundFailedMail(this.mail, tx.manager, refundId)) tx.mail = true;
    return true;
  }

  /** The money of a refund leaves the donation (and the journey, unless a dispute set it aside). Returns the status before. */
  private async takeBack(tx: MoneyTransaction, donation: DonationRecord, funding: Funding, amount: number): Promise<DonationStatus> {
    tx.changed = true;
    const disputed = donation.status === DonationStatus.DISPUTED;
    const keptChange = disputed ? 0 : amount;
    const kept = donation.kept_cents - keptChange;
    const refunded = donation.refunded_cents + amount;
    const status = disputed ? DonationStatus.DISPUTED : settledStatus(donation.amount_cents, refunded);
    const donorLeft = keptChange > 0 && kept === 0 && !(await this.keepsAnother(tx.manager, donation.application_id, donation.donor_id, donation.id));
    if (donation.currency === 'usd') await this.funding.giveBack(tx.manager, funding, keptChange, donorLeft, donation.zakat);
    await tx.manager.query('UPDATE donation SET refunded_cents = $2, kept_cents = $3, status = $4 WHERE id = $1', [donation.id, refunded, kept, status]);
    tx.tallies.add(donation.completed_day, { completed: counts(kept) - counts(donation.kept_cents), cents: -keptChange });
    const from = donation.status;
    Object.assign(donation, { refunded_cents: refunded, kept_cents: kept, status });
    return from;
  }

  /**
   * A refund the provider made on its own (its dashboard): recorded as it was made. Refunds we had
   * decided and not yet carried out are covered by it first (reduced, or canceled when wholly
   * covered) — the donor got that money back already — and only what goes beyond them changes
   * what the journey keeps.
   */
  async refundedAtProvider(tx: MoneyTransaction, donation: DonationRecord, funding: Funding, cents: number, providerRefundId: string): Promise<void> {
    // Ours not yet carried out (pending), or refused (failed: often because this very refund had
    // already taken part of the money when ours reached the provider).
    const open: { id: string; amount_cents: number; status: string }[] = await tx.manager.query(
      `SELECT id, amount_cents, status FROM donation_refund WHERE donation_id = $1 AND status IN ('pending', 'failed') ORDER BY created_at, refund_number FOR UPDATE`,
      [donation.id],
    );
    const openCents = open.reduce((sum, refund) => sum + refund.amount_cents, 0);
    const amount = Math.min(cents, donation.amount_cents - donation.refunded_cents + openCents);
    if (amount <= 0) return;
    tx.changed = true;
    let covered = 0;
    for (const refund of open) {
      const take = Math.min(refund.amount_cents, amount - covered);
      if (take <= 0) break;
      if (take === refund.amount_cents) {
        await tx.manager.query(`UPDATE donation_refund SET status = 'canceled', settled_at = now(), last_error = 'carried out at the card provider instead' WHERE id = $1`, [refund.id]);
      } else {
        // What is left of it goes to the provider again (a refusal may have been for the part now covered).
        await tx.manager.query(`UPDATE donation_refund SET amount_cents = amount_cents - $2, status = 'pending', next_attempt_at = now(), settled_at = NULL WHERE id = $1`, [refund.id, take]);
        tx.refunds = true;
      }
      covered += take;
    }
    const beyond = amount - covered;
    const from = beyond > 0 ? await this.takeBack(tx, donation, funding, beyond) : donation.status;
    // The refund row says what the provider did; the rows it covered now say less.
    await this.addRefund(tx, donation, amount, RefundReason.PROVIDER, { status: RefundStatus.SUCCEEDED, actor: { id: null, role: 'system' }, providerRefundId }, from);
  }

  /** The donor's bank disputes a donation: its money is set aside (counts for nothing) until the dispute closes. */
  async disputeOpened(tx: MoneyTransaction, donation: DonationRecord, funding: Funding, disputeId: string): Promise<void> {
    // Even money we have decided to refund can be disputed while that refund is on its way: the
    // bank holds what the provider still has, and our refund waits for the dispute's outcome. A
    // dispute already seen (its close may have come first: providers do not promise an order) is not
    // opened again.
    if (donation.status === DonationStatus.FAILED || donation.dispute_status === 'open' || donation.dispute_id === disputeId) return;
    tx.changed = true;
    const donorLeft = donation.kept_cents > 0 && !(await this.keepsAnother(tx.manager, donation.application_id, donation.donor_id, donation.id));
    if (donation.currency === 'usd') await this.funding.giveBack(tx.manager, funding, donation.kept_cents, donorLeft, donation.zakat);
    await tx.manager.query(`UPDATE donation SET status = 'disputed', kept_cents = 0, dispute_status = 'open', dispute_id = $2 WHERE id = $1`, [donation.id, disputeId]);
    tx.tallies.add(donation.completed_day, { completed: -counts(donation.kept_cents), cents: -donation.kept_cents });
    await this.recordAudit(tx.manager, { id: null, role: 'system' }, donation.id, 'donation.dispute_opened', donation.status, DonationStatus.DISPUTED, { disputeId, keptCents: donation.kept_cents });
    await this.emit(tx, WebhookEventType.DONATION_DISPUTED, donationDisputed({ id: donation.id, applicationId: donation.application_id, status: 'open', amountCents: donation.amount_cents - donation.refunded_cents, testMode: donation.test_mode }));
    await this.announce(tx);
  }

  /**
   * A dispute closed. Won: the money comes back to the journey — what it may still take (money
   * beyond the goal goes back to the donor, as always). Lost: the bank took what the provider says
   * it withheld (`withheldCents`, in the donation's dollars; all that was left when not said),
   * recorded as a refund; when that was only part of the gift, the rest comes back as if won.
   */
  async disputeClosed(tx: MoneyTransaction, donation: DonationRecord, funding: Funding, disputeId: string, outcome: 'won' | 'lost', withheldCents?: number): Promise<void> {
    if (donation.dispute_status === null && donation.dispute_id === null) {
      // The close came before the opening (events out of order). Won: the money never left; it is
      // only remembered, so the late opening is ignored. Lost: opened and closed now, in this order.
      if (outcome === 'won') {
        await tx.manager.query(`UPDATE donation SET dispute_status = 'won', dispute_id = $2 WHERE id = $1`, [donation.id, disputeId]);
        Object.assign(donation, { dispute_status: 'won', dispute_id: disputeId });
        tx.changed = true;
        return;
      }
      await this.disputeOpened(tx, donation, funding, disputeId);
      Object.assign(donation, { status: DonationStatus.DISPUTED, kept_cents: 0, dispute_status: 'open', dispute_id: disputeId });
    }
    if (donation.dispute_status !== 'open') return;
    tx.changed = true;
    const manager = tx.manager;
    const left = donation.amount_cents - donation.refunded_cents;
    if (outcome === 'lost' && (withheldCents === undefined || withheldCents >= left)) {
      // Refunds that never reached the donor are not needed: the bank returned everything not refunded.
      const canceled = await updateReturning<{ amount_cents: number }>(
        manager,
        `UPDATE donation_refund SET status = 'canceled', settled_at = now(), last_error = 'the donor''s bank returned the money (dispute lost)'
         WHERE donation_id = $1 AND status IN ('pending', 'failed') RETURNING amount_cents`,
        [donation.id],
      );
      const back = canceled.reduce((sum, row) => sum + row.amount_cents, 0);
      const available = left + back;
      await manager.query(`UPDATE donation SET dispute_status = 'lost', refunded_cents = refunded_cents - $2, dispute_withheld_cents = $3 WHERE id = $1`, [donation.id, back, available]);
      Object.assign(donation, { dispute_status: 'lost', refunded_cents: donation.refunded_cents - back });
      // Set aside already: the journey's money does not change, the refund records where it went.
      await this.giveBack(tx, donation, funding, available, RefundReason.DISPUTE_LOST, {
        status: RefundStatus.SUCCEEDED, actor: { id: null, role: 'system' }, providerRefundId: `dispute:${disputeId}`,
      });
      await manager.query(`UPDATE donation SET status = 'refunded' WHERE id = $1`, [donation.id]);
      await this.recordAudit(manager, { id: null, role: 'system' }, donation.id, 'donation.dispute_closed', DonationStatus.DISPUTED, DonationStatus.REFUNDED, { disputeId, outcome, withheldCents: available });
      await this.emit(tx, WebhookEventType.DONATION_DISPUTED, donationDisputed({ id: donation.id, applicationId: donation.application_id, status: 'lost', amountCents: available, testMode: donation.test_mode }));
      return;
    }
    if (outcome === 'lost') {
      // Part of the gift: that part is the bank's. The charge is charged back now: the provider refuses
      // any refund of it (Stripe's charge_disputed), so refunds decided before fail when they are
      // tried — owed to the donor, who is told — and admins can no longer ask for one.
      await manager.query(`UPDATE donation SET dispute_status = 'lost', dispute_withheld_cents = $2 WHERE id = $1`, [donation.id, withheldCents]);
      Object.assign(donation, { dispute_status: 'lost' });
      await this.giveBack(tx, donation, funding, withheldCents!, RefundReason.DISPUTE_LOST, {
        status: RefundStatus.SUCCEEDED, actor: { id: null, role: 'system' }, providerRefundId: `dispute:${disputeId}`,
      });
    }
    await this.disputeReturned(tx, donation, funding, disputeId, outcome, withheldCents ?? 0);
  }

  /** What a dispute did not take comes back to the journey, as far as it may take it. */
  private async disputeReturned(tx: MoneyTransaction, donation: DonationRecord, funding: Funding, disputeId: string, outcome: 'won' | 'lost', withheldCents: number): Promise<void> {
    const manager = tx.manager;
    const available = donation.amount_cents - donation.refunded_cents;
    const newDonor = !(await this.keepsAnother(manager, donation.application_id, donation.donor_id, donation.id));
    const kept = donation.currency === 'usd' ? await this.funding.receive(manager, funding, null, available, newDonor, donation.zakat) : 0;
    const status = settledStatus(donation.amount_cents, donation.refunded_cents);
    await manager.query(`UPDATE donation SET status = $2, kept_cents = $3, dispute_status = $4 WHERE id = $1`, [donation.id, status, available, outcome]);
    Object.assign(donation, { status, kept_cents: available, dispute_status: outcome });
    tx.tallies.add(donation.completed_day, { completed: counts(available), cents: available });
    await this.recordAudit(manager, { id: null, role: 'system' }, donation.id, 'donation.dispute_closed', DonationStatus.DISPUTED, status, {
      disputeId, outcome, keptCents: kept, ...(outcome === 'lost' ? { withheldCents } : {}),
    });
    await this.emit(tx, WebhookEventType.DONATION_DISPUTED, donationDisputed({
      id: donation.id, applicationId: donation.application_id, status: outcome, amountCents: outcome === 'lost' ? withheldCents : available, testMode: donation.test_mode,
    }));
    // Refunds decided before the dispute waited for it: they go ahead now.
    const waiting = await updateReturning(manager, `UPDATE donation_refund SET next_attempt_at = now() WHERE donation_id = $1 AND status = 'pending' RETURNING id`, [donation.id]);
    if (waiting.length) tx.refunds = true;
    // Back beyond the goal (others filled the journey meanwhile): that part goes back to the donor.
    if (available > kept) {
      // The journey's money already left out what it could not take: only the donation's row changes.
      const overflow = available - kept;
      await manager.query('UPDATE donation SET refunded_cents = refunded_cents + $2, kept_cents = kept_cents - $2, status = $3 WHERE id = $1', [
        donation.id, overflow, settledStatus(donation.amount_cents, donation.refunded_cents + overflow),
      ]);
      tx.tallies.add(donation.completed_day, { completed: counts(kept) - counts(available), cents: -overflow });
      Object.assign(donation, { refunded_cents: donation.refunded_cents + overflow, kept_cents: kept });
      await this.addRefund(tx, donation, overflow, RefundReason.OVER_GOAL, { status: RefundStatus.PENDING, actor: { id: null, role: 'system' } }, DonationStatus.DISPUTED);
    }
    await this.announce(tx);
    // Back at its goal, as if the money had just arrived: its monthly gifts end too.
    await this.closeIfFunded(tx, funding, donation.application_id);
  }

  /** The refund row, its audit event and webhook event: the money's own change is the caller's. */
  private async addRefund(
    tx: MoneyTransaction,
    donation: DonationRecord,
    amount: number,
    reason: RefundReason,
    options: { status: RefundStatus; actor: Actor; note?: string | null; providerRefundId?: string | null },
    fromStatus: DonationStatus = donation.status,
  ): Promise<string> {
    const refundId = await this.insertRefund(tx, donation, amount, reason, options);
    await this.recordAudit(tx.manager, options.actor, donation.id, 'donation.refund', fromStatus, donation.status, {
      refundId, amountCents: amount, reason, note: options.note ?? null,
    });
    await this.announce(tx);
    return refundId;
  }

  private async insertRefund(
    tx: MoneyTransaction,
    donation: DonationRecord,
    amount: number,
    reason: RefundReason,
    options: { status: RefundStatus; actor: Actor; note?: string | null; providerRefundId?: string | null },
  ): Promise<string> {
    const number = await this.nextNumber(tx.manager, 'donation_refund_seq', 'SBL-R');
    const [row] = await tx.manager.query(
      `INSERT INTO donation_refund (donation_id, refund_number, amount_cents, reason, note, requested_by, status, provider_refund_id, next_attempt_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::varchar, $8, CASE WHEN $7::varchar = 'pending' THEN now() END, CASE WHEN $7::varchar = 'succeeded' THEN now() END) RETURNING id`,
      [donation.id, number, amount, reason, options.note ?? null, options.actor.role === 'admin' ? options.actor.id : null, options.status, options.providerRefundId ?? null],
    );
    if (options.status === RefundStatus.PENDING) tx.refunds = true;
    // Carried out already (at the provider): the donor hears now; ours, when the provider has done them.
    if (options.status === RefundStatus.SUCCEEDED && (await queueRefundMail(this.mail, tx.manager, row.id))) tx.mail = true;
    await this.emit(tx, WebhookEventType.DONATION_REFUNDED,
      donationRefunded({ id: donation.id, applicationId: donation.application_id, refundId: row.id, amountCents: amount, refundedCents: donation.refunded_cents, keptCents: donation.kept_cents, reason, testMode: donation.test_mode }));
    return row.id;
  }

  private async writePaid(
    tx: MoneyTransaction,
    existing: DonationRecord | undefined,
    checkout: CheckoutRef,
    payment: Payment,
    values: { amountCents: number; currency: string; charged: { cents: number | null; currency: string | null }; keptCents: number; refundedCents: number; receiptNumber: string },
  ): Promise<string> {
    const status = settledStatus(values.amountCents, values.refundedCents);
    const params = [values.amountCents, values.currency, status, values.refundedCents, values.keptCents, values.receiptNumber, values.refundedCents > 0,
      values.charged.cents, values.charged.currency, payment.paymentId];
    if (existing) {
      await tx.manager.query(
        `UPDATE donation SET amount_cents = $2, currency = $3, status = $4, refunded_cents = $5, kept_cents = $6, receipt_number = $7, exceeded_goal = $8,
           charged_amount_cents = $9, charged_currency = $10, provider_payment_id = coalesce($11, provider_payment_id), completed_at = now()
         WHERE id = $1`,
        [existing.id, ...params],
      );
      return existing.id;
    }
    const [row] = await tx.manager.query(
      `INSERT INTO donation (checkout_id, donor_id, application_id, payment_key, recurring, period_start, test_mode,
         amount_cents, currency, status, refunded_cents, kept_cents, receipt_number, exceeded_goal, charged_amount_cents, charged_currency, provider_payment_id, completed_at, zakat)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, now(), $18) RETURNING id`,
      [checkout.id, checkout.donorId, checkout.applicationId, payment.key, checkout.recurring, payment.periodStart, this.testMode, ...params, checkout.zakat],
    );
    return row.id;
  }

  /** Whether the donor keeps money in another donation to this journey (donorCount counts donors, not gifts). */
  private async keepsAnother(manager: EntityManager, applicationId: string, donorId: string, exceptId: string | null): Promise<boolean> {
    const rows = await manager.query(
      `SELECT 1 FROM donation WHERE application_id = $1 AND donor_id = $2 AND kept_cents > 0 AND id IS DISTINCT FROM $3 LIMIT 1`,
      [applicationId, donorId, exceptId],
    );
    return rows.length > 0;
  }

  private async nextNumber(manager: EntityManager, sequence: string, prefix: string): Promise<string> {
    const [row] = await manager.query(`SELECT nextval('${sequence}') AS n, extract(year FROM now())::int AS year`);
    return `${prefix}-${row.year}-${String(row.n).padStart(6, '0')}`;
  }

  private async emit(tx: MoneyTransaction, type: WebhookEventType, data: Parameters<WebhookEvents['emit']>[2]): Promise<void> {
    await this.webhookEvents.emit(tx.manager, type, data);
    tx.webhooks = true;
  }

  private async announce(tx: MoneyTransaction): Promise<void> {
    if (tx.listsChanged) return;
    await this.lists.announce(tx.manager);
    tx.listsChanged = true;
  }

  private recordAudit(manager: EntityManager, actor: Actor, donationId: string, action: string, from: string | null, to: string, after?: Record<string, unknown>): Promise<void> {
    return this.audit.record(manager, { actorId: actor.id, actorRole: actor.role, action, subjectType: 'donation', subjectId: donationId, fromState: from, toState: to, after: after ?? null });
  }
}

import type { DataSource, EntityManager } from 'typeorm';
import { ECARD_WINDOW_HOURS, MAX_ECARDS_PER_DONOR } from '@sabil/contracts';
import { rateLimitAddress } from '../../auth/client-address';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Viewer } from '../../auth/tokens';
import { Role } from '../../auth/role';
import { inMoneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../errors/app-error';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import type { Logger } from '../../logging/logger';
import { PaymentProviderError, type PaymentProvider } from '../../payments/payment-provider';
import type { Body } from '../../validation/body';
import { assertId } from '../../validation/ids';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../validation/pagination';
import { fullyFundedCount, journeyOf, liveHeldCents, room, type ApplicationFunding } from '../applications';
import type { AuditService } from '../audit';
import { checkoutTimes, HOLD_GRACE_MS, minutesUntil } from './checkout-expiry';
import { AccountErrors, type AccountLanguage, type AccountsService } from '../accounts';
import { Checkout } from './checkout.entity';
import { dollarText } from './dollar-text';
import { DonationErrors } from './donations.errors';
import { DONATION_COLUMNS, DONATION_FROM, toDonation, toMonthlyGift, type DonationRow, type GiftRow, type TestRenewalUrl } from './donation-rows';
import { readCheckoutRequest } from './donation-input.validation';
import { CheckoutLocale, CheckoutStatus, DonationStatus, GiftCancelReason, Recurrence } from './donation.enums';
import { CheckoutVerification, Donation, DonationStats, GivingSummary, PaymentsWaiting, type MonthlyGift } from './dto/donation.types';
import type { DonationFulfilment } from './fulfilment.service';
import { auditAnonymousReads } from './gift-details';

export interface CheckoutLimits {
  perDonor: RateLimiter;
  perIp: RateLimiter;
  /** Verify calls per donor (each may reach the provider). */
  verifyPerDonor: RateLimiter;
}

export interface DonationFilter {
  applicationId?: string;
  status?: DonationStatus;
}

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

/**
 * Giving, as donors and admins see it: starting a checkout (the provider's hosted page), verifying
 * its outcome on return, the donor's history and receipts, cancelling a monthly gift, and the
 * admin's list and totals. Money is recorded only by DonationFulfilment.
 */
export class DonationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly fulfilment: DonationFulfilment,
    private readonly funding: ApplicationFunding,
    private readonly audit: AuditService,
    private readonly lists: SharedListsChanges,
    private readonly limits: CheckoutLimits,
    private readonly urls: { webOrigin: string; testRenewalUrl: TestRenewalUrl },
    private readonly logger: Logger,
    /** The donor's address and language, from the accounts module's read model. */
    private readonly accounts: Pick<AccountsService, 'contact'>,
  ) {}

  /**
   * DESIGN §4, §7: only approved applications that are not fully funded take donations, and no
   * more than is free now — the goal less what is collected and what other donors' checkouts hold.
   * The checkout holds its own amount until it completes or lapses, so donors who meet at a
   * journey's goal cannot all pay for its last dollars.
   */
  async startCheckout(viewer: Viewer, body: Body, ip: string): Promise<{ sessionId: string; url: string }> {
    await this.limits.perIp.consume(`ip:${rateLimitAddress(ip)}`, DonationErrors.TOO_MANY_CHECKOUTS);
    await this.limits.perDonor.consume(`donor:${viewer.id}`, DonationErrors.TOO_MANY_CHECKOUTS);
    const request = readCheckoutRequest(body);
    const donor = await this.accounts.contact(this.dataSource.manager, viewer.id);
    if (donor?.role !== Role.DONOR) throw new AppError(AccountErrors.ACCOUNT_NOT_FOUND);
    // One rule for GraphQL and REST (SPEC §7's clients send no locale): the language asked for, else the donor's own.
    const locale: CheckoutLocale = request.locale ?? (donor.language as `${AccountLanguage}` as CheckoutLocale);

    const now = new Date();
    const { sessionExpiresAt, holdExpiresAt } = checkoutTimes(now);
    const details = request.details;
    const checkout = await inMoneyTransaction(this.dataSource, async (manager) => {
      if (details.ecardEmail) await this.withinECardLimit(manager, viewer.id);
      const funding = await this.funding.lock(manager, request.applicationId);
      if (!funding) throw new AppError(DonationErrors.REQUEST_NOT_FOUND);
      if (funding.status !== 'approved') throw new AppError(DonationErrors.REQUEST_NOT_OPEN);
      if (funding.closed) throw new AppError(DonationErrors.REQUEST_CANCELLED);
      if (funding.collectedCents >= funding.requestedCents) throw new AppError(DonationErrors.REQUEST_FULLY_FUNDED);
      // Issue 31: zakat only to a journey the admins marked zakat-eligible (read under the lock an unmark takes too).
      if (request.zakat && !funding.zakatCategory) throw new AppError(DonationErrors.ZAKAT_NOT_ELIGIBLE, { field: 'zakat' });
      const free = room(funding);
      const held = dollarText(funding.othersHeldCents);
      // Measured now, after the lock: a hold granted while this request waited ends later than `now` + 33 minutes.
      const minutes = minutesUntil(funding.othersHeldUntil, new Date());
      if (free <= 0) throw new AppError(DonationErrors.REQUEST_FULLY_HELD, { values: { held, minutes } });
      if (request.amountCents > free) {
        if (funding.othersHeldCents > 0) throw new AppError(DonationErrors.AMOUNT_OVER_AVAILABLE, { field: 'amount', values: { available: dollarText(free), held, minutes } });
        throw new AppError(DonationErrors.AMOUNT_OVER_REMAINING, { field: 'amount', values: { remaining: dollarText(free) } });
      }
      const [row] = await manager.query(
        `INSERT INTO checkout (donor_id, application_id, recurring, amount_cents, currency, provider, status, expires_at, zakat,
           anonymous, support_message, support_status, dedication_kind, dedication_name, ecard_email, ecard_language)
         VALUES ($1, $2, $3, $4, 'usd', $5, 'creating', $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [viewer.id, funding.applicationId, request.recurring, request.amountCents, this.provider.name, sessionExpiresAt, request.zakat,
          details.anonymous, details.supportMessage, details.supportMessage ? 'pending' : null, details.dedicationKind, details.dedicationName,
          details.ecardEmail, details.ecardLanguage],
      );
      // A monthly gift holds its first month, which is charged at once; later months hold nothing.
      await this.funding.hold(manager, funding, row.id, request.amountCents, holdExpiresAt, request.zakat);
      await this.lists.announce(manager);
      return row as { id: string };
    });
    this.lists.committed();

    const application = (await journeyOf(this.dataSource.manager, request.applicationId))!;
    try {
      const created = await this.provider.createCheckout({
        checkoutId: checkout.id,
        recurring: request.recurring,
        amountCents: request.amountCents,
        currency: 'usd',
        applicantName: application.fullName,
        journey: application.travelType,
        donorEmail: donor.email,
        locale,
        successUrl: `${this.urls.webOrigin}/donor/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.urls.webOrigin}/donor/cancel`,
        expiresAt: sessionExpiresAt,
      });
      // A very quick donor's payment may have been recorded already: its status stays.
      await this.dataSource.query(
        `UPDATE checkout SET status = CASE WHEN status = 'creating' THEN 'open' ELSE status END, provider_session_id = $2, url = $3 WHERE id = $1`,
        [checkout.id, created.sessionId, created.url],
      );
      return created;
    } catch (error) {
      this.logger.error('could not start a checkout at the payment provider', { checkoutId: checkout.id, error });
      await this.abandon(checkout.id, request.applicationId);
      throw new AppError(DonationErrors.CHECKOUT_NOT_STARTED);
    }
  }

  /**
   * At most MAX_ECARDS_PER_DONOR e-cards asked for in ECARD_WINDOW_HOURS (each is an email to an
   * address of the donor's choosing): counted under a lock of the donor's, so two checkouts at once
   * cannot both take the last one. A checkout the provider never opened gives its e-card back.
   */
  private async withinECardLimit(manager: EntityManager, donorId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ecards:${donorId}`]);
    const [row] = await manager.query(
      `SELECT count(*)::int AS count FROM checkout
       WHERE donor_id = $1 AND ecard_email IS NOT NULL AND status <> 'failed' AND created_at > now() - make_interval(hours => $2)`,
      [donorId, ECARD_WINDOW_HOURS],
    );
    if (row.count >= MAX_ECARDS_PER_DONOR) throw new AppError(DonationErrors.TOO_MANY_ECARDS, { values: { maximum: MAX_ECARDS_PER_DONOR, hours: ECARD_WINDOW_HOURS } });
  }

  /** A checkout the provider never opened: failed, and its hold released at once. */
  private async abandon(checkoutId: string, applicationId: string): Promise<void> {
    await inMoneyTransaction(this.dataSource, async (manager) => {
      const funding = (await this.funding.lock(manager, applicationId, checkoutId))!;
      await manager.query(`UPDATE checkout SET status = 'failed' WHERE id = $1 AND status = 'creating'`, [checkoutId]);
      await this.funding.release(manager, funding, checkoutId);
      await this.lists.announce(manager);
    });
    this.lists.committed();
  }

  /**
   * The success page's call: asks the provider how the session stands and completes it here if it
   * is paid (the same fulfilment as the webhook; whichever comes first records the money).
   */
  async verify(viewer: Viewer, sessionId: unknown): Promise<CheckoutVerification> {
    // Each call may reach the provider: a script cannot make us hammer it.
    await this.limits.verifyPerDonor.consume(`donor:${viewer.id}`, DonationErrors.TOO_MANY_VERIFICATIONS);
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
      throw new AppError(DonationErrors.SESSION_ID_INVALID, { field: 'session_id' });
    }
    const checkout = await this.dataSource.getRepository(Checkout).findOne({ where: { providerSessionId: sessionId } });
    if (!checkout) throw new AppError(DonationErrors.SESSION_NOT_FOUND);
    if (checkout.donorId !== viewer.id) throw new AppError(DonationErrors.NOT_YOUR_DONATION);

    // A monthly gift is complete once its subscription started; its first month may still be on its
    // way (a webhook placed late): the provider's session, with its invoice, says.
    const awaitingFirstMonth =
      checkout.recurring === Recurrence.MONTHLY &&
      checkout.status === CheckoutStatus.COMPLETED &&
      !(await this.dataSource.query('SELECT 1 FROM donation WHERE checkout_id = $1 LIMIT 1', [checkout.id])).length;
    // Only money recorded is final here: an expired or failed checkout may still have been paid at
    // the provider in its last moment, and the provider's word wins.
    const settled = checkout.status === CheckoutStatus.COMPLETED && !awaitingFirstMonth;
    if (!settled) {
      if (checkout.provider !== this.provider.name) throw new AppError(DonationErrors.OTHER_PAYMENT_PROVIDER);
      let session;
      try {
        session = await this.provider.retrieveSession(sessionId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        this.logger.error('could not verify a checkout at the payment provider', { checkoutId: checkout.id, error });
        throw new AppError(DonationErrors.PROVIDER_UNREACHABLE_VERIFY);
      }
      if (session.status === 'complete') await this.fulfilment.handle({ type: 'session.completed', session });
      else if (session.status === 'expired') await this.fulfilment.handle({ type: 'session.expired', session });
    }

    const [current] = await this.dataSource.query('SELECT status FROM checkout WHERE id = $1', [checkout.id]);
    const status = (current.status === 'creating' ? CheckoutStatus.OPEN : current.status) as CheckoutStatus;
    const [row] = await this.dataSource.query(
      `SELECT ${DONATION_COLUMNS} FROM ${DONATION_FROM} WHERE d.checkout_id = $1 ORDER BY d.created_at, d.id LIMIT 1`,
      [checkout.id],
    );
    return Object.assign(new CheckoutVerification(), {
      id: sessionId,
      success: status === CheckoutStatus.COMPLETED,
      status,
      recurring: checkout.recurring,
      donation: row ? toDonation(row, this.urls.testRenewalUrl) : null,
    });
  }

  /** The signed-in donor's donations, newest first. */
  history(viewer: Viewer, first: number | null | undefined, after: string | null | undefined): Promise<Page<Donation>> {
    return this.page('d.donor_id = $1', [viewer.id], first, after);
  }

  /** Every donation, newest first, optionally of one application and one status (admins). */
  async list(viewer: Viewer, filter: DonationFilter, first: number | null | undefined, after: string | null | undefined): Promise<Page<Donation>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.applicationId !== undefined) {
      assertId(filter.applicationId, DonationErrors.REQUEST_NOT_FOUND);
      params.push(filter.applicationId);
      conditions.push(`d.application_id = $${params.length}`);
    }
    if (filter.status !== undefined) {
      params.push(filter.status);
      conditions.push(`d.status = $${params.length}`);
    }
    return this.audited(viewer, await this.page(conditions.join(' AND ') || 'true', params, first, after));
  }

  /** An admin read these donations' donors: those of anonymous gifts go on the audit trail (issue 31). */
  private async audited<P extends Page<Donation>>(viewer: Viewer, page: P): Promise<P> {
    await auditAnonymousReads(this.audit, viewer, page.nodes.filter((donation) => donation.anonymous).map((donation) => ({ subjectType: 'donation', subjectId: donation.id })));
    return page;
  }

  /** Rows for REST clients that read a whole list: `batch` rows at a time, in the list's order. */
  async *stream(where: { donorId?: string }, viewer: Viewer, batch = 500): AsyncGenerator<Donation> {
    let after: string | null = null;
    for (;;) {
      const page: Page<Donation> = where.donorId
        ? await this.page('d.donor_id = $1', [where.donorId], batch, after, batch)
        : await this.audited(viewer, await this.page('true', [], batch, after, batch));
      yield* page.nodes;
      if (!page.hasNextPage) return;
      after = page.endCursor;
    }
  }

  async givingSummary(viewer: Viewer): Promise<GivingSummary> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(d.kept_cents), 0)::bigint AS cents,
              count(*) FILTER (WHERE d.kept_cents > 0)::int AS completed,
              count(DISTINCT d.application_id) FILTER (WHERE d.kept_cents > 0)::int AS lives,
              coalesce(array_agg(DISTINCT d.application_id::text) FILTER (WHERE d.kept_cents > 0), '{}'::text[]) AS journeys
       FROM donation d WHERE d.donor_id = $1`,
      [viewer.id],
    );
    // Whether a journey is fully funded is the applications module's to say.
    const funded = await fullyFundedCount(this.dataSource.manager, row.journeys);
    return Object.assign(new GivingSummary(), {
      id: `giving-summary:${viewer.id}`,
      totalDonated: Number(row.cents) / 100,
      completedCount: row.completed,
      livesHelped: row.lives,
      journeysFullyFunded: funded,
    });
  }

  /** One statement over a few tally rows, however many donations there are. */
  async stats(): Promise<DonationStats> {
    const [row] = await this.dataSource.query(`
      SELECT coalesce(sum(donations), 0)::int AS "donationCount",
             coalesce(sum(completed), 0)::int AS "completedCount",
             coalesce(sum(completed_cents), 0)::bigint AS cents,
             (SELECT coalesce(sum(completed_cents), 0)::bigint FROM donation_tally WHERE day > current_date - 30) AS "centsThisMonth",
             (SELECT coalesce(sum(completed), 0)::int FROM donation_tally WHERE day > current_date - 7) AS "completedThisWeek"
      FROM donation_total`);
    // What started checkouts hold is the journeys' (the applications module's read model).
    const heldCents = await liveHeldCents(this.dataSource.manager);
    return Object.assign(new DonationStats(), {
      donationCount: row.donationCount,
      completedCount: row.completedCount,
      totalAmount: Number(row.cents) / 100,
      amountThisMonth: Number(row.centsThisMonth) / 100,
      completedThisWeek: row.completedThisWeek,
      heldAmount: heldCents / 100,
    });
  }

  /** What the provider has yet to settle: checkouts past their time, refunds not carried out. */
  async paymentsWaiting(): Promise<PaymentsWaiting> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM checkout WHERE status IN ('creating', 'open', 'processing') AND coalesce(expires_at, created_at + interval '1 day') < now() - make_interval(secs => $1))::int AS checkouts,
              (SELECT min(coalesce(expires_at, created_at + interval '1 day')) FROM checkout
                 WHERE status IN ('creating', 'open', 'processing') AND coalesce(expires_at, created_at + interval '1 day') < now() - make_interval(secs => $1)) AS checkouts_since,
              (SELECT count(*) FROM donation_refund WHERE status = 'pending')::int AS pending,
              (SELECT min(created_at) FROM donation_refund WHERE status = 'pending') AS pending_since,
              (SELECT count(*) FROM donation_refund WHERE status = 'failed')::int AS failed,
              (SELECT min(created_at) FROM donation_refund WHERE status = 'failed') AS failed_since`,
      [HOLD_GRACE_MS / 1000],
    );
    const since = [row.checkouts_since, row.pending_since, row.failed_since].filter(Boolean).map((at) => new Date(at).getTime());
    return Object.assign(new PaymentsWaiting(), {
      checkouts: row.checkouts,
      refundsPending: row.pending,
      refundsFailed: row.failed,
      oldestSince: since.length ? new Date(Math.min(...since)) : null,
    });
  }

  /** One donation as admins see it. */
  async byId(id: string, viewer?: Viewer): Promise<Donation> {
    const page = await this.page('d.id = $1', [id], 1, null, 1);
    if (!page.nodes[0]) throw new AppError(DonationErrors.DONATION_NOT_FOUND);
    if (viewer) await this.audited(viewer, page);
    return page.nodes[0];
  }

  /** A paid donation's receipt (refunds and all): its own donor's, or any for an admin. */
  async receipt(viewer: Viewer, id: string): Promise<Donation> {
    assertId(id, DonationErrors.DONATION_NOT_FOUND);
    const [row] = await this.dataSource.query(`SELECT ${DONATION_COLUMNS}, d.donor_id FROM ${DONATION_FROM} WHERE d.id = $1`, [id]);
    if (!row) throw new AppError(DonationErrors.DONATION_NOT_FOUND);
    if (viewer.role !== Role.ADMIN && row.donor_id !== viewer.id) throw new AppError(DonationErrors.NOT_YOUR_DONATION);
    if (row.status === DonationStatus.FAILED) throw new AppError(DonationErrors.RECEIPT_NOT_AVAILABLE);
    const donation = toDonation(row, this.urls.testRenewalUrl);
    if (row.donor_id !== viewer.id) await this.audited(viewer, { nodes: [donation] } as Page<Donation>);
    return donation;
  }

  /** The donor stops a monthly gift: at the provider first, then here (no further months are charged). */
  async cancelMonthlyGift(viewer: Viewer, id: string): Promise<MonthlyGift> {
    assertId(id, DonationErrors.MONTHLY_GIFT_NOT_FOUND);
    const checkout = await this.dataSource.getRepository(Checkout).findOne({ where: { id } });
    if (!checkout || checkout.recurring !== Recurrence.MONTHLY) throw new AppError(DonationErrors.MONTHLY_GIFT_NOT_FOUND);
    if (checkout.donorId !== viewer.id) throw new AppError(DonationErrors.NOT_YOUR_MONTHLY_GIFT);
    if (checkout.subscriptionStatus === null) {
      throw new AppError(DonationErrors.MONTHLY_GIFT_NOT_STARTED);
    }
    if (checkout.subscriptionStatus === 'active') {
      try {
        await this.fulfilment.endMonthlyGift(checkout.id, GiftCancelReason.DONOR);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // The donor's request did not reach the provider: nothing changes (a goal's pending end stays).
        await this.dataSource.query(`UPDATE checkout SET cancel_reason = NULL WHERE id = $1 AND subscription_status = 'active' AND cancel_reason = 'donor'`, [checkout.id]);
        this.logger.error('could not cancel a monthly gift at the payment provider', { checkoutId: checkout.id, error });
        throw new AppError(DonationErrors.PROVIDER_UNREACHABLE_CANCEL);
      }
      await this.audit.record(this.dataSource.manager, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'monthly_gift.cancel',
        subjectType: 'monthly_gift',
        subjectId: checkout.id,
        fromState: 'active',
        toState: 'canceled',
      });
    }
    const [row] = await this.dataSource.query(
      `SELECT id AS checkout_id, amount_cents AS gift_amount_cents, provider, subscription_id, subscription_status, canceled_at, cancel_reason
       FROM checkout WHERE id = $1`,
      [checkout.id],
    );
    return toMonthlyGift(row as GiftRow, this.urls.testRenewalUrl);
  }

  private async page(where: string, params: unknown[], first: number | null | undefined, after: string | null | undefined, max?: number): Promise<Page<Donation>> {
    const size = max ?? pageSize(first);
    const cursor = decodeCursor(after);
    const values = [...params];
    let condition = where;
    if (cursor) {
      values.push(cursor.at, cursor.id);
      condition = `(${where}) AND (d.created_at, d.id) < ($${values.length - 1}, $${values.length})`;
    }
    values.push(size + 1);
    const rows: DonationRow[] = await this.dataSource.query(
      `SELECT ${DONATION_COLUMNS} FROM ${DONATION_FROM} WHERE ${condition} ORDER BY d.created_at DESC, d.id DESC LIMIT $${values.length}`,
      values,
    );
    return pageOf(rows.map((row) => toDonation(row, this.urls.testRenewalUrl)), size, (donation) => encodeCursor(donation.createdAt, donation.id));
  }
}

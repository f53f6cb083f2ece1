import type { DataSource } from 'typeorm';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Viewer } from '../../auth/tokens';
import { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import { PaymentProviderError, type PaymentProvider } from '../../payments/payment-provider';
import type { Body } from '../../validation/body';
import { assertId } from '../../validation/ids';
import { decodeCursor, encodeCursor, pageSize } from '../../validation/pagination';
import type { AuditService } from '../audit/audit.service';
import { AccountErrors } from '../accounts/accounts.errors';
import { Checkout } from './checkout.entity';
import { DonationErrors } from './donations.errors';
import { DONATION_COLUMNS, DONATION_FROM, toDonation, toMonthlyGift, type DonationRow, type GiftRow, type TestRenewalUrl } from './donation-rows';
import { readCheckoutRequest } from './donation-input.validation';
import { CheckoutStatus, DonationStatus, GiftCancelReason, Recurrence } from './donation.enums';
import { CheckoutVerification, Donation, DonationStats, GivingSummary, type MonthlyGift } from './dto/donation.types';
import type { DonationFulfilment } from './fulfilment.service';

export interface Page<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

export interface CheckoutLimits {
  perDonor: RateLimiter;
  perIp: RateLimiter;
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
    private readonly audit: AuditService,
    private readonly limits: CheckoutLimits,
    private readonly urls: { webOrigin: string; testRenewalUrl: TestRenewalUrl },
    private readonly logger: Logger,
  ) {}

  /**
   * DESIGN §4, §7: only approved applications that are not fully funded take donations, and a
   * one-time gift no larger than what the journey still needs.
   */
  async startCheckout(viewer: Viewer, body: Body, ip: string): Promise<{ sessionId: string; url: string }> {
    await this.limits.perIp.consume(`ip:${ip}`, DonationErrors.TOO_MANY_CHECKOUTS);
    await this.limits.perDonor.consume(`donor:${viewer.id}`, DonationErrors.TOO_MANY_CHECKOUTS);
    const request = readCheckoutRequest(body);

    const [application] = await this.dataSource.query(
      `SELECT id, full_name, travel_type, status, requested_amount_cents, collected_amount_cents FROM application WHERE id = $1`,
      [request.applicationId],
    );
    if (!application) throw new AppError(DonationErrors.REQUEST_NOT_FOUND);
    if (application.status !== 'approved') throw new AppError(DonationErrors.REQUEST_NOT_OPEN);
    const remaining = application.requested_amount_cents - application.collected_amount_cents;
    if (remaining <= 0) throw new AppError(DonationErrors.REQUEST_FULLY_FUNDED);
    if (request.recurring === Recurrence.ONE_TIME && request.amountCents > remaining) {
      throw new AppError(DonationErrors.AMOUNT_OVER_REMAINING, { field: 'amount', values: { remaining: (remaining / 100).toFixed(remaining % 100 ? 2 : 0) } });
    }
    const [donor] = await this.dataSource.query('SELECT email FROM account WHERE id = $1 AND role = $2', [viewer.id, Role.DONOR]);
    if (!donor) throw new AppError(AccountErrors.ACCOUNT_NOT_FOUND);

    const checkout = await this.dataSource.getRepository(Checkout).save(
      this.dataSource.getRepository(Checkout).create({
        donorId: viewer.id,
        applicationId: application.id,
        recurring: request.recurring,
        amountCents: request.amountCents,
        currency: 'usd',
        provider: this.provider.name,
        status: 'creating',
      }),
    );
    try {
      const created = await this.provider.createCheckout({
        checkoutId: checkout.id,
        recurring: request.recurring,
        amountCents: request.amountCents,
        currency: 'usd',
        applicantName: application.full_name,
        journey: application.travel_type,
        donorEmail: donor.email,
        locale: request.locale,
        successUrl: `${this.urls.webOrigin}/donor/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.urls.webOrigin}/donor/cancel`,
      });
      await this.dataSource.query(`UPDATE checkout SET status = 'open', provider_session_id = $2, url = $3 WHERE id = $1`, [checkout.id, created.sessionId, created.url]);
      return created;
    } catch (error) {
      await this.dataSource.query(`UPDATE checkout SET status = 'failed' WHERE id = $1`, [checkout.id]);
      this.logger.error('could not start a checkout at the payment provider', { checkoutId: checkout.id, error });
      throw new AppError(DonationErrors.CHECKOUT_NOT_STARTED);
    }
  }

  /**
   * The success page's call: asks the provider how the session stands and completes it here if it
   * is paid (the same fulfilment as the webhook; whichever comes first records the money).
   */
  async verify(viewer: Viewer, sessionId: unknown): Promise<CheckoutVerification> {
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
    const settled = checkout.status === CheckoutStatus.FAILED || checkout.status === CheckoutStatus.EXPIRED || (checkout.status === CheckoutStatus.COMPLETED && !awaitingFirstMonth);
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
  list(filter: DonationFilter, first: number | null | undefined, after: string | null | undefined): Promise<Page<Donation>> {
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
    return this.page(conditions.join(' AND ') || 'true', params, first, after);
  }

  /** Rows for REST clients that read a whole list: `batch` rows at a time, in the list's order. */
  async *stream(where: { donorId?: string }, batch = 500): AsyncGenerator<Donation> {
    let after: string | null = null;
    for (;;) {
      const page: Page<Donation> = where.donorId
        ? await this.page('d.donor_id = $1', [where.donorId], batch, after, batch)
        : await this.page('true', [], batch, after, batch);
      yield* page.nodes;
      if (!page.pageInfo.hasNextPage) return;
      after = page.pageInfo.endCursor;
    }
  }

  async givingSummary(viewer: Viewer): Promise<GivingSummary> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(amount_cents) FILTER (WHERE status = 'completed'), 0)::bigint AS cents,
              count(*) FILTER (WHERE status = 'completed')::int AS completed,
              count(DISTINCT application_id) FILTER (WHERE status = 'completed')::int AS lives
       FROM donation WHERE donor_id = $1`,
      [viewer.id],
    );
    return Object.assign(new GivingSummary(), {
      id: `giving-summary:${viewer.id}`,
      totalDonated: Number(row.cents) / 100,
      completedCount: row.completed,
      livesHelped: row.lives,
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
    return Object.assign(new DonationStats(), {
      donationCount: row.donationCount,
      completedCount: row.completedCount,
      totalAmount: Number(row.cents) / 100,
      amountThisMonth: Number(row.centsThisMonth) / 100,
      completedThisWeek: row.completedThisWeek,
    });
  }

  /** A completed donation's receipt: its own donor's, or any for an admin. */
  async receipt(viewer: Viewer, id: string): Promise<Donation> {
    assertId(id, DonationErrors.DONATION_NOT_FOUND);
    const [row] = await this.dataSource.query(`SELECT ${DONATION_COLUMNS}, d.donor_id FROM ${DONATION_FROM} WHERE d.id = $1`, [id]);
    if (!row) throw new AppError(DonationErrors.DONATION_NOT_FOUND);
    if (viewer.role !== Role.ADMIN && row.donor_id !== viewer.id) throw new AppError(DonationErrors.NOT_YOUR_DONATION);
    if (row.status !== DonationStatus.COMPLETED) throw new AppError(DonationErrors.RECEIPT_NOT_AVAILABLE);
    return toDonation(row, this.urls.testRenewalUrl);
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
    const hasNextPage = rows.length > size;
    const nodes = rows.slice(0, size).map((row) => toDonation(row, this.urls.testRenewalUrl));
    const last = nodes[nodes.length - 1];
    return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(last.createdAt, last.id) : null } };
  }
}

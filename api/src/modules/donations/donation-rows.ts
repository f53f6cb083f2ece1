import { Donation, DonationRefund, MonthlyGift } from './dto/donation.types';
import { GiftDedication } from './dto/gift-details.types';
import { DedicationKind, DisputeStatus, DonationStatus, SupportMessageStatus, GiftCancelReason, MonthlyGiftStatus, Recurrence, RefundReason, RefundStatus, TrackingStatus } from './donation.enums';

/**
 * One statement reads donations with everything the screens show (applicant, donor, the monthly
 * gift's state): joins on primary keys, so a page costs the same however many donations exist.
 */
export const DONATION_COLUMNS = `
  d.id, d.application_id, a.full_name AS applicant_name, acc.fullname AS donor_name, acc.email AS donor_email,
  d.amount_cents, d.currency, d.recurring, d.status, d.created_at, d.period_start, d.receipt_number, d.test_mode, d.zakat,
  d.exceeded_goal, d.tracking_status, d.tracking_message, d.tracking_updated_at,
  d.refunded_cents, d.kept_cents, d.charged_amount_cents, d.charged_currency, d.dispute_status,
  (SELECT coalesce(json_agg(json_build_object('id', r.id, 'number', r.refund_number, 'cents', r.amount_cents, 'reason', r.reason,
      'status', r.status, 'note', r.note, 'at', r.created_at) ORDER BY r.created_at, r.refund_number), '[]'::json)
   FROM donation_refund r WHERE r.donation_id = d.id) AS refunds,
  c.id AS checkout_id, c.amount_cents AS gift_amount_cents, c.provider, c.subscription_id, c.subscription_status,
  c.canceled_at, c.cancel_reason, c.anonymous, c.support_message, c.support_status, c.dedication_kind, c.dedication_name`;

export const DONATION_FROM = `
  donation d
  JOIN application a ON a.id = d.application_id
  JOIN account acc ON acc.id = d.donor_id
  JOIN checkout c ON c.id = d.checkout_id`;

export interface GiftRow {
  checkout_id: string;
  gift_amount_cents: number;
  provider: string;
  subscription_id: string | null;
  subscription_status: 'active' | 'canceled' | null;
  canceled_at: Date | null;
  cancel_reason: GiftCancelReason | null;
}

/** A row of DONATION_COLUMNS, as pg returns it. */
export interface DonationRow extends GiftRow {
  id: string;
  application_id: string;
  applicant_name: string;
  donor_name: string;
  donor_email: string;
  amount_cents: number;
  currency: string;
  recurring: Recurrence;
  status: DonationStatus;
  created_at: Date;
  period_start: Date | null;
  receipt_number: string | null;
  test_mode: boolean;
  zakat: boolean;
  exceeded_goal: boolean;
  tracking_status: TrackingStatus;
  tracking_message: string | null;
  tracking_updated_at: Date | null;
  refunded_cents: number;
  kept_cents: number;
  charged_amount_cents: number | null;
  charged_currency: string | null;
  dispute_status: 'open' | 'won' | 'lost' | null;
  anonymous: boolean;
  support_message: string | null;
  support_status: SupportMessageStatus | null;
  dedication_kind: DedicationKind | null;
  dedication_name: string | null;
  /** json_agg of the donation's refunds, oldest first (pg parses json). */
  refunds: RefundJson[];
}

interface RefundJson {
  id: string;
  number: string;
  cents: number;
  reason: RefundReason;
  status: RefundStatus;
  note: string | null;
  at: string;
}

function toRefund(refund: RefundJson): DonationRefund {
  return Object.assign(new DonationRefund(), {
    id: refund.id,
    refundNumber: refund.number,
    amount: refund.cents / 100,
    reason: refund.reason,
    status: refund.status,
    note: refund.note,
    createdAt: new Date(refund.at),
  });
}

/** Builds the page where a test-checkout subscription's renewals are simulated (undefined on Stripe). */
export type TestRenewalUrl = ((subscriptionId: string) => string) | undefined;

export function toMonthlyGift(row: GiftRow, testRenewalUrl: TestRenewalUrl): MonthlyGift {
  let status = MonthlyGiftStatus.CANCELED;
  if (!row.subscription_status) status = MonthlyGiftStatus.PENDING;
  else if (row.subscription_status === 'active') status = row.cancel_reason ? MonthlyGiftStatus.ENDING : MonthlyGiftStatus.ACTIVE;
  return Object.assign(new MonthlyGift(), {
    id: row.checkout_id,
    status,
    amount: row.gift_amount_cents / 100,
    canceledAt: row.canceled_at,
    cancelReason: row.cancel_reason,
    testRenewalUrl:
      testRenewalUrl && row.provider === 'test' && row.subscription_id && status === MonthlyGiftStatus.ACTIVE ? testRenewalUrl(row.subscription_id) : null,
  });
}

export function toDonation(row: DonationRow, testRenewalUrl: TestRenewalUrl): Donation {
  const recurring = row.recurring;
  return Object.assign(new Donation(), {
    id: row.id,
    applicationId: row.application_id,
    applicantName: row.applicant_name,
    donorName: row.donor_name,
    donorEmail: row.donor_email,
    amount: row.amount_cents / 100,
    keptAmount: row.kept_cents / 100,
    refundedAmount: row.refunded_cents / 100,
    chargedAmount: row.charged_amount_cents === null ? null : row.charged_amount_cents / 100,
    chargedCurrency: row.charged_currency,
    disputeStatus: row.dispute_status as DisputeStatus | null,
    refunds: (typeof row.refunds === 'string' ? (JSON.parse(row.refunds) as RefundJson[]) : row.refunds).map(toRefund),
    currency: row.currency,
    recurring,
    status: row.status,
    createdAt: row.created_at,
    periodStart: row.period_start,
    receiptNumber: row.receipt_number,
    testMode: row.test_mode,
    zakat: row.zakat === true,
    exceededGoal: row.exceeded_goal,
    trackingStatus: row.tracking_status,
    trackingMessage: row.tracking_message,
    trackingUpdatedAt: row.tracking_updated_at,
    monthlyGift: recurring === Recurrence.MONTHLY ? toMonthlyGift(row, testRenewalUrl) : null,
    anonymous: row.anonymous === true,
    supportMessage: row.support_message,
    supportMessageStatus: row.support_status,
    dedication: row.dedication_kind && row.dedication_name ? Object.assign(new GiftDedication(), { kind: row.dedication_kind, name: row.dedication_name }) : null,
  });
}

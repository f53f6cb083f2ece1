import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Tone } from '../tone';
import type {
  DisputeStatus,
  DonationStatus,
  MonthlyGiftStatus,
  Recurrence,
  RefundReason,
  RefundStatus,
  TrackingStatus,
} from '../../graphql/generated/graphql';

/** One message map per enum (STYLE §11): the donor's history, the receipt and the admin's grid agree. */
export const RECURRENCE_LABELS: Record<Recurrence, MessageDescriptor> = {
  ONE_TIME: msg`One-time`,
  MONTHLY: msg`Monthly`,
};

export const DONATION_STATUS_LABELS: Record<DonationStatus, MessageDescriptor> = {
  COMPLETED: msg`Completed`,
  PARTIALLY_REFUNDED: msg`Partly refunded`,
  REFUNDED: msg`Refunded`,
  DISPUTED: msg`Disputed`,
  FAILED: msg`Failed`,
};

/** Each payment status's colour (the same as My Donations' pills, badge.css). */
export const DONATION_STATUS_TONES: Record<DonationStatus, Tone> = {
  COMPLETED: 'success',
  PARTIALLY_REFUNDED: 'warning',
  REFUNDED: 'warning',
  DISPUTED: 'danger',
  FAILED: 'danger',
};

/** Why money went back, as the donor and the admin read it. */
export const REFUND_REASON_LABELS: Record<RefundReason, MessageDescriptor> = {
  OVER_GOAL: msg`The journey needed less than this gift`,
  ADMIN: msg`Refunded by Sabil`,
  PROVIDER: msg`Refunded by the card provider`,
  DISPUTE_LOST: msg`Returned by your bank after a dispute`,
  CURRENCY: msg`Paid in a currency Sabil cannot count`,
  JOURNEY_CANCELLED: msg`The journey was cancelled: refunded to you`,
  MOVED: msg`The journey was cancelled: moved to another journey`,
  ZAKAT_NOT_ELIGIBLE: msg`Given as zakat to a journey no longer zakat-eligible: returned whole`,
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, MessageDescriptor> = {
  PENDING: msg({ message: 'On its way', context: 'refund status' }),
  SUCCEEDED: msg({ message: 'Refunded', context: 'refund status' }),
  FAILED: msg({ message: 'Refused by the card provider', context: 'refund status' }),
  CANCELED: msg({ message: 'Not needed', context: 'refund status' }),
};

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, MessageDescriptor> = {
  OPEN: msg`Disputed at the bank`,
  WON: msg`Dispute closed: the gift stands`,
  LOST: msg`Dispute closed: the bank returned the money`,
};

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, MessageDescriptor> = {
  // Not the application tab's "Pending" (awaiting review): nothing has been reported yet.
  PENDING: msg({ message: 'Pending', context: 'tracking status' }),
  ONGOING: msg`Ongoing`,
  COMPLETED: msg`Completed`,
};

/** A tracking status's pill colour, the same in the admin's grid and the donor's updates. */
export const TRACKING_STATUS_TONES: Record<TrackingStatus, Tone> = {
  PENDING: 'warning',
  ONGOING: 'info',
  COMPLETED: 'success',
};

export const MONTHLY_GIFT_STATUS_LABELS: Record<MonthlyGiftStatus, MessageDescriptor> = {
  PENDING: msg`Starting`,
  ACTIVE: msg`Active`,
  // Its end is decided (the goal was reached) and on its way to the card provider.
  ENDING: msg`Ending`,
  CANCELED: msg`Cancelled`,
};

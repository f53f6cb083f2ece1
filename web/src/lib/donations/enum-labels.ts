import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DonationStatus, MonthlyGiftStatus, Recurrence, TrackingStatus } from '../../graphql/generated/graphql';

/** One message map per enum (STYLE §11): the donor's history, the receipt and the admin's grid agree. */
export const RECURRENCE_LABELS: Record<Recurrence, MessageDescriptor> = {
  ONE_TIME: msg`One-time`,
  MONTHLY: msg`Monthly`,
};

export const DONATION_STATUS_LABELS: Record<DonationStatus, MessageDescriptor> = {
  COMPLETED: msg`Completed`,
  FAILED: msg`Failed`,
};

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, MessageDescriptor> = {
  // Not the application tab's "Pending" (awaiting review): nothing has been reported yet.
  PENDING: msg({ message: 'Pending', context: 'tracking status' }),
  ONGOING: msg`Ongoing`,
  COMPLETED: msg`Completed`,
};

export const MONTHLY_GIFT_STATUS_LABELS: Record<MonthlyGiftStatus, MessageDescriptor> = {
  PENDING: msg`Starting`,
  ACTIVE: msg`Active`,
  // Its end is decided (the goal was reached) and on its way to the card provider.
  ENDING: msg`Ending`,
  CANCELED: msg`Cancelled`,
};

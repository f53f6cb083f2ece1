import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Tone } from '../ui/badge';
import type { PayoutPayee, PayoutPurpose, PayoutStatus } from '../../graphql/generated/graphql';

/** A payout's status in words (its own context: the same English words name other things). */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, MessageDescriptor> = {
  PROPOSED: msg({ message: 'Proposed', context: 'payout status' }),
  APPROVED: msg({ message: 'Approved', context: 'payout status' }),
  PAID: msg({ message: 'Paid', context: 'payout status' }),
  CANCELLED: msg({ message: 'Cancelled', context: 'payout status' }),
};

export const PAYOUT_STATUS_TONES: Record<PayoutStatus, Tone> = { PROPOSED: 'warning', APPROVED: 'info', PAID: 'success', CANCELLED: 'danger' };

export const PAYOUT_PURPOSE_LABELS: Record<PayoutPurpose, MessageDescriptor> = {
  PACKAGE: msg({ message: 'Package', context: 'payout purpose' }),
  VISA: msg({ message: 'Visa', context: 'payout purpose' }),
  FLIGHTS: msg({ message: 'Flights', context: 'payout purpose' }),
  OTHER: msg({ message: 'Other', context: 'payout purpose' }),
};

export const PAYOUT_PAYEE_LABELS: Record<PayoutPayee, MessageDescriptor> = {
  OPERATOR: msg({ message: 'An operator', context: 'payout payee' }),
  PILGRIM: msg({ message: 'The pilgrim', context: 'payout payee' }),
};

export const PAYOUT_PURPOSES: readonly PayoutPurpose[] = ['PACKAGE', 'VISA', 'FLIGHTS', 'OTHER'];
export const PAYOUT_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

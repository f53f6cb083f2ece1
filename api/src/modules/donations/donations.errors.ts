import { defineErrors } from '../../errors/app-error';

export const DonationErrors = defineErrors('donations', {
  REQUEST_NOT_FOUND: { code: 'NOT_FOUND', message: 'Application not found' },
  REQUEST_NOT_OPEN: { code: 'CONFLICT', message: 'This request is not open for donations.' },
  REQUEST_CANCELLED: { code: 'CONFLICT', message: 'This journey was cancelled and takes no more donations. Thank you! Another journey is waiting for you.' },
  DONATION_MOVED_IN: { code: 'CONFLICT', message: 'This gift was moved here from a cancelled journey: the card provider cannot refund it from this journey.' },
  ZAKAT_NOT_ELIGIBLE: {
    code: 'CONFLICT',
    message: 'This journey is not marked zakat-eligible: give your zakat to a zakat-eligible journey, or give this gift as sadaqah.',
  },
  REQUEST_FULLY_FUNDED: { code: 'CONFLICT', message: 'This journey is fully funded and no longer takes donations. Thank you!' },
  AMOUNT_OVER_REMAINING: { code: 'BAD_USER_INPUT', message: 'This journey needs only ${remaining} more. Please give at most that amount.' },
  AMOUNT_OVER_AVAILABLE: {
    code: 'BAD_USER_INPUT',
    message: 'Only ${available} of this journey is free now: ${held} is held for donors who are paying. Please give at most ${available}, or try again within {minutes} minutes.',
  },
  REQUEST_FULLY_HELD: {
    code: 'CONFLICT',
    message: 'Everything this journey still needs (${held}) is held for donors who are paying now. If they do not finish, it frees up within {minutes} minutes.',
  },
  TOO_MANY_VERIFICATIONS: { code: 'TOO_MANY_REQUESTS', message: 'Too many payment checks. Please wait a minute and try again.' },
  DONOR_NOT_CALLER: { code: 'FORBIDDEN', message: 'You can only donate as yourself.' },
  TOO_MANY_CHECKOUTS: { code: 'TOO_MANY_REQUESTS', message: 'Too many donation attempts. Please wait a few minutes and try again.' },
  CHECKOUT_NOT_STARTED: { code: 'PAYMENT_ERROR', message: 'Failed to start donation process. Please try again in a moment.' },
  SESSION_ID_INVALID: { code: 'BAD_USER_INPUT', message: 'session_id must be the id the payment page returned' },
  SESSION_NOT_FOUND: { code: 'NOT_FOUND', message: 'No donation was started with this session id.' },
  OTHER_PAYMENT_PROVIDER: { code: 'PAYMENT_ERROR', message: 'This donation was made through another payment provider.' },
  PROVIDER_UNREACHABLE_VERIFY: { code: 'PAYMENT_ERROR', message: 'We could not reach the payment provider to verify your payment. Please try again.' },
  PROVIDER_UNREACHABLE_CANCEL: {
    code: 'PAYMENT_ERROR',
    message: 'We could not reach the payment provider to cancel your monthly gift. Nothing has changed; please try again.',
  },
  NOT_YOUR_DONATION: { code: 'FORBIDDEN', message: 'This donation belongs to another donor.' },
  NOT_YOUR_HISTORY: { code: 'FORBIDDEN', message: 'You can only read your own donation history.' },
  DONATION_NOT_FOUND: { code: 'NOT_FOUND', message: 'Donation not found' },
  RECEIPT_NOT_AVAILABLE: { code: 'CONFLICT', message: 'Only donations whose money arrived have a receipt.' },
  NOTHING_TO_REFUND: { code: 'CONFLICT', message: 'Nothing of this donation is left to refund.' },
  REFUND_OVER_REFUNDABLE: { code: 'BAD_USER_INPUT', message: 'At most ${refundable} of this donation can be refunded.' },
  REFUND_OVER_PAID_OUT: {
    code: 'CONFLICT',
    message: 'This journey has paid out or approved ${committed} for the pilgrim: at most ${refundable} of what it keeps can be refunded now.',
  },
  DONATION_UNDER_DISPUTE: { code: 'CONFLICT', message: "This donation is disputed at the donor's bank; it cannot be refunded until the dispute closes." },
  DONATION_CHARGED_BACK: {
    code: 'CONFLICT',
    message: "This donation was charged back (its dispute was lost): the card provider refuses any refund of it. Return what is owed to the donor another way.",
  },
  REFUND_KEY_REUSED: { code: 'CONFLICT', message: 'This idempotency key was used for a refund of another donation.' },
  REFUND_OTHER_PROVIDER: { code: 'CONFLICT', message: 'This donation was made through another payment provider; refund it there.' },
  MONTHLY_GIFT_NOT_FOUND: { code: 'NOT_FOUND', message: 'Monthly gift not found' },
  NOT_YOUR_MONTHLY_GIFT: { code: 'FORBIDDEN', message: 'This monthly gift belongs to another donor.' },
  TOO_MANY_ECARDS: {
    code: 'TOO_MANY_REQUESTS',
    message: 'You have asked for {maximum} e-cards in the last {hours} hours, the most one donor may send. Give without an e-card, or try again later.',
  },
  SUPPORT_MESSAGE_NOT_FOUND: { code: 'NOT_FOUND', message: 'No words of support of a paid gift have this id.' },
  SUPPORT_MESSAGE_ALREADY_MODERATED: { code: 'CONFLICT', message: 'These words of support are already {status}; only pending ones can be approved or rejected.' },
  SUPPORT_DECISION_INVALID: { code: 'BAD_USER_INPUT', message: 'decision must be APPROVE or REJECT' },
  MONTHLY_GIFT_NOT_STARTED: {
    code: 'CONFLICT',
    message: 'This monthly gift has not started yet: no month has been paid, so there is nothing to cancel.',
  },
});

import { defineErrors } from '../../errors/app-error';

export const PayoutErrors = defineErrors('payouts', {
  OPERATOR_NOT_FOUND: { code: 'NOT_FOUND', message: 'There is no such operator.' },
  OPERATOR_LICENCE_TAKEN: { code: 'CONFLICT', message: 'An operator with this licence number in this country is already on the list.' },
  PAYOUT_NOT_FOUND: { code: 'NOT_FOUND', message: 'There is no such payout on this journey.' },
  PAYOUT_JOURNEY_NOT_FOUND: { code: 'NOT_FOUND', message: 'There is no journey for this application: only approved applications have payouts.' },
  PAYOUT_JOURNEY_CANCELLED: { code: 'CONFLICT', message: 'This journey was cancelled: no new payout can be proposed or approved for it.' },
  PAYOUT_OPERATOR_REQUIRED: { code: 'BAD_USER_INPUT', message: 'Choose the operator to pay.' },
  PAYOUT_OPERATOR_NOT_ALLOWED: { code: 'BAD_USER_INPUT', message: 'A payout to the pilgrim names no operator.' },
  PAYOUT_OVER_HOLDING: {
    code: 'CONFLICT',
    message: 'This journey holds {available} dollars that are not paid out or promised to another payout; a payout of {amount} dollars would exceed it.',
  },
  PAYOUT_SAME_ADMIN: { code: 'FORBIDDEN', message: 'Another admin must approve this payout: the admin who proposed it cannot.' },
  PAYOUT_NOT_PROPOSED: { code: 'CONFLICT', message: 'This payout is {status}: only a proposed payout can be approved.' },
  PAYOUT_NOT_APPROVED: { code: 'CONFLICT', message: 'This payout is {status}: only an approved payout can be marked paid.' },
  PAYOUT_ALREADY_FINAL: { code: 'CONFLICT', message: 'This payout is {status} already: it cannot be cancelled.' },
  PAYOUT_DOCUMENT_REQUIRED: { code: 'BAD_USER_INPUT', message: 'The invoice or quote is required.' },
  PAYOUT_DOCUMENT_TYPE_REFUSED: { code: 'BAD_USER_INPUT', message: 'The invoice or quote must be a JPG, PNG or PDF file.' },
  PAYOUT_DOCUMENT_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The invoice or quote must be at most 5 MB.' },
  PAYOUT_DOCUMENT_EMPTY: { code: 'BAD_USER_INPUT', message: 'The invoice or quote is empty.' },
  PAYOUT_DOCUMENT_UNREADABLE: { code: 'BAD_USER_INPUT', message: 'The invoice or quote could not be read as the picture it claims to be.' },
  PAYOUT_DOCUMENT_MISSING: { code: 'NOT_FOUND', message: 'The invoice or quote of this payout is missing from storage.' },
  PAYOUT_STATUS_FILTER_INVALID: { code: 'BAD_USER_INPUT', message: 'status must be one of: {choices}' },
});

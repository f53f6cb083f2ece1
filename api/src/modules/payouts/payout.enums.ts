import { registerEnumType } from 'type-graphql';

/** Where a payout stands: proposed → approved → paid, or cancelled before it is paid. */
export enum PayoutStatus {
  PROPOSED = 'proposed',
  APPROVED = 'approved',
  PAID = 'paid',
  CANCELLED = 'cancelled',
}

/** Who is paid: a licensed operator from the admins' list, or the pilgrim (the applicant) directly. */
export enum PayoutPayee {
  OPERATOR = 'operator',
  PILGRIM = 'pilgrim',
}

/** What the money pays for. */
export enum PayoutPurpose {
  PACKAGE = 'package',
  VISA = 'visa',
  FLIGHTS = 'flights',
  OTHER = 'other',
}

registerEnumType(PayoutStatus, {
  name: 'PayoutStatus',
  description: "Where a payout stands. Proposed, approved and paid payouts all count against what the journey holds; cancelled ones do not.",
  valuesConfig: {
    PROPOSED: { description: 'An admin proposed it with its invoice or quote; another admin must approve it.' },
    APPROVED: { description: 'A second admin approved it (with a fresh proof of who they are); the transfer is to be made.' },
    PAID: { description: 'The transfer was made (its reference and date are kept). Final.' },
    CANCELLED: { description: 'It will not be made (the reason is kept). Final.' },
  },
});

registerEnumType(PayoutPayee, {
  name: 'PayoutPayee',
  description: 'Who a payout pays.',
  valuesConfig: {
    OPERATOR: { description: 'A licensed Hajj or Umrah operator of the admins’ list.' },
    PILGRIM: { description: 'The pilgrim (the applicant) directly.' },
  },
});

registerEnumType(PayoutPurpose, {
  name: 'PayoutPurpose',
  description: 'What a payout pays for.',
  valuesConfig: {
    PACKAGE: { description: 'The Hajj or Umrah package.' },
    VISA: { description: 'The visa.' },
    FLIGHTS: { description: 'The flights.' },
    OTHER: { description: 'Anything else the journey needs (the note says what).' },
  },
});

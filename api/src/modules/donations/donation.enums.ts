import { registerEnumType } from 'type-graphql';

/** Values are the SPEC's own strings (§3, §9), which the REST shim and the database use as they are. */
export enum Recurrence {
  ONE_TIME = 'one_time',
  MONTHLY = 'monthly',
}

/** Where a donation's money stands. Only completed and partially refunded money counts towards a journey. */
export enum DonationStatus {
  COMPLETED = 'completed',
  PARTIALLY_REFUNDED = 'partially_refunded',
  REFUNDED = 'refunded',
  DISPUTED = 'disputed',
  FAILED = 'failed',
}

/** Statuses of money that arrived (and so has a receipt), whatever happened to it since. */
export const PAID_STATUSES: readonly DonationStatus[] = [DonationStatus.COMPLETED, DonationStatus.PARTIALLY_REFUNDED, DonationStatus.REFUNDED, DonationStatus.DISPUTED];

/** Why money went back. */
export enum RefundReason {
  /** It landed when the journey needed less than it (DESIGN §7): the rest went back at once. */
  OVER_GOAL = 'over_goal',
  /** An admin refunded it, with a note. */
  ADMIN = 'admin',
  /** Refunded at the card provider (its dashboard, or its own decision). */
  PROVIDER = 'provider',
  /** The donor's bank took it back: a dispute was lost. */
  DISPUTE_LOST = 'dispute_lost',
  /** Charged in a currency whose dollar value the provider could not tell. */
  CURRENCY = 'currency',
  /** Its journey was cancelled and the donor (or the admins' default) chose the money back. */
  JOURNEY_CANCELLED = 'journey_cancelled',
  /** Its journey was cancelled and the money moved to another journey: no money went to the provider. */
  MOVED = 'moved',
  /** Zakat arrived for a journey that is not zakat-eligible (issue 31): it went back whole, never kept. */
  ZAKAT_NOT_ELIGIBLE = 'zakat_not_eligible',
}

/** Whether the card provider has carried a refund out. */
export enum RefundStatus {
  PENDING = 'pending',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
  /** Not needed any more: the donor's bank returned the money in a lost dispute. */
  CANCELED = 'canceled',
}

export enum DisputeStatus {
  OPEN = 'open',
  WON = 'won',
  LOST = 'lost',
}

export enum TrackingStatus {
  PENDING = 'pending',
  ONGOING = 'ongoing',
  COMPLETED = 'completed',
}

/** A monthly gift: pending until the first month is paid, active until cancelled. */
export enum MonthlyGiftStatus {
  PENDING = 'pending',
  ACTIVE = 'active',
  /** Its end is decided (the goal was reached, or the donor cancelled) and on its way to the provider. */
  ENDING = 'ending',
  CANCELED = 'canceled',
}

export enum GiftCancelReason {
  DONOR = 'donor',
  GOAL_REACHED = 'goal_reached',
  PROVIDER = 'provider',
  /** Charged in a currency Sabil cannot count: each month would be refunded whole, so it ends. */
  CURRENCY = 'currency',
  /** Its journey was cancelled (issue 30). */
  JOURNEY_CANCELLED = 'journey_cancelled',
}

/** Where a checkout stands: open until paid; processing while a delayed payment settles. */
export enum CheckoutStatus {
  OPEN = 'open',
  PROCESSING = 'processing',
  COMPLETED = 'completed',
  FAILED = 'failed',
  /** Closed unpaid: its 30 minutes passed, or the request was fully funded meanwhile. */
  EXPIRED = 'expired',
}

/** The languages the test checkout's pages speak (the web app's). */
export enum CheckoutLocale {
  EN = 'en',
  AR = 'ar',
  UR = 'ur',
}

registerEnumType(Recurrence, {
  name: 'Recurrence',
  description: 'One gift now, or the same amount every month until cancelled.',
  valuesConfig: { ONE_TIME: { description: 'A single gift.' }, MONTHLY: { description: '10, 20 or 30 dollars every month.' } },
});
registerEnumType(DonationStatus, {
  name: 'DonationStatus',
  description: 'Where the money stands: completed, partially refunded, refunded, disputed, or failed (a renewal that could not be collected).',
  valuesConfig: {
    COMPLETED: { description: 'The money arrived and is kept whole; it counts towards the journey and has a receipt.' },
    PARTIALLY_REFUNDED: { description: 'Part of it went back (see refundedAmount); the rest (keptAmount) counts towards the journey.' },
    REFUNDED: { description: 'All of it went back; it counts for nothing, and its receipt shows the refunds.' },
    DISPUTED: { description: "The donor's bank is disputing it: it counts for nothing until the dispute is won." },
    FAILED: { description: 'A monthly renewal the card provider could not collect; it counts for nothing and has no receipt.' },
  },
});
registerEnumType(RefundReason, {
  name: 'RefundReason',
  description: 'Why money went back to the donor.',
  valuesConfig: {
    OVER_GOAL: { description: 'It landed when the journey needed less; what was not needed went back at once.' },
    ADMIN: { description: 'An admin refunded it.' },
    PROVIDER: { description: 'It was refunded at the card provider.' },
    DISPUTE_LOST: { description: "The donor's bank took it back after a dispute." },
    CURRENCY: { description: 'It was charged in a currency whose dollar value the card provider could not tell, so it went back whole.' },
    JOURNEY_CANCELLED: { description: 'Its journey was cancelled, and the donor (or the admins’ default after 30 days) chose the money back.' },
    MOVED: { description: 'Its journey was cancelled and the money moved to another journey (no money went back to the card).' },
    ZAKAT_NOT_ELIGIBLE: { description: 'It was given as zakat and its journey was no longer zakat-eligible when it arrived: it went back whole, never kept.' },
  },
});
registerEnumType(RefundStatus, {
  name: 'RefundStatus',
  description: 'Whether the card provider has carried the refund out.',
  valuesConfig: {
    PENDING: { description: 'Decided; on its way to the card provider.' },
    SUCCEEDED: { description: 'The card provider carried it out.' },
    FAILED: { description: 'The card provider refused it: the money is still with the charity, owed to the donor; an admin must look.' },
    CANCELED: { description: "Not carried out: the donor's bank returned the money instead (a lost dispute)." },
  },
});
registerEnumType(DisputeStatus, {
  name: 'DisputeStatus',
  description: "A bank dispute (chargeback) of a donation: open, won or lost.",
  valuesConfig: {
    OPEN: { description: "The donor's bank is disputing it; it counts for nothing meanwhile." },
    WON: { description: 'The dispute was decided for the charity: the money stays.' },
    LOST: { description: 'The dispute was decided for the donor: the money went back.' },
  },
});
registerEnumType(TrackingStatus, {
  name: 'TrackingStatus',
  description: "An admin's account of what a donation has done so far: pending, ongoing or completed.",
  valuesConfig: {
    PENDING: { description: 'Received; no progress reported yet (every donation starts here).' },
    ONGOING: { description: 'An admin reports the journey it helps is being arranged or under way.' },
    COMPLETED: { description: 'An admin reports the journey it helped is done.' },
  },
});
registerEnumType(MonthlyGiftStatus, {
  name: 'MonthlyGiftStatus',
  description: 'pending until the first month is paid; active; ending (its end is decided and on its way to the card provider); canceled.',
  valuesConfig: {
    PENDING: { description: 'Started, but its first month is not paid yet.' },
    ACTIVE: { description: 'Paid every month until it is cancelled or the goal is reached.' },
    ENDING: { description: 'Its end is decided (the donor cancelled, or the goal was reached) and on its way to the card provider.' },
    CANCELED: { description: 'Ended: no further month is charged.' },
  },
});
registerEnumType(GiftCancelReason, {
  name: 'GiftCancelReason',
  description: 'Why a monthly gift ended.',
  valuesConfig: {
    DONOR: { description: 'The donor cancelled it.' },
    GOAL_REACHED: { description: 'The journey was fully funded, so Sabil stopped it.' },
    PROVIDER: { description: 'The card provider ended it (e.g. after failed renewals).' },
    CURRENCY: { description: 'It was charged in a currency whose dollar value the card provider could not tell: each month went back whole, so Sabil ended it.' },
    JOURNEY_CANCELLED: { description: 'Its journey was cancelled, so Sabil stopped it.' },
  },
});
registerEnumType(CheckoutStatus, {
  name: 'CheckoutStatus',
  description: 'open: not paid (yet); processing: paid with a method that settles later; completed; failed; expired: closed unpaid (its 30 minutes passed, or the request was fully funded meanwhile).',
  valuesConfig: {
    OPEN: { description: 'Not paid (yet): the donor is on, or left, the payment page.' },
    PROCESSING: { description: 'Paid with a method that settles later; the donation is recorded when it does.' },
    COMPLETED: { description: 'Paid: its donation is recorded.' },
    FAILED: { description: 'The payment did not go through; nothing was recorded.' },
    EXPIRED: { description: 'Closed unpaid: its 30 minutes passed, or the request was fully funded meanwhile.' },
  },
});
registerEnumType(CheckoutLocale, {
  name: 'CheckoutLocale',
  description: "The donor's language, for the test checkout's pages: en, ar or ur.",
  valuesConfig: { EN: { description: 'English.' }, AR: { description: 'Arabic (right to left).' }, UR: { description: 'Urdu (right to left).' } },
});

/** Issue 31: a gift given on someone's behalf, or in someone's memory. */
export enum DedicationKind {
  ON_BEHALF_OF = 'on_behalf_of',
  IN_MEMORY_OF = 'in_memory_of',
}

/** Where a gift's words of support are in moderation, as stories are: pending, then approved or rejected. */
export enum SupportMessageStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/** An admin's decision on pending words of support (the stories' words: approve or reject). */
export enum SupportMessageDecision {
  APPROVE = 'approved',
  REJECT = 'rejected',
}

registerEnumType(DedicationKind, {
  name: 'DedicationKind',
  description: 'Whom a gift is dedicated to.',
  valuesConfig: {
    ON_BEHALF_OF: { description: 'Given on behalf of the named person (Hajj badal, a living relative).' },
    IN_MEMORY_OF: { description: 'Given in memory of the named person.' },
  },
});
registerEnumType(SupportMessageStatus, {
  name: 'SupportMessageStatus',
  description: "Where a gift's words of support are in moderation.",
  valuesConfig: {
    PENDING: { description: 'Waiting for an admin; not shown.' },
    APPROVED: { description: "Shown on the journey's page and to the seeker (once the gift is paid)." },
    REJECTED: { description: 'Refused by an admin; never shown.' },
  },
});
registerEnumType(SupportMessageDecision, {
  name: 'SupportMessageDecision',
  description: "An admin's decision on pending words of support.",
  valuesConfig: {
    APPROVE: { description: "Show them on the journey's page and to the seeker." },
    REJECT: { description: 'Never show them.' },
  },
});

import { registerEnumType } from 'type-graphql';

/** Values are the SPEC's own strings (§3, §9), which the REST shim and the database use as they are. */
export enum Recurrence {
  ONE_TIME = 'one_time',
  MONTHLY = 'monthly',
}

export enum DonationStatus {
  COMPLETED = 'completed',
  FAILED = 'failed',
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
}

/** Where a checkout stands: open until paid; processing while a delayed payment settles. */
export enum CheckoutStatus {
  OPEN = 'open',
  PROCESSING = 'processing',
  COMPLETED = 'completed',
  FAILED = 'failed',
  /** Closed unpaid: the request was fully funded meanwhile. */
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
  description: 'completed: the money arrived; failed: a monthly renewal the card provider could not collect.',
  valuesConfig: {
    COMPLETED: { description: 'The money arrived; it counts towards the journey and has a receipt.' },
    FAILED: { description: 'A monthly renewal the card provider could not collect; it counts for nothing and has no receipt.' },
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
  },
});
registerEnumType(CheckoutStatus, {
  name: 'CheckoutStatus',
  description: 'open: not paid (yet); processing: paid with a method that settles later; completed; failed; expired: closed unpaid because the request was fully funded meanwhile.',
  valuesConfig: {
    OPEN: { description: 'Not paid (yet): the donor is on, or left, the payment page.' },
    PROCESSING: { description: 'Paid with a method that settles later; the donation is recorded when it does.' },
    COMPLETED: { description: 'Paid: its donation is recorded.' },
    FAILED: { description: 'The payment did not go through; nothing was recorded.' },
    EXPIRED: { description: 'Closed unpaid because the request was fully funded meanwhile.' },
  },
});
registerEnumType(CheckoutLocale, {
  name: 'CheckoutLocale',
  description: "The donor's language, for the test checkout's pages: en, ar or ur.",
  valuesConfig: { EN: { description: 'English.' }, AR: { description: 'Arabic (right to left).' }, UR: { description: 'Urdu (right to left).' } },
});

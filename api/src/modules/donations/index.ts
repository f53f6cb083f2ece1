// The donations module's public face: what other modules may import (lint forbids reaching past it).
export { DonationStatus, TrackingStatus } from './donation.enums';
export { DonationErrors } from './donations.errors';
export type { DonationsService } from './donations.service';
export type { DonationProgress } from './donation-progress';
export type { DonationTotals } from './donation-totals';
export { Donation } from './dto/donation.types';
export { donorsKeptBy, journeysReachedBy, journeysStillSupportedBy, keptByDonor, keptGiftsOf, ledgerGifts, ledgerPeriods, ledgerRefunds, ledgerSums, unmatchedTransfers, type LedgerGift, type LedgerPeriod, type LedgerRefund } from './donation-reads';
export { mailJourney } from './refund-mail';
export type { BooksCheck, BooksReconciliation, ReconciliationRow } from './books-reconciliation';
export { PROVIDER_REFUND_WINDOW_DAYS, recoverable, type CancellationMoney, type CancelledGift, type CancelledJourneyMoney, type KeptShare } from './cancelled-journey-money';
export { auditAnonymousReads } from './gift-details';

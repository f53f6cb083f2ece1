// The payouts module's public face: what other modules may import (lint forbids reaching past it).
export { PayoutStatus } from './payout.enums';
export type { PayoutsService } from './payouts.service';
export { PayoutPayee, PayoutPurpose } from './payout.enums';
export { paidPayoutPeriods, paidPayouts, payoutSums, type PaidPayout } from './payout-reads';

import type { ApolloLink } from '@apollo/client';
import type { OperationHandler } from '../apollo-test-client';
import { AMINA, donation, fakeApplicationsApi, refund, type ServerDonation } from './admin-fixtures';

/** Newest first: two completed gifts to track (one already reported on), a failed renewal, and a completed monthly gift. */
export const BILAL_TO_AMINA = donation('d0c1a7e2-0000-4c4c-8d8d-000000000001', 'Amina Yusuf', 'Bilal Ahmed', 250);
export const KHALID_TO_OMAR = donation('d0c1a7e2-0000-4c4c-8d8d-000000000002', 'Omar Farouk', 'Khalid Rahman', 20, {
  recurring: 'MONTHLY',
  createdAt: '2026-11-20T09:00:00.000Z',
  testMode: false,
  trackingStatus: 'ONGOING',
  trackingMessage: 'Visa approved; flights are booked.',
  trackingUpdatedAt: '2026-11-21T09:00:00.000Z',
});
export const SARA_TO_AMINA_FAILED = donation('d0c1a7e2-0000-4c4c-8d8d-000000000003', 'Amina Yusuf', 'Sara Khan', 30, {
  recurring: 'MONTHLY',
  status: 'FAILED',
  createdAt: '2026-11-18T09:00:00.000Z',
});
export const YUSUF_TO_OMAR = donation('d0c1a7e2-0000-4c4c-8d8d-000000000004', 'Omar Farouk', 'Yusuf Ali', 30, { recurring: 'MONTHLY', createdAt: '2026-11-10T09:00:00.000Z' });

export const DONATIONS: ServerDonation[] = [BILAL_TO_AMINA, KHALID_TO_OMAR, SARA_TO_AMINA_FAILED, YUSUF_TO_OMAR];

/**
 * Where money went back, newest first: a gift that landed when the journey needed less (the rest
 * went back at once), one an admin refunded whole, one disputed at the donor's bank, and one
 * charged in euros and partly refunded, with a refund the provider refused.
 */
export const HAMZA_TO_AMINA_OVER_GOAL = donation('d0c1a7e2-0000-4c4c-8d8d-000000000011', 'Amina Yusuf', 'Hamza Idris', 100, {
  status: 'PARTIALLY_REFUNDED',
  createdAt: '2026-11-21T09:00:00.000Z',
  exceededGoal: true,
  refundedAmount: 40,
  refunds: [refund('r-11-1', 40, { refundNumber: 'SBL-R-2026-000011', reason: 'OVER_GOAL', status: 'SUCCEEDED', createdAt: '2026-11-21T09:00:00.000Z' })],
});
export const MARYAM_TO_OMAR_REFUNDED = donation('d0c1a7e2-0000-4c4c-8d8d-000000000012', 'Omar Farouk', 'Maryam Noor', 75, {
  status: 'REFUNDED',
  createdAt: '2026-11-19T09:00:00.000Z',
  refundedAmount: 75,
  refunds: [refund('r-12-1', 75, { refundNumber: 'SBL-R-2026-000012', note: 'Donor asked: gave twice by mistake.' })],
});
export const ZAID_TO_OMAR_DISPUTED = donation('d0c1a7e2-0000-4c4c-8d8d-000000000013', 'Omar Farouk', 'Zaid Karim', 60, {
  status: 'DISPUTED',
  createdAt: '2026-11-17T09:00:00.000Z',
  disputeStatus: 'OPEN',
});
export const LAYLA_TO_AMINA_EUROS = donation('d0c1a7e2-0000-4c4c-8d8d-000000000014', 'Amina Yusuf', 'Layla Haddad', 54.5, {
  status: 'PARTIALLY_REFUNDED',
  createdAt: '2026-11-16T09:00:00.000Z',
  chargedAmount: 50,
  chargedCurrency: 'eur',
  refundedAmount: 10.25,
  refunds: [refund('r-14-1', 10.25, { refundNumber: 'SBL-R-2026-000014', status: 'FAILED', note: 'Part of it was meant for another journey.' })],
});

export const REFUND_DONATIONS: ServerDonation[] = [BILAL_TO_AMINA, HAMZA_TO_AMINA_OVER_GOAL, MARYAM_TO_OMAR_REFUNDED, SARA_TO_AMINA_FAILED, ZAID_TO_OMAR_DISPUTED, LAYLA_TO_AMINA_EUROS];

type Stats = { amountThisMonth?: number; completedThisWeek?: number; heldAmount?: number };

/**
 * The admin fixtures' API with these donations, and trends that differ from the totals (the
 * fixtures count every donation as this month's and this week's).
 */
export function trackingApi(donations: ServerDonation[] = DONATIONS, trends: Stats = { amountThisMonth: 50, completedThisWeek: 2 }, overrides: Record<string, OperationHandler> = {}) {
  const api = fakeApplicationsApi([AMINA], donations);
  const AdminDashboard: OperationHandler = (variables) => {
    const result = api.handlers.AdminDashboard(variables) as ApolloLink.Result<Record<string, { __typename: string }>>;
    const stats = result.data!.donationStats!;
    return { data: { ...result.data, donationStats: { ...stats, ...trends } } };
  };
  // A refund answers the same totals, the trends as they were.
  const RefundDonation: OperationHandler = (variables) => {
    const result = api.handlers.RefundDonation(variables) as ApolloLink.Result<{ refundDonation: { stats: object } }>;
    if (!result.data) return result;
    const answer = result.data.refundDonation;
    return { data: { refundDonation: { ...answer, stats: { ...answer.stats, ...trends } } } };
  };
  return { ...api, handlers: { ...api.handlers, AdminDashboard, RefundDonation, ...overrides } };
}

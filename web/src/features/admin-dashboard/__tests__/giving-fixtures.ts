import type { ApolloLink } from '@apollo/client';
import type { OperationHandler } from '../../../test/apollo-test-client';
import { AMINA, donation, fakeApplicationsApi, type ServerDonation } from './admin-fixtures';

/** Newest first: two completed gifts to track (one already reported on), a failed renewal after the goal was reached, and a completed monthly gift. */
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
  exceededGoal: true,
});
export const YUSUF_TO_OMAR = donation('d0c1a7e2-0000-4c4c-8d8d-000000000004', 'Omar Farouk', 'Yusuf Ali', 30, { recurring: 'MONTHLY', createdAt: '2026-11-10T09:00:00.000Z' });

export const DONATIONS: ServerDonation[] = [BILAL_TO_AMINA, KHALID_TO_OMAR, SARA_TO_AMINA_FAILED, YUSUF_TO_OMAR];

type Stats = { amountThisMonth?: number; completedThisWeek?: number };

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
  return { ...api, handlers: { ...api.handlers, AdminDashboard, ...overrides } };
}

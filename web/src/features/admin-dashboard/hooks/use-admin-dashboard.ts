import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    applicationCounts {
      id
      pending
      approved
      rejected
      ...AdminStats_counts
    }
    donationStats {
      id
      donationCount
      ...AdminStats_donations
    }
    storyCounts {
      id
      pending
    }
  }
`);

/**
 * The counts for the badges and stat cards: the shell's own query. Each panel loads its own list
 * (issue 29); a decision in a panel answers the new counts, which reach these by normalization.
 */
export function useAdminDashboard() {
  const { data } = useQuery(AdminDashboardQuery, {
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  return { counts: data?.applicationCounts, donationStats: data?.donationStats, storyCounts: data?.storyCounts };
}

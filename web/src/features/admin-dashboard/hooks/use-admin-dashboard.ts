import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import type { ApplicationStatus } from '../../../graphql/generated/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const AdminDashboardQuery = graphql(`
  query AdminDashboard($status: ApplicationStatus!, $after: String) {
    applicationCounts {
      id
      ...AdminStats_counts
    }
    donationStats {
      id
      ...AdminStats_donations
    }
    storyCounts {
      id
      pending
    }
    applications(status: $status, first: 20, after: $after) {
      nodes {
        id
        ...ApplicationCard_application
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The counts for the badges and stat cards, and the open tab's applications, 20 at a time. Fresh from the API
 * when the dashboard opens; after that each tab's list comes from the cache, where reviewing moves
 * cards between the lists (use-review-application), so switching tabs costs no request.
 */
export function useAdminDashboard(status: ApplicationStatus) {
  const { data, previousData, loading, error, fetchMore } = useQuery(AdminDashboardQuery, {
    variables: { status },
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const list = data?.applications;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);

  const applications = {
    applications: list?.nodes ?? [],
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loading: loading && !list,
    failed: Boolean(error) && !list,
    loadMore,
    loadingMore,
  };
  return {
    // While another tab's first page loads, the counts stay as they were.
    counts: (data ?? previousData)?.applicationCounts,
    donationStats: (data ?? previousData)?.donationStats,
    storyCounts: (data ?? previousData)?.storyCounts,
    list: applications,
  };
}

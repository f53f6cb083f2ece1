import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';

export const DonorDashboardQuery = graphql(`
  query DonorDashboard($after: String) {
    fundraisingSummary {
      id
      ...DonorSummary_summary
    }
    approvedApplications(first: 12, after: $after) {
      nodes {
        id
        ...FundraisingCard_request
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The summary cards and the approved requests (donor-safe fields only; the API has no others for
 * donors). On any failure the list is empty (SPEC §7).
 */
export function useDonorDashboard() {
  const { data, loading, error, fetchMore } = useQuery(DonorDashboardQuery, {
    context: { role: 'donor' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const list = data?.approvedApplications;

  const loadMore = useCallback(async () => {
    if (!list?.pageInfo.hasNextPage) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: list.pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, list]);

  const failed = Boolean(error) && !list;
  return {
    summary: failed ? undefined : data?.fundraisingSummary,
    requests: failed ? [] : (list?.nodes ?? []),
    hasNextPage: !failed && (list?.pageInfo.hasNextPage ?? false),
    loading: loading && !data,
    failed,
    loadMore,
    loadingMore,
  };
}

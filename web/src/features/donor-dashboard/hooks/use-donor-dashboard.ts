import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const DonorDashboardQuery = graphql(`
  query DonorDashboard($after: String, $zakatEligible: Boolean) {
    fundraisingSummary {
      id
      ...DonorSummary_summary
    }
    approvedApplications(first: 12, after: $after, zakatEligible: $zakatEligible) {
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
export function useDonorDashboard({ zakatOnly = false }: { zakatOnly?: boolean } = {}) {
  const { data, loading, error, fetchMore } = useQuery(DonorDashboardQuery, {
    // Issue 31: only the zakat-eligible journeys when the donor asks (or comes from the zakat calculator).
    variables: zakatOnly ? { zakatEligible: true } : {},
    context: { role: 'donor' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const list = data?.approvedApplications;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);

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

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const AdminDonationsQuery = graphql(`
  query AdminDonations($after: String) {
    donations(first: 20, after: $after) {
      nodes {
        id
        ...TrackedDonation_donation
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The tracking tab's donations, newest first, 20 at a time; fetched when the tab opens. */
export function useAdminDonations() {
  const { data, loading, error, fetchMore } = useQuery(AdminDonationsQuery, {
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const list = data?.donations;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    donations: list?.nodes ?? [],
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loading: loading && !list,
    failed: Boolean(error) && !list,
    loadMore,
    loadingMore,
  };
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const DonationHistoryQuery = graphql(`
  query DonationHistory($after: String) {
    myGivingSummary {
      id
      totalDonated
      completedCount
      livesHelped
      journeysFullyFunded
    }
    myDonationHistory(first: 10, after: $after) {
      nodes {
        id
        applicantName
        monthlyGift {
          id
        }
        ...DonationRow_donation
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** My Donations: the donor's totals and rows, newest first, 10 at a time (fresh each time it opens). */
export function useDonationHistory() {
  const { data, loading, error, fetchMore } = useQuery(DonationHistoryQuery, {
    context: { role: 'donor' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const list = data?.myDonationHistory;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    summary: data?.myGivingSummary,
    donations: list?.nodes ?? [],
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    loadMore,
    loadingMore,
  };
}

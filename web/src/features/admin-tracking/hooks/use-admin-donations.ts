import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import type { DonationStatus } from '../../../graphql/generated/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const AdminDonationsQuery = graphql(`
  query AdminDonations($status: DonationStatus, $after: String) {
    paymentsWaiting {
      id
      ...PaymentsWaitingNotice_paymentsWaiting
    }
    donations(status: $status, first: 20, after: $after) {
      nodes {
        id
        applicantName
        donorName
        amount
        currency
        recurring
        createdAt
        keptAmount
        ...TrackedDonation_donation
        ...RefundDialog_donation
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The tracking tab's donations, newest first, 20 at a time, all or of one status, and the payments
 * the card provider has yet to settle; fetched when the tab opens, in one request.
 */
export function useAdminDonations(status: DonationStatus | null) {
  const { data, loading, error, fetchMore } = useQuery(AdminDonationsQuery, {
    variables: { status },
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const list = data?.donations;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    donations: list?.nodes ?? [],
    paymentsWaiting: data?.paymentsWaiting,
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loading: loading && !list,
    failed: Boolean(error) && !list,
    loadMore,
    loadingMore,
  };
}

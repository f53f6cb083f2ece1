import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const TrackingUpdatesQuery = graphql(`
  query TrackingUpdates($after: String) {
    myTrackingUpdates(first: 5, after: $after) {
      nodes {
        id
        donationId
        newStatus
        applicantName
        updateMessage
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** SPEC §2: the progress updates admins posted on this donor's donations, with a refresh. */
export function useTrackingUpdates() {
  const { data, loading, error, fetchMore, refetch } = useQuery(TrackingUpdatesQuery, {
    context: { role: 'donor' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.myTrackingUpdates;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    setRefreshFailed(false);
    try {
      await refetch();
    } catch {
      setRefreshFailed(true);
    } finally {
      setRefreshing(false);
    }
  }, [refetch]);
  return {
    updates: list?.nodes ?? [],
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loading: loading && !data && !refreshing,
    failed: Boolean(error) && !data,
    /** The list stays as it was; only the refresh failed. */
    refreshFailed,
    refresh,
    refreshing,
    loadMore,
    loadingMore,
  };
}

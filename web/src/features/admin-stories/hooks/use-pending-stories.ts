import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const PendingStoriesQuery = graphql(`
  query PendingStories($after: String) {
    pendingStories(first: 20, after: $after) {
      nodes {
        id
        ...PendingStoryCard_story
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The moderation queue, 20 at a time. Fresh when the tab opens (its media links are signed and
 * expire after 15 minutes); Refresh asks again. Moderating removes a card through the cache.
 */
export function usePendingStories() {
  const { data, loading, error, fetchMore, refetch, networkStatus } = useQuery(PendingStoriesQuery, {
    context: { role: 'admin' },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.pendingStories;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    stories: list?.nodes ?? [],
    loading: loading && !list,
    refreshing: networkStatus === 4,
    failed: Boolean(error) && !list,
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loadMore,
    loadingMore,
    refresh: () => refetch(),
  };
}

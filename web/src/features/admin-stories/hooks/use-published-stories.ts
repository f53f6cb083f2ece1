import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const PublishedStoriesQuery = graphql(`
  query PublishedStories($after: String) {
    approvedStories(first: 20, after: $after) {
      nodes {
        id
        title
        ...PublishedStoryCard_story
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The published stories the admin may withdraw, 20 at a time: the public list (the same cache
 * entry the community page reads), fresh when the tab opens. Publishing adds a story to it and
 * withdrawing removes one, through the cache.
 */
export function usePublishedStories() {
  const { data, loading, error, fetchMore } = useQuery(PublishedStoriesQuery, {
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const list = data?.approvedStories;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    stories: list?.nodes ?? [],
    loading: loading && !list,
    failed: Boolean(error) && !list,
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loadMore,
    loadingMore,
  };
}

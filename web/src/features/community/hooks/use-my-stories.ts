import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const MyStoriesQuery = graphql(`
  query MyStories($after: String) {
    myStories(first: 20, after: $after) {
      nodes {
        id
        title
        ...MyStoryCard_story
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The signed-in seeker's own stories of every status, 20 at a time. Fresh when the page opens (a
 * story may have been decided since, and links to media not yet public are signed and expire);
 * sharing adds a story and deleting removes one through the cache.
 */
export function useMyStories() {
  const { data, loading, error, fetchMore } = useQuery(MyStoriesQuery, {
    context: { role: 'seeker' },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const list = data?.myStories;
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

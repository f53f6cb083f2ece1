import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const ApprovedStoriesQuery = graphql(`
  query ApprovedStories($after: String) {
    approvedStories(first: 12, after: $after) {
      nodes {
        id
        ...StoryCard_story
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The published stories, 12 at a time. A public read: sent without any token (role null), so a
 * reader whose stored session has expired still sees the page (DESIGN §4). SPEC §7: a failure
 * shows the list as empty.
 */
export function useApprovedStories() {
  const { data, loading, fetchMore } = useQuery(ApprovedStoriesQuery, {
    context: { role: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const list = data?.approvedStories;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    stories: list?.nodes ?? [],
    loading: loading && !list,
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loadMore,
    loadingMore,
  };
}

import { useCallback, useState } from 'react';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * The next page of a cursor-paginated list, merged by the cache's field policy (lib/apollo/cache.ts):
 * `loadMore` asks for the page after `pageInfo.endCursor`, `loadingMore` is true while it travels.
 */
export function useLoadMore(fetchMore: (options: { variables: { after: string | null | undefined } }) => Promise<unknown>, pageInfo: PageInfo | undefined) {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!pageInfo?.hasNextPage) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, pageInfo]);
  return { loadMore, loadingMore };
}

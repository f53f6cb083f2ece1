import { useLingui } from '@lingui/react/macro';
import './load-more.css';

/** The button under a paginated list, while there is a next page. */
export function LoadMore({ hasNextPage, loadingMore, onLoadMore }: { hasNextPage: boolean; loadingMore: boolean; onLoadMore: () => Promise<void> }) {
  const { t } = useLingui();
  if (!hasNextPage) return null;
  return (
    <div className="load-more">
      <button type="button" className="button button--secondary" onClick={() => void onLoadMore()} disabled={loadingMore}>
        {loadingMore ? t`Loading…` : t`Load more`}
      </button>
    </div>
  );
}

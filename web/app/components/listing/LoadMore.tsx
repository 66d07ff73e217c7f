import { LIST_TEXT } from "~/lib/messages";

export interface LoadMoreProps {
  /** More pages exist after the ones shown. */
  hasMore: boolean;
  /** A page is being fetched: the button is disabled meanwhile. */
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
  /** "Showing 200 of 512 stores", shown beside the button. */
  status?: string;
}

/** The "Load more" button of a store list. Hidden when no more pages exist. */
export function LoadMore({ hasMore, loading, onLoadMore, label = LIST_TEXT.loadMore, status }: LoadMoreProps) {
  return (
    <div className="load-more">
      {status ? (
        <p className="muted load-more-status" aria-live="polite">
          {status}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="btn btn-secondary"
          data-testid="load-more"
          onClick={() => {
            if (!loading) onLoadMore();
          }}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          {loading ? LIST_TEXT.loading : label}
        </button>
      ) : null}
    </div>
  );
}

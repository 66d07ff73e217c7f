import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { Pagination } from "~/lib/content/types";

/** One page of a list as loaders return it under `list`. */
export interface ListPage<T> {
  items: T[];
  pagination: Pagination;
}

interface Appended<T> {
  key: string;
  items: T[];
  lastPage: number;
  pageCount: number;
}

/**
 * Load-more for a server-rendered page of a list: `loadMore()` fetches the next page through
 * the route's own loader (`hrefFor(n)` must answer `{ list: ListPage<T> }`) and appends it, while more
 * pages exist and nothing is loading. The appended items reset when `resetKey` changes (a navigation).
 */
export function useLoadMore<T>(list: ListPage<T>, hrefFor: (page: number) => string, resetKey: string) {
  const fetcher = useFetcher<{ list?: ListPage<T> }>();
  const fresh = (): Appended<T> => ({
    key: resetKey,
    items: [],
    lastPage: list.pagination.page,
    pageCount: list.pagination.pageCount,
  });
  const [appended, setAppended] = useState<Appended<T>>(fresh);
  if (appended.key !== resetKey) setAppended(fresh());

  const loaded = fetcher.data?.list;
  useEffect(() => {
    if (fetcher.state !== "idle" || !loaded) return;
    setAppended((current) =>
      current.key === resetKey && loaded.pagination.page === current.lastPage + 1
        ? {
            key: current.key,
            items: [...current.items, ...loaded.items],
            lastPage: loaded.pagination.page,
            pageCount: loaded.pagination.pageCount,
          }
        : current,
    );
  }, [fetcher.state, loaded, resetKey]);

  const loading = fetcher.state !== "idle";
  const hasMore = appended.lastPage < appended.pageCount;
  return {
    items: appended.items.length > 0 ? [...list.items, ...appended.items] : list.items,
    hasMore,
    loading,
    lastPage: appended.lastPage,
    loadMore: () => {
      if (!loading && hasMore) fetcher.load(hrefFor(appended.lastPage + 1));
    },
  };
}

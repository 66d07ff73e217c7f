import type { StoreCardData } from "~/lib/stores/store-display";
import { LoadMore } from "./LoadMore";
import { Pagination } from "./Pagination";
import { StoreList } from "./StoreList";
import { useLoadMore, type ListPage } from "./use-load-more";
import { groupThousands } from "../../lib/messages/numbers";

/**
 * A server-rendered page of stores with "Load more" (appends the next page through `fetchHrefFor`)
 * and crawlable numbered pagination (`hrefFor`).
 */
export function PagedStoreList({
  list,
  hrefFor,
  fetchHrefFor,
  resetKey,
  label,
  headingLevel = 3,
}: {
  list: ListPage<StoreCardData>;
  hrefFor: (page: number) => string;
  fetchHrefFor: (page: number) => string;
  resetKey: string;
  label?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { items, hasMore, loading, loadMore } = useLoadMore(list, fetchHrefFor, resetKey);
  const { total, page, pageCount } = list.pagination;
  const first = (page - 1) * list.pagination.pageSize + 1;
  const status =
    total > 0 ? `Showing ${groupThousands(first)}–${groupThousands(first + items.length - 1)} of ${groupThousands(total)} stores` : undefined;
  return (
    <>
      <StoreList stores={items} label={label} headingLevel={headingLevel} />
      <LoadMore hasMore={hasMore} loading={loading} onLoadMore={loadMore} status={status} />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}

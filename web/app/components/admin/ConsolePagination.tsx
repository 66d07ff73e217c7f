// The page links of a console list: first, last, the current page and its neighbours; the links
// keep the list's filters.
import { Link } from "react-router";
import { pageWindow, withPage } from "~/lib/listing/pagination";
import type { Pagination } from "~/lib/content/types";

export function ConsolePagination({ pagination, path, search }: { pagination: Pagination; path: string; search: string }) {
  if (pagination.pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {pageWindow(pagination.page, pagination.pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : n === pagination.page ? (
          <span key={n} aria-current="page" className="pagination-current">
            {n}
          </span>
        ) : (
          <Link key={n} to={`${path}${withPage(search, n)}`}>
            {n}
          </Link>
        ),
      )}
    </nav>
  );
}

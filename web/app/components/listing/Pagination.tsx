import { PathLink } from "../PathLink";
import { pageWindow } from "../../lib/listing/pagination";

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The path of a page number, e.g. (n) => `/stores/a/${n}`. */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Crawlable numbered page links with rel="prev" / rel="next". Renders nothing for a single page. */
export function Pagination({ page, pageCount, hrefFor, label = "Pagination" }: PaginationProps) {
  if (pageCount <= 1) return null;
  const prev = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={label} data-testid="pagination">
      <ul className="pagination">
        <li>
          {prev ? (
            <PathLink to={hrefFor(prev)} rel="prev" aria-label={`Previous page, page ${prev}`}>
              ‹ Prev
            </PathLink>
          ) : (
            <span aria-disabled="true">‹ Prev</span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <span className="pagination-gap">…</span>
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" aria-label={`Page ${n}, current page`}>
                  {n}
                </span>
              ) : (
                <PathLink to={hrefFor(n)} aria-label={`Page ${n}`}>
                  {n}
                </PathLink>
              )}
            </li>
          ),
        )}
        <li>
          {next ? (
            <PathLink to={hrefFor(next)} rel="next" aria-label={`Next page, page ${next}`}>
              Next ›
            </PathLink>
          ) : (
            <span aria-disabled="true">Next ›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}

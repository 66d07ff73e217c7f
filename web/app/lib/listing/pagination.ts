// Which page numbers a pagination bar shows: first, last, the current one and its neighbours,
// with null for a gap ("…").
export function pageWindow(page: number, pageCount: number, radius = 2): (number | null)[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const pages: (number | null)[] = [];
  const from = Math.max(2, page - radius);
  const to = Math.min(pageCount - 1, page + radius);
  pages.push(1);
  if (from > 2) pages.push(null);
  for (let n = from; n <= to; n++) pages.push(n);
  if (to < pageCount - 1) pages.push(null);
  pages.push(pageCount);
  return pages;
}

/** A query string with `page` set (dropped for page 1), keeping the other parameters. */
export function withPage(search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

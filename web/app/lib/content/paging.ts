// Lists asked for by page number answer with page paging; offset paging comes only when asked for.
import type { ListPagination, Pagination } from "./types";

/** A list whose paging is by page. */
export type ByPage<T extends { meta: { pagination: ListPagination } }> = Omit<T, "meta"> & {
  meta: { pagination: Pagination };
};

/** The list `list` with its page paging (a list asked by page number carries it). */
export function byPage<T extends { meta: { pagination: ListPagination } }>(list: T): ByPage<T> {
  const { pagination } = list.meta;
  if (!("page" in pagination)) throw new Error("The content service answered offset paging to a page request");
  return { ...list, meta: { ...list.meta, pagination } };
}

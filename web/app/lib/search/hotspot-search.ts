// The state of a hotspot page's store search (selected filters and page) and how it lives in the
// URL, plus its paging rules (load-more, page-number jumps). Pure functions: the route, the
// components and the unit tests beside this file share them.
//
// URL form: one parameter per selected filter with the value 1, in the order of the filter list,
// then `page` when it is not 1: `?delivery=1&furniture=1&page=2`. The same names are the
// checkbox names of the filter form, so the form works as a plain GET form without JavaScript.

import { FEATURE_FILTERS, HOTSPOT_STATUS_FILTERS } from "./filters";

/** The filters selected: a map of selected filter names to true, as the search API takes them. */
export type FilterSelection = Record<string, true>;

export interface HotspotSearchState {
  filters: FilterSelection;
  page: number;
}

/** The parameter holding the page number; never a filter name. */
export const PAGE_PARAM = "page";

const SELECTED_VALUES = new Set(["1", "true", "on", "yes"]);

/** Every filter name a hotspot page offers, in URL order: features, status, then category slugs. */
export function filterNames(categorySlugs: readonly string[]): string[] {
  const names = [...FEATURE_FILTERS, ...HOTSPOT_STATUS_FILTERS].map((f) => f.name);
  for (const slug of categorySlugs) if (slug !== PAGE_PARAM && !names.includes(slug)) names.push(slug);
  return names;
}

/**
 * Reads the filters and the page from a query string. Unknown parameters are ignored (the search API
 * would reject unknown filter names); `page` must be a whole number of at least 1, else it is 1.
 * `pageGiven` tells whether the URL named a valid page explicitly (for canonical redirects).
 */
export function parseHotspotSearch(
  search: string | URLSearchParams,
  validNames: readonly string[],
): HotspotSearchState & { pageGiven: boolean } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const filters: FilterSelection = {};
  for (const name of validNames) {
    const values = params.getAll(name);
    if (values.some((v) => SELECTED_VALUES.has(v.trim().toLowerCase()))) filters[name] = true;
  }
  const raw = params.get(PAGE_PARAM);
  const page = raw !== null && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  const valid = Number.isInteger(page) && page >= 1;
  return { filters, page: valid ? page : 1, pageGiven: valid };
}

/** The query string of a state ("" when nothing is selected and the page is 1), names in `order`. */
export function serializeHotspotSearch(state: HotspotSearchState, order: readonly string[]): string {
  const params = new URLSearchParams();
  const known = new Set(order);
  for (const name of order) if (state.filters[name]) params.set(name, "1");
  // Names outside the known order still round-trip, after the known ones, sorted.
  for (const name of Object.keys(state.filters).sort()) if (!known.has(name) && state.filters[name]) params.set(name, "1");
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Selecting or clearing a filter starts again at page 1. */
export function toggleFilter(state: HotspotSearchState, name: string, selected: boolean): HotspotSearchState {
  const filters: FilterSelection = { ...state.filters };
  if (selected) filters[name] = true;
  else delete filters[name];
  return { filters, page: 1 };
}

export interface PagingState {
  /** The page shown (after a jump) or, with load-more, the last page loaded. */
  page: number;
  pageCount: number;
  /** A navigation or a load-more request is in flight. */
  loading: boolean;
}

/**
 * Whether a page-number jump goes ahead: not outside 1..pageCount, not to the page shown,
 * not while loading. A jump that is not a whole number is ignored too.
 */
export function shouldJumpToPage(target: number, { page, pageCount, loading }: PagingState): boolean {
  if (loading) return false;
  if (!Number.isInteger(target)) return false;
  if (target < 1 || target > pageCount) return false;
  return target !== page;
}

/** Load-more appends the next page while more pages exist and nothing is loading. */
export function canLoadMore({ page, pageCount, loading }: PagingState): boolean {
  return !loading && page < pageCount;
}

/** Reads a page number typed by a visitor: a whole number, else NaN. */
export function parsePageInput(value: string): number {
  const text = value.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : NaN;
}

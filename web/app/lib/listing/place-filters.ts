// Narrowing a list of things that sit in a state (events, hotspot towns) by region, state and,
// for events, the month they start in; and paging what is left. Pure, shared by /events and
// /hotspots.

export interface PlaceFilters {
  /** A region slug (`south`), or "". */
  region: string;
  /** A state code (`TX`), or "". */
  state: string;
  /** A month, `YYYY-MM`, or "" (events only). */
  month: string;
}

export const NO_PLACE_FILTERS: PlaceFilters = { region: "", state: "", month: "" };

/** The values each filter may take; anything else in the URL is dropped. */
export interface KnownPlaces {
  regions: ReadonlySet<string>;
  states: ReadonlySet<string>;
  months?: ReadonlySet<string>;
}

/** Reads `region`, `state` and `month` from the URL, keeping only known values. */
export function readPlaceFilters(params: URLSearchParams, known: KnownPlaces): PlaceFilters {
  const region = (params.get("region") ?? "").trim().toLowerCase();
  const state = (params.get("state") ?? "").trim().toUpperCase();
  const month = (params.get("month") ?? "").trim();
  return {
    region: known.regions.has(region) ? region : "",
    state: known.states.has(state) ? state : "",
    month: known.months?.has(month) ? month : "",
  };
}

/** The query string of filters and a page (`?region=south&page=2`); "" without any. */
export function placeQuery(filters: PlaceFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.region) params.set("region", filters.region);
  if (filters.state) params.set("state", filters.state);
  if (filters.month) params.set("month", filters.month);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether any filter is set. */
export function isNarrowed(filters: PlaceFilters): boolean {
  return Boolean(filters.region || filters.state || filters.month);
}

/**
 * The items in the region and state asked for (`regionOf` gives a state code's region slug), and
 * starting in the month asked for when `monthOf` is given.
 */
export function narrow<T extends { state: string }>(
  items: readonly T[],
  filters: PlaceFilters,
  regionOf: (state: string) => string | undefined,
  monthOf?: (item: T) => string,
): T[] {
  return items.filter(
    (item) =>
      (!filters.region || regionOf(item.state) === filters.region) &&
      (!filters.state || item.state === filters.state) &&
      (!filters.month || !monthOf || monthOf(item) === filters.month),
  );
}

/** Page `page` (from 1) of `items`, `size` a page, and how many pages there are (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  return { items: items.slice((page - 1) * size, page * size), pageCount };
}

/** The parameters this module reads. */
const OWN_PARAMS = ["region", "state", "month", "page"];

/**
 * Where to send a request whose filter parameters are not written as `placeQuery` writes them
 * (empty selects a form sent, unknown values, a lower-case state), keeping any other parameter;
 * null when they already are.
 */
export function canonicalPlaceUrl(path: string, params: URLSearchParams, filters: PlaceFilters, page: number): string | null {
  const given = new URLSearchParams([...params].filter(([key]) => OWN_PARAMS.includes(key))).toString();
  const canonical = placeQuery(filters, page).slice(1);
  if (given === canonical) return null;
  const rest = new URLSearchParams([...params].filter(([key]) => !OWN_PARAMS.includes(key))).toString();
  const query = [canonical, rest].filter(Boolean).join("&");
  return query ? `${path}?${query}` : path;
}

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

/** An option of a filter's select. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The places a list can be narrowed to: states with their region, and regions. */
export interface PlaceTables {
  states: readonly { code: string; name: string; region: string }[];
  regions: readonly { slug: string; name: string }[];
}

/** How a dated list offers months: each item's month (`YYYY-MM`) and the options of a list. */
export interface MonthChoice<T> {
  of: (item: T) => string;
  options: (items: readonly T[]) => FilterOption[];
}

/**
 * The filters a URL asks for, checked against what the items offer, the items they pick, and the
 * options each select shows: the regions holding an item, the states holding one (in the region
 * chosen), and the months of the items in the region and state chosen. A value no select offers is
 * dropped, so the URL, the selects and the list always agree.
 */
export function choosePlaces<T extends { state: string }>(
  items: readonly T[],
  params: URLSearchParams,
  places: PlaceTables,
  months?: MonthChoice<T>,
): { filters: PlaceFilters; picked: T[]; options: { regions: FilterOption[]; states: FilterOption[]; months?: FilterOption[] } } {
  const regionOf = new Map(places.states.map((state) => [state.code, state.region]));
  const inRegion = (region: string) => (item: T) => !region || regionOf.get(item.state) === region;
  const regions = places.regions
    .filter((region) => items.some(inRegion(region.slug)))
    .map((region) => ({ value: region.slug, label: region.name }));
  const region = readPlaceFilters(params, { regions: new Set(regions.map((o) => o.value)), states: new Set() }).region;
  const states = places.states
    .filter((state) => items.some((item) => item.state === state.code && inRegion(region)(item)))
    .map((state) => ({ value: state.code, label: state.name }));
  const place = readPlaceFilters(params, {
    regions: new Set(regions.map((o) => o.value)),
    states: new Set(states.map((o) => o.value)),
  });
  const inPlace = narrow(items, place, (code) => regionOf.get(code));
  if (!months) return { filters: place, picked: inPlace, options: { regions, states } };
  const monthOptions = months.options(inPlace);
  const month = readPlaceFilters(params, {
    regions: new Set(),
    states: new Set(),
    months: new Set(monthOptions.map((o) => o.value)),
  }).month;
  return {
    filters: { ...place, month },
    picked: month ? inPlace.filter((item) => months.of(item) === month) : inPlace,
    options: { regions, states, months: monthOptions },
  };
}

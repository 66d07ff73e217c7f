// Pure helpers of the map page: filter parameters, the paged store list, distances.
import type { MapPoint, NearbyStore } from "../content/types";
import { groupThousands } from "../messages/numbers";

export const US_CENTER: readonly [number, number] = [39.5, -98.35];

export interface MapFilters {
  state: string;
  category: string;
  /** A hotspot town's slug: the stores belonging to it. */
  hotspot: string;
}

/** The sets of known values each filter takes. */
export interface KnownFilterValues {
  states: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  hotspots: ReadonlySet<string>;
}

/** Reads `state`, `category` and `hotspot` from the URL, keeping only known values. */
export function readMapFilters(params: URLSearchParams, known: KnownFilterValues): MapFilters {
  const state = (params.get("state") ?? "").trim().toUpperCase();
  const category = (params.get("category") ?? "").trim().toLowerCase();
  const hotspot = (params.get("hotspot") ?? "").trim().toLowerCase();
  return {
    state: known.states.has(state) ? state : "",
    category: known.categories.has(category) ? category : "",
    hotspot: known.hotspots.has(hotspot) ? hotspot : "",
  };
}

/** The query string of a filter (and page), e.g. `?state=TX&page=2`; empty without any. */
export function mapQuery(filters: MapFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.hotspot) params.set("hotspot", filters.hotspot);
  if (filters.state) params.set("state", filters.state);
  if (filters.category) params.set("category", filters.category);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The order of the list under the map: state, then city, then name. */
export function sortMapPoints(points: readonly MapPoint[], stateNames: ReadonlyMap<string, string>): MapPoint[] {
  const name = (code: string) => stateNames.get(code) ?? code;
  return [...points].sort(
    (a, b) =>
      name(a.state).localeCompare(name(b.state), "en") ||
      a.city.localeCompare(b.city, "en") ||
      a.name.localeCompare(b.name, "en"),
  );
}

/** Parses a page number; undefined when it is not a whole number ≥ 1. */
export function parsePage(value: string | null): number | undefined {
  if (value === null || value === "") return 1;
  if (!/^[1-9]\d{0,6}$/.test(value)) return undefined;
  return Number(value);
}

export function kmToMiles(km: number): number {
  return km * 0.621371;
}

/** "0.4 mi", "12 mi", "230 mi". */
export function formatDistance(km: number): string {
  const miles = kmToMiles(km);
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${groupThousands(Math.round(miles))} mi`;
}

/** A coordinate from the query string, or undefined when missing or out of range. */
export function parseCoordinate(value: string | null, limit: 90 | 180): number | undefined {
  if (value === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : undefined;
}

/** What the "near me" list needs of a store. */
export interface NearStore {
  slug: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  distanceKm: number;
}

export function toNearStore(store: NearbyStore): NearStore | undefined {
  if (store.latitude === null || store.longitude === null) return undefined;
  return {
    slug: store.slug,
    name: store.name,
    city: store.city,
    state: store.state,
    lat: store.latitude,
    lng: store.longitude,
    distanceKm: store.distanceKm,
  };
}

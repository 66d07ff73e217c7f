// The search page's criteria as a URL (what its GET form submits and its links carry) and as the
// body of POST /api/stores/search. The reading of the query (places, words, ranking) is the content
// service's: this module only moves values between the URL and the API.
import type { SearchRequest } from "../content/types";

export const SEARCH_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type SearchDay = (typeof SEARCH_DAYS)[number];

export const SEARCH_SORTS = ["relevance", "distance", "rating", "name"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The orders a visitor picks from, in the order the menu lists them. */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Best match",
  distance: "Nearest first",
  rating: "Highest rated",
  name: "Name (A–Z)",
};

/** Times offered for "open on … at …": every hour a shop may be visited, 8 am to 8 pm. */
export const OPEN_AT_TIMES: readonly { value: string; label: string }[] = Array.from({ length: 13 }, (_, i) => {
  const hour = 8 + i;
  const label = hour === 12 ? "12 pm (noon)" : hour > 12 ? `${hour - 12} pm` : `${hour} am`;
  return { value: `${String(hour).padStart(2, "0")}:00`, label };
});

export interface SearchCriteria {
  q: string;
  state: string;
  category: string;
  features: string[];
  /** "Open on {day} at {time}": both or neither. */
  day: SearchDay | "";
  time: string;
  sort: SearchSort;
  /** A position the visitor shared, "lat,lng" (4 decimals). */
  near: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NEAR = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/** The criteria of a search URL; values that cannot be sent are dropped. */
export function readSearchCriteria(params: URLSearchParams, featureNames: ReadonlySet<string>): SearchCriteria {
  const day = (params.get("day") ?? "").trim().toLowerCase();
  const time = (params.get("time") ?? "").trim();
  const sort = (params.get("sort") ?? "").trim().toLowerCase();
  const near = (params.get("near") ?? "").trim();
  const validDay = (SEARCH_DAYS as readonly string[]).includes(day) ? (day as SearchDay) : "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    state: (params.get("state") ?? "").trim().toUpperCase(),
    category: (params.get("category") ?? "").trim().toLowerCase(),
    features: params.getAll("feature").filter((name) => featureNames.has(name)),
    day: validDay,
    time: validDay && TIME.test(time) ? time : validDay ? "14:00" : "",
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : "relevance",
    near: parseNear(near) ? near : "",
  };
}

function parseNear(near: string): { latitude: number; longitude: number } | null {
  const match = NEAR.exec(near);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** "lat,lng" of a position, rounded to about 10 m (no more of a visitor's position than needed). */
export function nearParam(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
}

/**
 * The canonical URL query of a search, with `page` when past the first: only the values set, in the
 * order the form lists its fields (so a form sent with every field set is already canonical).
 */
export function searchQueryString(criteria: SearchCriteria, page = 1, changes: Partial<SearchCriteria> = {}): string {
  const c = { ...criteria, ...changes };
  const params = new URLSearchParams();
  if (c.q) params.set("q", c.q);
  if (c.near) params.set("near", c.near);
  if (c.sort !== "relevance") params.set("sort", c.sort);
  if (c.day) {
    params.set("day", c.day);
    params.set("time", c.time);
  }
  if (c.category) params.set("category", c.category);
  if (c.state) params.set("state", c.state);
  for (const feature of c.features) params.append("feature", feature);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How many filters are set besides the words (what the folded filter panel shows). */
export function filtersSet(criteria: SearchCriteria): number {
  return (criteria.state ? 1 : 0) + (criteria.category ? 1 : 0) + criteria.features.length + (criteria.day ? 1 : 0);
}

/** The body of POST /api/stores/search for the criteria. */
export function searchBody(criteria: SearchCriteria, page: number, pageSize: number): SearchRequest {
  const body: SearchRequest = { pagination: { page, pageSize } };
  if (criteria.q) body.query = criteria.q;
  const location: NonNullable<SearchRequest["location"]> = {};
  if (criteria.state) location.state = criteria.state;
  const near = parseNear(criteria.near);
  if (near) location.near = near;
  if (Object.keys(location).length > 0) body.location = location;
  const filters: Record<string, boolean> = {};
  for (const feature of criteria.features) filters[feature] = true;
  if (criteria.category) filters[criteria.category] = true;
  if (Object.keys(filters).length > 0) body.filters = filters;
  if (criteria.day) body.openAt = { day: criteria.day, time: criteria.time };
  if (criteria.sort !== "relevance") body.sort = criteria.sort;
  return body;
}

/** "2 pm" of "14:00". */
export function timeLabel(time: string): string {
  return OPEN_AT_TIMES.find((t) => t.value === time)?.label.replace(" (noon)", "") ?? time;
}

/** "Saturday" of "saturday". */
export function dayLabel(day: SearchDay): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

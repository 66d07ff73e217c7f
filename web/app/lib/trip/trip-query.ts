// A trip plan in its address: /trip?stores=a,b,c&from=Hudson%2C+NY&date=2027-03-07&time=10:00&visit=45,90,45&order=kept.
// The address is the whole plan, so it is the share link, what a page without JavaScript submits
// (the planner is a GET form), what the GPX and calendar files are made from, and the key of the
// page cache: nothing of a visitor but what the address says ever reaches the page.

import type { LatLng } from "./route-order";
import { TRIP_QUERY_PARAM, cleanSlugs } from "./saved-stores";
import { parseClockTime, parseDate } from "./trip-time";

/** Query parameters of the trip page besides `stores` (saved-stores.ts owns that one). */
export const TRIP_PARAMS = {
  from: "from",
  near: "near",
  date: "date",
  time: "time",
  visit: "visit",
  order: "order",
} as const;

/** `order=kept`: the stops in the order the address lists them (the visitor moved them), not a computed route. */
export const KEPT_ORDER = "kept";

/** The longest start place read: town names and ZIP codes are far shorter; the search takes 200 characters. */
export const MAX_FROM_LENGTH = 100;

/** Minutes at one stop: from none to a long day in one antique mall. */
export const MAX_VISIT_MINUTES = 600;

/** Decimals a shared position keeps: two are about a kilometre, plenty for drive estimates, and say less about where someone is. */
export const NEAR_DECIMALS = 2;

export interface TripQuery {
  /** The stores, in the order the address lists them. */
  slugs: string[];
  /** A town or ZIP code the trip starts from, as typed ("" for none). */
  from: string;
  /** The visitor's position the trip starts from, when they shared it and typed no place. */
  near: LatLng | null;
  /** "YYYY-MM-DD", or null for the default day. */
  date: string | null;
  /** "HH:MM", or null for the default time. */
  time: string | null;
  /** Minutes at each stop the address sets, by slug. */
  visits: Record<string, number>;
  /** Whether the stops keep the listed order instead of being ordered into a route. */
  keepOrder: boolean;
}

/** Every value of a parameter, repeated or comma-separated, trimmed. */
function listValues(params: URLSearchParams, name: string): string[] {
  return params.getAll(name).flatMap((value) => value.split(",").map((part) => part.trim()));
}

/** A position "lat,lng" rounded to NEAR_DECIMALS, or null. */
export function parseNear(text: string | null | undefined): LatLng | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? "");
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null;
  return roundNear({ lat, lng });
}

export function roundNear(point: LatLng): LatLng {
  const round = (value: number) => Number(value.toFixed(NEAR_DECIMALS)) || 0;
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** Whole minutes at a stop from text, or null when blank or not between 0 and MAX_VISIT_MINUTES. */
export function parseVisitMinutes(text: string | null | undefined): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text ?? "")) return null;
  const minutes = Number(text);
  return minutes <= MAX_VISIT_MINUTES ? minutes : null;
}

/** The start place as typed: single spaces, at most MAX_FROM_LENGTH characters, no control characters. */
export function cleanFrom(text: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (text ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_FROM_LENGTH);
}

/** The plan an address describes; anything malformed in it is left at its default. */
export function parseTripQuery(search: string | URLSearchParams): TripQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = listValues(params, TRIP_QUERY_PARAM);
  const slugs = cleanSlugs(raw);
  const from = cleanFrom(params.get(TRIP_PARAMS.from));
  const date = params.get(TRIP_PARAMS.date)?.trim() ?? "";
  const time = params.get(TRIP_PARAMS.time)?.trim() ?? "";
  // Minutes pair with the stores by position, as the form lists them, so a dropped or repeated slug
  // in `stores` must not shift them: pair with the raw list, keep those of the slugs kept.
  const minutes = listValues(params, TRIP_PARAMS.visit);
  const visits: Record<string, number> = {};
  raw.forEach((slug, i) => {
    const value = parseVisitMinutes(minutes[i]);
    if (value !== null && slugs.includes(slug) && !(slug in visits)) visits[slug] = value;
  });
  return {
    slugs,
    from,
    near: from ? null : parseNear(params.get(TRIP_PARAMS.near)),
    date: parseDate(date) ? date : null,
    time: parseClockTime(time) !== null ? time : null,
    visits,
    keepOrder: params.get(TRIP_PARAMS.order) === KEPT_ORDER && slugs.length > 1,
  };
}

/**
 * The address's query for a plan: "?stores=a,b&…", parameters left out at their defaults. Minutes are
 * written for every stop, in the order of `slugs`, once any stop has its own (blank for the default).
 */
export function tripSearch(query: TripQuery): string {
  const slugs = cleanSlugs(query.slugs);
  if (slugs.length === 0) return "";
  // Slugs and these values need no escaping except the place, and literal commas keep the link readable.
  const parts = [`${TRIP_QUERY_PARAM}=${slugs.join(",")}`];
  const from = cleanFrom(query.from);
  if (from) parts.push(`${TRIP_PARAMS.from}=${encodeURIComponent(from)}`);
  else if (query.near) {
    const near = roundNear(query.near);
    parts.push(`${TRIP_PARAMS.near}=${near.lat},${near.lng}`);
  }
  if (query.date && parseDate(query.date)) parts.push(`${TRIP_PARAMS.date}=${query.date}`);
  if (query.time && parseClockTime(query.time) !== null) parts.push(`${TRIP_PARAMS.time}=${query.time}`);
  if (slugs.some((slug) => slug in query.visits)) {
    parts.push(`${TRIP_PARAMS.visit}=${slugs.map((slug) => (slug in query.visits ? String(query.visits[slug]) : "")).join(",")}`);
  }
  if (query.keepOrder && slugs.length > 1) parts.push(`${TRIP_PARAMS.order}=${KEPT_ORDER}`);
  return `?${parts.join("&")}`;
}

/** Whether going from one address to another needs the server: another start place, or a store it has not sent. */
export function needsServer(current: TripQuery, next: TripQuery): boolean {
  if (current.from !== next.from) return true;
  const known = new Set(current.slugs);
  return next.slugs.some((slug) => !known.has(slug));
}

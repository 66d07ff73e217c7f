// What the trip page's loader sends (lib/trip/trip.server.ts makes it) and the small rules between
// the content service's answers and the plan: which stores can be routed, which places can start a
// trip, and the day and time a plan gets when its address names none. Plain: the page's component
// and the trip's files read it too.

import type { PlaceView, StoreSummary } from "../content/types";
import type { TripStart, TripStore } from "./trip-plan";
import { storesTimeZone } from "./trip-plan";
import type { TripQuery } from "./trip-query";
import { DEFAULT_START_TIME, defaultTripDate } from "./trip-time";

/** A plan's address with its day and start time decided. */
export type ResolvedTripQuery = TripQuery & { date: string; time: string };

export interface TripPageData {
  query: ResolvedTripQuery;
  /** The stores the plan can route, in the order the address lists them. */
  stores: TripStore[];
  /** Stores of the address that cannot be on the route: gone from the directory, or without a position. */
  missing: { slug: string; name: string | null }[];
  /** Where the typed start place is (null without one, or when the content service does not know it). */
  place: Extract<TripStart, { kind: "place" }> | null;
}

/**
 * The fields of a store the trip reads, and the slug of the address that found it (`askedSlug`, when
 * it is not `slug`: one the store had before it was renamed).
 */
export type TripStoreSource = Pick<
  StoreSummary,
  "slug" | "name" | "city" | "state" | "fullAddress" | "latitude" | "longitude" | "openingHours"
> & { askedSlug?: string };

/** A store as the trip needs it, or null when it has no position (it cannot be put on a route). */
export function toTripStore(store: TripStoreSource): TripStore | null {
  const { latitude: lat, longitude: lng } = store;
  if (typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    slug: store.slug,
    name: store.name,
    city: store.city,
    state: store.state,
    address: store.fullAddress?.trim() || null,
    lat,
    lng,
    openingHours: store.openingHours ?? null,
  };
}

/**
 * A start from the place the content service read in the typed text: a town, a hotspot town or a ZIP
 * code has a position (the mean of our stores' there, the hotspot's, or the reference files'); a
 * state is too wide to start from.
 */
export function placeStart(place: PlaceView | null | undefined): Extract<TripStart, { kind: "place" }> | null {
  if (!place || (place.kind !== "city" && place.kind !== "hotspot" && place.kind !== "zip")) return null;
  if (typeof place.latitude !== "number" || typeof place.longitude !== "number") return null;
  return { kind: "place", label: place.label, lat: place.latitude, lng: place.longitude };
}

/** Where a plan starts: the typed place when it was found, else the shared position, else the first stop. */
export function tripStart(query: Pick<TripQuery, "from" | "near">, place: TripPageData["place"]): TripStart {
  if (query.from) return place ?? { kind: "firstStop" };
  if (query.near) return { kind: "location", lat: query.near.lat, lng: query.near.lng };
  return { kind: "firstStop" };
}

/**
 * The day and time of a plan whose address names none: tomorrow on the clocks of the trip's stores,
 * at DEFAULT_START_TIME. Decided by the loader, so the page's render and the browser plan the same day.
 */
export function resolveTripQuery(query: TripQuery, stores: readonly TripStore[], now: Date): ResolvedTripQuery {
  return {
    ...query,
    date: query.date ?? defaultTripDate(now, storesTimeZone(stores)),
    time: query.time ?? DEFAULT_START_TIME,
  };
}

/**
 * The stores in the address's order, and those of its slugs that cannot be routed. A slug the address
 * names may be one a store had before it was renamed: the store is on the route under its current
 * slug, once.
 */
export function arrangeTripStores(
  slugs: readonly string[],
  found: readonly TripStoreSource[],
): { stores: TripStore[]; missing: TripPageData["missing"] } {
  const bySlug = new Map(found.map((store) => [store.askedSlug ?? store.slug, store]));
  const stores: TripStore[] = [];
  const missing: TripPageData["missing"] = [];
  for (const slug of slugs) {
    const source = bySlug.get(slug);
    const store = source ? toTripStore(source) : null;
    if (store) {
      if (!stores.some((s) => s.slug === store.slug)) stores.push(store);
    } else missing.push({ slug, name: source?.name ?? null });
  }
  return { stores, missing };
}

/**
 * The address with each store it names by a slug the store had before it was renamed named by its
 * current slug instead (its minutes at the stop kept), each store once.
 */
export function withCurrentSlugs(query: TripQuery, found: readonly TripStoreSource[]): TripQuery {
  const current = new Map(found.map((store) => [store.askedSlug ?? store.slug, store.slug]));
  const rename = (slug: string) => current.get(slug) ?? slug;
  const visits: Record<string, number> = {};
  for (const [slug, minutes] of Object.entries(query.visits)) visits[rename(slug)] ??= minutes;
  return { ...query, slugs: [...new Set(query.slugs.map(rename))], visits };
}

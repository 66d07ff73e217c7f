// A trip as the trip page shows it and its files carry it: the stops in order (a computed route, or
// the order the visitor chose), when the trip reaches each, whether each store is open then, and,
// when one would be closed, the order that avoids it if there is one. Pure: the server renders it
// for the first view (and for browsers without JavaScript), the browser computes it again as the
// visitor changes the plan, and the GPX and calendar files are made from it.

import type { OpeningHours } from "../content/types";
import type { HoursState } from "../stores/opening-hours";
import { type LatLng, type RouteStart, orderRoute } from "./route-order";
import { MAX_REORDERED_STOPS, findOpenOrder, scheduleTrip, type ScheduleOptions } from "./schedule";
import type { TripQuery } from "./trip-query";
import { formatClock, isKnownTimeZone, tripTimeZone, zoneAbbreviation, zonedInstant } from "./trip-time";

/** What the trip needs of a store (the loader sends only this). */
export interface TripStore {
  slug: string;
  name: string;
  city: string;
  state: string;
  /** The one-line address the content service sends (`fullAddress`), null when blank. */
  address: string | null;
  lat: number;
  lng: number;
  openingHours: OpeningHours | null;
}

/** Where the trip starts. */
export type TripStart =
  | { kind: "firstStop" }
  /** A town or ZIP code the content service placed: `label` as it names it ("Hudson, NY"). */
  | { kind: "place"; label: string; lat: number; lng: number }
  | { kind: "location"; lat: number; lng: number };

export interface PlannedStop {
  store: TripStore;
  /** 1 for the first stop. */
  number: number;
  arrival: Date;
  departure: Date;
  /** "10:45 AM", with the zone's short name when the store keeps another clock than the trip ("11:45 AM CST"). */
  arrivalText: string;
  departureText: string;
  visitMinutes: number;
  /** The estimated drive to the stop; null for the first stop of a trip that starts there. */
  driveMinutes: number | null;
  /** Estimated road distance of that drive, in km. */
  driveRoadKm: number | null;
  /** The store's state on arrival. */
  state: HoursState;
  closedOnArrival: boolean;
  /** "5:00 PM": the store stops being open during the planned visit. */
  closesDuringVisit: string | null;
}

export type TripFix =
  /** An order of the same stops in which every store is open on arrival (the shortest such). */
  | { kind: "reorder"; slugs: string[] }
  /** No order works: a store is closed all day, for the season, or the hours leave no room. */
  | { kind: "none" }
  /** Too many stops to try every order. */
  | { kind: "tooManyStops" };

export interface TripPlan {
  start: TripStart;
  /** The zone the date and start time are read in. */
  timeZone: string;
  date: string;
  time: string;
  startAt: Date;
  stops: PlannedStop[];
  totalDriveMinutes: number;
  totalRoadKm: number;
  /** Departure from the last stop. */
  endsAt: Date;
  endText: string;
  /** Stops whose store is closed on arrival. */
  closedCount: number;
  /** What to do about closed stops; null when none is. */
  fix: TripFix | null;
  /** The computed route's order of the stops: the plan's own unless the visitor moved stops. */
  routeSlugs: string[];
}

/** The point the route starts from, or the first stop. */
export function routeStartOf(start: TripStart): RouteStart {
  return start.kind === "firstStop" ? "firstStop" : { lat: start.lat, lng: start.lng };
}

/** The start as a point, when it is not the first stop. */
export function startPoint(start: TripStart): LatLng | null {
  return start.kind === "firstStop" ? null : { lat: start.lat, lng: start.lng };
}

/** The zone of a trip of these stores (lib/trip/trip-time.ts: the one most of them keep). */
export function storesTimeZone(stores: readonly TripStore[]): string {
  return tripTimeZone(stores.map((store) => store.openingHours?.timeZone));
}

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((slug, i) => slug === b[i]);

/**
 * The plan of stores (listed in the address's order) from a start, on a date and at a time (already
 * resolved: the loader fills the defaults in, so the server and the browser plan the same day).
 */
export function planTrip(
  stores: readonly TripStore[],
  start: TripStart,
  query: Pick<TripQuery, "visits" | "keepOrder"> & { date: string; time: string },
): TripPlan {
  const routeStart = routeStartOf(start);
  const timeZone = storesTimeZone(stores);
  const startAt = zonedInstant(query.date, query.time, timeZone) ?? new Date(`${query.date}T${query.time}:00Z`);
  const route = orderRoute(routeStart, stores).stops;
  const ordered = query.keepOrder ? [...stores] : route;
  const options: ScheduleOptions = { start: routeStart, startAt, visitMinutesBySlug: query.visits };
  const schedule = scheduleTrip(ordered, options);

  const clockOf = (at: Date, store: TripStore) => {
    const zone = store.openingHours?.timeZone;
    if (!isKnownTimeZone(zone) || zone === timeZone) return formatClock(at, timeZone);
    const abbreviation = zoneAbbreviation(at, zone);
    return `${formatClock(at, zone)}${abbreviation ? ` ${abbreviation}` : ""}`;
  };

  const stops = schedule.stops.map((scheduled, i): PlannedStop => {
    const store = ordered[i] as TripStore;
    return {
      store,
      number: i + 1,
      arrival: scheduled.arrival,
      departure: scheduled.departure,
      arrivalText: clockOf(scheduled.arrival, store),
      departureText: clockOf(scheduled.departure, store),
      visitMinutes: scheduled.visitMinutes,
      driveMinutes: scheduled.leg?.minutes ?? null,
      driveRoadKm: scheduled.leg?.roadKm ?? null,
      state: scheduled.arrivalState,
      closedOnArrival: scheduled.closedOnArrival,
      closesDuringVisit: scheduled.closesDuringVisitAt ? clockOf(scheduled.closesDuringVisitAt, store) : null,
    };
  });

  const closedCount = stops.filter((stop) => stop.closedOnArrival).length;
  let fix: TripFix | null = null;
  if (closedCount > 0) {
    if (stops.length > MAX_REORDERED_STOPS) fix = { kind: "tooManyStops" };
    else {
      const open = findOpenOrder(ordered, options);
      const slugs = open?.stops.map((s) => s.stop.slug);
      fix = slugs && !sameOrder(slugs, ordered.map((s) => s.slug)) ? { kind: "reorder", slugs } : { kind: "none" };
    }
  }

  const last = stops[stops.length - 1];
  const endsAt = schedule.endsAt;
  return {
    start,
    timeZone,
    date: query.date,
    time: query.time,
    startAt,
    stops,
    totalDriveMinutes: schedule.totalDriveMinutes,
    totalRoadKm: schedule.totalRoadKm,
    endsAt,
    endText: last ? clockOf(endsAt, last.store) : formatClock(endsAt, timeZone),
    closedCount,
    fix,
    routeSlugs: route.map((store) => store.slug),
  };
}

/** Whether the stops are in the computed route's order. */
export function isRouteOrder(plan: TripPlan): boolean {
  return sameOrder(
    plan.routeSlugs,
    plan.stops.map((stop) => stop.store.slug),
  );
}

/** The slugs with the one at `index` moved by `delta` places (up: -1, down: +1); unchanged at the ends. */
export function moveSlug(slugs: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= slugs.length || target < 0 || target >= slugs.length) return [...slugs];
  const next = [...slugs];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

/** The slugs with one moved to another position (a drag and drop). */
export function moveSlugTo(slugs: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= slugs.length || to < 0 || to >= slugs.length || from === to) return [...slugs];
  const next = [...slugs];
  const [moved] = next.splice(from, 1) as [string];
  next.splice(to, 0, moved);
  return next;
}

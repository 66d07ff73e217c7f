// When a trip reaches each stop and whether the store is open then. Times are absolute instants; each
// store's hours are read on its own clock by `hoursStatus` (lib/stores/opening-hours.ts), the one place
// that decides whether a store is open, so a trip crossing time zones needs nothing special here.

import type { OpeningHours } from "../content/types";
import { distanceKm } from "../maps/geo";
import { hoursStatus, type HoursState } from "../stores/opening-hours";
import { describeRoute, driveMinutes, type LatLng, type RouteLeg, type RouteStart, type RouteStop } from "./route-order";

export interface TripStop extends RouteStop {
  openingHours: OpeningHours | null;
}

/** Time at a stop when the visitor sets none: long enough to walk an antique mall's aisles once. */
export const DEFAULT_VISIT_MINUTES = 45;

/** Above this many stops, trying every order (n! of them: 5,040 for 7) is too slow for a page. */
export const MAX_REORDERED_STOPS = 7;

export interface ScheduleOptions {
  start: RouteStart;
  /** When the trip leaves the start point (or arrives at the first stop, starting there). */
  startAt: Date;
  /** Minutes at each stop (DEFAULT_VISIT_MINUTES when left out). */
  visitMinutes?: number;
  /** Minutes at particular stops, by slug. */
  visitMinutesBySlug?: Readonly<Record<string, number>>;
}

export interface ScheduledStop<T extends TripStop> {
  stop: T;
  /** The drive that reaches the stop; null for the first stop of a trip that starts there. */
  leg: RouteLeg | null;
  arrival: Date;
  departure: Date;
  visitMinutes: number;
  /** The store's state at the arrival instant, as its hours badge would show it then. */
  arrivalState: HoursState;
  /** By appointment: worth a call ahead, whatever the time. */
  appointmentNeeded: boolean;
  /** Whether the store is closed on arrival (closed, out of season, temporarily closed). */
  closedOnArrival: boolean;
  /** For a store open on arrival that is no longer open before the planned departure: the minute it stops being open. */
  closesDuringVisitAt: Date | null;
}

export interface TripSchedule<T extends TripStop> {
  stops: ScheduledStop<T>[];
  totalKm: number;
  totalRoadKm: number;
  totalDriveMinutes: number;
  /** Departure from the last stop (the start instant for a trip without stops). */
  endsAt: Date;
  /** Whether no stop is closed on arrival (stores without known hours and by-appointment ones do not count). */
  allOpenOnArrival: boolean;
}

const MINUTE_MS = 60_000;

/** States in which a visitor arriving finds the door shut; unknown and by-appointment are not among them. */
export function isClosedState(state: HoursState): boolean {
  return state === "closed" || state === "outOfSeason" || state === "temporarilyClosed";
}

const validMinutes = (value: number | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** Minutes at a stop: its own setting, else the trip's, else the default; whole minutes. */
export function visitMinutesFor(slug: string, options: Pick<ScheduleOptions, "visitMinutes" | "visitMinutesBySlug">): number {
  const own = options.visitMinutesBySlug?.[slug];
  if (validMinutes(own)) return Math.round(own);
  return validMinutes(options.visitMinutes) ? Math.round(options.visitMinutes) : DEFAULT_VISIT_MINUTES;
}

const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);
const isOpen = (hours: OpeningHours | null, at: number) => hoursStatus(hours, new Date(at)).state === "open";

/**
 * The first minute within [arrival, departure) at which a store open on arrival is no longer open,
 * or null when it stays open. Opening hours change only on whole local minutes, and every modern
 * zone's offset is whole minutes, so asking `hoursStatus` once a minute (and just before leaving,
 * for a start that is not on the minute) misses no closing, a lunch break included.
 */
function firstClosedMinute(hours: OpeningHours | null, arrival: Date, departure: Date): Date | null {
  const end = departure.getTime();
  const checks: number[] = [];
  for (let at = arrival.getTime() + MINUTE_MS; at < end; at += MINUTE_MS) checks.push(at);
  if (end - 1 > arrival.getTime()) checks.push(end - 1);
  for (const at of checks) {
    if (!isOpen(hours, at)) return new Date(Math.max(arrival.getTime(), at - (at % MINUTE_MS)));
  }
  return null;
}

/** Arrival and departure at every stop of an ordered route, and whether each store is open on arrival. */
export function scheduleTrip<T extends TripStop>(stops: readonly T[], options: ScheduleOptions): TripSchedule<T> {
  const route = describeRoute(options.start, stops);
  // From the first stop there is no leg to it, so legs line up with the stops after it.
  const legOffset = options.start === "firstStop" ? 1 : 0;
  let clock = options.startAt;
  const scheduled = route.stops.map((stop, i): ScheduledStop<T> => {
    const leg = route.legs[i - legOffset] ?? null;
    const arrival = leg ? addMinutes(clock, leg.minutes) : clock;
    const visitMinutes = visitMinutesFor(stop.slug, options);
    const departure = addMinutes(arrival, visitMinutes);
    clock = departure;
    const arrivalState = hoursStatus(stop.openingHours, arrival).state;
    return {
      stop,
      leg,
      arrival,
      departure,
      visitMinutes,
      arrivalState,
      appointmentNeeded: arrivalState === "byAppointment",
      closedOnArrival: isClosedState(arrivalState),
      closesDuringVisitAt: arrivalState === "open" ? firstClosedMinute(stop.openingHours, arrival, departure) : null,
    };
  });
  return {
    stops: scheduled,
    totalKm: route.totalKm,
    totalRoadKm: route.totalRoadKm,
    totalDriveMinutes: route.totalMinutes,
    endsAt: clock,
    allOpenOnArrival: scheduled.every((s) => !s.closedOnArrival),
  };
}

/**
 * When some stop of the route would be closed on arrival: the shortest order (great-circle length)
 * in which none is, or null when no order works or there are more than MAX_REORDERED_STOPS stops.
 * A route with no closed stop comes back as it is. A trip starting at its first stop keeps that stop
 * first. A temporarily closed or out-of-season store is closed in every order, so it makes the answer null.
 */
export function findOpenOrder<T extends TripStop>(stops: readonly T[], options: ScheduleOptions): TripSchedule<T> | null {
  const asGiven = scheduleTrip(stops, options);
  if (asGiven.allOpenOnArrival) return asGiven;
  if (stops.length > MAX_REORDERED_STOPS) return null;

  const fixedFirst = options.start === "firstStop" ? stops[0] : undefined;
  const rest = fixedFirst ? stops.slice(1) : [...stops];
  const best: { order: T[] | null; km: number } = { order: null, km: Infinity };
  const order: T[] = [];
  const used = rest.map(() => false);

  // Depth-first over the orders, the same arithmetic as scheduleTrip, dropping a prefix as soon as a
  // stop in it is closed on arrival or it is already no shorter than the best complete order.
  const visit = (here: LatLng, clock: number, km: number) => {
    if (km >= best.km) return;
    if (order.length === rest.length) {
      best.order = [...order];
      best.km = km;
      return;
    }
    rest.forEach((stop, i) => {
      if (used[i]) return;
      const legKm = distanceKm(here, stop);
      const arrival = clock + driveMinutes(legKm) * MINUTE_MS;
      if (isClosedState(hoursStatus(stop.openingHours, new Date(arrival)).state)) return;
      used[i] = true;
      order.push(stop);
      visit(stop, arrival + visitMinutesFor(stop.slug, options) * MINUTE_MS, km + legKm);
      order.pop();
      used[i] = false;
    });
  };

  const startAt = options.startAt.getTime();
  if (fixedFirst) {
    if (isClosedState(hoursStatus(fixedFirst.openingHours, options.startAt).state)) return null;
    visit(fixedFirst, startAt + visitMinutesFor(fixedFirst.slug, options) * MINUTE_MS, 0);
  } else if (options.start !== "firstStop") {
    visit(options.start, startAt, 0);
  }
  if (!best.order) return null;
  return scheduleTrip(fixedFirst ? [fixedFirst, ...best.order] : best.order, options);
}

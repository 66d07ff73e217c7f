// The order of a trip's stops: a nearest-neighbour route improved by 2-opt, over great-circle
// distances, as an open path (the trip ends at its last stop, it does not drive back). Drive times are
// rough estimates from straight-line distance; saying so is the page's job.

import { distanceKm } from "../maps/geo";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface RouteStop extends LatLng {
  slug: string;
}

/** Where a trip starts: a point (the visitor's location, a hotel), or at the first stop as given. */
export type RouteStart = LatLng | "firstStop";

/** Roads are longer than the straight line between two places; 1.3 is a common rule of thumb for rural US driving. */
export const ROAD_FACTOR = 1.3;

/** Average driving speed in km/h (about 40 mph): a mix of highway and the two-lane roads antique towns sit on. */
export const AVERAGE_SPEED_KMH = 65;

/** One drive of the route: from the start or a stop to the next stop. */
export interface RouteLeg {
  /** Slug of the stop the leg leaves from; null for a start point that is not a stop. */
  from: string | null;
  to: string;
  /** Great-circle distance. */
  km: number;
  /** Estimated road distance: `km` × ROAD_FACTOR. */
  roadKm: number;
  /** Estimated drive time in whole minutes, rounded up. */
  minutes: number;
}

export interface OrderedRoute<T extends RouteStop> {
  stops: T[];
  /** One leg per stop reached by driving: as many as the stops from a start point, one fewer from the first stop. */
  legs: RouteLeg[];
  /** Great-circle length of the route. */
  totalKm: number;
  totalRoadKm: number;
  /** The sum of the legs' minutes, so the total matches the legs the page lists. */
  totalMinutes: number;
}

/** Estimated road distance of a great-circle distance. */
export function roadKm(km: number): number {
  return km * ROAD_FACTOR;
}

/**
 * Estimated drive minutes of a great-circle distance, rounded up. The tiny allowance keeps float noise
 * (65 km computed as 65.0000000001) from adding a minute.
 */
export function driveMinutes(km: number): number {
  const minutes = (roadKm(km) / AVERAGE_SPEED_KMH) * 60;
  return Math.max(0, Math.ceil(minutes - 1e-9));
}

/** The legs of stops driven in the given order. */
export function routeLegs(start: RouteStart, stops: readonly RouteStop[]): RouteLeg[] {
  const legs: RouteLeg[] = [];
  let from: LatLng | null = start === "firstStop" ? null : start;
  let fromSlug: string | null = null;
  for (const stop of stops) {
    if (from) {
      const km = distanceKm(from, stop);
      legs.push({ from: fromSlug, to: stop.slug, km, roadKm: roadKm(km), minutes: driveMinutes(km) });
    }
    from = stop;
    fromSlug = stop.slug;
  }
  return legs;
}

/** Great-circle length of the stops driven in the given order. */
export function pathKm(start: RouteStart, stops: readonly LatLng[]): number {
  let total = 0;
  let from: LatLng | null = start === "firstStop" ? null : start;
  for (const stop of stops) {
    if (from) total += distanceKm(from, stop);
    from = stop;
  }
  return total;
}

/** The route of stops already in order: legs and totals. */
export function describeRoute<T extends RouteStop>(start: RouteStart, stops: readonly T[]): OrderedRoute<T> {
  const legs = routeLegs(start, stops);
  const totalKm = legs.reduce((sum, leg) => sum + leg.km, 0);
  return {
    stops: [...stops],
    legs,
    totalKm,
    totalRoadKm: roadKm(totalKm),
    totalMinutes: legs.reduce((sum, leg) => sum + leg.minutes, 0),
  };
}

/**
 * Greedy order: from the start, always drive to the closest stop not visited yet (ties go to the stop
 * listed first, so the result does not depend on float luck). From the first stop, that stop stays first.
 */
export function nearestNeighbourOrder<T extends RouteStop>(start: RouteStart, stops: readonly T[]): T[] {
  if (stops.length === 0) return [];
  const left = [...stops];
  const order: T[] = [];
  let here: LatLng;
  if (start === "firstStop") {
    const first = left.shift() as T;
    order.push(first);
    here = first;
  } else {
    here = start;
  }
  while (left.length > 0) {
    let best = 0;
    let bestKm = Infinity;
    left.forEach((stop, i) => {
      const km = distanceKm(here, stop);
      if (km < bestKm) {
        best = i;
        bestKm = km;
      }
    });
    const [next] = left.splice(best, 1) as [T];
    order.push(next);
    here = next;
  }
  return order;
}

/** Changes smaller than this (km) are float noise: counting them could make 2-opt swap back and forth. */
const IMPROVEMENT_KM = 1e-9;

/**
 * 2-opt for an open path: reverse any run of stops when that shortens the route, until no reversal
 * does. The start (a point, or the first stop) stays put; the last stop may change, since the route
 * need not come back.
 */
export function twoOpt<T extends RouteStop>(start: RouteStart, stops: readonly T[]): T[] {
  const fixedFirst = start === "firstStop";
  if (stops.length < (fixedFirst ? 3 : 2)) return [...stops];
  // Node 0 is the fixed start; the reversible stops are 1..n.
  const nodes: LatLng[] = fixedFirst ? [...stops] : [start, ...stops];
  const n = nodes.length - 1;
  const d = (a: number, b: number) => distanceKm(nodes[a] as LatLng, nodes[b] as LatLng);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < n; i++) {
      for (let j = i + 1; j <= n; j++) {
        // Reversing nodes i..j replaces edges (i-1, i) and (j, j+1) with (i-1, j) and (i, j+1);
        // at the end of the path there is no edge after j.
        const before = d(i - 1, i) + (j < n ? d(j, j + 1) : 0);
        const after = d(i - 1, j) + (j < n ? d(i, j + 1) : 0);
        if (after < before - IMPROVEMENT_KM) {
          const run = nodes.slice(i, j + 1).reverse();
          nodes.splice(i, run.length, ...run);
          improved = true;
        }
      }
    }
  }
  return (fixedFirst ? nodes : nodes.slice(1)) as T[];
}

/** The stops in a drivable order from the start, with legs and totals. */
export function orderRoute<T extends RouteStop>(start: RouteStart, stops: readonly T[]): OrderedRoute<T> {
  return describeRoute(start, twoOpt(start, nearestNeighbourOrder(start, stops)));
}

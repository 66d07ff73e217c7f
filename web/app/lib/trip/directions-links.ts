// "Open in Google Maps" and "Open in Apple Maps" links for a trip: driving directions through the
// stops in order. Each provider takes only so many points in one link, so a long trip becomes several
// links, each starting where the previous one ends.

import type { LatLng } from "./route-order";

export type MapsProvider = "google" | "apple";

/** Google Maps URLs take an origin, a destination and at most 9 waypoints between them. */
export const GOOGLE_MAPS_MAX_WAYPOINTS = 9;

/**
 * Apple Maps builds a route of at most 14 stops. We count the places after the start address
 * (`daddr` and its `+to:` segments), as the app lists them; the start is not a stop.
 */
export const APPLE_MAPS_MAX_STOPS = 14;

/** Points in one link, start included. */
export const MAX_POINTS_PER_LINK: Record<MapsProvider, number> = {
  google: GOOGLE_MAPS_MAX_WAYPOINTS + 2,
  apple: APPLE_MAPS_MAX_STOPS + 1,
};

export interface DirectionsLink {
  provider: MapsProvider;
  url: string;
  /** Index in the trip's stops of the stop the link starts from; null from the start point or the visitor's location. */
  fromStop: number | null;
  /** Index in the trip's stops of the link's destination. */
  toStop: number;
}

/**
 * A coordinate as short plain decimal text: six decimals (about 10 cm) are plenty, and toFixed never
 * gives the exponent form ("1e-7") that String would.
 */
export function formatDegrees(value: number): string {
  const fixed = value.toFixed(6).replace(/\.?0+$/, "");
  return fixed === "-0" ? "0" : fixed;
}

/** "lat,lng", the form both providers read as a place. */
export function coordinatePair(point: LatLng): string {
  return `${formatDegrees(point.lat)},${formatDegrees(point.lng)}`;
}

const encoded = (point: LatLng) => encodeURIComponent(coordinatePair(point));

/** A Google Maps directions URL through points in order (from the visitor's location when there is only one). */
export function googleMapsUrl(points: readonly LatLng[]): string {
  const params: string[] = ["api=1"];
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && points.length > 1) params.push(`origin=${encoded(first)}`);
  if (last) params.push(`destination=${encoded(last)}`);
  const between = points.slice(1, -1);
  if (between.length > 0) params.push(`waypoints=${between.map(encoded).join("%7C")}`);
  params.push("travelmode=driving");
  return `https://www.google.com/maps/dir/?${params.join("&")}`;
}

/** An Apple Maps directions URL through points in order (from the visitor's location when there is only one). */
export function appleMapsUrl(points: readonly LatLng[]): string {
  const params: string[] = [];
  if (points.length > 1 && points[0]) params.push(`saddr=${encoded(points[0])}`);
  const destinations = points.length > 1 ? points.slice(1) : points;
  // "+to:" stays literal: it is Apple's separator between stops, not an encoded space.
  if (destinations.length > 0) params.push(`daddr=${destinations.map(encoded).join("+to:")}`);
  params.push("dirflg=d");
  return `https://maps.apple.com/?${params.join("&")}`;
}

/**
 * Splits points into runs of at most `maxPoints`, consecutive runs sharing the point where one ends
 * and the next starts. Returns the start and end index of each run.
 */
export function splitPoints(count: number, maxPoints: number): { from: number; to: number }[] {
  if (count <= 0) return [];
  if (count === 1) return [{ from: 0, to: 0 }];
  const step = Math.max(1, maxPoints - 1);
  const runs: { from: number; to: number }[] = [];
  for (let from = 0; from < count - 1; from += step) runs.push({ from, to: Math.min(from + step, count - 1) });
  return runs;
}

/**
 * Directions links for a provider through the stops in order, from a start point or (null) from the
 * first stop. Without a start point and with one stop, the link leads there from wherever the visitor is.
 */
export function directionsLinks(provider: MapsProvider, start: LatLng | null, stops: readonly LatLng[]): DirectionsLink[] {
  if (stops.length === 0) return [];
  const points = start ? [start, ...stops] : [...stops];
  // Index in `points` → index in `stops`.
  const offset = start ? 1 : 0;
  const build = provider === "google" ? googleMapsUrl : appleMapsUrl;
  return splitPoints(points.length, MAX_POINTS_PER_LINK[provider]).map(({ from, to }) => ({
    provider,
    url: build(points.slice(from, to + 1)),
    fromStop: points.length === 1 || from - offset < 0 ? null : from - offset,
    toStop: to - offset,
  }));
}

// Small geometry for the hotspot pages' SVG maps: distances, a local flat projection around a town
// and the contiguous-US thumbnail projection.

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** East and north offsets in km of `p` from `center` (equirectangular; fine at town scale). */
export function localOffsetKm(center: { lat: number; lng: number }, p: { lat: number; lng: number }): { x: number; y: number } {
  return {
    x: rad(p.lng - center.lng) * Math.cos(rad(center.lat)) * EARTH_KM,
    y: rad(p.lat - center.lat) * EARTH_KM,
  };
}

/** A "nice" scale-bar length (1, 2, 5 × 10^n) not above `maxKm`. */
export function niceLength(maxKm: number): number {
  if (!(maxKm > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(maxKm));
  for (const step of [5, 2, 1]) if (step * power <= maxKm) return step * power;
  return power;
}

/** Bounds and scale of the contiguous-US thumbnail (viewBox 0 0 460 250). */
export const US_VIEW = { width: 460, height: 250, west: -125, north: 49.6, xScale: 7.9, yScale: 9.9 } as const;

/** Thumbnail coordinates of a point, or null outside the contiguous states' box. */
export function usPoint(lat: number, lng: number): { x: number; y: number } | null {
  if (lat < 24 || lat > 50 || lng < -125.5 || lng > -66) return null;
  return {
    x: Math.round((lng - US_VIEW.west) * US_VIEW.xScale * 10) / 10,
    y: Math.round((US_VIEW.north - lat) * US_VIEW.yScale * 10) / 10,
  };
}

/** A simplified outline of the contiguous United States, [lat, lng] clockwise from the north-west. */
const US_OUTLINE: readonly [number, number][] = [
  [48.4, -124.7], [49.0, -123.0], [49.0, -95.2], [49.4, -95.1], [48.6, -93.2], [48.0, -89.6], [47.3, -88.2],
  [46.5, -84.5], [45.9, -83.6], [45.3, -82.5], [43.0, -82.4], [42.3, -83.1], [41.7, -82.7], [42.5, -79.5],
  [43.3, -79.0], [43.5, -76.4], [44.2, -76.2], [45.0, -74.7], [45.0, -71.5], [45.3, -71.1], [46.4, -70.1],
  [47.4, -69.2], [47.1, -67.8], [45.2, -67.3], [44.8, -66.95], [43.6, -70.2], [42.7, -70.8], [41.8, -69.95],
  [41.5, -71.0], [41.3, -71.9], [40.6, -73.9], [40.5, -74.0], [39.0, -74.8], [38.8, -75.1], [38.0, -75.3],
  [37.1, -75.9], [36.9, -76.0], [35.2, -75.5], [34.7, -76.6], [33.9, -78.0], [32.8, -79.8], [32.1, -80.9],
  [30.7, -81.4], [28.4, -80.6], [26.7, -80.0], [25.2, -80.4], [25.1, -81.1], [26.5, -82.0], [27.8, -82.8],
  [29.1, -83.1], [30.0, -84.2], [29.7, -85.3], [30.4, -86.5], [30.3, -88.1], [30.2, -89.6], [29.1, -89.2],
  [29.5, -91.3], [29.7, -93.8], [28.9, -95.3], [27.8, -97.1], [25.95, -97.15], [26.4, -98.8], [27.5, -99.5],
  [29.4, -101.0], [29.8, -102.4], [29.0, -103.2], [30.7, -104.9], [31.8, -106.5], [31.8, -108.2],
  [31.33, -108.2], [31.33, -111.07], [32.7, -114.7], [32.53, -117.1], [34.0, -118.5], [34.45, -120.45],
  [36.3, -121.9], [37.8, -122.5], [40.4, -124.4], [42.0, -124.2], [46.2, -124.0],
];

/** The outline as an SVG path in thumbnail coordinates. */
export function usOutlinePath(): string {
  return (
    US_OUTLINE.map(([lat, lng], i) => {
      const x = ((lng - US_VIEW.west) * US_VIEW.xScale).toFixed(1);
      const y = ((US_VIEW.north - lat) * US_VIEW.yScale).toFixed(1);
      return `${i === 0 ? "M" : "L"}${x} ${y}`;
    }).join("") + "Z"
  );
}

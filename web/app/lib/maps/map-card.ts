// The store page's static map (components/store/MapCard.tsx): which tiles to show and where. The store
// page's loader computes it (lib/stores/directory.server.ts), so the page's JavaScript carries no
// projection maths; the component only reads the result's type from here.

const ZOOM = 15;
const TILE = 256;

export interface MapCardTiles {
  /**
   * Tile image URLs of a 3×3 grid, row by row (the order gives each tile its place). Plain strings:
   * the page's route data travels again for the browser, and an object each (with a key) was ~7 %
   * of the values in a store page's route data.
   */
  tiles: string[];
  /** Offsets of the grid so the point sits in the centre (px, for `calc(50% - …)`). */
  offsetX: string;
  offsetY: string;
  attribution: string;
}

/** Tile coordinates (fractional) of a point at a zoom level (Web Mercator). */
export function tilePosition(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
  };
}

function tileUrl(template: string, x: number, y: number, z: number): string {
  return template
    .replace("{s}", "a")
    .replace("{r}", "")
    .replace("{z}", String(z))
    .replace("{x}", String(x))
    .replace("{y}", String(y));
}

/** The grid for a point, or null without coordinates or a tile URL (the card then shows the pin only). */
export function mapCardTiles(
  latitude: number | null,
  longitude: number | null,
  config: { mapTileUrl: string; mapTileAttribution: string },
): MapCardTiles | null {
  const template = config.mapTileUrl;
  if (typeof latitude !== "number" || typeof longitude !== "number" || !template) return null;
  const pos = tilePosition(latitude, longitude, ZOOM);
  const cx = Math.floor(pos.x);
  const cy = Math.floor(pos.y);
  const tiles: MapCardTiles["tiles"] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) tiles.push(tileUrl(template, cx + dx, cy + dy, ZOOM));
  }
  return {
    tiles,
    offsetX: ((pos.x - cx) * TILE + TILE).toFixed(1),
    offsetY: ((pos.y - cy) * TILE + TILE).toFixed(1),
    attribution: config.mapTileAttribution,
  };
}

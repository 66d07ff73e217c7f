// A static map without JavaScript: a 3×3 grid of tiles from the configured tile server, positioned so
// the store's pin sits in the centre. When the tiles cannot load (offline, blocked), the card keeps
// its tan background, the pin, the coordinates and the map link, so the page stays fine.

import { useRouteLoaderData } from "react-router";

const ZOOM = 15;
const TILE = 256;

interface RootData {
  config?: { mapTileUrl?: string; mapTileAttribution?: string };
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

export function MapCard({
  latitude,
  longitude,
  mapUrl,
  label,
}: {
  latitude: number | null;
  longitude: number | null;
  mapUrl: string | null;
  label: string;
}) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const template = root?.config?.mapTileUrl ?? "";
  const hasCoords = typeof latitude === "number" && typeof longitude === "number";
  const pos = hasCoords ? tilePosition(latitude, longitude, ZOOM) : null;
  const tiles: { x: number; y: number; key: string }[] = [];
  if (pos && template) {
    const cx = Math.floor(pos.x);
    const cy = Math.floor(pos.y);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) tiles.push({ x: cx + dx, y: cy + dy, key: `${dx},${dy}` });
  }
  const offsetX = pos ? (pos.x - Math.floor(pos.x)) * TILE + TILE : 0;
  const offsetY = pos ? (pos.y - Math.floor(pos.y)) * TILE + TILE : 0;
  return (
    <figure className="map-card" data-testid="map-card">
      <div className="map-card-canvas" aria-hidden="true">
        {tiles.length > 0 ? (
          <div className="map-card-tiles" style={{ left: `calc(50% - ${offsetX.toFixed(1)}px)`, top: `calc(50% - ${offsetY.toFixed(1)}px)` }}>
            {tiles.map((t) => (
              // Background images, not <img>: a tile that fails to load leaves no broken-image icon.
              <span key={t.key} style={{ backgroundImage: `url("${tileUrl(template, t.x, t.y, ZOOM)}")` }} />
            ))}
          </div>
        ) : null}
        <span className="map-card-pin" />
      </div>
      <figcaption className="map-card-caption">
        <span>
          {label}
          {hasCoords ? <span className="muted"> · {latitude.toFixed(4)}, {longitude.toFixed(4)}</span> : null}
        </span>
        {mapUrl ? (
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" data-testid="map-link">
            Open in map<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </figcaption>
      {tiles.length > 0 && root?.config?.mapTileAttribution ? (
        <small className="map-card-attribution" dangerouslySetInnerHTML={{ __html: root.config.mapTileAttribution }} />
      ) : null}
    </figure>
  );
}

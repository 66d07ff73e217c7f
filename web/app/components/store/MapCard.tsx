// A static map without JavaScript: a 3×3 grid of tiles from the configured tile server, positioned so
// the store's pin sits in the centre (the grid comes from the loader: lib/maps/map-card.ts). When
// the tiles cannot load (offline, blocked), the card keeps its tan background, the pin, the
// coordinates and the map link, so the page stays fine.
import type { MapCardTiles } from "~/lib/maps/map-card";

export function MapCard({
  latitude,
  longitude,
  mapUrl,
  label,
  grid,
}: {
  latitude: number | null;
  longitude: number | null;
  mapUrl: string | null;
  label: string;
  grid: MapCardTiles | null;
}) {
  const hasCoords = typeof latitude === "number" && typeof longitude === "number";
  return (
    <figure className="map-card" data-testid="map-card">
      <div className="map-card-canvas" aria-hidden="true">
        {grid ? (
          // The tiles are background layers of one box, not an element each (the layers' places are
          // in store-page.css): a tile that fails to load leaves a gap, not a broken-image icon.
          <div
            className="map-card-tiles"
            style={{
              left: `calc(50% - ${grid.offsetX}px)`,
              top: `calc(50% - ${grid.offsetY}px)`,
              backgroundImage: grid.tiles.map((url) => `url("${url}")`).join(", "),
            }}
          />
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
      {grid?.attribution ? <small className="map-card-attribution" dangerouslySetInnerHTML={{ __html: grid.attribution }} /> : null}
    </figure>
  );
}

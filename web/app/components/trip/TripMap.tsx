// The trip's route on a map: the start, the numbered stops and straight lines between them (the
// drive follows roads; the line only shows the order). Leaflet loads in the browser on demand, as on
// /map (use-tiled-map.ts), so only the trip page's code includes it; the list of stops beside it holds
// everything the map shows, so the page stays whole when Leaflet or the tiles cannot load.
import { useEffect, useRef } from "react";
import type * as Leaflet from "leaflet";
import { type LeafletModule, loadLeaflet, useTiledMap } from "~/components/map/use-tiled-map";
import { TRIP_PAGE } from "~/lib/messages/trip";
import type { LatLng } from "~/lib/trip/route-order";
import "~/styles/trip-map.css";

export interface TripMapStop extends LatLng {
  slug: string;
  name: string;
  number: number;
  closed: boolean;
}

interface MapHandles {
  L: LeafletModule;
  map: Leaflet.Map;
  route: Leaflet.LayerGroup;
}

/** A numbered marker: the number is the stop's, as in the list. */
function stopIcon(L: LeafletModule, stop: TripMapStop): Leaflet.DivIcon {
  return L.divIcon({
    className: `trip-marker${stop.closed ? " trip-marker-closed" : ""}`,
    html: `<span aria-hidden="true">${stop.number}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });
}

/** Popup content built from DOM nodes, so store names are never parsed as HTML. */
function popupContent(stop: TripMapStop): HTMLElement {
  const link = document.createElement("a");
  link.href = `/stores/${encodeURIComponent(stop.slug)}`;
  link.textContent = `${stop.number}. ${stop.name}`;
  link.className = "trip-popup";
  return link;
}

/** Scrolling the page past the map must not zoom it. */
function tripMapOptions(): Leaflet.MapOptions {
  return { scrollWheelZoom: false };
}

/** One layer holds the whole route, so a new order clears and redraws it at once. */
function addRouteLayer(L: LeafletModule, map: Leaflet.Map): MapHandles {
  return { L, map, route: L.layerGroup().addTo(map) };
}

export function TripMap({
  start,
  stops,
  tileUrl,
  attribution,
}: {
  start: LatLng | null;
  stops: readonly TripMapStop[];
  tileUrl: string;
  attribution: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { handles, loadFailed, tilesFailed } = useTiledMap({
    containerRef,
    tileUrl,
    attribution,
    load: loadLeaflet,
    mapOptions: tripMapOptions,
    addLayers: addRouteLayer,
    tileFailureNotice: "every",
  });

  // Draw the route again whenever the stops or their order change.
  useEffect(() => {
    if (!handles) return;
    const { L, map, route } = handles;
    route.clearLayers();
    const points: [number, number][] = [];
    if (start) {
      points.push([start.lat, start.lng]);
      L.circleMarker([start.lat, start.lng], {
        radius: 8,
        weight: 3,
        color: "#ffffff",
        fillColor: "#b93a2c",
        fillOpacity: 1,
        interactive: false,
      })
        .bindTooltip(TRIP_PAGE.mapStart)
        .addTo(route);
    }
    for (const stop of stops) points.push([stop.lat, stop.lng]);
    if (points.length > 1) {
      L.polyline(points, { color: "#0f766e", weight: 3, opacity: 0.8, dashArray: "6 6", interactive: false }).addTo(route);
    }
    for (const stop of stops) {
      L.marker([stop.lat, stop.lng], { icon: stopIcon(L, stop), title: `${stop.number}. ${stop.name}`, keyboard: false })
        .bindPopup(() => popupContent(stop))
        .addTo(route);
    }
    if (points.length === 1) map.setView(points[0] as [number, number], 13);
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 14 });
    containerRef.current?.setAttribute("data-stops", String(stops.length));
  }, [handles, start, stops]);

  return (
    <div className="trip-map">
      {tilesFailed ? (
        <p className="trip-map-notice" role="status" data-testid="trip-map-tiles-failed">
          {TRIP_PAGE.tilesFailed}
        </p>
      ) : null}
      {/* Leaflet adds its own classes to the canvas: React must never rewrite that element's className. */}
      <div className={`trip-map-frame${tilesFailed ? " tiles-failed" : ""}`}>
        <div
          ref={containerRef}
          className="trip-map-canvas"
          data-testid="trip-map"
          data-ready={handles ? "true" : "false"}
          role="region"
          aria-label={TRIP_PAGE.mapHeading}
        />
        {!handles ? (
          <div className="trip-map-placeholder">
            <p>{loadFailed ? TRIP_PAGE.mapFailed : TRIP_PAGE.mapLoading}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

// The interactive map: Leaflet with marker clustering, loaded on demand in the browser (use-tiled-map.ts),
// so no other page's code includes it. Tiles come from configuration; when they cannot load, the
// markers stay on a plain background and a notice says so.
import { useEffect, useRef, useState } from "react";
import type * as Leaflet from "leaflet";
import type { MapPoint } from "~/lib/content/types";
import { type NearStore, US_CENTER, formatDistance } from "~/lib/maps/map-page";
import { MAP_PAGE } from "~/lib/messages/map";
import { type LeafletModule, loadLeaflet, useTiledMap } from "./use-tiled-map";
import { groupThousands } from "../../lib/messages/numbers";

interface MapHandles {
  L: LeafletModule;
  map: Leaflet.Map;
  cluster: Leaflet.MarkerClusterGroup;
  markers: Map<string, Leaflet.Marker>;
  nearLayer: Leaflet.LayerGroup;
  /** True from the request for the markers until the cluster group holds them all (chunked loading). */
  loading: { markers: boolean };
}

/** Loads Leaflet, then the clustering plugin (which extends the global `L`). */
async function loadLeafletWithClusters(): Promise<LeafletModule> {
  const L = await loadLeaflet();
  (window as unknown as { L: LeafletModule }).L = L;
  await import("leaflet.markercluster");
  return L;
}

/** Popup content built from DOM nodes, so store names are never parsed as HTML. */
function popupContent(point: { slug: string; name: string; city: string; state: string }, distanceKm?: number) {
  const root = document.createElement("div");
  root.className = "map-popup";
  const link = document.createElement("a");
  link.href = `/stores/${encodeURIComponent(point.slug)}`;
  link.textContent = point.name;
  link.className = "map-popup-name";
  const place = document.createElement("p");
  place.textContent = `${point.city}, ${point.state}${distanceKm === undefined ? "" : ` · ${formatDistance(distanceKm)}`}`;
  const more = document.createElement("a");
  more.href = link.href;
  more.className = "map-popup-more";
  more.textContent = "View store";
  more.setAttribute("aria-label", `View store: ${point.name}`);
  root.append(link, place, more);
  return root;
}

function clusterIcon(L: LeafletModule, cluster: Leaflet.MarkerCluster): Leaflet.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? "sm" : count < 100 ? "md" : "lg";
  const label = `${groupThousands(count)} stores, zoom in`;
  return L.divIcon({
    html: `<span aria-hidden="true">${groupThousands(count)}</span><span class="visually-hidden">${label}</span>`,
    className: `store-cluster store-cluster-${size}`,
    iconSize: L.point(size === "lg" ? 48 : size === "md" ? 40 : 34, size === "lg" ? 48 : size === "md" ? 40 : 34),
  });
}

/** Fired on the cluster group when chunked loading has added the last marker of an `addLayers`. */
const MARKERS_ADDED = "markersadded";

/** The parts of Leaflet's and markercluster's state that tell whether an animation is running. */
interface AnimationState {
  _animatingZoom?: boolean;
  _panAnim?: { _inProgress?: boolean };
}
interface ClusterAnimationState {
  _inZoomAnimation?: number;
}

/**
 * Calls `action` once the map is at rest: no zoom or pan animation of the map, no split or merge
 * animation of the clusters (markercluster runs one for about 300 ms after every zoom) and every
 * marker added. zoomToShowLayer started inside one of those animations reacts to that animation's
 * end instead of its own: it then spiderfies the cluster it started from, opens the popup, and its
 * own zoom, landing next, takes the marker off the map and closes the popup again. Checked in an
 * animation frame, after the task that changed the view is over (Leaflet also starts an animated
 * zoom in a frame it requested). Returns a cancel function.
 */
function whenMapSettled(handles: MapHandles, action: () => void): () => void {
  const { map, cluster, loading } = handles;
  const mapState = map as unknown as AnimationState;
  const clusterState = cluster as unknown as ClusterAnimationState;
  const settled = () =>
    !loading.markers && !mapState._animatingZoom && !mapState._panAnim?._inProgress && !clusterState._inZoomAnimation;
  let done = false;
  let frame = 0;
  const check = () => {
    frame = 0;
    if (done || !settled()) return;
    stop();
    action();
  };
  const schedule = () => {
    if (!done && !frame) frame = requestAnimationFrame(check);
  };
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    map.off("moveend zoomend", schedule);
    cluster.off(`animationend ${MARKERS_ADDED}`, schedule);
  };
  map.on("moveend zoomend", schedule);
  cluster.on(`animationend ${MARKERS_ADDED}`, schedule);
  schedule();
  return stop;
}

export interface StoreMapProps {
  /** Where the markers come from: `/resources/map-points?...`. */
  pointsUrl: string;
  tileUrl: string;
  attribution: string;
  /** The visitor's position and the stores near it, once "near me" found them. */
  near?: { lat: number; lng: number; stores: NearStore[] };
  /** A store to show: the map zooms to its marker and opens its popup. */
  focusSlug?: { store: NearStore; nonce: number };
}

/** The whole country, one zoom level further out on a phone's narrow screen. */
function storeMapOptions(): Leaflet.MapOptions {
  const narrow = window.matchMedia("(max-width: 599px)").matches;
  return { center: [...US_CENTER], zoom: narrow ? 3 : 4, minZoom: 2, worldCopyJump: true };
}

/** The clustered store markers (filled later, per filter) and the layer for "near me". */
function addStoreLayers(L: LeafletModule, map: Leaflet.Map, container: HTMLDivElement): MapHandles {
  const loading = { markers: true };
  const cluster = L.markerClusterGroup({
    chunkedLoading: true,
    chunkProgress: (added, total) => {
      if (added < total) return;
      loading.markers = false;
      cluster.fire(MARKERS_ADDED);
    },
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    maxClusterRadius: 60,
    iconCreateFunction: (c) => clusterIcon(L, c),
  });
  map.addLayer(cluster);
  const nearLayer = L.layerGroup().addTo(map);
  const markZoom = () => container.setAttribute("data-zoom", String(map.getZoom()));
  markZoom();
  map.on("zoomend", markZoom);
  return { L, map, cluster, markers: new Map(), nearLayer, loading };
}

export function StoreMap({ pointsUrl, tileUrl, attribution, near, focusSlug }: StoreMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { handles, loadFailed, tilesFailed } = useTiledMap({
    containerRef,
    tileUrl,
    attribution,
    load: loadLeafletWithClusters,
    mapOptions: storeMapOptions,
    addLayers: addStoreLayers,
    tileFailureNotice: "first",
  });
  const [status, setStatus] = useState("");

  // Load the markers of the current filter.
  useEffect(() => {
    if (!handles) return;
    const { L, map, cluster, markers, loading } = handles;
    const abort = new AbortController();
    loading.markers = true;
    setStatus("Loading stores...");
    fetch(pointsUrl, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return ((await response.json()) as { data: MapPoint[] }).data;
      })
      .then((points) => {
        cluster.clearLayers();
        markers.clear();
        const icon = L.divIcon({ className: "store-marker", iconSize: [18, 18], html: "" });
        const layers = points.map((point) => {
          const marker = L.marker([point.lat, point.lng], { icon, title: `${point.name}, ${point.city}, ${point.state}` });
          marker.bindPopup(() => popupContent(point));
          markers.set(point.slug, marker);
          return marker;
        });
        cluster.addLayers(layers);
        if (points.length > 0 && pointsUrl.includes("?")) {
          // Bounds from the points themselves: with chunked loading the cluster may not hold all
          // markers yet on a slow device, and fitting to its (then empty) bounds throws.
          const bounds = L.latLngBounds(points.map((point) => [point.lat, point.lng] as [number, number]));
          map.fitBounds(bounds, { padding: [24, 24], maxZoom: 12 });
        }
        const count = groupThousands(points.length);
        setStatus(`${count} ${points.length === 1 ? "store" : "stores"} on the map`);
        containerRef.current?.setAttribute("data-points", String(points.length));
      })
      .catch((error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        loading.markers = false;
        cluster.fire(MARKERS_ADDED);
        setStatus("The stores could not be loaded on the map.");
      });
    return () => abort.abort();
  }, [handles, pointsUrl]);

  // Show the visitor's position and the stores near it.
  useEffect(() => {
    if (!handles || !near) return;
    const { L, map, nearLayer } = handles;
    nearLayer.clearLayers();
    const you = L.circleMarker([near.lat, near.lng], {
      radius: 9,
      weight: 3,
      color: "#ffffff",
      fillColor: "#b93a2c",
      fillOpacity: 1,
    }).bindTooltip("You are here");
    nearLayer.addLayer(you);
    const bounds = L.latLngBounds([[near.lat, near.lng]]);
    for (const store of near.stores.slice(0, 10)) bounds.extend([store.lat, store.lng]);
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 13 });
  }, [handles, near]);

  // Zoom to one store and open its popup, once the markers are in and no animation is running (the
  // "near me" list's own zoom has one going when its first "Show on map" is pressed quickly).
  useEffect(() => {
    if (!handles || !focusSlug) return;
    const { store } = focusSlug;
    let cancelled = false;
    const cancelWait = whenMapSettled(handles, () => {
      const marker = handles.markers.get(store.slug);
      if (marker && handles.cluster.hasLayer(marker)) {
        handles.cluster.zoomToShowLayer(marker, () => {
          if (!cancelled) marker.openPopup();
        });
      } else {
        // Not among the filtered markers: open a popup at its position.
        handles.map.setView([store.lat, store.lng], 14);
        handles.L.popup().setLatLng([store.lat, store.lng]).setContent(popupContent(store, store.distanceKm)).openOn(handles.map);
      }
    });
    containerRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [handles, focusSlug]);

  return (
    <div className="store-map">
      {tilesFailed ? (
        <p className="map-notice" role="status" data-testid="map-tiles-failed">
          {MAP_PAGE.tilesFailed}
        </p>
      ) : null}
      {/* Leaflet adds its own classes to the canvas: React must never rewrite that element's className. */}
      <div className={`store-map-frame${tilesFailed ? " tiles-failed" : ""}`}>
        <div
          ref={containerRef}
          className="store-map-canvas"
          data-testid="store-map"
          data-ready={handles ? "true" : "false"}
          role="region"
          aria-label="Map of antique stores"
        />
        {!handles ? (
          <div className="store-map-placeholder" aria-hidden={loadFailed ? undefined : "true"}>
            {loadFailed ? (
              <p>The interactive map could not be loaded. Use the list of stores below.</p>
            ) : (
              <p>Loading the map…</p>
            )}
          </div>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" data-testid="map-status">
        {status}
      </p>
    </div>
  );
}

// A Leaflet map on the configured tiles, as the map page and the trip planner show one. Leaflet loads
// in the browser on demand (a dynamic import inside an effect), so only the pages with a map include
// it; the hook says when Leaflet or the tiles could not load, so each page can keep its content whole
// without them. What a map draws on top of the tiles stays with its component.
import { type RefObject, useEffect, useState } from "react";
import type * as Leaflet from "leaflet";

export type LeafletModule = typeof Leaflet;

/** Leaflet, whichever way the bundle exposes the module (as its default export or as the namespace). */
export async function loadLeaflet(): Promise<LeafletModule> {
  const mod = await import("leaflet");
  return (mod as unknown as { default?: LeafletModule }).default ?? mod;
}

const LEAFLET_CREDIT = '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>';

/**
 * When the notice about failed tiles shows: at `"every"` failed tile, or at the `"first"` one only,
 * so that once a tile has loaded (which hides the notice) later failures leave it hidden.
 */
export type TileFailureNotice = "every" | "first";

/**
 * A change of any of these creates the map again: pass functions defined once (at module level),
 * not new ones at every render.
 */
export interface TiledMapSetup<Handles> {
  containerRef: RefObject<HTMLDivElement | null>;
  tileUrl: string;
  attribution: string;
  /** Leaflet with whatever plugins the map needs. */
  load: () => Promise<LeafletModule>;
  /** Read as the map is created, so they may depend on the window at that moment. */
  mapOptions: () => Leaflet.MapOptions;
  /** Adds the map's own layers over the tiles; returns what the component draws with later. */
  addLayers: (L: LeafletModule, map: Leaflet.Map, container: HTMLDivElement) => Handles;
  tileFailureNotice: TileFailureNotice;
}

export interface TiledMap<Handles> {
  /** What `addLayers` returned, once the map exists. */
  handles: Handles | null;
  /** Leaflet itself could not load: the map will not appear. */
  loadFailed: boolean;
  tilesFailed: boolean;
}

export function useTiledMap<Handles>({
  containerRef,
  tileUrl,
  attribution,
  load,
  mapOptions,
  addLayers,
  tileFailureNotice,
}: TiledMapSetup<Handles>): TiledMap<Handles> {
  const [handles, setHandles] = useState<Handles | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let created: Leaflet.Map | undefined;
    load()
      .then((L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const map = L.map(container, mapOptions());
        created = map;
        map.attributionControl.setPrefix(LEAFLET_CREDIT);
        const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19, crossOrigin: true });
        let failures = 0;
        tiles.on("tileerror", () => {
          failures += 1;
          if (tileFailureNotice === "every" || failures === 1) setTilesFailed(true);
        });
        tiles.on("tileload", () => setTilesFailed(false));
        tiles.addTo(map);
        setHandles(addLayers(L, map, container));
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, [containerRef, tileUrl, attribution, load, mapOptions, addLayers, tileFailureNotice]);

  return { handles, loadFailed, tilesFailed };
}

// A map to place a store's pin: clicking the map or dragging the pin fills the form's latitude and
// longitude fields, and typing in them moves the pin. Leaflet is loaded in the browser only, on
// demand; without JavaScript (or tiles) the two fields still do the job on their own.
import { useEffect, useRef, useState } from "react";
import type * as Leaflet from "leaflet";

type LeafletModule = typeof Leaflet;

/** The middle of the contiguous United States, for a store without coordinates yet. */
const US_CENTER: [number, number] = [39.5, -98.35];

function fieldOf(form: HTMLFormElement | null | undefined, name: string): HTMLInputElement | null {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field : null;
}

function readPosition(lat: HTMLInputElement | null, lng: HTMLInputElement | null): [number, number] | null {
  const la = Number(lat?.value);
  const lo = Number(lng?.value);
  if (!lat?.value || !lng?.value || !Number.isFinite(la) || !Number.isFinite(lo)) return null;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180) return null;
  return [la, lo];
}

export function PinMap({
  tileUrl,
  attribution,
  label,
  latitudeName = "latitude",
  longitudeName = "longitude",
}: {
  tileUrl: string;
  attribution: string;
  label: string;
  latitudeName?: string;
  longitudeName?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: Leaflet.Map | undefined;
    let cancelled = false;
    const cleanups: Array<() => void> = [];
    void (async () => {
      try {
        const mod = await import("leaflet");
        const L = (mod as unknown as { default?: LeafletModule }).default ?? mod;
        const element = box.current;
        if (cancelled || !element) return;
        const form = element.closest("form");
        const lat = fieldOf(form, latitudeName);
        const lng = fieldOf(form, longitudeName);
        const start = readPosition(lat, lng);
        map = L.map(element, { center: start ?? US_CENTER, zoom: start ? 15 : 4, scrollWheelZoom: false });
        map.attributionControl.setPrefix(false);
        if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19, crossOrigin: true }).addTo(map);
        // A pin drawn with CSS: no marker images to bundle.
        const icon = L.divIcon({ className: "pin-map-marker", iconSize: [26, 26], iconAnchor: [13, 26] });
        const marker = L.marker(start ?? US_CENTER, { icon, draggable: true, autoPan: true, title: label, opacity: start ? 1 : 0 });
        marker.addTo(map);
        const place = (at: Leaflet.LatLng) => {
          marker.setLatLng(at).setOpacity(1);
          for (const [field, value] of [
            [lat, at.lat],
            [lng, at.lng],
          ] as const) {
            if (!field) continue;
            field.value = value.toFixed(6);
            field.dispatchEvent(new Event("input", { bubbles: true }));
          }
        };
        map.on("click", (event: Leaflet.LeafletMouseEvent) => place(event.latlng));
        marker.on("dragend", () => place(marker.getLatLng()));
        const follow = () => {
          const typed = readPosition(lat, lng);
          if (typed && map) {
            marker.setLatLng(typed).setOpacity(1);
            map.panTo(typed);
          }
        };
        for (const field of [lat, lng]) {
          field?.addEventListener("change", follow);
          cleanups.push(() => field?.removeEventListener("change", follow));
        }
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
      map?.remove();
    };
  }, [tileUrl, attribution, label, latitudeName, longitudeName]);

  if (failed) return null;
  return <div ref={box} className="pin-map" role="region" aria-label={label} />;
}
